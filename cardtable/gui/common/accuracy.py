"""A trainer's accuracy per situation, in a small window of its own.

Both trainers keep tallies per situation (``core.practice_memory.Tally``); each page says
which situations it has and how to name them, and this dialog shows them as a table: one
row per situation under group headings, a column per figure. A table rather than a chart so
a screen reader reads it cell by cell, and it fits the smallest window.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QWidget

from cardtable.core.practice_memory import Tally
from cardtable.gui.common import figure_table
from cardtable.gui.common.columns import column
from cardtable.gui.common.named import dark_tables

translate = QCoreApplication.translate

_STYLE = """
QDialog#accuracyDialog { background: #14261b; }
QLabel { color: #eef2ea; font-size: 14px; }
QTableWidget { font-size: 13px; }
QPushButton { color: #f2f2ee; background: #2f6b45; border: 1px solid #1d4a2e;
  border-radius: 6px; padding: 5px 14px; font-size: 14px; }
""" + dark_tables()
"""The dialog's own look: its own style sheet wins over the page's it would inherit (whose
light label text on a default dialog background would be unreadable)."""


@dataclass(frozen=True)
class AccuracyRow:
    """A row: a group heading (``tally`` None) or a situation with its tally."""

    label: str
    tally: Tally | None = None


def figures(tally: Tally, exact: bool) -> list[str]:
    """The cells of a situation: answers, right (and exactly right) as "n (p%)"; a dash
    where nothing was answered."""
    if not tally.played:
        return [str(0)] + ["–"] * (2 if exact else 1)
    cells = [str(tally.played), f"{tally.right} ({tally.percent:.0f}%)"]
    if exact:
        cells.insert(1, f"{tally.exact} ({tally.exact_percent:.0f}%)")
    return cells


class AccuracyDialog(QDialog):
    """``rows`` under ``headers`` (the first header names the situation column); ``note``
    says above the table what a situation is. ``exact``: a column for exactly right answers
    before the right ones."""

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        note: str,
        headers: Sequence[str],
        rows: Sequence[AccuracyRow],
        exact: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("accuracyDialog")
        self.setWindowTitle(title)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setStyleSheet(_STYLE)
        text = QLabel(note, self)
        text.setWordWrap(True)
        self.table = QTableWidget(len(rows), len(headers), self)
        self.table.setObjectName("accuracyTable")
        self.table.setAccessibleName(title)
        self.table.setHorizontalHeaderLabels(list(headers))
        figure_table.read_only(self.table, stretch=(0,), whole_rows=True)
        bold = figure_table.bold()
        for r, row in enumerate(rows):
            first = figure_table.cell(row.label)
            self.table.setItem(r, 0, first)
            if row.tally is None:
                first.setFont(bold)
                self.table.setSpan(r, 0, 1, len(headers))
                continue
            first.setText("   " + row.label)
            for c, cell in enumerate(figures(row.tally, exact), start=1):
                self.table.setItem(r, c, figure_table.cell(cell, right=True))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(translate("Accuracy", "Close"))
        column(self, text, (self.table, 1), buttons)
        rows_high = self.table.verticalHeader().defaultSectionSize() * (len(rows) + 1)
        room = parent.window().height() - 60 if parent is not None else 600
        self.resize(540, max(300, min(room, rows_high + 110)))

    def cell_text(self, row: int, col: int) -> str:
        """A cell's text (tests and accessibility)."""
        return figure_table.cell_text(self.table, row, col)
