"""How sure the coach is of its bid (no Qt): the bids as good as its own on its deals.

The coach's bid is the best average over ``COACH_DEALS`` sampled deals, and the average of
the next bid is often only a point or two behind: another seed or deal count names the
neighbour in about one hand in five (session 15). A learner believes every figure shown, so
the coach says so instead of naming one bid as a fact: every bid is scored on *the same*
deals, so the difference between two bids is measured deal by deal (a paired difference),
and its standard error is that of the mean of those differences, far smaller than either
average's own.

**The rule** (``is_as_good``): a bid is *as good* as the coach's when the coach's bid leads it
by no more than ``AS_GOOD_SES`` (two) standard errors of the paired difference, that is when
a difference of zero is inside the difference's two-standard-error range. The numbers
compared are the coach's bid's neighbours, one trick either side, and further out for as
long as each is as good. Nil, where the coach bids a number, is shown with its figures but
never as good: the coach bids nil only past its own bar (``bidding.sized_nil_rule``: clean in
75% of the deals and ahead by ``NIL_MARGIN`` points, at five players 50% and 10 points; no
ace and fewer than three high cards), because the simulated
defenders let a nil through more easily than people do, so a nil merely within the noise of
a number is worse at a real table. Where the coach bids nil, its best number is compared
with it by the same rule as any number.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from cardtable.spades.actions import NIL, BidValue

AS_GOOD_SES = 2.0
"""Standard errors of the paired difference within which a bid is as good as the coach's."""
TOLERANCE = 1e-9
"""Rounding room: two bids scoring alike on every deal lead each other by 0 with an error of 0."""


@dataclass(frozen=True)
class BidChoice:
    """One bid beside the coach's: its average ``points`` on the coach's deals, the coach's
    bid's ``lead`` over it (the mean of the paired differences; negative if this one scores
    more), that lead's standard error ``se`` and whether it is ``as_good``."""

    bid: BidValue
    points: float
    lead: float
    se: float
    as_good: bool

    @property
    def margin(self) -> float:
        """The lead's noise as shown: ``AS_GOOD_SES`` standard errors ("2 ± 6")."""
        return AS_GOOD_SES * self.se

    def to_json(self) -> dict[str, object]:
        return {
            "bid": self.bid,
            "points": round(self.points, 2),
            "lead": round(self.lead, 2),
            "se": round(self.se, 2),
            "as_good": self.as_good,
        }


def paired_lead(best: Sequence[float], other: Sequence[float]) -> tuple[float, float]:
    """The mean of ``best[i] - other[i]`` over the same deals and its standard error (the
    sample standard deviation of the differences over the square root of their count; 0 for
    fewer than two deals, where nothing can be said about the noise)."""
    if len(best) != len(other):
        raise ValueError("a paired difference needs the same deals on both sides")
    n = len(best)
    if n == 0:
        return 0.0, 0.0
    diffs = [b - o for b, o in zip(best, other, strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def is_as_good(lead: float, se: float) -> bool:
    """The module's rule: the coach's bid leads by at most ``AS_GOOD_SES`` standard errors."""
    return lead <= AS_GOOD_SES * se + TOLERANCE


def choices(
    deal_values: Sequence[Sequence[float]], advised: BidValue, best_number: int, max_bid: int
) -> tuple[BidChoice, ...]:
    """The bids beside ``advised`` (the coach's: a number or ``NIL``) on the deals of
    ``deal_values`` (``[b][i]``: bid b's utility on deal i, 0 for nil): the neighbours one
    trick either side and further for as long as each is as good (by number), then nil where
    the coach bids a number (never as good: see the module docstring). Empty without deals."""
    if not deal_values or not deal_values[0]:
        return ()
    nil_advised = advised == NIL
    ref = deal_values[0] if nil_advised else deal_values[best_number]

    def choice(bid: int) -> BidChoice:
        lead, se = paired_lead(ref, deal_values[bid])
        points = sum(deal_values[bid]) / len(deal_values[bid])
        good = bid != 0 and is_as_good(lead, se)
        return BidChoice(NIL if bid == 0 else bid, points, lead, se, good)

    out: list[BidChoice] = []
    if nil_advised:
        out.append(choice(best_number))
    for step in (-1, 1):
        bid = best_number + step
        while 1 <= bid <= max_bid:
            c = choice(bid)
            out.append(c)
            if not c.as_good:
                break
            bid += step
    if not nil_advised:
        out.append(choice(0))
    return tuple(sorted(out, key=lambda c: (c.bid == NIL, c.bid if c.bid != NIL else 0)))


AS_GOOD_TEXT = (
    "{0} is as good on these deals: {1:+.0f} points against {2:+.0f}, a gap of {3:.0f} ± {4:.0f}."
)
"""The English words (``cardtable-review``; the GUI translates the same string)."""


def shown_figures(choice: BidChoice, coach_points: float) -> tuple[int, int, int, int]:
    """The whole points the coach's lines print (``coach._shown``: averages of simulated deals
    are not sure to a tenth): the bid's, the coach's, the gap between those two as printed (so
    the line adds up) and the noise, ``AS_GOOD_SES`` standard errors rounded up to a point."""
    mine, coach = round(choice.points), round(coach_points)
    return mine, coach, coach - mine, math.ceil(choice.margin - TOLERANCE)


def as_good_text(
    found: Sequence[BidChoice], coach_points: float, template: str = AS_GOOD_TEXT,
    bid_text: Callable[[BidValue], str] = str,
) -> str:  # fmt: skip
    """One sentence per bid as good as the coach's (``template``: ``AS_GOOD_TEXT`` or its
    translation; ``bid_text`` names a bid), or "" for none."""
    return " ".join(
        template.format(bid_text(c.bid), *shown_figures(c, coach_points))
        for c in found
        if c.as_good
    )


MISS_TEXT = (
    "Your {0} on these deals: {1:+.0f} points against {2:+.0f} for the coach's {3}, "
    "{4:.0f} ± {5:.0f} less on average."
)
"""How much a bid the coach scored beside its own costs (``cardtable-review``'s words; the
GUI translates the same string)."""


def missed(found: Sequence[BidChoice], mine: BidValue) -> BidChoice | None:
    """``mine`` among the bids the coach scored beside its own (its neighbours and nil), when
    it is not as good as the coach's: the review and the practice say by how much it falls
    short. None where the bid is the coach's, as good, or was not scored on its deals (bids
    further off, and a blind nil: the deals score a nil, not a blind one)."""
    for c in found:
        if c.bid == mine and not c.as_good:
            return c
    return None


def miss_text(
    found: Sequence[BidChoice], coach_points: float, mine: BidValue, coach_bid: BidValue,
    template: str = MISS_TEXT, bid_text: Callable[[BidValue], str] = str,
) -> str:  # fmt: skip
    """ "Your 2 on these deals: -14 points against +4 for the coach's 1, 18 ± 9 less on
    average." for a bid ``missed`` finds, or "" (``template``: ``MISS_TEXT`` or its
    translation). The whole points and the noise are ``shown_figures``', as the as-good
    lines print them, so the gap is the difference of the two figures shown."""
    choice = missed(found, mine)
    if choice is None:
        return ""
    points, coach, gap, noise = shown_figures(choice, coach_points)
    return template.format(bid_text(mine), points, coach, bid_text(coach_bid), gap, noise)


def as_good(found: Sequence[BidChoice]) -> tuple[BidChoice, ...]:
    """The choices as good as the coach's bid, lowest bid first."""
    return tuple(c for c in found if c.as_good)
