"""A table's log as a list the keyboard can read: Tab or a click gives it the focus, the
arrow keys, Page Up/Down, Home and End go through its lines (a screen reader reads each),
Esc hands the focus back to the table. Every other key still works the table."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from cardtable.gui.common.card_words import spoken
from cardtable.gui.common.shortcuts import READ_KEYS, claim_keys

LINE_MARGIN = 8
"""Pixels kept free beside a line: the item's text margins and the focus frame."""
LINE_PADDING = 2


class LogList(QListWidget):
    """Named ``name`` for assistive software; ``released`` on Esc."""

    released = Signal()

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setWordWrap(True)
        # Lines are laid out again when the width changes (the splitter, a scroll bar that
        # comes), each as tall as its wrapped text: a long line ("내 카드 공개: J♠ 8♦ 10♠ 3♥
        # (세 장 …") was given too little height and cut with "…" (issue 26, defect 5).
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._fitted_width = 0
        self.setAccessibleName(name)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        claim_keys(self, (*READ_KEYS, Qt.Key.Key_Escape))

    def addItem(self, item: QListWidgetItem | str) -> None:  # type: ignore[override]  # noqa: N802
        """A line as shown, read aloud with its cards named ("Ten of Hearts" for "10♥")."""
        line = item if isinstance(item, QListWidgetItem) else QListWidgetItem(item)
        line.setData(Qt.ItemDataRole.AccessibleTextRole, spoken(line.text()))
        self._fit(line, self._line_width())
        super().addItem(line)

    def _line_width(self) -> int:
        return max(40, self.viewport().width() - 2 * LINE_MARGIN)

    def _fit(self, line: QListWidgetItem, width: int) -> None:
        """The line's height for its text wrapped at ``width`` (Qt's own guess, for a
        wider list, cut the text of long lines)."""
        bound = QRect(0, 0, width, 1 << 20)
        flags = Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere
        height = QFontMetrics(self.font()).boundingRect(bound, flags, line.text()).height()
        line.setSizeHint(QSize(width, height + 2 * LINE_PADDING))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        width = self._line_width()
        if width != self._fitted_width:
            self._fitted_width = width
            for row in range(self.count()):
                self._fit(self.item(row), width)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if event.key() == Qt.Key.Key_Escape:
            event.accept()
            self.released.emit()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        super().focusInEvent(event)
        if self.count():  # reading starts from the latest line
            self.setCurrentRow(self.count() - 1)
