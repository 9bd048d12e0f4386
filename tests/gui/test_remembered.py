"""Remembered new-game choices that are damaged or foreign leave the dialogs at their
defaults, field by field, and good ones come back."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from cardtable.gui.badugi.newgame import BadugiNewGameDialog
from cardtable.gui.spades.newgame import SpadesNewGameDialog

GARBAGE = [
    {"bot_names": 5, "bot_levels": "hard", "seats": "six", "structure": "zzz", "name": "  "},
    {"bot_names": [None, 3, ""], "bot_levels": [[], {}], "stack": True, "uncapped": "yes"},
    {"players": 99, "target": 2.5, "blind_nil": 1, "direction": None},
    # Numbers a spin box cannot take raised OverflowError and broke the dialog.
    {"stack": 10**30, "seats": -5, "target": -(10**40), "small_blind": 2**31},
]


@pytest.mark.parametrize("data", GARBAGE)
@pytest.mark.parametrize("dialog_class", [BadugiNewGameDialog, SpadesNewGameDialog])
def test_damaged_settings_keep_the_defaults(qtbot: QtBot, dialog_class: type, data: dict) -> None:
    plain = dialog_class()
    qtbot.addWidget(plain)
    damaged = dialog_class(data)
    qtbot.addWidget(damaged)
    assert damaged.settings() == plain.settings()


@pytest.mark.parametrize("dialog_class", [BadugiNewGameDialog, SpadesNewGameDialog])
def test_good_settings_come_back(qtbot: QtBot, dialog_class: type) -> None:
    first = dialog_class()
    qtbot.addWidget(first)
    first.name.setText("Jae")
    first.bot_names[0].setText("Robo")
    first.bot_levels[1].setCurrentIndex(first.bot_levels[1].count() - 1)
    again = dialog_class(first.settings())
    qtbot.addWidget(again)
    assert again.settings() == first.settings()
    assert again.name.text() == "Jae" and again.bot_names[0].text() == "Robo"


@pytest.mark.parametrize(
    "raw",
    ["[" * 100_000, '{"stack": NaN}', '{"stack": ' + "9" * 5000 + "}", "{" * 10, "x" * 100_000],
)
def test_hostile_remembered_settings_are_forgotten(raw: str) -> None:
    from cardtable.gui.common.prefs import Prefs

    prefs = Prefs()
    prefs.settings.setValue("newgame/badugi", raw)
    assert prefs.last_game_settings("badugi") == {}


@pytest.mark.parametrize(("raw", "expected"), [("10000000000000", 30), ("-9", -1), ("x", 3)])
def test_hand_edited_pause_stays_in_the_dialogs_range(raw: str, expected: int) -> None:
    from cardtable.gui.common.prefs import Prefs

    prefs = Prefs()
    prefs.settings.setValue("table/next_hand_pause", raw)
    assert prefs.next_hand_pause == expected
