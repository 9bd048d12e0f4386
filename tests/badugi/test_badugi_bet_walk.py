"""The betting walk gives each action the pot, the bet to call and the round's bets it
faced: what the tendencies and the bots' reading weigh a bet or raise against."""

from __future__ import annotations

from cardtable.badugi.actions import Action
from cardtable.badugi.bet_walk import acted
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState


def test_each_action_sees_the_betting_before_it() -> None:
    state = HandState(BadugiRules(structure="no_limit", small_blind=1, big_blind=2), [40, 40], 0,
                      seed=3)  # fmt: skip
    state.apply(Action("raise", 6))  # the button (small blind) raises to 6
    state.apply(Action.call())  # the big blind calls: 12 in the pot
    state.apply(Action.stand_pat())
    state.apply(Action.stand_pat())
    state.apply(Action.check())  # after the draw: a new round, nothing to call
    seen = [
        (ev.seat, ev.kind, bet.street, bet.pot, bet.level, list(bet.round_bet), bet.into(ev.seat))
        for ev, bet in acted(state.events, 2)
    ]
    assert seen[0] == (0, "raise", 0, 3, 2, [1, 2], 4)  # into the pot once he had called
    assert seen[1] == (1, "call", 0, 8, 6, [6, 2], 12)
    assert seen[2] == (1, "check", 1, 12, 0, [0, 0], 12)
