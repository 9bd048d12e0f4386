"""Monte Carlo equity: deal opponents holdings their public play makes likely, play the
remaining draws out, and count how often each of our options wins the showdown.

The opponent model (hints of issue 5, item 2). Each live opponent's hand is *replayed* from
the deal: four unseen cards, then for every draw he made, as many cards as he publicly
changed, thrown worst first (unpaired and off-suit cards, then his highest counted card).
A replay is accepted with a probability that is the likelihood of what he did with it:

* draw counts: changing ``4 - size`` cards (standing pat on a badugi, drawing one to a
  three-card hand) is what a sound player does and has likelihood 1; breaking a rough hand
  or keeping a high card is plausible (0.3); standing pat without a badugi is a snow, rare
  (``SNOW``); anything else is a mistake (0.05);
* betting: a bet or raise in a round multiplies by ``quality ** (k * raises)``, a call by
  ``quality ** (k / 2)`` and a check by ``(1.15 - quality) ** (k / 3)``, where ``quality``
  in [0, 1] says how good the holding was then (made hands good, draws worth less as draws
  run out) and ``k`` is the profile's trust in the bets it sees.

After ``tries`` rejected replays the most likely one is used, so a very narrow range costs at
most ``tries`` replays. The unseen cards are our 52 less our hand and our discards; opponents'
discards come from the same pool (we never see them). Future draws follow one simple policy
for everyone (stand pat on a badugi, else keep the counted cards, breaking a jack or worse
while two or more draws remain), except that our own coming draw is each candidate in turn,
all candidates played out on the same deals (common random numbers) so that their difference
is not noise.

Cards are indices 0..51 (``Card.index``) and hands bit masks, looked up in the evaluator's
four-card table: a showdown costs a few dictionary look-ups.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from cardtable.badugi.ai.reading import OpponentRead
from cardtable.badugi.hand_value import _TABLE4, CLASSES
from cardtable.badugi.phase import Phase
from cardtable.badugi.tendencies import Tendency
from cardtable.badugi.view import SeatView

SNOW = 0.015
"""Likelihood of standing pat without a badugi (a snow): rare in sound play."""

_INFO: dict[int, tuple[int, int, int, tuple[int, ...]]] = {}


def hand_info(mask: int) -> tuple[int, int, int, tuple[int, ...]]:
    """(strength, size, high rank, discard order) of a four-card hand given as a bit mask.

    The discard order lists the four cards worst first: the ones not counted (highest rank
    first), then the counted ones from the highest rank down. A pure function of the mask,
    so it is cached for the process."""
    found = _INFO.get(mask)
    if found is None:
        entry = _TABLE4[mask]
        idx = []
        rest_bits = mask
        while rest_bits:
            low = rest_bits & -rest_bits
            idx.append(low.bit_length() - 1)
            rest_bits ^= low
        chosen = entry & 15
        counted = [idx[i] for i in range(4) if chosen >> i & 1]
        rest = [c for c in idx if c not in counted]
        size, ranks = CLASSES[entry >> 4]
        order = tuple(sorted(rest, reverse=True) + sorted(counted, reverse=True))
        found = _INFO[mask] = (entry >> 4, size, ranks[0], order)
    return found


def swap(mask: int, out: Sequence[int], into: Sequence[int], muck: list[int] | None = None) -> int:
    """The hand ``mask`` after a draw: the cards ``out`` thrown (added to ``muck`` when given,
    where a short stub finds them to reshuffle) and the cards ``into`` taken. Every replayed
    or played-out draw goes through here, so the bots and the review's sampler draw alike."""
    for c in out:
        mask ^= 1 << c
    if muck is not None:
        muck.extend(out)
    for c in into:
        mask |= 1 << c
    return mask


def natural_draw(size: int, high: int, draws_left: int) -> int:
    """How many cards the simple policy changes: none with a badugi, else the uncounted
    cards, plus the highest counted card when it is a jack or worse and two or more draws
    remain (a rough draw is worth breaking early)."""
    if size == 4:
        return 0
    k = 4 - size
    if draws_left >= 2 and size >= 2 and high >= 11:
        k += 1
    return k


def draw_likelihood(k: int, size: int, high: int, draws_left: int) -> float:
    """How likely a player changes ``k`` cards holding a hand of ``size`` and ``high``."""
    nat = natural_draw(size, high, draws_left)
    if k == nat:
        return 1.0
    if k == 0:
        return SNOW
    if size == 4 and k == 1:
        return 0.3 if high >= 10 and draws_left >= 2 else 0.04
    if abs(k - nat) == 1:
        return 0.3
    return 0.05


def quality(size: int, high: int, draws_left: int) -> float:
    """How good a holding is for betting, in [0, 1], with ``draws_left`` draws still to come:
    badugis by their high card, draws by size and high card, worth less as draws run out."""
    if size == 4:
        top = 0.5 if draws_left == 0 else 0.6
        return top + (1.0 - top) * (13 - high) / 9
    if size == 3:
        base = 0.7 - 0.05 * (high - 3)
        return base * (0.15, 0.6, 0.85, 1.0)[min(draws_left, 3)]
    if size == 2:
        base = 0.3 - 0.02 * (high - 2)
        return base * (0.05, 0.3, 0.7, 1.0)[min(draws_left, 3)]
    return 0.03


@dataclass(frozen=True)
class Spot:
    """Everything the simulation needs, all public or our own.

    ``hand``: our four card indices. ``pool``: the cards we have not seen. ``draws``: draws in
    the hand. ``next_draw``: the first draw we have not made. ``opponents``: their reads;
    ``opp_next``: for each, the first draw he has not made.
    """

    hand: tuple[int, ...]
    pool: tuple[int, ...]
    draws: int
    next_draw: int
    opponents: tuple[OpponentRead, ...]
    opp_next: tuple[int, ...]


SOUND_RATES = (0.3, 0.4, 0.08)
"""How often a sound player bets or raises before the first draw (hands), bets or raises
after it (betting actions), and shoves (hands): an opponent's excess over these is read
as bluffs (``bluff_share``)."""
PRIOR_HANDS = 4
"""Hands of a sound record an opponent starts with, so a few hands do not brand him."""
KNOWN_HANDS = 12
"""Hands after which an opponent's record is his own, not a stranger's."""
SOUND_BLUFFS = 0.4
"""The part of a balanced bettor's bluffs kept for a known opponent whose record is sound."""


POLICY_RATES = (0.05, 0.18, 0.55)
"""How often the playout policy (``rollout.Style``, played by the ``policy`` bot) raises
before the first draw (per chance), bets or raises (per betting action) and folds when facing
a bet or raise; measured over 150 six-seat and 400 heads-up hands of ``policy`` bots
(0.02-0.08, 0.12-0.21, 0.48-0.61). A player with these rates is read as the policy."""
SHIFT_GAIN = 0.6
"""Threshold shift per unit of a player's rate away from the policy's (``policy_shifts``)."""
SHIFT_CAP = 0.2
"""The largest shift either way."""


def _rate(count: int, chances: int, prior: float) -> float:
    """A record's rate, smoothed by ``PRIOR_HANDS`` chances at the ``prior`` rate."""
    return (count + prior * PRIOR_HANDS) / (chances + PRIOR_HANDS)


def policy_shifts(t: Tendency | None) -> tuple[float, float, float]:
    """How far above the playout policy's thresholds a player with record ``t`` plays: his
    betting threshold before the first draw, after it, and his calling threshold.

    Why: the lookahead deals opponents hands its policy would have played their way and
    predicts their answers with the same policy; a player who bets less often than the
    policy bets a narrower range (``basic`` raises only a ten badugi or better), and one who
    rarely folds to a bet calls with weaker hands (the policy folds 55% of the time; ``hard``
    bet draws into ``basic`` expecting folds that never came). Rates are smoothed towards
    the policy's, so a stranger is read as the policy."""
    if t is None or not t.hands:
        return 0.0, 0.0, 0.0
    r0, r1, fold = POLICY_RATES

    def clamp(x: float) -> float:
        return max(-SHIFT_CAP, min(SHIFT_CAP, SHIFT_GAIN * x))

    return (
        clamp(r0 - _rate(t.raised_first_round, t.first_round_chances, r0)),
        clamp(r1 - _rate(t.bets, t.actions, r1)),
        clamp(_rate(t.folded, t.faced, fold) - fold),
    )


def _excess(count: int, chances: int, sound: float) -> float:
    """The share of an opponent's bets beyond what a sound player makes: 0 for a sound
    record, near 1 for a player who bets at every chance."""
    return max(0.0, 1.0 - sound / _rate(count, chances, sound))


def mania(t: Tendency) -> float:
    """How often a player with record ``t`` bets or raises beyond what a sound player does:
    the larger of his excess before the first draw and over all his betting (0 for a sound
    or unknown record)."""
    if not t.hands:
        return 0.0
    return max(
        _excess(t.raised_first_round, t.first_round_chances, SOUND_RATES[0]),
        _excess(t.bets, t.actions, SOUND_RATES[1]),
    )


def bluff_share(read: OpponentRead, street: int, floor: float) -> float:
    """The share of bluffs to keep in ``read``'s range for his betting in round ``street``.

    A balanced bettor of f times the pot bluffs f / (1 + 2f) of the time, however big the
    bet, so a shove is never read as the nuts alone. A player whose record shows him
    betting more often than a sound player does has that excess as bluffs: against one who
    raises every hand, a raise says nothing. ``floor`` scales it (0 believes every bet)."""
    if not floor or street >= len(read.bet_size) or not read.aggression[street]:
        return 0.0
    f = read.bet_size[street]
    share = f / (1 + 2 * f)
    t = read.tendency
    if t is not None and t.hands >= KNOWN_HANDS:
        # A player seen for a while who bets no more than a sound player is believed more
        # than a stranger: the balanced share made hard pay off medium's re-raises with a
        # draw (a third of them were taken for bluffs). His excess, if any, still counts.
        share *= SOUND_BLUFFS
        # And one who bets less often than the playout policy bluffs less in proportion:
        # ``basic`` never bluffs, and hard called its last-round bets with three-card hands.
        share *= min(1.0, _rate(t.bets, t.actions, POLICY_RATES[1]) / POLICY_RATES[1])
    if t is not None and t.hands:
        if street == 0:
            share = max(share, _excess(t.raised_first_round, t.first_round_chances, SOUND_RATES[0]))
        else:
            share = max(share, _excess(t.bets, t.actions, SOUND_RATES[1]))
        if f > 1:
            share = max(share, _excess(t.shoved, t.hands, SOUND_RATES[2]))
    return floor * share


def _action_weight(
    read: OpponentRead, street: int, q: float, trust: float, bluff: bool = False
) -> float:
    """Likelihood of what ``read`` did in round ``street`` holding a hand of quality ``q``;
    1 for a round in which this replay is one of his bluffs."""
    if bluff or street >= len(read.aggression) or trust <= 0:
        return 1.0
    raises = read.aggression[street]
    if raises:
        return q ** (trust * min(raises, 3))
    if read.called[street]:
        return q ** (trust / 2)
    if read.checked[street]:
        return (1.15 - q) ** (trust / 3)
    return 1.0


class ActionModel(Protocol):
    """Likelihoods of an opponent's betting from his holding (``ranges.PolicyRanges``)."""

    def weight(self, index: int, read: OpponentRead, street: int, strength: int) -> float: ...


def _replay(
    read: OpponentRead, deck: list[int], ptr: int, draws: int, trust: float,
    bluffs: Sequence[bool], model: ActionModel | None = None, index: int = 0,
    cutoff: float = 0.0,
) -> tuple[int, int, float, list[int]]:  # fmt: skip
    """One replay of an opponent's hand from ``deck[ptr:]``: (hand mask, index just past the
    cards it used, likelihood, cards he threw). Betting is weighed by ``model`` (opponent
    ``index`` of it) when given, else by ``quality``; rounds where ``bluffs`` is set weigh
    nothing (the replay stands for one of his bluffs there). A model's factors are at most
    1, so with one the replay stops as soon as the likelihood falls under ``cutoff`` (the
    uniform number that would reject it): most replays of a narrow range end early."""
    cards = deck[ptr : ptr + 4]
    ptr += 4
    mask = (1 << cards[0]) | (1 << cards[1]) | (1 << cards[2]) | (1 << cards[3])
    strength, size, high, order = hand_info(mask)
    if bluffs[0]:
        w = 1.0
    elif model is not None:
        w = model.weight(index, read, 0, strength)
    else:
        w = _action_weight(read, 0, quality(size, high, draws), trust)
    thrown: list[int] = []
    for d, k in enumerate(read.draws):
        w *= draw_likelihood(k, size, high, draws - d)
        if k:
            mask = swap(mask, order[:k], deck[ptr : ptr + k], thrown)
            ptr += k
            strength, size, high, order = hand_info(mask)
        if w < cutoff:
            return mask, ptr, w, thrown
        if bluffs[d + 1]:
            continue
        if model is not None:
            w *= model.weight(index, read, d + 1, strength)
        else:
            w *= _action_weight(read, d + 1, quality(size, high, draws - d - 1), trust)
    return mask, ptr, w, thrown


def sample_opponents(
    spot: Spot, pool: list[int], rng: random.Random, trust: float, tries: int,
    floor: float = 0.0, model: ActionModel | None = None,
) -> tuple[list[int], int, list[int], list[int], bool]:  # fmt: skip
    """One deal of the unseen cards and a holding for every opponent, replayed from the
    deal (see the module notes): (deck, index of its next card, opponents' thrown cards,
    opponents' hands as masks, in ``spot.opponents`` order, and whether every holding is a
    value hand). With a bluff ``floor``, each opponent's bets are first drawn as bluffs with
    ``bluff_share`` each; a bluffing round does not narrow his range, so the ranges are the
    mixture of value hands and bluffs a balanced bettor would have, and the deals with no
    bluff drawn follow the value ranges exactly."""
    deck = list(pool)
    rnd = rng.random
    for i in range(len(deck) - 1, 0, -1):  # Fisher-Yates on floats: cheaper than sample()
        j = int(rnd() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    draws = spot.draws
    ptr = 0
    muck: list[int] = []
    opp_masks: list[int] = []
    on_value = True
    rounds = spot.draws + 1
    for index, read in enumerate(spot.opponents):
        need = 4 + sum(read.draws)
        bluffs = [False] * rounds
        if floor:
            for t in range(rounds):
                share = bluff_share(read, t, floor)
                if share and rng.random() < share:
                    bluffs[t] = True
                    on_value = False
        if ptr + need > len(deck) and muck:
            # As at the table: the thrown cards are shuffled into a new stub.
            deck = deck[ptr:] + rng.sample(muck, len(muck))
            ptr, muck = 0, []
        best: tuple[int, float, list[int], list[int]] | None = None
        accepted = False
        for _t in range(tries):
            if ptr + need > len(deck):
                break
            u = rng.random()
            mask, end, w, thrown = _replay(
                read, deck, ptr, draws, trust, bluffs, model, index, u if model else 0.0
            )
            if u < w:
                ptr = end
                muck.extend(thrown)
                opp_masks.append(mask)
                accepted = True
                break
            consumed = deck[ptr:end]
            if end - ptr == need and (best is None or w > best[1]):
                best = (mask, w, thrown, consumed)  # only whole replays can stand in
            # A rejected replay's cards go back under the deck.
            deck[ptr:] = deck[end:] + consumed
        if accepted:
            continue
        if best is None and ptr + need <= len(deck):
            # Every try stopped early: one whole replay stands in.
            mask, end, w, thrown = _replay(read, deck, ptr, draws, trust, bluffs, model, index)
            best = (mask, w, thrown, deck[ptr:end])
        if best is None:  # more players than the pool can replay: a random hand
            cards = deck[ptr : ptr + 4]
            ptr += 4
            opp_masks.append(sum(1 << c for c in cards))
            continue
        # No replay accepted: the most likely one stands; take its cards out of the deck.
        gone = set(best[3])
        deck[ptr:] = [c for c in deck[ptr:] if c not in gone]
        muck.extend(best[2])
        opp_masks.append(best[0])
    return deck, ptr, muck, opp_masks, on_value


def equities(
    spot: Spot,
    candidates: Sequence[tuple[int, ...]],
    samples: int,
    rng: random.Random,
    trust: float = 1.5,
    tries: int = 6,
    model: ActionModel | None = None,
) -> list[float]:
    """Our showdown equity (ties split) for each candidate discard in our coming draw (an
    empty tuple stands pat; with no draw left, pass ``[()]``)."""
    pool = list(spot.pool)
    draws = spot.draws
    wins = [0.0] * len(candidates)
    my_mask0 = 0
    for c in spot.hand:
        my_mask0 |= 1 << c
    for _ in range(samples):
        deck, ptr, muck, opp_masks, _ = sample_opponents(spot, pool, rng, trust, tries, model=model)
        # The future, once per candidate on the same cards.
        for ci, cand in enumerate(candidates):
            fut = deck
            fptr = ptr
            fmuck = list(muck)
            masks = list(opp_masks)
            mine = my_mask0
            for d in range(spot.next_draw, draws):
                left = draws - d
                for i in range(len(masks)):
                    if spot.opp_next[i] > d:
                        continue
                    _, size, high, order = hand_info(masks[i])
                    k = natural_draw(size, high, left)
                    if k:
                        if fptr + k > len(fut):
                            fut = fut[fptr:] + rng.sample(fmuck, len(fmuck))
                            fptr, fmuck = 0, []
                        masks[i] = swap(masks[i], order[:k], fut[fptr : fptr + k], fmuck)
                        fptr += k
                if d == spot.next_draw:
                    throw: Sequence[int] = cand
                else:
                    _, size, high, order = hand_info(mine)
                    throw = order[: natural_draw(size, high, left)]
                k = len(throw)
                if k:
                    if fptr + k > len(fut):
                        fut = fut[fptr:] + rng.sample(fmuck, len(fmuck))
                        fptr, fmuck = 0, []
                    mine = swap(mine, throw, fut[fptr : fptr + k])
                    fptr += k
            me = _TABLE4[mine] >> 4
            best_opp = 0
            ties = 0
            for m in masks:
                s = _TABLE4[m] >> 4
                if s > best_opp:
                    best_opp, ties = s, 1
                elif s == best_opp:
                    ties += 1
            if me > best_opp:
                wins[ci] += 1.0
            elif me == best_opp:
                wins[ci] += 1.0 / (ties + 1)
    return [w / samples for w in wins]


def spot_from_view(view: SeatView, reads: Sequence[OpponentRead]) -> Spot:
    """The simulation's inputs from a seat view: our cards, the unseen pool and where each
    player stands in the draws."""
    hand = tuple(c.index for c in view.hand)
    seen = set(hand) | {c.index for c in view.own_discards}
    pool = tuple(i for i in range(52) if i not in seen)
    if view.phase is Phase.DRAWING:
        me_next = (
            view.draw_no
            if view.draw_counts[view.draw_no][view.seat] is None
            else (view.draw_no + 1)
        )
    else:
        me_next = view.street
    opp_next = tuple(len(r.draws) for r in reads)
    return Spot(hand, pool, view.rules.draws, me_next, tuple(reads), opp_next)
