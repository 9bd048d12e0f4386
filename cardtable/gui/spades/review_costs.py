"""The review's sentences about what the cards cost (no widgets): the summary line at the
top of the panel and the cost column with its tool tips. Each keeps its own hedge ("at
least", "could not be judged"), so no sentence claims more than the figures prove, and at a
table without partners (3 and 5 players) the cards cost "you", not "your side"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.gui.common.words import plural
from cardtable.spades.review import HandReview
from cardtable.spades.review_figures import Decision

translate = QCoreApplication.translate


def points_text(points: int) -> str:
    """ "1 point", "110 points"."""
    return plural(
        points,
        translate("SpadesReview", "{0} point"),
        translate("SpadesReview", "{0} points"),
    )


def tricks_text(tricks: int) -> str:
    """ "1 trick", "3 tricks"."""
    return plural(
        tricks,
        translate("SpadesReview", "{0} trick"),
        translate("SpadesReview", "{0} tricks"),
    )


def costs_clause(review: HandReview) -> str:
    """ "2 cards cost your side 110 points (2 tricks); 1 more card cost at least 20 points;
    3 cards could not be judged" (no full stop: a clause of the summary). Exact costs only
    are added up; the rest is counted apart, so no total claims more than is proven. At a
    table without partners (3 and 5 players) the cards cost "you", not "your side"."""
    alone = review.partner is None
    costly, points, tricks = review.costly, review.total_cost_points, review.total_cost
    if costly == 0:
        parts = [
            translate("SpadesReview", "no card was shown to cost you points")
            if alone
            else translate("SpadesReview", "no card was shown to cost your side points")
        ]
    else:
        # Points lost without a trick (a nil broken or not covered): no "(0 tricks)".
        if tricks == 0 and alone:
            one = translate("SpadesReview", "{0} card cost you {1}")
            many = translate("SpadesReview", "{0} cards cost you {1}")
        elif tricks == 0:
            one = translate("SpadesReview", "{0} card cost your side {1}")
            many = translate("SpadesReview", "{0} cards cost your side {1}")
        elif alone:
            one = translate("SpadesReview", "{0} card cost you {1} ({2})")
            many = translate("SpadesReview", "{0} cards cost you {1} ({2})")
        else:
            one = translate("SpadesReview", "{0} card cost your side {1} ({2})")
            many = translate("SpadesReview", "{0} cards cost your side {1} ({2})")
        parts = [plural(costly, one, many, points_text(points), tricks_text(tricks))]
    more = review.at_least
    if more:
        at_least = sum(d.cost_at_least for d in more)
        parts.append(
            plural(
                len(more),
                translate("SpadesReview", "{0} more card cost at least {1}"),
                translate("SpadesReview", "{0} more cards cost at least {1}"),
                points_text(at_least),
            )
        )
    if review.unjudged:
        parts.append(
            plural(
                review.unjudged,
                translate("SpadesReview", "{0} card could not be judged"),
                translate("SpadesReview", "{0} cards could not be judged"),
            )
        )
    return translate("SpadesReview", "; ").join(parts)


def cost_text(d: Decision, alone: bool = False) -> tuple[str, str]:
    """(the cost column's text, its tool tip) for one decision, each with its own hedge:
    "−110 (1)" exact, "≥ −20" proven in part, "?" not judged. ``alone``: a table without
    partners, where the card cost "you", not "your side"."""
    points = d.cost_points
    if points is None:
        if d.cost_at_least > 0:
            tip = (
                translate(
                    "SpadesReview", "This card cost you at least {0} (the search was cut short)."
                )
                if alone
                else translate(
                    "SpadesReview",
                    "This card cost your side at least {0} (the search was cut short).",
                )
            )
            return f"≥ −{d.cost_at_least}", tip.format(points_text(d.cost_at_least))
        return "?", translate(
            "SpadesReview", "Not judged: the search was cut short before it could tell."
        )
    if points == 0:
        return "", ""
    tricks = d.cost_tricks
    shown = f"−{points}" + (f" ({tricks})" if tricks else "")
    if not tricks:
        tip = (
            translate("SpadesReview", "This card cost you {0}.")
            if alone
            else translate("SpadesReview", "This card cost your side {0}.")
        )
        return shown, tip.format(points_text(points))
    trick_part = tricks_text(tricks)
    tip = (
        translate("SpadesReview", "This card cost you {0} ({1}).")
        if alone
        else translate("SpadesReview", "This card cost your side {0} ({1}).")
    )
    return shown, tip.format(points_text(points), trick_part)


def contract_clause(margin: int | None, alone: bool = False) -> str:
    """The contract's outcome by ``margin`` (tricks over the bid; None: nothing to say).
    ``alone``: a table without partners, where the contract is the person's own bid."""
    if margin is None:
        return ""
    if alone:
        made = translate("SpadesReview", "your bid was made by {0}")
        exact = translate("SpadesReview", "your bid was made exactly")
        beaten = translate("SpadesReview", "your bid was set by {0}")
    else:
        made = translate("SpadesReview", "the contract was made by {0}")
        exact = translate("SpadesReview", "the contract was made exactly")
        beaten = translate("SpadesReview", "the contract was set by {0}")
    if margin > 0:
        return made.format(margin)
    return exact if margin == 0 else beaten.format(-margin)


def summary_line(review: HandReview) -> str:
    """The review in one line: what the cards cost, and the contract's outcome."""
    costs = costs_clause(review)
    contract = contract_clause(review.margin, review.paranoid and review.partner is None)
    line = (
        translate("SpadesReview", "{0}; {1}.").format(costs, contract)
        if contract
        else translate("SpadesReview", "{0}.").format(costs)
    )
    return line[:1].upper() + line[1:]
