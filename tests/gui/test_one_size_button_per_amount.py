"""Playtest 6: at pot limit "Pot" (Shift+P) and "Max" (A) set the same amount: the most the
pot allows is the pot. Two buttons for one amount read as two choices. Now the bar shows
one button per amount: "All-in" where the amount is everything the person has, else the
first of "½ Pot", "Pot", "Max" (at pot limit "Pot", the name players use). The hidden
button's key still sets its amount."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from test_badugi_controls import next_betting_turn, seated
from tests_gui_helpers import make_session

from cardtable.badugi import facts
from cardtable.gui.badugi.table import BadugiTable

SIZES = {"half": 0, "pot": 1, "all": 2}


def _shown(table: BadugiTable) -> dict[str, int]:
    """The size buttons shown, by size, with the amount each sets."""
    view = table._view
    assert view is not None
    shown = {}
    for size, index in SIZES.items():
        if not table.bar.size_buttons[index].isHidden():
            amount = facts.sized_bet(view, size)  # type: ignore[arg-type]
            assert amount is not None
            shown[size] = amount
    return shown


def test_pot_limit_shows_pot_not_max_beside_it(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=9, structure="pot"))
    next_betting_turn(qtbot, table)
    view, legal = table._view, table._legal()
    assert view is not None and legal is not None
    assert facts.sized_bet(view, "pot") == legal.max_to < facts.all_in_to(view)
    shown = _shown(table)
    assert "pot" in shown and "all" not in shown, shown
    assert len(set(shown.values())) == len(shown)  # one button per amount
    table.act_all_in.trigger()  # A: the most, as before
    assert table.spin.value() == legal.max_to
    window.close()


def test_every_table_shows_one_button_per_amount(qtbot: QtBot, tmp_path: Path) -> None:
    for structure, seed in (("no_limit", 9), ("pot", 4), ("half_pot", 9), ("no_limit", 3)):
        window, table = seated(qtbot, tmp_path, make_session(seed=seed, structure=structure))
        for _ in range(4):
            next_betting_turn(qtbot, table)
            view = table._view
            assert view is not None
            shown = _shown(table)
            assert shown and len(set(shown.values())) == len(shown), (structure, shown)
            if facts.sized_bet(view, "all") == facts.all_in_to(view):
                assert "all" in shown  # a shove is called a shove
            table.check_or_call()
        window.close()
