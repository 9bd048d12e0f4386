"""The leak report: where a player loses most over all his reviewed hands.

Every reviewed decision (``review.hand``) is counted in four groups: by situation (the round
and whether a bet was faced), by position, by what he did, and by the size of his hand. Every
row is of one game's draws (``LeakRow.draws``; single draw's one draw is not triple draw's
last, and their rows are named apart): a call on the button in single draw (one draw to
improve) is not the same leak as one in triple draw, and a history of both keeps them apart.
Each row adds the decisions in it, the flagged ones and their cost in big blinds, and keeps the
costliest flagged decisions as examples (each names its stored hand, so the statistics page
can open it in the replayer). Only flagged costs are added: a decision's unflagged cost is
within the noise of its estimate, and thousands of them would add up to noise that looks like
a leak.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.core.history import StoredReview

GROUPS = ("situation", "position", "action", "hand")
EXAMPLES = 3
"""Example hands kept per row."""
MAX_TEXT = 512 * 1024


@dataclass(frozen=True)
class Example:
    """A flagged decision of stored hand ``hand_id``."""

    hand_id: int
    hand_no: int
    cost_bb: float
    decision: Mapping[str, Any]


@dataclass
class LeakRow:
    """One row of a group: ``key`` is the group's value (a situation is (round key, facing
    a bet)), ``draws`` the draws of the game its decisions are of: the game is the row's,
    in every group, not a part of one group's key as well."""

    group: str
    key: Any
    draws: int = 3
    decisions: int = 0
    flagged: int = 0
    cost_bb: float = 0.0
    examples: list[Example] = field(default_factory=list)

    def add(self, decision: Mapping[str, Any], hand_id: int, hand_no: int) -> None:
        self.decisions += 1
        if not decision.get("flagged"):
            return
        cost = float(decision.get("cost_bb", 0.0))
        self.flagged += 1
        self.cost_bb += cost
        self.examples.append(Example(hand_id, hand_no, cost, decision))
        self.examples.sort(key=lambda e: -e.cost_bb)
        del self.examples[EXAMPLES:]


@dataclass
class LeakReport:
    """The rows of every group, costliest first, and the totals."""

    hands: int = 0
    decisions: int = 0
    flagged: int = 0
    cost_bb: float = 0.0
    groups: dict[str, list[LeakRow]] = field(default_factory=dict)

    def mixed(self) -> bool:
        """Whether the rows are of both games (single and triple draw): the rows of a
        position, an action or a hand size then need their game named to be told apart."""
        return len({r.draws for rows in self.groups.values() for r in rows}) > 1

    def worst(self, group: str) -> LeakRow | None:
        rows = self.groups.get(group, [])
        return rows[0] if rows and rows[0].cost_bb > 0 else None


def draws_of(review: Mapping[str, Any]) -> int:
    """The draws of the game ``review`` is of: 1 for single draw, else 3 (a review kept
    without the figure is of triple draw, as ``review_text.review_html`` reads it)."""
    return 1 if review.get("draws") == 1 else 3


def _keys(decision: Mapping[str, Any]) -> dict[str, Any]:
    choices = decision.get("choices") or [{}]
    chosen = decision.get("chosen", 0)
    did = choices[chosen].get("kind") if 0 <= chosen < len(choices) else None
    return {
        "situation": (decision.get("round_key"), bool(decision.get("facing"))),
        "position": decision.get("position"),
        "action": did,
        "hand": decision.get("size"),
    }


def leak_report(reviews: Iterable[tuple[int, Mapping[str, Any]]]) -> LeakReport:
    """The report over ``reviews`` ((stored hand id, review) pairs)."""
    report = LeakReport()
    rows: dict[tuple[str, Any, int], LeakRow] = {}
    for hand_id, review in reviews:
        report.hands += 1
        hand_no = int(review.get("hand_no", 0)) + 1
        draws = draws_of(review)
        for decision in review.get("decisions", []):
            if not isinstance(decision, Mapping):
                continue
            report.decisions += 1
            if decision.get("flagged"):
                report.flagged += 1
                report.cost_bb += float(decision.get("cost_bb", 0.0))
            for group, key in _keys(decision).items():
                row = rows.get((group, key, draws))
                if row is None:
                    row = rows[(group, key, draws)] = LeakRow(group, key, draws)
                row.add(decision, hand_id, hand_no)
    for group in GROUPS:
        found = [r for (g, _k, _d), r in rows.items() if g == group]
        found.sort(key=lambda r: (-r.cost_bb, -r.decisions))
        report.groups[group] = found
    return report


def parse_reviews(stored: Sequence[StoredReview], version: int) -> list[tuple[int, dict[str, Any]]]:
    """The kept reviews of the current ``version`` as (hand id, review); others (older
    versions, damaged text) are left out: they are reviewed again."""
    out = []
    for item in stored:
        if item.version != version or len(item.text) > MAX_TEXT:
            continue
        try:
            value = json.loads(item.text)
        except ValueError:
            continue
        if isinstance(value, dict) and isinstance(value.get("decisions"), list):
            out.append((item.hand_id, value))
    return out


def report_from_stored(stored: Sequence[StoredReview], version: int) -> LeakReport:
    """``leak_report`` over kept reviews (a job for a worker thread: thousands of texts)."""
    return leak_report(parse_reviews(stored, version))
