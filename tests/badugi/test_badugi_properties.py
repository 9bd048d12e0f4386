"""Invariants of the Badugi engine over random tables, structures, stacks and play."""

from __future__ import annotations

import json
import random

from conftest import random_action
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.badugi.events import (
    BetReturned,
    BlindPosted,
    CardsDealt,
    CardsDrawn,
    PlayerActed,
    PotAwarded,
    RoundEnded,
)
from cardtable.badugi.rules import STRUCTURES, BadugiRules
from cardtable.badugi.state import HandState


@st.composite
def tables(draw: st.DrawFn) -> tuple[BadugiRules, list[int], int, int]:
    n = draw(st.integers(2, 8))
    stacks = draw(
        st.lists(
            st.one_of(st.just(0), st.integers(1, 12), st.integers(1, 400)), min_size=n, max_size=n
        ).filter(lambda xs: sum(1 for x in xs if x > 0) >= 2)
    )
    button = draw(st.sampled_from([s for s, c in enumerate(stacks) if c > 0]))
    structure = draw(st.sampled_from(STRUCTURES))
    bb = draw(st.sampled_from([2, 4, 10]))
    sb = bb // 2 if structure == "fixed" else draw(st.integers(1, bb))
    draws = draw(st.sampled_from([1, 3]))
    limits = tuple(draw(st.one_of(st.none(), st.integers(0, 4))) for _ in range(draws))
    rules = BadugiRules(
        structure=structure,
        small_blind=sb,
        big_blind=bb,
        draws=draws,
        uncapped_heads_up=draw(st.booleans()),
        draw_limits=limits,
    )
    return rules, stacks, button, draw(st.integers(0, 2**32))


def check_invariants(state: HandState, total: int) -> None:
    # Chips are conserved after every action.
    assert sum(state.stacks) + sum(state.committed) == total
    assert all(s >= 0 for s in state.stacks)
    # No card is in two places: live hands, stub and muck hold the 52 cards once each.
    places = [c for s in range(state.n) if state._live(s) for c in state.hands[s]]
    places += state.stub + [c for c, _ in state.muck]
    assert len(places) == 52 and len(set(places)) == 52
    # Each side pot holds exactly what its players can win: a live player can win from each
    # opponent at most what he put in himself. Chips a folded player put in above every live
    # player's level (a blind bigger than all the all-ins) are dead money for the top pot.
    if not state.is_complete:
        pots = state.pots()
        assert sum(a for a, _ in pots) == sum(state.committed)
        live = [s for s in range(state.n) if state._live(s)]
        top = max(state.committed[s] for s in live)
        dead = sum(max(0, c - top) for c in state.committed)
        for p in live:
            mine = state.committed[p]
            winnable = sum(min(c, mine) for c in state.committed)
            if mine == top:
                winnable += dead
            assert sum(a for a, elig in pots if p in elig) == winnable


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.booleans())
def test_random_legal_play_finishes_and_keeps_every_invariant(table, muck) -> None:
    rules, stacks, button, seed = table
    rng = random.Random(seed)
    state = HandState(rules, stacks, button, seed=seed, auto_muck=[muck] * len(stacks))
    total = sum(stacks)
    check_invariants(state, total)
    discarded: dict[int, set] = {s: set() for s in range(state.n)}
    for _ in range(400):  # far more than any hand needs
        if state.is_complete:
            break
        events = state.apply(random_action(state, rng))
        if any(isinstance(e, RoundEnded) for e in events) and not state.is_complete:
            # Once a round is over no live player has chips in that nobody matched.
            top = max(state.committed)
            leaders = [s for s, c in enumerate(state.committed) if c == top]
            assert len(leaders) > 1 or not state._live(leaders[0])
        for event in events:
            if isinstance(event, CardsDrawn):
                # Nobody is dealt a card he discarded (this draw or an earlier one).
                discarded[event.seat].update(event.discarded)
                assert not set(event.received) & discarded[event.seat]
        check_invariants(state, total)
    assert state.is_complete
    assert sum(state.stacks) == total
    # Every chip a seat put in went to a pot or, if nobody called it, back to the seat; every
    # pot went to its winners.
    put_in = [0] * state.n
    returned = [0] * state.n
    for e in state.events:
        if isinstance(e, BlindPosted):
            put_in[e.seat] += e.amount
        elif isinstance(e, PlayerActed):
            put_in[e.seat] += e.added
        elif isinstance(e, BetReturned):
            assert e.amount > 0 and not state.folded[e.seat]
            # Only chips above what every other seat put in so far are ever returned.
            assert put_in[e.seat] - returned[e.seat] - e.amount >= max(
                p - r for s, (p, r) in enumerate(zip(put_in, returned, strict=True))
                if s != e.seat
            )
            returned[e.seat] += e.amount
    awarded = sum(e.amount for e in state.events if isinstance(e, PotAwarded))
    assert awarded + sum(returned) == sum(put_in)
    assert awarded == sum(state.winnings)
    for s in range(state.n):
        assert state.stacks[s] == stacks[s] - put_in[s] + returned[s] + state.winnings[s]
    dealt = [c for e in state.events if isinstance(e, CardsDealt) for c in e.cards]
    assert len(dealt) == len(set(dealt)) == 4 * sum(1 for x in stacks if x > 0)


@settings(max_examples=60, deadline=None)
@given(tables(), st.integers(0, 60))
def test_save_load_continue_equals_never_saving(table, stop_after) -> None:
    rules, stacks, button, seed = table
    original = HandState(rules, stacks, button, seed=seed)
    rng = random.Random(seed)
    for _ in range(stop_after):
        if original.is_complete:
            break
        original.apply(random_action(original, rng))
    restored = HandState.from_json(json.loads(json.dumps(original.to_json())))
    assert restored == original
    # Continue both with the same choices.
    rng_a, rng_b = random.Random(seed + 1), random.Random(seed + 1)
    while not original.is_complete:
        original.apply(random_action(original, rng_a))
        restored.apply(random_action(restored, rng_b))
    assert restored.is_complete
    assert restored == original
