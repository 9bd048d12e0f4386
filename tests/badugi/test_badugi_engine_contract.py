"""``HandState`` meets ``core.contract.Engine``: ``check`` says exactly what ``apply`` would
raise and never changes anything, ``legal`` is per seat, ``view`` is the seat view,
``clone`` is independent, and the phase is an Enum that still reads as the old strings."""

from __future__ import annotations

import itertools
import json
import random

from conftest import random_action
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_badugi_properties import tables

from cardtable.badugi.actions import KINDS, Action
from cardtable.badugi.phase import Phase
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.view import seat_view
from cardtable.core.cards import full_deck
from cardtable.core.contract import Engine
from cardtable.core.errors import IllegalAction


def any_action(state: HandState, rng: random.Random) -> tuple[object, object]:
    """An action and a claimed seat, legal or not: every kind at sizes around the legal
    range, discards of held, unheld and repeated cards, malformed values, wrong seats."""
    legal = state.legal_actions()
    seat: object = rng.choice([None, None, state.to_act, -1, state.n, True, 0, 1])
    roll = rng.random()
    if roll < 0.35 and legal is not None:
        return random_action(state, rng), seat
    if roll < 0.45:
        odd = ["raise", None, Action("raise", 2.5), Action("shove"), Action("bet", True)]
        return rng.choice(odd), seat
    kind = rng.choice(KINDS)
    if kind == "draw":
        mine = state.hands[state.to_act] if state.to_act is not None else []
        pool = list(mine) + rng.sample(full_deck(), 3)
        size = rng.randint(0, 5)
        cards = tuple(rng.choice(pool) for _ in range(size)) if pool else ()
        return Action("draw", 0, cards), seat
    if kind in ("bet", "raise"):
        lo = legal.min_to if legal is not None else 0
        hi = legal.max_to if legal is not None else 10
        return Action(kind, rng.randint(lo - 3, hi + 3)), seat
    return Action(kind), seat


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.integers(0, 2**32))
def test_check_and_apply_never_disagree(table, salt) -> None:
    """For random positions and random attempts: ``check`` changes nothing; when it says
    None ``apply`` plays the action, otherwise ``apply`` raises the very same refusal (rule
    and message) and leaves the hand as it was."""
    rules, stacks, button, seed = table
    state = HandState(rules, stacks, button, seed=seed)
    rng = random.Random(salt)
    refused = played = 0
    over_from_the_start = state.is_complete
    past_the_end = 0  # a few attempts after the hand: each refused as "hand over"
    for _ in range(3000):  # far more than a hand takes
        past_the_end += state.is_complete
        if past_the_end > 5:
            break
        action, seat = any_action(state, rng)
        before = state.snapshot()
        verdict = state.check(action, seat)  # type: ignore[arg-type]
        assert state.snapshot() == before
        if verdict is None:
            state.apply(action, seat)  # type: ignore[arg-type]
            played += 1
        else:
            assert isinstance(verdict, IllegalAction)
            try:
                state.apply(action, seat)  # type: ignore[arg-type]
            except IllegalAction as exc:
                assert (exc.rule, str(exc)) == (verdict.rule, str(verdict))
            else:
                raise AssertionError(f"check refused {action!r} ({verdict.rule}), apply played it")
            assert state.snapshot() == before
            refused += 1
    assert refused > 0 and (played > 0 or over_from_the_start)
    if state.is_complete:
        verdict = state.check(Action.check())
        assert verdict is not None and verdict.rule == "hand_over"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.integers(0, 40))
def test_clone_is_equal_and_independent(table, steps) -> None:
    rules, stacks, button, seed = table
    state = HandState(rules, stacks, button, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_complete:
            break
        state.apply(random_action(state, rng))
    twin = state.clone()
    assert twin == state and twin is not state
    before = state.snapshot()
    rng_twin = random.Random(seed + 1)
    while not twin.is_complete:
        twin.apply(random_action(twin, rng_twin))
    assert state.snapshot() == before
    # The original plays on to the same end when given the same choices.
    rng_state = random.Random(seed + 1)
    while not state.is_complete:
        state.apply(random_action(state, rng_state))
    assert state == twin


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.integers(0, 40))
def test_legal_and_view_are_per_seat(table, steps) -> None:
    rules, stacks, button, seed = table
    state = HandState(rules, stacks, button, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_complete:
            break
        state.apply(random_action(state, rng))
    for seat in range(state.n):
        legal = state.legal(seat)
        if seat == state.to_act:
            assert legal == state.legal_actions() and legal is not None
        else:
            assert legal is None
        view = state.view(seat)
        assert view == seat_view(state, seat)
        assert view.legal == legal and view.phase is state.phase
        assert view.hand == tuple(state.hands[seat])


def test_the_hand_meets_the_engine_protocol() -> None:
    state: Engine = HandState(BadugiRules(), [100, 100, 100], 0, seed=5)
    assert isinstance(state.phase, Phase) and state.to_act is not None
    assert state.check(Action.call()) is None


def test_the_phase_is_an_enum_with_the_old_strings() -> None:
    state = HandState(BadugiRules(), [100, 100], 0, seed=3)
    assert state.phase is Phase.BETTING and state.phase == "betting"
    state.apply(Action.call())
    state.apply(Action.check())
    assert state.phase is Phase.DRAWING
    assert f"{state.phase}|{state.phase!s}" == "drawing|drawing"
    assert json.dumps({"phase": state.phase}) == '{"phase": "drawing"}'
    assert [p.value for p in Phase] == ["betting", "drawing", "complete"]
    while not state.is_complete:
        state.apply(Action.stand_pat() if state.phase is Phase.DRAWING else Action.check())
    assert state.phase is Phase.COMPLETE
    assert state.legal(0) is None and state.legal(1) is None


def test_check_names_the_rule_without_playing() -> None:
    state = HandState(BadugiRules(structure="no_limit"), [200, 200, 200], 0, seed=3)
    first = state.to_act
    assert first is not None
    before = state.snapshot()
    cases = {
        "no_check": Action.check(),
        "bet_size": Action.raise_to(100000),
        "no_bet": Action.bet(10),
        "not_drawing": Action.stand_pat(),
        "bad_amount": Action("raise", 4.5),
        "not_an_action": "raise",
    }
    for rule, action in cases.items():
        verdict = state.check(action)
        assert verdict is not None and verdict.rule == rule, (rule, verdict)
    other = next(s for s in range(3) if s != first)
    verdict = state.check(Action.call(), other)
    assert verdict is not None and verdict.rule == "not_your_turn"
    assert state.snapshot() == before
    # Draw refusals, with the same messages ``apply`` gives.
    state.apply(Action.call())
    while state.phase is Phase.BETTING:
        state.apply(Action.check() if state.check(Action.check()) is None else Action.call())
    seat = state.to_act
    assert seat is not None
    held = state.hands[seat]
    unheld = next(c for c in full_deck() if c not in list(itertools.chain(*state.hands)))
    for rule, action in {
        "drawing": Action.check(),
        "discard_twice": Action.draw([held[0], held[0]]),
        "discard_not_held": Action.draw([unheld]),
    }.items():
        verdict = state.check(action)
        assert verdict is not None and verdict.rule == rule
        try:
            state.apply(action)
        except IllegalAction as exc:
            assert exc.rule == rule and str(exc) == str(verdict)
        else:
            raise AssertionError("applied")
