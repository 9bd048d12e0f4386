"""The hand history: every stored sitting and game (newest first) with its hands, filtered by
game, and the replayer for any hand (Enter or a double click).

Sittings or games (as each game keeps its hands) are the top rows, their hands the rows under
them; each game writes its own rows (``GuiSpec.history``). The replayer steps through the
chosen hand; Page Up / Page Down go to the hand before or after it in the list, so a whole
sitting can be reviewed without going back to the list. For a game whose hands are reviewed,
the replayer shows the person's decision review: the kept one at once, or worked out first
by the review keeper (``review_keeper``) and shown when it is ready.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHeaderView,
    QLabel,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.core.history import GameRow, HandRow, ReplayError
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.columns import column
from cardtable.gui.common.figures import hands_text, signed
from cardtable.gui.common.history_view import ReviewedHistoryView
from cardtable.gui.common.named import style_panel
from cardtable.gui.common.page import Page
from cardtable.gui.common.player_names import person_name, player_name
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.common.shortcuts import READ_KEYS, claim_keys, page_action, tool_button
from cardtable.gui.games import GUI_GAMES
from cardtable.gui.shell.records_common import (
    STYLE,
    add_head,
    game_title,
    gui_of,
    note_label,
    show_unreadable,
    view_of,
    when,
)
from cardtable.gui.shell.replayer import Replayer
from cardtable.gui.shell.review_keeper import ReviewKeeper
from cardtable.storage.history_db import HistoryDB, HistoryError

ROLE = Qt.ItemDataRole.UserRole


def paint_result(item: QTreeWidgetItem, won: bool, lost: bool) -> None:
    if won or lost:
        item.setForeground(2, QBrush(QColor("#8fdca4" if won else "#ff9a8f")))


class HistoryPage(Page):
    """``back_requested`` asks the main window to close the page."""

    def __init__(
        self,
        history: HistoryDB | None,
        prefs: Prefs,
        cache: CardPixmapCache,
        parent: QWidget | None = None,
        reviews: ReviewKeeper | None = None,
    ) -> None:
        super().__init__(parent)
        self.reviews = reviews
        if reviews is not None:
            reviews.reviewed.connect(self._reviewed)
            reviews.failed.connect(self._review_failed)
        style_panel(self, "recordsPage")
        self.history = history
        self.games: dict[int, GameRow] = {}
        self.hands: dict[int, HandRow] = {}
        self.current: QTreeWidgetItem | None = None
        self.act_back = page_action(self, "back", self.tr("Back"), ["Esc"],
                                    self.back_requested.emit)  # fmt: skip
        self.act_replay = page_action(self, "replay", self.tr("Replay"), ["Return", "Enter"],
                                      self.replay_selected)  # fmt: skip
        self.replayer = Replayer(prefs, cache, self)
        self.replayer.back_requested.connect(self.show_list)
        self.replayer.neighbour_requested.connect(self.replay_neighbour)
        self.table_actions = [self.act_replay, self.act_back, *self.replayer.table_actions]
        self._build_ui()
        self.setStyleSheet(STYLE)
        self._set_mode(replaying=False)

    # ------------------------------------------------------------------ construction

    def _build_ui(self) -> None:
        top, _title = self.header(self.act_back, self.tr("Hand history"))
        self.filter = QComboBox(self)
        self.filter.setObjectName("filter")
        self.filter.addItem(self.tr("All games"), "")
        for spec in GUI_GAMES:
            if spec.history is not None:
                self.filter.addItem(spec.title(), spec.name)
        self.filter.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.filter.setAccessibleName(self.tr("Show:"))
        claim_keys(self.filter, READ_KEYS)
        self.filter.currentIndexChanged.connect(lambda _i: self.refresh())
        top.addWidget(QLabel(self.tr("Show:"), self))
        top.addWidget(self.filter)
        top.addSpacing(8)
        top.addWidget(tool_button(self, self.act_replay))
        self.note = note_label(self)
        self.unreadable = note_label(self)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("historyTree")
        # It has the focus at first; named apart from its page, which a reader has just said
        # ("Hand history" twice in a row told nothing new).
        self.tree.setAccessibleName(self.tr("Games and their hands"))
        self.tree.setHeaderLabels(
            [self.tr("When"), self.tr("Game"), self.tr("Result"), self.tr("Details")]
        )
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(False)
        head = self.tree.header()
        head.setStretchLastSection(True)
        for section in range(3):
            head.setSectionResizeMode(section, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemActivated.connect(lambda _item, _col: self.replay_selected())
        self.tree.itemExpanded.connect(self._fill)
        self.tree.currentItemChanged.connect(lambda *_: self._update_actions())
        self.empty = QLabel(
            self.tr("No hands stored yet. Every hand you finish at a table appears here."), self
        )
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)

        listing = QWidget(self)
        col = QVBoxLayout(listing)
        col.setContentsMargins(0, 0, 0, 0)
        add_head(col, top, self.note, self.unreadable)
        col.addWidget(self.tree, 1)
        col.addWidget(self.empty, 1)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(listing)
        self.stack.addWidget(self.replayer)
        self.listing = listing
        column(self, self.stack, margins=(18, 12, 18, 14))

    # ------------------------------------------------------------------ page protocol

    def start(self) -> None:
        self.refresh()
        self.tree.setFocus()

    def shutdown(self) -> None:
        self.replayer.shutdown()

    def apply_prefs(self) -> None:
        if self.stack.currentWidget() is self.replayer and self.current is not None:
            self._replay(self.current, self.replayer.index)

    # ------------------------------------------------------------------ the list

    def _report(self, exc: Exception) -> None:
        text = self.tr("The history could not be read: {0}").format(exc)
        moved = getattr(exc, "moved_to", None)
        if moved is not None:
            text += " " + self.tr("It was set aside as {0}; a new one was started.").format(
                moved.name
            )
        self.note.setText(text)
        self.note.setVisible(True)

    def refresh(self) -> None:
        """Fill the list from the history, newest sitting or game first. A sitting's hands
        are read when it is opened (thousands of hands are listed at once otherwise)."""
        self.note.setVisible(False)
        self.tree.clear()
        self.games = {}
        self.hands = {}
        game = self.filter.currentData() or None
        try:
            if self.history is None or not self.history.is_open:
                raise HistoryError(self.tr("the history is not available"))
            rows = self.history.games(game)
        except HistoryError as exc:
            self._report(exc)
            rows = []
        show_unreadable(self.unreadable, self.history)
        for row in rows:
            self.games[row.id] = row
            view = view_of(row.game)
            title = self._title(row, view.rules_text(row) if view is not None else "")
            result = view.game_result(row) if view is not None else signed(row.net)
            top = QTreeWidgetItem([when(row.started), title, result,
                                   hands_text(row.hands)])  # fmt: skip
            top.setData(0, ROLE, ("game", row.id))
            top.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)
            outcome = view.game_outcome(row) if view is not None else 0
            paint_result(top, outcome > 0, outcome < 0)
            self.tree.addTopLevelItem(top)
        first = self.tree.topLevelItem(0)
        if first is not None:
            first.setExpanded(True)
            self.tree.setCurrentItem(first)
        self.tree.setVisible(bool(rows))
        self.empty.setVisible(not rows)
        self._update_actions()

    def _title(self, row: GameRow, rules: str) -> str:
        """ "Badugi · pot limit, single draw · 6 players": the game, the rules it was played
        by (two sittings of one game by other rules read alike without them) and the players;
        the rules left out where none were stored, the players where their names could not
        be read (not "0 players")."""
        players = len(row.players)
        name = game_title(row.game)
        if rules and players:
            return self.tr("{0} · {1} · {2} players").format(name, rules, players)
        if rules:
            return self.tr("{0} · {1}").format(name, rules)
        return self.tr("{0} · {1} players").format(name, players) if players else name

    def _fill(self, top: QTreeWidgetItem) -> None:
        """Read the hands of a sitting or game into its rows (once)."""
        kind, game_id = top.data(0, ROLE)
        if kind != "game" or top.childCount():
            return
        try:
            assert self.history is not None
            hands = self.history.hands(game_id=game_id)
        except (AssertionError, HistoryError) as exc:
            self._report(exc)
            return
        show_unreadable(self.unreadable, self.history)
        items = []
        view = view_of(self.games[game_id].game)
        for hand in hands:
            self.hands[hand.id] = hand
            result = view.hand_result(hand) if view is not None else signed(hand.net)
            item = QTreeWidgetItem([
                when(hand.finished), self.tr("Hand {0}").format(hand.hand_no), result,
                view.hand_details(hand) if view is not None else "",
            ])  # fmt: skip
            item.setData(0, ROLE, ("hand", hand.id))
            paint_result(item, hand.net > 0, hand.net < 0)
            items.append(item)
        top.addChildren(items)
        top.setChildIndicatorPolicy(
            QTreeWidgetItem.ChildIndicatorPolicy.DontShowIndicatorWhenChildless
        )

    def hand_of(self, item: QTreeWidgetItem) -> HandRow | None:
        kind, value = item.data(0, ROLE)
        return self.hands.get(value) if kind == "hand" else None

    def _chosen_hand(self) -> QTreeWidgetItem | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        if self.hand_of(item) is None:
            self._fill(item)
            return item.child(0) if item.childCount() else None
        return item

    def neighbour(self, item: QTreeWidgetItem, step: int) -> QTreeWidgetItem | None:
        """The hand before (-1) or after (+1) ``item`` in the list, across sittings."""
        top = item.parent()
        if top is None:
            return None
        index = top.indexOfChild(item) + step
        if 0 <= index < top.childCount():
            return top.child(index)
        position = self.tree.indexOfTopLevelItem(top) + step
        while 0 <= position < self.tree.topLevelItemCount():
            other = self.tree.topLevelItem(position)
            if other is None:
                break
            self._fill(other)
            if other.childCount():
                return other.child(0 if step > 0 else other.childCount() - 1)
            position += step
        return None

    def _update_actions(self) -> None:
        listing = self.stack.currentWidget() is self.listing
        self.act_replay.setEnabled(listing and self._chosen_hand() is not None)

    # ------------------------------------------------------------------ replaying

    def _set_mode(self, replaying: bool) -> None:
        """The list's keys or the replayer's: both use Esc, so only one set is live."""
        self.stack.setCurrentWidget(self.replayer if replaying else self.listing)
        self.act_back.setEnabled(not replaying)
        for action in self.replayer.table_actions:
            action.setEnabled(replaying)
        self._update_actions()

    def replay_selected(self) -> None:
        item = self._chosen_hand()
        if item is not None:
            self._replay(item)

    def _replay(self, item: QTreeWidgetItem, step: int = 0) -> bool:
        hand = self.hand_of(item)
        if hand is None:
            return False
        game = self.games[hand.game_id]
        hero = game.hero_seat if game.hero_seat is not None else 0
        # The default names as the reader's language writes them: a hand played in an English
        # window came back with "You" among Korean words (a typed name stays as typed).
        names = [
            person_name(n) if s == hero else player_name(n) for s, n in enumerate(game.players)
        ]
        title = self.tr("{0} · hand {1} · {2}").format(
            game_title(game.game), hand.hand_no, when(hand.finished)
        )
        try:
            assert self.history is not None
            spec = gui_of(hand.game)
            view = view_of(hand.game)
            if spec is None or spec.game.history is None or view is None:
                raise ReplayError(f"{hand.game} hands cannot be replayed here")
            frames = spec.game.history().frames(self.history, hand, hero)
            # Names that could not be read are read as none: number those seats.
            seats = max((len(getattr(f, "hands", ())) for f in frames), default=0)
            names += [self.tr("Seat {0}").format(i + 1) for i in range(len(names), seats)]
            self.replayer.show_hand(view, frames, names, hero, title)
        except (HistoryError, ReplayError) as exc:
            self.show_list()
            self._report(exc)
            return False
        self.current = item
        self.tree.setCurrentItem(item)
        self._set_mode(replaying=True)
        self._show_review(hand)
        self.replayer.step_to(step)
        self.replayer.set_neighbours(
            self.neighbour(item, -1) is not None, self.neighbour(item, 1) is not None
        )
        return True

    def replay_neighbour(self, step: int) -> None:
        if self.current is None:
            return
        other = self.neighbour(self.current, step)
        if other is not None:
            self._replay(other)

    def show_list(self) -> None:
        self._set_mode(replaying=False)
        self.tree.setFocus()

    # ------------------------------------------------------------------ the review

    def _reviewed_view(self, hand: HandRow) -> ReviewedHistoryView | None:
        view = view_of(hand.game)
        return view if isinstance(view, ReviewedHistoryView) else None

    def _show_review(self, hand: HandRow) -> None:
        """The person's review of ``hand`` in the replayer: kept, or asked for."""
        view = self._reviewed_view(hand)
        keeper = self.reviews
        if view is None or keeper is None or hand.game not in keeper.entries:
            self.replayer.hide_review()
            return
        review = keeper.ask(hand)
        if review is not None:
            self.replayer.show_review(view.review_html(review), view.review_marks(review))
        elif hand.id in keeper.failures:
            self._review_failed(hand.id, keeper.failures[hand.id])
        else:
            self.replayer.show_review_note(self.tr("Working out the review of this hand…"))

    def _shown_hand(self) -> HandRow | None:
        if self.current is None or self.stack.currentWidget() is not self.replayer:
            return None
        return self.hand_of(self.current)

    def _reviewed(self, _game: str, hand_id: int) -> None:
        hand = self._shown_hand()
        if hand is not None and hand.id == hand_id:
            self._show_review(hand)

    def _review_failed(self, hand_id: int, message: str) -> None:
        hand = self._shown_hand()
        if hand is not None and hand.id == hand_id:
            self.replayer.show_review_note(
                self.tr("This hand could not be reviewed: {0}").format(message)
            )

    def replay_hand(self, hand_id: int) -> bool:
        """Open the replayer at stored hand ``hand_id`` (a leak's example in the statistics):
        its sitting is opened in the list and the hand chosen. False if it is not listed."""
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is None:
                continue
            self._fill(top)
            for j in range(top.childCount()):
                item = top.child(j)
                hand = self.hand_of(item) if item is not None else None
                if item is not None and hand is not None and hand.id == hand_id:
                    top.setExpanded(True)
                    return self._replay(item)
        return False
