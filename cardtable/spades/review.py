"""The player's review of a finished Spades hand (no Qt): for every card one seat played,
the double-dummy tricks of that card and of the best card (``dd``), so the cards that cost
the side a trick stand out; the seat's bid beside the coach's (``coach.advise``); what every
seat bid and took; and what nil bids at the table changed.

Judged with all hands open, as bridge players read a double-dummy analysis: a card "costs a
trick" when, with every hand known and everyone playing perfectly from then on, another card
would have taken one more trick for the side. It is a teacher's figure, not a verdict on what
the seat could have known. Tricks are the side's: with a nil bid at the table a trick is not
worth the same to each partner (covering a partner's nil, setting an opponent's), so the
review shows every seat's bid and tricks and names the nils.

Every figure is exact or a proven interval (``review_figures``): the review spends one budget
of search under the lead rule (``REVIEW_NODES``) and one of the points search
(``POINTS_NODES``, hands with a nil) on the hand, last card first, where exact figures come
cheapest; a card whose cost in points is not proven is "not judged", and no cost is claimed
beyond what is proven ("at least N").

``review_hand`` rebuilds the game from its record (``records``: the format the arena
exports, the history stores and ``session_record`` makes of a live game) and returns a
``HandReview``; ``HandReview.to_json`` is what ``cardtable-review --json`` prints.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from cardtable.core.cards import Card, card_from_index
from cardtable.core.errors import SaveFileError
from cardtable.spades.actions import BLIND_NIL, NIL, Bid, BidValue
from cardtable.spades.coach import advise
from cardtable.spades.dd import analysis as dd
from cardtable.spades.dd.position import DDPosition, four_players
from cardtable.spades.dd.search import Bounds, SearchMemo
from cardtable.spades.dd.stakes import Acc, PointsSearch, Stakes
from cardtable.spades.records import build_record, replay_record
from cardtable.spades.review_figures import Decision
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import HandRecord, SpadesState
from cardtable.spades.trick_rules import HIGH_RANK
from cardtable.spades.views import SeatView

REVIEW_NODES = 4000
"""Positions of search under the lead rule (``dd.bounds``) for a whole hand's review: each
costs about one DDS call (milliseconds with nine cards a hand, a tenth of a second with
thirteen), so the review stays within a couple of seconds (``benchmarks/bench_spades_review
.py``: over its 100 hands, 4,000 judge 97.6% of the decisions from trick 3 on exactly in
hands without a nil, review CPU p95 under 2 s; 2,500 judged 94.7%). A count, not a time,
so a review reads the same every time."""
FIRST_PASS_NODES = 150
"""What each card gets first; the rest goes to the cards still not exact, last first."""
FIRST_PASS_MAX_TRICKS = 11
"""No first pass with more tricks left (the first two tricks): there a search under the lead
rule rarely finishes within any budget a review can spend, so those cards get only what the
later ones leave, and usually show intervals."""
POINTS_NODES = 45_000
"""Positions of the points search (``dd.stakes.PointsSearch``) for a hand with a nil: plain
Python, some tens of microseconds each. Over the bench's 43 nil hands: 20,000 judged 78%
of the decisions from trick 3 on, 45,000 about 86%, 60,000 87% (the last 5% of reviews
then pass 3 s of CPU)."""
POINTS_FIRST_PASS = 2_000
COACH_SAMPLES = 150
"""Deals the coach plays out for the review's bid figures (the table's hint uses 300 within
a time limit; the review must be quick and read the same every time)."""


@dataclass(frozen=True)
class CoachFigures:
    """The coach's answer at the seat's turn to bid: its bid, the tricks the hand takes played
    to win (mean, best number to bid, chance of each number) and played for nil. ``blind``:
    the seat bid without looking (blind nil), so these are for the cards as dealt."""

    bid: BidValue
    expected: float
    best_number: int
    distribution: tuple[float, ...]
    p_nil: float
    nil_worth_it: bool
    blind: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "bid": self.bid,
            "expected_tricks": round(self.expected, 2),
            "best_number": self.best_number,
            "distribution": [round(p, 3) for p in self.distribution],
            "p_nil": round(self.p_nil, 3),
            "nil_worth_it": self.nil_worth_it,
            "blind": self.blind,
        }


@dataclass(frozen=True)
class HandReview:
    """One seat's review of one hand (see the module docstring)."""

    hand: int
    seat: int
    names: tuple[str, ...]
    bids: tuple[BidValue, ...]
    took: tuple[int, ...]
    decisions: tuple[Decision, ...]
    coach: CoachFigures | None

    @property
    def team(self) -> int:
        return self.seat % 2

    @property
    def partner(self) -> int:
        return (self.seat + 2) % 4

    def side(self, seat: int) -> str:
        """ "you", "partner" or "opponent", from the reviewed seat's side."""
        if seat == self.seat:
            return "you"
        return "partner" if seat == self.partner else "opponent"

    @property
    def side_tricks(self) -> int:
        return self.took[self.seat] + self.took[self.partner]

    @property
    def contract(self) -> int:
        """The side's contract: its members' bids other than nil."""
        return sum(int(self.bids[s]) for s in (self.seat, self.partner) if _counts(self.bids[s]))

    @property
    def contract_tricks(self) -> int:
        """The side's tricks that count toward its contract (a nil bidder's never do)."""
        return sum(self.took[s] for s in (self.seat, self.partner) if _counts(self.bids[s]))

    @property
    def margin(self) -> int | None:
        """Tricks over the contract (made by), or under it (negative: set by); None
        without a contract (both partners bid nil)."""
        return self.contract_tricks - self.contract if self.contract else None

    @property
    def total_cost(self) -> int:
        """Tricks the seat's cards cost, from exact costs only."""
        return sum(d.cost_tricks or 0 for d in self.decisions)

    @property
    def total_cost_points(self) -> int:
        """Points the seat's cards cost, from exact costs only."""
        return sum(d.cost_points or 0 for d in self.decisions)

    @property
    def costly(self) -> int:
        """Cards proven to have cost the side points."""
        return sum(1 for d in self.decisions if (d.cost_points or 0) > 0)

    @property
    def at_least(self) -> list[Decision]:
        """Cards not judged exactly whose bounds prove a cost of at least a point."""
        return [d for d in self.decisions if not d.judged and d.cost_at_least > 0]

    @property
    def unjudged(self) -> int:
        """Cards whose cost in points is not proven exactly."""
        return sum(1 for d in self.decisions if not d.judged)

    @property
    def exact(self) -> bool:
        return all(d.exact for d in self.decisions)

    def nils(self) -> list[tuple[int, str, bool]]:
        """(seat, side, made) for each nil or blind nil bid at the table."""
        return [
            (s, self.side(s), self.took[s] == 0)
            for s in range(4)
            if self.bids[s] in (NIL, BLIND_NIL)
        ]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "spades",
            "hand": self.hand,
            "seat": self.seat,
            "team": self.team,
            "players": list(self.names),
            "bids": list(self.bids),
            "took": list(self.took),
            "contract": self.contract,
            "contract_tricks": self.contract_tricks,
            "side_tricks": self.side_tricks,
            "made_by": self.margin,
            "nils": [
                {"seat": s, "side": side, "bid": self.bids[s], "made": made}
                for s, side, made in self.nils()
            ],
            "coach": None if self.coach is None else self.coach.to_json(),
            "decisions": [d.to_json() for d in self.decisions],
            "total_cost_tricks": self.total_cost,
            "total_cost_points": self.total_cost_points,
            "costly_cards": self.costly,
            "at_least_cards": len(self.at_least),
            "at_least_points": sum(d.cost_at_least for d in self.at_least),
            "unjudged": self.unjudged,
            "exact": self.exact,
        }


def _counts(bid: BidValue) -> bool:
    return bid not in (NIL, BLIND_NIL)


def session_record(session: Any) -> dict[str, Any]:
    """The record of a live Spades session's game (what ``review_hand`` reads), made on the
    caller's thread: a table asks this layer rather than reading the game state itself."""
    return build_record(session.state)


def finished_hands(record: dict[str, Any]) -> list[int]:
    """The numbers of the hands of ``record`` that were played to the end."""
    hands = record.get("hands")
    if not isinstance(hands, list):
        return []
    return [k for k, h in enumerate(hands, start=1) if isinstance(h, dict) and h.get("score")]


def review_hand(
    record: dict[str, Any],
    hand_no: int,
    seat: int,
    *,
    nodes: int = REVIEW_NODES,
    points_nodes: int = POINTS_NODES,
    coach_samples: int = COACH_SAMPLES,
    progress: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> HandReview:
    """Review hand ``hand_no`` (1-based) of a game record from ``seat``'s side.

    ValueError when the record does not replay, is not a four-player game (``dd.
    NotApplicable``), has no such seat or finished hand; DDSUnavailable without the solver.
    The rest as ``review_played``."""
    try:
        final = replay_record(record)
    except SaveFileError as exc:
        raise ValueError(str(exc)) from exc
    four_players(final.rules)
    if type(seat) is not int or not 0 <= seat < 4:
        raise ValueError(f"no seat {seat} in this game (seats 0 to 3)")
    if not 1 <= hand_no <= len(final.history):
        raise ValueError(f"the game has no finished hand {hand_no}")
    return review_played(
        final.rules,
        final.history[hand_no - 1],
        seat,
        _bid_view(record, final, hand_no, seat),
        _names(record),
        nodes=nodes,
        points_nodes=points_nodes,
        coach_samples=coach_samples,
        progress=progress,
        cancelled=cancelled,
    )


def review_played(
    rules: SpadesRules,
    hand: HandRecord,
    seat: int,
    bid_view: SeatView | None,
    names: Sequence[str],
    *,
    nodes: int = REVIEW_NODES,
    points_nodes: int = POINTS_NODES,
    coach_samples: int = COACH_SAMPLES,
    progress: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> HandReview:
    """Review a finished hand of a four-player table with ``rules`` from ``seat``'s side: its
    cards as dealt, bids and tricks (``HandRecord``), the seat's view when it bid (for the
    coach; None: no coach figures) and the players' names.

    The card play is stepped through on ``DDPosition``s, checked card by card against our
    rules (a ValueError names a card that could not have been played). ``progress(k)`` is
    told after each card is valued; ``cancelled()`` returning True stops the work
    (``CancelledReview``). DDSUnavailable without the solver."""
    four_players(rules)
    if len(hand.tricks) != 13 or hand.scores is None:
        raise ValueError("only a finished hand can be reviewed")
    bids = dict(hand.bids)
    stakes = Stakes.of(
        [_bid_number(bids[s]) for s in range(4)], rules.nil_value, rules.blind_nil_value
    )
    plays = _plays(hand, seat, rules, stakes)
    tricks, points = _solve_all(plays, stakes, nodes, points_nodes, progress, cancelled)
    decisions = [
        Decision(
            trick_no, order, card,
            tuple(sorted(t, key=_display_order)),
            t, p, before,
        )
        for (trick_no, order, _, card, before, _), t, p in zip(plays, tricks, points, strict=True)
    ]  # fmt: skip
    coach = None
    if bid_view is not None and coach_samples > 0:
        blind = bids[seat] == BLIND_NIL
        if bid_view.hand is None:  # bid blind: the coach looks at the cards as dealt
            bid_view = replace(bid_view, hand=hand.cards[seat])
        coach = _coach(bid_view, blind, hand.number, coach_samples)
    return HandReview(
        hand=hand.number,
        seat=seat,
        names=tuple(names),
        bids=tuple(bids[s] for s in range(4)),
        took=tuple(hand.tricks_won(4)),
        decisions=tuple(decisions),
        coach=coach,
    )


def _solve_all(
    plays: list[_Played],
    stakes: Stakes,
    nodes: int,
    points_nodes: int,
    progress: Callable[[int], None] | None,
    cancelled: Callable[[], bool] | None,
) -> tuple[list[dict[Card, Bounds]], list[dict[Card, Bounds] | None]]:
    """Every decision's figures: trick bounds (``dd.bounds``) sharing ``nodes`` positions of
    search, and points bounds, from the tricks where no nil was bid, else from the points
    search sharing ``points_nodes``. First a little for each, last card first (the later ones
    are cheap and lie inside the earlier ones' searches, whose tables they fill), then what is
    left for those still not exact."""
    memo = SearchMemo()
    n = len(plays)
    tricks: list[dict[Card, Bounds]] = [{} for _ in range(n)]
    points: list[dict[Card, Bounds] | None] = [None] * n
    search = PointsSearch(stakes, points_nodes, memo) if stakes.nils else None
    order = list(range(n))[::-1]

    def solve_tricks(k: int, limit: int) -> None:
        tricks[k] = dd.bounds(plays[k][2], max(0, limit), memo, plays[k][3].index)

    def solve_points(k: int, limit: int) -> None:
        position, acc = plays[k][2], plays[k][5]
        if search is None:
            points[k] = _points_of_tricks(stakes, position, acc, tricks[k])
            return
        search.max_nodes = min(points_nodes, search.nodes + max(0, limit))
        found = search.card_bounds(position, acc, plays[k][3].index)  # the side's margin
        points[k] = {card_from_index(i): b for i, b in found.items()}

    for done, k in enumerate(order, start=1):
        if cancelled is not None and cancelled():
            raise CancelledReview
        early = plays[k][2].tricks_left > FIRST_PASS_MAX_TRICKS
        solve_tricks(k, 0 if early else min(nodes - memo.searched, FIRST_PASS_NODES))
        solve_points(k, 0 if early else POINTS_FIRST_PASS)
        if progress is not None:
            progress(done)
    for k in order:
        if cancelled is not None and cancelled():
            raise CancelledReview
        if not _exact(tricks[k]) and nodes - memo.searched > 0:
            solve_tricks(k, nodes - memo.searched)
            if search is None:
                solve_points(k, 0)
        if search is not None and not _exact(points[k]) and search.nodes < points_nodes:
            solve_points(k, points_nodes)
    return tricks, points


def _exact(found: dict[Card, Bounds] | None) -> bool:
    return found is not None and all(low == high for low, high in found.values())


def _points_of_tricks(
    stakes: Stakes, position: DDPosition, acc: Acc, tricks: dict[Card, Bounds]
) -> dict[Card, Bounds]:
    """Without a nil the side's points rise with its tricks: each card's points bounds are
    those of its trick bounds (the side's margin, its points minus the opponents')."""
    left = position.tricks_left
    team = position.to_act % 2

    def margin(mine: int) -> int:
        team0 = mine if team == 0 else left - mine
        value = stakes.of_tricks(acc, team0, left)
        return value if team == 0 else -value

    return {card: (margin(low), margin(high)) for card, (low, high) in tricks.items()}


def _bid_number(bid: BidValue) -> int:
    """Stakes' form of a bid: 0 nil, -1 blind nil, otherwise the tricks bid."""
    if bid == NIL:
        return 0
    if bid == BLIND_NIL:
        return -1
    return int(bid)


class CancelledReview(Exception):
    """The review was stopped before it was finished (``review_hand``'s ``cancelled``)."""


_Played = tuple[int, int, DDPosition, Card, int, Acc]


def _plays(
    hand: HandRecord, seat: int, rules: SpadesRules, stakes: Stakes | None = None
) -> list[_Played]:
    """Each card ``seat`` played as (trick, order in the trick, position before it, card,
    the side's tricks before it, the stakes' record of the tricks taken before it)."""
    position = DDPosition.of(hand.cards, (), hand.tricks[0][0][0], False, rules)
    plays: list[_Played] = []
    side = 0
    took = [0, 0, 0, 0]
    for trick_no, trick in enumerate(hand.tricks, start=1):
        for order, (player, card) in enumerate(trick):
            if player != position.to_act or card.index not in position.legal():
                raise ValueError(f"trick {trick_no}: seat {player} could not play {card} there")
            if player == seat:
                acc = stakes.start(took) if stakes is not None else (0, 0, 0)
                plays.append((trick_no, order, position, card, side, acc))
            position = position.play(card.index)
        side += position.leader % 2 == seat % 2
        took[position.leader] += 1
    return plays


def _bid_view(
    record: dict[str, Any], final: SpadesState, hand_no: int, seat: int
) -> SeatView | None:
    """The seat's view when it was about to bid in hand ``hand_no`` (cards possibly face
    down: a blind nil), the game replayed from its record."""
    deals = [[h["cards"][str(s)] for s in range(4)] for h in record["hands"]]
    state = SpadesState(final.rules, final.seed, final.first_dealer, deals)
    for action in final.actions:
        if len(state.history) >= hand_no:
            break
        if state.hand_number == hand_no and isinstance(action, Bid) and action.seat == seat:
            return state.view(seat)
        state.apply(action)
    return None


def _coach(view: SeatView, blind: bool, hand_no: int, samples: int) -> CoachFigures:
    advice = advise(view, seed=hand_no, samples=samples)
    return CoachFigures(
        bid=advice.bid,
        expected=advice.expected_tricks,
        best_number=advice.best_number,
        distribution=advice.trick_distribution,
        p_nil=advice.p_nil,
        nil_worth_it=advice.nil_worth_it,
        blind=blind,
    )


def _names(record: dict[str, Any]) -> list[str]:
    seats = record.get("seats")
    names = [f"Seat {s}" for s in range(4)]
    if isinstance(seats, list):
        for entry in seats:
            if isinstance(entry, dict) and isinstance(entry.get("player"), str):
                seat = entry.get("seat")
                if isinstance(seat, int) and 0 <= seat < 4:
                    names[seat] = entry["player"]
    return names


def _display_order(card: Card) -> tuple[int, int]:
    """Suits ♣ ♦ ♥ ♠, high cards first within a suit (ace high)."""
    return (int(card.suit), -HIGH_RANK[card.index])
