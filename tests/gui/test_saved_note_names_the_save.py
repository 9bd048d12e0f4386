"""Playtest 8: leaving a sit-and-go, the menu bar said "Your Badugi game is saved: resume it
from the start screen." while the start screen's button read "Resume Badugi sit-and-go", and
with a cash game saved too "Resume Badugi" was the other one. The message names the save
the start screen names."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from test_tournament_gui import sng
from tests_gui_helpers import make_session, open_window, wait_ready

from cardtable.core.session import SessionDriver


def _left(qtbot: QtBot, tmp_path: Path, session: SessionDriver) -> str:
    """The menu bar's message once the table of ``session`` is left (kept to resume)."""
    window = open_window(qtbot, tmp_path)
    window.open_session(session)
    assert window.table is not None
    wait_ready(qtbot, window.table)
    window.leave_table()
    said = window.notice.message
    window.close()
    return said


def test_leaving_a_sit_and_go_names_the_sit_and_go(qtbot: QtBot, tmp_path: Path) -> None:
    said = _left(qtbot, tmp_path, sng())
    assert said.startswith("Your Badugi sit-and-go game is saved"), said


def test_leaving_a_cash_table_names_badugi(qtbot: QtBot, tmp_path: Path) -> None:
    said = _left(qtbot, tmp_path, make_session())
    assert said.startswith("Your Badugi game is saved"), said
