"""Proven bounds of the double-dummy layer (``dd.bounds``, ``search.BoundSearch``): a search
cut short at any node limit gives intervals that hold the exhaustive search's figure, never a
point estimate; given enough nodes every figure is exact; the alpha-beta yardstick
(``reference.exhaustive_ab``) is the plain one's equal."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.spades.dd import analysis as dd
from cardtable.spades.dd.position import DDPosition
from cardtable.spades.dd.reference import (
    exhaustive,
    exhaustive_ab,
    random_ending,
    random_unbroken_position,
)
from cardtable.spades.dd.search import BoundSearch, SearchMemo, one_sided, restricted_teams
from cardtable.spades.rules import CLOCKWISE, COUNTERCLOCKWISE, SpadesRules

pytestmark = pytest.mark.skipif(not dd.available(), reason=f"no solver: {dd.problem()}")


def position_of(hands, trick, seat, broken, rules: SpadesRules) -> DDPosition:
    leader = trick[0][0] if trick else seat
    return DDPosition(
        tuple(hands), tuple(trick), leader, broken, rules.direction == CLOCKWISE,
        rules.spades_lead_any_time,
    )  # fmt: skip


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    cards=st.integers(3, 5),
    on_table=st.integers(0, 3),
    nodes=st.sampled_from([0, 1, 3, 10, 40]),
)
def test_a_cut_short_search_gives_intervals_that_hold_the_truth(
    seed: int, cards: int, on_table: int, nodes: int
) -> None:
    rng = random.Random(seed)
    rules = SpadesRules(direction=rng.choice((CLOCKWISE, COUNTERCLOCKWISE)))
    hands, trick, seat, broken = random_unbroken_position(rng, cards, on_table, rules)
    truth = exhaustive(hands, trick, seat, broken, rules)
    memo = SearchMemo()
    position = position_of(hands, trick, seat, broken, rules)
    found = dd.bounds(position, nodes, memo)
    assert {c.index for c in found} == set(truth)
    for card, (low, high) in found.items():
        assert low <= truth[card.index] <= high
    # The table holds only proven bounds: a second, longer search on it finishes exact.
    again = dd.bounds(position, 10**6, memo)
    assert {c.index: b for c, b in again.items()} == {i: (v, v) for i, v in truth.items()}


def test_the_one_sided_bound_needs_one_team_alone_held_by_the_rule() -> None:
    """Only team 0 holds spades and other cards: bridge's figure is an upper bound for team
    0, so the bounds narrow from above only; with both teams held, nothing is claimed."""
    rng = random.Random(4)
    narrowed = 0
    for _ in range(100):
        rules = SpadesRules()
        hands, trick, seat, broken = random_unbroken_position(rng, 4, 0, rules)
        position = position_of(hands, trick, seat, broken, rules)
        held = restricted_teams(position)
        free = SearchMemo().dds_values(position)
        low, high = one_sided(position, free, 0, position.tricks_left)
        truth = exhaustive(hands, trick, seat, broken, rules)
        best = max(truth.values())
        team0 = best if position.to_act % 2 == 0 else position.tricks_left - best
        assert low <= team0 <= high
        if held[0] == held[1]:
            assert (low, high) == (0, position.tricks_left)
        narrowed += (low, high) != (0, position.tricks_left)
    assert narrowed > 10


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), cards=st.integers(1, 4), on_table=st.integers(0, 3))
def test_the_alpha_beta_yardstick_is_the_plain_one(seed: int, cards: int, on_table: int) -> None:
    rng = random.Random(seed)
    rules = SpadesRules(direction=rng.choice((CLOCKWISE, COUNTERCLOCKWISE)))
    state = random_ending(rng, cards, on_table, rules=rules)
    hands = [sum(c.bit for c in state.hand(s)) for s in range(4)]
    trick = [(s, c.index) for s, c in state.current_trick]
    assert state.to_act is not None
    args = (hands, trick, state.to_act, state.spades_broken, rules)
    assert exhaustive_ab(*args) == exhaustive(*args)


def test_the_search_counts_its_nodes() -> None:
    rng = random.Random(9)
    rules = SpadesRules()
    hands, trick, seat, broken = random_unbroken_position(rng, 6, 0, rules)
    search = BoundSearch(5)
    search.card_bounds(position_of(hands, trick, seat, broken, rules))
    assert search.nodes <= 5
