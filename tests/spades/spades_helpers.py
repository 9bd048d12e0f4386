"""Shared helpers for the Spades tests (a unique module name: tests/ has no packages)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.core.cards import Card, Rank, Suit
from cardtable.spades import BLIND_NIL, Bid, BidValue, ShowCards, SpadesRules, SpadesState
from cardtable.spades.views import SeatView


def ref_trick_winner(trick: Sequence[tuple[int, Card]]) -> int:
    """Independent trick winner: spades beat the led suit, ace high, first of equals wins."""
    led = trick[0][1].suit
    best: tuple[tuple[bool, int], int] | None = None
    for seat, card in trick:
        trump = card.suit == Suit.SPADES
        if not trump and card.suit != led:
            continue
        value = (trump, 14 if card.rank == Rank.ACE else int(card.rank))
        if best is None or value > best[0]:
            best = (value, seat)
    assert best is not None
    return best[1]


def random_move(state: SpadesState, rng: random.Random) -> None:
    legal = state.legal_actions()
    state.apply(legal[rng.randrange(len(legal))])


def play_random_game(state: SpadesState, rng: random.Random, max_hands: int = 500) -> None:
    while not state.is_over and state.hand_number <= max_hands:
        random_move(state, rng)


def bid_all(state: SpadesState, bids: dict[int, BidValue]) -> None:
    """Bid ``bids[seat]`` for every seat in bidding order, looking at cards when needed."""
    for _ in range(state.players):
        seat = state.turn
        assert seat is not None
        value = bids[seat]
        if value != BLIND_NIL and state.cards_hidden(seat):
            state.apply(ShowCards(seat))
        state.apply(Bid(seat, value))


def play_out_hand(state: SpadesState, choose: Callable[[SpadesState], int] = lambda s: 0) -> None:
    """Play the current hand's cards to its end, choosing ``legal[choose(state)]``."""
    hand = state.hand_number
    while not state.is_over and state.hand_number == hand:
        legal = state.legal_actions()
        state.apply(legal[choose(state)])


def dry_run_tricks(deal: Sequence[Sequence[Card]], dealer: int, **rules_kw: object) -> list[int]:
    """Tricks per seat when ``deal`` is played with the first legal card every time.

    The first-legal policy does not depend on the bids, so the real test can choose bids
    after seeing the outcome.
    """
    from cardtable.spades import SpadesRules

    rules = SpadesRules(blind_nil=False, **rules_kw)  # type: ignore[arg-type]
    state = SpadesState(rules, seed=0, first_dealer=dealer, deals=[deal])
    bid_all(state, {s: 1 for s in range(rules.players)})
    play_out_hand(state)
    return _taken(state)


def _taken(state: SpadesState) -> list[int]:
    counts = [0] * state.players
    for trick in state.history[0].tricks:
        counts[ref_trick_winner(trick)] += 1
    return counts


def find_deal(
    dealer: int, predicate: Callable[[list[int]], bool], **rules_kw: object
) -> tuple[list[list[Card]], list[int]]:
    """A seeded deal whose first-legal play gives tricks per seat satisfying ``predicate``."""
    from cardtable.spades import SpadesRules

    rules = SpadesRules(blind_nil=False, **rules_kw)  # type: ignore[arg-type]
    for seed in range(5000):
        probe = SpadesState(rules, seed=seed, first_dealer=dealer)
        deal = [list(probe.dealt(s)) for s in range(rules.players)]
        tricks = dry_run_tricks(deal, dealer, **rules_kw)
        if predicate(tricks):
            return deal, tricks
    raise AssertionError("no deal found")


def first_bidder_view(players: int, seed: int) -> SeatView:
    """The first bidder's view, cards looked at, at a table of ``players``."""
    state = SpadesState(SpadesRules(players=players), seed)
    seat = state.turn
    assert seat is not None
    state.apply(ShowCards(seat))
    return state.view(seat)
