"""At launch with a saved game the start screen's focus is on its Resume button: it was on
the first game's button, so a keyboard player pressing Enter to go on with his game got
the new-game dialog (and, said yes to, a question about losing the game he meant to go on
with). With no saved game the focus stays on the first game's button."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_switch_games import spades_config
from tests_gui_helpers import make_session, open_window

from cardtable.spades.session import SpadesSession


def test_at_launch_a_saved_game_has_the_focus(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    first = window.start_screen.game_buttons["badugi"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first, timeout=2000)
    window.open_session(make_session(seed=5))
    window.close()

    again = open_window(qtbot, tmp_path)
    resume = again.start_screen.resume_buttons["badugi"]
    assert resume.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is resume, timeout=2000)
    again.close()


def test_of_two_saved_games_the_one_played_last_has_the_focus(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5))
    window.open_session(SpadesSession(spades_config(), seed=3))  # the Badugi game waits
    window.close()
    os.utime(tmp_path / "session-badugi.json", (1_000_000, 1_000_000))  # played long ago

    again = open_window(qtbot, tmp_path)
    screen = again.start_screen
    assert screen.resume_buttons["badugi"].isVisible()
    resume = screen.resume_buttons["spades"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is resume, timeout=2000)
    again.close()
