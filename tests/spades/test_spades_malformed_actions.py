"""Malformed Spades actions are refused by type and value with IllegalAction."""

from __future__ import annotations

import pytest
from spades_helpers import bid_all

from cardtable.core.cards import parse_card
from cardtable.core.errors import IllegalAction
from cardtable.spades.actions import Bid, Play, ShowCards
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState


def bidding() -> SpadesState:
    return SpadesState(SpadesRules(blind_nil=False), seed=5)


def playing() -> SpadesState:
    state = bidding()
    bid_all(state, [3, 3, 3, 3])
    return state


def test_a_bool_seat_is_refused_even_when_it_equals_the_seat_to_play() -> None:
    state = playing()
    assert state.turn == 1  # True == 1: the case that used to be played and saved as "pTrue"
    card = state.legal_actions()[0].card
    before = state.to_json()
    with pytest.raises(IllegalAction) as err:
        state.apply(Play(True, card))  # type: ignore[arg-type]
    assert err.value.rule == "no_such_seat"
    assert state.to_json() == before
    assert SpadesState.from_json(state.to_json()) == state


@pytest.mark.parametrize(
    "action",
    [
        Play(1, "Ah"),  # text, not a card
        Play(1, None),
        Play(1.0, parse_card("2c")),
        Play("1", parse_card("2c")),
        Play(1, 7),
        Play(None, None),
    ],
    ids=repr,
)
def test_malformed_plays_are_illegal(action: Play) -> None:
    state = playing()
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.to_json() == before


@pytest.mark.parametrize(
    "action",
    [
        Bid(1, 3.0),
        Bid(1, 0.0),
        Bid(1, True),
        Bid(1, False),
        Bid(1, "3"),
        Bid(1, [3]),
        Bid(1, None),
        Bid(True, 3),
        Bid(1.0, 3),
        ShowCards(True),
        ShowCards(None),
        "b1:3",
        None,
    ],
    ids=repr,
)
def test_malformed_bids_are_illegal(action: object) -> None:
    state = bidding()
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(action)  # type: ignore[arg-type]
    assert state.to_json() == before


def test_zero_is_still_nil_but_only_as_a_whole_number() -> None:
    assert Bid(1, 0).value == "nil"
    assert Bid(1, 0.0).value == 0.0
