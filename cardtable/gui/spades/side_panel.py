"""The Spades table's side panel: the log, the score sheet (with the after-hand bid-versus-
tricks summary above it), the hand's tricks in words (``trick_browser.py``) and the coach's
advice, as tabs.

Everything that comes and goes (the summary, the advice) lives here, so the table beside the
panel never changes size while playing. The panel shows what it is given: hand records and
advice, never the game state.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.gui.common.log_list import LogList
from cardtable.gui.spades.coach import AdvicePanel, BidSummary
from cardtable.gui.spades.scoresheet import ScoreSheet
from cardtable.gui.spades.trick_browser import TrickList
from cardtable.spades.coach import Advice
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import HandRecord

# The table's own context: these texts were the table's before the panel had a module.
translate = QCoreApplication.translate


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


class SidePanel(QTabWidget):
    """Log, score sheet, tricks and coach tabs; the coach's tab shows only while there is
    advice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log = LogList(translate("SpadesTable", "Hand log"), self)
        self.log.setItemDelegate(WrappedRows(self.log))
        self.log.setResizeMode(QListView.ResizeMode.Adjust)  # rows follow the panel's width
        # By pixel: scrolled by item, rows of one and two lines left the last line half
        # out of sight at the bottom.
        self.log.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.sheet = ScoreSheet(self)
        self.summary = BidSummary(self)
        self.summary.setVisible(False)
        self.sheet_page = QWidget(self)
        sheet_col = QVBoxLayout(self.sheet_page)
        sheet_col.setContentsMargins(0, 0, 0, 0)
        sheet_col.setSpacing(0)
        sheet_col.addWidget(self.summary)
        sheet_col.addWidget(self.sheet, 1)
        self.advice_panel = AdvicePanel(self, narrow=True)
        self.tricks = TrickList(self)
        self.tricks.setItemDelegate(WrappedRows(self.tricks))
        self.tricks.setResizeMode(QListView.ResizeMode.Adjust)
        self.tricks.setSpacing(2)
        self.tricks.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.addTab(self.log, translate("SpadesTable", "Log"))
        self.addTab(self.sheet_page, translate("SpadesTable", "Score sheet"))
        self.addTab(self.tricks, translate("SpadesTable", "Tricks"))
        self.addTab(self.advice_panel, translate("SpadesTable", "Coach"))
        self.setTabVisible(self.indexOf(self.advice_panel), False)
        self.setMinimumWidth(340)

    def show_log(self) -> None:
        self.setCurrentWidget(self.log)

    def show_sheet(self) -> None:
        self.setCurrentWidget(self.sheet_page)

    def show_summary(self, record: HandRecord, names: Sequence[str], rules: SpadesRules) -> None:
        """The finished hand's bids against tricks, above the score sheet, which comes up."""
        self.show_sheet()
        self.summary.set_record(record, names, rules)
        self.summary.setVisible(True)

    def hide_summary(self) -> None:
        self.summary.setVisible(False)

    def show_advice(self, advice: Advice) -> None:
        self.advice_panel.show_advice(advice)
        self.setTabVisible(self.indexOf(self.advice_panel), True)
        self.setCurrentWidget(self.advice_panel)

    def hide_advice(self) -> None:
        """Close the coach's tab (back to the log if it was showing)."""
        if self.currentWidget() is self.advice_panel:
            self.setCurrentWidget(self.log)
        self.setTabVisible(self.indexOf(self.advice_panel), False)
