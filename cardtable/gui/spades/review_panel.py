"""The player's review of a finished Spades hand, as a panel: the Spades table's Review tab
after each hand and the replayer's beside a stored hand (``spades.review`` computes it).

From the top: one line saying what the person's cards cost ("2 cards cost your side 2
tricks; the contract was made by 1."), his bid beside the coach's chance of taking each
number of tricks, every seat's bid and tricks with what each nil at the table means, then
every card he played with the double-dummy tricks of his choice and of the best choice. A
card that cost a trick is marked three ways (a cost figure, bold, a red row), so the colour
is never the only sign; figures that may be approximate carry "≈" and the footnote says why.
The panel shows what it is given and computes nothing.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from cardtable.core.cards import Suit
from cardtable.gui.common import figure_table
from cardtable.gui.common.columns import column
from cardtable.gui.common.named import dark_scroll_bars, dark_tables, named_label, style_panel
from cardtable.gui.common.words import plural
from cardtable.gui.spades import review_bounds, review_sizes_text, text
from cardtable.gui.spades.coach import (
    COACH_COLOUR,
    PLAYER_COLOUR,
    DistributionBars,
    game_line,
)
from cardtable.gui.spades.coach_close_text import as_good_line, miss_line
from cardtable.gui.spades.review_costs import cost_text, summary_line
from cardtable.spades.actions import BLIND_NIL, NIL
from cardtable.spades.review import HandReview
from cardtable.spades.review_figures import interval_text

translate = QCoreApplication.translate

COSTLY_BACKGROUND = "#5a2626"
RED_SUIT = "#ff9a8f"  # hearts and diamonds on the panel's dark background


def tab_title() -> str:
    return translate("SpadesReview", "Review")


def nil_lines(review: HandReview, names: Sequence[str]) -> list[str]:
    """What each nil at the table means, since the figures count the side's tricks."""
    out = []
    for seat, side, made in review.nils():
        blind = review.bids[seat] == BLIND_NIL
        took = review.took[seat]
        if made:
            result = translate("SpadesReview", "made")
        else:
            result = plural(
                took,
                translate("SpadesReview", "set with {0} trick"),
                translate("SpadesReview", "set with {0} tricks"),
            )
        if side == "you":
            what = (
                translate("SpadesReview", "You bid blind nil: {0}.")
                if blind
                else translate("SpadesReview", "You bid nil: {0}.")
            ).format(result)
            why = translate(
                "SpadesReview",
                "Your cards are judged by whether your nil could still be kept, not by tricks.",
            )
        elif side == "partner":
            what = (
                translate("SpadesReview", "Your partner {0} bid blind nil: {1}.")
                if blind
                else translate("SpadesReview", "Your partner {0} bid nil: {1}.")
            ).format(names[seat], result)
            why = translate(
                "SpadesReview", "Your cards are judged by the contract and the nil together."
            )
        else:
            what = (
                translate("SpadesReview", "{0} (opponent) bid blind nil: {1}.")
                if blind
                else translate("SpadesReview", "{0} (opponent) bid nil: {1}.")
            ).format(names[seat], result)
            why = (
                review_sizes_text.opponent_nil_why(review)
                if review.paranoid
                else translate(
                    "SpadesReview",
                    "Your cards are judged by your contract and setting the nil.",
                )
            )
        out.append(f"{what} {why}")
    return out


def _table(parent: QWidget, headers: Sequence[str], name: str) -> QTableWidget:
    table = QTableWidget(0, len(headers), parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setWordWrap(True)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


def _item(value: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> QTableWidgetItem:
    item = QTableWidgetItem(value)
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    return item


def _fit_height(table: QTableWidget) -> None:
    """The table as tall as its rows: the panel scrolls, not each table."""
    table.resizeRowsToContents()
    height = table.horizontalHeader().height() + 4
    for row in range(table.rowCount()):
        height += table.rowHeight(row)
    table.setFixedHeight(height)


class ReviewPanel(QFrame):
    """One hand's review (``show_review``), or what stands in for it: work under way
    (``show_waiting``), a reason there is none (``show_message``)."""

    DECISION_COLUMNS = ("trick", "card", "side", "best", "best_cards", "cost")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        style_panel(
            self,
            "reviewPanel",
            "QFrame#reviewPanel, QWidget#reviewBox { background: #1f252c; }"
            "QLabel { color: #eef2ea; font-size: 13px; }"
            "QLabel#reviewTitle { color: #ffd27a; font-size: 14px; font-weight: bold; }"
            "QLabel#reviewSummary { color: #ffffff; font-size: 15px; font-weight: bold; }"
            "QLabel#reviewNote { color: #c9d1c5; font-size: 12px; }"
            "QLabel#reviewMeasure { color: #ffe2a8; font-size: 13px; }"
            "QLabel#reviewBounds { color: #c9d1c5; font-size: 12px; font-style: italic; }"
            "QTableWidget { background: #15181c; color: #e8ece6; font-size: 13px; }"
            "QScrollArea#reviewScroll { background: transparent; border: none; }"
            # The tables' titles too: the platform's light rows stood out on the dark panel.
            + dark_tables()
            + dark_scroll_bars(),
        )
        self.review: HandReview | None = None
        # Which hand of the game to review (the table fills it; hidden with one hand).
        self.chooser = QComboBox(self)
        self.chooser.setObjectName("reviewHands")
        self.chooser.setAccessibleName(translate("SpadesReview", "Hand to review"))
        self.chooser.setVisible(False)
        self.title = self._label("reviewTitle")
        self.summary = self._label("reviewSummary")
        self.measure = self._label("reviewMeasure")  # 3, 5 and 6 players: what the figures are
        self.bid_line = self._label("reviewBid")
        self.bars = DistributionBars(self)
        self.legend = self._label("reviewLegend")
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.side_line = self._label("reviewSide")
        self.seats = _table(
            self,
            [
                translate("SpadesReview", "Player"),
                translate("SpadesReview", "Bid"),
                translate("SpadesReview", "Took"),
            ],
            "reviewSeats",
        )
        self.seats.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.nils = self._label("reviewNote")
        headers = [
            translate("SpadesReview", "Trick"),
            translate("SpadesReview", "Card"),
            translate("SpadesReview", "Your side"),
            translate("SpadesReview", "Best"),
            translate("SpadesReview", "Best cards"),
            translate("SpadesReview", "Cost"),
        ]
        self.bounds = self._label("reviewBounds")  # what the italic figures are, and why
        self.decisions = _table(self, headers, "reviewDecisions")
        header = self.decisions.horizontalHeader()
        for section in range(6):
            mode = (
                QHeaderView.ResizeMode.Stretch
                if section == 4
                else (QHeaderView.ResizeMode.ResizeToContents)
            )
            header.setSectionResizeMode(section, mode)
        self.decisions.setAccessibleName(translate("SpadesReview", "Your cards, double-dummy"))
        self.footnote = self._label("reviewNote")
        box = QWidget()
        box.setObjectName("reviewBox")
        parts = (self.chooser, self.title, self.summary, *self._parts())
        column(box, *parts, margins=(10, 8, 10, 8), spacing=6).addStretch(1)
        self.body = QScrollArea(self)
        self.body.setObjectName("reviewScroll")
        self.body.setWidgetResizable(True)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body.setWidget(box)
        column(self, self.body, margins=(0, 0, 0, 0))
        self.show_message(translate("SpadesReview", "The review of a hand comes when it is over."))

    def _label(self, name: str) -> QLabel:
        return named_label(name, self, wrap=True)

    def _parts(self) -> tuple[QWidget, ...]:
        """The parts of a review, top to bottom, shown only while a review is on show."""
        return (
            self.measure, self.bid_line, self.bars, self.legend, self.side_line, self.seats,
            self.nils, self.bounds, self.decisions, self.footnote,
        )  # fmt: skip

    def _show_parts(self, on: bool) -> None:
        for w in self._parts():
            w.setVisible(on)

    # ------------------------------------------------------------------ states

    def show_message(self, message: str, title: str = "") -> None:
        self.review = None
        self.title.setText(title)
        self.title.setVisible(bool(title))
        self.summary.setText(message)
        self._show_parts(False)

    def show_waiting(self, hand: int, players: int = 4) -> None:
        self.show_message(
            translate("SpadesReview", "Working out the double-dummy figures…")
            if players == 4
            else review_sizes_text.waiting(),
            translate("SpadesReview", "Hand {0}: review").format(hand),
        )

    def show_review(self, review: HandReview, names: Sequence[str]) -> None:
        self.review = review
        self.title.setText(translate("SpadesReview", "Hand {0}: review").format(review.hand))
        self.title.setVisible(True)
        self.summary.setText(summary_line(review))
        self._show_parts(True)
        self._show_bid(review)
        self._show_seats(review, names)
        self.decisions.horizontalHeaderItem(2).setText(
            review_sizes_text.side_title(review)
            if review.paranoid
            else translate("SpadesReview", "Your side")
        )
        self._show_decisions(review)
        self.bounds.setText(review_bounds.bounds_note(review))
        self.bounds.setVisible(bool(self.bounds.text()))
        self.measure.setVisible(review.paranoid)
        self.measure.setText(review_sizes_text.measure_note(review) if review.paranoid else "")
        if review.paranoid:
            self.footnote.setText(review_sizes_text.footnote(review))
            return
        self.footnote.setText(
            translate(
                "SpadesReview",
                "Double-dummy: every hand open, everyone playing the best cards from then on. "
                "Tricks are your side's; 7–8 means proven between 7 and 8 (the search was cut "
                "short). Cost: points lost (tricks lost), points being your side's minus "
                "theirs for the hand (contracts and nils; a bag counts for nothing: +1 now, a "
                "tenth of the bag penalty later); ≥ −20: at least 20; not solved: which cards were "
                "best is not proven; ?: this card's cost is not judged.",
            )
        )

    def _show_bid(self, review: HandReview) -> None:
        mine = review.bids[review.seat]
        coach = review.coach
        if coach is None:
            self.bid_line.setText(
                translate("SpadesReview", "Your bid: {0}.").format(text.bid_text(mine))
            )
            self.bars.setVisible(False)
            self.legend.setVisible(False)
            return
        line = translate(
            "SpadesReview", "Your bid: {0}. The coach: {1}, about {2:.1f} tricks expected."
        ).format(text.bid_text(mine), text.bid_text(coach.bid), coach.expected_tricks)
        if coach.blind:
            line += " " + translate(
                "SpadesReview", "You bid blind; the coach looks at the cards as dealt."
            )
        close = as_good_line(coach.close, coach.points)
        if close:
            line += " " + close
        miss = "" if coach.blind else miss_line(coach.close, coach.points, mine, coach.bid)
        if miss:
            line += " " + miss
        if close or miss:
            game = game_line(coach.game_counted)
            if game:
                line += " " + game
        self.bid_line.setText(line)
        player = 0 if mine in (NIL, BLIND_NIL) else int(mine)
        marked = None if coach.bid in (NIL, BLIND_NIL) else int(coach.bid)
        self.bars.set_values(coach.trick_distribution, marked, player)
        keys = []
        if marked is not None:
            keys.append((COACH_COLOUR, translate("SpadesReview", "the coach's bid")))
        if player != marked:
            keys.append((PLAYER_COLOUR, translate("SpadesReview", "your bid")))
        self.legend.setText(
            translate(
                "SpadesReview",
                "Chance of taking each number of tricks, on the coach's simulated deals:",
            )
            + "<br>"
            + "&nbsp;&nbsp;&nbsp;".join(
                f"<span style='color:{colour}'>■</span>&nbsp;{html.escape(what, quote=False)}"
                for colour, what in keys
            )
        )

    def _show_seats(self, review: HandReview, names: Sequence[str]) -> None:
        if review.paranoid and review.partner is None:
            self.side_line.setText(review_sizes_text.took_line(review))
        elif review.contract and review.contract_tricks != review.side_tricks:
            # A nil bidder's tricks never count towards the contract: "took 7 on a contract
            # of 3" above "the contract was made by 2" read as a sum that did not add up.
            self.side_line.setText(
                translate(
                    "SpadesReview",
                    "Your side took {0}: {1} towards its contract of {2}, and {3} on a nil, "
                    "which count only as bags.",
                ).format(
                    review.side_tricks,
                    review.contract_tricks,
                    review.contract,
                    review.side_tricks - review.contract_tricks,
                )
            )
        elif review.contract:
            self.side_line.setText(
                translate("SpadesReview", "Your side took {0} on a contract of {1}.").format(
                    review.side_tricks, review.contract
                )
            )
        else:
            self.side_line.setText(
                translate("SpadesReview", "Your side took {0}.").format(review.side_tricks)
            )
        self.seats.setRowCount(review.players)
        for seat in range(review.players):
            cells = (names[seat], text.bid_text(review.bids[seat]), str(review.took[seat]))
            for c, value in enumerate(cells):
                self.seats.setItem(seat, c, _item(value, Qt.AlignmentFlag.AlignLeft if c == 0
                                                  else Qt.AlignmentFlag.AlignCenter))  # fmt: skip
        _fit_height(self.seats)
        lines = nil_lines(review, names)
        self.nils.setText("\n".join("• " + line for line in lines))
        self.nils.setVisible(bool(lines))

    def _show_decisions(self, review: HandReview) -> None:
        table = self.decisions
        table.setRowCount(len(review.decisions))
        bold = QFont()
        bold.setBold(True)
        for row, d in enumerate(review.decisions):
            cost, tip = cost_text(d, review.partner is None)
            cells = (
                str(d.trick),
                text.card_text(d.card),
                interval_text(d.side, d.before),
                interval_text(d.best_tricks, d.before),
                " ".join(text.card_text(c) for c in d.best_cards)
                if d.best_proven
                else review_bounds.unsolved_words(),
                cost,
            )
            costly = (d.cost_points or 0) > 0 or d.cost_at_least > 0
            items = {}
            for c, value in enumerate(cells):
                item = _item(value, Qt.AlignmentFlag.AlignLeft if c == 4
                             else Qt.AlignmentFlag.AlignCenter)  # fmt: skip
                if c == 1 and d.card.suit in (Suit.HEARTS, Suit.DIAMONDS):
                    item.setForeground(QBrush(QColor(RED_SUIT)))
                if costly:
                    item.setBackground(QBrush(QColor(COSTLY_BACKGROUND)))
                    item.setFont(bold)
                if tip:
                    item.setToolTip(tip)
                items[self.DECISION_COLUMNS[c]] = item
                table.setItem(row, c, item)
            review_bounds.mark_row(items, d)
        # "Your side" on two lines leaves the best cards their room (the Korean "최선의"
        # was cut at 1366x768).
        figure_table.wrap_titles(table, keep=(self.DECISION_COLUMNS.index("best_cards"),))
        _fit_height(table)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        """Rows wrap to the columns' new widths: refit the tables' heights."""
        super().resizeEvent(event)
        if self.review is not None:
            _fit_height(self.seats)
            _fit_height(self.decisions)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self.review is not None:
            _fit_height(self.seats)
            _fit_height(self.decisions)

    def cell_text(self, row: int, column: str) -> str:
        """The decisions table's text at ``row`` under ``column`` (``DECISION_COLUMNS``)."""
        item = self.decisions.item(row, self.DECISION_COLUMNS.index(column))
        return item.text() if item is not None else ""
