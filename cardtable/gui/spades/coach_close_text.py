"""The words that say a bid is as good as the coach's on its deals (``spades.coach_close``),
shared by the table's coach panel, the hand review's panel and the bidding practice, so the
three say it alike; ``cardtable-review`` prints the same English (``AS_GOOD_TEXT``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.gui.spades import text
from cardtable.spades.actions import BidValue
from cardtable.spades.coach_close import BidChoice, as_good_text, shown_figures

translate = QCoreApplication.translate


def as_good_line(close: Sequence[BidChoice], coach_points: float) -> str:
    """ "5 is as good on these deals: +36 points against +38, a gap of 2 ± 6." for each bid
    as good as the coach's; "" where none is."""
    template = translate(
        "SpadesCoach",
        "{0} is as good on these deals: {1:+.0f} points against {2:+.0f}, a gap of {3:.0f} "
        "± {4:.0f}.",
    )
    return as_good_text(close, coach_points, template, text.bid_text)


def as_good_verdict(choice: BidChoice, coach_bid: BidValue, coach_points: float) -> str:
    """The practice's verdict on a bid as good as the coach's: no miss, with the figures."""
    return translate(
        "BiddingPractice",
        "As good as the coach's bid ({0}) on its deals: {1:+.0f} points against {2:+.0f}, "
        "a gap of {3:.0f} ± {4:.0f}.",
    ).format(text.bid_text(coach_bid), *shown_figures(choice, coach_points))
