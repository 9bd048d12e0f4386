"""Widgets set up by name: a label or a panel that the page's style sheet (and the tests)
find by its object name.

Most panels style their labels by name (``QLabel#verdict { ... }``) and paint their own
background from a style sheet; each did so in two or three lines of its own, the same every
time. These helpers are those lines once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def named_label(name: str, parent: QWidget | None, text: str = "", wrap: bool = False) -> QLabel:
    """A label called ``name`` showing ``text``; ``wrap``: words wrap to the width it is
    given (sentences and reasons), else it keeps one line (titles, figures)."""
    label = QLabel(text, parent)
    label.setObjectName(name)
    if wrap:
        label.setWordWrap(True)
    return label


def style_panel(panel: QWidget, name: str, sheet: str = "") -> None:
    """Call ``panel`` ``name`` and let it paint the background its style sheet (``sheet``,
    when given) sets: a QWidget subclass paints none without ``WA_StyledBackground``."""
    panel.setObjectName(name)
    panel.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    if sheet:
        panel.setStyleSheet(sheet)


def dark_scroll_bars(*scopes: str) -> str:
    """Style-sheet rules for the vertical scroll bars of dark panels (the coach's reasons,
    the tables' logs): a dark groove and a grey handle, where the platform's light grey
    stood out on the dark side panel. ``scopes``: the widgets whose scroll bars take the
    look (``QListWidget#log``); none, every scroll bar under the sheet's widget."""
    prefixes = [f"{s} " for s in scopes] or [""]

    def rule(part: str, body: str) -> str:
        return ", ".join(f"{p}QScrollBar{part}" for p in prefixes) + f" {{ {body} }}\n"

    return (
        rule(":vertical", "background: #2a3139; width: 10px; margin: 0;")
        + rule("::handle:vertical", "background: #6b7682; border-radius: 4px; min-height: 24px;")
        + ", ".join(f"{p}QScrollBar::{x}-line:vertical" for p in prefixes for x in ("add", "sub"))
        + " { height: 0; }\n"
        + ", ".join(f"{p}QScrollBar::{x}-page:vertical" for p in prefixes for x in ("add", "sub"))
        + " { background: none; }\n"
    )
