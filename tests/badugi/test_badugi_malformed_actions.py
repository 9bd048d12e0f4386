"""Malformed actions are refused by type and value with IllegalAction, never played."""

from __future__ import annotations

import json

import pytest

from cardtable.badugi.actions import Action
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.core.cards import parse_card
from cardtable.core.errors import IllegalAction


def betting_hand() -> HandState:
    """No limit, first to act may call, raise from 4 to 200 or fold."""
    return HandState(BadugiRules(structure="no_limit"), [200, 200, 200], 0, seed=3)


def drawing_hand() -> HandState:
    state = HandState(BadugiRules(), [100, 100], 0, seed=3)
    state.apply(Action.call())
    state.apply(Action.check())
    return state


BETTING = [
    Action("raise", 4.5),
    Action("raise", 4.0),
    Action("bet", True),
    Action("raise", True),
    Action("raise", "6"),
    Action("raise", None),
    Action("raise", float("nan")),
    Action("call", 5),
    Action("fold", 1),
    Action("check", discard=(parse_card("Ah"),)),
    Action(["raise"], 6),  # unhashable kind
    Action(None),
    Action("shove", 200),
    "raise",
    None,
    ("raise", 6),
]

DRAWING = [
    Action("draw", discard="Ah Kd"),  # text, not cards
    Action("draw", discard=["Ah"]),
    Action("draw", discard=(None,)),
    Action("draw", 2),
    Action("draw", discard=None),
]


@pytest.mark.parametrize("action", BETTING, ids=repr)
def test_malformed_betting_actions_are_illegal_and_change_nothing(action: object) -> None:
    state = betting_hand()
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)  # type: ignore[arg-type]
    assert str(err.value)
    assert state.snapshot() == before
    # The hand can still be saved, loaded and played on.
    again = HandState.from_json(json.loads(json.dumps(state.to_json())))
    assert again == state
    state.apply(Action.raise_to(6))


@pytest.mark.parametrize("action", DRAWING, ids=repr)
def test_malformed_draws_are_illegal(action: Action) -> None:
    state = drawing_hand()
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.snapshot() == before


@pytest.mark.parametrize("seat", [True, 0.0, 0.5, "0"], ids=repr)
def test_a_seat_that_is_not_an_int_is_not_a_seat(seat: object) -> None:
    """``0.0 == 0`` in Python: a float seat must still be refused, not played as seat 0."""
    state = betting_hand()
    assert state.to_act == 0
    before = state.snapshot()
    assert state.legal(seat) is None  # type: ignore[arg-type]
    refusal = state.check(Action.call(), seat)  # type: ignore[arg-type]
    assert refusal is not None and refusal.rule == "not_your_turn"
    with pytest.raises(IllegalAction, match="turn"):
        state.apply(Action.call(), seat=seat)  # type: ignore[arg-type]
    assert state.snapshot() == before
    state.apply(Action.call(), seat=0)


def test_the_messages_say_what_is_wrong() -> None:
    state = betting_hand()
    with pytest.raises(IllegalAction, match="whole number of chips, not 4.5") as err:
        state.apply(Action("raise", 4.5))
    assert err.value.rule == "bad_amount"
    with pytest.raises(IllegalAction, match="not a Badugi action") as err:
        state.apply(Action("shove", 200))
    assert err.value.rule == "unknown_action"


@pytest.mark.parametrize(
    "entry",
    [
        {"kind": "raise", "amount": 4.5},
        {"kind": "raise", "amount": True},
        {"kind": "call", "amount": 3},
        {"kind": "draw", "discard": ["Ah"]},
        {"kind": "draw", "discard": "Ah" * 100},
        {"kind": "raise", "amount": 6, "extra": 1},
    ],
)
def test_saved_actions_are_checked_the_same_way(entry: dict) -> None:
    with pytest.raises(ValueError):
        Action.from_json(entry)


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: Action("draw", None), "a draw takes no amount"),
        (lambda: Action("call", 2.5), "a call takes no amount"),
        (lambda: Action("fold", True), "a fold takes no amount"),
        (lambda: Action("bet", None), "a bet needs a whole number of chips"),
    ],
)
def test_the_message_fits_the_kind_of_action(make, words: str) -> None:  # type: ignore[no-untyped-def]
    # A draw with a stray amount used to be told it "needs a whole number of chips".
    state = drawing_hand() if make().kind == "draw" else betting_hand()
    with pytest.raises(IllegalAction, match=words):
        state.apply(make())
