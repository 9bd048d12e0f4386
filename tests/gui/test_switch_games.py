"""Leaving a table and switching game: each game keeps its own save, both can be resumed,
and nothing saved is discarded without a confirmation."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, wait_ready

from cardtable.core.session import SeatConfig
from cardtable.gui.badugi.table import BadugiTable
from cardtable.gui.games import GUI_GAMES
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.spades.table import SpadesTable
from cardtable.spades import SpadesRules
from cardtable.spades.session import SpadesConfig, SpadesSession


def spades_config() -> SpadesConfig:
    seats = (SeatConfig("You"),) + tuple(SeatConfig(n, "basic") for n in ("Mina", "Tom", "Ana"))
    return SpadesConfig(SpadesRules(), seats)


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """The new-game dialogs answered by the test: ``answers[game]`` is the config the
    dialog returns (None: cancelled); ``asked`` counts the dialogs shown."""
    state: dict[str, Any] = {"answers": {}, "asked": []}

    def asker(game: str) -> Any:
        def ask(_parent: object, _prefs: object) -> Any:
            state["asked"].append(game)
            return state["answers"].get(game)

        return ask

    saved = list(GUI_GAMES)
    GUI_GAMES[:] = [dataclasses.replace(s, ask_new_game=asker(s.name)) for s in saved]
    yield state
    GUI_GAMES[:] = saved


def confirms(window: MainWindow, answer: bool) -> list[str]:
    """Answer every confirmation with ``answer``; the returned list collects the questions."""
    asked: list[str] = []

    def confirm(_title: str, text: str) -> bool:
        asked.append(text)
        return answer

    window.confirm = confirm  # type: ignore[method-assign]
    return asked


def saved_doc(tmp_path: Path, game: str) -> dict[str, Any]:
    return json.loads((tmp_path / f"session-{game}.json").read_text(encoding="utf-8"))


def test_game_menu_has_leave_and_switch_with_shortcuts(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    assert window.act_leave.shortcut() == QKeySequence("Ctrl+W")
    assert window.act_switch["badugi"].shortcut() == QKeySequence("Ctrl+1")
    assert window.act_switch["spades"].shortcut() == QKeySequence("Ctrl+2")
    assert not window.act_leave.isEnabled()
    window.open_session(make_session())
    assert window.act_leave.isEnabled()


def test_switching_games_keeps_both_saves(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, Any]
) -> None:
    window = open_window(qtbot, tmp_path)
    badugi = make_session(seed=31)
    window.open_session(badugi)
    table = window.table
    assert isinstance(table, BadugiTable)
    wait_ready(qtbot, table)
    badugi_state = badugi.to_json()
    assert saved_doc(tmp_path, "badugi") == badugi_state

    # Switch to Spades: no Spades save yet, so the new-game dialog is asked; Badugi stays.
    dialogs["answers"]["spades"] = spades_config()
    asked = confirms(window, False)
    window.act_switch["spades"].trigger()
    assert asked == []  # nothing was discarded, so nothing to confirm
    spades_table = window.table
    assert isinstance(spades_table, SpadesTable)
    qtbot.waitUntil(lambda: not spades_table.blocked, timeout=10000)
    spades_state = spades_table.session.to_json()
    assert saved_doc(tmp_path, "badugi") == badugi_state
    assert saved_doc(tmp_path, "spades") == spades_state

    # Leave the table: the start screen offers both games.
    window.act_leave.trigger()
    assert window.table is None
    screen = window.start_screen
    assert screen.resume_buttons["badugi"].isVisible()
    assert screen.resume_buttons["spades"].isVisible()

    # Resume Badugi exactly where it was, then switch back to Spades exactly where it was.
    qtbot.mouseClick(screen.resume_buttons["badugi"], Qt.MouseButton.LeftButton)
    assert isinstance(window.table, BadugiTable)
    assert window.table.session.to_json() == badugi_state
    window.act_switch["spades"].trigger()
    assert isinstance(window.table, SpadesTable)
    assert window.table.session.to_json() == spades_state
    assert dialogs["asked"] == ["spades"]

    # After a restart both saves are still there and resumable.
    window.close()
    again = open_window(qtbot, tmp_path)
    assert again.start_screen.resume_buttons["badugi"].isVisible()
    assert again.start_screen.resume_buttons["spades"].isVisible()
    again.act_switch["badugi"].trigger()
    assert isinstance(again.table, BadugiTable)
    assert again.table.session.to_json() == badugi_state
    again.close()


def test_new_game_over_a_save_asks_first(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, Any]
) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5))
    window.leave_table()
    before = saved_doc(tmp_path, "badugi")

    # Starting a new Badugi cash game from the start screen: refused at the confirmation,
    # asked once the dialog has said it is a cash game (Badugi has a second save, the
    # sit-and-go's, which a new cash game leaves alone: test_new_game_asks_right).
    dialogs["answers"]["badugi"] = make_session(seed=6).config
    asked = confirms(window, False)
    qtbot.mouseClick(window.start_screen.game_buttons["badugi"], Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "Badugi" in asked[0]
    assert dialogs["asked"] == ["badugi"] and window.table is None
    assert saved_doc(tmp_path, "badugi") == before

    # The new-game dialog cancelled: nothing asked, nothing lost.
    dialogs["answers"]["badugi"] = None
    asked = confirms(window, True)
    qtbot.mouseClick(window.start_screen.game_buttons["badugi"], Qt.MouseButton.LeftButton)
    assert asked == [] and dialogs["asked"] == ["badugi", "badugi"] and window.table is None
    assert saved_doc(tmp_path, "badugi") == before
    assert window.start_screen.resume_buttons["badugi"].isVisible()

    # A new Spades game does not touch the Badugi save and asks nothing.
    dialogs["answers"]["spades"] = spades_config()
    asked = confirms(window, False)
    qtbot.mouseClick(window.start_screen.game_buttons["spades"], Qt.MouseButton.LeftButton)
    assert asked == [] and isinstance(window.table, SpadesTable)
    assert saved_doc(tmp_path, "badugi") == before

    # Ctrl+N at the Spades table means a new Spades game: the one in progress is asked about,
    # before the dialog (Spades has one save: refused, no dialog was filled in for nothing).
    window.act_new.trigger()
    assert len(asked) == 1 and "Spades" in asked[0]
    assert dialogs["asked"] == ["badugi", "badugi", "spades"]
    assert isinstance(window.table, SpadesTable)

    # Confirmed: the new game replaces the old one, and the window's notice does not claim the
    # old one was saved to resume (it said "Your Spades game is saved: resume it ...").
    old = window.session
    window.notice.clear()
    confirms(window, True)
    window.act_new.trigger()
    assert isinstance(window.table, SpadesTable) and window.session is not old
    assert "saved" not in window.notice.message
    assert "spades" not in window._saved


def test_old_single_save_is_offered_as_its_game(qtbot: QtBot, tmp_path: Path) -> None:
    session = SpadesSession(spades_config(), seed=3)
    session.next_hand()
    (tmp_path / "session.json").write_text(json.dumps(session.to_json()), encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    assert not (tmp_path / "session.json").exists()
    assert window.start_screen.resume_buttons["spades"].isVisible()
    assert not window.start_screen.resume_buttons["badugi"].isVisible()
    window.act_resume.trigger()
    assert isinstance(window.table, SpadesTable)
    assert window.table.session.to_json() == session.to_json()


def test_read_only_folder_with_a_good_and_a_kept_save(
    qtbot: QtBot, read_only_folder: Path, put_file: Any, dialogs: dict[str, Any]
) -> None:
    """Issue 11's read-only handling per game: the unreadable Spades save is kept untouched
    and reported, the Badugi save is offered and resumes; the red banner, the Resume button
    and one message (the kept save and the history switched off) all show, and leaving says
    the game is not saved on disk."""
    badugi = make_session(seed=12)
    put_file(read_only_folder, "session-badugi.json", json.dumps(badugi.to_json()))
    put_file(read_only_folder, "session-spades.json", "[" * 100_000)
    window = open_window(qtbot, read_only_folder)
    (text,) = [b.text() for b in window.findChildren(QMessageBox) if b.isVisible()]  # one box
    assert "left untouched" in text and "nested too deeply" in text
    assert "hands are not being stored" in text  # the history is off too
    for box in window.findChildren(QMessageBox):
        box.close()
    banner = window.save_banner
    assert "kept untouched" in banner.text
    resume = window.start_screen.resume_buttons["badugi"]
    assert resume.isVisible() and not window.start_screen.resume_buttons["spades"].isVisible()
    banner_box = banner.geometry().translated(banner.parentWidget().mapTo(window, QPoint()))
    button_box = resume.geometry().translated(resume.parentWidget().mapTo(window, QPoint()))
    assert not banner_box.intersects(button_box)

    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    table = window.table
    assert isinstance(table, BadugiTable)
    wait_ready(qtbot, table)
    assert "kept untouched" in banner.text  # not replaced by each failed save
    assert not [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    window.act_leave.trigger()
    assert "not saved" in window.notice.message
    assert window.start_screen.resume_buttons["badugi"].isVisible()  # still resumable now

    # A new Spades game over the kept file: nothing is written over it.
    dialogs["answers"]["spades"] = spades_config()
    window.act_switch["spades"].trigger()
    spades_table = window.table
    assert isinstance(spades_table, SpadesTable)
    qtbot.waitUntil(lambda: not spades_table.blocked, timeout=10000)
    assert (read_only_folder / "session-spades.json").read_text(encoding="utf-8") == "[" * 100_000
    assert "kept untouched" in banner.text
    window.close()
