"""A table's log as a list the keyboard can read: Tab or a click gives it the focus, the
arrow keys, Page Up/Down, Home and End go through its lines (a screen reader reads each),
Esc hands the focus back to the table. Every other key still works the table."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from cardtable.gui.common.card_words import spoken
from cardtable.gui.common.shortcuts import READ_KEYS, claim_keys, esc_releases
from cardtable.gui.common.wrapped_rows import WrappedRows


class LogList(QListWidget):
    """Named ``name`` for assistive software; ``released`` on Esc."""

    released = Signal()

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setWordWrap(True)
        # Each line as tall as its wrapped text, laid out again when the width changes (the
        # splitter, a scroll bar that comes): in the Badugi log a long line ("내 카드 공개:
        # J♠ 8♦ 10♠ 3♥ (세 장 …") was given too little height and cut (issue 26, defect 5).
        self.setItemDelegate(WrappedRows(self))
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setAccessibleName(name)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        claim_keys(self, (*READ_KEYS, Qt.Key.Key_Escape))

    def addItem(self, item: QListWidgetItem | str) -> None:  # type: ignore[override]  # noqa: N802
        """A line as shown, read aloud with its cards named ("Ten of Hearts" for "10♥")."""
        line = item if isinstance(item, QListWidgetItem) else QListWidgetItem(item)
        line.setData(Qt.ItemDataRole.AccessibleTextRole, spoken(line.text()))
        super().addItem(line)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if not esc_releases(event, self.released):
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        super().focusInEvent(event)
        if self.count():  # reading starts from the latest line
            self.setCurrentRow(self.count() - 1)
