"""The Spades replayer's face-up hands in the fewest rows. Each hand was placed beside its
backs or growing toward the middle only, and the middle is the trick's room: at five
players every hand came in two rows pressed beside its seat (the lower covering all but the
corners of the upper), at six in three (one in one row), at three in three. A hand may now
also lie clear of its plate, centred on its cards or growing away from the middle: one row
each at five and six players, two at three; the cards as large as before, clear of every
plate, the trick, the person's hand and each other (``test_layout.py`` checks that)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtWidgets import QApplication

from cardtable.core.cards import full_deck
from cardtable.gui.common.card_item import CardItem
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.scene import felt_rect
from cardtable.gui.spades.scene import SpadesScene
from cardtable.spades import SpadesRules

ROWS = {3: 2, 4: 2, 5: 2, 6: 1}
"""The most rows a full face-up hand takes, by players (four: the partner's one, the two
side hands two, as before; five: the hands beside the person one, those across two)."""
WIDTH = {3: 72, 4: 72, 5: 64, 6: 54}
"""At six players 54, not 56: 17 cards 56 wide in one row reached over the felt's rim; at
five 64, not 72: the top seats' rows of ten 72 wide reached over it."""


def open_hands(players: int) -> Iterator[tuple[int, int, list[CardItem]]]:
    """(the person's seat, another seat, its cards shown) with every hand full and face up,
    each seat in turn the person's."""
    rules = SpadesRules(players=players)
    deck = list(full_deck()) * 2
    hands = [deck[i * rules.hand_size : (i + 1) * rules.hand_size] for i in range(players)]
    for human in range(players):
        scene = SpadesScene(rules, human, CardPixmapCache())
        scene.open_hands(hands)
        for seat in range(players):
            if seat != human:
                yield human, seat, [item for item in scene.backs[seat] if item.isVisible()]


@pytest.mark.parametrize("players", sorted(ROWS))
def test_full_open_hands_take_the_fewest_rows(qapp: QApplication, players: int) -> None:
    for human, seat, shown in open_hands(players):
        assert len(shown) == SpadesRules(players=players).hand_size
        rows = {round(item.pos().y(), 3) for item in shown}
        assert len(rows) <= ROWS[players], (human, seat, len(rows))
        assert all(item.width == WIDTH[players] for item in shown), (human, seat)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_open_hands_lie_inside_the_felt(qapp: QApplication, players: int) -> None:
    """At six players the side seats' rows (17 cards 56 wide) reached over the felt's rim
    onto the rail, and at four the partner's row touched it; at five the top seats' rows
    (ten cards 72 wide) reached half again past it: every corner of every card is now
    inside the felt's ellipse."""
    felt = felt_rect()
    c, rx, ry = felt.center(), felt.width() / 2, felt.height() / 2
    for human, seat, shown in open_hands(players):
        for item in shown:
            card = QRectF(item.pos(), QSizeF(item.width, item.height))
            for p in (card.topLeft(), card.topRight(), card.bottomLeft(), card.bottomRight()):
                reach = ((p.x() - c.x()) / rx) ** 2 + ((p.y() - c.y()) / ry) ** 2
                assert reach <= 1 + 1e-6, (human, seat, p.toTuple())


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_hand_keeps_its_place_as_cards_are_played(qapp: QApplication, players: int) -> None:
    """Stepping through a replay, the hands are laid out for the cards dealt, not for the
    cards left: at five players the hands across the table jumped from two rows of five to
    one row at their first card (nine fit one row). Each card left stays where it lay, as
    the first cards of its rows, and keeps its width."""
    rules = SpadesRules(players=players)
    deck = list(full_deck()) * 2
    hands = [deck[i * rules.hand_size : (i + 1) * rules.hand_size] for i in range(players)]
    scene = SpadesScene(rules, 0, CardPixmapCache())
    scene.open_hands(hands)
    dealt = {s: [(i.pos().toTuple(), i.width) for i in scene.backs[s] if i.isVisible()]
             for s in range(1, players)}  # fmt: skip
    for left in range(rules.hand_size - 1, 0, -1):
        scene.open_hands([h[:left] for h in hands])
        for seat in range(1, players):
            now = [(i.pos().toTuple(), i.width) for i in scene.backs[seat] if i.isVisible()]
            assert now == dealt[seat][:left], (seat, left)
