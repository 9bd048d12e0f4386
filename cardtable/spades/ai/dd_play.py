"""``hard``'s card play by double-dummy sampling: perfect-information Monte Carlo, as bridge
engines play (issue 19, part B).

At a card decision of a four-player table the seat deals the cards it cannot see in several
ways consistent with everything it has seen (``sampling``: voids shown, the lead rule, cards
played; with ``infer`` the deals are also weighted by how well they fit the others' bids and a
nil bidder's ducks), solves each deal double-dummy (``spades.dd``: DDS, one call per deal
for every legal card) and plays the card with the best **expected score for the side**, not the
most tricks: each deal's trick count becomes the hand's points for the side minus the
opponents' (``side_utility``: contracts made or set, bags and the bag penalty), so a card that
makes the contract in every deal beats one that takes an overtrick in some and goes set in
others.

Double-dummy figures count the tricks of the side and assume both sides fight for every trick.
Where that is the wrong game the method steps aside and ``dd_card`` answers None, so the bot
plays by its rollout search (``search``), which scores every seat's tricks:

- **a nil bid at the table** (made, failed or live, either side): which partner takes a
  trick then decides the score (a nil made or set, a failed nil's tricks counted as bags),
  and double-dummy play says nothing about that;
- **bag control**: when one more trick can lose the side points (the bag penalty within
  reach of the tricks the deals give it), the side may want fewer tricks, which trick-
  maximising play never seeks;
- **3, 5 or 6 players**, or no solver (``dd.available()``): DDS does not apply.

The sample loop stops at a cap or when one more deal would pass the time budget, after at
least ``MIN_SAMPLES`` deals unless twice the budget is spent first (the opening lead's solves
take tens, now and then hundreds, of milliseconds); with fewer deals than that the method
steps aside too. A single solve cannot be cut short: at the first trick one takes up to about
a second now and then (1.1 s seen in 40 hands; 120 ms at most with 12 cards a hand), so the
slowest decisions there pass the budget by that much. The bot never sees the hidden hands: it
builds every deal from its own view.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from cardtable.core.cards import Card, card_from_index
from cardtable.spades.actions import Play
from cardtable.spades.ai import policy
from cardtable.spades.ai.sampling import knowledge_from_view, sample_deal
from cardtable.spades.ai.simulate import (
    KEY,
    RANK,
    SPADE,
    SUIT,
    Sim,
    bid_to_int,
    sim_from_view,
    team_points,
)
from cardtable.spades.dd import analysis as dd
from cardtable.spades.dd.position import DDPosition
from cardtable.spades.views import SeatView

MIN_SAMPLES = 4
"""Deals solved whatever the budget says: fewer cannot tell cards apart."""
HARD_STOP = 2.0
"""Past this many times the budget no further deal is solved, even below ``MIN_SAMPLES``: a
single solve at the opening lead can take hundreds of milliseconds."""
POLICY_BONUS = 3.0
"""Points added to the expected score of the card the fast policy would play: the double-dummy
choice overrides the policy's sound card only for a clear gain (a contract made or set in
about one deal of three, or a couple of tricks at no stake). Double-dummy play is indifferent
between many cards and a few dozen deals leave points of noise; with 0.3 and 1.0 ``hard`` went
set twice in the twelve hands of ``test_small_duplicate_match_hard_beats_basic`` (overtaking
a partner's winner, for one), and in the arena 0.3 beat ``medium`` by only 59.0% [52.1, 65.6]
of 200 games."""


def side_utility(view: SeatView) -> list[float] | None:
    """``u[f]``: the hand's points for the seat's side minus the opponents' if the side takes
    ``f`` more tricks from the current trick on (the opponents the rest), for f = 0 .. tricks
    left. None where the split between partners matters: a nil was bid at the table (or the
    table is not two sides of two)."""
    rules = view.rules
    if rules.players != 4 or rules.team_count != 2:
        return None
    bids = [bid_to_int(b) for b in view.bids]
    if any(b < 0 for b in bids):
        return None
    team = rules.team_of(view.seat)
    members = [[s for s in range(4) if rules.team_of(s) == t] for t in range(2)]
    taken = view.tricks_taken
    have = [sum(taken[s] for s in members[t]) for t in range(2)]
    left = rules.hand_size - len(view.tricks)
    out: list[float] = []
    for f in range(left + 1):
        side_tricks = [0, 0]
        side_tricks[team] = have[team] + f
        side_tricks[1 - team] = have[1 - team] + left - f
        points = []
        for t in range(2):
            # Without nils only the side's total counts: give it all to the first member.
            per_seat = [0, 0, 0, 0]
            per_seat[members[t][0]] = side_tricks[t]
            points.append(team_points(bids, per_seat, members[t], view.bags[t], rules))
        out.append(float(points[team] - points[1 - team]))
    return out


def monotone(utility: Sequence[float], lo: int, hi: int) -> bool:
    """One more trick never costs the side points between ``lo`` and ``hi`` tricks: then
    playing for the most tricks is playing for the best score."""
    return all(utility[f + 1] >= utility[f] for f in range(lo, hi))


def partner_keeps_trick(sim: Sim, seat: int, legal: Sequence[int]) -> list[int]:
    """The legal cards that leave a partner's winning card the winner, where nobody still to
    play can beat that card (the seat plays last, or the card is the highest spade left); all
    of ``legal`` otherwise, or when every legal card would overtake.

    Double-dummy play sees no cost in overtaking a partner's sure winner when the high card
    could not take a trick later in that deal, and now and then a gain from the lead it
    brings, gains that need every hand seen to cash. A person keeps the high card: it may win
    a trick later in the deals the seat cannot tell apart. (The card hint, which is hard's
    card, overtook in 8 of 30 such positions with a policy bonus under 3; with the bonus of 3
    none of 14 did, so this rule is a guard more than a cure.)"""
    trick = sim.trick
    if not trick or sim.team[sim.win_seat] != sim.team[seat] or sim.win_seat == seat:
        return list(legal)
    winning = next(c for s, c in trick if s == sim.win_seat)
    last = len(trick) == sim.n - 1
    hand = sim.hands[seat]
    top_spade = SUIT[winning] == SPADE and policy.is_boss(sim, hand, winning)
    if not (last or top_spade):
        return list(legal)
    keyt = KEY[sim.led]
    under = [c for c in legal if keyt[c] <= sim.win_key]
    return under or list(legal)


def choose_by_score(
    outcomes: Sequence[dict[int, int]],
    utility: Sequence[float],
    favourite: int | None = None,
    candidates: Sequence[int] | None = None,
) -> int | None:
    """The card with the best expected score over the solved deals.

    ``outcomes[i][card]`` is the side's double-dummy tricks from now on in deal i if the seat
    plays ``card``; ``utility`` is ``side_utility``. ``favourite`` (the fast policy's card)
    gets ``POLICY_BONUS``; among equal scores the lower card is played (it keeps the higher
    ones). None when one more trick would cost points somewhere in the range the deals reach
    (bag control: the caller plays by another method). ``candidates`` limits the cards
    played (``partner_keeps_trick``); all solved cards by default."""
    if not outcomes:
        raise ValueError("no deal was solved")
    cards = sorted(outcomes[0] if candidates is None else candidates)
    lo = min(min(o.values()) for o in outcomes)
    hi = max(max(o.values()) for o in outcomes)
    if not monotone(utility, lo, hi):
        return None
    n = len(outcomes)

    def score(card: int) -> tuple[float, int]:
        mean = sum(utility[o[card]] for o in outcomes) / n
        bonus = POLICY_BONUS if card == favourite else 0.0
        return (mean + bonus, -RANK[card])

    return max(cards, key=score)


def dd_card(
    view: SeatView,
    rng: random.Random,
    samples: int,
    budget_s: float | None,
    infer: bool,
    min_samples: int = MIN_SAMPLES,
) -> Card | None:
    """The card to play by double-dummy sampling, or None where the method does not apply
    (see the module docstring): the caller then plays by its rollout search."""
    legal = sorted({a.card.index for a in view.legal_actions if isinstance(a, Play)})
    if not legal:
        raise ValueError(f"seat {view.seat} has no card to play now")
    utility = side_utility(view)
    if utility is None or not dd.available():
        return None
    if len(legal) == 1:
        return card_from_index(legal[0])
    start = time.perf_counter()
    knowledge = knowledge_from_view(view)
    own = [c.index for c in view.hand or ()]
    outcomes: list[dict[int, int]] = []
    for i in range(max(1, samples)):
        hands = sample_deal(knowledge, rng, own, infer)
        result = dd.solve(DDPosition.from_view(view, hands), exact_nodes=0)
        outcomes.append({c.index: t for c, t in result.tricks.items()})
        if i + 1 == min(min_samples, samples) and not monotone(
            utility, min(min(o.values()) for o in outcomes), max(max(o.values()) for o in outcomes)
        ):
            return None  # bag control: do not spend the budget on deals that cannot decide
        if budget_s is not None:
            elapsed = time.perf_counter() - start
            if elapsed > HARD_STOP * budget_s or (
                i + 1 >= min_samples and elapsed * (i + 2) / (i + 1) > budget_s
            ):
                break
    if len(outcomes) < min(min_samples, samples):
        return None  # the solves are slow here (the first tricks): too few deals to judge by
    sim = sim_from_view(view)
    favourite = policy.choose(sim, view.seat)
    candidates = partner_keeps_trick(sim, view.seat, legal)
    card = choose_by_score(outcomes, utility, favourite, candidates)
    return None if card is None else card_from_index(card)
