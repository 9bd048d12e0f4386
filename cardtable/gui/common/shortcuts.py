"""Keyboard actions of a page or a table: one place that makes them, so every page's keys
work the same way (window-wide while the page is shown, gone with the page), and the text
buttons that run them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolButton, QWidget


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


def tool_button(owner: QWidget, action: QAction) -> QToolButton:
    """A text button that runs ``action`` and follows its text and enabled state; it never
    takes the keyboard focus (the keys belong to the page's actions)."""
    button = QToolButton(owner)
    button.setDefaultAction(action)
    button.setObjectName(action.objectName())
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button
