"""The words that say a bid is as good as the coach's on its deals (``spades.coach_close``),
shared by the table's coach panel (its headline, and the figures as its first reason), the
hand review's panel and the bidding practice, so all say it alike; ``cardtable-review``
prints the same English (``AS_GOOD_TEXT``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.gui.spades import text
from cardtable.spades.actions import BidValue
from cardtable.spades.coach_close import BidChoice, as_good, miss_text, shown_figures

translate = QCoreApplication.translate


def coach_headline(bid: BidValue, close: Sequence[BidChoice]) -> str:
    """ "Coach: bid 4", or "Coach: bid 4 (5 as good)" where bids are as good on its deals
    ("(3, 5 as good)" for two): short, so the headline stays one line at 1024x700."""
    named = text.bid_text(bid)
    others = [text.bid_text(c.bid) for c in as_good(close)]
    if not others:
        return translate("AdvicePanel", "Coach: bid {0}").format(named)
    return translate("AdvicePanel", "Coach: bid {0} ({1} as good)").format(named, ", ".join(others))


def as_good_lines(close: Sequence[BidChoice], coach_points: float) -> list[str]:
    """ "5 is as good on these deals: +36 points against +38, a gap of 2 ± 6." for each bid
    as good as the coach's (the coach panel's first reasons); none where none is."""
    template = translate(
        "SpadesCoach",
        "{0} is as good on these deals: {1:+.0f} points against {2:+.0f}, a gap of {3:.0f} "
        "± {4:.0f}.",
    )
    return [
        template.format(text.bid_text(c.bid), *shown_figures(c, coach_points))
        for c in as_good(close)
    ]


def as_good_line(close: Sequence[BidChoice], coach_points: float) -> str:
    """``as_good_lines`` as one line (the review's coach line); "" where none is."""
    return " ".join(as_good_lines(close, coach_points))


def miss_line(
    close: Sequence[BidChoice], coach_points: float, mine: BidValue, coach_bid: BidValue
) -> str:
    """ "Your 2 on these deals: -14 points against +4 for the coach's 1, 18 ± 9 less on
    average." where the player's bid is one the coach scored beside its own and not as good
    (``coach_close.missed``); "" elsewhere. The review said what the coach bid but not what
    the player's bid cost, while every costly card says its points."""
    template = translate(
        "SpadesCoach",
        "Your {0} on these deals: {1:+.0f} points against {2:+.0f} for the coach's {3}, "
        "{4:.0f} ± {5:.0f} less on average.",
    )
    return miss_text(close, coach_points, mine, coach_bid, template, text.bid_text)


def as_good_verdict(coach_bid: BidValue) -> str:
    """The practice's verdict on a bid as good as the coach's on its deals: no miss. As short
    as "Exactly the coach's bid (4).", so the page still fits 1024x700: the panel just below
    says "on these deals" and gives the figures (its headline and first reason)."""
    return translate("BiddingPractice", "As good as the coach's bid ({0}).").format(
        text.bid_text(coach_bid)
    )
