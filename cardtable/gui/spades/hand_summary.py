"""The after-hand "bid versus tricks" table of the Spades table's side panel: every player's
bid, the tricks taken and the result, computed from the engine's ``HandRecord`` (the tricks
each seat took, the results from its scores), so what the person reads is what the engine
scored.

Apart from the coach's widgets (``coach.py``), beside which it used to live, because it is no
advice: it reads a finished hand, not a position to bid from. Its texts keep their translation
contexts ("SpadesCoach" for the results, "BidSummary" for the table's own words).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QTableWidget,
    QWidget,
)

from cardtable.gui.common import figure_table
from cardtable.gui.common.columns import column
from cardtable.gui.common.named import dark_tables, style_panel
from cardtable.gui.common.words import plural
from cardtable.gui.spades import text
from cardtable.spades.actions import BLIND_NIL, NIL
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import HandRecord

translate = QCoreApplication.translate


def summary_rows(
    record: HandRecord, names: Sequence[str], rules: SpadesRules
) -> list[tuple[str, str, str, str]]:
    """(player, bid, took, result) per seat. A nil is made or set on its own; a numbered
    bid shares its team's contract, so the result names the team's outcome and its bags."""
    took = record.tricks_won(rules.players)
    bids = dict(record.bids)
    scores = {s.team: s for s in record.scores or ()}
    rows = []
    for seat in range(rules.players):
        bid = bids.get(seat)
        if bid in (NIL, BLIND_NIL):
            result = (
                translate("SpadesCoach", "nil made")
                if took[seat] == 0
                else translate("SpadesCoach", "nil set")
            )
        else:
            score = scores.get(rules.team_of(seat))
            if score is None:
                result = ""
            elif score.tricks >= score.contract:
                result = (
                    plural(
                        score.bags,
                        translate("SpadesCoach", "made, {0} bag"),
                        translate("SpadesCoach", "made, {0} bags"),
                    )
                    if score.bags
                    else translate("SpadesCoach", "made")
                )
            else:
                result = translate("SpadesCoach", "set ({0} of {1})").format(
                    score.tricks, score.contract
                )
        rows.append((names[seat], text.bid_text(bid), str(took[seat]), result))
    return rows


class BidSummary(QFrame):
    """After a hand: every player's bid against the tricks taken."""

    COLUMNS = ("player", "bid", "took", "result")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # ``dark_tables``: its titles too (the platform's light header row stood out on the
        # dark panel).
        style_panel(
            self,
            "bidSummary",
            "QFrame#bidSummary { background: #1f252c; }"
            "QLabel { color: #ffd27a; font-size: 14px; font-weight: bold; }"
            "QTableWidget { font-size: 13px; }" + dark_tables(),
        )
        self.title = QLabel(self)
        self.table = QTableWidget(0, len(self.COLUMNS), self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Bid"), self.tr("Tricks"), self.tr("Result (team)")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # The bid, the tricks and the result take what they need, the names the rest: with
        # the names and results sharing, "made, 2 bags" was cut to "made, 2 …" at 1012x660.
        for number in (1, 2, 3):
            header.setSectionResizeMode(number, QHeaderView.ResizeMode.ResizeToContents)
        column(self, self.title, self.table, margins=(12, 4, 12, 4), spacing=2)

    def set_record(self, record: HandRecord, names: Sequence[str], rules: SpadesRules) -> None:
        rows = summary_rows(record, names, rules)
        self.title.setText(self.tr("Hand {0}: bid vs tricks").format(record.number))
        self.table.setAccessibleName(self.title.text())  # a reader's review finds it by name
        # Where everyone plays alone the result is the player's own, not a team's.
        alone = rules.team_count == rules.players
        result = self.tr("Result") if alone else self.tr("Result (team)")
        item = self.table.horizontalHeaderItem(self.COLUMNS.index("result"))
        if item is not None:
            item.setText(result)
        self.table.setRowCount(len(rows))
        # The name and the result read as words, from the left; the bid and the tricks as
        # figures, from the right, as the score sheet under it has them (they were centred,
        # so "Nil", "10" and "2" each stood at its own place).
        words = (self.COLUMNS.index("player"), self.COLUMNS.index("result"))
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                self.table.setItem(r, c, figure_table.cell(value, right=c not in words))
        header_h = self.table.horizontalHeader().height()
        row_h = self.table.verticalHeader().defaultSectionSize()
        self.table.setFixedHeight(header_h + row_h * len(rows) + 4)

    def cell_text(self, row: int, column: str) -> str:
        """The text in ``row`` under ``column`` (a name from ``COLUMNS``), for tests."""
        item = self.table.item(row, self.COLUMNS.index(column))
        return item.text() if item is not None else ""
