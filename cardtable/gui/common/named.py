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
