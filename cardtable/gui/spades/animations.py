"""Animations of Spades events, built from the shell's animation helpers and classes.

``build_spades_animation`` turns one batch of events (what one action caused) into a single
QSequentialAnimationGroup: the deal flying out from the middle, a played card flying from its
seat to the trick, and a finished trick sweeping to its winner. Every duration is multiplied
by the one speed setting; at 0 nothing is built and the table settles at once (tests). As with
Badugi, the scene has already been synced to the position after the batch, so the animation
moves items (or temporary sprites, returned for removal) from where things were.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import (
    QObject,
    QPointF,
)

from cardtable.core.cards import Card
from cardtable.gui.common.card_item import CardItem
from cardtable.gui.common.motion import AnimationBuilder, Built, appearing, delayed, fade, move
from cardtable.gui.spades.scene import Picture, SpadesScene
from cardtable.gui.spades.scene_geometry import DECK_POS, TRICK_CARD_W
from cardtable.spades.events import CardPlayed, CardsDealt, Event, HandStarted, TrickWon

DEAL_MS = 150
DEAL_STAGGER_MS = 18
PLAY_MS = 230
TRICK_PAUSE_MS = 650
SWEEP_MS = 360


class _Builder(AnimationBuilder):
    def __init__(self, scene: SpadesScene, speed: float, owner: QObject) -> None:
        super().__init__(speed, owner)
        self.scene = scene
        self.flying: dict[int, CardItem] = {}  # seat → sprite of the card that ended a trick

    def sprite(self, card: Card | None, width: float, at: QPointF) -> CardItem:
        item = CardItem(width, self.scene.card_pixmap)
        item.set_card(card)
        item.setPos(at)
        item.setZValue(20 + len(self.sprites) * 0.01)
        self.scene.addItem(item)
        self.sprites.append(item)
        return item

    def deal(self) -> None:
        """Cards fly from the middle to every hand, one at a time round the table. The
        opponents' pills count the cards as they land (they said "13 cards" before any had
        left the deck); the table's settling after the deal shows the true counts."""
        scene = self.scene
        par = self.parallel()
        items: list[list[CardItem]] = []
        for s in range(scene.n):
            row = scene.hand if s == scene.human else scene.backs[s]
            items.append([i for i in row if i.isVisible()])
            if s != scene.human:
                scene.show_count(s, 0)
        i = 0
        for k in range(max((len(r) for r in items), default=0)):
            for seat, row in enumerate(items):
                if k >= len(row):
                    continue
                item = row[k]
                end = item.pos()
                item.setPos(DECK_POS)
                slide = move(item, DECK_POS, end, self.ms(DEAL_MS), par)
                if seat != scene.human:
                    slide.finished.connect(partial(scene.show_count, seat, k + 1))
                if item.card is not None:  # the person's, face up: unseen on the deck
                    slide = appearing(item, slide, par)
                par.addAnimation(delayed(slide, self.ms(DEAL_STAGGER_MS * i), par))
                i += 1

    def play(self, e: CardPlayed, old: Picture | None, completes: bool) -> None:
        """The card flies from the seat's hand to its place in the trick. When the card
        finishes the trick, a sprite flies (the trick's items are already cleared)."""
        scene = self.scene
        start = scene.hand_origin(e.seat)
        if e.seat == scene.human and old is not None and e.card in old.hand:
            slot = old.hand.index(e.card)
            start = scene.hand_pos(slot, len(old.hand))
        end = scene.trick_pos(e.seat)
        par = self.parallel()
        if completes:
            target = self.flying[e.seat] = self.sprite(e.card, TRICK_CARD_W, start)
        else:
            target = scene.trick[e.seat]
            target.setPos(start)
        par.addAnimation(move(target, start, end, self.ms(PLAY_MS), par))

    def sweep(self, e: TrickWon) -> None:
        """Pause on the full trick, then sweep its cards to the winner's seat."""
        scene = self.scene
        sprites = [
            self.flying.get(seat) or self.sprite(card, TRICK_CARD_W, scene.trick_pos(seat))
            for seat, card in e.cards
        ]
        winner_index = [s for s, _ in e.cards].index(e.seat)
        sprites[winner_index].set_marks(counted=True)
        self.pause(TRICK_PAUSE_MS)
        par = self.parallel()
        target = scene.layouts[e.seat].plate - QPointF(TRICK_CARD_W / 2, TRICK_CARD_W * 0.7)
        for item in sprites:
            par.addAnimation(move(item, item.pos(), target, self.ms(SWEEP_MS), par))
            par.addAnimation(delayed(fade(item, self.ms(140), par), self.ms(SWEEP_MS - 140), par))


def build_spades_animation(
    scene: SpadesScene,
    events: Sequence[Event],
    old: Picture | None,
    speed: float,
    owner: QObject,
) -> Built | None:
    """Spades' ``build_animation`` (as Badugi's: None at speed 0 or when nothing seen moves)."""
    if speed <= 0 or not events:
        return None
    b = _Builder(scene, speed, owner)
    if any(isinstance(e, HandStarted) for e in events) and any(
        isinstance(e, CardsDealt) for e in events
    ):
        b.deal()
    won = [e for e in events if isinstance(e, TrickWon)]
    for e in events:
        if isinstance(e, CardPlayed):
            b.play(e, old, completes=bool(won))
        elif isinstance(e, TrickWon):
            b.sweep(e)
    return b.built()
