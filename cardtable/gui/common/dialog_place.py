"""Where a box opens when what stays beside it must be read too.

Qt opens a dialog centred on its window. A finished sit-and-go's results box sat that way
over the tournament panel (the side column), which then says how the tournament ended, and
closing the box leaves the table: the player saw the panel's end lines only by dragging the
box aside. ``place_over`` lays the box over one part of the window (the felt's column),
narrowed to it where it can be, so the other part stays in sight.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QDialog, QWidget

FRAME_ROOM = 8
"""Pixels kept for the window manager's frame round the box (its borders and title bar are
not known before it is shown): a box exactly as wide as the area would overlap beside it."""


def place_over(dialog: QDialog, area: QWidget) -> None:
    """Centre ``dialog`` over ``area`` (its own rect, in screen pixels), as wide as it asks
    if that fits, else as narrow as the area allows down to the box's least width; kept on
    the screen. Call it before the box is shown: a position set then is the one Qt uses."""
    dialog.ensurePolished()
    room = QRect(area.mapToGlobal(QPoint(0, 0)), area.size())
    width = min(dialog.width(), room.width() - FRAME_ROOM)
    width = max(width, dialog.minimumSizeHint().width(), dialog.minimumWidth())
    height = min(dialog.height(), room.height() - FRAME_ROOM)
    height = max(height, dialog.minimumSizeHint().height(), dialog.minimumHeight())
    dialog.resize(width, height)
    x = room.left() + (room.width() - width) // 2
    y = room.top() + (room.height() - height) // 2
    screen = area.screen().availableGeometry()
    x = max(screen.left(), min(x, screen.right() + 1 - width - FRAME_ROOM))
    y = max(screen.top(), min(y, screen.bottom() + 1 - height - FRAME_ROOM))
    dialog.move(x, y)
