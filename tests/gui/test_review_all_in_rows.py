"""The Badugi review's rows say "all-in" where the table did. The table said "Raise to 153
(all-in)" and the review's row "Raise to 76.5 bb" for the same shove; a call of all the
player's chips (for less than the bet) read "Call". A review stored before the review knew
(version 2) reads as it did, without the words."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.badugi.actions import Action
from cardtable.badugi.records import hand_record
from cardtable.badugi.review.hand import review_record
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.gui.badugi.review_text import choice_label, reason_line, review_html
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.games import catalogues

TESTS = Path(__file__).resolve().parents[1]
V3_HISTORY = TESTS / "data" / "schema_v3" / "history.sqlite3"


def shove_review() -> dict[str, Any]:
    """A no-limit hand where the person (153 bb) shoves over a raise, both then standing
    pat to the showdown: its review."""
    hero, opp = 0, 1  # seat 1 on the button, first to act
    rules = BadugiRules(structure="no_limit", small_blind=1, big_blind=2)
    state = HandState(rules, [306, 306], opp, seed=5)
    for seat, action in ((opp, Action.raise_to(6)), (hero, Action.raise_to(306)),
                         (opp, Action.call())):  # fmt: skip
        state.apply(action, seat)
    while not state.is_complete:
        state.apply(Action.stand_pat())
    record = json.loads(json.dumps(hand_record(state, ["You", "Opponent"])))
    return review_record(record, hero)


def test_the_rows_say_all_in(qapp: QApplication) -> None:
    assert choice_label({"kind": "raise", "to_bb": 76.5, "all_in": True}) == (
        "Raise to 76.5 bb (all-in)"
    )
    assert choice_label({"kind": "bet", "to_bb": 40, "all_in": True}) == "Bet 40 bb (all-in)"
    assert choice_label({"kind": "call", "all_in": True}) == "Call (all-in)"  # for less, too
    assert choice_label({"kind": "raise", "to_bb": 3}) == "Raise to 3 bb"
    html = review_html(shove_review())
    assert "<td>▶</td><td><b>Raise to 153 bb (all-in)</b></td>" in html
    assert html.count("(all-in)") == 1  # the smaller raises are not


def test_a_review_stored_before_reads_as_it_did(qapp: QApplication) -> None:
    """Version 2's choices have no ``all_in``; a value no version writes is not read as
    yes; a draw never says it."""
    assert choice_label({"kind": "raise", "to_bb": 76.5}) == "Raise to 76.5 bb"
    assert choice_label({"kind": "call", "all_in": "yes"}) == "Call"
    assert choice_label({"kind": "draw", "cards": 1, "all_in": True}) == "Draw 1 card"
    conn = sqlite3.connect(V3_HISTORY)
    try:
        ((text,),) = conn.execute("SELECT review FROM reviews").fetchall()
    finally:
        conn.close()
    old = json.loads(text)
    assert old["version"] == 2
    html = review_html(old)
    assert "all-in" not in html and html.count("▶") == len(old["decisions"])


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    translators = install_translators(qapp, "ko", catalogues())
    assert translators
    yield
    remove_translators(qapp, translators)


def prize_disagreement() -> dict[str, Any]:
    """A sit-and-go decision where the best by prizes is a shove, as the review stores it."""
    return {
        "step": 3, "round_key": "bet0", "hand": "Ac 2d 3h 4s", "chosen": 0, "best": 0,
        "choices": [
            {"action": {"kind": "fold"}, "label": "fold", "kind": "fold", "ev_bb": 0.0,
             "se_bb": 0.0},
            {"action": {"kind": "raise", "amount": 306}, "label": "raise to 306",
             "kind": "raise", "to_bb": 153.0, "all_in": True, "ev_bb": -0.4, "se_bb": 0.1},
        ],
        "cost_bb": 0.0, "se_bb": 0.0, "flagged": False, "equity": [29.5, 31.0],
        "best_equity": 1, "cost_equity": 1.5, "se_equity": 0.2, "disagree": True,
    }  # fmt: skip


def test_the_prize_line_names_the_best_as_the_rows_do(qapp: QApplication) -> None:
    """It named the stored label, the command line's English ("raise to 306"), also in a
    Korean window, and without the all-in."""
    html = review_html({"decisions": [prize_disagreement()], "flagged": 0})
    assert "by prizes the best is Raise to 153 bb (all-in)." in html


def test_the_rows_in_korean(korean: None) -> None:
    """A shove's row is one short phrase: "76.5 bb까지 레이즈 (올인)" broke "(올인)" onto a
    second line of the replayer's review panel at 1024x700 (seen; now one line)."""
    assert choice_label({"kind": "raise", "to_bb": 76.5, "all_in": True}) == "76.5 bb 올인 레이즈"
    assert choice_label({"kind": "bet", "to_bb": 40, "all_in": True}) == "40 bb 올인 벳"
    assert choice_label({"kind": "raise", "to_bb": 3}) == "3 bb까지 레이즈"
    assert choice_label({"kind": "call", "all_in": True}) == "콜 (올인)"
    html = review_html({"decisions": [prize_disagreement()], "flagged": 0})
    assert "153 bb 올인 레이즈" in html and "raise to 306" not in html


def flagged_shove() -> dict[str, Any]:
    """The shove's decision as a flagged one (its cost made up: the line is what counts)."""
    decision: dict[str, Any] = shove_review()["decisions"][0]
    return {**decision, "flagged": True, "cost_bb": 22.7, "se_bb": 1.9}


def test_the_flagged_line_says_all_in(qapp: QApplication) -> None:
    """The line read "Raised to 153 bb with …" where the row said "Raise to 153 bb
    (all-in)"; a review kept before the line knew (its ``why`` silent) reads the fact off
    its choice; one of version 2 reads as it did."""
    decision = flagged_shove()
    assert reason_line(decision).startswith("Raised all-in to 153 bb with ")
    silent = {**decision, "why": {**decision["why"], "did": {"kind": "raise", "bb": 153.0}}}
    assert reason_line(silent).startswith("Raised all-in to 153 bb with ")
    assert "⚠ Raised all-in to 153 bb" in review_html({"decisions": [decision], "flagged": 1})
    old = {**silent, "choices": [{k: v for k, v in c.items() if k != "all_in"}
                                 for c in silent["choices"]]}  # fmt: skip
    assert reason_line(old).startswith("Raised to 153 bb with ")


def test_the_flagged_line_says_all_in_in_korean(korean: None) -> None:
    assert "패로 153 bb 올인 레이즈: -22.7 ± 1.9 bb" in reason_line(flagged_shove())
    call = {"why": {"did": {"kind": "call", "bb": 49.0, "all_in": True}, "strength": 3,
                    "opponents": 1}, "cost_bb": 1.0}  # fmt: skip
    assert "올인 콜 (49 bb)" in reason_line(call)
