"""The "Type an amount" action (E) is greyed out where there is no amount to choose, as
½ pot, pot and all-in are: at a fixed-limit table the Table menu offered it and E did
nothing at all."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_badugi_controls import next_betting_turn, seated
from tests_gui_helpers import make_session


def test_no_amount_to_type_in_fixed_limit(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=9, structure="fixed"))
    next_betting_turn(qtbot, table, sized=False)
    legal = table._legal()
    assert legal is not None and legal.min_to == legal.max_to  # one size only
    assert not table.act_half_pot.isEnabled()
    assert not table.act_amount.isEnabled()
    window.close()


def test_an_amount_to_type_in_no_limit(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=9, structure="no_limit"))
    next_betting_turn(qtbot, table)
    assert table.act_amount.isEnabled()
    table.act_amount.trigger()
    assert table.spin.hasFocus() or table.spin.lineEdit().hasFocus()
    window.close()


def test_e_at_fixed_limit_says_the_size_is_set(qtbot: QtBot, tmp_path: Path) -> None:
    """Playtest 8: E at a fixed-limit bet did nothing and said nothing (the greyed action's
    key climbs to the table, as a digit's did before it was answered): it says what a digit
    says there, how to bet."""
    from test_keyboard import key
    from test_keyboard import seated as seated_window

    window, table = seated_window(qtbot, tmp_path, seed=9, structure="fixed")
    next_betting_turn(qtbot, table, sized=False)
    legal = table._legal()
    assert legal is not None and {"bet", "raise"} & legal.kinds
    table.notice.clear()
    key(qtbot, window, Qt.Key.Key_E)
    said = table.notice.text()
    assert "fixed" in said.lower() and "B" in said, said
    window.close()
