"""Card art drawn by the project with QPainter: faces, the back and an empty-slot outline.

Why QPainter and not bundled images: the art must stay sharp at any card size and any device
pixel ratio (200% screens), must offer a four-colour deck as an option of the same art, and
must not depend on third-party artwork or on which fonts a system happens to have. Suit
symbols are therefore vector paths built here, and rank letters are font outlines that are
measured and scaled to a fixed box, so a missing font changes the letter shapes a little but
never the layout.

Layout is designed for a hand fanned to the right: the top-left index (rank over suit) takes
about 30% of the card width, so it stays readable when neighbouring cards cover the rest. The
same index, turned 180°, sits at the bottom right. Pips keep to a central band that never
touches the indices.

Drawing is done in "card units": the card is 1.0 wide and ``CARD_ASPECT`` (1.4) high, and the
painter is scaled to the target rectangle. ``paint_card`` is a pure function of its arguments;
``CardPixmapCache`` renders each (card, width, dpr, colours, back) once and keeps the pixmap,
so the table never rasterises art inside ``paint()``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from enum import Enum
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from cardtable.core.cards import Card, Rank, Suit

__all__ = [
    "CARD_ASPECT",
    "BackColour",
    "CardPixmapCache",
    "card_pixel_size",
    "card_size_for_width",
    "paint_card",
    "paint_card_back",
    "paint_card_face",
    "paint_empty_slot",
    "render_card_image",
    "suit_colour",
    "suit_path",
]

CARD_ASPECT = 3.5 / 2.5
"""Height over width of a standard (poker size) playing card."""

RANK_FONT_FAMILIES: tuple[str, ...] = (
    "DejaVu Sans Condensed",
    "DejaVu Sans",
    "NanumGothic",
    "Liberation Sans Narrow",
    "Liberation Sans",
    "Arial",
    "Helvetica",
)
"""Tried in order for rank letters; glyphs are scaled to a fixed box, so any of them fits."""

# Colours. Two-colour: red hearts/diamonds, black spades/clubs. Four-colour: the common poker
# convention, blue diamonds and green clubs, so a flush draw can be seen at a glance.
_RED = QColor(200, 24, 38)
_BLACK = QColor(24, 24, 28)
_BLUE = QColor(22, 86, 196)
_GREEN = QColor(20, 128, 58)
_TWO_COLOUR = {Suit.CLUBS: _BLACK, Suit.DIAMONDS: _RED, Suit.HEARTS: _RED, Suit.SPADES: _BLACK}
_FOUR_COLOUR = {Suit.CLUBS: _GREEN, Suit.DIAMONDS: _BLUE, Suit.HEARTS: _RED, Suit.SPADES: _BLACK}

_FACE_FILL = QColor(255, 255, 255)
_FACE_BORDER = QColor(120, 120, 128)
_COURT_FILL = QColor(251, 246, 232)
_GOLD = QColor(214, 168, 48)
_GOLD_DARK = QColor(120, 88, 20)

# Geometry in card units (width 1.0, height CARD_ASPECT).
_CORNER_RADIUS = 0.055
_INDEX_CX = 0.148  # centre of the index column
_INDEX_TOP = 0.05
_INDEX_RANK_H = 0.235  # cap height of the rank letter
_INDEX_RANK_MAX_W = 0.2  # "10" is squeezed to this width
_INDEX_GAP = 0.035
_INDEX_SUIT_H = 0.17
_PIP_H = 0.15
_PIP_COL_DX = 0.13  # pip columns sit at 0.5 ± this
_PIP_TOP = 0.215  # centre of the top pip row
_ACE_PIP_H = 0.42
_COURT_FRAME = QRectF(0.27, 0.07, 0.46, CARD_ASPECT - 0.14)


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


# --------------------------------------------------------------------------- suit shapes


def _mirrored_path(
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


def _heart() -> QPainterPath:
    return _mirrored_path(
        (0.5, 1.0),
        [
            ((0.40, 0.86), (0.0, 0.62), (0.0, 0.31)),
            ((0.0, 0.12), (0.12, 0.0), (0.27, 0.0)),
            ((0.38, 0.0), (0.46, 0.07), (0.5, 0.19)),
        ],
    )


def _diamond() -> QPainterPath:
    # Slightly concave sides: a plain rhombus looks stiff next to the curved suits.
    return _mirrored_path(
        (0.5, 0.0),
        [
            ((0.42, 0.14), (0.25, 0.36), (0.12, 0.5)),
            ((0.25, 0.64), (0.42, 0.86), (0.5, 1.0)),
        ],
    )


def _spade() -> QPainterPath:
    return _mirrored_path(
        (0.5, 0.0),
        [
            ((0.42, 0.14), (0.0, 0.36), (0.0, 0.60)),
            ((0.0, 0.77), (0.12, 0.86), (0.26, 0.86)),
            ((0.36, 0.86), (0.44, 0.81), (0.475, 0.74)),
            ((0.47, 0.86), (0.42, 0.95), (0.32, 1.0)),
            ((0.40, 1.0), (0.45, 1.0), (0.5, 1.0)),
        ],
    )


def _club() -> QPainterPath:
    r = 0.235
    path = QPainterPath()
    for cx, cy in ((0.5, 0.265), (0.255, 0.6), (0.745, 0.6)):
        path.addEllipse(QPointF(cx, cy), r, r)
    core = QPainterPath(QPointF(0.5, 0.3))
    core.lineTo(0.3, 0.62)
    core.lineTo(0.7, 0.62)
    core.closeSubpath()
    stem = _mirrored_path(
        (0.5, 0.55),
        [
            ((0.49, 0.55), (0.48, 0.55), (0.475, 0.6)),
            ((0.47, 0.84), (0.42, 0.95), (0.32, 1.0)),
            ((0.40, 1.0), (0.45, 1.0), (0.5, 1.0)),
        ],
    )
    return path.united(core).united(stem).simplified()


@cache
def _unit_suit_path(suit: Suit) -> QPainterPath:
    raw = {Suit.HEARTS: _heart, Suit.DIAMONDS: _diamond, Suit.SPADES: _spade, Suit.CLUBS: _club}[
        suit
    ]()
    # Normalise: height exactly 1, top at 0, centred on x = 0, whatever the drawing above did.
    box = raw.boundingRect()
    t = QTransform()
    t.scale(1.0 / box.height(), 1.0 / box.height())
    t.translate(-box.center().x(), -box.top())
    return t.map(raw)


def suit_path(suit: Suit, height: float = 1.0, centre: QPointF | None = None) -> QPainterPath:
    """The outline of ``suit`` scaled to ``height`` and centred on ``centre``.

    The shapes are drawn here rather than taken from a font so they look the same on every
    system and can be used at any size (the index, the pips, the icon, the table's labels).
    """
    c = centre if centre is not None else QPointF(0.0, 0.0)
    t = QTransform()
    t.translate(c.x(), c.y() - height / 2)
    t.scale(height, height)
    return t.map(_unit_suit_path(suit))


def suit_colour(suit: Suit, four_colour: bool = False) -> QColor:
    """The ink of ``suit``: red/black, or the four-colour deck's black/red/blue/green."""
    return QColor((_FOUR_COLOUR if four_colour else _TWO_COLOUR)[suit])


# --------------------------------------------------------------------------- rank letters


def _rank_font() -> QFont:
    font = QFont()
    font.setFamilies(list(RANK_FONT_FAMILIES))
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(200)  # outlines are scaled afterwards; a large size keeps them exact
    return font


@cache
def _rank_glyphs(text: str) -> tuple[QPainterPath, QRectF]:
    """The outline of ``text`` with cap height 1, baseline at y = 1, centred on x = 0.

    Returns the path and its bounding box. Measured against "H" so every font gives the same
    cap height; the box tells how far tails and descenders (Q, J) reach below the baseline.
    """
    font = _rank_font()
    ref = QPainterPath()
    ref.addText(0, 0, font, "H")
    cap = -ref.boundingRect().top()
    path = QPainterPath()
    path.addText(0, 0, font, text)
    box = path.boundingRect()
    t = QTransform()
    t.scale(1.0 / cap, 1.0 / cap)
    t.translate(-box.center().x(), cap)
    out = t.map(path)
    return out, out.boundingRect()


def _rank_text(rank: Rank) -> str:
    return "10" if rank == Rank.TEN else rank.char


def _draw_rank(
    painter: QPainter, text: str, cx: float, top: float, height: float, max_width: float
) -> None:
    """Fill ``text`` into the box ``height`` high from ``top``, centred on ``cx``.

    Capitals fill the height; a letter with a descender (J, and Q's tail in many fonts) is
    scaled down just enough to keep inside the box, so nothing ever runs into the suit below
    it. Text wider than ``max_width`` ("10") is squeezed horizontally, not shrunk.
    """
    path, box = _rank_glyphs(text)
    top_ext = min(box.top(), 0.0)
    extent = max(box.bottom(), 1.0) - top_ext
    sy = height / extent
    sx = min(sy, max_width / box.width())
    t = QTransform()
    t.translate(cx, top - top_ext * sy)
    t.scale(sx, sy)
    painter.drawPath(t.map(path))


# --------------------------------------------------------------------------- painting


def _unit_transform(painter: QPainter, rect: QRectF) -> float:
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


def _card_outline(painter: QPainter, unit: float, fill: QColor, border: QColor) -> None:
    """The rounded card with a thin border of at least one logical pixel."""
    pen_w = max(1.0 / unit, 0.008)
    half = pen_w / 2
    painter.setPen(QPen(border, pen_w))
    painter.setBrush(fill)
    painter.drawRoundedRect(
        QRectF(half, half, 1.0 - pen_w, CARD_ASPECT - pen_w),
        _CORNER_RADIUS - half,
        _CORNER_RADIUS - half,
    )


def _draw_index(painter: QPainter, card: Card, colour: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    _draw_rank(
        painter, _rank_text(card.rank), _INDEX_CX, _INDEX_TOP, _INDEX_RANK_H, _INDEX_RANK_MAX_W
    )
    suit_top = _INDEX_TOP + _INDEX_RANK_H + _INDEX_GAP
    painter.drawPath(
        suit_path(card.suit, _INDEX_SUIT_H, QPointF(_INDEX_CX, suit_top + _INDEX_SUIT_H / 2))
    )


def _turned(painter: QPainter, centre: QPointF) -> None:
    """Rotate the painter 180° about ``centre`` (the double-ended half of the card)."""
    painter.translate(centre)
    painter.rotate(180)
    painter.translate(-centre)


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


def _draw_pips(painter: QPainter, card: Card, colour: QColor) -> None:
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


def _draw_ace(painter: QPainter, card: Card, colour: QColor) -> None:
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
    outline = _mirrored_path(
        (0.5, 0.0),
        [((0.3, 0.08), (0.12, 0.08), (0.02, 0.05)), ((0.02, 0.6), (0.2, 0.82), (0.5, 1.0))],
    )
    return QTransform(w, 0, 0, h, x0, y0).map(outline)


def _draw_court(painter: QPainter, card: Card, colour: QColor) -> None:
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
            _turned(painter, mid)
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
        _draw_rank(painter, card.rank.char, mid.x(), letter_top, 0.24, 0.3)
        painter.drawPath(suit_path(card.suit, 0.1, QPointF(mid.x(), letter_top + 0.32)))
        painter.restore()


def paint_card_face(
    painter: QPainter, rect: QRectF, card: Card, *, four_colour: bool = False
) -> None:
    """Paint the face of ``card`` into ``rect`` (logical coordinates of ``painter``)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    unit = _unit_transform(painter, rect)
    if unit > 0:
        colour = suit_colour(card.suit, four_colour)
        _card_outline(painter, unit, _FACE_FILL, _FACE_BORDER)
        if card.rank == Rank.ACE:
            _draw_ace(painter, card, colour)
        elif card.rank >= Rank.JACK:
            _draw_court(painter, card, colour)
        else:
            _draw_pips(painter, card, colour)
        _draw_index(painter, card, colour)
        _turned(painter, QPointF(0.5, CARD_ASPECT / 2))
        _draw_index(painter, card, colour)
    painter.restore()


def paint_card_back(painter: QPainter, rect: QRectF, *, back: BackColour = BackColour.BLUE) -> None:
    """Paint the card back into ``rect``: a white rim, a lattice field and a medallion."""
    base, light = back.colours
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    unit = _unit_transform(painter, rect)
    if unit > 0:
        _card_outline(painter, unit, _FACE_FILL, _FACE_BORDER)
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


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: Card | None,
    *,
    four_colour: bool = False,
    back: BackColour = BackColour.BLUE,
) -> None:
    """Paint ``card``'s face, or the back when ``card`` is None, into ``rect``."""
    if card is None:
        paint_card_back(painter, rect, back=back)
    else:
        paint_card_face(painter, rect, card, four_colour=four_colour)


def paint_empty_slot(painter: QPainter, rect: QRectF, colour: QColor | None = None) -> None:
    """A dashed, card-shaped outline marking where a card can go (an empty pile or seat)."""
    ink = QColor(colour) if colour is not None else QColor(255, 255, 255, 150)
    fill = QColor(ink)
    fill.setAlphaF(ink.alphaF() * 0.15)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    unit = _unit_transform(painter, rect)
    if unit > 0:
        pen = QPen(ink, max(1.5 / unit, 0.012), Qt.PenStyle.DashLine)
        pen.setDashPattern([4.0, 3.0])
        painter.setPen(pen)
        painter.setBrush(fill)
        inset = 0.02
        painter.drawRoundedRect(
            QRectF(inset, inset, 1.0 - 2 * inset, CARD_ASPECT - 2 * inset),
            _CORNER_RADIUS,
            _CORNER_RADIUS,
        )
    painter.restore()


# --------------------------------------------------------------------------- rendering, cache


def card_size_for_width(width: int) -> QSize:
    """Logical size of a card ``width`` pixels wide (height rounded to whole pixels)."""
    return QSize(width, round(width * CARD_ASPECT))


def card_pixel_size(width: int, dpr: float = 1.0) -> QSize:
    """Device-pixel size of the image for a card ``width`` logical pixels wide at ``dpr``."""
    return QSize(round(width * dpr), round(width * CARD_ASPECT * dpr))


def render_card_image(
    card: Card | None,
    width: int,
    dpr: float = 1.0,
    *,
    four_colour: bool = False,
    back: BackColour = BackColour.BLUE,
) -> QImage:
    """Render one card into a transparent QImage of ``width``×``dpr`` device pixels.

    A QImage, not a QPixmap, so this may run on a worker thread (as kpat pre-renders its
    cards); ``CardPixmapCache`` converts on the GUI thread. The image carries ``dpr`` so Qt
    draws it at its logical size, sharp on high-density screens.
    """
    if width <= 0 or dpr <= 0:
        raise ValueError(f"card width and dpr must be positive, got {width} and {dpr}")
    size = card_pixel_size(width, dpr)
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        logical = QRectF(0, 0, size.width() / dpr, size.height() / dpr)
        paint_card(painter, logical, card, four_colour=four_colour, back=back)
    finally:
        painter.end()
    return image


CacheKey = tuple[int, int, float, bool, BackColour | None]


class CardPixmapCache:
    """Card pixmaps rendered once per (card, width, dpr, colour scheme, back) and kept.

    The table asks for a pixmap whenever it lays out or the screen's scale changes; asking
    again for the same key returns the very same QPixmap without drawing anything. Options
    that do not affect a picture are left out of its key (the back colour for faces, the
    four-colour flag for the back), so they never cause a second render. The oldest pixmaps
    are dropped beyond ``max_entries``, which bounds memory while a window is being resized
    through many sizes. Use from the GUI thread only (QPixmap).
    """

    def __init__(self, max_entries: int = 1024) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self.max_entries = max_entries
        self._pixmaps: OrderedDict[CacheKey, QPixmap] = OrderedDict()

    @staticmethod
    def key(
        card: Card | None,
        width: int,
        dpr: float = 1.0,
        *,
        four_colour: bool = False,
        back: BackColour = BackColour.BLUE,
    ) -> CacheKey:
        if card is None:
            return (-1, int(width), round(float(dpr), 4), False, back)
        return (card.index, int(width), round(float(dpr), 4), bool(four_colour), None)

    def pixmap(
        self,
        card: Card | None,
        width: int,
        dpr: float = 1.0,
        *,
        four_colour: bool = False,
        back: BackColour = BackColour.BLUE,
    ) -> QPixmap:
        """The pixmap of ``card`` (None for the back), ``width`` logical pixels wide."""
        key = self.key(card, width, dpr, four_colour=four_colour, back=back)
        found = self._pixmaps.get(key)
        if found is not None:
            self._pixmaps.move_to_end(key)
            return found
        image = render_card_image(card, int(width), dpr, four_colour=four_colour, back=back)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._pixmaps[key] = pixmap
        while len(self._pixmaps) > self.max_entries:
            self._pixmaps.popitem(last=False)
        return pixmap

    def clear(self) -> None:
        """Forget every pixmap (for example after the art settings change)."""
        self._pixmaps.clear()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def __contains__(self, key: object) -> bool:
        return key in self._pixmaps
