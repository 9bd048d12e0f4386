"""A widget that stacks others top to bottom with no margins or spacing: how the tables
build their felt column and their side column."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget


def tight_column(parent: QWidget, *widgets: QWidget, grow: int = 0) -> QWidget:
    """``widgets`` stacked with no margins or spacing; ``widgets[grow]`` takes the spare
    height."""
    box = QWidget(parent)
    col = QVBoxLayout(box)
    col.setContentsMargins(0, 0, 0, 0)
    col.setSpacing(0)
    for i, widget in enumerate(widgets):
        col.addWidget(widget, 1 if i == grow else 0)
    return box
