"""The main window's part in the history of play: it opens the database, stores each hand a
table finishes, and makes the statistics and hand-history pages.

A mixin of ``MainWindow`` kept in its own module so the window's code stays about windows.
History problems never stop play: a database that cannot be used is set aside (or left
alone when it cannot even be opened) and the player is told once; the table plays on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from cardtable.core.session import SessionDriver
from cardtable.gui.common.page import Page
from cardtable.gui.common.shortcuts import HISTORY_KEY
from cardtable.storage.history_db import DB_NAME, HistoryDB, HistoryError

RECORD_PAGES = ("stats", "history")


def _tr(text: str) -> str:
    return QCoreApplication.translate("HistoryShell", text)


def statistics_title() -> str:
    return QCoreApplication.translate("HistoryShell", "Statistics")


def history_title() -> str:
    return QCoreApplication.translate("HistoryShell", "Hand history")


class HistoryShell:
    """Needs from the window: ``prefs``, ``cache``, ``_menu_action`` and ``_problem``."""

    history: HistoryDB
    _recorder: Any
    _reviews: Any
    history_problem: HistoryError | None
    _history_reported: set[str]

    def _open_history(self, data_dir: str | Path) -> None:
        self.history = HistoryDB(Path(data_dir) / DB_NAME)
        self._recorder = None  # made at the first hand to store (see ``recorder``)
        self._reviews = None  # made when a history page is first opened (``reviews``)
        self._history_reported = set()
        self.history_read_only = False
        self.history_problem = self.history.open()
        if self.history_problem is None:
            return
        if self.history_problem.moved_to is None and self.history.path.is_file():
            # It cannot be written (a read-only folder): it can still be read, so the
            # statistics and the hands played before stay in reach; no hand is stored.
            self.history_read_only = self.history.open_read_only() is None
        self._report_history(self.history_problem)

    @property
    def recorder(self) -> Any:
        """The history recorder, made when first needed: it asks the games' history
        adapters, which load their engines (the start screen needs none of that)."""
        if self._recorder is None:
            from cardtable.storage.history_recorder import HistoryRecorder

            self._recorder = HistoryRecorder(self.history)
        return self._recorder

    @property
    def reviews(self) -> Any:
        """The review keeper (``review_keeper.ReviewKeeper``), made when first needed."""
        if self._reviews is None:
            from cardtable.gui.shell.review_keeper import ReviewKeeper

            window: Any = self
            self._reviews = ReviewKeeper(self.history, window)
        return self._reviews

    def _close_history(self) -> None:
        if self._reviews is not None:
            self._reviews.shutdown()
        self.history.close()

    def _report_history(self, problem: HistoryError) -> None:
        """Tell the player once per kind of problem (not once per hand)."""
        key = str(problem)
        if key in self._history_reported:
            return
        self._history_reported.add(key)
        window: Any = self
        if self.history_read_only:
            text = QCoreApplication.translate(
                "HistoryShell",
                "The hand history can be looked at but not added to, so the hands you play "
                "now are not being stored.\n\nReason: {0}",
            ).format(problem)
        elif problem.moved_to is not None:
            text = QCoreApplication.translate(
                "HistoryShell",
                "The hand history could not be used and was set aside as {0}. A new one was "
                "started.\n\nReason: {1}",
            ).format(problem.moved_to.name, problem)
        else:
            text = QCoreApplication.translate(
                "HistoryShell",
                "The hand history cannot be used, so hands are not being stored.\n\n"
                "Reason: {0}",
            ).format(problem)
        window._problem(history_title(), text)

    def _record_hands(self, session: SessionDriver) -> None:
        """A session save hook: store the hands it finished (none into a history open
        only to be read: the player was told at start) and, once the reviews have started,
        have them reviewed too."""
        if self.history_read_only:
            return
        try:
            stored = self.recorder.record(session)
            if stored and self._reviews is not None:
                self._reviews.review_all()
        except HistoryError as exc:
            self.history_problem = exc
            self._report_history(exc)

    def _build_history_actions(self, menu: QMenu) -> None:
        window: Any = self
        self.act_statistics = window._menu_action(
            menu, QCoreApplication.translate("HistoryShell", "S&tatistics"), "Ctrl+I",
            lambda: window.open_trainer("stats"),
        )  # fmt: skip
        self.act_history = window._menu_action(
            menu, QCoreApplication.translate("HistoryShell", "Hand &history"), HISTORY_KEY,
            lambda: window.open_trainer("history"),
        )  # fmt: skip

    def _records_page(self, key: str) -> Page | None:
        """The statistics or the hand-history page (None for another key)."""
        window: Any = self
        if key == "stats":
            from cardtable.gui.shell.stats_page import StatisticsPage

            page = StatisticsPage(self.history, window, self.reviews)
            page.hand_requested.connect(self.replay_stored_hand)
            page.show_game(self._stats_game())
            return page
        if key == "history":
            from cardtable.gui.shell.history_page import HistoryPage

            return HistoryPage(self.history, window.prefs, window.cache, window, self.reviews)
        return None

    def _stats_game(self) -> str | None:
        """The game whose statistics open first: the open table's, else the one last played
        (the newest sitting stored). They opened on Badugi's empty tab after a player's
        first Spades game."""
        window: Any = self
        if window.table is not None:
            return str(window.current_game())
        if self.history is None or not self.history.is_open:
            return None
        try:
            rows = self.history.games()
        except HistoryError:
            return None
        return rows[0].game if rows else None

    def replay_stored_hand(self, hand_id: int) -> None:
        """Open the hand history at stored hand ``hand_id``, in the replayer (a leak's
        example on the statistics page)."""
        from cardtable.gui.shell.history_page import HistoryPage

        window: Any = self
        window.open_trainer("history")
        if isinstance(window.trainer, HistoryPage):
            window.trainer.replay_hand(hand_id)
