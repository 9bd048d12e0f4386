"""Hard's card play at 3, 5 and 6 players: the exact N-hand ending search (the same values as
plain minimax over every card, at every table size) and the rollout search that keeps the
policy's card without a clear gain."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.spades import SpadesRules, SpadesState
from cardtable.spades.actions import Play
from cardtable.spades.ai import policy
from cardtable.spades.ai.bidding import formula_bid
from cardtable.spades.ai.endgame import endgame_card, endgame_tricks, solve_cards
from cardtable.spades.ai.search import _clear_gain, evaluate, search_card
from cardtable.spades.ai.simulate import Sim, new_hand_sim, sim_from_view
from cardtable.spades.bots import BasicBot
from cardtable.spades.trick_rules import HIGH_RANK, SUIT_OF, table_deck


def _minimax(sim: Sim, team: int, bags: tuple[int, ...], rules: SpadesRules) -> float:
    """Every legal card of every seat, no cuts, no table: the reference."""
    if sim.tricks_left == 0:
        return evaluate(sim, team, bags, rules)
    values = []
    for card in set(sim.legal(sim.turn)):
        child = sim.copy()
        child.play(card)
        values.append(_minimax(child, team, bags, rules))
    return max(values) if sim.team[sim.turn] == team else min(values)


def _ending(players: int, seed: int, left: int) -> tuple[Sim, tuple[int, ...], SpadesRules]:
    rng = random.Random(seed)
    rules = SpadesRules(players=players)
    deck = [c.index for c in table_deck(players)]
    rng.shuffle(deck)
    size = rules.hand_size
    hands = [deck[s * size : (s + 1) * size] for s in range(players)]
    bids = [formula_bid(h, rules.max_bid) for h in hands]
    if rng.random() < 0.3:
        bids[rng.randrange(players)] = -1  # a nil at the table now and then
    sim = new_hand_sim(rules, hands, rng.randrange(players), bids)
    stop = left * players + rng.randrange(players)
    while sim.tricks_left * players - len(sim.trick) > stop:
        sim.play(policy.choose(sim, sim.turn))
    bags = tuple(rng.randrange(10) for _ in range(sim.teams))
    return sim, bags, rules


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([3, 4, 5, 6]), st.integers(0, 10**6), st.integers(1, 3))
def test_same_values_as_plain_minimax(players: int, seed: int, left: int) -> None:
    if players >= 5:
        left = min(left, 2)  # plain minimax of three tricks of 5-6 hands takes minutes
    sim, bags, rules = _ending(players, seed, left)
    seat = sim.turn
    cards = sorted(set(sim.legal(seat)))
    values = solve_cards(sim, seat, cards, bags, rules)
    for card in cards:
        child = sim.copy()
        child.play(card)
        assert values[card] == pytest.approx(_minimax(child, sim.team[seat], bags, rules))


def test_refuses_a_deal_with_hidden_hands() -> None:
    sim, bags, rules = _ending(3, 1, 2)
    sim.hands[(sim.turn + 1) % 3] = []
    with pytest.raises(ValueError, match="every hand"):
        solve_cards(sim, sim.turn, sim.legal(sim.turn), bags, rules)


def test_depth_by_size_and_budget() -> None:
    assert endgame_tricks(4, 0.02) == 0  # four players: the double-dummy solver's job
    assert endgame_tricks(3, 0.02) == 3 and endgame_tricks(3, 0.25) == 4
    assert endgame_tricks(6, 0.02) == 1 and endgame_tricks(6, None) == 2


def test_endgame_card_is_legal_from_the_seat_view() -> None:
    from cardtable.spades.ai.bots import HardBot

    state = SpadesState(SpadesRules(players=3), 5)
    bots = [HardBot(s, budget_ms=None, samples=2) for s in range(3)]
    for b in bots:
        b.bid_samples = 10
    while state.hand_number == 1 and not state.is_over:
        seat = state.turn
        assert seat is not None
        view = state.view(seat)
        if isinstance(state.legal_actions()[0], Play) and len(view.tricks) >= 14:
            card = endgame_card(view, random.Random(seat), 3, None, True)
            assert Play(seat, card) in state.legal_actions()
        state.apply(bots[seat].act(view))


def test_keep_sound_needs_a_clear_gain() -> None:
    # Gains of 10, 12, 8 points over three deals: clear; 30, -20, 20: not at one error.
    assert _clear_gain(30.0, 100 + 144 + 64, 3, 1.0)
    assert not _clear_gain(30.0, 900 + 400 + 400, 3, 1.0)
    assert not _clear_gain(50.0, 2500, 1, 0.0)  # one deal says nothing


def test_keep_sound_plays_the_policy_card_without_a_clear_gain() -> None:
    # Deal 4: without keep_sound two deals send the search off the policy's card.
    state = SpadesState(SpadesRules(players=6), 4)
    bots = [BasicBot(s) for s in range(6)]
    while not isinstance(state.legal_actions()[0], Play):
        seat = state.turn
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat)))
    seat = state.turn
    assert seat is not None
    view = state.view(seat)
    sound = policy.choose(sim_from_view(view), seat)

    def sound_card(keep_sound: float) -> bool:
        card = search_card(view, random.Random(1), 2, None, True, keep_sound=keep_sound)
        assert Play(seat, card) in state.legal_actions()
        # The policy's card, or the lowest of its equivalent cards (the one searched).
        return SUIT_OF[card.index] == SUIT_OF[sound] and HIGH_RANK[card.index] <= HIGH_RANK[sound]

    assert not sound_card(0.0)
    assert sound_card(1e9)
