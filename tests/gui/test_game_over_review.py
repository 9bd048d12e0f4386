"""Playtest 9: the Spades game-over box offered *New game* (deals at once) and *Leave table*
(closes the table), so the last hand's review, worked out as the box came up, was out of
reach at the table. The box now offers *Review the last hand*: it goes, the table stays with
its Review tab up, and the notice (and a screen reader) says Ctrl+N starts a new game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_spades_table import make_session, open_table, play_to_game_over

from cardtable.i18n.playtest9_ko import KO
from cardtable.spades import SpadesRules

WORDS = "The game is over: Ctrl+N starts a new game."


def test_the_game_over_box_offers_the_last_hands_review(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(seed=11, rules=SpadesRules(target=20, loss_threshold=-20))
    window, table = open_table(qtbot, tmp_path, session)
    play_to_game_over(qtbot, table)
    qtbot.waitUntil(lambda: table.game_over_dialog is not None, timeout=5000)
    dialog = table.game_over_dialog
    assert dialog is not None
    assert dialog.review_button.text() == "Review the last hand"
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    assert table.game_over_dialog is None
    assert window.table is table and session.game_over and session.game_no == 1
    assert table.side.currentWidget() is table.review.panel
    assert table.notice.text() == WORDS
    assert WORDS in table.announcer.spoken
    last = session.state.history[-1].number
    qtbot.waitUntil(lambda: table.review.panel.review is not None, timeout=90_000)
    review = table.review.panel.review
    assert review is not None and review.hand == last
    window.close()


def test_the_words_in_korean() -> None:
    assert KO["Review the last hand"] == "마지막 판 복기"
    assert KO[WORDS] == "게임이 끝났습니다: Ctrl+N 키로 새 게임을 시작합니다."
