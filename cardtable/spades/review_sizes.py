"""The figures of the hand review at three, five and six players (no Qt): for every card the
seat played, what its side could **make sure of** after each legal card, whatever the others
did, exact or as proven bounds (``review_figures.Decision``).

At four players two partnerships face each other and the review reads a double-dummy
analysis (``spades.dd``). At three and five everyone plays alone and at six there are three
partnerships, so nobody plays *against* the seat as one side, and "the best play of the
others" has no single meaning. The review takes the **paranoid value**: the seat's side (the
seat alone at three and five, with its partner at six) picks its cards, and every other seat
picks the card worst for that side, as if the others played together. That is a two-sided
game with a value the side can guarantee, so each figure is a floor it could have made sure
of, never a hope; the others did not in fact co-operate, so the side often does better, and
the review says so where it shows these figures.

Two measures, both paranoid, every hand open:

- **tricks**: the side's tricks from this trick on;
- **points**: the side's own points for the hand from its contract and nils
  (``stake_points``): a contract made +10 a bid trick, set -10 a bid trick, a nil + or - its
  value. **A bag counts for nothing**, as in the four-player review (``dd.stakes``): it is +1
  now and a tenth of the bag penalty later, so counting it as a point would call an
  overtrick a gain and send a learner after bags. Not the side's margin over the others:
  with two to five other scores beside it a margin has no single meaning.

The search is the bots' exact ending search (``ai.endgame.Solver``, plain Python), cut off
after a count of positions (``TRICK_NODES``, ``POINT_NODES``: the same figures every run),
narrowing each card's interval with null-window tests from the trivial bounds (every trick
still to play going either way), last card first, where exact figures come cheapest. A test
stops where the hand has settled it (``SideSearch.settled``: the side has made its bid, or
can no longer reach the value tested), so the same count judges more cards. Where
the side has no nil, its points rise with its tricks and are read off them with no second
search.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from cardtable.core.cards import Card, card_from_index
from cardtable.spades.ai.endgame import OutOfNodes, Solver, rank_groups
from cardtable.spades.ai.simulate import Sim, bid_to_int, new_hand_sim
from cardtable.spades.dd.search import Bounds
from cardtable.spades.review_figures import Decision, display_order
from cardtable.spades.rules import SpadesRules
from cardtable.spades.scoring import hand_result
from cardtable.spades.state import HandRecord

TRICK_NODES = 200_000
"""Positions of the tricks search for a whole hand's review (plain Python, a few microseconds
each): see ``benchmarks/bench_spades_review.py --players N`` for the share exact it buys."""
POINT_NODES = 200_000
"""Positions of the points search, spent only where points do not follow from tricks (a
nil on the side)."""


@dataclass(frozen=True)
class Played:
    """One card the seat played: its trick (1-based), its place in the trick, the hand just
    before it (every hand open), the card and the side's tricks taken before this trick."""

    trick: int
    order: int
    position: Sim
    card: Card
    before: int


def side_members(rules: SpadesRules, seat: int) -> tuple[int, ...]:
    """The seat and its partner (six players), or the seat alone (three and five)."""
    team = rules.team_of(seat)
    return tuple(s for s in range(rules.players) if rules.team_of(s) == team)


def stake_points(
    bids: Sequence[int], taken: Sequence[int], members: Sequence[int], rules: SpadesRules
) -> int:
    """The side's points for the hand from its contract and nils, a bag counted as nothing
    (the module docstring): the score sheet's points (``scoring.hand_result``: +10 a bid
    trick made, -10 a bid trick set, each nil + or - its value) less the +1 of every bag."""
    _, points, bags = hand_result(bids, taken, members, rules)
    return points - bags


def replay(hand: HandRecord, seat: int, rules: SpadesRules) -> tuple[Sim, list[Played]]:
    """The hand's opening position (every hand open) and each card ``seat`` played, checked
    card by card against the rules (a ValueError names a card that could not be played)."""
    n = rules.players
    bids = dict(hand.bids)
    hands = [[c.index for c in hand.cards[s]] for s in range(n)]
    start = new_hand_sim(
        rules, hands, hand.tricks[0][0][0], [bid_to_int(bids[s]) for s in range(n)]
    )
    sim = start.copy()
    members = side_members(rules, seat)
    plays: list[Played] = []
    for trick_no, trick in enumerate(hand.tricks, start=1):
        before = sum(sim.taken[m] for m in members)
        for order, (player, card) in enumerate(trick):
            if player != sim.turn or card.index not in sim.legal(player):
                raise ValueError(f"trick {trick_no}: seat {player} could not play {card} there")
            if player == seat:
                plays.append(Played(trick_no, order, sim.copy(), card, before))
            sim.play(card.index)
    return start, plays


class SideSearch:
    """One measure's search for the side of one hand: the solver (its table of bounds serves
    every decision of the hand), its budget and the values a finished hand can take."""

    def __init__(
        self, sim: Sim, members: tuple[int, ...], rules: SpadesRules,
        score: Callable[[Sim], int], nodes: int,
        taken: Callable[[Sim], tuple[tuple[int, ...], float]],
    ) -> None:  # fmt: skip
        self.members = members
        self.score = score
        self.budget = nodes
        self.solver = Solver(sim.team[members[0]], (), rules, score, 0, taken, self.settled)
        self._trial = sim.copy()
        self._outcomes: dict[tuple[tuple[int, ...], int], list[int]] = {}

    @property
    def left(self) -> int:
        return self.budget - self.solver.nodes

    def settled(self, sim: Sim) -> tuple[float, float]:
        """The least and the most the hand can still end with from ``sim`` (the solver's
        cut: a test already decided is not played out)."""
        values = self.outcomes(sim)
        return values[0], values[-1]

    def outcomes(self, sim: Sim) -> list[int]:
        """Every value the hand can still end with from ``sim`` (each way of sharing the
        tricks left between the side's members and the others), sorted. Both measures read
        only the members' tricks, so those key the answer (the solver asks at every trick
        start, ``settled``)."""
        key = (tuple(sim.taken[m] for m in self.members), sim.tricks_left)
        known = self._outcomes.get(key)
        if known is not None:
            return known
        left = sim.tricks_left
        trial = self._trial
        found: set[int] = set()
        first = self.members[0]
        second = self.members[1] if len(self.members) > 1 else None
        for x in range(left + 1):
            for y in range(left - x + 1) if second is not None else (0,):
                trial.taken = list(sim.taken)
                trial.taken[first] += x
                if second is not None:
                    trial.taken[second] += y
                found.add(self.score(trial))
        self._outcomes[key] = sorted(found)
        return self._outcomes[key]

    def narrow(self, child: Sim, bounds: Bounds | None, limit: int) -> Bounds:
        """Bounds on the paranoid value of ``child`` (the position after a card), narrowed
        from ``bounds`` (None: the trivial ones) by null-window tests within ``limit`` more
        positions (never past the budget)."""
        values = self.outcomes(child)
        low, high = bounds if bounds is not None else (values[0], values[-1])
        self.solver.max_nodes = self.solver.nodes + max(0, min(limit, self.left))
        try:
            while low < high:
                inside = [v for v in values if low < v <= high]
                target = inside[(len(inside) - 1) // 2]
                found = self.solver.search(child, target - 0.5, target)
                if found >= target:
                    low = min(v for v in values if v >= found)
                else:
                    high = max(v for v in values if v <= found)
        except OutOfNodes:
            pass
        return low, high


def solve_all(
    plays: list[Played],
    members: tuple[int, ...],
    rules: SpadesRules,
    trick_nodes: int = TRICK_NODES,
    point_nodes: int = POINT_NODES,
    progress: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> tuple[list[dict[Card, Bounds]], list[dict[Card, Bounds]]]:
    """Every decision's figures: for each legal card, bounds on the side's tricks from this
    trick on and on its points for the hand (see the module docstring). ``cancelled()``
    returning True stops the work (``Cancelled``); ``progress(k)`` is told after each card
    of the first pass."""
    n = len(plays)
    tricks: list[dict[Card, Bounds]] = [{} for _ in range(n)]
    points: list[dict[Card, Bounds]] = [{} for _ in range(n)]
    if not plays:
        return tricks, points
    first = plays[0].position

    def side_tricks(sim: Sim) -> int:
        return sum(sim.taken[m] for m in members)

    def side_points(sim: Sim) -> int:
        return stake_points(sim.bids, sim.taken, members, rules)

    def tricks_apart(sim: Sim) -> tuple[tuple[int, ...], float]:
        return (), side_tricks(sim)  # the tricks to come: the same however the past fell

    def points_key(sim: Sim) -> tuple[tuple[int, ...], float]:
        return tuple(sim.taken[m] for m in members), 0.0  # the others' count changes nothing

    trick_search = SideSearch(first, members, rules, side_tricks, trick_nodes, tricks_apart)
    point_search = SideSearch(first, members, rules, side_points, point_nodes, points_key)
    groups = [rank_groups(p.position, p.position.legal(p.position.turn)) for p in plays]
    found_t: list[dict[int, Bounds]] = [{} for _ in range(n)]
    found_p: list[dict[int, Bounds]] = [{} for _ in range(n)]
    no_nil = all(first.bids[m] >= 0 for m in members)

    def solve(k: int) -> None:
        """Decision k's cards, each with an even share of what is left of each budget."""
        position = plays[k].position
        cards = groups[k]
        for i, group in enumerate(cards):
            child = position.copy()
            child.play(group[0])
            share = len(cards) - i
            t = trick_search.narrow(child, None, trick_search.left // share)
            found_t[k][group[0]] = t
            p = None
            if no_nil:  # the tricks bound the points
                p = _points_of_tricks(child, members, t, side_points)
            if p is None or p[0] != p[1]:
                p = point_search.narrow(child, p, point_search.left // share)
            found_p[k][group[0]] = p

    # Last card first: the late ones are cheap and fill the tables the earlier ones read,
    # and what they leave goes to the earlier ones, down to the trivial bounds.
    for done, k in enumerate(reversed(range(n)), start=1):
        if cancelled is not None and cancelled():
            raise Cancelled
        solve(k)
        if progress is not None:
            progress(done)
    for k, play in enumerate(plays):
        before = play.before
        for group in groups[k]:
            low, high = found_t[k][group[0]]
            for card in group:
                tricks[k][card_from_index(card)] = (low - before, high - before)
                points[k][card_from_index(card)] = found_p[k][group[0]]
    return tricks, points


def _points_of_tricks(
    sim: Sim, members: tuple[int, ...], tricks: Bounds, score: Callable[[Sim], int]
) -> Bounds:
    """Bounds on the side's paranoid points from bounds on its paranoid tricks (final
    totals), where no member bid nil so only the total counts: the others can hold the side
    to ``tricks[1]``, so it cannot make sure of more than the best total up to there, and it
    can make sure of ``tricks[0]``, so of at least the worst total from there up. Exact where
    the points rise with the tricks and the tricks are exact."""
    now = sum(sim.taken[m] for m in members)
    most = now + sim.tricks_left
    low = min(_with(sim, members, t, score) for t in range(int(tricks[0]), most + 1))
    high = max(_with(sim, members, t, score) for t in range(now, int(tricks[1]) + 1))
    return low, high


def _with(sim: Sim, members: tuple[int, ...], total: int, score: Callable[[Sim], int]) -> int:
    """The side's points with ``total`` tricks in all (no nil on the side: only the total
    counts), the extra tricks given to its first member."""
    trial = sim.copy()
    trial.taken = list(sim.taken)
    trial.taken[members[0]] += total - sum(sim.taken[m] for m in members)
    return score(trial)


def decisions(
    rules: SpadesRules,
    hand: HandRecord,
    seat: int,
    progress: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    trick_nodes: int = TRICK_NODES,
    point_nodes: int = POINT_NODES,
) -> list[Decision]:
    """The paranoid figures of each card ``seat`` played in a finished hand at a table of
    three, five or six (``Decision``: tricks from this trick on, the side's own points for
    the hand)."""
    _, plays = replay(hand, seat, rules)
    members = side_members(rules, seat)
    tricks, points = solve_all(plays, members, rules, trick_nodes, point_nodes, progress, cancelled)
    return [
        Decision(p.trick, p.order, p.card, tuple(sorted(t, key=display_order)), t, q, p.before)
        for p, t, q in zip(plays, tricks, points, strict=True)
    ]


class Cancelled(Exception):
    """The review was stopped before it was finished."""
