"""Ctrl+Q over an open box or dialog: the Quit key works whatever is on top.

The Quit action's shortcut belongs to the main window, and Qt gives a window's shortcuts
only to its active window: with a modal box or dialog open over it (the trainer's accuracy
table, a new game's settings, "You are out", the sit-and-go's results) Ctrl+Q did nothing
at all, and a player who pressed it to leave saw the app stay. Qt's application-wide
shortcuts are blocked by a modal window as well, so the key is taken here, before the box
gets it, and the main window's Quit action runs as the menu runs it (the window closes every
page's boxes on its way out, ``MainWindow.closeEvent``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication


class QuitOverBoxes(QObject):
    """An application event filter: a key press that is ``action``'s shortcut, made while a
    modal window is open, triggers ``action`` (and goes no further)."""

    def __init__(self, action: QAction, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.action = action

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() != QEvent.Type.KeyPress or QApplication.activeModalWidget() is None:
            return False
        assert isinstance(event, QKeyEvent)
        pressed = QKeySequence(event.keyCombination())
        if not self.action.isEnabled() or pressed not in self.action.shortcuts():
            return False
        self.action.trigger()
        return True
