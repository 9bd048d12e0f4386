"""Keyboard actions of a page or a table: one place that makes them, so every page's keys
work the same way (window-wide while the page is shown, gone with the page), and the text
buttons that run them.

The page's keys are window shortcuts, so they work wherever the focus is. A control that
needs some keys for itself while it has the focus (the amount box its digits, the log its
arrows, a focused button Space and Enter) claims just those (``claim_keys``); every other
key still reaches the page's actions, so no control can trap the keyboard."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, SignalInstance
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QToolButton, QWidget

ACTIVATE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)

HISTORY_KEY = "Ctrl+H"
"""The window's key for the hand history (its menu's, and where a table points to it)."""
"""What a focused button answers to (Spades' window-wide Enter/Space would steal them)."""
READ_KEYS = (
    Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right,
    Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End,
)  # fmt: skip
"""What a focused list needs to be read line by line (Spades has window-wide arrows)."""


def page_action(
    owner: QWidget, name: str, text: str, keys: Sequence[str], slot: Callable[..., Any]
) -> QAction:
    """An action named ``name`` (tests find it by name) on ``owner`` with shortcut ``keys``
    anywhere in the window; the text may be set later (tables retranslate it)."""
    action = QAction(text, owner)
    action.setObjectName(name)
    action.setShortcuts([QKeySequence(k) for k in keys])
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(slot)
    owner.addAction(action)
    return action


def keys_text(keys: Iterable[QKeySequence]) -> str:
    """The keys as the person reads them ("F", "Shift+P", "Ctrl+H"), joined by commas."""
    return ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys if k)


def with_keys(text: str, keys: Iterable[QKeySequence]) -> str:
    """``text`` followed by its keys in brackets, "Fold (F)"; ``text`` alone without keys."""
    shown = keys_text(keys)
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not shown:
        return text
    return QCoreApplication.translate("Shortcuts", "{0} ({1})").format(text, shown)


def tooltip_with_keys(action: QAction) -> None:
    """Keep ``action``'s tool tip its text (or a tip set as the ``tip`` property) and its
    shortcut, "Raise to 8 (B, R)", whenever its text changes: the one way a mouse user
    learns the keys."""

    def refresh() -> None:
        tip = action.property("tip") or action.text()
        wanted = with_keys(str(tip), action.shortcuts())
        if action.toolTip() != wanted:
            action.setToolTip(wanted)

    action.changed.connect(refresh)
    refresh()


class _KeyClaim(QObject):
    """Claims ``keys`` for the widget it filters while that widget has the focus."""

    def __init__(self, widget: QWidget, keys: Iterable[Qt.Key]) -> None:
        super().__init__(widget)
        self.keys = frozenset(keys)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if Qt.Key(event.key()) in self.keys and mods == Qt.KeyboardModifier.NoModifier:
                event.accept()
                return True
        enter = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and Qt.Key(event.key()) in enter
            and Qt.Key.Key_Return in self.keys
            and isinstance(watched, QAbstractButton)
            and not isinstance(watched, KeyButton)
            and watched.isEnabled()
        ):
            watched.click()  # a push button or check box outside a dialog ignores Enter
            return True
        return False


def claim_keys(widget: QWidget, keys: Iterable[Qt.Key]) -> None:
    """While ``widget`` has the focus, ``keys`` (without modifiers) go to it rather than to
    the page's shortcuts; every other key still works the page."""
    widget.installEventFilter(_KeyClaim(widget, keys))


class KeyButton(QToolButton):
    """A tool button that the keyboard can reach (Tab) and press (Space or Enter). A mouse
    click does not give it the focus, so a player who clicks keeps the table's keys."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        claim_keys(self, ACTIVATE_KEYS)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if not enter_clicks(self, event):
            super().keyPressEvent(event)


def enter_clicks(button: QAbstractButton, event: QKeyEvent) -> bool:
    """Return or Enter on an enabled ``button`` clicks it (Qt's buttons take only Space):
    True when it did, and the key press is then spent."""
    if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and button.isEnabled():
        button.click()
        event.accept()
        return True
    return False


def esc_releases(event: QKeyEvent, released: SignalInstance) -> bool:
    """Esc in a control that holds the focus for its own keys (the amount box, the log)
    emits its ``released``, so its owner hands the focus back to the table: True when it
    did, and the key press is then spent."""
    if event.key() != Qt.Key.Key_Escape:
        return False
    event.accept()
    released.emit()
    return True


def tool_button(owner: QWidget, action: QAction) -> QToolButton:
    """A text button that runs ``action`` and follows its text and enabled state, with the
    action's keys in its tool tip; Tab reaches it, Space or Enter presses it."""
    button = KeyButton(owner)
    button.setDefaultAction(action)
    button.setObjectName(action.objectName())
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    tooltip_with_keys(action)
    return button


def focusable(widget: QWidget, keys: Iterable[Qt.Key] = ACTIVATE_KEYS) -> QWidget:
    """Let Tab reach ``widget`` (a push button, a check box) and Space/Enter work it."""
    widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    claim_keys(widget, keys)
    return widget
