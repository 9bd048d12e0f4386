"""The table waits while the person is on another page of the window: the next hand is not
dealt behind the draw trainer or the history (a sit-and-go he was out of and watching played
on there and ended, its results box over the trainer), and comes after the usual pause once
he is back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, plain_move, table_of, wait_ready

from cardtable.gui.badugi.table import BadugiTable
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.shell.mainwindow import MainWindow


def _one_hand_played(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, BadugiTable]:
    """A window with a Badugi table whose first hand is over, the pause (1 s) running."""
    Prefs().next_hand_pause = 1  # the tests' own settings deal by hand
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=11))
    table = table_of(window)
    while True:
        wait_ready(qtbot, table)
        if table.session.hand_over:
            break
        plain_move(table)
    qtbot.waitUntil(table._next_timer.isActive)
    return window, table


def test_the_next_hand_waits_for_the_person_to_come_back(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = _one_hand_played(qtbot, tmp_path)
    session = table.session
    hand = session.match.hand_no
    window.open_trainer("draw")
    table._next_timer.timeout.emit()  # the pause ends while he practises
    assert session.match.hand_no == hand and session.hand_over
    assert table.away()
    window.close_trainer()
    assert not table.away()
    assert table._next_timer.isActive()  # the pause again, from his return
    table._next_timer.timeout.emit()
    assert session.match.hand_no == hand + 1


def test_a_table_on_its_page_deals_on(qtbot: QtBot, tmp_path: Path) -> None:
    _window, table = _one_hand_played(qtbot, tmp_path)
    hand = table.session.match.hand_no
    table._next_timer.timeout.emit()
    assert table.session.match.hand_no == hand + 1


def test_the_focus_is_where_he_left_it(qtbot: QtBot, tmp_path: Path) -> None:
    """Back from the draw trainer the table's keys work as before: the focus fell on the
    log, its first line drawn selected in the side panel."""
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=11))
    table = table_of(window)
    wait_ready(qtbot, table)
    window.activateWindow()
    table.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table.view)
    window.open_trainer("draw")
    assert QApplication.focusWidget() is not table.view
    window.close_trainer()
    assert QApplication.focusWidget() is table.view
