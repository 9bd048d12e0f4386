"""The leak report on the Badugi tab of the statistics page: where the person loses most, by
situation, position, action and hand, from the reviews kept for his stored hands.

The reviews are parsed and added up on a worker thread (``TaskRunner``: thousands of hands
are a few megabytes of JSON, too much for the GUI thread's 50 ms); the report then fills a
tree: a group per heading, its rows costliest first (decisions, flagged ones, their cost in
big blinds), and under each row its costliest examples. Enter or a double click on an
example (or on a row: its costliest example) asks for that hand in the replayer
(``hand_requested``). The report grows as the background reviews finish: the page gives it
the kept reviews again each time some are added.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from cardtable.badugi.review.hand import VERSION
from cardtable.badugi.review.leaks import GROUPS, LeakReport, LeakRow, report_from_stored
from cardtable.core.history import StoredReview
from cardtable.gui.badugi import review_text
from cardtable.gui.common.columns import column
from cardtable.gui.common.named import named_label
from cardtable.gui.common.tasks import TaskRunner, Ticket
from cardtable.gui.common.words import plural

translate = QCoreApplication.translate
ROLE = Qt.ItemDataRole.UserRole

SCOPES = ("all", "cash", "sng")

ROWS = 5
"""The tree's least height in rows: a heading and its costliest situations at a glance."""
"""Which stored hands the report adds up: every one, the cash tables' (the figure cards'
hands) or the sit-and-goes'. The choice shows only once a sit-and-go hand is stored."""


def scope_name(scope: str) -> str:
    return {
        "all": translate("BadugiReview", "Cash tables and sit-and-goes"),
        "cash": translate("BadugiReview", "Cash tables only"),
        "sng": translate("BadugiReview", "Sit-and-goes only"),
    }.get(scope, scope)


def in_scope(
    reviews: Sequence[StoredReview], scope: str, sng_hands: Collection[int]
) -> list[StoredReview]:
    """The reviews of the hands ``scope`` names (``sng_hands``: the sit-and-goes' hand ids)."""
    if scope == "cash":
        return [r for r in reviews if r.hand_id not in sng_hands]
    if scope == "sng":
        return [r for r in reviews if r.hand_id in sng_hands]
    return list(reviews)


def group_title(group: str) -> str:
    return {
        "situation": translate("BadugiReview", "By situation"),
        "position": translate("BadugiReview", "By position"),
        "action": translate("BadugiReview", "By action"),
        "hand": translate("BadugiReview", "By hand"),
    }.get(group, group)


def row_title(row: LeakRow, mixed: bool = False) -> str:
    """The row's name; with ``mixed`` (the report holds both games) a position, action or
    hand size also names its game: "Button" twice, single and triple draw's, read as one
    row repeated (the situations are named apart already: "after the draw")."""
    if row.group == "situation":
        key, facing = row.key
        return review_text.situation_name(str(key), bool(facing), row.draws)
    if row.group == "position":
        name = review_text.position_name(str(row.key))
    elif row.group == "action":
        name = review_text.action_name(str(row.key))
    else:
        name = review_text.size_name(int(row.key or 0))
    if not mixed:
        return name
    if row.draws == 1:
        return translate("BadugiReview", "{0}, single draw").format(name)
    return translate("BadugiReview", "{0}, triple draw").format(name)


class LeakReportView(QWidget):
    """The report and a line on how far the reviews are. ``hand_requested(hand_id)``."""

    hand_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report: LeakReport | None = None
        self.waiting = 0
        self.runner = TaskRunner(self, name="cardtable-leaks")
        self.runner.finished.connect(self._computed)
        self._ticket: Ticket | None = None
        self.title = named_label(
            "tileCaption", self, translate("BadugiReview", "Where you lose most")
        )
        self.status = named_label("tileDetail", self, wrap=True)
        # The figure cards above count cash-table hands only; the reviews cover every hand,
        # so the report says which it adds up, and may be narrowed to either.
        self.sng_hands: frozenset[int] = frozenset()
        self._reviews: list[StoredReview] = []
        self.scope = QComboBox(self)
        self.scope.setObjectName("leakScope")
        for scope in SCOPES:
            self.scope.addItem(scope_name(scope), scope)
        self.scope_label = QLabel(translate("BadugiReview", "Ha&nds:"), self)
        self.scope_label.setBuddy(self.scope)
        self.scope.setAccessibleName(translate("BadugiReview", "Hands the report adds up"))
        self.scope.currentIndexChanged.connect(self._resubmit)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("leakTree")
        self.tree.setAccessibleName(self.title.text())
        self.tree.setHeaderLabels([
            translate("BadugiReview", "Where"),
            translate("BadugiReview", "Decisions"),
            translate("BadugiReview", "Flagged"),
            # A sum of playout estimates (each flagged decision's cost): said to be one.
            translate("BadugiReview", "Estimated cost (bb)"),
        ])  # fmt: skip
        head = self.tree.header()
        head.setStretchLastSection(False)
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for section in (1, 2, 3):
            head.setSectionResizeMode(section, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemActivated.connect(self._activated)
        # The choice of hands on the title's row, and the tree at least ROWS rows high: under
        # the statistics' figures and plots at 1024x700 it was left one row (it scrolled).
        title_row = QHBoxLayout()
        title_row.setContentsMargins(0, 0, 0, 0)
        title_row.addWidget(self.title)
        title_row.addSpacing(24)
        title_row.addWidget(self.scope_label)
        title_row.addWidget(self.scope)
        title_row.addStretch(1)
        self.tree.setMinimumHeight(self._rows_height(ROWS))
        column(self, title_row, self.status, (self.tree, 1), margins=(0, 8, 0, 0))
        self._show_scope()
        self._show_status()

    def _rows_height(self, rows: int) -> int:
        """The tree's height for its header and ``rows`` rows: a row as its first item
        draws it (the page's style pads them), or the font's height and a padding before
        there is one."""
        tree = self.tree
        row = tree.sizeHintForRow(0) if tree.topLevelItemCount() else -1
        if row <= 0:
            row = tree.fontMetrics().height() + 7
        return tree.header().sizeHint().height() + rows * row + 2 * tree.frameWidth()

    @property
    def current_scope(self) -> str:
        """The hands added up now: "all" while no sit-and-go hand is stored (no choice)."""
        return str(self.scope.currentData()) if self.sng_hands else "all"

    def set_sng_hands(self, hand_ids: Collection[int]) -> None:
        """The stored sit-and-go hands' ids (from the figures): the choice shows when any."""
        ids = frozenset(hand_ids)
        if ids == self.sng_hands:
            return
        self.sng_hands = ids
        self._show_scope()
        self._resubmit()

    def _show_scope(self) -> None:
        shown = bool(self.sng_hands)
        self.scope.setVisible(shown)
        self.scope_label.setVisible(shown)

    def show_reviews(self, reviews: Sequence[StoredReview], waiting: int) -> None:
        """Add up ``reviews`` (those in the chosen scope) on the worker thread; the tree
        follows when done."""
        self.waiting = waiting
        self._reviews = list(reviews)
        self._resubmit()

    def _resubmit(self) -> None:
        chosen = in_scope(self._reviews, self.current_scope, self.sng_hands)
        self._ticket = self.runner.submit("leaks", report_from_stored, chosen, VERSION)
        self._show_status()

    def _computed(self, ticket: Ticket, report: object) -> None:
        if ticket != self._ticket or not isinstance(report, LeakReport):
            return
        self.report = report
        self._fill(report)
        self._show_status()

    def _show_status(self) -> None:
        report = self.report
        hands = report.hands if report is not None else 0
        if hands == 0 and not self.waiting:
            text = translate("BadugiReview", "No reviewed hands yet. Every hand you finish is "
                             "reviewed when you open the statistics.")  # fmt: skip
        else:
            text = plural(
                hands,
                translate("BadugiReview",
                          "{0} hand reviewed: {1} of {2} decisions flagged, about {3} bb in all."),
                translate("BadugiReview",
                          "{0} hands reviewed: {1} of {2} decisions flagged, about {3} bb in all."),
                report.flagged if report else 0, report.decisions if report else 0,
                f"{report.cost_bb:.1f}" if report else "0",
            )  # fmt: skip
            if self.sng_hands:
                text += " " + scope_name(self.current_scope) + "."
            if self.waiting:
                text += " " + translate(
                    "BadugiReview", "{0} more being reviewed in the background…"
                ).format(self.waiting)
        self.status.setText(text)

    def _fill(self, report: LeakReport) -> None:
        collapsed = set()  # the groups the person closed stay closed
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is not None and not top.isExpanded():
                collapsed.add(top.text(0))
        self.tree.clear()
        mixed = report.mixed()
        for group in GROUPS:
            rows = report.groups.get(group, [])
            top = QTreeWidgetItem([group_title(group)])
            self.tree.addTopLevelItem(top)
            for row in rows:
                item = QTreeWidgetItem([
                    row_title(row, mixed), str(row.decisions), str(row.flagged),
                    f"{row.cost_bb:.1f}",
                ])  # fmt: skip
                item.setData(0, ROLE, row.examples[0].hand_id if row.examples else None)
                for example in row.examples:
                    text = translate("BadugiReview", "Hand {0}: {1}").format(
                        example.hand_no, review_text.reason_line(example.decision)
                    )
                    child = QTreeWidgetItem([text])
                    child.setData(0, ROLE, example.hand_id)
                    child.setToolTip(0, text)
                    item.addChild(child)
                top.addChild(item)
            top.setExpanded(top.text(0) not in collapsed)
        self.tree.setMinimumHeight(self._rows_height(ROWS))  # as the items are drawn

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        hand_id = item.data(0, ROLE)
        if isinstance(hand_id, int):
            self.hand_requested.emit(hand_id)

    def shutdown(self) -> None:
        self.runner.shutdown()
