"""The player's review of a finished Spades hand (no Qt): for every card one seat played,
the double-dummy tricks of that card and of the best card (``dd``), so the cards that cost
the side a trick stand out; the seat's bid beside the coach's (``coach.coach_advice``: the
advice the table's coach gave, or would have given, for that bid); what every seat bid and
took; and what nil bids at the table changed.

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
from dataclasses import fields, replace
from typing import Any, TypedDict, Unpack

from cardtable.core.cards import Card, card_from_index
from cardtable.core.errors import SaveFileError
from cardtable.spades import review_sizes
from cardtable.spades.actions import BLIND_NIL, Bid
from cardtable.spades.coach import COACH_DEALS, coach_advice
from cardtable.spades.dd import analysis as dd
from cardtable.spades.dd.position import DDPosition, four_players
from cardtable.spades.dd.search import Bounds, SearchMemo
from cardtable.spades.dd.stakes import Acc, PointsSearch, Stakes
from cardtable.spades.records import build_record, replay_record
from cardtable.spades.review_figures import Decision, display_order
from cardtable.spades.review_result import CoachFigures, HandReview
from cardtable.spades.rules import SpadesRules
from cardtable.spades.scoring import bid_number
from cardtable.spades.state import HandRecord, SpadesState
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


class ReviewOptions(TypedDict, total=False):
    """``review_played``'s keyword options (its defaults where not given), which
    ``review_hand`` passes on as they came."""

    nodes: int
    points_nodes: int
    coach_samples: int
    progress: Callable[[int], None] | None
    cancelled: Callable[[], bool] | None


def review_hand(
    record: dict[str, Any], hand_no: int, seat: int, **options: Unpack[ReviewOptions]
) -> HandReview:
    """Review hand ``hand_no`` (1-based) of a game record from ``seat``'s side.

    ValueError when the record does not replay, has no such seat or finished hand;
    DDSUnavailable without the solver (four players). The rest as ``review_played``."""
    try:
        final = replay_record(record)
    except SaveFileError as exc:
        raise ValueError(str(exc)) from exc
    players = final.rules.players
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"no seat {seat} in this game (seats 0 to {players - 1})")
    if not 1 <= hand_no <= len(final.history):
        raise ValueError(f"the game has no finished hand {hand_no}")
    return review_played(
        final.rules,
        final.history[hand_no - 1],
        seat,
        _bid_view(record, final, hand_no, seat),
        _names(record, players),
        **options,
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
    coach_samples: int = COACH_DEALS,
    progress: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> HandReview:
    """Review a finished hand of a table with ``rules`` from ``seat``'s side: its cards as
    dealt, bids and tricks (``HandRecord``), the seat's view when it bid (for the coach;
    None: no coach figures) and the players' names. The coach's figures are the table's
    (``coach_advice`` with ``coach_samples`` deals, ``COACH_DEALS`` unless a test asks
    fewer; 0: none), so a stored hand, old or new, reads as its table did.

    At four players the card play is stepped through on ``DDPosition``s and valued
    double-dummy; at 3, 5 and 6 on the bots' ``Sim`` and valued paranoid
    (``review_sizes``, with its own budgets: ``nodes`` and ``points_nodes`` are the
    four-player search's). Either way it is checked card by card against our rules (a
    ValueError names a card that could not have been played). ``progress(k)`` is told
    after each card is valued; ``cancelled()`` returning True stops the work
    (``CancelledReview``). DDSUnavailable without the solver (four players)."""
    n = rules.players
    if len(hand.tricks) != rules.hand_size or hand.scores is None:
        raise ValueError("only a finished hand can be reviewed")
    bids = dict(hand.bids)
    if n == 4:
        decisions = _four_players(rules, hand, seat, nodes, points_nodes, progress, cancelled)
    else:
        try:
            decisions = review_sizes.decisions(rules, hand, seat, progress, cancelled)
        except review_sizes.Cancelled:
            raise CancelledReview from None
    coach = None
    if bid_view is not None and coach_samples > 0:
        blind = bids[seat] == BLIND_NIL
        if bid_view.hand is None:  # bid blind: the coach looks at the cards as dealt
            bid_view = replace(bid_view, hand=hand.cards[seat])
        coach = _coach(bid_view, blind, coach_samples)
    return HandReview(
        hand=hand.number,
        seat=seat,
        names=tuple(names),
        bids=tuple(bids[s] for s in range(n)),
        took=tuple(hand.tricks_won(n)),
        decisions=tuple(decisions),
        coach=coach,
        players=n,
    )


def _four_players(
    rules: SpadesRules,
    hand: HandRecord,
    seat: int,
    nodes: int,
    points_nodes: int,
    progress: Callable[[int], None] | None,
    cancelled: Callable[[], bool] | None,
) -> list[Decision]:
    """The double-dummy figures of each card ``seat`` played at a four-player table."""
    four_players(rules)
    bids = dict(hand.bids)
    stakes = Stakes.of(
        [bid_number(bids[s]) for s in range(4)], rules.nil_value, rules.blind_nil_value
    )
    plays = _plays(hand, seat, rules, stakes)
    tricks, points = _solve_all(plays, stakes, nodes, points_nodes, progress, cancelled)
    return [
        Decision(
            trick_no, order, card,
            tuple(sorted(t, key=display_order)),
            t, p, before,
        )
        for (trick_no, order, _, card, before, _), t, p in zip(plays, tricks, points, strict=True)
    ]  # fmt: skip


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
    n = final.rules.players
    deals = [[h["cards"][str(s)] for s in range(n)] for h in record["hands"]]
    state = SpadesState(final.rules, final.seed, final.first_dealer, deals)
    for action in final.actions:
        if len(state.history) >= hand_no:
            break
        if state.hand_number == hand_no and isinstance(action, Bid) and action.seat == seat:
            return state.view(seat)
        state.apply(action)
    return None


def _coach(view: SeatView, blind: bool, samples: int) -> CoachFigures:
    """The coach's advice at the seat's bid, as the review keeps it: every field of
    ``CoachFigures`` bears the name of the ``Advice`` field it shows, so the figures are
    copied by name (one list, the record's) and ``blind`` is added."""
    advice = coach_advice(view, samples)
    shown = {f.name: getattr(advice, f.name) for f in fields(CoachFigures) if f.name != "blind"}
    return CoachFigures(blind=blind, **shown)


def _names(record: dict[str, Any], players: int) -> list[str]:
    seats = record.get("seats")
    names = [f"Seat {s}" for s in range(players)]
    if isinstance(seats, list):
        for entry in seats:
            if isinstance(entry, dict) and isinstance(entry.get("player"), str):
                seat = entry.get("seat")
                if isinstance(seat, int) and 0 <= seat < players:
                    names[seat] = entry["player"]
    return names
