"""The card back (a white rim, a lattice field and a medallion of the four suits) in its
colour schemes, and the empty-slot outline that marks where a card can go.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from cardtable.core.cards import Suit
from cardtable.gui.common.card_glyphs import suit_path
from cardtable.gui.common.card_units import (
    CARD_ASPECT,
    CORNER_RADIUS,
    FACE_BORDER,
    FACE_FILL,
    card_outline,
    unit_transform,
)


class BackColour(Enum):
    """Colour schemes of the card back: (base, lattice/ornament).

    No green: the table's felt is green and a back must stand out against it.
    """

    BLUE = "blue"
    RED = "red"

    @property
    def colours(self) -> tuple[QColor, QColor]:
        return _BACK_COLOURS[self]


_BACK_COLOURS: dict[BackColour, tuple[QColor, QColor]] = {
    BackColour.BLUE: (QColor(26, 58, 128), QColor(150, 182, 236)),
    BackColour.RED: (QColor(140, 26, 34), QColor(236, 160, 150)),
}


def paint_card_back(painter: QPainter, rect: QRectF, *, back: BackColour = BackColour.BLUE) -> None:
    """Paint the card back into ``rect``: a white rim, a lattice field and a medallion."""
    base, light = back.colours
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    unit = unit_transform(painter, rect)
    if unit > 0:
        card_outline(painter, unit, FACE_FILL, FACE_BORDER)
        field = QRectF(0.06, 0.06, 0.88, CARD_ASPECT - 0.12)
        field_path = QPainterPath()
        field_path.addRoundedRect(field, 0.03, 0.03)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(base)
        painter.drawPath(field_path)

        painter.save()
        painter.setClipPath(field_path)
        # Diagonal lattice, anchored on the card centre so the pattern is symmetric.
        step = 0.11
        lattice = QColor(light)
        lattice.setAlphaF(0.55)
        painter.setPen(QPen(lattice, 0.01))
        cx, cy = 0.5, CARD_ASPECT / 2
        reach = 2.0
        for i in range(-20, 21):
            off = i * step
            painter.drawLine(
                QPointF(cx + off - reach, cy - reach), QPointF(cx + off + reach, cy + reach)
            )
            painter.drawLine(
                QPointF(cx + off - reach, cy + reach), QPointF(cx + off + reach, cy - reach)
            )
        # A small dot in the middle of every lattice cell.
        dot = QColor(light)
        dot.setAlphaF(0.8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(dot)
        for i in range(-12, 13):
            for j in range(-16, 17):
                x = cx + (i + j) * step / 2
                y = cy + (j - i) * step / 2
                if (i + j) % 2 == 0 and field.adjusted(-0.02, -0.02, 0.02, 0.02).contains(x, y):
                    painter.drawEllipse(QPointF(x, y + step / 2), 0.012, 0.012)
        painter.restore()

        # Double frame around the field.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(light, 0.012))
        painter.drawRoundedRect(field.adjusted(0.035, 0.035, -0.035, -0.035), 0.02, 0.02)
        painter.setPen(QPen(base, 0.02))
        painter.drawRoundedRect(field.adjusted(0.01, 0.01, -0.01, -0.01), 0.025, 0.025)

        # Medallion: a lozenge with the four suits, in the light ink.
        centre = QPointF(cx, cy)
        medallion = QPainterPath()
        medallion.moveTo(cx, cy - 0.3)
        medallion.lineTo(cx + 0.24, cy)
        medallion.lineTo(cx, cy + 0.3)
        medallion.lineTo(cx - 0.24, cy)
        medallion.closeSubpath()
        painter.setPen(QPen(light, 0.012))
        painter.setBrush(base)
        painter.drawPath(medallion)
        inner = QTransform()
        inner.translate(cx, cy)
        inner.scale(0.8, 0.8)
        inner.translate(-cx, -cy)
        painter.setPen(QPen(light, 0.005))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(inner.map(medallion))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(light)
        d = 0.075
        for suit, (dx, dy) in zip(
            (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS),
            ((0, -d), (d, 0), (0, d), (-d, 0)),
            strict=True,
        ):
            painter.drawPath(suit_path(suit, 0.07, QPointF(centre.x() + dx, centre.y() + dy)))
    painter.restore()


def paint_empty_slot(painter: QPainter, rect: QRectF, colour: QColor | None = None) -> None:
    """A dashed, card-shaped outline marking where a card can go (an empty pile or seat)."""
    ink = QColor(colour) if colour is not None else QColor(255, 255, 255, 150)
    fill = QColor(ink)
    fill.setAlphaF(ink.alphaF() * 0.15)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    unit = unit_transform(painter, rect)
    if unit > 0:
        pen = QPen(ink, max(1.5 / unit, 0.012), Qt.PenStyle.DashLine)
        pen.setDashPattern([4.0, 3.0])
        painter.setPen(pen)
        painter.setBrush(fill)
        inset = 0.02
        painter.drawRoundedRect(
            QRectF(inset, inset, 1.0 - 2 * inset, CARD_ASPECT - 2 * inset),
            CORNER_RADIUS,
            CORNER_RADIUS,
        )
    painter.restore()
