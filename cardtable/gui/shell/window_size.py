"""Where the main window first opens and how big it is, from the screen it opens on.

A fixed first size (it used to be 1280x800) hides the betting buttons below the edge of a
1366x768 laptop and the log at 1024x700: the window must fit the screen's *available* area
(without panels and docks) with its frame, title bar included. The frame is not known until
the window manager has decorated the window, so the first size uses a generous guess and
``fit_frame`` corrects it once the real frame is there.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtWidgets import QWidget

PREFERRED = QSize(1280, 800)
"""The size the table is designed at, used whenever the screen has room for it."""
FRAME_GUESS = QMargins(6, 34, 6, 6)
"""A window manager's border and title bar, before the real ones are known (openbox, GNOME,
KDE and Xfce all draw at most about this)."""
MINIMUM = QSize(900, 600)
"""The smallest window the tables are laid out for (1024x700 screens fit it)."""


def first_geometry(
    available: QRect, frame: QMargins = FRAME_GUESS, preferred: QSize = PREFERRED
) -> QRect:
    """The client area (inside the frame) for a first start: ``preferred`` or smaller so
    that the window and its ``frame`` lie inside ``available``, centred there."""
    room = available.marginsRemoved(frame)
    size = preferred.boundedTo(room.size())
    left = room.left() + (room.width() - size.width()) // 2
    top = room.top() + (room.height() - size.height()) // 2
    return QRect(left, top, size.width(), size.height())


def minimum_for(available: QRect, frame: QMargins = FRAME_GUESS) -> QSize:
    """The window's minimum size: ``MINIMUM``, or less on a screen smaller than that, so the
    minimum never pushes the window past the screen's edge."""
    return MINIMUM.boundedTo(available.marginsRemoved(frame).size())


def place_first(window: QWidget) -> None:
    """Size and centre ``window`` for a first start on the screen it will open on."""
    window.setGeometry(first_geometry(window.screen().availableGeometry()))


def fit_frame(window: QWidget) -> bool:
    """Once shown, shrink and move ``window`` so its real frame lies inside the screen's
    available area; True when it had to change. Harmless without a window manager (the
    frame is then the window itself)."""
    available = window.screen().availableGeometry()
    outer = window.frameGeometry()
    inner = window.geometry()
    if available.contains(outer):
        return False
    frame = QMargins(
        inner.left() - outer.left(),
        inner.top() - outer.top(),
        outer.right() - inner.right(),
        outer.bottom() - inner.bottom(),
    )
    # A frame the window manager has not reported yet reads as zero; keep the guess then.
    if frame.isNull():
        frame = FRAME_GUESS
    window.setMinimumSize(minimum_for(available, frame))
    target = first_geometry(available, frame, inner.size())
    window.setGeometry(target)
    return True
