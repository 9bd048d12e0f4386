"""The stub reshuffle (RULES.md, Badugi flow) with two and three reshuffles in a hand.

Every hand is checked twice: from inside (the engine's stub before each draw) and from its
record alone by ``deal_check``, an independent verifier that imports nothing of the engine.
"""

from __future__ import annotations

import json
import random

import pytest
from deal_check import DealError, check_deal
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.badugi.actions import Action
from cardtable.badugi.events import CardsDrawn, StubReshuffled
from cardtable.badugi.records import hand_record
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.core.cards import full_deck


def play_hand(
    n: int, seed: int, deck: list | None, big_draws: float, fold_rate: float, rng_seed: int
) -> tuple[HandState, list[tuple[int, int, int, bool]]]:
    """Play a hand where players draw many cards (``big_draws``: the chance of changing three
    or four) and rarely fold. Returns the state and, for each draw, (seat, cards drawn, cards
    in the stub he could be dealt, whether the stub was reshuffled)."""
    rng = random.Random(rng_seed)
    state = HandState(BadugiRules(), [1000] * n, 0, seed=seed, deck=deck)
    draws: list[tuple[int, int, int, bool]] = []
    while not state.is_complete:
        legal = state.legal_actions()
        assert legal is not None
        seat = legal.seat
        if "draw" in legal.kinds:
            hand = state.hands[seat]
            k = rng.choice((3, 4)) if rng.random() < big_draws else rng.randint(0, 2)
            own = set(state.discards[seat]) | set(rng.sample(hand, k))
            thrown = [c for c in hand if c in own][:k]
            usable = sum(1 for c in state.stub if c not in own)
            events = state.apply(Action.draw(thrown))
            drawn = next(e for e in events if isinstance(e, CardsDrawn))
            reshuffled = any(isinstance(e, StubReshuffled) for e in events)
            assert not set(drawn.received) & set(state.discards[seat])
            draws.append((seat, k, usable, reshuffled))
        elif "fold" in legal.kinds and rng.random() < fold_rate:
            state.apply(Action.fold())
        else:
            state.apply(Action.call() if "call" in legal.kinds else Action.check())
    return state, draws


def checked(state: HandState) -> int:
    record = json.loads(json.dumps(hand_record(state)))
    return check_deal(record)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(6, 8),
    seed=st.integers(0, 2**63 - 1),
    deck=st.one_of(st.none(), st.permutations(full_deck())),
    big_draws=st.floats(0.5, 1.0),
    fold_rate=st.sampled_from([0.0, 0.05, 0.2]),
    rng_seed=st.integers(0, 2**32),
)
def test_reshuffles_never_deal_own_discards_nor_happen_while_the_stub_covers(
    n, seed, deck, big_draws, fold_rate, rng_seed
) -> None:
    state, draws = play_hand(n, seed, deck, big_draws, fold_rate, rng_seed)
    for seat, k, usable, reshuffled in draws:
        # A reshuffle exactly when the stub holds fewer cards he may be dealt than he draws.
        assert reshuffled == (usable < k), (seat, k, usable)
    assert checked(state) == state.reshuffles


def test_forced_hands_reach_two_and_three_reshuffles() -> None:
    # Eight players changing three or four cards every draw: the property above is not
    # vacuous, double and triple reshuffles happen and pass the independent check.
    counts = [checked(play_hand(8, s, None, 1.0, 0.0, s)[0]) for s in range(30)]
    assert sum(1 for c in counts if c >= 2) >= 10
    assert sum(1 for c in counts if c >= 3) >= 3


def test_issue_11_hand_13_does_not_reshuffle_a_covering_stub() -> None:
    # Issue 11: `cardtable-arena --game badugi --hands 14 --seed 4` (8 random bots, stack 3),
    # hand 13. Seat 7 drew 2 at dinner with 4 cards left in the stub, none of them his, yet a
    # reshuffle of 13 was logged: cards passed over for earlier drawers had been sent to the
    # muck instead of keeping their place.
    state = HandState(BadugiRules(), [3] * 8, 5, seed=4, hand_no=13, auto_muck=[True] * 8)
    state.apply(Action.raise_to(3))
    for _ in range(7):
        state.apply(Action.call())
    draws = [
        "4s", "4h 4c 4d 5s", "Tc", "Th 2h", "Kh Qh", "7h 8c", "8s 2s", "Qd 2c",  # breakfast
        "8h Qs Jd", "8d 9c", "3c", "6h 2d", "Ad", "", "5c", "3s 6c Kc Ts",  # lunch
        "3h",  # dinner: seat 6
    ]  # fmt: skip
    for text in draws:
        state.apply(Action.draw(text))
    assert state.reshuffles == 1
    assert state.to_act == 7 and len(state.stub) == 4
    assert not set(state.stub) & set(state.discards[7])
    events = state.apply(Action.draw(state.hands[7][:2]))
    assert not any(isinstance(e, StubReshuffled) for e in events)
    assert state.reshuffles == 1 and len(state.stub) == 2


def test_the_checker_catches_a_wrong_deal() -> None:
    # The verifier is not a rubber stamp: a record whose stub or deal was altered fails.
    state, _ = play_hand(8, 3, None, 1.0, 0.0, 3)
    record = json.loads(json.dumps(hand_record(state)))
    assert check_deal(record) >= 2
    entry = next(e for e in record["log"] if "reshuffle" in e)
    cards = entry["stub"].split()
    entry["stub"] = " ".join(cards[1:] + cards[:1])
    with pytest.raises(DealError):
        check_deal(record)
    record = json.loads(json.dumps(hand_record(state)))
    deck = record["deck"].split()
    record["deck"] = " ".join([deck[1], deck[0], *deck[2:]])
    with pytest.raises(DealError):
        check_deal(record)


def test_seat_views_see_the_reshuffle_but_not_the_new_stub() -> None:
    # No peeking: the record keeps the stub's order, a seat's view only the count.
    from cardtable.badugi.view import seat_view

    state, _ = play_hand(8, 5, None, 1.0, 0.0, 5)
    full = [e for e in state.events if isinstance(e, StubReshuffled)]
    assert full and all(len(e.stub) == e.cards for e in full)
    for seat in range(8):
        seen = [e for e in seat_view(state, seat).history if isinstance(e, StubReshuffled)]
        assert [e.cards for e in seen] == [e.cards for e in full]
        assert all(e.stub == () for e in seen)
