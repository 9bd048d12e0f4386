"""Exact search of a Spades ending with every hand known, at any table size (3 to 6 seats).

The four-player review solver (``spades.dd``) counts the tricks of two sides of two. At 3 and 5
players everyone plays alone and at 6 there are three partnerships, so "the side's tricks" is
not the game there: who among the others takes a trick changes who is set, who takes bags and
who is ahead. This search plays the rest of the hand out over every legal card of every seat
and scores each finished hand as the bots do (``search.evaluate``: the team's hand points
minus the best other team's, contracts, nils, bags and the bag penalty as ``scoring`` counts
them). It is *paranoid*: the seat's team picks its best card, every other seat the card worst
for that team, as if the others played together; so the value is what the team can make sure
of, a bound, never a hope. Alpha-beta cuts and a table of positions seen at trick starts keep
it fast enough for the last tricks (``ENDGAME_TRICKS``); cards of one suit with no other
remaining card between them are searched once (not at six players, where which of two twin
cards falls first decides a tie).

The search reads a ``Sim`` whose every hand is filled (a sampled deal): the bot that calls it
never sees the real hidden cards.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from cardtable.core.cards import Card, card_from_index
from cardtable.spades.ai.sampling import sample_deal
from cardtable.spades.ai.search import evaluate, start_search
from cardtable.spades.ai.simulate import KEY, RANK, SPADE, SUIT, Sim
from cardtable.spades.rules import SpadesRules
from cardtable.spades.views import SeatView

ENDGAME_TRICKS: dict[int, int] = {3: 3, 5: 2, 6: 1}
"""Tricks left at or below which ``hard`` solves sampled deals exactly at 3, 5 and 6 players:
the most whose solves of every legal card take a few milliseconds a deal on one busy core
(means 2.4, 0.3 and 0.1 ms; one trick more: 6.5, 42 and 6.5 ms), so a 20 ms card still
averages several deals. A budget of ``DEEPER_BUDGET_S`` or more (the table's 250 ms) solves
one trick more. Four players use the double-dummy solver (``dd_play``)."""
DEEPER_BUDGET_S = 0.1
MIN_DEALS = 3
"""Deals solved whatever the budget says: fewer cannot tell cards apart."""
POLICY_BONUS = 3.0
"""Points added to the fast policy's card, as ``dd_play`` does: paranoid values are bounds and
a few deals leave points of noise, so the policy's sound card is overridden for a clear gain."""


NO_LIMIT = 1 << 62
"""``Solver.max_nodes`` when the search has no limit (the bots'): one comparison a node."""


class OutOfNodes(Exception):
    """The search reached its ``max_nodes``: what it proved so far stays in its table."""


class Solver:
    """One exact search of one deal for ``team``: the deal is the ``Sim`` that ``search`` is
    given, and its table serves each later search of that deal (see the module docstring).

    ``score`` values a finished hand (default: ``search.evaluate``, the bots' measure; the
    hand review gives the side's tricks or its own points); ``max_nodes`` (None: no limit,
    as the bots search) stops a search past that many positions with ``OutOfNodes``, so a
    review spends a count, not a time, and reads the same every run. The table of bounds at
    trick starts outlives a search cut short and serves every later one of the same deal
    and measure. ``taken`` gives what of the tricks taken a table entry is keyed by and the
    part of the value they already fix, stored apart (default: every seat's tricks, nothing
    apart, as ``evaluate`` needs): the side's tricks to come do not depend on who took the
    tricks before, so a review's tricks search keys by nothing and meets each ending
    however the tricks before fell. ``settled`` (the review's; None for the bots) gives the
    least and the most value the hand can still end with from a position: a test whose
    window lies outside them is answered there (fail-soft, so every bound stays proven),
    without playing the hand out."""

    def __init__(
        self,
        team: int,
        bags: tuple[int, ...],
        rules: SpadesRules,
        score: Callable[[Sim], float] | None = None,
        max_nodes: int | None = None,
        taken: Callable[[Sim], tuple[tuple[int, ...], float]] | None = None,
        settled: Callable[[Sim], tuple[float, float]] | None = None,
    ) -> None:
        self.team = team
        self.bags = bags
        self.rules = rules
        self.table: dict[tuple[object, ...], tuple[float, float]] = {}
        self.nodes = 0
        # The finished hand's value for the team: ``score``, else ``search.evaluate``
        # (bound once: it runs at every leaf).
        self.value: Callable[[Sim], float] = self._evaluate if score is None else score
        self.max_nodes = NO_LIMIT if max_nodes is None else max_nodes
        self.taken = taken
        self.settled = settled

    def _evaluate(self, sim: Sim) -> float:
        """The bots' measure of a finished hand (``search.evaluate``)."""
        return evaluate(sim, self.team, self.bags, self.rules)

    def moves(self, sim: Sim) -> list[int]:
        """The seat on turn's legal cards, one per group of equivalent cards."""
        seat = sim.turn
        legal = sim.legal(seat)
        if len(legal) == 1:
            return legal
        out = group_leaders(sim, legal)
        # Winners first: cuts come sooner.
        if sim.trick:
            keyt = KEY[sim.led]
            out.sort(key=lambda c: -keyt[c])
        else:
            out.sort(key=lambda c: (-RANK[c], SUIT[c] == SPADE))
        return out

    def search(self, sim: Sim, alpha: float, beta: float) -> float:
        """The position's value if it lies inside (alpha, beta); otherwise a bound on the
        side it fell (fail-soft: at most the result when at or below alpha, at least it when
        at or above beta)."""
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise OutOfNodes
        if sim.tricks_left == 0:
            return self.value(sim)
        key: tuple[object, ...] | None = None
        base: float = 0
        if not sim.trick:
            settled = self.settled
            if settled is not None:
                # The least and the most the hand can still end with (they change only as
                # a trick is taken): once the window lies outside them, the rest of the
                # hand cannot change the test's answer.
                least, most = settled(sim)
                if least >= beta:
                    return least
                if most <= alpha:
                    return most
            taken = self.taken
            if taken is None:
                part: tuple[int, ...] = tuple(sim.taken)
            else:
                part, base = taken(sim)
            key = (
                sim.turn,
                sim.broken,
                part,
                tuple(tuple(sorted(h)) for h in sim.hands),
            )
            hit = self.table.get(key)
            if hit is not None:
                low, high = hit
                if base:
                    low += base
                    high += base
                if low >= beta or low == high:
                    return low
                if high <= alpha:
                    return high
                alpha = max(alpha, low)
                beta = min(beta, high)
        alpha0, beta0 = alpha, beta
        maximize = sim.team[sim.turn] == self.team
        best = -1e18 if maximize else 1e18
        for card in self.moves(sim):
            child = sim.copy()
            child.play(card)
            v = self.search(child, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if key is not None:
            # Fail-hard bounds: at or below the window's low end the value is at most
            # ``best``; at or above its high end at least ``best``; inside it, exact.
            low, high = self.table.get(key, (-1e18, 1e18))
            found = best - base if base else best
            if best <= alpha0:
                high = min(high, found)
            elif best >= beta0:
                low = max(low, found)
            else:
                low = high = found
            self.table[key] = (low, high)
        return best


def group_leaders(sim: Sim, legal: list[int]) -> list[int]:
    """The lowest card of each group of ``legal`` cards that play alike, by suit and rank:
    cards of one suit with no other card still in play (in a hand or on the table) between
    them. At six players every card leads its own group: which of two twin cards falls first
    decides a tie, so no two ranks are alike."""
    distinct = sorted(set(legal), key=lambda c: (SUIT[c], RANK[c]))
    if sim.n == 6:
        return distinct
    held = [c for h in sim.hands for c in h] + [c for _, c in sim.trick]
    out = []
    prev = -1
    for c in distinct:
        if prev >= 0 and SUIT[prev] == SUIT[c]:
            lo, hi = RANK[prev], RANK[c]
            if not any(SUIT[h] == SUIT[c] and lo < RANK[h] < hi for h in held):
                prev = c
                continue  # the same as the lower card kept
        out.append(c)
        prev = c
    return out


def rank_groups(sim: Sim, legal: list[int]) -> list[list[int]]:
    """The distinct ``legal`` cards in the groups of ``group_leaders``, each from its lowest
    card (the hand review values each group once and gives every card of it the figure)."""
    leaders = set(group_leaders(sim, legal))
    groups: list[list[int]] = []
    for c in sorted(set(legal), key=lambda c: (SUIT[c], RANK[c])):
        if c in leaders:
            groups.append([c])
        else:
            groups[-1].append(c)
    return groups


def solve_cards(
    sim: Sim, seat: int, cards: list[int], bags: tuple[int, ...], rules: SpadesRules
) -> dict[int, float]:
    """The paranoid value for ``seat``'s team of playing each of ``cards`` now, every hand of
    ``sim`` being known (a sampled deal). Exact: no cut-off, so keep it to the last tricks."""
    if sim.turn != seat:
        raise ValueError(f"it is seat {sim.turn}'s turn, not seat {seat}'s")
    if any(len(h) + _played(sim, s) != sim.tricks_left for s, h in enumerate(sim.hands)):
        raise ValueError("every hand must be filled to solve the ending")
    solver = Solver(sim.team[seat], bags, rules)
    out: dict[int, float] = {}
    for card in cards:
        child = sim.copy()
        child.play(card)
        out[card] = solver.search(child, -1e18, 1e18)
    return out


def _played(sim: Sim, seat: int) -> int:
    """1 when ``seat`` has already played to the current trick."""
    return 1 if any(s == seat for s, _ in sim.trick) else 0


def endgame_tricks(players: int, budget_s: float | None) -> int:
    """Tricks left at or below which ``endgame_card`` applies (0: never, as at four)."""
    depth = ENDGAME_TRICKS.get(players, 0)
    if depth and (budget_s is None or budget_s >= DEEPER_BUDGET_S):
        depth += 1
    return depth


def endgame_card(
    view: SeatView,
    rng: random.Random,
    samples: int,
    budget_s: float | None,
    infer: bool,
    min_deals: int = MIN_DEALS,
) -> Card:
    """The card with the best average paranoid value over sampled deals of the unseen cards
    (``sampling``, weighed by the bids with ``infer``), each solved exactly to the end of the
    hand; ``samples`` deals at most, fewer when one more would pass ``budget_s``."""
    opened = start_search(view)
    if isinstance(opened, Card):
        return opened
    start, base, seat, candidates, favourite, knowledge, own = opened
    totals = dict.fromkeys(candidates, 0.0)
    deals = 0
    for i in range(max(1, samples)):
        sim = base.copy()
        sim.hands = sample_deal(knowledge, rng, own, infer)
        for card, v in solve_cards(sim, seat, candidates, view.bags, view.rules).items():
            totals[card] += v
        deals = i + 1
        if budget_s is not None and deals >= min_deals:
            elapsed = time.perf_counter() - start
            if elapsed * (deals + 1) / deals > budget_s:
                break

    def score(card: int) -> tuple[float, int]:
        bonus = POLICY_BONUS if card == favourite else 0.0
        return (totals[card] / deals + bonus, -RANK[card])

    return card_from_index(max(candidates, key=score))
