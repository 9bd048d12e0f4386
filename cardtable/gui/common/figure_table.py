"""Tables of figures that a person reads and never edits (trainer results, accuracy, the
Spades score sheet, a sit-and-go's places), set up one way.

Each of them hid the row numbers, refused editing, chose how columns share the width and
made its cells one by one; the four copies of that setup live here, so a change to how
such a table behaves (say, for a screen reader) is made once.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
)

SelectionMode = QAbstractItemView.SelectionMode
"""How rows may be picked: ``NoSelection`` where nothing is to be picked."""

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def read_only(
    table: QTableWidget,
    *,
    stretch: Iterable[int] = (),
    fit_others: bool = True,
    selection: SelectionMode | None = None,
    whole_rows: bool = False,
) -> None:
    """No row numbers and no editing. ``stretch``: the columns that share the spare width;
    the others take the width they need (``fit_others``; else every column stretches).
    ``selection``: how rows may be selected (None leaves Qt's default); ``whole_rows``:
    a click selects the row, not the cell. Tab leaves the table (Qt's default moves from
    cell to cell: a keyboard player was kept in the accuracy table, its Close out of reach);
    the arrows still read the cells."""
    table.setTabKeyNavigation(False)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    if selection is not None:
        table.setSelectionMode(selection)
    if whole_rows:
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    header = table.horizontalHeader()
    if not fit_others:
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    for col in stretch:
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)


def rows_fit_contents(table: QTableWidget) -> None:
    """Rows as high as their wrapped text."""
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)


def cell(text: str, *, right: bool | None = None, font: QFont | None = None) -> QTableWidgetItem:
    """A cell of ``text``: ``right`` True aligns it right (figures), False left, both
    centred vertically; None keeps Qt's default alignment. ``font`` when given."""
    item = QTableWidgetItem(text)
    if right is not None:
        item.setTextAlignment(_RIGHT if right else _LEFT)
    if font is not None:
        item.setFont(font)
    return item


def bold() -> QFont:
    """The bold font the tables mark a heading, the latest row or the person's choice with."""
    font = QFont()
    font.setBold(True)
    return font


def cell_text(table: QTableWidget, row: int, col: int) -> str:
    """A cell's text ("" where there is none), for tests and accessibility."""
    item = table.item(row, col)
    return item.text() if item is not None else ""


WRAPPED_MARGIN = 12
"""Room beside the widest word of a wrapped title: the header's margins (about 8 px) and
a little air (``tight_margin``: without the air)."""


def tight_margin(table: QTableWidget) -> int:
    """The least room beside a column's widest title word that shows it whole: Qt shortens
    a title in less than its header margins (4 px with the Fusion style); a cell's is
    ``cell_margin``."""
    return 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, table)


def cell_margin(table: QTableWidget) -> int:
    """The least room beside a cell's text that shows it whole: the item's text margins and
    the grid line (a bold "+170", 35.08 px, was cut to "+1…" in a 42 px column of the score
    sheet: 6 px of margins and the grid line left it 35)."""
    style = table.style()
    margins = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    return margins + int(table.showGrid())


def wrap_titles(
    table: QTableWidget,
    keep: Collection[int] = (),
    margin: int = WRAPPED_MARGIN,
    one_word: bool = False,
    cells: int | None = None,
) -> None:
    """Titles of two words or two lines ("Bags held", Korean "Best cards") take two lines:
    each such column (but those in ``keep``, which keep their own sizing) as wide as its
    widest word or cell and ``margin``, and the header two lines high. Qt fits a title on
    one line, which at 1024x700 left too little of a narrow panel to the columns that wrap
    their text. ``one_word``: the columns of one-word titles too (Qt's own sizing keeps
    a few px more than ``tight_margin`` beside them). ``cells``: the room beside a cell's
    text (``cell_margin``), when it differs from a title's; a cell's width is its text's in
    the font it is drawn in, rounded up."""
    header = table.horizontalHeader()
    header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    title_fm = QFontMetricsF(header.font())
    header.setMinimumHeight(round(2 * title_fm.lineSpacing()) + 8)  # Qt sized it for one line
    for c in range(table.columnCount()):
        title = table.horizontalHeaderItem(c)
        words = title.text().split() if title is not None else []
        if c in keep or table.isColumnHidden(c) or (len(words) < 2 and not one_word):
            continue
        widest = math.ceil(max(map(title_fm.horizontalAdvance, words), default=0)) + margin
        for r in range(table.rowCount()):
            item = table.item(r, c)
            if item is not None and item.text():
                # A bold cell (the latest row) takes its size from the table's font.
                fm = QFontMetricsF(item.font().resolve(table.font()))
                text_w = math.ceil(fm.horizontalAdvance(item.text()))
                widest = max(widest, text_w + (margin if cells is None else cells))
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(c, widest)
