"""What stands in the middle of a card face: the pips of 2-10 in their classic places, the
single big pip of the ace, and the court cards' panel (crown, tiara or shield, the letter and
the suit, double-ended).

Pips keep to a central band that never touches the indices in the corners
(``card_face.py``); every shape here is drawn in card units (``card_units.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from cardtable.core.cards import Card, Rank, Suit
from cardtable.gui.common.card_glyphs import draw_rank, suit_path
from cardtable.gui.common.card_units import CARD_ASPECT, mirrored_path, turned

_COURT_FILL = QColor(251, 246, 232)
_GOLD = QColor(214, 168, 48)
_GOLD_DARK = QColor(120, 88, 20)

_PIP_H = 0.15
_PIP_COL_DX = 0.13  # pip columns sit at 0.5 ± this
_PIP_TOP = 0.215  # centre of the top pip row
_ACE_PIP_H = 0.42
_COURT_FRAME = QRectF(0.27, 0.07, 0.46, CARD_ASPECT - 0.14)

# Classic pip positions: (column -1/0/+1, row 0..1 from top to bottom).
_PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0.0), (0, 1.0)),
    3: ((0, 0.0), (0, 0.5), (0, 1.0)),
    4: ((-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)),
    5: ((-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)),
    6: ((-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    7: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    8: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1.0), (1, 1.0)),
    9: (
        (-1, 0.0), (1, 0.0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5),
        (-1, 2 / 3), (1, 2 / 3), (-1, 1.0), (1, 1.0),
    ),
    10: (
        (-1, 0.0), (1, 0.0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3),
        (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6), (-1, 1.0), (1, 1.0),
    ),
}  # fmt: skip


def draw_pips(painter: QPainter, card: Card, colour: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    span = CARD_ASPECT - 2 * _PIP_TOP
    for column, row in _PIP_LAYOUTS[int(card.rank)]:
        centre = QPointF(0.5 + column * _PIP_COL_DX, _PIP_TOP + row * span)
        path = suit_path(card.suit, _PIP_H, centre)
        if row > 0.5:  # pips in the lower half stand upside down, as on every classic deck
            t = QTransform()
            t.translate(centre.x(), centre.y())
            t.rotate(180)
            t.translate(-centre.x(), -centre.y())
            path = t.map(path)
        painter.drawPath(path)


def draw_ace(painter: QPainter, card: Card, colour: QColor) -> None:
    centre = QPointF(0.5, CARD_ASPECT / 2)
    if card.suit == Suit.SPADES:
        # The ace of spades traditionally carries a flourish; ours is a thin double ring.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 0.008))
        painter.drawEllipse(centre, 0.3, 0.3)
        painter.setPen(QPen(colour, 0.004))
        painter.drawEllipse(centre, 0.275, 0.275)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(suit_path(card.suit, _ACE_PIP_H, centre))


def _crown(box: QRectF) -> QPainterPath:
    """King: five-pointed crown with orbs on three points."""

    def p(x: float, y: float) -> QPointF:
        return QPointF(box.left() + x * box.width(), box.top() + y * box.height())

    path = QPainterPath(p(0.04, 0.82))
    for x, y in ((0.0, 0.3), (0.27, 0.58), (0.5, 0.16), (0.73, 0.58), (1.0, 0.3), (0.96, 0.82)):
        path.lineTo(p(x, y))
    path.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(p(0.02, 0.8), p(0.98, 1.0)), 0.02, 0.02)
    path = path.united(band)
    r = 0.085 * box.width()
    for x, y in ((0.0, 0.3), (0.5, 0.16), (1.0, 0.3)):
        orb = QPainterPath()
        orb.addEllipse(p(x, y - 0.04), r, r)
        path = path.united(orb)
    return path


def _tiara(box: QRectF) -> QPainterPath:
    """Queen: a tiara of three rounded arches on a band."""

    def p(x: float, y: float) -> QPointF:
        return QPointF(box.left() + x * box.width(), box.top() + y * box.height())

    path = QPainterPath(p(0.02, 0.82))
    path.lineTo(p(0.02, 0.52))
    path.quadTo(p(0.18, 0.12), p(0.34, 0.5))
    path.quadTo(p(0.5, -0.05), p(0.66, 0.5))
    path.quadTo(p(0.82, 0.12), p(0.98, 0.52))
    path.lineTo(p(0.98, 0.82))
    path.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(p(0.0, 0.8), p(1.0, 1.0)), 0.02, 0.02)
    return path.united(band)


def _shield(box: QRectF) -> QPainterPath:
    """Jack: a heraldic shield."""
    w, h, x0, y0 = box.width(), box.height(), box.left(), box.top()
    outline = mirrored_path(
        (0.5, 0.0),
        [((0.3, 0.08), (0.12, 0.08), (0.02, 0.05)), ((0.02, 0.6), (0.2, 0.82), (0.5, 1.0))],
    )
    return QTransform(w, 0, 0, h, x0, y0).map(outline)


def draw_court(painter: QPainter, card: Card, colour: QColor) -> None:
    frame = _COURT_FRAME
    # The panel: cream field, a border in the suit's ink and a thin gold rule inside it.
    painter.setPen(QPen(colour, 0.012))
    painter.setBrush(_COURT_FILL)
    painter.drawRoundedRect(frame, 0.03, 0.03)
    painter.setPen(QPen(_GOLD, 0.005))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(frame.adjusted(0.02, 0.02, -0.02, -0.02), 0.018, 0.018)
    mid = QPointF(frame.center().x(), frame.center().y())
    # Centre rule with a small gold lozenge: the line the double-ended halves meet on.
    painter.setPen(QPen(colour, 0.005))
    painter.drawLine(QPointF(frame.left() + 0.05, mid.y()), QPointF(mid.x() - 0.05, mid.y()))
    painter.drawLine(QPointF(mid.x() + 0.05, mid.y()), QPointF(frame.right() - 0.05, mid.y()))
    lozenge = suit_path(Suit.DIAMONDS, 0.07, mid)
    painter.setPen(QPen(_GOLD_DARK, 0.004))
    painter.setBrush(_GOLD)
    painter.drawPath(lozenge)

    emblem_maker = {Rank.KING: _crown, Rank.QUEEN: _tiara, Rank.JACK: _shield}[card.rank]
    for half in range(2):
        painter.save()
        if half:
            turned(painter, mid)
        emblem_top = frame.top() + 0.045
        emblem_w = 0.17 if card.rank == Rank.JACK else 0.24
        emblem = emblem_maker(QRectF(mid.x() - emblem_w / 2, emblem_top, emblem_w, 0.15))
        painter.setPen(QPen(_GOLD_DARK, 0.006))
        painter.setBrush(_GOLD)
        painter.drawPath(emblem)
        if card.rank == Rank.JACK:
            # A chevron in the suit's ink across the shield.
            pen = QPen(colour, 0.024, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            chevron = QPainterPath(QPointF(mid.x() - 0.06, emblem_top + 0.095))
            chevron.lineTo(mid.x(), emblem_top + 0.05)
            chevron.lineTo(mid.x() + 0.06, emblem_top + 0.095)
            painter.drawPath(chevron)
        elif card.rank == Rank.QUEEN:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(mid.x(), emblem_top + 0.128), 0.017, 0.017)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        letter_top = frame.top() + 0.23
        draw_rank(painter, card.rank.char, mid.x(), letter_top, 0.24, 0.3)
        painter.drawPath(suit_path(card.suit, 0.1, QPointF(mid.x(), letter_top + 0.32)))
        painter.restore()
