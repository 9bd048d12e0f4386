"""``cardtable-review``'s text for a Badugi hand prints a flagged decision's cost with its ±
("-1.4 ± 0.3 bb"), as the GUI's review does: the cost is an estimate from playouts
(session 18, figures-honest's note 4). Failed before: the line read a bare "-1.4 bb"."""

from __future__ import annotations

from typing import Any

from cardtable.badugi.hand_value import CLASSES
from cardtable.badugi.review.entry import review_text

WHY = {"did": {"kind": "call", "bets": 2}, "strength": CLASSES.index((3, (9, 5, 2))),
       "opponents": 1, "pats": 1, "drawing": 0, "best": {"kind": "fold"}}  # fmt: skip


def review(decision: dict[str, Any]) -> dict[str, Any]:
    """A one-decision review as ``review_record`` makes it (the call cost 1.42 ± 0.31 bb)."""
    return {
        "hand_no": 0, "seed": 7, "seat": 0, "player": "You", "structure": "limit",
        "net_bb": -3.0, "draws": 3, "total_cost_bb": 1.42, "flagged": 1,
        "flagged_cost_bb": 1.42, "decisions": [decision],
    }  # fmt: skip


def flagged(**extra: Any) -> dict[str, Any]:
    return {
        "step": 4, "round_key": "bet_last", "position": "big_blind", "hand": "9c 5d 2h 2s",
        "choices": [{"label": "fold", "ev_bb": 0.0, "se_bb": 0.0},
                    {"label": "call", "ev_bb": -1.42, "se_bb": 0.31}],
        "chosen": 1, "best": 0, "cost_bb": 1.42, "se_bb": 0.31, "flagged": True, **extra,
    }  # fmt: skip


def test_a_flagged_cost_is_printed_with_its_plus_or_minus() -> None:
    # "text" as reviews stored before this branch hold it: bare.
    decision = flagged(why=WHY, text="Called 2 bets with three-card 9-5-2 against a pat "
                                     "hand: -1.4 bb (folding was worth more)")  # fmt: skip
    text = review_text(review(decision))
    assert (
        "FLAGGED: Called 2 bets with three-card 9-5-2 against a pat hand: -1.4 ± 0.3 bb "
        "(folding was worth more)" in text
    )
    assert "-1.4 bb" not in text


def test_a_decision_without_its_reason_keeps_its_stored_line() -> None:
    text = review_text(review(flagged(text="Called: -1.4 ± 0.3 bb (folding was worth more)")))
    assert "FLAGGED: Called: -1.4 ± 0.3 bb (folding was worth more)" in text
