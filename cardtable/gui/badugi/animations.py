"""Animations of Badugi events, composed from Qt's animation classes.

``build_animation`` turns one batch of events (what one action caused) into a single
QSequentialAnimationGroup: cards flying from the deck, chips sliding to the bet line, into the
pot and to the winner, discards flying to the muck. Every duration is multiplied by one speed
factor; at 0 nothing is built and the table settles at once (tests). No timers are chained:
Qt drives the group, and its ``finished`` signal is the only thing the table waits on.

The scene has already been ``sync``-ed to the position after the batch; the animation moves
items (or temporary sprites, returned for removal) from where things *were* to where they
now are.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
)

from cardtable.badugi.events import (
    BetReturned,
    BlindPosted,
    CardsDealt,
    CardsDrawn,
    Event,
    HandShown,
    PlayerActed,
    PotAwarded,
    RoundEnded,
)
from cardtable.badugi.facts import display_order, middle_pots
from cardtable.badugi.view import SeatView
from cardtable.core.cards import Card
from cardtable.gui.badugi.scene import (
    BADUGI_FOOTPRINT,
    BET_Z,
    CENTRE,
    DECK_POS,
    MUCK_POS,
    TableScene,
)
from cardtable.gui.common.card_item import CardItem
from cardtable.gui.common.chips import ChipStackItem
from cardtable.gui.common.motion import AnimationBuilder, Built, at_once
from cardtable.gui.common.motion import appearing as _appearing
from cardtable.gui.common.motion import delayed as _delayed
from cardtable.gui.common.motion import fade as _fade
from cardtable.gui.common.motion import move as _move
from cardtable.gui.common.motion import opacity as _opacity
from cardtable.gui.common.seat_layout import PLATE_SIZE, beside

DEAL_MS = 210
DEAL_STAGGER_MS = 45
CHIPS_MS = 260
DRAW_MS = 240
SHOW_PAUSE_MS = 450
AWARD_MS = 480
CLEAR_STEPS = 40
"""Points tried on the pot's way to its winner (``clear_until``): about 10 scene pixels apart."""
FLYING_Z = 20  # above the plates and the person's cards: chips and cards in flight stay in sight
DEALT_Z = FLYING_Z - 1
"""Cards flying from the deck: over everything at rest (bets, plates, the person's cards),
under chips in flight. Dealt at their resting height, a bot's card passed under the blinds
(session 15, stepped frames); ``TableScene.sync`` puts each card back at its own height."""


def _z(target: QObject, start: float, end: float, parent: QObject) -> QPropertyAnimation:
    """At once (1 ms): ``target`` goes to height ``end`` where its step begins."""
    return at_once(target, b"z", start, end, parent)


class _Builder(AnimationBuilder):
    def __init__(self, scene: TableScene, speed: float, owner: QObject) -> None:
        super().__init__(speed, owner)
        self.scene = scene
        # Chips standing in the middle until the pot leaves for its winner: the pots there
        # before the batch (the scene hides its own pots while chips fly) and the bets
        # gathered into them. The first award's step swaps them all for the award sprites.
        self.in_middle: list[ChipStackItem] = []
        self.first_award: QParallelAnimationGroup | None = None
        self.split: dict[int, QParallelAnimationGroup] = {}  # seat: where its bet splits

    def chip_sprite(self, amount: int, at: QPointF, shown: bool = True) -> ChipStackItem:
        """Chips for the animation only (removed when it ends); ``shown`` False: invisible
        until a step makes them appear (every sprite is in the scene from the start)."""
        item = ChipStackItem()
        item.set_amount(amount)
        item.setPos(at)
        item.setZValue(FLYING_Z)
        if not shown:
            item.setOpacity(0.0)
        self.scene.addItem(item)
        self.sprites.append(item)
        return item

    def middle_pots(self, amounts: Sequence[int]) -> None:
        """The pots already in the middle when this batch gathers bets into them."""
        for i, amount in enumerate(amounts):
            self.in_middle.append(self.chip_sprite(amount, self.scene.pot_pos(i, len(amounts))))

    def at_plate(self, seat: int, towards: QPointF) -> QPointF:
        """Where chips leave ``seat``'s plate for ``towards`` (or come back to it from
        there): just clear of the plate, so they never slide out from under it or over the
        name on it."""
        size = BADUGI_FOOTPRINT.bet
        assert size is not None
        return beside(self.scene.layouts[seat].plate, PLATE_SIZE, size, towards)

    def slide_out(self, seat: int, par: QParallelAnimationGroup) -> None:
        """``seat``'s bet slides from its plate to the bet line, over everything on its
        way (``TableScene.sync`` puts it back at its place and height)."""
        item = self.scene.bets[seat]
        end = self.scene.layouts[seat].bet
        start = self.at_plate(seat, end)
        par.addAnimation(_move(item, start, end, self.ms(CHIPS_MS), par))
        item.setPos(start)
        item.setZValue(FLYING_Z)
        # Landed, it is a bet at rest again: cards dealt later fly over it, not under.
        par.addAnimation(_delayed(_z(item, FLYING_Z, BET_Z, par), self.ms(CHIPS_MS), par))

    def card_sprite(self, seat: int, slot: int, card: Card | None) -> CardItem:
        original = self.scene.cards[seat][slot]
        item = CardItem(original.width, self.scene.card_pixmap)
        item.set_card(card)
        item.setPos(self.scene.card_pos(seat, slot))
        item.setZValue(20)
        self.scene.addItem(item)
        self.sprites.append(item)
        return item

    # ------------------------------------------------------------------ event kinds

    def deal(self, dealt: list[CardsDealt], blinds: list[BlindPosted]) -> None:
        par = self.parallel()
        for b in blinds:
            self.slide_out(b.seat, par)
        order = [d.seat for d in dealt]
        person = self.scene.human if self.scene.human in order else None
        i = 0
        for slot in range(4):
            for seat in order:
                item = self.scene.cards[seat][slot]
                end = item.pos()
                item.setPos(DECK_POS)
                item.setZValue(DEALT_Z)
                move = _move(item, DECK_POS, end, self.ms(DEAL_MS), par)
                if seat == person:
                    # Face up, it waited on top of the deck, the person's first card showing
                    # there for a second: it appears as it leaves the deck.
                    move = _appearing(item, move, par)
                par.addAnimation(_delayed(move, self.ms(DEAL_STAGGER_MS * i), par))
                i += 1
        if person is not None:
            last = DEAL_STAGGER_MS * (i - len(order) + order.index(person)) + DEAL_MS
            self.name_waits(person, last, par)

    def name_waits(self, seat: int, ms: float, par: QParallelAnimationGroup) -> None:
        """The hand's name waits ``ms`` (unscaled) into ``par``, for the cards it names to
        land: it named them before they came, at the deal and at the person's draw."""
        label = self.scene.labels[seat]
        label.setOpacity(0.0)
        par.addAnimation(_delayed(_opacity(label, 0.0, 1.0, par), self.ms(ms), par))

    def bet(self, e: PlayerActed, old_view: SeatView) -> None:
        par = self.parallel()
        if e.kind == "fold":
            for slot in range(4):
                sprite = self.card_sprite(e.seat, slot, None)
                if e.seat == old_view.seat and slot < len(old_view.hand):
                    sprite.set_card(old_view.hand[slot])
                par.addAnimation(_move(sprite, sprite.pos(), MUCK_POS, self.ms(CHIPS_MS), par))
                par.addAnimation(_fade(sprite, self.ms(CHIPS_MS), par))
            return
        if e.added <= 0:
            par.addAnimation(QPauseAnimation(max(1, round(self.ms(120))), par))
            return
        if self.scene.bets[e.seat].isVisible():
            self.slide_out(e.seat, par)

    def gather(self, e: RoundEnded, amounts: Sequence[int]) -> None:
        if not any(amounts):
            return
        par = self.parallel()
        target = CENTRE + QPointF(0, 8)
        for seat, amount in enumerate(amounts):
            if amount <= 0:
                continue
            start = self.scene.layouts[seat].bet
            split = self.split.get(seat)
            sprite = self.chip_sprite(amount, start, shown=split is None)
            if split is not None:  # what stays of a bet partly given back
                split.addAnimation(_opacity(sprite, 0.0, 1.0, split))
            par.addAnimation(_move(sprite, start, target, self.ms(CHIPS_MS), par))
            self.in_middle.append(sprite)

    def give_back(self, e: BetReturned, whole: int) -> None:
        """The uncalled part of a bet slides from the bet line back to its owner's plate.
        Until then the bet stands whole (``whole`` chips): the part going back and the part
        staying (``gather``) appear only when it splits, not as two piles on one spot from
        the start (which showed "2" where "4" was bet)."""
        par = self.parallel()
        self.split[e.seat] = par
        start = self.scene.layouts[e.seat].bet
        before = self.chip_sprite(whole, start)
        par.addAnimation(_opacity(before, 1.0, 0.0, par))
        sprite = self.chip_sprite(e.amount, start, shown=False)
        par.addAnimation(_opacity(sprite, 0.0, 1.0, par))
        end = self.at_plate(e.seat, start)
        par.addAnimation(_move(sprite, start, end, self.ms(CHIPS_MS), par))
        par.addAnimation(_delayed(_fade(sprite, self.ms(120), par), self.ms(CHIPS_MS), par))

    def draw(self, e: CardsDrawn, old_view: SeatView) -> None:
        if e.count == 0:
            self.group.addAnimation(QPauseAnimation(max(1, round(self.ms(150))), self.group))
            return
        row = self.scene.cards[e.seat]
        mine = e.seat == old_view.seat and bool(e.discarded)
        if mine:
            # The person's cards are laid out sorted (``display_order``): thrown cards leave
            # from where they were, new ones land where they sort to, kept ones slide over.
            before = display_order(old_view.hand)
            slots = [before.index(c) for c in e.discarded if c in before]
            landing = [i for i, item in enumerate(row) if item.card in e.received]
        else:
            before = ()
            slots = landing = list(range(4 - e.count, 4))
        out = self.parallel()
        for slot in slots:
            sprite = self.card_sprite(e.seat, slot, before[slot] if mine else None)
            out.addAnimation(_move(sprite, sprite.pos(), MUCK_POS, self.ms(DRAW_MS), out))
            out.addAnimation(_fade(sprite, self.ms(DRAW_MS), out))
        back_in = self.parallel()
        if mine:
            for slot, item in enumerate(row):
                if item.card in before and before.index(item.card) != slot:
                    start = self.scene.card_pos(e.seat, before.index(item.card))
                    back_in.addAnimation(_move(item, start, item.pos(), self.ms(DRAW_MS), back_in))
                    item.setPos(start)
        for k, slot in enumerate(landing):
            item = row[slot]
            end = item.pos()
            item.setPos(DECK_POS)
            item.setZValue(DEALT_Z)
            move = _move(item, DECK_POS, end, self.ms(DRAW_MS), back_in)
            if mine:  # face up, the new cards waited on the pot while the old ones went
                move = _appearing(item, move, back_in)
            back_in.addAnimation(_delayed(move, self.ms(60 * k), back_in))
        if mine and landing:
            self.name_waits(e.seat, 60 * (len(landing) - 1) + DRAW_MS, back_in)

    def clear_until(self, sprite: ChipStackItem, start: QPointF, end: QPointF) -> QPointF:
        """The last point on the way from ``start`` to ``end`` that ``sprite``'s chips reach
        without touching a shown card, a hand's name, a plate or the button: the pot going to
        its winner's plate passed over the winner's shown cards and the pill naming the hand,
        and stopped on that name's edge (playtest, session 14). It now stops short of them
        and fades there, the plate saying what it won."""
        scene = self.scene
        parts = [*scene.labels, *scene.seats, scene.dealer]
        parts += [card for row in scene.cards for card in row]
        blocks = [p.sceneBoundingRect() for p in parts if p.isVisible() and p.opacity() > 0]
        shape = sprite.painted_rect()
        reached = start
        for k in range(1, CLEAR_STEPS + 1):
            point = start + (end - start) * (k / CLEAR_STEPS)
            rect = shape.translated(point)
            if any(rect.intersects(b) for b in blocks):
                break
            reached = point
        return reached

    def award(self, e: PotAwarded, pots_before: Sequence[int]) -> None:
        """The pot slides towards its winners, as far as it goes clear of everything on the
        way (``clear_until``). Its sprites appear only when the first pot leaves (before
        that the pot stood in the middle, shown from the start over everything else, and
        the gathered bets stayed behind after it had gone)."""
        par = self.parallel()
        if self.first_award is None:
            self.first_award = par
            for item in self.in_middle:
                par.addAnimation(_opacity(item, 1.0, 0.0, par))
            self.in_middle = []
        start = self.scene.pot_pos(e.index, max(1, len(pots_before)))
        for seat, chips in e.shares:
            sprite = self.chip_sprite(chips, start, shown=False)
            self.first_award.addAnimation(_opacity(sprite, 0.0, 1.0, self.first_award))
            end = self.clear_until(sprite, start, self.at_plate(seat, start))
            par.addAnimation(_move(sprite, start, end, self.ms(AWARD_MS), par))
            par.addAnimation(_delayed(_fade(sprite, self.ms(150), par), self.ms(AWARD_MS), par))


def build_animation(
    scene: TableScene,
    events: Sequence[Event],
    old_view: SeatView | None,
    bets_before: Sequence[int],
    speed: float,
    owner: QObject,
) -> Built | None:
    """The animation of ``events`` on a scene already showing the position after them, or
    None when there is nothing to animate (speed 0, or nothing visible happened)."""
    if speed <= 0 or not events:
        return None
    b = _Builder(scene, speed, owner)
    if old_view is not None and any(isinstance(e, RoundEnded) for e in events):
        b.middle_pots(middle_pots(old_view))
    dealt = [e for e in events if isinstance(e, CardsDealt)]
    if dealt:
        blinds = [e for e in events if isinstance(e, BlindPosted)]
        b.deal(dealt, blinds)
    round_bets = list(bets_before)
    pots_before: list[int] = []
    for e in events:
        if isinstance(e, PlayerActed) and old_view is not None:
            round_bets[e.seat] += e.added
            b.bet(e, old_view)
        elif isinstance(e, BetReturned):
            b.give_back(e, round_bets[e.seat])
            round_bets[e.seat] -= e.amount
        elif isinstance(e, RoundEnded):
            b.gather(e, round_bets)
            round_bets = [0] * len(round_bets)
            pots_before = [a for a, _ in e.pots if a > 0]
        elif isinstance(e, CardsDrawn) and old_view is not None:
            b.draw(e, old_view)
        elif isinstance(e, HandShown):
            b.pause(SHOW_PAUSE_MS)
        elif isinstance(e, PotAwarded):
            b.award(e, pots_before)
    return b.built()
