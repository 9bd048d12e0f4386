"""The Spades table's side panel: the log, the score sheet (with the after-hand bid-versus-
tricks summary above it), the hand's tricks in words (``trick_browser.py``) and the coach's
advice, as tabs.

Everything that comes and goes (the summary, the advice) lives here, so the table beside the
panel never changes size while playing. The panel shows what it is given: hand records and
advice, never the game state.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QListView,
    QSplitter,
    QTabWidget,
    QWidget,
)

from cardtable.gui.common.columns import column
from cardtable.gui.common.log_list import LogList
from cardtable.gui.common.wrapped_rows import WrappedRows
from cardtable.gui.spades.coach import AdvicePanel
from cardtable.gui.spades.hand_summary import BidSummary
from cardtable.gui.spades.scoresheet import ScoreSheet
from cardtable.gui.spades.trick_browser import TrickList
from cardtable.spades.coach import Advice
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import HandRecord

# The table's own context: these texts were the table's before the panel had a module.
translate = QCoreApplication.translate


SIDE_SHARE = 0.32
"""Of the table's width, what the side panel takes at most (its minimum width first): at
1024x700 the felt then gets 68% and is drawn at about 0.58 of its size (at 35% the seat
labels came out about 9 px high, issue 26, defect 6)."""
SIDE_MAX = 420
SIDE_MIN = 320
"""The score sheet's columns still fit without scrolling sideways (team and bids wrap)."""


class SideShare(QObject):
    """Keeps the side panel of ``splitter`` (its last widget) at ``SIDE_SHARE`` of the width,
    from its minimum width up to ``SIDE_MAX``, whatever size the window had when the table
    opened: the splitter kept the panel's 420 px from a larger window, so at 1024x700 it took
    41% and the felt's seat labels shrank to about 7 px (issue 26, defect 6). A width the
    person drags the handle to is kept until the window is resized."""

    def __init__(self, splitter: QSplitter) -> None:
        super().__init__(splitter)
        self.splitter = splitter
        splitter.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self.splitter and event.type() == QEvent.Type.Resize:
            self.share()
        return False

    def share(self) -> None:
        total = self.splitter.width() - self.splitter.handleWidth()
        side = self.splitter.widget(self.splitter.count() - 1)
        if total <= 0 or side is None:
            return
        width = max(side.minimumWidth(), min(SIDE_MAX, round(total * SIDE_SHARE)))
        self.splitter.setSizes([total - width, width])


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
        column(self.sheet_page, self.summary, (self.sheet, 1), margins=(0, 0, 0, 0), spacing=0)
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
        self.setMinimumWidth(SIDE_MIN)

    def show_log(self) -> None:
        self.setCurrentWidget(self.log)

    def show_sheet(self) -> None:
        self.setCurrentWidget(self.sheet_page)

    def show_summary(self, record: HandRecord, names: Sequence[str], rules: SpadesRules) -> None:
        """The finished hand's bids against tricks, above the score sheet, which comes up.
        They stay there, under their hand's number, until the next hand's replace them."""
        self.show_sheet()
        self.keep_summary(record, names, rules)

    def keep_summary(self, record: HandRecord, names: Sequence[str], rules: SpadesRules) -> None:
        """Put ``record``'s bids against tricks above the score sheet without bringing the
        sheet up (a resumed game's last hand: the table as it was before quitting)."""
        self.summary.set_record(record, names, rules)
        self.summary.setVisible(True)

    def show_advice(self, advice: Advice) -> None:
        self.advice_panel.show_advice(advice)
        self.setTabVisible(self.indexOf(self.advice_panel), True)
        self.setCurrentWidget(self.advice_panel)

    def hide_advice(self) -> None:
        """Close the coach's tab (back to the log if it was showing)."""
        if self.currentWidget() is self.advice_panel:
            self.setCurrentWidget(self.log)
        self.setTabVisible(self.indexOf(self.advice_panel), False)
