"""The base of every page the main window shows instead of a table: the trainers, the
statistics, the hand history (and the replayer inside it).

The window opens one page at a time, fills its Table menu with the page's ``table_actions``
(each with its shortcut), calls ``start`` once the page is shown, ``apply_prefs`` after the
settings change and ``shutdown`` before it removes the page; the page asks to go back with
``back_requested``. Declared once here, the window needs no knowledge of which page it holds,
and a page that runs nothing on its own needs none of the three methods.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QHBoxLayout, QLabel, QWidget

from cardtable.gui.common.named import named_label
from cardtable.gui.common.shortcuts import tool_button


class Page(QWidget):
    """A page of the main window. ``back_requested`` asks the window to close it."""

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table_actions: list[QAction] = []
        """The page's actions, listed in the Table menu while it is shown."""
        # The page itself can hold the focus, so that none of its buttons need to.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)

    def take_focus(self) -> None:
        """The page has just been shown: Qt hands the focus to its first button (Back), and
        Enter, which a focused button claims, then left the page instead of doing the page's
        own Enter (draw, bid). The page keeps it unless it chose a widget of its own (the
        hand history's list); Tab still reaches every button from there."""
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus) or isinstance(focus, QAbstractButton):
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def start(self) -> None:
        """The page is shown for the first time (report a problem, deal, read the history)."""

    def shutdown(self) -> None:
        """Stop what runs on its own (workers, animations): the page is about to go."""

    def apply_prefs(self) -> None:
        """The settings changed: redraw what depends on them."""

    def header(self, back: QAction, title: str) -> tuple[QHBoxLayout, QLabel]:
        """The Back button and the page title in a row; more widgets can be added to the
        row (after its stretch: at the right). The page, which holds the focus when it
        opens, is named by the title: a screen reader said nothing at all there."""
        label = named_label("title", self, title)
        self.setAccessibleName(title)
        row = QHBoxLayout()
        row.addWidget(tool_button(self, back))
        row.addSpacing(12)
        row.addWidget(label)
        row.addStretch(1)
        return row, label
