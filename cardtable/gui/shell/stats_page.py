"""The statistics page: the person's figures for each game, from the history database, with
each game's charts, one tab a game (its key switches to it).

It only reads: each game's figures are worked out by the game's history adapter
(``GameSpec.history().stats``) from the stored rows each time the page is shown, so they
always match the history browser; the game's GUI (``GuiSpec.history``) draws them. For a game
whose hands are reviewed (``core.spec.KeptReview``), opening the page sets the review keeper
to review every stored hand not yet reviewed, in the background; the game's tab is given the
kept reviews (``StatsTab.show_reviews``) now and again as more finish, so its leak report
grows while the page is open. A tab's ``hand_requested`` (an example hand of a leak) is
passed on: the window opens that hand in the replayer.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from cardtable.core.spec import HistoryAdapter
from cardtable.gui.common.history_view import StatsTab
from cardtable.gui.common.named import style_panel
from cardtable.gui.common.page import Page
from cardtable.gui.common.shortcuts import page_action, with_keys
from cardtable.gui.games import GUI_GAMES
from cardtable.gui.shell.records_common import STYLE, add_head, note_label, show_unreadable
from cardtable.gui.shell.review_keeper import ReviewKeeper
from cardtable.storage.history_db import HistoryDB, HistoryError

REVIEWS_REFRESH_MS = 2000
"""How often, at most, a tab's leak report is given the reviews kept meanwhile."""


class StatisticsPage(Page):
    """``back_requested`` asks the main window to close the page; ``hand_requested(hand_id)``
    to replay a stored hand. ``game_tabs``, ``stats`` and ``tab_actions`` are keyed by the
    game's name."""

    hand_requested = Signal(int)

    def __init__(
        self,
        history: HistoryDB | None,
        parent: QWidget | None = None,
        reviews: ReviewKeeper | None = None,
    ) -> None:
        super().__init__(parent)
        self.reviews = reviews
        self._reviews_timer = QTimer(self)
        self._reviews_timer.setSingleShot(True)
        self._reviews_timer.setInterval(REVIEWS_REFRESH_MS)
        self._reviews_timer.timeout.connect(self.refresh_reviews)
        if reviews is not None:
            reviews.reviewed.connect(self._reviewed)
        style_panel(self, "recordsPage")
        self.history = history
        self.games = [
            (spec, spec.game.history(), spec.history())
            for spec in GUI_GAMES
            if spec.history is not None and spec.game.history is not None
        ]
        self.stats: dict[str, Any] = {}
        self._stored: dict[str, int] = {}  # the hands each game's figures were read from
        self.act_back = page_action(self, "back", self.tr("Back"), ["Esc"],
                                    self.back_requested.emit)  # fmt: skip
        self.tab_actions: dict[str, QAction] = {}
        for index, (spec, _adapter, _view) in enumerate(self.games):
            keys = [spec.stats_key] if spec.stats_key else []
            self.tab_actions[spec.name] = page_action(
                self, f"tab_{spec.name}", spec.title(), keys,
                lambda _checked=False, i=index: self.tabs.setCurrentIndex(i),
            )  # fmt: skip
        self.act_refresh = page_action(self, "refresh", self.tr("Refresh"), ["F5"], self.refresh)
        self.table_actions = [*self.tab_actions.values(), self.act_refresh, self.act_back]
        self._build_ui()
        self.setStyleSheet(STYLE)

    # ------------------------------------------------------------------ construction

    def _build_ui(self) -> None:
        top, _title = self.header(self.act_back, self.tr("Statistics"))
        self.note = note_label(self)
        self.unreadable = note_label(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statsTabs")
        self.tabs.setAccessibleName(self.tr("Statistics"))
        self.game_tabs: dict[str, StatsTab] = {}
        for spec, _adapter, view in self.games:
            tab = view.stats_tab(self)
            tab.hand_requested.connect(self.hand_requested)
            self.game_tabs[spec.name] = tab
            index = self.tabs.addTab(tab, spec.title())
            keys = self.tab_actions[spec.name].shortcuts()
            self.tabs.setTabToolTip(index, with_keys(spec.title(), keys))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 12, 18, 14)
        add_head(layout, top, self.note, self.unreadable)
        layout.addWidget(self.tabs, 1)

    def show_game(self, name: str | None) -> None:
        """Open on ``name``'s tab (nothing for None or a game without statistics)."""
        for index, (spec, _adapter, _view) in enumerate(self.games):
            if spec.name == name:
                self.tabs.setCurrentIndex(index)

    # ------------------------------------------------------------------ page protocol

    def start(self) -> None:
        self.refresh()
        if self.reviews is not None and self.history is not None and self.history.is_open:
            self.reviews.review_all()
            self.refresh_reviews()

    def shutdown(self) -> None:
        self._reviews_timer.stop()
        for tab in self.game_tabs.values():
            tab.shutdown()

    # ------------------------------------------------------------------ reviews

    def _reviewed(self, _game: str, _hand_id: int) -> None:
        if not self._reviews_timer.isActive():
            self._reviews_timer.start()

    def refresh_reviews(self) -> None:
        """Give each reviewed game's tab the reviews kept so far."""
        keeper = self.reviews
        history = self.history
        if keeper is None or history is None or not history.is_open:
            return
        if self._stored_hands() != self._stored:
            # A hand finished at the table behind the page (its review is what called):
            # the tiles and the chart read again, or they said "1 hand played" beside the
            # leak report's "2 hands reviewed".
            self.refresh()
            return
        for name, tab in self.game_tabs.items():
            if name not in keeper.entries:
                continue
            try:
                kept = history.reviews(name)
            except HistoryError:
                continue
            tab.show_reviews(kept, keeper.waiting())

    # ------------------------------------------------------------------ figures

    def _figures(self, adapter: HistoryAdapter, game: str) -> Any:
        history = self.history
        if history is None or not history.is_open:
            raise HistoryError(self.tr("the history is not available"))
        return adapter.stats(history.hands(game), history.games(game))

    def _stored_hands(self) -> dict[str, int]:
        """Each game's stored hands (the history's own count of them); {} where unread."""
        history = self.history
        if history is None or not history.is_open:
            return {}
        try:
            return {spec.name: sum(row.hands for row in history.games(spec.name))
                    for spec, _adapter, _view in self.games}  # fmt: skip
        except HistoryError:
            return {}

    def refresh(self) -> None:
        """Read the history again and show its figures."""
        self.note.setVisible(False)
        self._stored = self._stored_hands()
        try:
            self.stats = {spec.name: self._figures(adapter, spec.name)
                          for spec, adapter, _view in self.games}  # fmt: skip
        except HistoryError as exc:
            self.stats = {spec.name: adapter.stats([], []) for spec, adapter, _ in self.games}
            text = self.tr("The history could not be read: {0}").format(exc)
            if exc.moved_to is not None:
                text += " " + self.tr("It was set aside as {0}; a new one was started.").format(
                    exc.moved_to.name
                )
            self.note.setText(text)
            self.note.setVisible(True)
        show_unreadable(self.unreadable, self.history)
        for spec, _adapter, _view in self.games:
            self.game_tabs[spec.name].show_stats(self.stats[spec.name])
        self.refresh_reviews()
