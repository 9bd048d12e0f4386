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
from tests_gui_helpers import make_session, open_window, table_of, wait_ready


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
    window.resize(1012, 660)  # a 1024x700 screen's window: the notice is one line there
    key(qtbot, window, "7")
    assert QApplication.focusWidget() is not table.spin
    said = table.notice.text()
    assert "fixed" in said.lower() and "B" in said
    qtbot.wait(50)
    assert table.notice.fontMetrics().horizontalAdvance(said) <= table.notice.width()
    window.close()


def test_a_digit_where_the_pot_leaves_one_size_says_it(qtbot: QtBot, tmp_path: Path) -> None:
    """Half-pot limit, heads-up, the small blind's first move: the raise can only go to 4
    (the box is hidden); "5" said nothing."""
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=9, n=2, structure="half_pot"))
    table = table_of(window)
    wait_ready(qtbot, table)
    legal = table._legal()
    assert legal is not None and "raise" in legal.kinds and legal.min_to == legal.max_to
    key(qtbot, window, "5")
    assert f"Raise to {legal.min_to}" in table.notice.text() and "B" in table.notice.text()
    window.close()
