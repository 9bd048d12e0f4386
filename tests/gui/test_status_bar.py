"""The status bar shows only while it has something to say: after a message ended (leaving
a table: "Your Spades game is saved…"; M: "Sounds off."), its empty light-grey strip stayed
under the dark table for the rest of the session (playtest, session 15, 1024x700)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window


def test_the_status_bar_goes_when_its_message_ends(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    qtbot.waitExposed(window)
    bar = window.statusBar()
    qtbot.wait(20)  # a bar put in a shown window shows itself later (queued)
    assert not bar.isVisible()  # nothing said yet
    window.open_session(make_session())
    window.close_table(keep=True)  # "Your Badugi game is saved: resume it…"
    qtbot.waitUntil(bar.isVisible)
    assert "saved" in bar.currentMessage()
    bar.clearMessage()  # what its 8 seconds' timeout does
    qtbot.wait(20)
    assert not bar.isVisible()  # was an empty strip from then on
    window.act_mute.trigger()
    qtbot.waitUntil(bar.isVisible)
    assert bar.currentMessage()
    window.close()
