"""The Badugi review says when a bet, raise or call put the player all in, as the table does.
The table said "Raise to 153 (all-in)" and the review "Raise to 76.5 bb" for the same action:
the stored choice did not say it was all the player had. A call for less than the bet (all he
has) is one too. Reviews stored before (version 2) still read, without the words."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from conftest import stacked_deck

from cardtable.badugi.actions import Action
from cardtable.badugi.records import hand_record
from cardtable.badugi.review.entry import flagged_line, review_text
from cardtable.badugi.review.explain import line
from cardtable.badugi.review.hand import VERSION, review_record
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState

HERO, OPP = 0, 1  # heads-up, seat 1 on the button (the small blind, first to act)
NO_LIMIT = BadugiRules(structure="no_limit", small_blind=1, big_blind=2)
V3_HISTORY = Path(__file__).resolve().parents[1] / "data" / "schema_v3" / "history.sqlite3"


def all_in_hand(stacks: list[int], before: list[tuple[int, Action]]) -> dict[str, Any]:
    """A no-limit hand played by ``before`` until everyone is all in, then everyone stands
    pat to the showdown; its record as JSON."""
    deck = stacked_deck({HERO: "Ah 2c 3d Ks", OPP: "Kc Qd Jh 9s"}, [HERO, OPP])
    state = HandState(NO_LIMIT, stacks, OPP, seed=5, deck=deck)
    for seat, action in before:
        state.apply(action, seat)
    while not state.is_complete:
        state.apply(Action.stand_pat())
    return json.loads(json.dumps(hand_record(state, ["You", "Opponent"])))


def first_decision(record: dict[str, Any]) -> dict[str, Any]:
    decision: dict[str, Any] = review_record(record, HERO)["decisions"][0]
    return decision


def test_a_shove_says_all_in_and_a_smaller_raise_does_not() -> None:
    record = all_in_hand([306, 306], [(OPP, Action.raise_to(6)), (HERO, Action.raise_to(306)),
                                      (OPP, Action.call())])  # fmt: skip
    decision = first_decision(record)
    chosen = decision["choices"][decision["chosen"]]
    assert (chosen["kind"], chosen["to_bb"], chosen.get("all_in")) == ("raise", 153.0, True)
    for choice in decision["choices"]:
        shove = choice["kind"] == "raise" and choice["to_bb"] == 153.0
        assert choice.get("all_in", False) is shove, choice  # nothing else is all-in
    assert "raise to 306 (all-in)" in review_text(review_record(record, HERO))


def test_a_call_for_less_says_all_in() -> None:
    """His 98 chips against a raise to 300: a call of less than the bet, all he has."""
    record = all_in_hand([100, 300], [(OPP, Action.raise_to(300)), (HERO, Action.call())])
    decision = first_decision(record)
    assert [c["kind"] for c in decision["choices"]] == ["fold", "call"]
    fold, call = decision["choices"]
    assert call.get("all_in") is True and "all_in" not in fold
    assert decision["why"]["did"] == {"kind": "call", "bb": 49.0, "all_in": True}  # 98 in


def test_a_call_that_leaves_chips_is_not_all_in() -> None:
    """A call of 18 with 398 behind is no all-in; his shove after the draw, a bet, is."""
    record = all_in_hand([400, 300], [
        (OPP, Action.raise_to(20)), (HERO, Action.call()),
        (HERO, Action.stand_pat()), (OPP, Action.stand_pat()),
        (HERO, Action.bet(380)), (OPP, Action.call()),
    ])  # fmt: skip
    review = review_record(record, HERO)
    first = review["decisions"][0]
    call = next(c for c in first["choices"] if c["kind"] == "call")
    assert "all_in" not in call
    assert not any(c.get("all_in") for c in first["choices"])  # raises to 19-30 bb
    bet = next(d for d in review["decisions"] if d["phase"] == "bet" and d["round"] == 1)
    assert [c["label"] for c in bet["choices"] if c.get("all_in")] == ["bet to 380"]
    assert bet["choices"][bet["chosen"]] | {"ev_bb": 0, "se_bb": 0} == {
        "action": {"kind": "bet", "amount": 380}, "label": "bet to 380", "kind": "bet",
        "to_bb": 190.0, "all_in": True, "ev_bb": 0, "se_bb": 0,
    }  # fmt: skip


def test_the_review_version_is_raised_for_the_new_field() -> None:
    """Kept reviews of version 2 do not say all-in: they are worked out again."""
    assert VERSION == 3


def test_a_review_stored_by_version_2_still_reads() -> None:
    """The version-2 review kept in a history written by that version's code: the terminal's
    text reads as it did (no all-in said, nothing raised), its flagged lines too."""
    conn = sqlite3.connect(V3_HISTORY)
    try:
        ((version, text),) = conn.execute("SELECT version, review FROM reviews").fetchall()
    finally:
        conn.close()
    review = json.loads(text)
    assert version == 2 and review["version"] == 2
    assert all("all_in" not in c for d in review["decisions"] for c in d["choices"])
    lines = review_text(review)
    assert "all-in" not in lines and lines.startswith("Hand 1 (seed 31), seat 0 (You)")


SHOVE = [(OPP, Action.raise_to(6)), (HERO, Action.raise_to(306)), (OPP, Action.call())]


def test_the_flagged_line_says_the_shove_was_all_in() -> None:
    """The line read "Raised to 153 bb with …" where the table had said "Raise to 306
    (all-in)"; a call of all he has says it too, a raise with chips behind does not."""
    shove = first_decision(all_in_hand([306, 306], SHOVE))
    assert shove["why"]["did"] == {"kind": "raise", "bb": 153.0, "all_in": True}
    assert line(shove["why"], 1.5).startswith("Raised all-in to 153 bb with ")
    call = first_decision(all_in_hand([100, 300], [(OPP, Action.raise_to(300)),
                                                   (HERO, Action.call())]))  # fmt: skip
    assert line(call["why"], 1.5).startswith("Called 49 bb all-in with ")
    raise_then_call = [SHOVE[0], (HERO, Action.raise_to(20)), (OPP, Action.raise_to(306))]
    small = first_decision(all_in_hand([306, 306], [*raise_then_call, (HERO, Action.call())]))
    assert "all_in" not in small["why"]["did"]
    assert line(small["why"], 1.5).startswith("Raised to 10 bb with ")
    fixed = {"did": {"kind": "bet", "all_in": True}, "strength": 3, "opponents": 1}
    assert line(fixed, 1.5).startswith("Bet all-in with ")  # fixed limit: no size


def test_a_version_3_review_kept_before_the_line_knew_reads_it_off_its_choice() -> None:
    """A version-3 review stored before its ``why`` kept the fact: the chosen choice says
    ``all_in``, so the line says it; a ``why`` that says it is not overruled."""
    shove = first_decision(all_in_hand([306, 306], SHOVE))
    kept = {**shove, "why": {**shove["why"], "did": {"kind": "raise", "bb": 153.0}}}
    assert flagged_line(kept).startswith("Raised all-in to 153 bb with ")
    said_no = {**kept, "why": {**kept["why"], "did": {"kind": "raise", "bb": 153.0,
                                                      "all_in": False}}}  # fmt: skip
    assert flagged_line(said_no).startswith("Raised to 153 bb with ")
