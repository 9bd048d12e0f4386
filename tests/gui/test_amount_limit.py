"""The Badugi amount box says what its most makes. "Raise to" is the round's total (the
game's convention), while the plate shows the chips behind a posted blind: with 201 behind
and the big blind of 2 posted, E 201 Return raised to 201 and kept 2 chips, where a player
reading the plate expected a shove. Beside the box, and in its accessible description (a
screen reader hears it with E): "All-in: raise to 203"; where a pot limit stops short of
all-in, the most it allows."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_keyboard import key, seated, to_sized_decision

from cardtable.badugi import facts
from cardtable.badugi.actions import LegalActions
from cardtable.badugi.view import SeatView
from cardtable.gui.badugi.action_bar import limit_words


def test_the_box_says_the_all_in_total(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, seed=9, structure="no_limit")
    to_sized_decision(qtbot, window, table)
    view, legal = table._view, table._legal()
    assert view is not None and legal is not None
    shove = facts.all_in_to(view)
    assert legal.max_to == shove
    kind = "raise to" if "raise" in legal.kinds else "bet"
    said = f"All-in: {kind} {shove}"
    assert table.bar.limit.text() == said and table.bar.limit.isVisible()
    key(qtbot, window, Qt.Key.Key_E)
    assert QApplication.focusWidget() is table.spin
    assert table.spin.accessibleDescription() == said  # heard as the box takes the focus
    window.close()


def test_a_pot_limit_says_its_most(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, seed=9, structure="pot")
    to_sized_decision(qtbot, window, table)
    view, legal = table._view, table._legal()
    assert view is not None and legal is not None
    assert legal.max_to < facts.all_in_to(view)  # the pot stops it short
    kind = "raise to" if "raise" in legal.kinds else "bet"
    assert table.bar.limit.text() == f"Most: {kind} {legal.max_to}"
    window.close()


def test_the_words_for_201_behind_the_big_blind() -> None:
    """The case that surprised: 201 behind, the big blind's 2 posted, facing a raise to 6
    (a stand-in view: ``all_in_to`` reads the seat's round bet and stack, nothing else)."""
    view = cast(SeatView, SimpleNamespace(seat=0, round_bets=[2, 6], stacks=[201, 294]))
    raising = LegalActions(seat=0, kinds=frozenset({"fold", "call", "raise"}), call_amount=4,
                           min_to=10, max_to=203)  # fmt: skip
    assert limit_words(raising, view) == "All-in: raise to 203"
    betting = LegalActions(seat=0, kinds=frozenset({"check", "bet"}), min_to=2, max_to=40)
    assert limit_words(betting, view) == "Most: bet 40"  # a pot limit's most, short of 203
