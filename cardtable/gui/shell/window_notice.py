"""The window's passing messages ("Your Spades game is saved: resume it from the start
screen.", "Sounds off."), shown at the right end of the menu bar.

They were status-bar messages, and the status bar came and went with them (its empty
light-grey strip under the dark table cost 22 pixels a 1024x700 screen cannot spare), so the
felt and the action bar jumped 22 pixels when a message showed and again when it went. A
card game's table should stay put: the menu bar's right end is empty on every page and is
there at every size, so a message there moves nothing and covers nothing (the menus keep
their room: the message is cut short with "…" before it would push one into the menu bar's
"»"). It is drawn as a pale pill so it is seen for its few seconds, and said to a screen
reader as it comes. Where the menu bar is the system's (macOS), no corner is drawn and the
status bar says it, as before.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMenuBar, QSizePolicy

from cardtable.gui.common.announce import Announcer

GAP = 24
"""Pixels kept free between the last menu and the message."""

STYLE = "#windowNotice { padding: 0px 8px; border-radius: 4px; %s }"
SHOWN = "background: #fff2c2; color: #3d2e00;"


class WindowNotice(QLabel):
    """The message at the right of ``window``'s menu bar: ``show_message(text, ms)``, gone
    after ``ms`` (or at ``clear``); ``message`` is its whole text ("" when none). The label
    is always in the menu bar, empty or not, so the bar's height never changes."""

    def __init__(self, window: QMainWindow) -> None:
        bar = window.menuBar()
        super().__init__(bar)
        self.setObjectName("windowNotice")
        self.window_ = window
        self.bar: QMenuBar = bar
        self._message = ""
        self._menus_right = 0
        self._measuring = False
        self.announcer = Announcer(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        self.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.setStyleSheet(STYLE % "")
        self.native = bar.isNativeMenuBar()
        if self.native:  # the status bar, there only while it says something
            status = window.statusBar()
            status.hide()
            status.messageChanged.connect(lambda text: status.setVisible(bool(text)))
        else:
            bar.setCornerWidget(self, Qt.Corner.TopRightCorner)
            bar.installEventFilter(self)  # a narrower window cuts the message shorter

    @property
    def message(self) -> str:
        """The message shown now, whole (the label may show it cut short)."""
        return self._message

    def show_message(self, text: str, ms: int, announcer: Announcer | None = None) -> None:
        """Show ``text`` for ``ms`` milliseconds and say it through ``announcer`` (the
        table's, where the table keeps what it said; else the notice's own)."""
        self._message = text
        self._timer.start(ms)
        if self.native:
            self.window_.statusBar().showMessage(text, ms)
        else:
            self._fit()
        (announcer or self.announcer).say(text)

    def clear(self) -> None:
        self._timer.stop()
        self._message = ""
        if self.native:
            self.window_.statusBar().clearMessage()
        else:
            self._fit()

    def room(self) -> int:
        """The width free at the right of the menus, less ``GAP`` (the menus' right edge as
        last measured: measuring lays the bar out, which asks ``sizeHint``)."""
        return max(0, self.bar.width() - self._menus_right - GAP)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """As wide as the message, never wider than the room the menus leave: the menu bar
        lays its corner out at this width and would move a menu into "»" for it."""
        hint = super().sizeHint()
        if not self._message or self._measuring:
            return QSize(0, hint.height())
        return QSize(min(hint.width(), self.room()), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if (
            watched is self.bar
            and isinstance(event, QResizeEvent)
            and event.size() != event.oldSize()  # not ``_fit``'s own
            and self._message
        ):
            self._fit()
        return False

    def _fit(self) -> None:
        """The message, cut with "…" to the room (whole in its tool tip and name)."""
        text = self._message
        self._measuring = True  # the menus where they stand with no message beside them
        try:
            edges = [self.bar.actionGeometry(a).right() for a in self.bar.actions()
                     if a.isVisible()]  # fmt: skip
        finally:
            self._measuring = False
        self._menus_right = max(edges, default=0)
        self.setStyleSheet(STYLE % (SHOWN if text else ""))
        margins = self.contentsMargins().left() + self.contentsMargins().right() + 16
        shown = self.fontMetrics().elidedText(
            text, Qt.TextElideMode.ElideRight, max(0, self.room() - margins)
        )
        self.setText(shown)
        self.setToolTip(text if shown != text else "")
        self.setAccessibleName(text)
        # The menu bar lays its corner out again only when it is resized (an update of the
        # label's geometry is not enough): a resize to its own size tells it.
        QApplication.sendEvent(self.bar, QResizeEvent(self.bar.size(), self.bar.size()))
