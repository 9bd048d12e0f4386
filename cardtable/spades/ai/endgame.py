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

from cardtable.core.cards import Card, card_from_index
from cardtable.spades.actions import Play
from cardtable.spades.ai import policy
from cardtable.spades.ai.sampling import knowledge_from_view, sample_deal
from cardtable.spades.ai.search import distinct_candidates, evaluate
from cardtable.spades.ai.simulate import KEY, RANK, SPADE, SUIT, Sim, sim_from_view
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


class _Solver:
    """One exact search of one deal for ``team`` (see the module docstring)."""

    def __init__(self, sim: Sim, team: int, bags: tuple[int, ...], rules: SpadesRules) -> None:
        self.team = team
        self.bags = bags
        self.rules = rules
        self.n = sim.n
        self.team_of = sim.team
        self.next = sim.next
        self.bids = sim.bids
        self.members = sim.members
        self.lead_any = sim.lead_any
        self.table: dict[tuple[object, ...], tuple[float, float]] = {}
        self.nodes = 0

    def value(self, sim: Sim) -> float:
        """The finished hand's value for the team (``search.evaluate``)."""
        return evaluate(sim, self.team, self.bags, self.rules)

    def moves(self, sim: Sim) -> list[int]:
        """The seat on turn's legal cards, one per group of equivalent cards."""
        seat = sim.turn
        legal = sim.legal(seat)
        if len(legal) == 1:
            return legal
        distinct = sorted(set(legal), key=lambda c: (SUIT[c], RANK[c]))
        if self.n == 6:
            # Twin cards: which copy falls first decides ties, so no two ranks are alike.
            out = distinct
        else:
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
        # Winners first: cuts come sooner.
        if sim.trick:
            keyt = KEY[sim.led]
            out.sort(key=lambda c: -keyt[c])
        else:
            out.sort(key=lambda c: (-RANK[c], SUIT[c] == SPADE))
        return out

    def search(self, sim: Sim, alpha: float, beta: float) -> float:
        self.nodes += 1
        if sim.tricks_left == 0:
            return self.value(sim)
        key: tuple[object, ...] | None = None
        if not sim.trick:
            key = (
                sim.turn,
                sim.broken,
                tuple(sim.taken),
                tuple(tuple(sorted(h)) for h in sim.hands),
            )
            hit = self.table.get(key)
            if hit is not None:
                low, high = hit
                if low >= beta or low == high:
                    return low
                if high <= alpha:
                    return high
                alpha = max(alpha, low)
                beta = min(beta, high)
        alpha0, beta0 = alpha, beta
        maximize = self.team_of[sim.turn] == self.team
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
            if best <= alpha0:
                high = min(high, best)
            elif best >= beta0:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high)
        return best


def solve_cards(
    sim: Sim, seat: int, cards: list[int], bags: tuple[int, ...], rules: SpadesRules
) -> dict[int, float]:
    """The paranoid value for ``seat``'s team of playing each of ``cards`` now, every hand of
    ``sim`` being known (a sampled deal). Exact: no cut-off, so keep it to the last tricks."""
    if sim.turn != seat:
        raise ValueError(f"it is seat {sim.turn}'s turn, not seat {seat}'s")
    if any(len(h) + _played(sim, s) != sim.tricks_left for s, h in enumerate(sim.hands)):
        raise ValueError("every hand must be filled to solve the ending")
    solver = _Solver(sim, sim.team[seat], bags, rules)
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
    legal = sorted({a.card.index for a in view.legal_actions if isinstance(a, Play)})
    if not legal:
        raise ValueError(f"seat {view.seat} has no card to play now")
    if len(legal) == 1:
        return card_from_index(legal[0])
    start = time.perf_counter()
    base = sim_from_view(view)
    seat = view.seat
    candidates = distinct_candidates(base, seat, legal)
    favourite = policy.choose(base, seat)
    if favourite not in candidates:  # the policy's card is searched as its group's lowest
        favourite = max(
            (c for c in candidates if SUIT[c] == SUIT[favourite] and RANK[c] <= RANK[favourite]),
            key=RANK.__getitem__,
        )
    if len(candidates) == 1:
        return card_from_index(candidates[0])
    knowledge = knowledge_from_view(view)
    own = base.hands[seat]
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
