"""Widgets stacked top to bottom: a widget's own column (``column``: its margins, spacing
and what it holds, in one call) and a box of others with no margins or spacing
(``tight_column``: how the tables build their felt column and their side column).

Most panels and dialogs laid themselves out in five to eight lines of their own (make the
layout, set its margins and spacing, add each part), the same every time; ``column`` is
those lines once, so a panel's set-up reads as the list of what it shows."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QVBoxLayout, QWidget

Part = QWidget | QLayout | tuple[QWidget | QLayout, int]
"""A widget or a layout in a column; ``(part, stretch)`` for one that takes a share of the
spare height (the others take none)."""


def column(
    owner: QWidget,
    *parts: Part,
    margins: tuple[int, int, int, int] | None = None,
    spacing: int | None = None,
) -> QVBoxLayout:
    """``owner``'s layout: ``parts`` top to bottom. ``margins`` (left, top, right, bottom)
    and ``spacing`` in pixels when given, else the style's. Returned for what comes after
    (a stretch, a row added later)."""
    col = QVBoxLayout(owner)
    if margins is not None:
        col.setContentsMargins(*margins)
    if spacing is not None:
        col.setSpacing(spacing)
    for part in parts:
        item, stretch = part if isinstance(part, tuple) else (part, 0)
        if isinstance(item, QLayout):
            col.addLayout(item, stretch)
        else:
            col.addWidget(item, stretch)
    return col


def tight_column(parent: QWidget, *widgets: QWidget, grow: int = 0) -> QWidget:
    """``widgets`` stacked with no margins or spacing; ``widgets[grow]`` takes the spare
    height."""
    box = QWidget(parent)
    parts = [(widget, 1 if i == grow else 0) for i, widget in enumerate(widgets)]
    column(box, *parts, margins=(0, 0, 0, 0), spacing=0)
    return box
