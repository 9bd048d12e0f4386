"""Spades' part of ``cardtable-review`` (``core.spec.ReviewEntry``): the hand review of
``review`` as JSON objects and as lines for a terminal (English; the GUI has its own,
translated, panel).

A card that cost the side a trick is marked with ``<-`` and the figures that may be
approximate (spades not yet broken, see ``dd``) with ``~``.
"""

from __future__ import annotations

from typing import Any

from cardtable.core.cards import parse_card
from cardtable.core.history import HandRow, RecordSource
from cardtable.spades.actions import BLIND_NIL, NIL
from cardtable.spades.dd.dds_lib import DDSUnavailable
from cardtable.spades.records import RECORD_FORMAT
from cardtable.spades.review import finished_hands, review_hand


def plural(n: int, one: str, many: str) -> str:
    return (one if n == 1 else many).format(n)


def summary_line(review: dict[str, Any]) -> str:
    """ "2 cards cost your side 2 tricks; the contract was made by 1."""
    costly, cost = review["costly_cards"], review["total_cost_tricks"]
    if costly == 0:
        first = "No card cost your side a trick"
    else:
        first = plural(costly, "{0} card cost", "{0} cards cost") + plural(
            cost, " your side {0} trick", " your side {0} tricks"
        )
    margin = review["made_by"]
    if margin is None:
        return first + "."
    if margin > 0:
        return first + f"; the contract was made by {margin}."
    if margin == 0:
        return first + "; the contract was made exactly."
    return first + f"; the contract was set by {-margin}."


def nil_lines(review: dict[str, Any]) -> list[str]:
    """What each nil at the table means for the figures, which count the side's tricks."""
    names = review["players"]
    out = []
    for nil in review["nils"]:
        seat, side, made = nil["seat"], nil["side"], nil["made"]
        kind = "blind nil" if nil["bid"] == BLIND_NIL else "nil"
        took = review["took"][seat]
        result = "made" if made else f"set with {plural(took, '{0} trick', '{0} tricks')}"
        if side == "you":
            out.append(
                f"You bid {kind}: {result}. For your nil a card that takes a trick costs "
                "the nil, whatever the side's figures say."
            )
        elif side == "partner":
            out.append(
                f"Your partner {names[seat]} bid {kind}: {result}. Covering it (winning the "
                "tricks he would) is worth more than a trick of your own; the figures count "
                "the side's tricks only."
            )
        else:
            out.append(
                f"{names[seat]} (opponent) bid {kind}: {result}. Making him take a trick "
                "sets the nil, worth more to your side than a trick; the figures count "
                "tricks only."
            )
    return out


def _bid(value: Any) -> str:
    return {NIL: "nil", BLIND_NIL: "blind nil"}.get(value, str(value))


def _card(text: str) -> str:
    return parse_card(text).symbol_text


def text(review: dict[str, Any]) -> str:
    """One hand's review as lines for a terminal."""
    names = review["players"]
    seat = review["seat"]
    partner = (seat + 2) % 4
    lines = [
        f"Spades hand {review['hand']}: seat {seat} ({names[seat]}), partner seat {partner} "
        f"({names[partner]})"
    ]
    lines.append(
        "  Bid/took: "
        + ", ".join(f"{names[s]} {_bid(review['bids'][s])}/{review['took'][s]}" for s in range(4))
    )
    coach = review["coach"]
    mine = _bid(review["bids"][seat])
    if coach is not None:
        chances = " ".join(
            f"{k}:{p:.0%}" for k, p in enumerate(coach["distribution"]) if p >= 0.005
        )
        blind = " (bid blind: the coach looks at the cards as dealt)" if coach["blind"] else ""
        lines.append(
            f"  Your bid {mine}; the coach advises {_bid(coach['bid'])}{blind}: "
            f"{coach['expected_tricks']:.1f} tricks expected playing to win ({chances}); "
            f"no trick in {coach['p_nil']:.0%} of deals playing for nil."
        )
    else:
        lines.append(f"  Your bid {mine}.")
    lines.append(
        f"  Your side took {review['side_tricks']} tricks"
        + (f" on a contract of {review['contract']}." if review["contract"] else ".")
    )
    lines.append("  trick  card   your side   best  best cards")
    for d in review["decisions"]:
        mark = " " if d["exact"] else "~"
        best = " ".join(_card(c) for c in d["best_cards"])
        cost = f"  <- costs {plural(d['cost_tricks'], '{0} trick', '{0} tricks')}" \
            if d["cost_tricks"] else ""  # fmt: skip
        lines.append(
            f"  {d['trick']:>5}  {_card(d['card']):<4} {d['side_total']:>6}{mark}    "
            f"{d['best_total']:>6}  {best}{cost}"
        )
    lines.append("  " + summary_line(review))
    lines.extend("  " + line for line in nil_lines(review))
    if not review["exact"]:
        lines.append(
            "  ~ spades were still unbroken: the figure lets spades be led at any later lead."
        )
    return "\n".join(lines)


class SpadesReviewEntry:
    """``core.spec.ReviewEntry`` for Spades game records (four players)."""

    record_format = RECORD_FORMAT

    def review_record(self, record: dict[str, Any], seat: int, /) -> list[dict[str, Any]]:
        try:
            return [review_hand(record, k, seat).to_json() for k in _hands(record)]
        except DDSUnavailable as exc:
            raise ValueError(str(exc)) from exc

    def review_stored(self, records: RecordSource, hand: HandRow, seat: int, /) -> dict[str, Any]:
        record = records.game_record(hand.game_id)
        try:
            return review_hand(record, hand.hand_no, seat).to_json()
        except DDSUnavailable as exc:
            raise ValueError(str(exc)) from exc

    def text(self, review: dict[str, Any], /) -> str:
        return text(review)


def _hands(record: dict[str, Any]) -> list[int]:
    hands = finished_hands(record)
    if not hands:
        raise ValueError("the record has no finished hand to review")
    return hands


ENTRY = SpadesReviewEntry()
