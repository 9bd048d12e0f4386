"""Nothing cut off, as a new player sees it at 1024x700 in English and Korean: every label,
button, check box, box and name field of the dialogs and pages is at least as wide as its
text (``cut_off``), and the dialogs fit on such a screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot
from tests_gui_helpers import cut_off, open_window

from cardtable.gui.i18n import install_translators, remove_translators
from cardtable.gui.newgame_badugi import BadugiNewGameDialog
from cardtable.gui.newgame_spades import SpadesNewGameDialog
from cardtable.gui.prefs import Prefs
from cardtable.gui.settings_dialog import SettingsDialog

SCREEN = (1024, 700)


@pytest.fixture(params=["en", "ko"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translators = install_translators(qapp, request.param)
    assert translators or request.param == "en"
    yield request.param
    remove_translators(qapp, translators)


def shown(qtbot: QtBot, dialog: QDialog) -> QDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_badugi_new_game_dialog_fits(qtbot: QtBot, language: str) -> None:
    """The computer players' names used to be squeezed to 28 pixels ("lina" for Mina)."""
    dialog = shown(qtbot, BadugiNewGameDialog())
    for seats in range(2, 9):
        dialog.seats.setValue(seats)
        QApplication.processEvents()
        assert cut_off(dialog) == [], f"{seats} seats"
        hint = dialog.sizeHint()
        assert hint.width() <= SCREEN[0] and hint.height() <= SCREEN[1] - 40


def test_spades_new_game_dialog_fits(qtbot: QtBot, language: str) -> None:
    dialog = shown(qtbot, SpadesNewGameDialog())
    for index in range(dialog.players.count()):
        dialog.players.setCurrentIndex(index)
        QApplication.processEvents()
        assert cut_off(dialog) == [], dialog.players.currentText()
        hint = dialog.sizeHint()
        assert hint.width() <= SCREEN[0] and hint.height() <= SCREEN[1] - 40


def test_settings_dialog_fits(qtbot: QtBot, language: str) -> None:
    dialog = shown(qtbot, SettingsDialog(Prefs()))
    assert cut_off(dialog) == []


def test_start_screen_fits(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    window = open_window(qtbot, tmp_path)
    window.resize(*SCREEN)
    qtbot.waitUntil(lambda: window.width() == SCREEN[0])
    assert cut_off(window) == []
    window.close()
