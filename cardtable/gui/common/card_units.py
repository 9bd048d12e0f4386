"""Card units: the coordinate system every part of the card art is drawn in.

The card is 1.0 wide and ``CARD_ASPECT`` (1.4) high; a painter is scaled onto the target
rectangle (``unit_transform``) and everything after that is drawn in these units, so the art
is the same at any card size and device pixel ratio. The outline, the face's colours and the
two helpers for symmetric shapes (a path mirrored about the vertical middle, the painter
turned about the card's centre for the double-ended half) are shared by the face, the courts
and the back.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

CARD_ASPECT = 3.5 / 2.5
"""Height over width of a standard (poker size) playing card."""

FACE_FILL = QColor(255, 255, 255)
FACE_BORDER = QColor(120, 120, 128)
CORNER_RADIUS = 0.055


def mirrored_path(
    start: tuple[float, float],
    left: Sequence[tuple[tuple[float, float], tuple[float, float], tuple[float, float]]],
) -> QPainterPath:
    """A closed path symmetric about x = 0.5 from its left half (cubic segments).

    Building one half and mirroring it keeps the suit shapes exactly symmetric, which the eye
    notices immediately when it is not.
    """
    path = QPainterPath(QPointF(*start))
    points = [start]
    for c1, c2, end in left:
        path.cubicTo(QPointF(*c1), QPointF(*c2), QPointF(*end))
        points.append(end)
    for i in range(len(left) - 1, -1, -1):
        c1, c2, _end = left[i]
        seg_start = points[i]
        path.cubicTo(
            QPointF(1.0 - c2[0], c2[1]),
            QPointF(1.0 - c1[0], c1[1]),
            QPointF(1.0 - seg_start[0], seg_start[1]),
        )
    path.closeSubpath()
    return path


def unit_transform(painter: QPainter, rect: QRectF) -> float:
    """Map card units onto ``rect``; returns the logical width of one card unit.

    A rect within 3% of the card aspect is filled exactly (pixel rounding of pixmap sizes
    must not leave a transparent sliver); any other rect gets a centred card of the right shape.
    """
    w, h = rect.width(), rect.height()
    if w <= 0 or h <= 0:
        return 0.0
    if abs(h / (w * CARD_ASPECT) - 1.0) < 0.03:
        painter.translate(rect.topLeft())
        painter.scale(w, h / CARD_ASPECT)
        return w
    unit = min(w, h / CARD_ASPECT)
    painter.translate(rect.center().x() - unit / 2, rect.center().y() - unit * CARD_ASPECT / 2)
    painter.scale(unit, unit)
    return unit


def card_outline(painter: QPainter, unit: float, fill: QColor, border: QColor) -> None:
    """The rounded card with a thin border of at least one logical pixel."""
    pen_w = max(1.0 / unit, 0.008)
    half = pen_w / 2
    painter.setPen(QPen(border, pen_w))
    painter.setBrush(fill)
    painter.drawRoundedRect(
        QRectF(half, half, 1.0 - pen_w, CARD_ASPECT - pen_w),
        CORNER_RADIUS - half,
        CORNER_RADIUS - half,
    )


def turned(painter: QPainter, centre: QPointF) -> None:
    """Rotate the painter 180° about ``centre`` (the double-ended half of the card)."""
    painter.translate(centre)
    painter.rotate(180)
    painter.translate(-centre)
