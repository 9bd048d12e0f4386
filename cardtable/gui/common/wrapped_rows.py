"""Rows of a list as tall as their text wrapped to the list's width (the tables' logs, the
Spades tricks list)."""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem


class WrappedRows(QStyledItemDelegate):
    """Rows of a list as tall as their text wrapped to the list's width, laid out as the
    style lays it out when painting. Qt's own estimate could come out a pixel short of two
    lines, and the row was then drawn as one line ending in "…": a long Korean score line in
    the log read "(합…" (issue 18, defect 7)."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(  # noqa: N802 (Qt API)
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        style = self.view.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.view) + 1
        width = self.view.viewport().width() - 2 * self.view.spacing()
        layout = QTextLayout(str(index.data() or ""), option.font)
        wrap = QTextOption()
        wrap.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(wrap)
        layout.beginLayout()
        height = 0.0
        while (line := layout.createLine()).isValid():
            line.setLineWidth(max(1, width - 2 * margin))
            height += line.height()
        layout.endLayout()
        return QSize(min(size.width(), width), max(size.height(), math.ceil(height) + 2))
