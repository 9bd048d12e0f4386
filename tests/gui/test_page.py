"""The page base (``gui/common/page.py``): every page the main window opens instead of a table
is a ``Page``, and the window drives any page through it alone: it starts the page, lists its
actions in the Table menu, passes on the settings, closes it when it asks to go back, and
shuts it down before removing it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QLabel, QToolButton, QWidget
from pytestqt.qtbot import QtBot
from tests_gui_helpers import open_window

from cardtable.gui.badugi.trainer import DrawTrainer
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.gui_spec import GuiSpec, TrainerEntry
from cardtable.gui.common.page import Page
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.common.shortcuts import page_action
from cardtable.gui.games import GUI_GAMES
from cardtable.gui.shell import pages_shell
from cardtable.gui.shell.history_page import HistoryPage
from cardtable.gui.shell.replayer import Replayer
from cardtable.gui.shell.settings_dialog import SettingsDialog
from cardtable.gui.shell.stats_page import StatisticsPage
from cardtable.gui.spades.coach_practice import BiddingPractice


class RecordingPage(Page):
    """A page that writes down what the window asks of it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.calls: list[str] = []
        self.act_back = page_action(self, "back", "Back", ["Esc"], self.back_requested.emit)
        self.act_other = QAction("Other", self)
        self.table_actions = [self.act_other, self.act_back]
        top, self.title = self.header(self.act_back, "A page")
        top.addWidget(QLabel("score", self))

    def start(self) -> None:
        self.calls.append("start")

    def shutdown(self) -> None:
        self.calls.append("shutdown")

    def apply_prefs(self) -> None:
        self.calls.append("apply_prefs")


def test_every_page_of_the_window_is_a_page() -> None:
    assert issubclass(DrawTrainer, Page) and issubclass(BiddingPractice, Page)
    assert issubclass(StatisticsPage, Page) and issubclass(HistoryPage, Page)
    assert issubclass(Replayer, Page)


def test_the_defaults_do_nothing_and_the_header_leads_with_back(qtbot: QtBot) -> None:
    page = Page()
    qtbot.addWidget(page)
    assert page.table_actions == []
    page.start()
    page.apply_prefs()
    page.shutdown()
    back = QAction("Back", page)
    back.setObjectName("back")
    row, title = page.header(back, "Statistics")
    assert title.text() == "Statistics" and title.objectName() == "title"
    first = row.itemAt(0).widget()
    assert isinstance(first, QToolButton) and first.defaultAction() is back
    assert row.itemAt(2).widget() is title
    going: list[bool] = []
    page.back_requested.connect(lambda: going.append(True))
    back.triggered.connect(page.back_requested.emit)
    back.trigger()
    assert going == [True]


def test_the_window_drives_a_page_through_the_base_alone(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[RecordingPage] = []

    def make(prefs: Prefs, cache: CardPixmapCache, data_dir: Path, parent: QWidget) -> Page:
        made.append(RecordingPage(parent))
        return made[-1]

    entry = TrainerEntry("recording", lambda: "Recording", "Ctrl+Alt+R", make)
    spec: GuiSpec = GUI_GAMES[0]
    monkeypatch.setattr(pages_shell, "trainers", lambda: [(spec, entry)])
    window = open_window(qtbot, tmp_path)
    window.open_trainer("recording")
    page, = made
    assert window.trainer is page and window.pages.currentWidget() is page
    assert page.calls == ["start"]
    assert window.table_menu.isEnabled()
    assert window.table_menu.actions() == page.table_actions
    assert window.windowTitle() == "Recording — cardtable"
    monkeypatch.setattr(SettingsDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    window.show_settings()  # OK in the settings: the page is told
    page.act_back.trigger()  # the page asks to go back
    assert window.trainer is None and page.calls == ["start", "apply_prefs", "shutdown"]
    assert window.pages.currentWidget() is window.start_screen
    assert not window.table_menu.isEnabled()
    window.close()
