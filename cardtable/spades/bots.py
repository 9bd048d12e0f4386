"""Baseline Spades bots: ``random`` and ``basic``.

Both see only a ``SeatView``. ``random`` picks any legal action and is the floor every other
bot must beat; ``basic`` bids by counting likely tricks as seed 001 section 5.1 teaches and
plays the simplest sound card, so stronger bots have a fair yardstick.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from cardtable.core.cards import Card, Rank, Suit
from cardtable.spades.actions import Action, Bid, Play, ShowCards
from cardtable.spades.hand_count import count_tricks_idx
from cardtable.spades.trick_rules import HIGH_RANK, SPADES, trick_key, winning_play
from cardtable.spades.views import SeatView


class SeededBot:
    """What every Spades bot starts from: its own random stream from ``seed`` (the same seed
    plays the same match; every bot takes one, for the uniform factory signature, even one
    that never draws from it) and the seat's legal actions, refused when there are none."""

    name = "spades"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    @staticmethod
    def legal(view: SeatView) -> tuple[Action, ...]:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        return view.legal_actions


class RandomBot(SeededBot):
    """Picks uniformly among the legal actions (blind nil included, when offered)."""

    name = "random"

    def act(self, view: SeatView) -> Action:
        legal = self.legal(view)
        # Same distribution as rng.choice, a little cheaper: this runs for every random move.
        return legal[int(self._rng.random() * len(legal))]


def count_tricks(hand: Sequence[Card]) -> float:
    """Expected tricks by seed 001's rule of thumb (section 5.1; ``hand_count`` holds it)."""
    return count_tricks_idx(c.index for c in hand)


def basic_bid(hand: Sequence[Card], max_bid: int) -> int:
    """The trick count rounded half up, at least 1 (the basic bot never bids nil)."""
    return max(1, min(max_bid, int(count_tricks(hand) + 0.5)))


def _seen(view: SeatView) -> Iterable[Card]:
    for trick in view.tricks:
        for _, card in trick:
            yield card
    for _, card in view.current_trick:
        yield card


class BasicBot(SeededBot):
    """Counts tricks to bid; wins a trick with the cheapest card that takes it, else plays low.

    Leads a card no unseen card can beat when it has one, otherwise the lowest card of its
    longest suit. Does not overtake a partner who is winning the trick. Never bids nil or
    blind nil.
    """

    name = "basic"

    def act(self, view: SeatView) -> Action:
        legal = self.legal(view)
        first = legal[0]
        if isinstance(first, Play):
            cards = [a.card for a in legal if isinstance(a, Play)]
            return Play(view.seat, self._choose_card(view, cards))
        if view.hand is None:
            return ShowCards(view.seat)
        return Bid(view.seat, basic_bid(view.hand, view.rules.max_bid))

    def _choose_card(self, view: SeatView, cards: list[Card]) -> Card:
        trick = view.current_trick
        if not trick:
            return self._lead(view, cards)
        led = trick[0][1].suit
        winner_seat, winning_card = winning_play(trick)
        win_key = trick_key(winning_card, led)
        lowest = min(cards, key=lambda c: (trick_key(c, led), HIGH_RANK[c.index]))
        if view.rules.team_of(winner_seat) == view.rules.team_of(view.seat):
            return lowest
        winners = [c for c in cards if trick_key(c, led) > win_key]
        if winners:
            return min(winners, key=lambda c: trick_key(c, led))
        return lowest

    def _lead(self, view: SeatView, cards: list[Card]) -> Card:
        copies = 2 if view.rules.players == 6 else 1
        gone: dict[Card, int] = {}
        for card in (*_seen(view), *(view.hand or ())):
            gone[card] = gone.get(card, 0) + 1
        # The best rank per suit that someone else may still hold. A card at least that high
        # wins when led: an identical copy played later ranks lower (six-player table).
        threat = {
            suit: max(
                (HIGH_RANK[c.index] for r in Rank if gone.get(c := Card(r, suit), 0) < copies),
                default=0,
            )
            for suit in Suit
        }
        bosses = [c for c in cards if HIGH_RANK[c.index] >= threat[c.suit]]
        if bosses:
            return min(bosses, key=lambda c: (c.suit == SPADES, HIGH_RANK[c.index]))
        by_suit: dict[int, list[Card]] = {}
        for c in cards:
            by_suit.setdefault(c.suit, []).append(c)
        suit = max(by_suit, key=lambda s: (s != SPADES, len(by_suit[s]), -s))
        return min(by_suit[suit], key=lambda c: HIGH_RANK[c.index])
