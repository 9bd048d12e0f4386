"""High card (``cardtable/gui/highcard``; in the tree, not in the app's registries), the toy third
game, in the app: registered by one line in each spec list (``GAMES``, ``GUI_GAMES``), it gets a
start-screen button and a Switch game entry, is played at its table with bots answering through
the shared bot runner, is saved after every move and resumed by a new window, and its stored
hands appear in the statistics and the hand history, where one replays step by step."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from cardtable import games
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.games import GUI_GAMES
from cardtable.gui.highcard.spec import GUI
from cardtable.gui.highcard.table import HighCardTable
from cardtable.gui.shell.history_page import HistoryPage
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.shell.stats_page import StatisticsPage
from cardtable.highcard.spec import SPEC


@pytest.fixture
def registered() -> Iterator[None]:
    """The two lines a new game adds: one in cardtable/games.py, one in gui/games.py."""
    games.GAMES.append(SPEC)
    GUI_GAMES.append(GUI)
    yield
    GUI_GAMES.remove(GUI)
    games.GAMES.remove(SPEC)


def window_at(qtbot: QtBot, data_dir: Path) -> MainWindow:
    window = MainWindow(Prefs(), data_dir)
    qtbot.addWidget(window)
    window.show()
    return window


def play_hands(qtbot: QtBot, table: HighCardTable, hands: int) -> None:
    """The person keeps every card; the bots answer through the bot runner."""
    for _ in range(hands):
        qtbot.waitUntil(lambda: not table.blocked and (
            table.act_keep.isEnabled() or table.session.hand_over), timeout=20000)  # fmt: skip
        while not table.session.hand_over:
            if table.act_keep.isEnabled():
                table.act_keep.trigger()
            qtbot.waitUntil(lambda: not table.blocked, timeout=20000)
        table.act_next.trigger()


def test_a_third_game_plays_through_the_whole_app(qtbot: QtBot, tmp_path: Path,
                                                  registered: None) -> None:  # fmt: skip
    window = window_at(qtbot, tmp_path)
    assert "highcard" in window.start_screen.game_buttons
    assert "highcard" in window.act_switch
    window.start_screen.game_buttons["highcard"].click()
    table = window.table
    assert isinstance(table, HighCardTable)
    play_hands(qtbot, table, 4)
    qtbot.waitUntil(lambda: not table.blocked, timeout=20000)
    finished = len(table.session.finished)
    assert finished >= 4
    saved = table.session.to_json()
    window.close()

    again = window_at(qtbot, tmp_path)  # a new start: the save is offered and resumes
    assert again.start_screen.resume_buttons["highcard"].isVisible()
    again.start_screen.resume_buttons["highcard"].click()
    resumed = again.table
    assert isinstance(resumed, HighCardTable)
    assert resumed.session.to_json()["hands"] == saved["hands"]
    again.leave_table()

    again.act_statistics.trigger()
    stats = again.trainer
    assert isinstance(stats, StatisticsPage)
    tab = stats.game_tabs["highcard"]
    assert tab.figures[0].value.text() == str(finished)
    again.close_trainer()

    again.act_history.trigger()
    history = again.trainer
    assert isinstance(history, HistoryPage)
    history.filter.setCurrentIndex(history.filter.findData("highcard"))
    top = history.tree.topLevelItem(0)
    top.setExpanded(True)
    assert top.childCount() == finished
    history.tree.setCurrentItem(top.child(0))
    history.replay_selected()
    replayer = history.replayer
    assert len(replayer.frames) == 4  # the deal and three seats' choices
    replayer.last()
    assert "?" not in replayer.hands.toPlainText()  # every card shown at the end
    again.close_trainer()
    again.close()


def test_the_shell_names_every_registered_game(qtbot: QtBot, tmp_path: Path,
                                               registered: None) -> None:  # fmt: skip
    """The start screen's subtitle, the About box, the rules dialog and ``cardtable --help``
    name the games from the registry: the third game's two lines put it in each."""
    from PySide6.QtWidgets import QLabel, QTabWidget

    from cardtable.app import game_titles

    titles = [spec.title() for spec in GUI_GAMES]
    assert titles[:2] == ["Badugi", "Spades"] and titles[-1] == "High card"
    named = ", ".join(titles[:-1]) + " and High card"  # "Badugi, Spades and High card"
    window = window_at(qtbot, tmp_path)
    subtitle = window.start_screen.findChild(QLabel, "subtitle")
    assert subtitle.text() == f"{named} against the computer"
    about = window.show_about()
    assert f"{named} against computer players" in about.text()
    about.close()
    window.act_rules.trigger()
    tabs = window.rules_dialog.findChild(QTabWidget)
    assert [tabs.tabText(i) for i in range(tabs.count())] == titles
    tabs.setCurrentIndex(len(titles) - 1)
    assert "Highest card wins." in tabs.currentWidget().toPlainText()
    window.rules_dialog.close()
    assert game_titles() == named
    window.close()
