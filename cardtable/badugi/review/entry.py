"""Badugi's part of ``cardtable-review`` (``core.spec.ReviewEntry``): record files as the
arena exports them and stored hands, reviewed from one seat, as JSON or as text."""

from __future__ import annotations

from typing import Any

from cardtable.badugi.records import FORMAT as RECORD_FORMAT
from cardtable.badugi.review.explain import line, round_key, stored_why
from cardtable.badugi.review.hand import VERSION, review_record
from cardtable.core.errors import SaveFileError
from cardtable.core.history import HandRow, RecordSource

ROUND_NAMES = {
    "bet0": "before the first draw",
    "bet1": "after the first draw",
    "bet2": "after the second draw",
    "bet_last": "after the last draw",
    "draw0": "the first draw",
    "draw1": "the second draw",
    "draw_last": "the last draw",
}
"""The rounds in English (single draw: "before the first draw", "the last draw" and "after
the last draw" name its three)."""


def _review(record: Any, seat: int) -> dict[str, Any]:
    try:
        return review_record(record, seat)
    except (SaveFileError, KeyError, TypeError) as exc:
        raise ValueError(f"the record does not replay: {exc}") from exc


def _choice_line(choice: dict[str, Any], mark: str) -> str:
    label = f"{choice['label']} (all-in)" if choice.get("all_in") is True else choice["label"]
    text = f"    {mark} {label:<22} {choice['ev_bb']:+8.2f} bb ± {choice['se_bb']:.2f}"
    if "badugi" in choice:
        text += f"   badugi {choice['badugi']:.1%}"
    return text


def flagged_line(decision: dict[str, Any]) -> str:
    """A flagged decision's line with its cost's ± ("-1.4 ± 0.3 bb"), as the GUI's review
    prints it: the cost is an estimate from playouts. Built again from the decision's
    ``why`` so a review stored before the line carried its ± prints it too, and says all-in
    where the chosen choice was (``explain.stored_why``); one without a ``why`` keeps its
    stored ``text``."""
    if "why" not in decision:
        return str(decision["text"])
    se = decision.get("se_bb")
    return line(stored_why(decision), float(decision["cost_bb"]),
                se_bb=None if se is None else float(se))  # fmt: skip


def review_text(review: dict[str, Any]) -> str:
    """A hand's review as lines for a terminal: each decision's choices (the one made
    marked ``>``, the best ``*``), values, cost and, if flagged, why; then the totals."""
    lines = [
        f"Hand {review['hand_no'] + 1} (seed {review['seed']}), seat {review['seat']} "
        f"({review['player']}), {review['structure']}, net {review['net_bb']:+.1f} bb"
    ]
    for d in review["decisions"]:
        key = d.get("round_key") or round_key(d["phase"], d["round"], review["draws"])
        lines.append(
            f"  step {d['step']} · {ROUND_NAMES.get(key, key)} · {d['position'].replace('_', ' ')}"
            f" · {d['hand']}"
        )
        for j, choice in enumerate(d["choices"]):
            mark = ">" if j == d["chosen"] else "*" if j == d["best"] else " "
            lines.append(_choice_line(choice, mark))
        verdict = f"    cost {d['cost_bb']:.2f} bb ± {d['se_bb']:.2f}"
        if d["flagged"]:
            verdict += f"  FLAGGED: {flagged_line(d)}"
        lines.append(verdict)
        if "cost_equity" in d:  # a sit-and-go: the prize side (review.prize_equity)
            prizes = f"    prize equity {d['equity'][d['chosen']]:.2f}% of the pool, cost "
            prizes += f"{d['cost_equity']:.2f}% ± {d['se_equity']:.2f}"
            if d["disagree"]:
                prizes += "  CHIPS AND PRIZES DISAGREE: the best by prizes is "
                prizes += d["choices"][d["best_equity"]]["label"]
            lines.append(prizes)
    lines.append(
        f"  total cost {review['total_cost_bb']:.2f} bb over {len(review['decisions'])} "
        f"decisions; flagged {review['flagged']}: {review['flagged_cost_bb']:.2f} bb"
    )
    if "total_cost_equity" in review:
        lines.append(
            f"  prizes {'/'.join(f'{p:g}' for p in review['payouts'])}: total cost "
            f"{review['total_cost_equity']:.2f}% of the pool; chips and prizes disagree at "
            f"{review['disagreements']} decisions"
        )
    return "\n".join(lines)


class BadugiReview:
    """``ReviewEntry`` for Badugi records (``cardtable-badugi-record``), kept for every
    stored hand (``core.spec.KeptReview``): the statistics' leak report reads them."""

    @property
    def record_format(self) -> str:
        return RECORD_FORMAT

    @property
    def version(self) -> int:
        return VERSION

    def review_record(self, record: dict[str, Any], seat: int, /) -> list[dict[str, Any]]:
        return [_review(record, seat)]

    def review_stored(self, records: RecordSource, hand: HandRow, seat: int, /) -> dict[str, Any]:
        review = _review(records.hand_record(hand.id), seat)
        review["hand_id"] = hand.id
        return review

    def text(self, review: dict[str, Any], /) -> str:
        return review_text(review)


REVIEW = BadugiReview()
