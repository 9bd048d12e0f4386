"""Where the replayer lays every other seat's cards face up on the Spades felt.

The backs are 38 scene px wide (about 21 px on screen at 1024x700): face up at that size
their corners did not read (issue 26, defect 9). A face-up hand gets the largest cards, in
the fewest rows (one at five and six players; two at three, and beside the partner at
four), that fit where it lies without covering a plate, the trick, the person's hand or
another open hand: each card's corner shows left of the next, and a lower row shows the
corners of the row above it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from cardtable.gui.common.cardart import CARD_ASPECT
from cardtable.gui.common.seat_layout import MARGIN, PLATE_SIZE, rect_at

OPEN_WIDTHS = (72.0, 64.0, 56.0, 48.0, 42.0)
"""Card widths tried, largest first: 72 is about 41 px on screen at 1024x700."""
STEP = 0.31  # of the card's width: the strip of each card left of the next (its corner)
ROW_STEP = 0.44  # of the card's height: a lower row below the corners of the row above
MAX_ROWS = 4
SIDE = 150.0  # a seat this far left or right of the middle grows inward, not downward


@dataclass(frozen=True)
class OpenRows:
    """A seat's face-up hand: card ``width``, ``per_row`` cards a row, the top-left corner
    of the first card at ``origin``."""

    width: float
    per_row: int
    origin: QPointF

    def card_pos(self, slot: int) -> QPointF:
        row, col = divmod(slot, self.per_row)
        return self.origin + QPointF(col * self.width * STEP, row * self.height * ROW_STEP)

    @property
    def height(self) -> float:
        return self.width * CARD_ASPECT

    def block(self, count: int) -> QRectF:
        rows = math.ceil(count / self.per_row)
        cols = min(count, self.per_row)
        w = self.width + self.width * STEP * (cols - 1)
        h = self.height + self.height * ROW_STEP * (rows - 1)
        return QRectF(self.origin, QPointF(self.origin.x() + w, self.origin.y() + h))


def _origins(
    cards: QPointF, plate: QPointF, centre: QPointF, backs: QRectF, w: float, h: float
) -> list[QPointF]:
    """Where a block ``w`` by ``h`` may start, best first: a side seat's grows toward the
    middle from its backs' outer edge, level with them; any seat's may grow away from its
    plate (down from the backs' top when the plate is above them, else up), from that edge
    or centred on the backs; or lie clear of its plate on the side away from it, centred on
    the cards or (a side seat's) growing away from the middle. The middle is the trick's
    room: with the first places alone, five players' hands came in two rows pressed beside
    their seats and six players' in three, where one row each fits clear of the plates."""
    away = backs.top() if plate.y() < cards.y() else backs.bottom() - h
    inward = backs.left() if cards.x() < centre.x() else backs.right() - w
    outward = backs.right() - w if cards.x() < centre.x() else backs.left()
    out = []
    if abs(cards.x() - centre.x()) > SIDE:
        out.append(QPointF(inward, cards.y() - h / 2))
        out.append(QPointF(inward, away))
    out.append(QPointF(cards.x() - w / 2, away))
    # Clear of the plate on the side away from it, centred on the cards, and growing away
    # from the middle: where the middle (the trick's room) leaves no room inward, one row
    # there beats two rows pressed beside the seat (five players) or three (three).
    box = rect_at(plate, PLATE_SIZE)
    clear = box.top() - MARGIN - h if plate.y() > cards.y() else box.bottom() + MARGIN
    out.append(QPointF(cards.x() - w / 2, clear))
    if abs(cards.x() - centre.x()) > SIDE:
        out.append(QPointF(outward, away))
        out.append(QPointF(outward, clear))
    return out


def open_rows(
    counts: Sequence[int],
    human: int,
    cards: Sequence[QPointF],
    plates: Sequence[QPointF],
    backs: Sequence[QRectF],
    taken: Sequence[QRectF],
    room: QRectF,
    centre: QPointF,
) -> dict[int, OpenRows]:
    """Each other seat's face-up rows for ``counts[seat]`` cards. ``cards``, ``plates``
    and ``backs``: where each seat's hand, plate and backs are; ``taken``: what no card may
    cover (plates, the trick, the person's hand); ``room``: the scene. Where nothing fits,
    the smallest cards in the most rows on the backs (the replayer's test would say so)."""
    seats = [s for s, n in enumerate(counts) if s != human and n > 0]
    for width in OPEN_WIDTHS:  # one size for every hand, the largest where all fit
        placed: dict[int, OpenRows] = {}
        blocks: list[QRectF] = []
        for seat in seats:
            rows = _first_fit(width, counts[seat], cards[seat], plates[seat], backs[seat],
                              centre, [*taken, *blocks], room)  # fmt: skip
            if rows is None:
                break
            placed[seat] = rows
            blocks.append(rows.block(counts[seat]))
        else:
            return placed
    width = OPEN_WIDTHS[-1]
    return {s: OpenRows(width, math.ceil(counts[s] / MAX_ROWS), backs[s].topLeft()) for s in seats}


def _first_fit(
    width: float,
    count: int,
    cards: QPointF,
    plate: QPointF,
    backs: QRectF,
    centre: QPointF,
    taken: Sequence[QRectF],
    room: QRectF,
) -> OpenRows | None:
    """Cards ``width`` wide in the fewest rows, at the first place that is free (None:
    nowhere)."""
    for rows in range(1, MAX_ROWS + 1):
        per_row = math.ceil(count / rows)
        w = width + width * STEP * (min(count, per_row) - 1)
        h = width * CARD_ASPECT * (1 + ROW_STEP * (rows - 1))
        for origin in _origins(cards, plate, centre, backs, w, h):
            here = OpenRows(width, per_row, origin)
            block = here.block(count)
            if room.contains(block) and not any(block.intersects(t) for t in taken):
                return here
    return None
