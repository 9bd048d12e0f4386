"""The card face painter: the outline, the middle of the face (``card_layouts.py``) and the
index in two corners.

The layout is designed for a hand fanned to the right: the top-left index (rank over suit)
takes about 30% of the card width, so it stays readable when neighbouring cards cover the
rest. The same index, turned 180°, sits at the bottom right.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from cardtable.core.cards import Card, Rank
from cardtable.gui.common.card_glyphs import draw_rank, rank_text, suit_colour, suit_path
from cardtable.gui.common.card_layouts import draw_ace, draw_court, draw_pips
from cardtable.gui.common.card_units import (
    CARD_ASPECT,
    FACE_BORDER,
    FACE_FILL,
    card_outline,
    turned,
    unit_transform,
)

_INDEX_CX = 0.148  # centre of the index column
_INDEX_TOP = 0.05
_INDEX_RANK_H = 0.235  # cap height of the rank letter
_INDEX_RANK_MAX_W = 0.2  # "10" is squeezed to this width
_INDEX_GAP = 0.035
_INDEX_SUIT_H = 0.17


def _draw_index(painter: QPainter, card: Card, colour: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    draw_rank(
        painter, rank_text(card.rank), _INDEX_CX, _INDEX_TOP, _INDEX_RANK_H, _INDEX_RANK_MAX_W
    )
    suit_top = _INDEX_TOP + _INDEX_RANK_H + _INDEX_GAP
    painter.drawPath(
        suit_path(card.suit, _INDEX_SUIT_H, QPointF(_INDEX_CX, suit_top + _INDEX_SUIT_H / 2))
    )


def paint_card_face(
    painter: QPainter, rect: QRectF, card: Card, *, four_colour: bool = False
) -> None:
    """Paint the face of ``card`` into ``rect`` (logical coordinates of ``painter``)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    unit = unit_transform(painter, rect)
    if unit > 0:
        colour = suit_colour(card.suit, four_colour)
        card_outline(painter, unit, FACE_FILL, FACE_BORDER)
        if card.rank == Rank.ACE:
            draw_ace(painter, card, colour)
        elif card.rank >= Rank.JACK:
            draw_court(painter, card, colour)
        else:
            draw_pips(painter, card, colour)
        _draw_index(painter, card, colour)
        turned(painter, QPointF(0.5, CARD_ASPECT / 2))
        _draw_index(painter, card, colour)
    painter.restore()
