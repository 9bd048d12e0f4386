"""A Spades game started from a score (``SpadesState(totals=, bags=)``): what the bidding
practice's positions stand on. The score is the game's own: it is saved and restored with
it, the first hand's blind nil is decided on it, it scores on from it, and a score no game
can be in is refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.spades import BLIND_NIL, Bid, ShowCards
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState


def test_the_start_is_saved_and_restored() -> None:
    state = SpadesState(SpadesRules(), 5, 1, totals=(150, 300), bags=(8, 2))
    assert (state.totals, state.bags) == ((150, 300), (8, 2))
    doc = state.to_json()
    assert doc["start"] == {"totals": [150, 300], "bags": [8, 2]}
    again = SpadesState.from_json(doc)
    assert again == state and (again.totals, again.bags) == ((150, 300), (8, 2))
    assert "start" not in SpadesState(SpadesRules(), 5).to_json()  # 0-0: saved as before


def test_blind_nil_is_decided_on_the_starting_score() -> None:
    rules = SpadesRules(blind_nil_behind=100)
    even = SpadesState(rules, 3)
    behind = SpadesState(rules, 3, totals=(0, 150))
    first = even.to_act
    assert first is not None and first == behind.to_act
    team = rules.team_of(first)
    behind_team = behind.totals[team] < behind.totals[1 - team]
    assert Bid(first, BLIND_NIL) not in even.legal_actions()
    assert (Bid(first, BLIND_NIL) in behind.legal_actions()) == behind_team


@settings(max_examples=15, deadline=None)
@given(st.integers(-150, 400), st.integers(-150, 400), st.integers(0, 9), st.integers(0, 9),
       st.integers(0, 2**31))  # fmt: skip
def test_scoring_goes_on_from_the_start(ours: int, theirs: int, bags_a: int, bags_b: int,
                                        seed: int) -> None:  # fmt: skip
    """A hand played from a start scores as from those totals: the start plus the hand's
    points (bags at the penalty take it off) is what the engine's scores say."""
    state = SpadesState(SpadesRules(), seed, totals=(ours, theirs), bags=(bags_a, bags_b))
    while state.hand_number == 1 and not state.is_over:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        show = ShowCards(seat)
        state.apply(show if show in legal else next(a for a in legal if not isinstance(a, Bid)
                                                    or a.value != BLIND_NIL))  # fmt: skip
    (scores,) = [r.scores for r in state.history]
    assert scores is not None
    for team, start in enumerate((ours, theirs)):
        score = scores[team]
        assert score.total == start + score.points + score.penalty
    assert state.totals == tuple(s.total for s in scores) or state.is_over


@pytest.mark.parametrize(
    ("totals", "bags", "words"),
    [((600, 100), None, "already be over"), ((-250, 0), None, "already be over"),
     (None, (10, 0), "bags"), (None, (-1, 0), "bags"), ((1,), None, "one per team"),
     ((True, 0), None, "whole numbers"), ("12", None, "one per team"),
     ((10**7, 0), None, "whole numbers")],
)
def test_a_start_no_game_can_be_in_is_refused(totals: object, bags: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        SpadesState(SpadesRules(), 1, totals=totals, bags=bags)  # type: ignore[arg-type]


def test_a_damaged_start_in_a_save_is_refused() -> None:
    from cardtable.core.errors import SaveFileError

    doc = SpadesState(SpadesRules(), 5, totals=(150, 300)).to_json()
    doc["start"]["bags"] = [12, 0]
    with pytest.raises(SaveFileError, match="bags"):
        SpadesState.from_json(doc)
    doc["start"] = {"totals": [1, 2], "extra": 1}
    with pytest.raises(SaveFileError, match="unknown fields"):
        SpadesState.from_json(doc)
