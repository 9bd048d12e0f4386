"""Spades' part of ``cardtable-review`` (``core.spec.ReviewEntry``): the hand review of
``review`` as JSON objects and as lines for a terminal (English; the GUI has its own,
translated, panel).

Every figure is exact or a proven interval ("7-8"); a card that cost the side points is
marked with ``<-`` and its cost in points and tricks; a cost the bounds only prove in part
reads "at least"; a card whose cost is not proven reads "not judged" on its own line. At 3,
5 and 6 players the figures are paranoid (``review_sizes``) and the text says so.
"""

from __future__ import annotations

from typing import Any

from cardtable.core.cards import parse_card
from cardtable.core.history import HandRow, RecordSource
from cardtable.spades.actions import BLIND_NIL, NIL
from cardtable.spades.coach import TEMPLATES
from cardtable.spades.coach_close import BidChoice, as_good_text, miss_text
from cardtable.spades.dd.dds_lib import DDSUnavailable
from cardtable.spades.records import RECORD_FORMAT
from cardtable.spades.review import finished_hands, review_hand


def plural(n: int, one: str, many: str) -> str:
    return (one if n == 1 else many).format(n)


def summary_line(review: dict[str, Any]) -> str:
    """ "2 cards cost your side 110 points (2 tricks); 3 cards not judged; the contract was
    made by 1." Only exact costs are added up; cards proven costly only in part are counted
    apart ("at least"), and the cards not judged are counted."""
    costly, points = review["costly_cards"], review["total_cost_points"]
    tricks = review["total_cost_tricks"]
    who = "you" if _alone(review) else "your side"
    if costly == 0:
        first = f"No card was shown to cost {who} points"
    else:
        first = plural(costly, "{0} card cost", "{0} cards cost") + (
            f" {who} {plural(points, '{0} point', '{0} points')}"
            + (f" ({plural(tricks, '{0} trick', '{0} tricks')})" if tricks else "")
        )
    if review["at_least_cards"]:
        least = review["at_least_points"]
        first += (
            "; "
            + plural(review["at_least_cards"], "{0} more card cost", "{0} more cards cost")
            + f" at least {plural(least, '{0} point', '{0} points')}"
        )
    if review["unjudged"]:
        first += "; " + plural(
            review["unjudged"], "{0} card could not be judged", "{0} cards could not be judged"
        )
    margin = review["made_by"]
    what = "your bid" if _alone(review) else "the contract"
    if margin is None:
        return first + "."
    if margin > 0:
        return first + f"; {what} was made by {margin}."
    if margin == 0:
        return first + f"; {what} was made exactly."
    return first + f"; {what} was set by {-margin}."


def _size(review: dict[str, Any]) -> int:
    return int(review.get("table_size", 4))


def _alone(review: dict[str, Any]) -> bool:
    """Everyone plays alone at this table (three or five players)."""
    return _size(review) in (3, 5)


def _partner(review: dict[str, Any]) -> int | None:
    seat, size = review["seat"], _size(review)
    return None if size in (3, 5) else (seat + size // 2) % size


def nil_lines(review: dict[str, Any]) -> list[str]:
    """What each nil at the table was worth, and how the figures judge it."""
    names = review["players"]
    out = []
    for nil in review["nils"]:
        seat, side, made = nil["seat"], nil["side"], nil["made"]
        kind = "blind nil" if nil["bid"] == BLIND_NIL else "nil"
        took = review["took"][seat]
        result = "made" if made else f"set with {plural(took, '{0} trick', '{0} tricks')}"
        if side == "you":
            out.append(
                f"You bid {kind}: {result}. Your cards are judged by whether your nil could "
                "still be kept, not by tricks."
            )
        elif side == "partner":
            out.append(
                f"Your partner {names[seat]} bid {kind}: {result}. Your cards are judged by "
                "the contract and the nil together."
            )
        elif _size(review) != 4:
            out.append(
                f"{names[seat]} (opponent) bid {kind}: {result}. The figures count only your "
                "side's own points, so setting that nil is not counted."
            )
        else:
            out.append(
                f"{names[seat]} (opponent) bid {kind}: {result}. Your cards are judged by "
                "your contract and setting the nil."
            )
    return out


def _shown(value: Any) -> str:
    """A figure as JSON holds it: a number, or [low, high] ("7-8")."""
    return f"{value[0]}-{value[1]}" if isinstance(value, list) else str(value)


def cost_note(d: dict[str, Any]) -> str:
    """The cost at the end of a decision's line, with its own hedge: "<- costs 110 points
    (1 trick)", "<- costs at least 20 points (not exact)", "  not judged"."""
    points = d["cost_points"]
    if points is None:
        if d["cost_at_least_points"] > 0:
            return f"  <- costs at least {d['cost_at_least_points']} points (not exact)"
        return "  not judged (the search was cut short)"
    if points == 0:
        return ""
    tricks = d["cost_tricks"]
    trick_text = "" if not tricks else f" ({plural(tricks, '{0} trick', '{0} tricks')})"
    return f"  <- costs {points} points{trick_text}"


def _bid(value: Any) -> str:
    return {NIL: "nil", BLIND_NIL: "blind nil"}.get(value, str(value))


def _card(text: str) -> str:
    return parse_card(text).symbol_text


def text(review: dict[str, Any]) -> str:
    """One hand's review as lines for a terminal."""
    names = review["players"]
    seat = review["seat"]
    partner = _partner(review)
    size = _size(review)
    with_whom = (
        f"playing alone ({size} players)"
        if partner is None
        else f"partner seat {partner} ({names[partner]})"
    )
    lines = [f"Spades hand {review['hand']}: seat {seat} ({names[seat]}), {with_whom}"]
    lines.append(
        "  Bid/took: "
        + ", ".join(
            f"{names[s]} {_bid(review['bids'][s])}/{review['took'][s]}" for s in range(size)
        )
    )
    if size != 4:
        lines.append("  " + PARANOID_NOTE[partner is None])
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
        close = [BidChoice(**c) for c in coach.get("close", ())]
        if any(c.as_good for c in close):
            lines.append("  " + as_good_text(close, coach["points"], bid_text=_bid))
        mine_value = review["bids"][seat]
        miss = (
            ""
            if coach["blind"]
            else miss_text(close, coach["points"], mine_value, coach["bid"], bid_text=_bid)
        )
        if miss:
            lines.append("  " + miss)
        game = coach.get("game_counted") or ()
        if game and (miss or any(c.as_good for c in close)):
            lines.append("  " + TEMPLATES["game_counted"].format(*game))
    else:
        lines.append(f"  Your bid {mine}.")
    alone = _alone(review)
    counted = review.get("contract_tricks", review["side_tricks"])
    if not alone and review["contract"] and counted != review["side_tricks"]:
        # A nil bidder's tricks never count towards the contract (the table's review says
        # it alike): "took 7 on a contract of 3" stood above "made by 2".
        lines.append(
            f"  Your side took {review['side_tricks']} tricks: {counted} towards its contract"
            f" of {review['contract']}, and {review['side_tricks'] - counted} on a nil, which"
            " count only as bags."
        )
    else:
        lines.append(
            f"  {'You' if alone else 'Your side'} took {review['side_tricks']} tricks"
            + (
                f" on a {'bid' if alone else 'contract'} of {review['contract']}."
                if review["contract"]
                else "."
            )
        )
    lines.append(f"  trick  card   {'you' if alone else 'your side':>9}   best  best cards")
    for d in review["decisions"]:
        best = " ".join(_card(c) for c in d["best_cards"]) if d["best_cards_proven"] else "?"
        lines.append(
            f"  {d['trick']:>5}  {_card(d['card']):<4} {_shown(d['side_total']):>9}    "
            f"{_shown(d['best_total']):>6}  {best}{cost_note(d)}"
        )
    lines.append("  " + summary_line(review))
    lines.extend("  " + line for line in nil_lines(review))
    if size != 4:
        lines.append("  " + PARANOID_FOOTNOTE[alone])
        return "\n".join(lines)
    lines.append(
        "  Figures are tricks for your side with every hand open; 7-8: proven between 7 and 8 "
        "(the search was cut short); best cards ?: not proven. Points are your side's minus "
        "theirs for the hand; a bag counts for nothing (+1 now, a tenth of the bag penalty "
        "later)."
    )
    return "\n".join(lines)


PARANOID_NOTE = {
    True: "Everyone plays alone here and the others do not play together: every figure is what "
    "you could make sure of, whatever the others did (as if they all played against you).",
    False: "Three partnerships, and the others do not play together: every figure is what "
    "your side could make sure of, whatever the others did (as if both other partnerships "
    "played against you).",
}
PARANOID_FOOTNOTE = {
    True: "Figures are the tricks in all for the hand that you could make sure of from this card "
    "on, every hand open, whatever the others did; 7-8: proven between 7 and 8 (the search was "
    "cut short); best cards ?: not proven. Points are your own score for the hand from your bid "
    "or nil; a bag counts for nothing (+1 now, a tenth of the bag penalty later).",
    False: "Figures are the tricks in all for the hand that your side could make sure of from "
    "this card on, every hand open, whatever the others did; 7-8: proven between 7 and 8 (the "
    "search was cut short); best cards ?: not proven. Points are your side's own score for the "
    "hand from its contract and nils; a bag counts for nothing (+1 now, a tenth of the bag "
    "penalty later).",
}


class SpadesReviewEntry:
    """``core.spec.ReviewEntry`` for Spades game records (every table size)."""

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
