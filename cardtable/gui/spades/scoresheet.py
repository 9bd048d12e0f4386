"""The Spades score sheet (one row per team per hand, the engine's numbers as they are) and
the end-of-game dialog that announces the winner and offers a new game."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QWidget,
)

from cardtable.gui.common import figure_table
from cardtable.gui.common.columns import column
from cardtable.gui.common.named import named_label
from cardtable.gui.spades import text
from cardtable.spades import SpadesRules
from cardtable.spades.state import HandRecord

COLUMNS = ("hand", "team", "bids", "took", "points", "bags", "penalty", "total", "bags_total")


class ScoreSheet(QTableWidget):
    """Per hand and team: bids, tricks, points, bags, bag penalty, running total and bags.
    The latest hand is in bold so the person finds it at a glance."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.setObjectName("scoreSheet")
        self.setAccessibleName(QCoreApplication.translate("SpadesTable", "Score sheet"))
        self.setHorizontalHeaderLabels([
            self.tr("Hand"), self.tr("Team"), self.tr("Bids"), self.tr("Took"),
            self.tr("Points"), self.tr("Bags"), self.tr("Penalty"), self.tr("Total"),
            self.tr("Bags held"),
        ])  # fmt: skip
        figure_table.read_only(
            self, stretch=(COLUMNS.index("team"),),
            selection=figure_table.SelectionMode.NoSelection,
        )  # fmt: skip
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Numbers take the width they need, the bids ("Blind nil + 3") their widest bid's,
        # on two lines where a team's take more; the team takes the rest and wraps onto a
        # second line, so the sheet never scrolls sideways.
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setMinimumSectionSize(24)
        # A figure's title of two words ("Bags held") takes two lines, not its whole width:
        # at 1024x700 the panel is a third of the window and the team and the bids need it.
        figure_table.rows_fit_contents(self)
        self._fit_wrapped_titles()

    def set_history(
        self, history: Sequence[HandRecord], names: Sequence[str], rules: SpadesRules
    ) -> None:
        rows = [(record, score) for record in history for score in record.scores or ()]
        self._name_the_sides(rules)
        self.setRowCount(len(rows))
        last = history[-1].number if history else None
        bold = figure_table.bold()
        # The team reads as words, from the left; the figures from the right, the bids
        # with them (they sat left, the only figures so, playtest 5; before that they stood
        # at the far right of a wide column, away from their title: the column is now as
        # wide as its widest bid, ``_fit_bids``).
        words = (COLUMNS.index("team"),)
        for r, (record, score) in enumerate(rows):
            bids = [
                text.bid_text(bid) for seat, bid in sorted(record.bids)
                if rules.team_of(seat) == score.team
            ]  # fmt: skip
            values = (
                str(record.number),
                text.team_name(score.team, names, rules),
                " + ".join(bids),
                str(score.tricks),
                f"{score.points:+d}",
                str(score.bags),
                str(score.penalty) if score.penalty else "",
                str(score.total),
                str(score.bags_total),
            )
            for c, value in enumerate(values):
                latest = bold if record.number == last else None
                self.setItem(r, c, figure_table.cell(value, right=c not in words, font=latest))
        # The penalty column is empty until some team pays one: hidden till then, so the sheet
        # fits the side panel without scrolling sideways.
        self.setColumnHidden(COLUMNS.index("penalty"), not any(score.penalty for _, score in rows))
        self._fit_wrapped_titles()
        if rows:
            self.scrollToBottom()

    def _name_the_sides(self, rules: SpadesRules) -> None:
        # At three and five players everyone plays alone: a row is one player and his one
        # bid, and "Team" / "Bids" would tell a new player he has a partner.
        alone = rules.team_count == rules.players
        titles = {
            "team": self.tr("Player") if alone else self.tr("Team"),
            "bids": self.tr("Bid") if alone else self.tr("Bids"),
        }
        for key, title in titles.items():
            item = self.horizontalHeaderItem(COLUMNS.index(key))
            if item is not None:
                item.setText(title)

    def _fit_wrapped_titles(self) -> None:
        # The figures' columns as wide as their title or figures show whole, no wider: in
        # a window filling a 1024x700 screen (1012x660) the panel is 323 px, and the team
        # and the bids, which share what the figures leave, were a pixel short of "Blind"
        # after the first hand and 7 px short of "Jisoo" once the sheet's scroll bar came
        # (about ten hands), with Qt's sizing.
        figure_table.wrap_titles(
            self,
            keep=(COLUMNS.index("team"), COLUMNS.index("bids")),
            margin=figure_table.tight_margin(self),
            one_word=True,
            cells=figure_table.cell_margin(self),
        )
        self._fit_bids()

    def _fit_bids(self) -> None:
        """The bids' column as wide as its title's widest word or its widest bid ("Blind
        nil") where each player bids alone; at a table of teams, its widest word ("Blind"),
        the team's bids ("Blind nil + 3") wrapping onto more lines: the team's names
        ("Mina & Jisoo") need the rest of a 323 px panel (at 1024x700)."""
        col = COLUMNS.index("bids")
        header = self.horizontalHeader()
        title = self.horizontalHeaderItem(col)
        title_fm = QFontMetricsF(header.font())
        words = title.text().split() if title is not None else []
        widest = max(map(title_fm.horizontalAdvance, words), default=0.0)
        widest += figure_table.tight_margin(self)
        for r in range(self.rowCount()):
            item = self.item(r, col)
            if item is None or not item.text():
                continue
            fm = QFontMetricsF(item.font().resolve(self.font()))
            pieces = item.text().split() if " + " in item.text() else [item.text()]
            piece_w = max(fm.horizontalAdvance(p) for p in pieces)
            widest = max(widest, piece_w + figure_table.cell_margin(self))
        widest = max(widest, self._whole_bids_width(widest))
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(col, math.ceil(widest))

    def _whole_bids_width(self, narrow: float) -> float:
        """The bids' column wide enough for a team's bids on one line ("2 + 1") where the
        panel has the room: the team's names still whole beside it. At 1366x768 the bids
        stood one to a line, "+" alone between them, beside a half-empty team column."""
        bids, team = COLUMNS.index("bids"), COLUMNS.index("team")
        margin = figure_table.cell_margin(self)
        whole = names = 0.0
        for r in range(self.rowCount()):
            for c in (bids, team):
                item = self.item(r, c)
                if item is None or not item.text():
                    continue
                fm = QFontMetricsF(item.font().resolve(self.font()))
                width = fm.horizontalAdvance(item.text()) + margin
                if c == bids:
                    whole = max(whole, width)
                else:
                    names = max(names, width)
        header = self.horizontalHeader()
        others = sum(
            header.sectionSize(c)
            for c in range(self.columnCount())
            if c not in (bids, team) and not self.isColumnHidden(c)
        )
        room = self.viewport().width() - others - names
        return whole if whole > narrow and whole <= room else narrow

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_bids()  # the room for the bids on one line comes and goes with the panel

    def cell_text(self, row: int, column: str) -> str:
        """The text in ``row`` under ``column`` (a name from ``COLUMNS``), for tests."""
        return figure_table.cell_text(self, row, COLUMNS.index(column))


REVIEW = 2
"""The game-over dialog's result when *Review the last hand* was chosen (neither accepted
nor rejected: the table stays, its Review tab up)."""


class GameOverDialog(QDialog):
    """The end of the game: who won, the final totals, the whole score sheet. *New game*
    (accept) deals a new game at the same table; *Leave table* (reject) goes back to the
    start screen; *Review the last hand* (``REVIEW``) stays at the table with its review."""

    def __init__(
        self,
        winner: int,
        totals: Sequence[int],
        history: Sequence[HandRecord],
        names: Sequence[str],
        rules: SpadesRules,
        you_won: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("spadesGameOver")
        self.setWindowTitle(self.tr("Game over"))
        headline = named_label("headline", self)
        font = QFont()
        font.setPixelSize(20)
        font.setBold(True)
        headline.setFont(font)
        who = text.team_name(winner, names, rules)
        if you_won:
            headline.setText(self.tr("You win! {0}: {1} points").format(who, totals[winner]))
        else:
            headline.setText(self.tr("Winner: {0} with {1} points").format(who, totals[winner]))
        final = QLabel(
            self.tr("Final totals: {0}").format(
                "   ".join(f"{text.team_name(t, names, rules)} {v}" for t, v in enumerate(totals))
            ),
            self,
        )
        final.setObjectName("finalTotals")
        final.setWordWrap(True)
        self.sheet = ScoreSheet(self)
        self.sheet.set_history(history, names, rules)
        self.buttons = QDialogButtonBox(self)
        self.new_button = self.buttons.addButton(
            self.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.leave_button = self.buttons.addButton(
            self.tr("Leave table"), QDialogButtonBox.ButtonRole.RejectRole
        )
        # The last hand's review was out of reach: both choices left the table's Review tab
        # (New game deals at once, Leave table closes the table).
        self.review_button = self.buttons.addButton(
            self.tr("Review the last hand"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.review_button.clicked.connect(lambda: self.done(REVIEW))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        column(self, headline, final, (self.sheet, 1), self.buttons)
        self.resize(720, 420)
