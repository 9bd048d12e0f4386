"""A new Badugi game asks about the save it really replaces. Badugi keeps two saves (the
cash table and the sit-and-go); the question "Your saved Badugi game will be lost" came
before the dialog, so a player with a cash game waiting who then chose a sit-and-go was
told his cash game would be lost, and it was kept (the status bar then said it was saved)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window

from cardtable.badugi.tournament.engine import TournamentConfig
from cardtable.badugi.tournament.schedule import BlindSchedule
from cardtable.badugi.tournament.session import TournamentSetup
from cardtable.core.session import SeatConfig
from cardtable.gui import games as gui_games
from cardtable.gui.shell.mainwindow import MainWindow

SETUP = TournamentSetup(
    TournamentConfig(
        entrants=4,
        structure="no_limit",
        starting_stack=200,
        schedule=BlindSchedule((20, 40, 80), hands_per_level=2, ante_from=2),
    ),
    (SeatConfig("You"),) + tuple(SeatConfig(f"Bot {i}", "basic") for i in range(1, 4)),
)


def answering(monkeypatch: pytest.MonkeyPatch, answer: object) -> list[str]:
    """Badugi's new-game dialog answers ``answer``; the returned list records each time it
    is shown (as "dialog", in order with the confirmations)."""
    shown: list[str] = []

    def ask(_parent: object, _prefs: object) -> object:
        shown.append("dialog")
        return answer

    specs = [
        dataclasses.replace(s, ask_new_game=ask) if s.name == "badugi" else s
        for s in gui_games.GUI_GAMES
    ]
    monkeypatch.setattr(gui_games, "GUI_GAMES", specs)
    monkeypatch.setattr("cardtable.gui.shell.mainwindow.gui_spec",
                        lambda g: next(s for s in specs if s.name == g))  # fmt: skip
    return shown


def confirming(window: MainWindow, shown: list[str], answer: bool) -> None:
    def confirm(_title: str, text: str) -> bool:
        shown.append(text)
        return answer

    window.confirm = confirm  # type: ignore[method-assign]


def test_a_sit_and_go_beside_a_saved_cash_game_asks_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5))
    window.leave_table()
    cash = (tmp_path / "session-badugi.json").read_text()
    shown = answering(monkeypatch, SETUP)
    confirming(window, shown, False)
    window.start_game("badugi")
    assert shown == ["dialog"]  # no "your saved Badugi game will be lost": it is not
    assert window.session is not None and window.session.save_slot == "badugi-tournament"
    assert (tmp_path / "session-badugi.json").read_text() == cash
    assert "badugi" in window._saved  # still waiting to be resumed


def test_a_cash_game_over_a_saved_one_is_asked_about_and_refused_keeps_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5))
    window.leave_table()
    cash = (tmp_path / "session-badugi.json").read_text()
    shown = answering(monkeypatch, make_session(seed=9).config)
    confirming(window, shown, False)
    window.start_game("badugi")
    # Asked once, after the dialog said which save the new game goes to, naming it.
    assert len(shown) == 2 and shown[0] == "dialog"
    assert "Badugi" in shown[1] and "sit-and-go" not in shown[1]
    assert window.table is None
    assert (tmp_path / "session-badugi.json").read_text() == cash
