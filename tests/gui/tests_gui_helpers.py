"""Shared helpers for the GUI tests: a seeded Badugi table in a main window."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from cardtable.badugi.rules import BadugiRules
from cardtable.gui.badugi_table import BadugiTable
from cardtable.gui.mainwindow import MainWindow
from cardtable.gui.prefs import Prefs
from cardtable.table.badugi_session import BadugiConfig, BadugiSession
from cardtable.table.session import SeatConfig


def make_session(seed: int = 2024, n: int = 6, structure: str = "fixed") -> BadugiSession:
    seats = [SeatConfig("You")] + [
        SeatConfig(f"Bot {i}", "basic" if i % 2 else "random") for i in range(1, n)
    ]
    rules = BadugiRules(structure=structure, small_blind=1, big_blind=2)
    return BadugiSession(BadugiConfig(rules, tuple(seats), 200), seed=seed)


def open_window(qtbot: QtBot, data_dir: Path) -> MainWindow:
    window = MainWindow(Prefs(), data_dir)
    qtbot.addWidget(window)
    window.resize(1100, 720)
    window.show()
    return window


def table_of(window: MainWindow) -> BadugiTable:
    table = window.table
    assert isinstance(table, BadugiTable)
    return table


def wait_ready(qtbot: QtBot, table: BadugiTable) -> None:
    """Until the bots have played up to the person's turn or the end of the hand."""
    qtbot.waitUntil(
        lambda: not table.blocked
        and (table.session.hand_over or table.session.whose_turn() == table.human),
        timeout=10000,
    )
