"""The window's passing messages ("Your Badugi game is saved: resume it from the start
screen.", "Sounds off.") were status-bar messages, and the status bar came and went with
them (its empty strip cost 22 pixels at 1024x700), so the felt and the action bar jumped 22
pixels when a message showed and again when it went (playtest7's note). They are drawn at
the menu bar's right end now: the table stays put, nothing of it is covered, every menu
keeps its room, and a screen reader is told."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from test_fits import at_screen_size
from tests_gui_helpers import make_session, open_window, table_of, wait_ready

from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.games import catalogues
from cardtable.gui.shell.mainwindow import MainWindow


def box(window: MainWindow, widget: QWidget) -> QRect:
    """``widget``'s rectangle in the window's coordinates."""
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def test_the_table_stays_put_as_a_message_shows_and_goes(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    qtbot.waitExposed(window)
    at_screen_size(qtbot, window)
    window.open_session(make_session(seed=3))
    table = table_of(window)
    wait_ready(qtbot, table)
    qtbot.wait(20)
    felt, page = box(window, table.view), box(window, table)
    window.act_mute.trigger()  # "Sounds off.", for 3 seconds
    qtbot.wait(50)  # the layout's posted requests
    assert box(window, table.view) == felt and box(window, table) == page
    assert window.notice.message == "Sounds off."
    shown = box(window, window.notice)
    assert window.notice.isVisible() and window.notice.text() == "Sounds off."
    assert shown.width() > window.notice.fontMetrics().horizontalAdvance("Sounds off.")
    assert not shown.intersects(page)  # over nothing of the table: in the menu bar
    assert window.notice.announcer.spoken[-1] == "Sounds off."  # and said
    qtbot.waitUntil(lambda: not window.notice.message, timeout=5000)
    qtbot.wait(50)
    assert window.notice.text() == ""
    assert box(window, table.view) == felt and box(window, table) == page
    window.act_mute.trigger()
    window.close()


@pytest.fixture(params=["en", "ko"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> object:
    translators = install_translators(qapp, request.param, catalogues())
    yield request.param
    remove_translators(qapp, translators)


def test_the_longest_message_leaves_every_menu_its_room(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    """At 1024x700 the longest message ("… waits on the start screen, but it is not saved
    …") is cut short with "…" before a menu would be pushed into the menu bar's "»"; the
    whole is its tool tip and its name; the bar keeps its height."""
    window = open_window(qtbot, tmp_path)
    qtbot.waitExposed(window)
    at_screen_size(qtbot, window)
    bar = window.menuBar()
    height = bar.height()
    longest = QCoreApplication.translate(
        "MainWindow",
        "Your {0} game waits on the start screen, but it is not saved: it is lost when you quit.",
    )  # (a read-only data folder's)
    window.notice.show_message(longest.format("Badugi"), 8000)
    qtbot.wait(50)
    notice = window.notice
    assert notice.message and notice.accessibleName() == notice.message
    assert notice.width() >= notice.fontMetrics().horizontalAdvance(notice.text())
    menus = [bar.actionGeometry(a) for a in bar.actions() if a.isVisible()]
    assert len(menus) == 3
    assert all(m.right() < notice.geometry().left() for m in menus)
    assert all(bar.rect().contains(m) for m in menus)
    assert notice.geometry().right() <= bar.width()
    if notice.text() != notice.message:
        assert notice.text().endswith("…") and notice.toolTip() == notice.message
    assert bar.height() == height
    notice.show_message(" ".join([notice.message] * 3), 8000)  # longer than any room
    qtbot.wait(20)
    assert notice.text().endswith("…") and notice.toolTip() == notice.message
    assert all(m.right() < notice.geometry().left() for m in menus)
    assert notice.width() >= notice.fontMetrics().horizontalAdvance(notice.text())
    assert bar.height() == height
    notice.clear()
    qtbot.wait(20)
    assert bar.height() == height
    window.close()
