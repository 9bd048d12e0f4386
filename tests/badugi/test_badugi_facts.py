"""``badugi.facts``: what a table shows that the rules decide (hand values and counted
cards, each seat's last deed, who won what, bet sizes, draws left), read from a seat view."""

from __future__ import annotations

import random

from conftest import random_action, stacked_deck
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_badugi_properties import tables

from cardtable.badugi import facts
from cardtable.badugi.actions import Action
from cardtable.badugi.events import (
    BlindPosted,
    HandMucked,
    HandShown,
    PlayerActed,
    PotAwarded,
    RoundEnded,
)
from cardtable.badugi.hand_value import evaluate
from cardtable.badugi.phase import Phase
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.core.cards import full_deck, parse_cards


@given(st.permutations(full_deck()))
def test_display_order_puts_the_counted_cards_first_in_name_order(deck: list) -> None:
    hand = deck[:4]
    order = facts.display_order(hand)
    counted = evaluate(hand).cards
    assert sorted(order, key=id) == sorted(hand, key=id)
    head = order[: len(counted)]
    assert set(head) == set(counted)
    assert [c.rank for c in head] == sorted((c.rank for c in head), reverse=True)
    rest = order[len(counted) :]
    assert [c.rank for c in rest] == sorted((c.rank for c in rest), reverse=True)
    assert facts.display_order(hand[:3]) == tuple(hand[:3])


def test_hand_value_counts_the_badugi_cards() -> None:
    value = facts.hand_value(parse_cards("Kc 4d 2h 2s"))
    assert not value.is_badugi and set(value.cards) <= set(parse_cards("Kc 4d 2h 2s"))
    assert value == evaluate("Kc 4d 2h 2s")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.integers(0, 2**32))
def test_hand_facts_agree_with_the_events(table, salt) -> None:
    """Whatever the play, at every step: the winnings are the pots' shares, every shown
    hand is valued with its counted cards, the viewer's own hand is valued while he is in,
    and a deed is what the seat last did in the round."""
    rules, stacks, button, seed = table
    state = HandState(rules, stacks, button, seed=seed)
    rng = random.Random(salt)
    while True:
        for seat in range(state.n):
            view = state.view(seat)
            got = facts.hand_facts(view)
            won: dict[int, int] = {}
            for e in state.events:
                if isinstance(e, PotAwarded):
                    for s, chips in e.shares:
                        won[s] = won.get(s, 0) + chips
            assert got.won == won
            shown = {e.seat: e for e in state.events if isinstance(e, HandShown)}
            assert set(got.shown) == set(shown) == set(got.counted)
            for s, e in shown.items():
                assert got.shown[s] == evaluate(e.cards)
                assert got.counted[s] == frozenset(e.counted)
            live = state.dealt_in[seat] and not state.folded[seat]
            assert (got.own is not None) == live
            if live:
                assert got.own == evaluate(state.hands[seat])
            assert got.middle_pots == facts.middle_pots(view)
            laid = {s: facts.display_order(cards) for s, cards in view.shown.items()}
            laid[seat] = facts.display_order(view.hand)
            assert got.laid_out == laid  # as the table lays the cards out
            assert got.deeds == last_deeds(state)
        if state.is_complete:
            break
        state.apply(random_action(state, rng))


def last_deeds(state: HandState) -> dict[int, facts.Deed]:
    """Each seat's last deed since the last closed round, found backwards from the end."""
    since = state.events
    for i in range(len(since) - 1, -1, -1):
        if isinstance(since[i], RoundEnded):
            since = since[i + 1 :]
            break
    deeds: dict[int, facts.Deed] = {}
    for e in reversed(since):
        if getattr(e, "seat", None) in deeds:
            continue
        if isinstance(e, BlindPosted):
            blind = "small_blind" if e.blind == "small" else "big_blind"
            deeds[e.seat] = facts.Deed(blind, e.amount)
        elif isinstance(e, PlayerActed):
            deeds[e.seat] = facts.Deed(e.kind, e.amount if e.kind in ("bet", "raise") else e.added)
        elif isinstance(e, HandMucked):
            deeds[e.seat] = facts.Deed("mucked")
    return deeds


def no_limit_hand() -> HandState:
    """Three seats, no limit, blinds 1/2, 200 each: seat 0 (the button) acts first."""
    return HandState(BadugiRules(structure="no_limit"), [200, 200, 200], 0, seed=3)


def test_bet_sizes_half_pot_pot_and_all_in() -> None:
    state = no_limit_hand()
    me = state.to_act
    assert me == 0
    view = state.view(me)
    # Pot 3 (the blinds), 2 to call: after calling the pot would be 5.
    assert facts.sized_bet(view, "half") == 2 + 5 // 2
    assert facts.sized_bet(view, "pot") == 2 + 5
    assert facts.sized_bet(view, "all") == 200
    # Not his turn: nothing to size.
    assert facts.sized_bet(state.view(1), "pot") is None
    # A size below the minimum raise is clamped up to it.
    state.apply(Action.raise_to(60))
    view = state.view(state.to_act)
    legal = view.legal
    assert legal is not None
    half = facts.sized_bet(view, "half")
    assert half == max(legal.min_to, 60 + (view.pot_total + legal.call_amount) // 2)
    assert legal.min_to <= half <= legal.max_to


def test_pot_limit_all_in_is_the_pot() -> None:
    state = HandState(BadugiRules(structure="pot"), [500, 500, 500], 0, seed=3)
    view = state.view(0)
    assert view.legal is not None
    assert facts.sized_bet(view, "all") == view.legal.max_to == facts.sized_bet(view, "pot")
    assert view.legal.max_to < facts.all_in_to(view) == 500


def test_to_call_and_still_betting() -> None:
    state = no_limit_hand()
    assert [facts.to_call(state.view(s)) for s in range(3)] == [2, 1, 0]
    assert all(facts.still_betting(state.view(s)) for s in range(3))
    state.apply(Action.fold())
    assert not facts.still_betting(state.view(0))


def test_draws_left_counts_the_draw_in_progress_until_the_seat_has_drawn() -> None:
    deck = stacked_deck({0: "Kc Kd Kh Ks", 1: "Qc Qd Qh Qs"}, [1, 0])
    state = HandState(BadugiRules(draws=3), [100, 100], 0, seed=1, deck=deck)
    assert [facts.draws_left(state.view(s)) for s in (0, 1)] == [3, 3]
    state.apply(Action.call())
    state.apply(Action.check())
    assert state.phase is Phase.DRAWING
    first = state.to_act
    assert first is not None
    other = 1 - first
    state.apply(Action.stand_pat())
    assert facts.draws_left(state.view(first)) == 2  # he has drawn in this one
    assert facts.draws_left(state.view(other)) == 3  # he has not yet
    state.apply(Action.stand_pat())
    assert state.phase is Phase.BETTING
    assert [facts.draws_left(state.view(s)) for s in (0, 1)] == [2, 2]
