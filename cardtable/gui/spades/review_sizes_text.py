"""The review panel's words for a table of three, five or six (``spades.review_sizes``): the
figures there are paranoid, what the person's side could make sure of whatever the others
did, so the panel says so above the figures and in the footnote, and never speaks of
setting an opponent's nil (the points counted are the side's own). Kept apart from
``review_panel`` so the four-player panel's words stay as they are."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.spades.review import HandReview

translate = QCoreApplication.translate


def measure_note(review: HandReview) -> str:
    """What the figures are at this table size, in plain words (shown above them)."""
    if review.partner is None:
        return translate(
            "SpadesReview",
            "At a table of {0} everyone plays alone, and the others do not play together. "
            "So every figure here is what you could make sure of, whatever the others did: "
            "as if they all played against you. You may well have done better.",
        ).format(review.players)
    return translate(
        "SpadesReview",
        "At a table of six there are three partnerships, and the others do not play "
        "together. So every figure here is what you and your partner could make sure of, "
        "whatever the others did: as if both other partnerships played against you. You "
        "may well have done better.",
    )


def footnote(review: HandReview) -> str:
    """The footnote under the figures: what each column and sign means."""
    if review.partner is None:
        return translate(
            "SpadesReview",
            "Every hand open. Tricks: the tricks in all for the hand that you could make sure of "
            "from this card on, whatever the others did; 7–8 means proven between 7 and 8 (the "
            "search was cut short). Cost: points you could have made sure of with the best card "
            "and gave away with this one (tricks lost), points being your own score for the hand "
            "from your bid or nil (a bag counts for nothing: +1 now, a tenth of the bag penalty "
            "later); ≥ −20: at least 20; not solved: which cards were best is not proven; ?: this "
            "card's cost is not judged.",
        )
    return translate(
        "SpadesReview",
        "Every hand open. Tricks: the tricks in all for the hand that your side could make sure "
        "of from this card on, whatever the others did; 7–8 means proven between 7 and 8 (the "
        "search was cut short). Cost: points your side could have made sure of with the best card "
        "and gave away with this one (tricks lost), points being your side's own score for the "
        "hand from its contract and nils (a bag counts for nothing: +1 now, a tenth of the bag "
        "penalty later); ≥ −20: at least 20; not solved: which cards were best is not proven; ?: "
        "this card's cost is not judged.",
    )


def side_title(review: HandReview) -> str:
    """The decisions table's column of the side's figure."""
    if review.partner is None:
        return translate("SpadesReview", "You")
    return translate("SpadesReview", "Your side")


def took_line(review: HandReview) -> str:
    """What the person took against his bid, at a table without partners."""
    if review.contract:
        return translate("SpadesReview", "You took {0} on a bid of {1}.").format(
            review.side_tricks, review.contract
        )
    return translate("SpadesReview", "You took {0}.").format(review.side_tricks)


def opponent_nil_why(review: HandReview) -> str:
    """Why setting an opponent's nil is not in the figures: they count the person's own
    points (alone at three and five players) or his side's (six)."""
    if review.partner is None:
        return translate(
            "SpadesReview",
            "The figures count only your own points, so setting that nil is not counted.",
        )
    return translate(
        "SpadesReview",
        "The figures count only your side's own points, so setting that nil is not counted.",
    )


def waiting() -> str:
    return translate("SpadesReview", "Working out what you could make sure of…")
