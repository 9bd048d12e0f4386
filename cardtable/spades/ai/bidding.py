"""Bidding from a simulated trick distribution, chosen by expected score.

The seat's cards are fixed; the unseen cards are dealt at random (earlier bids weigh the deals
when ``infer`` is on) and each deal is played out twice by the fast policy:

- once with the seat's team trying to take every trick it can: how many tricks the hand can
  take, and the partner's tricks beside it;
- once with the seat bidding nil: whether the hand can take no trick with the partner covering.

Seats that have not bid are given the seed-001 count of their sampled cards as their bid. Each
possible bid is then scored on every sample with ``scoring``'s rules (contract made or set,
bags with the bag penalty already near, the partner's bid or nil, a nil's +/- value), adjusted
for the game position (reaching the target, falling to the loss threshold; ``hard`` and the
coach weigh the chance of winning the game instead once the hand may decide it), and the bid
with the best average wins. The coach shows the same numbers.

Nil is judged cautiously: in the nil playout the defenders lead as if they could read the
nil's cards, and a hand with an ace or three high cards is given at most an even chance.

Blind nil (``hard`` only) is weighed before the cards are seen, where the rules allow it and
the game position calls for it: whole deals are played out with a blind nil and with the bid
the seat would make after looking, and blind nil is bid only when it raises the estimated
chance of winning the game and is not nearly hopeless.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from cardtable.spades.ai import policy
from cardtable.spades.ai.position import GAME_WEIGHT, game_win_chance, near_the_end
from cardtable.spades.ai.sampling import count_tricks_idx, knowledge_from_view, sample_deal
from cardtable.spades.ai.simulate import (
    BLIND_NIL_BID,
    NIL_BID,
    RANK,
    SPADE,
    SUIT,
    UNKNOWN_BID,
    Sim,
    bid_to_int,
    new_hand_sim,
    team_points,
)
from cardtable.spades.cards import table_deck
from cardtable.spades.rules import SpadesRules
from cardtable.spades.views import SeatView

WIN_BONUS = 150.0
"""Utility of reaching the target with the best total: worth more than its points alone."""
LOSS_MALUS = 300.0
"""Utility lost by falling to the loss threshold (the game is lost on the spot)."""
NIL_MARGIN = 20.0
"""Points by which nil must beat the best number before the bots bid it."""
NIL_MIN_CHANCE = 0.75
"""A nil is only bid when the simulation keeps it clean at least this often."""


NIL_STOPPER_CHANCE = 0.5
"""The clean chance a nil is given at most when the hand holds a stopper (``nil_stoppers``)."""
HIGH_CARDS_STOP_NIL = 3
"""This many aces, kings and queens (any suits) make a hand a stopper for nil."""


def nil_stoppers(cards: list[int]) -> bool:
    """Whether the hand holds cards that good defenders usually force to win a trick, whatever
    the partner does: an ace (any suit: the playouts' defenders let an ace under low cards
    slip through far more often than people do), or ``HIGH_CARDS_STOP_NIL`` or more aces,
    kings and queens."""
    high = 0
    for c in cards:
        rank = RANK[c]
        if rank == 14:
            return True
        if rank >= 12:
            high += 1
    return high >= HIGH_CARDS_STOP_NIL


@dataclass(frozen=True)
class BidEstimate:
    """The simulation's view of a hand before bidding.

    ``trick_distribution[k]`` is the chance of taking k tricks when playing to win tricks;
    ``p_nil`` the chance of taking none when bidding nil (at most ``NIL_STOPPER_CHANCE`` for a
    hand with ``nil_stoppers``); ``values[b]`` the expected utility of
    bidding b tricks (index 0 is nil); ``best_bid`` the best numeric bid and ``nil_worth_it``
    whether nil beats it. ``samples`` is how many deals were played.
    """

    trick_distribution: tuple[float, ...]
    p_nil: float
    values: tuple[float, ...]
    best_bid: int
    nil_worth_it: bool
    samples: int

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


def game_utility(points: int, team: int, view: SeatView, after: list[int], before: float) -> float:
    """Hand points plus ``GAME_WEIGHT`` times the change in the chance of winning the game
    (``before`` is the chance now; ``after`` holds the other teams' totals after the hand,
    the team's own is set here from ``points``)."""
    after[team] = view.totals[team] + points
    return points + GAME_WEIGHT * (game_win_chance(after, team, view.rules) - before)


def estimate_bid(
    view: SeatView,
    rng: random.Random,
    samples: int,
    infer: bool,
    budget_s: float | None = None,
    min_samples: int = 12,
    game: bool = False,
) -> BidEstimate:
    """Simulate up to ``samples`` deals for the seat about to bid (its cards must be visible),
    stopping early when one more deal would pass ``budget_s`` seconds. With ``game``, once the
    hand may decide the game (``near_the_end``), a bid's utility is ``game_utility`` (the other
    teams' results in the same deal count); otherwise ``position_utility``."""
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
    nil_made_u = nil_failed_u = nil_one_u = 0.0
    stoppers = nil_stoppers(own)
    game = game and near_the_end(view.totals, rules)
    chance_now = game_win_chance(view.totals, team, rules) if game else 0.0
    teams = rules.team_count
    team_members = [[s for s in range(n) if rules.team_of(s) == t] for t in range(teams)]

    def others_after(bids: list[int], taken: list[int]) -> list[int]:
        return [
            view.totals[t]
            + (0 if t == team else team_points(bids, taken, team_members[t], view.bags[t], rules))
            for t in range(teams)
        ]

    def utility(pts: int, after: list[int] | None) -> float:
        if after is None:
            return position_utility(pts, team, view)
        return game_utility(pts, team, view, after, chance_now)

    values = [0.0] * (max_bid + 1)
    partner_nil = any(known[s] in (-1, -2) for s in members if s != seat)
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
        after = others_after(bids, taken) if game else None
        for b in range(1, max_bid + 1):
            bids[seat] = b
            pts = team_points(bids, taken, members, view.bags[team], rules)
            values[b] += utility(pts, after)
        # Playout 2: the seat bids nil and the partner covers it.
        bids[seat] = NIL_BID
        sim = new_hand_sim(rules, hands, first, bids)
        sim.peek_nil = True  # opponents who read the nil well: a cautious estimate
        _play_out(sim)
        pts = team_points(bids, sim.taken, members, view.bags[team], rules)
        after = others_after(bids, sim.taken) if game else None
        u = utility(pts, after)
        if sim.taken[seat] == 0:
            nil_clean += 1
            nil_made_u += u
        else:
            nil_failed_u += u
        if stoppers:
            # What the same deal scores with the nil set by one trick (for the cap below).
            taken = list(sim.taken)
            taken[seat] = 1
            pts = team_points(bids, taken, members, view.bags[team], rules)
            nil_one_u += utility(pts, after)
    p_nil = nil_clean / done
    nil_value = (nil_made_u + nil_failed_u) / done
    if stoppers and p_nil > NIL_STOPPER_CHANCE:
        # A hand the playouts cannot judge: their opponents never read a nil's high cards as
        # well as good players do. Weigh its nil at the cautious chance instead.
        made = nil_made_u / nil_clean
        failed = nil_failed_u / (done - nil_clean) if done > nil_clean else nil_one_u / done
        p_nil = NIL_STOPPER_CHANCE
        nil_value = p_nil * made + (1.0 - p_nil) * failed
    values = [v / done for v in values]
    values[0] = nil_value
    best = max(range(1, max_bid + 1), key=lambda b: (values[b], -b))
    # Nil beside a partner's nil is a gamble seed 001 advises against: only when far better.
    # The playout opponents attack a nil less well than real ones, so nil needs a margin.
    nil_margin = 60.0 if partner_nil else NIL_MARGIN
    nil_worth = values[0] > values[best] + nil_margin and p_nil >= NIL_MIN_CHANCE
    return BidEstimate(
        trick_distribution=tuple(c / done for c in counts),
        p_nil=p_nil,
        values=tuple(values),
        best_bid=best,
        nil_worth_it=nil_worth,
        samples=done,
    )


def _play_out(sim: object) -> None:
    choose = policy.choose
    while sim.tricks_left > 0:  # type: ignore[attr-defined]
        sim.play(choose(sim, sim.turn))  # type: ignore[attr-defined]


BLIND_NIL_NEAR_TARGET = 100
"""Blind nil is considered only when the best other team is this close to the target."""
BLIND_NIL_MIN_BEHIND = 100
"""... and the seat's team trails it by at least this many points."""
BLIND_NIL_MARGIN = 0.03
"""Blind nil must raise the estimated chance of winning the game by this much."""
BLIND_NIL_MIN_CHANCE = 0.15
"""Below this simulated clean rate blind nil is never bid, whatever the game score. (Measured:
the playouts keep a blind nil clean about 23% of the time with three bids of 3 before it;
``hard`` bidding it against ``medium`` at 20 ms a card was clean in 20 of 80 hands.)"""


@dataclass(frozen=True)
class BlindNilEstimate:
    """The simulation's view of a blind nil before the cards are seen.

    ``p_clean`` is the chance the blind nil takes no trick, ``win_blind`` and ``win_seen`` the
    estimated chances of winning the game after bidding blind nil or after looking at the
    cards and bidding by the count (nil with an obviously weak hand)."""

    p_clean: float
    win_blind: float
    win_seen: float
    samples: int

    @property
    def worth_it(self) -> bool:
        return (
            self.p_clean >= BLIND_NIL_MIN_CHANCE
            and self.win_blind > self.win_seen + BLIND_NIL_MARGIN
        )


def seen_bid(cards: list[int], max_bid: int) -> int:
    """What a seat bids once it has looked at its cards, for the blind nil comparison: nil with
    an obviously weak hand, else the seed-001 count."""
    count = count_tricks_idx(cards)
    high_spade = any(SUIT[c] == SPADE and RANK[c] >= 12 for c in cards)
    spades = sum(1 for c in cards if SUIT[c] == SPADE)
    if count < 1.0 and not high_spade and spades <= 3:
        return NIL_BID
    return formula_bid(cards, max_bid)


def estimate_blind_nil(
    view: SeatView,
    rng: random.Random,
    samples: int,
    budget_s: float | None = None,
    min_samples: int = 16,
) -> BlindNilEstimate:
    """Simulate up to ``samples`` whole deals (the seat's own cards unseen) twice: once with a
    blind nil, once with the bid the seat would make after looking; compare the chances of
    winning the game (``game_win_chance`` of the totals after the hand)."""
    start = time.perf_counter()
    rules: SpadesRules = view.rules
    n = rules.players
    seat = view.seat
    team = rules.team_of(seat)
    teams = rules.team_count
    members = [[s for s in range(n) if rules.team_of(s) == t] for t in range(teams)]
    size = rules.hand_size
    deck = [c.index for c in table_deck(n)]
    known = [bid_to_int(b) for b in view.bids]
    first = (view.dealer + (1 if rules.direction == "clockwise" else -1)) % n
    clean = 0
    win_blind = 0.0
    win_seen = 0.0
    done = 0

    def after(sim: Sim, bids: list[int]) -> float:
        taken = sim.taken
        totals = [
            view.totals[t] + team_points(bids, taken, members[t], view.bags[t], rules)
            for t in range(teams)
        ]
        return game_win_chance(totals, team, rules)

    for _ in range(samples):
        if budget_s is not None and done >= min_samples:
            elapsed = time.perf_counter() - start
            if elapsed * (done + 1) / done > budget_s:
                break
        done += 1
        rng.shuffle(deck)
        hands = [deck[i * size : (i + 1) * size] for i in range(n)]
        bids = list(known)
        for s in range(n):
            if bids[s] == UNKNOWN_BID and s != seat:
                bids[s] = formula_bid(hands[s], rules.max_bid)
        bids[seat] = BLIND_NIL_BID
        sim = new_hand_sim(rules, hands, first, bids)
        sim.peek_nil = True
        _play_out(sim)
        if sim.taken[seat] == 0:
            clean += 1
        win_blind += after(sim, bids)
        bids[seat] = seen_bid(hands[seat], rules.max_bid)
        sim = new_hand_sim(rules, hands, first, bids)
        _play_out(sim)
        win_seen += after(sim, bids)
    return BlindNilEstimate(clean / done, win_blind / done, win_seen / done, done)


def blind_nil_position(view: SeatView) -> bool:
    """Whether the rules and the game position allow thinking of blind nil at all: the option
    is on, the team trails a team close to the target by a lot, and the partner has not bid
    nil. Never on the strength of a partner's bid (seed 001: the Windows players bid blind
    nil after a partner's absurd 13)."""
    rules = view.rules
    if not rules.blind_nil:
        return False
    team = rules.team_of(view.seat)
    others = [v for t, v in enumerate(view.totals) if t != team]
    if not others:
        return False
    best_other = max(others)
    behind = best_other - view.totals[team]
    if behind < max(BLIND_NIL_MIN_BEHIND, rules.blind_nil_behind):
        return False
    partner_bids = [
        view.bids[s]
        for s in range(rules.players)
        if s != view.seat and rules.team_of(s) == team and view.bids[s] is not None
    ]
    if any(b in ("nil", "blind_nil") for b in partner_bids):
        return False
    return best_other >= rules.target - BLIND_NIL_NEAR_TARGET


def blind_nil_called_for(
    view: SeatView,
    rng: random.Random | None = None,
    samples: int = 300,
    budget_s: float | None = None,
) -> bool:
    """Blind nil when the position allows it (``blind_nil_position``) and the simulation says it
    raises the chance of winning the game enough, with a clean rate that is not hopeless."""
    if not blind_nil_position(view):
        return False
    est = estimate_blind_nil(view, rng or random.Random(0), samples, budget_s)
    return est.worth_it
