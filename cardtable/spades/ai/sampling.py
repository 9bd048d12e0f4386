"""Deals of the unseen cards consistent with what a seat knows (determinization).

A seat knows its own cards, every card played, how many cards each seat still holds and the
voids that play has shown (a seat that did not follow suit has none of the suit led; a seat that
led a spade before spades were broken held nothing else). Those are hard constraints.

Bids and a nil bidder's play are soft evidence, used when ``infer`` is on: a deal is drawn
several times and one is kept with probability proportional to how well each seat's cards
(the ones it still holds in the sample plus the ones it played) fit its bid by the seed-001
count, and to how few cards a ducking nil bidder would have kept between the card it ducked
with and the winner (a nil bidder ducks with its highest safe card, so it rarely holds those).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from cardtable.spades.ai.simulate import KEY, RANK, SPADE, SUIT, bid_to_int
from cardtable.spades.hand_count import count_tricks_idx
from cardtable.spades.scoring import NIL_BID
from cardtable.spades.trick_rules import table_deck
from cardtable.spades.views import SeatView


def bid_fit(cards: list[int], bid: int, scale: float = 1.0) -> float:
    """How plausible it is that a hand of ``cards`` made ``bid`` (1.0 = a perfect fit).

    A numeric bid is compared with the seed-001 count (people round and vary, so the fit is a
    broad bell); a nil bidder rarely holds high spades or aces."""
    est = count_tricks_idx(cards)
    if bid in (-1, -2):
        if bid == -2:
            return 1.0  # blind nil: bid without seeing the cards, so they say nothing
        return math.exp(-(est * est) / (2 * 0.8 * 0.8 * scale))
    d = est - bid
    return math.exp(-(d * d) / (2 * 1.5 * 1.5 * scale))


@dataclass
class Knowledge:
    """What the seat knows about the hidden cards, computed once per decision."""

    seat: int
    others: list[int]
    need: list[int]
    unseen: list[int]
    void: list[list[bool]]
    played_by: list[list[int]]
    bids: list[int]
    unlikely: list[set[int]]


def knowledge_from_view(view: SeatView) -> Knowledge:
    n = view.rules.players
    seat = view.seat
    counts = [0] * 52
    for card in table_deck(n):
        counts[card.index] += 1
    for card in view.hand or ():
        counts[card.index] -= 1
    void = [[False] * 4 for _ in range(n)]
    played_by: list[list[int]] = [[] for _ in range(n)]
    unlikely: list[set[int]] = [set() for _ in range(n)]
    bids = [bid_to_int(b) for b in view.bids]
    broken = False
    taken = [0] * n
    for trick in (*view.tricks, view.current_trick):
        if not trick:
            continue
        led = trick[0][1].suit
        leader, first = trick[0]
        if led == SPADE and not broken and not view.rules.spades_lead_any_time:
            void[leader][0] = void[leader][1] = void[leader][2] = True
        key = KEY[led]
        win_key = -1
        win_card = -1
        for s, card in trick:
            c = card.index
            counts[c] -= 1
            played_by[s].append(c)
            if card.suit != led:
                void[s][led] = True
            if (
                bids[s] == NIL_BID
                and taken[s] == 0
                and win_card >= 0
                and SUIT[c] == led
                and SUIT[win_card] == led
                and RANK[c] < RANK[win_card]
            ):
                # A ducking nil keeps no card between its duck and the winner, as a rule.
                for other in range(52):
                    if SUIT[other] == led and RANK[c] < RANK[other] < RANK[win_card]:
                        unlikely[s].add(other)
            if key[c] > win_key:
                win_key, win_card = key[c], c
            if card.suit == SPADE:
                broken = True
        if len(trick) == n:
            best = max(range(n), key=lambda i: (key[trick[i][1].index], -i))
            taken[trick[best][0]] += 1
    unseen = [c for c in range(52) for _ in range(counts[c])]
    sizes = view.hand_sizes
    others = [s for s in range(n) if s != seat]
    need = [sizes[s] if s != seat else 0 for s in range(n)]
    return Knowledge(seat, others, need, unseen, void, played_by, bids, unlikely)


def _deal_once(k: Knowledge, rng: random.Random, use_voids: bool) -> list[list[int]] | None:
    cards = list(k.unseen)
    rng.shuffle(cards)
    void = k.void
    others = k.others
    if use_voids:
        # The most constrained cards first, so a seat's last free places go to them.
        cards.sort(key=lambda c: sum(1 for s in others if not void[s][SUIT[c]]))
    cap = list(k.need)
    hands: list[list[int]] = [[] for _ in range(len(cap))]
    rand = rng.random
    for c in cards:
        suit = SUIT[c]
        total = 0
        for s in others:
            if cap[s] and not (use_voids and void[s][suit]):
                total += cap[s]
        if total == 0:
            return None
        r = rand() * total
        chosen = -1
        for s in others:
            if cap[s] and not (use_voids and void[s][suit]):
                chosen = s
                r -= cap[s]
                if r < 0:
                    break
        hands[chosen].append(c)
        cap[chosen] -= 1
    return hands


def sample_deal(
    k: Knowledge, rng: random.Random, own: list[int], infer: bool = False, tries: int = 6
) -> list[list[int]]:
    """One deal of the unseen cards to the other seats; ``own`` goes to the seat itself.

    With ``infer``, ``tries`` candidate deals are drawn and one is picked by its fit to the
    bids and the nil inference (sampling-importance-resampling)."""
    candidates: list[list[list[int]]] = []
    weights: list[float] = []
    for _ in range(tries if infer else 1):
        hands = None
        for _attempt in range(20):
            hands = _deal_once(k, rng, True)
            if hands is not None:
                break
        if hands is None:  # contradictory evidence (should not happen): drop the voids
            hands = _deal_once(k, rng, False)
        assert hands is not None
        hands[k.seat] = list(own)
        if not infer:
            return hands
        w = 1.0
        for s in k.others:
            bid = k.bids[s]
            if bid >= -2:
                w *= bid_fit(hands[s] + k.played_by[s], bid)
            bad = k.unlikely[s]
            if bad:
                w *= 0.2 ** sum(1 for c in hands[s] if c in bad)
        candidates.append(hands)
        weights.append(w)
    total = sum(weights)
    if total <= 0:
        return candidates[0]
    r = rng.random() * total
    for hands, w in zip(candidates, weights, strict=True):
        r -= w
        if r < 0:
            return hands
    return candidates[-1]
