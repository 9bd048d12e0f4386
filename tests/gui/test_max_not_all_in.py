"""Playtest 6: at a pot-limit table the "All-in" button (A) set the box to the most the pot
allows (39 of a 194 stack) and the raise button read "Raise to 39": the button promised a
shove it does not make. Where the most allowed is less than everything the person has, the
button and its Table-menu entry say "Max"; where it is everything (no limit) "All-in"."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from test_badugi_controls import next_betting_turn, seated
from tests_gui_helpers import make_session

from cardtable.badugi import facts


def _all_in_button_text(table) -> str:  # type: ignore[no-untyped-def]
    bar = table.bar
    return bar.size_buttons[2].text()


def test_pot_limit_says_max_where_the_pot_caps_the_raise(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=9, structure="pot"))
    next_betting_turn(qtbot, table)
    legal = table._legal()
    view = table._view
    assert legal is not None and view is not None
    assert legal.max_to < facts.all_in_to(view)  # the pot caps the raise below a shove
    assert table.act_all_in.text() == "Max"
    assert _all_in_button_text(table) == "Max"
    table.act_all_in.trigger()
    assert table.spin.value() == legal.max_to
    assert not table.act_bet_raise.text().endswith("(all-in)")
    window.close()


def test_no_limit_keeps_all_in(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=9, structure="no_limit"))
    next_betting_turn(qtbot, table)
    assert table.act_all_in.text() == "All-in"
    assert _all_in_button_text(table) == "All-in"
    window.close()


def test_the_max_buttons_tip_says_max_with_its_key(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=9, structure="pot"))
    next_betting_turn(qtbot, table)
    assert table.bar.size_buttons[2].toolTip() == "Max (A)"
    window.close()
