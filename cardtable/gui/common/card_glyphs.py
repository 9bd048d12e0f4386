"""The glyphs of the card art: the four suit shapes and the rank letters.

Suit symbols are vector paths built here, not taken from a font, so they look the same on
every system and can be used at any size (the index, the pips, the icon, the table's labels).
Rank letters are font outlines measured against "H" and scaled to a fixed box, so a missing
font changes the letter shapes a little but never the layout.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QTransform

from cardtable.core.cards import Suit
from cardtable.gui.common.card_units import mirrored_path

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


# --------------------------------------------------------------------------- suit shapes


def _heart() -> QPainterPath:
    return mirrored_path(
        (0.5, 1.0),
        [
            ((0.40, 0.86), (0.0, 0.62), (0.0, 0.31)),
            ((0.0, 0.12), (0.12, 0.0), (0.27, 0.0)),
            ((0.38, 0.0), (0.46, 0.07), (0.5, 0.19)),
        ],
    )


def _diamond() -> QPainterPath:
    # Slightly concave sides: a plain rhombus looks stiff next to the curved suits.
    return mirrored_path(
        (0.5, 0.0),
        [
            ((0.42, 0.14), (0.25, 0.36), (0.12, 0.5)),
            ((0.25, 0.64), (0.42, 0.86), (0.5, 1.0)),
        ],
    )


def _spade() -> QPainterPath:
    return mirrored_path(
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
    stem = mirrored_path(
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


RANK_FACES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""Ranks as the card faces write them (the ten "10"), by rank number from 1 (the ace)."""


def rank_text(rank: int) -> str:
    """A rank (a ``Rank`` or its number) as the card faces write it: "A", "10", "K"."""
    return RANK_FACES[rank - 1]


def draw_rank(
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
