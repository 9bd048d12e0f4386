"""Playtest 9: after a first Spades game (left from its game-over box), Ctrl+I opened the
statistics on Badugi's tab, "0 hands played", the Spades figures one key further (S). The
page now opens on the open table's game, else on the game last played (the newest sitting
in the history); a fresh history still opens on the first tab."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from test_spades_table import make_session, open_table, play_to_game_over, wait_ready
from tests_gui_helpers import open_window

from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.shell.stats_page import StatisticsPage
from cardtable.spades import SpadesRules


def stats_tab(window: MainWindow) -> str:
    window.open_trainer("stats")
    page = window.trainer
    assert isinstance(page, StatisticsPage)
    name = page.games[page.tabs.currentIndex()][0].name
    window.close_trainer()
    return name


def test_the_statistics_open_on_the_spades_game_just_played(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(seed=11, rules=SpadesRules(target=20, loss_threshold=-20))
    window, table = open_table(qtbot, tmp_path, session)
    wait_ready(qtbot, table)
    assert stats_tab(window) == "spades"  # at the table
    play_to_game_over(qtbot, table)
    qtbot.waitUntil(lambda: table.game_over_dialog is not None, timeout=5000)
    dialog = table.game_over_dialog
    assert dialog is not None
    dialog.reject()  # "Leave table": the start screen
    qtbot.waitUntil(lambda: window.table is None)
    assert stats_tab(window) == "spades"  # was "badugi", with nothing in it
    window.close()


def test_a_fresh_history_opens_on_the_first_tab(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    assert stats_tab(window) == "badugi"
    window.close()
