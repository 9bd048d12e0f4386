"""Bidding from a simulated trick distribution, chosen by expected score.

The seat's cards are fixed; the unseen cards are dealt at random (earlier bids weigh the deals
when ``infer`` is on) and each deal is played out twice by the fast policy:

- once with the seat's team trying to take every trick it can: how many tricks the hand can
  take, and the partner's tricks beside it;
- once with the seat bidding nil: whether the hand can take no trick with the partner covering.

Seats that have not bid are given the seed-001 count of their sampled cards as their bid. Each
possible bid is then scored on every sample with ``scoring``'s rules (contract made or set,
bags with the bag penalty already near, the partner's bid or nil, a nil's +/- value), adjusted
for the game position (reaching the target, falling to the loss threshold), and the bid with
the best average wins. With ``amortize_bags`` (``hard`` and the coach) every bag also costs its
share of the penalty (``simulate.bag_adjustment``): hard against basic went from 76.5-81.5% of
games to 90.7% (200 games at 20 ms a card, NOTES.md, session 7). The coach shows the same
numbers.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from cardtable.spades.ai import policy
from cardtable.spades.ai.sampling import count_tricks_idx, knowledge_from_view, sample_deal
from cardtable.spades.ai.simulate import (
    UNKNOWN_BID,
    Sim,
    bag_adjustment,
    bid_to_int,
    new_hand_sim,
    team_score,
)
from cardtable.spades.rules import SpadesRules
from cardtable.spades.scoring import NIL_BID
from cardtable.spades.views import SeatView

WIN_BONUS = 150.0
"""Utility of reaching the target with the best total: worth more than its points alone."""
LOSS_MALUS = 300.0
"""Utility lost by falling to the loss threshold (the game is lost on the spot)."""
NIL_MARGIN = 20.0
"""Points by which nil must beat the best number before the bots bid it."""
PARTNER_NIL_MARGIN = 60.0
"""The margin beside a partner's nil (seed 001 advises against two nils on one side)."""
NIL_MIN_CHANCE = 0.75
"""A nil is only bid when the simulation keeps it clean at least this often."""


@dataclass(frozen=True)
class NilRule:
    """When the simulation's nil is bid: its average must beat the best number's by
    ``margin`` points (``partner_margin`` beside a partner's nil) and the nil must stay clean
    on at least ``min_chance`` of the deals. The margin and the chance stand for what the
    playouts miss: real defenders attack a nil better than the fast policy does."""

    margin: float = NIL_MARGIN
    min_chance: float = NIL_MIN_CHANCE
    partner_margin: float = PARTNER_NIL_MARGIN


STANDARD_NIL = NilRule()
"""The rule at 3, 4 and 6 players, and for every bot but ``hard`` (and the coach) anywhere."""
FIVE_PLAYER_NIL = NilRule(margin=10.0, min_chance=0.5)
"""``hard``'s and the coach's rule at five players. With ten cards each and nobody alone
beside a partner, a nil is worth far more than a numeric bid (points a hand are about 10):
the bid study (session 12) found this looser rule +1.0 +- 0.7 points a hand better against
policy players, and in whole games against four ``ismcts`` (which keep the standard rule)
``hard`` with it won 34.0% and 28.7% of two 150-game rows, 31.3% [26.4, 36.8] of the 300
(fair 20%; 18.0% [12.7, 24.9] of 150 without), and 41.3% against four ``medium`` (36.7%
without; NOTES.md, session 21). Nobody covers a nil at five, so the partner margin never
applies there."""


def sized_nil_rule(players: int) -> NilRule:
    """The nil rule ``hard`` and the coach bid by at a table of ``players``."""
    return FIVE_PLAYER_NIL if players == 5 else STANDARD_NIL


@dataclass(frozen=True)
class BidEstimate:
    """The simulation's view of a hand before bidding.

    ``trick_distribution[k]`` is the chance of taking k tricks when playing to win tricks;
    ``p_nil`` the chance of taking none when bidding nil; ``values[b]`` the expected utility of
    bidding b tricks (index 0 is nil); ``best_bid`` the best numeric bid and ``nil_worth_it``
    whether nil beats it. ``samples`` is how many deals were played.
    """

    trick_distribution: tuple[float, ...]
    p_nil: float
    values: tuple[float, ...]
    best_bid: int
    nil_worth_it: bool
    samples: int
    p_made: tuple[float, ...] = ()
    """``p_made[b]``: the chance the team's contract is made when the seat bids b (index 0
    unused), playing to win tricks; the coach explains its bid with it."""
    mean_bags: tuple[float, ...] = ()
    """``mean_bags[b]``: the team's bags in the hand on average when the seat bids b."""
    deal_values: tuple[tuple[float, ...], ...] = ()
    """``deal_values[b][i]``: the utility of bidding b (0: nil) on deal i, kept only when
    asked (``keep_deals``, the coach's paired comparison of its bid with its neighbours);
    ``values[b]`` is their mean."""
    game_counted: tuple[bool, ...] = ()
    """``game_counted[b]``: some deal's value of bid b (0: nil) counted the game's end
    (``position_utility``'s bonus for reaching the target first or its malus for falling to
    the loss threshold), so ``values[b]`` is not points alone: the coach says so beside its
    figures. Per bid, since a far bid (a set of 12 beside a partner's failed nil) can reach
    the loss threshold from 0 while the bids the coach shows cannot."""

    @property
    def expected_tricks(self) -> float:
        return sum(k * p for k, p in enumerate(self.trick_distribution))


def formula_bid(cards: list[int], max_bid: int) -> int:
    """The seed-001 count rounded half up, at least 1 (what ``basic`` bids)."""
    return max(1, min(max_bid, int(count_tricks_idx(cards) + 0.5)))


def position_utility(points: int, team: int, view: SeatView) -> float:
    """Hand points adjusted for what they do to the game (target and loss threshold)."""
    rules = view.rules
    total = view.totals[team] + points
    others = [v for t, v in enumerate(view.totals) if t != team]
    u = float(points)
    if total >= rules.target and (not others or total > max(others)):
        u += WIN_BONUS
    if total <= rules.loss_threshold:
        u -= LOSS_MALUS
    return u


def estimate_bid(
    view: SeatView,
    rng: random.Random,
    samples: int,
    infer: bool,
    budget_s: float | None = None,
    min_samples: int = 12,
    amortize_bags: bool = False,
    keep_deals: bool = False,
    nil_rule: NilRule = STANDARD_NIL,
) -> BidEstimate:
    """Simulate up to ``samples`` deals for the seat about to bid (its cards must be visible),
    stopping early when one more deal would pass ``budget_s`` seconds. ``keep_deals`` keeps
    every deal's utility of every bid (``BidEstimate.deal_values``) beside the sums, which it
    leaves as they were (the bots never ask). ``nil_rule`` says when nil is worth it."""
    start = time.perf_counter()
    if view.hand is None:
        raise ValueError("look at the cards before estimating a bid")
    rules: SpadesRules = view.rules
    n = rules.players
    seat = view.seat
    team = rules.team_of(seat)
    members = [s for s in range(n) if rules.team_of(s) == team]
    own = [c.index for c in view.hand]
    knowledge = knowledge_from_view(view)
    known = [bid_to_int(b) for b in view.bids]
    first = (view.dealer + (1 if rules.direction == "clockwise" else -1)) % n
    max_bid = rules.max_bid
    counts = [0] * (rules.hand_size + 1)
    nil_clean = 0
    values = [0.0] * (max_bid + 1)
    made = [0] * (max_bid + 1)
    bag_sum = [0] * (max_bid + 1)
    partner_nil = any(known[s] in (-1, -2) for s in members if s != seat)
    kept: list[list[float]] = [[] for _ in range(max_bid + 1)]
    game_end = [False] * (max_bid + 1)
    done = 0
    for _ in range(samples):
        if budget_s is not None and done >= min_samples:
            elapsed = time.perf_counter() - start
            if elapsed * (done + 1) / done > budget_s:
                break
        done += 1
        hands = sample_deal(knowledge, rng, own, infer)
        bids = list(known)
        for s in range(n):
            if bids[s] == UNKNOWN_BID and s != seat:
                bids[s] = formula_bid(hands[s], max_bid)
        # Playout 1: the team takes every trick it can.
        bids[seat] = max_bid
        sim = new_hand_sim(rules, hands, first, bids)
        _play_out(sim)
        taken = sim.taken
        counts[taken[seat]] += 1
        counted = sum(taken[s] for s in members if s == seat or bids[s] >= 0)
        rest = sum(bids[s] for s in members if s != seat and bids[s] > 0)
        for b in range(1, max_bid + 1):
            bids[seat] = b
            pts, bags = team_score(bids, taken, members, view.bags[team], rules)
            made[b] += counted >= b + rest
            bag_sum[b] += bags
            u = position_utility(pts, team, view)
            game_end[b] = game_end[b] or u != pts
            values[b] += u
            if amortize_bags:
                adj = bag_adjustment(view.bags[team], bags, rules)
                values[b] += adj
                u += adj
            if keep_deals:
                kept[b].append(u)
        # Playout 2: the seat bids nil and the partner covers it.
        bids[seat] = NIL_BID
        sim = new_hand_sim(rules, hands, first, bids)
        _play_out(sim)
        if sim.taken[seat] == 0:
            nil_clean += 1
        pts, bags = team_score(bids, sim.taken, members, view.bags[team], rules)
        u = position_utility(pts, team, view)
        game_end[0] = game_end[0] or u != pts
        values[0] += u
        if amortize_bags:
            adj = bag_adjustment(view.bags[team], bags, rules)
            values[0] += adj
            u += adj
        if keep_deals:
            kept[0].append(u)
    values = [v / done for v in values]
    best = max(range(1, max_bid + 1), key=lambda b: (values[b], -b))
    # Nil beside a partner's nil is a gamble seed 001 advises against: only when far better.
    # The playout opponents attack a nil less well than real ones, so nil needs a margin.
    nil_margin = nil_rule.partner_margin if partner_nil else nil_rule.margin
    nil_worth = values[0] > values[best] + nil_margin and nil_clean / done >= nil_rule.min_chance
    return BidEstimate(
        trick_distribution=tuple(c / done for c in counts),
        p_nil=nil_clean / done,
        values=tuple(values),
        best_bid=best,
        nil_worth_it=nil_worth,
        samples=done,
        p_made=tuple(m / done for m in made),
        mean_bags=tuple(b / done for b in bag_sum),
        deal_values=tuple(tuple(k) for k in kept) if keep_deals else (),
        game_counted=tuple(game_end),
    )


def _play_out(sim: Sim) -> None:
    choose = policy.choose
    while sim.tricks_left > 0:
        sim.play(choose(sim, sim.turn))


def blind_nil_called_for(view: SeatView) -> bool:
    """Blind nil only when the game is otherwise lost: far behind with an opponent close to the
    target. Never on the strength of a partner's bid (seed 001: the Windows players bid blind
    nil after a partner's absurd 13), nor beside a partner's nil. Only at four players: with
    17 cards (three and six players) or nobody covering (three and five) one is rarely made.
    Played out by the fast policy from random deals, a blind nil stays clean in 1.4% of 1000
    at three players, 17% at five, 32% at six (23% at four), and the bots' searching defenders
    do better than that policy: in issue 28's matches against medium at 20 ms a card, hard's
    blind nils made 1 of 18 at three players, 3 of 10 at five and 0 of 5 at six, each a
    200-point loss."""
    rules = view.rules
    if not rules.blind_nil or rules.players != 4:
        return False
    team = rules.team_of(view.seat)
    others = [v for t, v in enumerate(view.totals) if t != team]
    if not others:
        return False
    best_other = max(others)
    behind = best_other - view.totals[team]
    partner_bids = [
        view.bids[s]
        for s in range(rules.players)
        if s != view.seat and rules.team_of(s) == team and view.bids[s] is not None
    ]
    if any(b in ("nil", "blind_nil") for b in partner_bids):
        return False
    # Far behind with the opponents about to win: an ordinary hand cannot catch up.
    return behind >= 200 and best_other >= rules.target - 60
