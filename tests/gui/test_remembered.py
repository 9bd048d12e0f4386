"""Remembered new-game choices that are damaged or foreign leave the dialogs at their
defaults, field by field, and good ones come back."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from cardtable.gui.newgame_badugi import BadugiNewGameDialog
from cardtable.gui.newgame_spades import SpadesNewGameDialog

GARBAGE = [
    {"bot_names": 5, "bot_levels": "hard", "seats": "six", "structure": "zzz", "name": "  "},
    {"bot_names": [None, 3, ""], "bot_levels": [[], {}], "stack": True, "uncapped": "yes"},
    {"players": 99, "target": 2.5, "blind_nil": 1, "direction": None},
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
