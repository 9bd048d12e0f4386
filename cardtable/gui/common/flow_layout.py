"""A layout that lays its items out in a row and starts a new row when the next one does not
fit, like words in a line of text.

A row of options (the draw trainer's spot filters, draws left and dead cards) needs about
1,000 pixels in English; in a box layout a narrower window squeezed the last check box until
its text was cut off. Here what does not fit goes to the next row instead, and the layout asks
its parent for the height that takes (``heightForWidth``).
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Items left to right, ``spacing`` apart, wrapped into rows ``row_spacing`` apart; each
    item keeps its size hint (a group that must stay together goes in one widget)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 8, row_spacing: int = 4):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._row_spacing = row_spacing
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    # QLayout's item list ------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt API)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt API)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt API)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # sizes ---------------------------------------------------------------------------

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt API)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        return self._place(QRect(0, 0, width, 0), move=False)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Everything on one row."""
        shown = self._shown()
        m = self.contentsMargins()
        width = sum(i.sizeHint().width() for i in shown) + self._spacing * max(0, len(shown) - 1)
        height = max((i.sizeHint().height() for i in shown), default=0)
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt API)
        """The widest single item: anything narrower would cut it."""
        m = self.contentsMargins()
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize()).expandedTo(
                QSize(item.sizeHint().width(), 0)
            )
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt API)
        super().setGeometry(rect)
        self._place(rect, move=True)

    # placing -------------------------------------------------------------------------

    def _shown(self) -> list[QLayoutItem]:
        return [i for i in self._items if not i.isEmpty()]

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in ``rect`` (only measure unless ``move``); the height used."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, row_h = area.x(), area.y(), 0
        row: list[tuple[QLayoutItem, QPoint, QSize]] = []

        def finish_row() -> None:
            for item, at, size in row:  # centred on the row's height
                if move:
                    item.setGeometry(QRect(at + QPoint(0, (row_h - size.height()) // 2), size))
            row.clear()

        for item in self._shown():
            size = item.sizeHint()
            if row and x + size.width() > area.right() + 1:
                finish_row()
                x, y, row_h = area.x(), y + row_h + self._row_spacing, 0
            row.append((item, QPoint(x, y), size))
            x += size.width() + self._spacing
            row_h = max(row_h, size.height())
        finish_row()
        return y + row_h - rect.y() + m.bottom()
