"""Where each seat's things go on the table scene, placed so that nothing covers anything else.

Both tables put the name plates on an oval around the felt, the person at the bottom. What
sits in front of an opponent differs per game (Badugi: four cards, shown bigger at the
showdown, a hand-name pill and a bet; Spades: a fan of up to 17 backs and a pill saying how
many), so a game describes its sizes in a ``Footprint`` and ``seat_layouts`` places, seat by
seat, the cards, the pill, the bet and the dealer button at the first free spot along the
line from the plate to the centre (or around the plate, for the button). "Free" means clear of
everything placed before that can be on screen at the same time: bets and pots only show while
betting, hand names and shown cards only at the showdown, so those pairs may share room.

Hand-tuned fractions along that line (what the tables used before) let the shown cards of a
side seat cover its plate and the button cover a hand name at six seats and more; placing
against real sizes keeps every table size from two to eight seats clear (a test checks it).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

SCENE_W = 1200.0
SCENE_H = 800.0
CENTRE = QPointF(600, 330)
SEAT_RX, SEAT_RY = 505.0, 282.0

PLATE_SIZE = QSizeF(192, 76)  # the plate with its gold "to act" ring
BUTTON_SIZE = QSizeF(36, 36)
MARGIN = 6.0
TOUCH = 1e-6
"""How far two parts may overlap in floating point and still count as just touching: a pill
placed exactly ``MARGIN`` below its cards overlapped them by 1e-14 on one side of the table
and not the other, so at three players one pill went below its cards and the other above."""

BOTH, BETTING, SHOWDOWN = "both", "betting", "showdown"


@dataclass(frozen=True)
class SeatLayout:
    """Where a seat's things go, in scene coordinates (centres unless said otherwise)."""

    plate: QPointF
    cards: QPointF  # centre of the hand
    bet: QPointF
    button: QPointF
    label: QPointF
    human: bool


@dataclass(frozen=True)
class Zone:
    """A fixed part of the picture (the person's cards, the pots, the info text) and when
    it is on screen: ``BOTH``, only while ``BETTING`` or only at the ``SHOWDOWN``."""

    rect: QRectF
    when: str = BOTH


@dataclass(frozen=True)
class Footprint:
    """A game's sizes. ``cards``: an opponent's hand face down; ``shown``: the same cards
    shown at the showdown, if bigger (Badugi); ``label``: the widest pill under them,
    ``label_when`` when it shows; ``bet``:
    the chips in front of a seat (None: the game has none); ``human``: the person's plate
    position, cards, pill and bet as fixed zones; ``zones``: the middle of the table."""

    cards: QSizeF
    shown: QSizeF | None
    label: QSizeF
    label_when: str
    bet: QSizeF | None
    human_plate: QPointF
    human_cards: QPointF
    human_bet: QPointF
    human_label: QPointF
    zones: tuple[Zone, ...] = field(default_factory=tuple)
    pill_px: int = 16
    pill_h: float = 26.0
    """The seats' pills: their text in scene pixels and their height (``label`` makes room
    for the widest)."""
    name_px: int = 20
    """The plates' names and chips in scene pixels where they fit (``seat_item.NAME_PX``;
    Spades asks for more: its felt is drawn smaller beside its side panel)."""


def rect_at(centre: QPointF, size: QSizeF) -> QRectF:
    return QRectF(
        centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height()
    )


def beside(box: QPointF, box_size: QSizeF, size: QSizeF, towards: QPointF) -> QPointF:
    """The centre of a ``size`` thing just clear of the ``box_size`` box centred at ``box``
    (``MARGIN`` apart), on the way from the box to ``towards``; ``towards`` itself if that is
    nearer. Chips leave a plate and come back to it here: starting at the plate's centre,
    they slid out from under it (it is drawn over them) and covered its name on the way in."""
    d = towards - box
    length = math.hypot(d.x(), d.y())
    if length == 0:
        return QPointF(towards)
    unit = d / length
    reach = [
        (half + MARGIN) / abs(component)
        for half, component in (
            ((box_size.width() + size.width()) / 2, unit.x()),
            ((box_size.height() + size.height()) / 2, unit.y()),
        )
        if abs(component) > 1e-9
    ]
    return box + unit * min(min(reach), length)


class _Room:
    """The parts placed so far, by when they show."""

    SCENE = QRectF(0, 0, SCENE_W, SCENE_H)

    def __init__(self) -> None:
        self.parts: list[Zone] = []

    def add(self, rect: QRectF, when: str) -> None:
        self.parts.append(Zone(rect, when))

    def free(self, rect: QRectF, when: str) -> bool:
        if not self.SCENE.contains(rect):
            return False
        grown = rect.adjusted(-MARGIN + TOUCH, -MARGIN + TOUCH, MARGIN - TOUCH, MARGIN - TOUCH)
        for part in self.parts:
            together = BOTH in (when, part.when) or when == part.when
            if together and grown.intersects(part.rect):
                return False
        return True

    def first_free(self, candidates: Iterable[QPointF], size: QSizeF, when: str) -> QPointF | None:
        for c in candidates:
            if self.free(rect_at(c, size), when):
                return c
        return None

    def place_alike(
        self,
        groups: Sequence[Sequence[int]],
        spots: Callable[[int], Sequence[QPointF]],
        size: QSizeF,
        when: str,
    ) -> dict[int, QPointF]:
        """Place a ``size`` part per seat, a group of mirror seats (``mirror_groups``) at a
        time: the first of ``spots(seat)`` free for the seat and, mirrored across the
        table's middle, for its mirror seat. Placed one seat after another, at eight Badugi
        seats seat 1 took the room first and the pills, bets and buttons differed from left
        to right. The last spot is taken when none is free."""
        placed: dict[int, QPointF] = {}
        for group in groups:
            first, *rest = group
            own = spots(first)
            chosen = own[-1]
            for spot in own:
                rects = [rect_at(spot, size), *(rect_at(mirrored(spot), size) for _ in rest)]
                edge = MARGIN - TOUCH
                grown = rects[0].adjusted(-edge, -edge, edge, edge)
                apart = len(rects) == 1 or not grown.intersects(rects[1])
                if apart and all(self.free(r, when) for r in rects):
                    chosen = spot
                    break
            placed[first] = chosen
            self.add(rect_at(chosen, size), when)
            for seat in rest:
                placed[seat] = mirrored(chosen)
                self.add(rect_at(placed[seat], size), when)
        return placed


def _ray(start: QPointF, unit: QPointF, begin: float, end: float) -> Iterable[QPointF]:
    t = begin
    while t <= end:
        yield start + unit * t
        t += 3.0


def _turn(v: QPointF, angle: float) -> QPointF:
    cos, sin = math.cos(angle), math.sin(angle)
    return QPointF(v.x() * cos - v.y() * sin, v.x() * sin + v.y() * cos)


def mirrored(point: QPointF) -> QPointF:
    """``point`` mirrored across the table's vertical middle."""
    return QPointF(2 * CENTRE.x() - point.x(), point.y())


def mirror_groups(n: int, human: int) -> list[list[int]]:
    """The opponents by pairs of mirror seats (the k-th to the person's left and the k-th to
    his right sit alike across the middle), farthest from the person first: the seat
    straight across (alone, at an even table) keeps its pill under its cards at eight seats,
    where placed last it was pushed beside them."""
    groups = []
    for k in range(n // 2, 0, -1):
        left, right = (human + k) % n, (human - k) % n
        groups.append([left] if left == right else [left, right])
    return groups


def plate_positions(n: int, human: int, human_plate: QPointF) -> list[QPointF]:
    """The plates on the oval, the person at the bottom, the others clockwise from him (seat
    ``s + 1`` sits to the left of seat ``s``, as RULES.md numbers them)."""
    out = []
    for seat in range(n):
        k = (seat - human) % n
        if k == 0:
            out.append(QPointF(human_plate))
            continue
        angle = math.radians(90 + k * 360.0 / n)
        out.append(
            QPointF(CENTRE.x() + SEAT_RX * math.cos(angle), CENTRE.y() + SEAT_RY * math.sin(angle))
        )
    return out


def seat_layouts(n: int, human: int, fp: Footprint) -> list[SeatLayout]:
    """Every seat's layout for a table of ``n`` with the person in seat ``human``."""
    plates = plate_positions(n, human, fp.human_plate)
    room = _Room()
    for zone in fp.zones:
        room.add(zone.rect, zone.when)
    for p in plates:
        room.add(rect_at(p, PLATE_SIZE), BOTH)
    room.add(rect_at(fp.human_label, fp.label), BOTH)
    if fp.bet is not None:
        room.add(rect_at(fp.human_bet, fp.bet), BETTING)

    cards: dict[int, QPointF] = {}
    order = sorted(range(n), key=lambda s: (s - human) % n)
    others = order[1:]
    shown = fp.shown or fp.cards

    def towards_middle(seat: int) -> tuple[QPointF, QPointF]:
        to_centre = CENTRE - plates[seat]
        return to_centre, to_centre / math.hypot(to_centre.x(), to_centre.y())

    def cards_fit(c: QPointF) -> bool:
        return room.free(rect_at(c, fp.cards), BOTH) and room.free(rect_at(c, shown), SHOWDOWN)

    # Every seat's cards first (they matter most), then the pills, then the bets.
    for seat in others:
        p = plates[seat]
        to_centre, unit = towards_middle(seat)
        dist = math.hypot(to_centre.x(), to_centre.y())
        # Towards the middle first; where that is taken (the trick at five seats), right
        # below or above the plate.
        off = PLATE_SIZE.height() / 2 + MARGIN + fp.cards.height() / 2
        around = (p + QPointF(0, sign * (off + t)) for t in range(2, 60, 4) for sign in (1, -1))
        c = next((c for c in (*_ray(p, unit, 30, dist * 0.7), *around) if cards_fit(c)), None)
        if c is None:  # cannot happen with the tables' sizes; the layout test would say so
            c = p + to_centre * 0.3
        room.add(rect_at(c, fp.cards), BOTH)
        room.add(rect_at(c, shown), SHOWDOWN)
        cards[seat] = c

    def pill_spots(seat: int) -> list[QPointF]:
        p, c = plates[seat], cards[seat]
        below = QPointF(0, shown.height() / 2 + MARGIN + fp.label.height() / 2)
        sides = [c + below, c - below] if p.y() <= CENTRE.y() + 60 else [c - below, c + below]
        # Slid towards the middle of the table (or away) when straight above or below is taken.
        inward = QPointF(1 if p.x() < CENTRE.x() else -1, 0)
        sides += [side + inward * t for t in range(8, 120, 8) for side in sides[:2]]
        sides += [side - inward * t for t in range(8, 120, 8) for side in sides[:2]]
        # Last, beside the cards (the seat opposite at six: below its fan is the trick).
        beside_x = fp.cards.width() / 2 + MARGIN + fp.label.width() / 2
        sides += [c + QPointF(sign * beside_x, dy) for dy in (0, 8, -8) for sign in (1, -1)]
        return [*sides, sides[0]]  # none free: straight below (or above) after all

    def bet_spots(seat: int) -> list[QPointF]:
        c = cards[seat]
        _, unit = towards_middle(seat)
        # Nearest the cards on the way to the middle, turning up to 45 degrees aside where
        # the pots or the person's things are in the way.
        reach = fp.cards.width() / 2 + fp.bet.width() / 2 if fp.bet is not None else 0.0
        fan = [_turn(unit, math.radians(a)) for a in (0, 15, -15, 30, -30, 45, -45)]
        spots = [c + u * t for t in range(20, round(reach) + 160, 3) for u in fan]
        perp = QPointF(-unit.y(), unit.x())
        spots += [c + perp * s * t for t in range(40, 200, 4) for s in (1, -1)]
        return spots + [c + unit * reach]

    groups = mirror_groups(n, human)
    labels = room.place_alike(groups, pill_spots, fp.label, fp.label_when)
    if fp.bet is None:
        bets = dict(cards)
    else:
        bets = room.place_alike(groups, bet_spots, fp.bet, BETTING)
    # The dealer button last: beside the plate, or failing that between plate and cards.
    buttons: dict[int, QPointF] = {}
    for seat in order:
        p = plates[seat]
        side_x = PLATE_SIZE.width() / 2 + BUTTON_SIZE.width() / 2 + MARGIN + 2
        side_y = PLATE_SIZE.height() / 2 + BUTTON_SIZE.height() / 2 + MARGIN + 2
        inward = 1 if p.x() < CENTRE.x() else -1
        candidates: list[QPointF] = [
            p + QPointF(inward * side_x, 0),
            p - QPointF(inward * side_x, 0),
            p + QPointF(inward * side_x, -20),
            p + QPointF(inward * side_x, 20),
            p + QPointF(0, side_y),
            p - QPointF(0, side_y),
        ]
        c = cards.get(seat, fp.human_cards)
        candidates += list(_ray(p, (c - p) / max(1.0, math.hypot(*(c - p).toTuple())), 40, 300))
        b = room.first_free(candidates, BUTTON_SIZE, BOTH)
        buttons[seat] = b if b is not None else candidates[0]
    out = []
    for seat in range(n):
        if seat == human:
            out.append(
                SeatLayout(
                    plates[seat], fp.human_cards, fp.human_bet, buttons[seat], fp.human_label, True
                )
            )
        else:
            out.append(
                SeatLayout(
                    plates[seat], cards[seat], bets[seat], buttons[seat], labels[seat], False
                )
            )
    return out


def overlaps(layouts: Sequence[SeatLayout], fp: Footprint) -> list[tuple[str, str]]:
    """Pairs of parts that would cover each other when on screen together (for tests): the
    same rectangles ``seat_layouts`` placed, checked pairwise."""
    parts: list[tuple[str, QRectF, str]] = [
        (f"zone {i}", z.rect, z.when) for i, z in enumerate(fp.zones)
    ]
    for s, lay in enumerate(layouts):
        parts.append((f"plate {s}", rect_at(lay.plate, PLATE_SIZE), BOTH))
        parts.append((f"button {s}", rect_at(lay.button, BUTTON_SIZE), BOTH))
        parts.append(
            (f"label {s}", rect_at(lay.label, fp.label), BOTH if lay.human else fp.label_when)
        )
        if not lay.human:
            parts.append((f"cards {s}", rect_at(lay.cards, fp.cards), BOTH))
            if fp.shown is not None:
                parts.append((f"shown {s}", rect_at(lay.cards, fp.shown), SHOWDOWN))
        if fp.bet is not None:
            parts.append((f"bet {s}", rect_at(lay.bet, fp.bet), BETTING))
    bad = []
    for i, (a, ra, wa) in enumerate(parts):
        for b, rb, wb in parts[i + 1 :]:
            if a.split()[0] == b.split()[0] == "button":
                continue  # one dealer button at a time
            if {a.split()[0], b.split()[0]} == {"cards", "shown"} and a.split()[1] == b.split()[1]:
                continue  # the same hand, face down or shown
            together = BOTH in (wa, wb) or wa == wb
            if together and ra.intersects(rb):
                bad.append((a, b))
    return bad
