"""Words of the bidding practice page: the situation boxes' choices and the verdict on a bid,
in the page's translation context ("BiddingPractice").
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.gui.spades import text
from cardtable.spades.practice import Grade

translate = QCoreApplication.translate


def situation_choices() -> dict[str, list[tuple[str, Any]]]:
    """The labels of the situation boxes (translated) and their values."""
    return {
        "score": [
            (translate("BiddingPractice", "Score even"), "even"),
            (translate("BiddingPractice", "Behind by 150"), "behind"),
            (translate("BiddingPractice", "Ahead near the target"), "ahead"),
        ],
        "bags": [
            (translate("BiddingPractice", "No bags held"), 0),
            (translate("BiddingPractice", "8 bags held"), 8),
        ],
        "position": [
            (translate("BiddingPractice", "Bid 1st (no bids known)"), 1),
            (translate("BiddingPractice", "Bid 2nd (one opponent has bid)"), 2),
            (translate("BiddingPractice", "Bid 3rd (partner's bid known)"), 3),
            (translate("BiddingPractice", "Bid 4th (all bids known)"), 4),
        ],
    }


def verdict_text(result: Grade) -> str:
    """One line: how close the bid was, and whether the nil decision was right."""
    coach = text.bid_text(result.coach_bid)
    head = {
        "exact": translate("BiddingPractice", "Exactly the coach's bid ({0})."),
        "close": translate("BiddingPractice", "Within one trick of the coach's bid ({0})."),
        "far": translate("BiddingPractice", "Far from the coach's bid ({0})."),
    }[result.kind].format(coach)
    nil = (
        translate("BiddingPractice", "Nil decision: right.")
        if result.nil_right
        else translate("BiddingPractice", "Nil decision: wrong.")
    )
    return f"{head}  {nil}"
