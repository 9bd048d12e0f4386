"""Ctrl+1 at a Badugi table, Ctrl+2 at a Spades one: the key the player pressed to get to
the game he is at. It did nothing and said nothing, as if dead; it now says where he is and
which key starts a new game there, and still changes nothing."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from test_switch_games import spades_config
from tests_gui_helpers import make_session, open_window, wait_ready

from cardtable.gui.badugi.table import BadugiTable
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.spades.table import SpadesTable
from cardtable.spades.session import SpadesSession


def pressed_again(window: MainWindow, game: str) -> str:
    """Trigger the switch to ``game`` at its own table; what the window's notice says."""
    table, session = window.table, window.session
    assert table is not None
    window.act_switch[game].trigger()
    assert window.table is table and window.session is session  # nothing changed
    assert window.pages.currentWidget() is table
    return window.notice.message


def test_ctrl_1_at_the_badugi_table_says_it_is_there(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=3))
    table = window.table
    assert isinstance(table, BadugiTable)
    wait_ready(qtbot, table)
    said = pressed_again(window, "badugi")
    assert said == "This is the Badugi table already: Ctrl+N starts a new Badugi game."
    assert window.notice.isVisible() and window.notice.text() == said
    assert table.announcer.spoken[-1] == said  # a screen reader hears it too
    window.close()


def test_ctrl_2_at_the_spades_table_says_it_is_there(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(SpadesSession(spades_config(), seed=4))
    table = window.table
    assert isinstance(table, SpadesTable)
    qtbot.waitUntil(lambda: not table.blocked, timeout=10000)
    said = pressed_again(window, "spades")
    assert said == "This is the Spades table already: Ctrl+N starts a new Spades game."
    assert table.announcer.spoken[-1] == said
    window.close()


def test_from_a_page_over_the_table_the_key_goes_back_quietly(qtbot: QtBot, tmp_path: Path) -> None:
    """From the history (a page over the table) Ctrl+1 does go somewhere: back to the
    table, with nothing to explain."""
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=3))
    table = window.table
    assert isinstance(table, BadugiTable)
    wait_ready(qtbot, table)
    window.act_history.trigger()
    assert window.pages.currentWidget() is not table
    window.act_switch["badugi"].trigger()
    assert window.pages.currentWidget() is table
    assert "already" not in window.notice.message
    window.close()
