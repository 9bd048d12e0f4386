"""Choosing a card by determinized Monte Carlo search over sampled deals.

For each sampled deal of the unseen cards (``sampling``), every candidate card is played and
the hand is finished by the fast policy (``policy.choose``) for all seats; the candidate's
value is the average of the team's hand score minus the opponents' (bags and the looming bag
penalty, contracts made or set, nils made or failed all count, as ``scoring`` counts them).
All candidates share the same deals (common random numbers), so differences between cards are
not drowned in the luck of the deal. Cards that are equivalent (adjacent ranks of a suit once
the played cards are removed) are searched once.

The search stops at a sample cap or a time budget, whichever comes first; the cap alone makes
the choice reproducible for a given seed (tests), the budget bounds the time per card.
"""

from __future__ import annotations

import math
import random
import time
from typing import NamedTuple

from cardtable.core.cards import Card, card_from_index
from cardtable.spades.actions import Play
from cardtable.spades.ai import policy
from cardtable.spades.ai.sampling import Knowledge, knowledge_from_view, sample_deal
from cardtable.spades.ai.simulate import (
    RANK,
    SUIT,
    SUIT_CARDS_DESC,
    Sim,
    sim_from_view,
    team_points,
)
from cardtable.spades.rules import SpadesRules
from cardtable.spades.views import SeatView

POLICY_BONUS = 0.5
"""Points added to the card the fast policy would play: a tie-break towards sound play when few
samples cannot tell two cards apart."""


def rollout(sim: Sim) -> None:
    """Finish the hand with every seat playing the fast policy."""
    choose = policy.choose
    while sim.tricks_left > 0:
        sim.play(choose(sim, sim.turn))


def evaluate(sim: Sim, team: int, bags: tuple[int, ...], rules: SpadesRules) -> float:
    """The team's hand score minus the best other team's (finished hand)."""
    mine = 0
    best_other = None
    for t in range(sim.teams):
        pts = team_points(sim.bids, sim.taken, sim.members[t], bags[t], rules)
        if t == team:
            mine = pts
        elif best_other is None or pts > best_other:
            best_other = pts
    return mine - (best_other or 0)


def distinct_candidates(sim: Sim, seat: int, legal: list[int]) -> list[int]:
    """One card per group of equivalent cards (same suit, no card others may hold between
    them): playing either gives the same result, so only the lowest is searched."""
    hand = sim.hands[seat]
    unplayed = sim.unplayed
    out: list[int] = []
    for suit in range(4):
        cards = sorted({c for c in legal if SUIT[c] == suit}, key=RANK.__getitem__)
        if not cards:
            continue
        out.append(cards[0])
        for lo, hi in zip(cards, cards[1:], strict=False):
            between = [
                h
                for h in SUIT_CARDS_DESC[suit]
                if RANK[lo] < RANK[h] < RANK[hi] and unplayed[h] > hand.count(h)
            ]
            if between:
                out.append(hi)
    return out


def playable(view: SeatView) -> list[int]:
    """The indices of the cards ``view``'s seat may play, in index order (the order every
    search walks them in); ValueError when it has none to play now."""
    legal = sorted({a.card.index for a in view.legal_actions if isinstance(a, Play)})
    if not legal:
        raise ValueError(f"seat {view.seat} has no card to play now")
    return legal


class SearchStart(NamedTuple):
    """What a search over sampled deals (this one, ``endgame.endgame_card``) starts from."""

    start: float
    """``time.perf_counter()`` when the search began (its budget runs from here)."""
    base: Sim
    seat: int
    candidates: list[int]
    """One card of each group of equivalent cards (``distinct_candidates``)."""
    favourite: int
    """The fast policy's card, or its group's searched card."""
    knowledge: Knowledge
    own: list[int]
    """The seat's own hand (kept in every sampled deal)."""


def start_search(view: SeatView) -> SearchStart | Card:
    """The search's start from ``view``, or the card to play when there is no choice (one
    legal card, or one group of equivalent cards)."""
    legal = playable(view)
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
    return SearchStart(start, base, seat, candidates, favourite, knowledge, base.hands[seat])


def search_card(
    view: SeatView,
    rng: random.Random,
    samples: int,
    budget_s: float | None,
    infer: bool,
    min_samples: int = 2,
    keep_sound: float = 0.0,
) -> Card:
    """The card with the best average outcome over sampled deals.

    With ``keep_sound`` > 0 the fast policy's card is kept unless the best card beats it by
    more than ``keep_sound`` standard errors of their difference over the shared deals: with
    the few deals a short budget allows at a big table (two or three at six players and 20 ms
    a card) the averages are mostly the luck of the deals, and the policy's card is sound."""
    opened = start_search(view)
    if isinstance(opened, Card):
        return opened
    start, base, seat, candidates, favourite, knowledge, own = opened
    team = view.rules.team_of(seat)
    totals = [0.0] * len(candidates)
    fav = candidates.index(favourite)
    # Sums of squares of each card's value less the favourite's, deal by deal (keep_sound).
    squares = [0.0] * len(candidates)
    values = [0.0] * len(candidates)
    for i in range(samples):
        hands = sample_deal(knowledge, rng, own, infer)
        root = base.copy()
        root.hands = hands
        for j, card in enumerate(candidates):
            sim = root.copy()
            sim.play(card)
            rollout(sim)
            values[j] = evaluate(sim, team, view.bags, view.rules)
            totals[j] += values[j]
        if keep_sound > 0:
            for j in range(len(candidates)):
                d = values[j] - values[fav]
                squares[j] += d * d
        if budget_s is not None and i + 1 >= min_samples:
            # Stop when one more sample would run past the budget.
            elapsed = time.perf_counter() - start
            if elapsed * (i + 2) / (i + 1) > budget_s:
                break
    best = max(
        range(len(candidates)),
        key=lambda j: totals[j] + (POLICY_BONUS * (i + 1) if candidates[j] == favourite else 0.0),
    )
    if (
        keep_sound > 0
        and best != fav
        and not _clear_gain(totals[best] - totals[fav], squares[best], i + 1, keep_sound)
    ):
        best = fav
    return card_from_index(candidates[best])


def _clear_gain(total_gain: float, squares: float, n: int, z: float) -> bool:
    """Whether a paired gain summed over ``n`` deals (``squares``: the sum of the squared
    per-deal gains) is more than ``z`` standard errors above zero."""
    if n < 2:
        return False
    mean = total_gain / n
    var = max(0.0, (squares - n * mean * mean) / (n - 1))
    return mean > z * math.sqrt(var / n)
