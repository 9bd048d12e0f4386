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


def test_back_from_a_table_its_own_resume_has_the_focus(qtbot: QtBot, tmp_path: Path) -> None:
    """Playtest 8: resumed a cash table by its button, started a sit-and-go from the table
    (Ctrl+N) and left it (Ctrl+W): the focus went back to "Resume Badugi", the button that
    had opened the cash table, and Enter took the player to the cash game, not to the
    sit-and-go he had just left. Back from a table kept to resume, its Resume has the focus."""
    from test_tournament_gui import sng

    window = open_window(qtbot, tmp_path)
    screen = window.start_screen
    window.open_session(make_session(seed=5))
    window.leave_table()  # the cash game waits; its Resume has the focus, as before
    cash = screen.resume_buttons["badugi"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is cash, timeout=2000)
    cash.click()  # back to the cash table by its button
    window.open_session(sng())  # a sit-and-go from the table: the cash game waits
    window.leave_table()
    sit_and_go = screen.resume_buttons["badugi-tournament"]
    assert sit_and_go.isVisible() and cash.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is sit_and_go, timeout=2000)
    window.close()
