"""Playtest 6: at a no-limit bet a new player typed the amount straight away ("6"): nothing
happened and nothing was said (only E opens the amount box). A digit at a decision with an
amount to choose now opens the box with that digit typed; nothing is bet until Enter."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_badugi_controls import next_betting_turn
from test_keyboard import key, person_lines, seated, to_sized_decision


def test_a_digit_at_a_sized_bet_types_the_amount(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, seed=9, structure="no_limit")
    to_sized_decision(qtbot, window, table)
    legal = table._legal()
    assert legal is not None
    want = min(legal.max_to, legal.min_to + 7)
    before = len(person_lines(table))
    typed = str(want)
    key(qtbot, window, typed[0])  # to the table: it opens the box with the digit typed
    assert QApplication.focusWidget() is table.spin
    if typed[1:]:
        key(qtbot, window, typed[1:])
    assert table.spin.text() == str(want)
    assert len(person_lines(table)) == before  # nothing bet yet
    key(qtbot, window, Qt.Key.Key_Return)
    made = person_lines(table)[before:]
    kind = "raise" if "raise" in legal.kinds else "bet"
    assert [(e.kind, e.amount) for e in made] == [(kind, want)]
    window.close()


def test_a_digit_at_fixed_limit_says_how_to_bet(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, seed=9, structure="fixed")
    next_betting_turn(qtbot, table, sized=False)
    legal = table._legal()
    assert legal is not None and "draw" not in legal.kinds
    key(qtbot, window, "7")
    assert QApplication.focusWidget() is not table.spin
    assert "fixed" in table.notice.text().lower()
    window.close()
