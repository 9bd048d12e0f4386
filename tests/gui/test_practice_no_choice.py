"""The bidding practice dealt each hand with 1 chosen, so Enter pressed at once answered "1"
for a learner who had chosen nothing (seventh playtest's note), and the answer counted in
his accuracy. A hand now starts with no bid chosen, as the table's picker does: Enter then
asks for a bid (on the page and to a screen reader) and grades nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_practice_memory_gui import open_practice
from test_spades_keyboard import key


def test_enter_before_a_bid_asks_for_one(qtbot: QtBot, tmp_path: Path, fast_practice: None) -> None:
    window, page = open_practice(qtbot, tmp_path)
    window.activateWindow()
    played = page.progress.played
    assert [v for v, b in page.bid_buttons.items() if b.isChecked()] == []
    assert page.act_submit.text() == "Bid"
    page.announcer.spoken.clear()
    key(qtbot, window, Qt.Key.Key_Return)
    assert page.player_bid is None and page.result is None
    assert page.progress.played == played  # nothing counted
    assert page.verdict.text().startswith("Choose a bid first")
    assert any(s.startswith("Choose a bid first") for s in page.announcer.spoken)
    key(qtbot, window, Qt.Key.Key_Up)  # from nothing chosen Up picks 1, as at the table
    assert page._choice == 1 and page.act_submit.text() == "Bid 1"
    key(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.result is not None, timeout=20000)
    assert page.player_bid == 1 and page.progress.played == played + 1
    window.close_trainer()
