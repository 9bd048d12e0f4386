"""The "Type an amount" action (E) is greyed out where there is no amount to choose, as
½ pot, pot and all-in are: at a fixed-limit table the Table menu offered it and E did
nothing at all."""

from __future__ import annotations

from pathlib import Path

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
