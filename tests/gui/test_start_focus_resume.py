"""At launch with a saved game the start screen's focus is on its Resume button: it was on
the first game's button, so a keyboard player pressing Enter to go on with his game got
the new-game dialog (and, said yes to, a question about losing the game he meant to go on
with). With no saved game the focus stays on the first game's button."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window


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
