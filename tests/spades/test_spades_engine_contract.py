"""``SpadesState`` meets ``core.contract.Engine``: an enum phase with the old string values,
``to_act``, ``legal(seat)``, ``check`` that changes nothing and never disagrees with ``apply``
(hypothesis over random positions and actions, legal and not), a claimed seat that must match,
``view``/``clone``/``to_json``; and the one trick-winner rule everyone uses."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from spades_helpers import bid_all, ref_trick_winner

from cardtable.core.cards import Card, full_deck
from cardtable.core.contract import Engine
from cardtable.core.errors import IllegalAction
from cardtable.spades import (
    BLIND_NIL,
    NIL,
    Bid,
    Phase,
    Play,
    ShowCards,
    SpadesRules,
    SpadesState,
)
from cardtable.spades.events import TrickWon
from cardtable.spades.trick_rules import (
    table_deck,
    trick_key,
    trick_winner_index,
    trick_winner_seat,
    tricks_won,
    winning_play,
)

rules_strategy = st.builds(
    SpadesRules,
    players=st.sampled_from([3, 4, 5, 6]),
    direction=st.sampled_from(["clockwise", "counterclockwise"]),
    blind_nil=st.booleans(),
    blind_nil_behind=st.sampled_from([0, 50]),
    spades_lead_any_time=st.booleans(),
    target=st.sampled_from([100, 500]),
    loss_threshold=st.sampled_from([-100, -200]),
)


def snapshot(state: SpadesState) -> str:
    """Everything observable about ``state``: its save and every seat's view."""
    views = [repr(state.view(s)) for s in range(state.players)]
    return json.dumps(state.to_json()) + repr(views) + repr(state.history)


def candidates(state: SpadesState, rng: random.Random) -> list[Any]:
    """Actions worth trying here: every seat's legal ones and a spread of illegal ones."""
    n = state.players
    out: list[Any] = [a for s in range(n) for a in state.legal(s)]
    out += [Play(s, card) for s in range(n) for card in dict.fromkeys(state.hand(s))]
    deck = full_deck()
    for _ in range(12):
        seat = rng.choice([*range(n), n, -1, True, 1.0, None])
        out.append(Play(seat, rng.choice(deck)))
        out.append(Bid(seat, rng.choice([NIL, BLIND_NIL, 0, 1, 3, 13, 14, 18, -1, True, 2.0, "x"])))
        out.append(ShowCards(seat))
    out += [Play(state.to_act, "Ah"), Play(state.to_act, None), "bid three", None]
    return out


def test_the_engine_protocol_is_met() -> None:
    state = SpadesState(SpadesRules(), seed=3)
    engine: Engine = state  # the annotation is what a type checker verifies
    assert isinstance(engine.phase, Phase) and engine.phase is Phase.BIDDING
    assert engine.to_act == state.turn == 1
    assert engine.legal(1) == state.legal_actions()
    assert engine.check(engine.legal(1)[0]) is None
    twin = engine.clone()
    assert twin.to_json() == engine.to_json() and twin is not engine
    assert engine.view(0).seat == 0


def test_phases_keep_their_old_strings() -> None:
    """Saves, records and logs wrote the phase as a string: the enum keeps the values."""
    assert [p.value for p in Phase] == ["bidding", "playing", "over"]
    assert Phase.BIDDING == "bidding" and json.dumps(Phase.PLAYING) == '"playing"'
    assert f"{Phase.OVER}" == "over"
    state = SpadesState(SpadesRules(blind_nil=False), seed=4)
    assert state.view(0).phase is Phase.BIDDING
    bid_all(state, dict.fromkeys(range(4), 3))
    assert state.phase is Phase.PLAYING and state.view(2).phase is Phase.PLAYING


def test_legal_for_a_seat_out_of_turn() -> None:
    state = SpadesState(SpadesRules(blind_nil=True), seed=5)  # everyone's cards face down
    turn = state.to_act
    assert turn is not None
    other = (turn + 2) % 4
    assert state.legal(other) == (ShowCards(other),)
    assert state.check(ShowCards(other)) is None
    state.apply(ShowCards(other), other)
    assert state.legal(other) == ()
    with pytest.raises(ValueError):
        state.legal(4)


def test_a_claimed_seat_must_be_the_actions_own() -> None:
    state = SpadesState(SpadesRules(blind_nil=False), seed=6)
    turn = state.to_act
    assert turn is not None
    bid = Bid(turn, 3)
    assert state.check(bid, turn) is None
    refusal = state.check(bid, (turn + 1) % 4)
    assert refusal is not None and refusal.rule == "not_your_seat"
    refusal = state.check(bid, True if turn == 1 else turn + 0.0)  # type: ignore[arg-type]
    assert refusal is not None and refusal.rule == "not_your_seat"
    before = state.to_json()
    with pytest.raises(IllegalAction) as err:
        state.apply(bid, (turn + 1) % 4)
    assert err.value.rule == "not_your_seat" and state.to_json() == before
    assert state.apply(bid, turn)


@settings(max_examples=150, deadline=None)
@given(
    rules=rules_strategy,
    seed=st.integers(0, 2**63 - 1),
    moves=st.integers(0, 140),
    pick=st.integers(0, 10**6),
)
def test_check_never_changes_anything_and_agrees_with_apply(
    rules: SpadesRules, seed: int, moves: int, pick: int
) -> None:
    state = SpadesState(rules, seed=seed)
    rng = random.Random(pick)
    for _ in range(moves):  # a random position, sometimes the game's end
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    pool = candidates(state, rng)
    for action in pool:
        seat = rng.choice([None, getattr(action, "seat", None), 0])
        before = snapshot(state)
        refusal = state.check(action, seat)
        assert snapshot(state) == before, f"check({action}) changed the state"
        twin = state.clone()
        if refusal is None:
            twin.apply(action, seat)  # must not raise
            claimed = action.seat
            assert action in state.legal(claimed), f"{action} passed check but is not legal"
        else:
            assert isinstance(refusal, IllegalAction) and str(refusal)
            with pytest.raises(IllegalAction) as err:
                twin.apply(action, seat)
            assert (err.value.rule, str(err.value)) == (refusal.rule, str(refusal))
            assert snapshot(twin) == before, f"a refused {action} changed the state"
    for s in range(state.players):  # and everything legal passes
        for action in state.legal(s):
            assert state.check(action) is None and state.check(action, s) is None


def test_the_engine_refuses_with_the_checked_reason() -> None:
    state = SpadesState(SpadesRules(blind_nil=False), seed=8)
    bid_all(state, dict.fromkeys(range(4), 3))
    leader = state.to_act
    assert leader is not None
    spades = [c for c in state.hand(leader) if c.suit == 3]
    others = [c for c in state.hand(leader) if c.suit != 3]
    assert spades and others
    refusal = state.check(Play(leader, spades[0]))
    assert refusal is not None and refusal.rule == "spades_not_broken"
    with pytest.raises(IllegalAction, match="spades may not be led"):
        state.apply(Play(leader, spades[0]))


# ---------------------------------------------------------------------- the trick winner


def random_trick(rng: random.Random, players: int) -> tuple[tuple[int, Card], ...]:
    deck = table_deck(players)
    cards = rng.sample(deck, players)
    first = rng.randrange(players)
    return tuple(((first + k) % players, card) for k, card in enumerate(cards))


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4, 5, 6]))
def test_trick_winner_agrees_with_an_independent_rule(seed: int, players: int) -> None:
    rng = random.Random(seed)
    trick = random_trick(rng, players)
    winner = trick_winner_seat(trick)
    assert winner == ref_trick_winner(trick)
    seat, card = winning_play(trick)
    assert seat == winner and (seat, card) in trick
    led = trick[0][1].suit
    assert all(trick_key(c, led) <= trick_key(card, led) for _, c in trick)
    assert trick[trick_winner_index([c for _, c in trick])][0] == winner
    # A trick in progress: the seat winning it so far.
    part = trick[: rng.randrange(1, players + 1)]
    assert trick_winner_seat(part) == ref_trick_winner(part)


def test_tricks_won_and_the_hand_record_match_the_engine() -> None:
    rng = random.Random(12)
    state = SpadesState(SpadesRules(players=6, blind_nil=False, loss_threshold=-1000), seed=12)
    events: list[Any] = []
    while len(state.history) < 2:
        legal = state.legal_actions()
        events += state.apply(legal[rng.randrange(len(legal))])
    won = [e.seat for e in events if isinstance(e, TrickWon)]
    records = state.history
    assert [w for r in records for w in r.trick_winners] == won
    for record in records:
        assert record.tricks_won(6) == tricks_won(record.tricks, 6)
        assert sum(record.tricks_won(6)) == len(record.tricks)
    assert state.view(0).winning_seat is None  # between tricks: nobody is winning one
    while len(state.current_trick) < 3:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    view = state.view(0)
    assert view.winning_seat == ref_trick_winner(view.current_trick)
    assert view.last_trick_winner == ref_trick_winner(view.tricks[-1]) if view.tricks else True
