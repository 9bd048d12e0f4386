"""The replayer: a stored hand stepped through on the table it was played on, one action at a
time, forward and back, with every player's cards shown (the hand is over; nothing is secret
any more).

The positions come from the game's history adapter, which replays the record through the
engine; the game's ``ReplayBoard`` (``GuiSpec.history``) draws them on its own table scene and
writes each step and everyone's cards. This widget holds what every game shares: the stage,
a list of the steps (click one to jump to it), the cards panel and the keys. For a game whose
hands are reviewed (``ReviewedHistoryView``: Badugi), the person's decision review is shown under
the cards (V shows or hides it; a click on a decision's step goes there) and each step whose
decision cost chips is marked in the list. The review judges on what he knew then; the cards
panel shows what was hidden, separately. A board may also offer a panel of its own
(``ReplayBoard`` describes ``extra_panel``: Spades' hand review), shown as a tab beside the
steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QListWidget,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.columns import column
from cardtable.gui.common.history_view import HistoryView, ReplayBoard
from cardtable.gui.common.named import named_label
from cardtable.gui.common.page import Page
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.common.review_browser import ReviewBrowser
from cardtable.gui.common.scene_access import SceneReader
from cardtable.gui.common.shortcuts import page_action, tool_button
from cardtable.gui.common.table_view import TableView

QWIDGETSIZE_MAX = 16_777_215


SIDE_SHARE = (7, 3)
"""The felt's and the side column's shares of the page's width (the splitter's sizes and
stretch factors): about 365 px for the column at 1366x768 and 285 at 1024x700 (seen)."""


class StepList(QListWidget):
    """The list of steps, which keeps the step shown in sight when it changes size.

    Opening a Spades hand after a Badugi one gives the cards panel more room and the list
    less, and a person may shrink the window: the list was scrolled to the step before that
    and the highlighted step ended below its bottom edge (seen at 1024x700)."""

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        item = self.currentItem()
        if item is not None:
            self.scrollToItem(item)


class Replayer(Page):
    """Shows one stored hand at a time (``show_hand``). ``back_requested``: back to the list;
    ``neighbour_requested(step)``: the hand before (-1) or after (+1) this one in the list."""

    neighbour_requested = Signal(int)

    def __init__(self, prefs: Prefs, cache: CardPixmapCache, parent: QWidget | None = None):
        super().__init__(parent)
        self.prefs = prefs
        self.cache = cache
        self.frames: list[Any] = []
        self.index = 0
        self.marks: dict[int, str] = {}
        self.board: ReplayBoard | None = None
        self.scene: QGraphicsScene | None = None
        self.view: QGraphicsView | None = None
        self.reader: SceneReader | None = None
        self.announcer = Announcer(self)
        self._build_actions()
        self._build_ui()

    # ------------------------------------------------------------------ construction

    def _build_actions(self) -> None:
        def action(name: str, text: str, keys: list[str], slot: Any) -> QAction:
            return page_action(self, name, text, keys, slot)

        self.act_first = action("replay_first", self.tr("First"), ["Home"], self.first)
        self.act_back_step = action("replay_back", self.tr("◀ Back"), ["Left", "Backspace"],
                                    self.step_back)  # fmt: skip
        self.act_forward = action("replay_forward", self.tr("Forward ▶"), ["Right", "Space"],
                                  self.step_forward)  # fmt: skip
        self.act_last = action("replay_last", self.tr("Last"), ["End"], self.last)
        self.act_previous_hand = action("previous_hand", self.tr("Previous hand"), ["PgUp"],
                                        lambda: self.neighbour_requested.emit(-1))  # fmt: skip
        self.act_next_hand = action("next_hand", self.tr("Next hand"), ["PgDown"],
                                    lambda: self.neighbour_requested.emit(1))  # fmt: skip
        self.act_close = action("close_replay", self.tr("Back to the list"), ["Esc"],
                                self.back_requested.emit)  # fmt: skip
        self.act_review = action("show_review", self.tr("Review of your decisions"), ["V"],
                                 self._review_toggled)  # fmt: skip
        self.act_review.setCheckable(True)
        self.act_review.setChecked(True)
        self.act_review.setEnabled(False)
        self.table_actions = [
            self.act_first, self.act_back_step, self.act_forward, self.act_last,
            self.act_previous_hand, self.act_next_hand, self.act_review, self.act_close,
        ]  # fmt: skip

    def _build_ui(self) -> None:
        self.title = named_label("title", self, wrap=True)
        top = QHBoxLayout()
        top.addWidget(tool_button(self, self.act_close))
        top.addSpacing(12)
        top.addWidget(self.title, 1)
        review_button = tool_button(self, self.act_review)
        # Shown only for a hand it can review (a Spades hand has its review as a tab).
        review_button.setVisible(False)
        self.act_review.changed.connect(
            lambda: review_button.setVisible(self.act_review.isEnabled())
        )
        top.addWidget(review_button)

        self.stage = QWidget(self)  # holds the table view of the hand shown
        self.stage_layout = QVBoxLayout(self.stage)
        self.stage_layout.setContentsMargins(0, 0, 0, 0)
        self.steps = StepList(self)
        self.steps.setObjectName("steps")
        self.steps.setAccessibleName(self.tr("Steps"))
        self.steps.setWordWrap(True)
        self.steps.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.steps.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.steps.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.steps.currentRowChanged.connect(self._row_chosen)
        # Up to eight hands of up to 17 cards: a scrolling text box, never cut off.
        self.hands = QTextBrowser(self)
        self.hands.setObjectName("hands")
        self.hands.setFrameShape(QFrame.Shape.NoFrame)
        cards_title = named_label("tileCaption", self, self.tr("Everyone's cards"))
        # Tab reaches it (it was no stop): the cards of every seat as text, a reader's
        # other way to them beside the felt's stand-ins.
        self.hands.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.hands.setAccessibleName(cards_title.text())
        side = QWidget(self)
        side_col = self.side_col = QVBoxLayout(side)
        side_col.setContentsMargins(8, 0, 0, 0)
        side_col.addWidget(self.steps, 3)
        side_col.addWidget(cards_title)
        side_col.addWidget(self.hands, 2)
        self.review_title = named_label("tileCaption", self, self.tr("Review of your decisions"))
        self.review = ReviewBrowser(self, dark=True)
        self.review.setAccessibleName(self.tr("Review of your decisions"))
        self.review.step_chosen.connect(self.step_to)
        self.review.setToolTip(self.tr("Tab and Shift+Tab choose a step, Enter shows it"))
        side_col.addWidget(self.review_title)
        side_col.addWidget(self.review, 3)
        self._show_review_panel(False)
        # The steps and cards, and a board's own panel as a second tab when it has one, with
        # the whole column to itself (the tab bar shows only then).
        self.side_tabs = QTabWidget(self)
        self.side_tabs.setObjectName("replaySideTabs")
        self.side_tabs.setTabBarAutoHide(True)
        # Tab reaches the bar itself when it shows; the tab widget, given the focus with its
        # bar hidden, kept it where it was: Tab went round the review's links for ever.
        self.side_tabs.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.side_tabs.setDocumentMode(True)
        # The style's base line under a document-mode bar came out as a thin white line
        # along the top of the column, right of the tabs, on the dark page.
        self.side_tabs.tabBar().setDrawBase(False)
        self.side_tabs.addTab(side, self.tr("Steps"))
        self.extra: QWidget | None = None
        self.side_tabs.setMinimumWidth(240)
        splitter = QSplitter(self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.stage)
        splitter.addWidget(self.side_tabs)
        # The column takes its share of a wider window too: at a fixed 300 px its review of
        # the decisions was about 290 px wide and 200 high at 1366x768, each line wrapped
        # two or three times, while the felt had more width than its height lets it use.
        splitter.setStretchFactor(0, SIDE_SHARE[0])
        splitter.setStretchFactor(1, SIDE_SHARE[1])
        splitter.setSizes([130 * share for share in SIDE_SHARE])  # pixels: scaled when shown

        self.position = named_label("tileCaption", self)
        bar = QHBoxLayout()
        for act in (self.act_previous_hand, self.act_first, self.act_back_step):
            bar.addWidget(tool_button(self, act))
        bar.addStretch(1)
        bar.addWidget(self.position)
        bar.addStretch(1)
        for act in (self.act_forward, self.act_last, self.act_next_hand):
            bar.addWidget(tool_button(self, act))

        column(self, top, (splitter, 1), bar, margins=(0, 0, 0, 0))

    def _set_board(self, board: ReplayBoard) -> None:
        """Put ``board``'s table on the stage in place of the last hand's."""
        self._close_board()
        if self.view is not None:
            self.stage_layout.removeWidget(self.view)
            self.view.setParent(None)
            self.view.deleteLater()
        if self.scene is not None:
            self.scene.deleteLater()
        self.board = board
        self.scene = board.scene
        self.scene.setParent(self)
        view = board.make_view()
        view.setParent(self.stage)
        view.setMinimumSize(320, 220)
        self.view = view
        self.stage_layout.addWidget(view)
        # The felt's stand-ins for a screen reader, as a table has them: the steps were
        # said and the cards listed beside, but a reader's review of the felt found nothing.
        spots = getattr(board, "spots", None)
        self.reader = SceneReader(view, spots) if spots is not None else None
        if self.reader is not None and isinstance(view, TableView):
            view.fitted.connect(self.reader.refresh)
        extra = getattr(board, "extra_panel", None)
        panel = extra(self) if extra is not None else None
        if panel is not None:
            title, widget = panel
            self.side_tabs.addTab(widget, title)
            self.extra = widget
        self.side_col.setStretchFactor(self.hands, board.hands_stretch)
        self.side_col.setStretchFactor(self.steps, board.steps_stretch)
        most = QWIDGETSIZE_MAX
        if board.hands_lines is not None:
            most = self.hands.fontMetrics().lineSpacing() * board.hands_lines + 16
        self.hands.setMaximumHeight(most)

    def _close_board(self) -> None:
        """Stop the shown board's own work and take its panel away."""
        close = getattr(self.board, "close", None)
        if close is not None:
            close()
        if self.extra is not None:
            self.side_tabs.removeTab(self.side_tabs.indexOf(self.extra))
            self.extra.deleteLater()
            self.extra = None

    def shutdown(self) -> None:
        self._close_board()

    # ------------------------------------------------------------------ showing a hand

    def show_hand(
        self,
        view: HistoryView,
        frames: Sequence[Any],
        names: Sequence[str],
        hero: int,
        title: str,
    ) -> None:
        """Replay a stored hand: ``frames`` from its game's ``HistoryAdapter.frames``,
        drawn by the game's ``view``, seen from seat ``hero``."""
        board = view.replay_board(frames, names, hero, self.prefs, self.cache)
        self._set_board(board)
        self.frames = list(frames)
        self.title.setText(title)
        self.setAccessibleName(title)
        if self.view is not None:  # the felt, named as the tables' are
            self.view.setAccessibleName(title)
        self.marks = {}
        self._fill_steps()
        self.act_review.setEnabled(False)
        self._show_review_panel(False)
        self.step_to(0, quiet=True)  # the page then steps where it was asked, and says it

    def _fill_steps(self) -> None:
        board = self.board
        if board is None:
            return
        self.steps.blockSignals(True)
        self.steps.clear()
        for i, line in enumerate(board.lines):
            text = f"{i}. {line}" if i else line
            if i in self.marks:  # after the step's first line: its action
                first, _, rest = text.partition("\n")
                text = f"{first}  {self.marks[i]}" + (f"\n{rest}" if rest else "")
            self.steps.addItem(text)
        self.steps.blockSignals(False)

    # ------------------------------------------------------------------ the review

    def show_review(self, html: str, marks: dict[int, str]) -> None:
        """The person's decision review of the hand shown (``marks``: a short note for the
        steps whose decision cost chips)."""
        self.review.setHtml(html)
        self.marks = dict(marks)
        self._fill_steps()
        self.step_to(self.index, quiet=True)
        self.act_review.setEnabled(True)
        self._show_review_panel(self.act_review.isChecked())
        self.announcer.say(self.tr("The review of this hand is ready (V shows it)."))

    def show_review_note(self, text: str) -> None:
        """A note where the review goes ("Working out the review of this hand…")."""
        self.review.show_note(text)
        self.act_review.setEnabled(True)
        self._show_review_panel(self.act_review.isChecked())

    def hide_review(self) -> None:
        """No review for this hand (its game has none)."""
        self.act_review.setEnabled(False)
        self._show_review_panel(False)

    def _review_toggled(self) -> None:
        self._show_review_panel(self.act_review.isChecked() and self.act_review.isEnabled())

    def _show_review_panel(self, shown: bool) -> None:
        self.review_title.setVisible(shown)
        self.review.setVisible(shown)

    # ------------------------------------------------------------------ stepping

    def step_to(self, index: int, quiet: bool = False) -> None:
        """Show step ``index``; a screen reader is told the step's words (unless
        ``quiet``): stepping by keys said nothing, the felt having no words of its own."""
        if not self.frames:
            return
        self.index = max(0, min(len(self.frames) - 1, index))
        if self.board is not None:
            self.hands.setText(self.board.draw(self.index))
        if self.reader is not None:
            self.reader.refresh()
        self.steps.blockSignals(True)
        self.steps.setCurrentRow(self.index)
        self.steps.blockSignals(False)
        self.steps.scrollToItem(self.steps.currentItem())
        # Counted as the list numbers its rows and a review names its steps: the deal is
        # step 0 ("Step 13" under the row "12." read as two different places).
        self.position.setText(self.tr("Step {0} of {1}").format(self.index, len(self.frames) - 1))
        at_start, at_end = self.index == 0, self.index == len(self.frames) - 1
        self.act_first.setEnabled(not at_start)
        self.act_back_step.setEnabled(not at_start)
        self.act_forward.setEnabled(not at_end)
        self.act_last.setEnabled(not at_end)
        if not quiet and self.board is not None and self.index < len(self.board.lines):
            line = self.board.lines[self.index].replace("\n", ". ")
            self.announcer.say(f"{self.position.text()}: {line}")

    def step_forward(self) -> None:
        self.step_to(self.index + 1)

    def step_back(self) -> None:
        self.step_to(self.index - 1)

    def first(self) -> None:
        self.step_to(0)

    def last(self) -> None:
        self.step_to(len(self.frames) - 1)

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.step_to(row)

    def set_neighbours(self, before: bool, after: bool) -> None:
        self.act_previous_hand.setEnabled(before)
        self.act_next_hand.setEnabled(after)
