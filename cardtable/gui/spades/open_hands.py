"""Where the replayer lays every other seat's cards face up on the Spades felt.

The backs are 38 scene px wide (about 21 px on screen at 1024x700): face up at that size
their corners did not read (issue 26, defect 9). A face-up hand gets the largest cards, in
the fewest rows (one at six players and beside the person at five; two at three, beside
the partner at four and across the table at five), that fit where it lies without
covering a plate, the trick, the person's hand or another open hand: each card's corner
shows left of the next, and a lower row shows the corners of the row above it.

A hand lies inside the felt's ellipse where that costs at most one card size
(``RIM_STEPS``) and one row a hand (``RIM_ROWS``): at six players one row of 17 cards 56
wide reached over the rim beside the side seats (no row that long fits between the rim and
the trick there), and 54 fits, the rows level with the table's waist. At five players one
row of ten 72 wide beside each top seat crossed the rim onto the rail (its outer corner half
again outside the felt's ellipse); between the rim, the trick and the row beside the person
a row of ten fits only 56 wide, well below its seat, and two rows of five 64 wide lie under
the seat's own plate. The hands nearest the person are placed first, a seat beside its
mirror, so the two sides of the table get mirrored places.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from cardtable.gui.common.cardart import CARD_ASPECT
from cardtable.gui.common.scene import felt_rect
from cardtable.gui.common.seat_layout import MARGIN, PLATE_SIZE, rect_at

OPEN_WIDTHS = (72.0, 64.0, 56.0, 54.0, 48.0, 42.0)
"""Card widths tried, largest first: 72 is about 41 px on screen at 1024x700, 64 five
players' hands inside the felt; 54 is six players' 17 cards in one row inside the felt."""
RIM_STEPS = 1
"""Card sizes (steps down ``OPEN_WIDTHS``) a layout inside the felt may give up, and still
be chosen over one that reaches over the rim."""
RIM_ROWS = 1
"""Rows more a hand inside the felt may take, and still be chosen over one that reaches
over the rim: five players' hands across the table lie inside in two rows of 64 under
their plates, where one row of 72 crossed the rim."""
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
    cards: QPointF,
    plate: QPointF,
    centre: QPointF,
    backs: QRectF,
    w: float,
    h: float,
    waist: bool = False,
) -> list[QPointF]:
    """Where a block ``w`` by ``h`` may start, best first: a side seat's grows toward the
    middle from its backs' outer edge, level with them; any seat's may grow away from its
    plate (down from the backs' top when the plate is above them, else up), from that edge
    or centred on the backs; or lie clear of its plate on the side away from it, centred on
    the cards or (a side seat's) growing away from the middle. The middle is the trick's
    room: with the first places alone, five players' hands came in two rows pressed beside
    their seats and six players' in three, where one row each fits clear of the plates.
    With ``waist`` (inside the felt) last a side seat's row growing away from the middle
    level with the table's waist, on its seat's side: where the felt is widest."""
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
        if waist:
            level = (
                centre.y() - MARGIN / 2 - h if cards.y() < centre.y() else centre.y() + MARGIN / 2
            )
            out.append(QPointF(outward, level))
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
    cover (plates, the trick, the person's hand); ``room``: the scene. Inside the felt where
    that costs at most ``RIM_STEPS`` card sizes and ``RIM_ROWS`` rows a hand. Where nothing
    fits, the smallest cards in the most rows on the backs (the replayer's test would say
    so)."""
    players = len(counts)
    seats = [s for s, n in enumerate(counts) if s != human and n > 0]
    # Nearest the person first, each pair side by side: the hands beside him take their
    # places before those across the table, and a seat and its mirror find mirrored ones
    # (placed round the table, inside the felt five players' right-hand hands found what
    # the left-hand ones had left: one row, then three).
    seats.sort(key=lambda s: min((s - human) % players, (human - s) % players))
    where = _Where(counts, cards, plates, backs, taken, room, centre)
    anywhere = _largest(seats, where, None)
    inside = _largest(seats, where, felt_rect())
    if inside is not None and (anywhere is None or _as_good(inside, anywhere, counts)):
        return inside[1]
    if anywhere is not None:
        return anywhere[1]
    width = OPEN_WIDTHS[-1]
    return {s: OpenRows(width, math.ceil(counts[s] / MAX_ROWS), backs[s].topLeft()) for s in seats}


@dataclass(frozen=True)
class _Where:
    """What ``open_rows`` was given: where each seat's cards, plate and backs are, what no
    card may cover, the scene and its middle."""

    counts: Sequence[int]
    cards: Sequence[QPointF]
    plates: Sequence[QPointF]
    backs: Sequence[QRectF]
    taken: Sequence[QRectF]
    room: QRectF
    centre: QPointF


Layout = tuple[int, dict[int, OpenRows]]
"""The index of the card width in ``OPEN_WIDTHS`` and each seat's rows."""


def _largest(seats: Sequence[int], where: _Where, felt: QRectF | None) -> Layout | None:
    """One size for every hand, the largest where all fit (inside ``felt`` when given)."""
    for index, width in enumerate(OPEN_WIDTHS):
        placed: dict[int, OpenRows] = {}
        blocks: list[QRectF] = []
        for seat in seats:
            rows = _first_fit(width, seat, where, [*where.taken, *blocks], felt)
            if rows is None:
                break
            placed[seat] = rows
            blocks.append(rows.block(where.counts[seat]))
        else:
            return index, placed
    return None


def _as_good(inside: Layout, anywhere: Layout, counts: Sequence[int]) -> bool:
    """Whether the layout inside the felt is at most ``RIM_STEPS`` card sizes smaller than
    the one that may cross the rim, and no hand in it takes more than ``RIM_ROWS`` rows
    more."""
    if inside[0] > anywhere[0] + RIM_STEPS:
        return False
    return all(
        _rows(counts[s], inside[1][s]) <= _rows(counts[s], rows) + RIM_ROWS
        for s, rows in anywhere[1].items()
    )


def _rows(count: int, rows: OpenRows) -> int:
    return math.ceil(count / rows.per_row)


def _first_fit(
    width: float, seat: int, where: _Where, taken: Sequence[QRectF], felt: QRectF | None
) -> OpenRows | None:
    """``seat``'s cards ``width`` wide in the fewest rows, at the first place that is free
    (and inside ``felt`` when given; None: nowhere)."""
    count = where.counts[seat]
    cards = where.cards[seat]
    for rows in range(1, MAX_ROWS + 1):
        per_row = math.ceil(count / rows)
        w = width + width * STEP * (min(count, per_row) - 1)
        h = width * CARD_ASPECT * (1 + ROW_STEP * (rows - 1))
        places = _origins(cards, where.plates[seat], where.centre, where.backs[seat], w, h,
                          waist=felt is not None)  # fmt: skip
        if felt is not None:
            places = [p for o in places for p in _onto_felt(o, w, h, cards, felt)]
        for origin in places:
            here = OpenRows(width, per_row, origin)
            block = here.block(count)
            if not where.room.contains(block) or any(block.intersects(t) for t in taken):
                continue
            if felt is None or in_ellipse(block, felt):
                return here
    return None


def in_ellipse(block: QRectF, bounds: QRectF) -> bool:
    """Whether every corner of ``block`` is inside the ellipse ``bounds`` is drawn in (to a
    rounding error: a block moved onto it touches it)."""
    c = bounds.center()
    rx, ry = bounds.width() / 2, bounds.height() / 2
    corners = (block.topLeft(), block.topRight(), block.bottomLeft(), block.bottomRight())
    return all(((p.x() - c.x()) / rx) ** 2 + ((p.y() - c.y()) / ry) ** 2 <= 1 + 1e-9
               for p in corners)  # fmt: skip


def _onto_felt(origin: QPointF, w: float, h: float, cards: QPointF, felt: QRectF) -> list[QPointF]:
    """``origin``, then the same block moved the least up or down, then left or right, to
    lie inside the ellipse ``felt``: up or down only while it stays on its seat's side of
    the table's waist (a hand across it reads as the other side's)."""
    c = felt.center()
    rx, ry = felt.width() / 2, felt.height() / 2
    out = [origin]
    x, y = origin.x(), origin.y()
    far_x = max(abs(x - c.x()), abs(x + w - c.x()))
    if far_x < rx:
        half = ry * math.sqrt(1 - (far_x / rx) ** 2)
        moved = min(max(y, c.y() - half), c.y() + half - h)
        above = cards.y() < c.y()
        if h <= 2 * half and (moved + h <= c.y() if above else moved >= c.y()):
            out.append(QPointF(x, moved))
    far_y = max(abs(y - c.y()), abs(y + h - c.y()))
    if far_y < ry:
        half = rx * math.sqrt(1 - (far_y / ry) ** 2)
        if w <= 2 * half:
            out.append(QPointF(min(max(x, c.x() - half), c.x() + half - w), y))
    return out
