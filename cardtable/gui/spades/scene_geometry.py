"""Where things stand on the Spades felt: the sizes the cards are drawn at (the person's
hand, the opponents' backs, the trick), the fan of the hand, the ring of the trick and its
note, the pills' sizes, and the ``Footprint`` that ``seat_layouts`` places the seats around.

Apart from the scene (``scene.py``), which draws a position at these places, because they are
plain numbers and sums (several sized against a 1024x700 screen, as their notes say) that more
than the scene reads: the deal's animation starts at ``DECK_POS`` and lands trick-sized cards,
and the layout tests check the footprint at every table size without building a scene.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF

from cardtable.gui.common.cardart import CARD_ASPECT
from cardtable.gui.common.scene import CENTRE, HUMAN_LABEL, HUMAN_PLATE, INFO_RECT
from cardtable.gui.common.seat_layout import Footprint, Zone
from cardtable.spades import SpadesRules

HAND_CARD_W = 92.0
HAND_SPAN = 1000.0
HAND_MAX_GAP = 62.0
HAND_Y = 612.0  # centre of the person's hand
LIFT = 26.0
OPP_CARD_W = 38.0
OPP_GAP = 6.5
TRICK_CARD_W = 68.0
WARM_SIZES = ((HAND_CARD_W, True), (TRICK_CARD_W, True), (OPP_CARD_W, False))
"""The widths this scene draws cards at, rendered ahead (the opponents' face down only)."""
TRICK_RX, TRICK_RY = 115.0, 80.0
DECK_POS = QPointF(CENTRE.x() - OPP_CARD_W / 2, CENTRE.y() - 28)


def trick_spread(players: int) -> float:
    """More seats: a wider ring in the middle so the trick's cards do not overlap."""
    return 1.0 if players <= 4 else 1.3


def trick_card_pos(k: int, players: int) -> QPointF:
    """Top-left corner of the card played to the trick by the seat ``k`` places clockwise
    from the person (0: the person, at the bottom)."""
    a = math.radians(90 + k * 360.0 / players)
    spread = trick_spread(players)
    centre = QPointF(
        CENTRE.x() + TRICK_RX * spread * math.cos(a), CENTRE.y() + TRICK_RY * spread * math.sin(a)
    )
    return centre - QPointF(TRICK_CARD_W / 2, TRICK_CARD_W * CARD_ASPECT / 2)


def trick_note_y(players: int) -> float:
    """The line under the trick ("Mina led · Tom winning")."""
    return CENTRE.y() + TRICK_RY * trick_spread(players) + TRICK_CARD_W * CARD_ASPECT / 2 + 16


PILL_PX = 20
"""The opponents' pills ("13 cards · Partner") in scene pixels. A window filling a 1024x700
screen is 1012x660 inside its frame, and the felt is drawn at 0.5675 of its size there: 20 px
is 11.35 px on screen (19 came out 10.8, 16 about 9: issue 26, defect 6)."""
PILL_H = 28.0
PILL_W = 224.0
"""The room kept for the widest pill, "13 cards · Partner" (202 px of text at 20 px and its
rounded ends), except at six players: 198 is the most that layout has beside the trick, and
the partner's pill says "17 · Partner" there (``show_count``)."""
PILL_W_SIX = 198.0
NAME_PX = 21
"""The plates' names and chips: 20 px came out 11.35 px on screen at 1012x660 (the status
line stays at 22, about 12.5 px)."""
NOTE_W = 380.0
"""The trick's note ("Trick 12: Jisoo led · Mina won") at the pills' size, 20 px: it was
16 px, about 9 px on screen at 1024x700."""


def spades_footprint(rules: SpadesRules) -> Footprint:
    """The Spades table's sizes for ``seat_layouts``: a fan of backs and a pill per opponent,
    the person's fanned hand, the trick and its note in the middle, the info lines."""
    trick = QRectF()
    for k in range(rules.players):
        trick = trick.united(
            QRectF(
                trick_card_pos(k, rules.players), QSizeF(TRICK_CARD_W, TRICK_CARD_W * CARD_ASPECT)
            )
        )
    hand_top = HAND_Y - HAND_CARD_W * CARD_ASPECT / 2 - LIFT
    return Footprint(
        cards=QSizeF(OPP_GAP * (rules.hand_size - 1) + OPP_CARD_W, OPP_CARD_W * CARD_ASPECT),
        shown=None,
        label=QSizeF(PILL_W_SIX if rules.players == 6 else PILL_W, PILL_H),
        label_when="both",
        bet=None,
        human_plate=HUMAN_PLATE,
        human_cards=QPointF(CENTRE.x(), HAND_Y),
        human_bet=CENTRE,
        human_label=HUMAN_LABEL,
        zones=(
            Zone(
                QRectF(
                    CENTRE.x() - HAND_SPAN / 2,
                    hand_top,
                    HAND_SPAN,
                    HAND_CARD_W * CARD_ASPECT + LIFT,
                )
            ),
            Zone(trick),
            Zone(
                QRectF(
                    CENTRE.x() - NOTE_W / 2,
                    trick_note_y(rules.players) - PILL_H / 2,
                    NOTE_W,
                    PILL_H,
                )
            ),
            Zone(INFO_RECT),
        ),
        pill_px=PILL_PX,
        pill_h=PILL_H,
        name_px=NAME_PX,
    )
