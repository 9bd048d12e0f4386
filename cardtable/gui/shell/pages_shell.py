"""The main window's pages: a game's practice page (``TrainerEntry``) or a history page
(statistics, hand history) shown instead of the start screen or the table, which waits.

One such page at a time; the window fills its Table menu with the page's actions and tells
it when it starts, when the settings change and when it goes (``Page``). A mixin of
``MainWindow`` (like ``HistoryShell``); its words keep the window's translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QStackedWidget, QWidget

from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.gui_spec import TrainerEntry
from cardtable.gui.common.page import Page
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.games import gui_spec, trainers
from cardtable.gui.shell.history_shell import RECORD_PAGES, history_title, statistics_title
from cardtable.gui.shell.page_access import landing
from cardtable.gui.shell.start_screen import StartScreen
from cardtable.storage.autosave import SaveShelf

if TYPE_CHECKING:
    from cardtable.gui.common.session_table import SessionTable

    _Window = QMainWindow  # what the mixin is mixed into, for the type checker
else:
    _Window = object

translate = QCoreApplication.translate


def close_windows(page: QWidget) -> None:
    """Close the windows ``page`` opened and still shows (a message box, a dialog) before
    the page is taken out of the main window: once detached (``setParent(None)``), it left
    them shown as windows of their own, tied to no window, and Qt counted such a box as an
    open window of the app when the main window closed (issue 26, defect 11)."""
    for child in page.findChildren(QWidget):
        if child.isWindow() and child.isVisible():
            child.close()


class PagesShell(_Window):
    """Needs from the window: the attributes declared here, ``current_game`` and (from
    ``HistoryShell``) ``_records_page``."""

    prefs: Prefs
    cache: CardPixmapCache
    saves: SaveShelf
    pages: QStackedWidget
    table_menu: QMenu
    start_screen: StartScreen
    table: SessionTable | None
    trainer: Page | None
    _trainer_key: str
    _table_focus: QWidget | None

    if TYPE_CHECKING:

        def current_game(self) -> str: ...

        def _records_page(self, key: str) -> Page | None: ...

    def _trainer_entry(self, key: str) -> tuple[str, TrainerEntry] | None:
        """(game, entry) of the practice page called ``key``, None for another key."""
        for spec, entry in trainers():
            if entry.key == key:
                return spec.name, entry
        return None

    def open_trainer(self, key: str) -> None:
        """Show a game's practice page (``TrainerEntry.key``, e.g. the draw trainer) or a
        history page (``stats``, ``history``) instead of the start screen (or the table,
        which waits). One such page at a time: asking for another closes the first."""
        found = self._trainer_entry(key)
        if found is None and key not in RECORD_PAGES:
            return
        if self.trainer is not None and self._trainer_key != key:
            self.close_trainer()
        if self.trainer is None and self.table is not None:
            focus = QApplication.focusWidget()
            self._table_focus = (
                focus if focus is not None and self.table.isAncestorOf(focus) else None
            )
        if self.trainer is None:
            trainer: Page
            page = self._records_page(key)
            if page is not None:
                trainer = page
            else:
                assert found is not None
                trainer = found[1].make(self.prefs, self.cache, self.saves.directory, self)
            trainer.back_requested.connect(self.close_trainer)
            self.trainer = trainer
            self._trainer_key = key
            self.pages.addWidget(trainer)
            self.pages.setCurrentWidget(trainer)
            trainer.start()
        self.pages.setCurrentWidget(self.trainer)
        self.trainer.take_focus()
        self._fill_table_menu(self.trainer.table_actions)
        titles = {"stats": statistics_title(), "history": history_title()}
        title = found[1].title() if found is not None else titles[key]
        self.setWindowTitle(title + " — cardtable")

    def close_trainer(self) -> None:
        """Stop the trainer (its worker, its animation) and go back where the player was."""
        trainer, self.trainer = self.trainer, None
        if trainer is None:
            return
        trainer.shutdown()
        close_windows(trainer)
        if self.table is not None:
            # The table's focus where he left it (the felt's keys, or the control he was
            # at): it fell on the log, its line drawn selected. Given before the trainer
            # goes: taken from the trainer as it went, it passed the felt on its way to a
            # bid button, and a reader said both.
            back = self._table_focus
            if back is None or not self.table.isAncestorOf(back):
                back = landing(self.table)
            back.setFocus(Qt.FocusReason.OtherFocusReason)
            self._table_focus = None
        self.pages.removeWidget(trainer)
        trainer.setParent(None)
        trainer.deleteLater()
        if self.table is not None:
            self.pages.setCurrentWidget(self.table)
            self._fill_table_menu(self.table.table_actions)
            self.setWindowTitle(f"{gui_spec(self.current_game()).title()} — cardtable")
        else:
            self.table_menu.clear()
            self.table_menu.setEnabled(False)
            self.pages.setCurrentWidget(self.start_screen)
            self.setWindowTitle("cardtable")

    def _fill_table_menu(self, actions: list[QAction]) -> None:
        self.table_menu.clear()
        for action in actions:
            self.table_menu.addAction(action)
        self.table_menu.setEnabled(True)

    def _game_in_view(self) -> str:
        """The game of the page the player looks at: a trainer's, else the table's."""
        if self.trainer is not None and self.pages.currentWidget() is self.trainer:
            found = self._trainer_entry(self._trainer_key)
            if found is not None:
                return found[0]
        return self.current_game()
