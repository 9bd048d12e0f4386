"""Opponents' holdings for a review, drawn from the ranges ``hard`` reads, at a fraction of
the cost.

``simulate.sample_opponents`` replays an opponent's hand from a random deal (four cards, then
his public draw counts thrown worst first) and accepts it with its likelihood under what he
did (``ranges.PolicyRanges`` for bets, ``simulate.draw_likelihood`` for draws, rounds drawn
as bluffs at ``simulate.bluff_share`` weighing nothing), trying up to ``tries`` times and
keeping the likeliest whole try when none is accepted. Each try replays a whole hand, and
against a narrow range (a player who stood pat and raised) nearly every try is rejected: most
of a live decision's time goes there.

A review makes the same draw with the replays made once per decision: each opponent's hand
is replayed a fixed number of times from random deals (``Replays``, keeping each replay's
likelihood round by round), and every sample then takes ``HARD.tries`` tries from those
replays in one step (``_sampler``): the first accepted, else the likeliest of the tries. A
player who has shown nothing (no bet, call, check or draw yet) gets four free cards: every
holding explains that.

Where the review differs from ``hard``, on purpose, it follows the sampler's own design
("after ``tries`` rejected replays the most likely one is used") where the code does not:
``sample_opponents`` puts a rejected try's cards under its deck and deals the next try from
the same deck, so after a deck's worth of cards its tries deal the same cards again (against
a player who drew one, stood pat and bet twice, 40 tries were accepted as often as about 8
independent ones: 51% of samples, not 83%), and its fallback ranks only tries with every
card dealt, by their likelihood when they were cut short. It read that player as holding a
badugi 52% of the time where his likelihoods say about 90%. The review judges with the
ranges as designed; where ``hard``'s wider reading made it call or raise a pat bettor with
a draw, the review says so (``benchmarks/study_review_agreement.py`` and NOTES.md).

Opponents' holdings in one sample never share a card that ends in a hand; the cards they
held are out of the deck the playout draws from, the ones they threw are in its muck.
Samples that reuse a replay are not independent; ``Deal.picks`` names the replay each
opponent got, so the standard errors can count reuse (``pricing``).
"""

from __future__ import annotations

import bisect
import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from cardtable.badugi.ai.profiles import HARD
from cardtable.badugi.ai.reading import OpponentRead
from cardtable.badugi.ai.simulate import (
    ActionModel,
    Spot,
    bluff_share,
    draw_likelihood,
    hand_info,
    swap,
)

PICKS = 60
"""Draws of one opponent's holding that clash with the others' cards before four free cards
stand in (a crowded deck at a full table)."""


@dataclass(frozen=True)
class Deal:
    """One sample: everyone's hand by position (ours in place), the deck and muck of the
    playout, and which replay each informative opponent got (-1: none, free cards)."""

    masks: list[int]
    deck: list[int]
    muck: list[int]
    picks: tuple[int, ...]


def informative(read: OpponentRead) -> bool:
    """Whether anything ``read``'s player did narrows his range."""
    return bool(read.draws) or any(read.aggression) or any(read.called) or any(read.checked)


@dataclass
class Replays:
    """Replays of one opponent's hand: his final hand, every card he held, the cards he
    threw, the likelihood of his draws and of his betting in each round."""

    read: OpponentRead
    shares: tuple[float, ...]
    """The share of bluffs in his betting of each round."""
    final: list[int] = field(default_factory=list)
    held: list[int] = field(default_factory=list)
    thrown: list[tuple[int, ...]] = field(default_factory=list)
    draws: list[float] = field(default_factory=list)
    bets: list[tuple[float, ...]] = field(default_factory=list)
    _weights: dict[tuple[bool, ...], list[float]] = field(default_factory=dict)
    _draws: dict[tuple[bool, ...], Callable[[random.Random], int]] = field(default_factory=dict)

    def add(self, pool: Sequence[int], count: int, rng: random.Random, draws: int,
            model: ActionModel, index: int) -> None:  # fmt: skip
        """Replay his hand ``count`` more times from random deals of ``pool`` (the same
        replay as ``simulate._replay``, its factors kept apart)."""
        read = self.read
        need = 4 + sum(read.draws)
        deck = list(pool)
        per_shuffle = max(1, len(deck) // need)
        for i in range(count):
            # One shuffle deals several replays from disjoint slices: each is a uniform
            # deal, and shuffling costs far more than slicing.
            slot = i % per_shuffle
            if slot == 0:
                shuffle(deck, rng)
            cards = deck[slot * need : (slot + 1) * need]
            mask = (1 << cards[0]) | (1 << cards[1]) | (1 << cards[2]) | (1 << cards[3])
            held = mask
            strength, size, high, order = hand_info(mask)
            bets = [model.weight(index, read, 0, strength)]
            w = 1.0
            thrown: list[int] = []
            ptr = 4
            for d, k in enumerate(read.draws):
                w *= draw_likelihood(k, size, high, draws - d)
                if k:
                    mask = swap(mask, order[:k], cards[ptr : ptr + k], thrown)
                    held |= mask
                    ptr += k
                    strength, size, high, order = hand_info(mask)
                bets.append(model.weight(index, read, d + 1, strength))
            self.final.append(mask)
            self.held.append(held)
            self.thrown.append(tuple(thrown))
            self.draws.append(w)
            self.bets.append(tuple(bets))
        self._weights.clear()
        self._draws.clear()

    def draw(self, bluffs: tuple[bool, ...]) -> Callable[[random.Random], int]:
        """A draw of one replay as ``HARD.tries`` tries choose it (see ``_sampler``), for
        the rounds set in ``bluffs`` taken as bluffs."""
        found = self._draws.get(bluffs)
        if found is None:
            found = self._draws[bluffs] = _sampler(self.weights(bluffs), HARD.tries)
        return found

    def weights(self, bluffs: tuple[bool, ...]) -> list[float]:
        """Each replay's likelihood when the rounds set in ``bluffs`` were bluffs (his
        betting there says nothing about his cards)."""
        found = self._weights.get(bluffs)
        if found is None:
            found = []
            for w, bets in zip(self.draws, self.bets, strict=True):
                for t, b in enumerate(bets):
                    if not (t < len(bluffs) and bluffs[t]):
                        w *= b
                found.append(w)
            self._weights[bluffs] = found
        return found


def _sampler(weights: Sequence[float], tries: int) -> Callable[[random.Random], int]:
    """One replay as ``tries`` independent tries choose it, in one step: a try takes a
    replay uniformly and accepts it with its likelihood ``w``; when all are rejected, the
    likeliest of them stands ("the most likely one is used", ``simulate``).

    So some try is accepted with chance ``1 - (1 - a)^T`` (``a`` the mean of ``w``), the
    replay accepted drawn in proportion to ``w``; otherwise every try was drawn in
    proportion to ``1 - w``, and the likeliest of the ``T`` has its place among the
    replays sorted by ``w`` under ``x`` with chance ``F(x)^T`` (``F`` the distribution of
    one rejected try)."""
    count = len(weights)
    accepted = list(itertools.accumulate(weights))
    total = accepted[-1]
    p_any = 1.0 - (1.0 - total / count) ** tries
    order = sorted(range(count), key=weights.__getitem__)
    rejected = list(itertools.accumulate(1.0 - weights[i] for i in order))
    all_rejected = rejected[-1]
    power = 1.0 / tries
    last = count - 1

    def draw(rng: random.Random) -> int:
        if total > 0.0 and rng.random() < p_any:
            return min(bisect.bisect_right(accepted, rng.random() * total), last)
        if all_rejected <= 0.0:
            return int(rng.random() * count)
        level = rng.random() ** power * all_rejected
        return order[min(bisect.bisect_left(rejected, level), last)]

    return draw


def replay_all(
    spot: Spot, model: ActionModel, count: int, rng: random.Random
) -> list[Replays | None]:
    """``count`` replays of every informative opponent's hand in ``spot`` (None for one
    who has shown nothing)."""
    pool = list(spot.pool)
    out: list[Replays | None] = []
    for index, read in enumerate(spot.opponents):
        if not informative(read):
            out.append(None)
            continue
        replays = Replays(read, bluff_shares(read, spot.draws + 1))
        replays.add(pool, count, rng, spot.draws, model, index)
        out.append(replays)
    return out


def bluff_shares(read: OpponentRead, rounds: int) -> tuple[float, ...]:
    """The share of bluffs in his betting of each round (``simulate.bluff_share`` with
    ``hard``'s floor)."""
    return tuple(bluff_share(read, t, HARD.bluff_floor) for t in range(rounds))


def _bluffs(shares: tuple[float, ...], rng: random.Random) -> tuple[bool, ...]:
    """Which of his betting rounds this sample takes as bluffs, drawn as
    ``simulate.sample_opponents`` draws them."""
    return tuple(bool(share) and rng.random() < share for share in shares)


def shuffle(cards: list[int], rng: random.Random) -> None:
    """Fisher-Yates on floats, as ``simulate.sample_opponents`` shuffles (several times
    cheaper than ``random.shuffle``, and as uniform for decks this small)."""
    rnd = rng.random
    for i in range(len(cards) - 1, 0, -1):
        j = int(rnd() * (i + 1))
        cards[i], cards[j] = cards[j], cards[i]


def _pick(replays: Replays, bluffs: tuple[bool, ...], taken_held: int, taken_final: int,
          rng: random.Random) -> int:  # fmt: skip
    """``hard``'s tries on the replays (the first accepted, else the likeliest of the
    ``HARD.tries`` tried), drawn in one step: -1 when none fits beside the others' cards."""
    draw = replays.draw(bluffs)
    for _ in range(PICKS):
        i = draw(rng)
        if not (replays.final[i] & taken_held or replays.held[i] & taken_final):
            return i
    return -1


def deal(
    seats: Sequence[int], me: int, spot: Spot, replays: Sequence[Replays | None],
    rng: random.Random,
) -> Deal:  # fmt: skip
    """One sample: every opponent's holding (``seats`` are the live seats by position,
    ``me`` ours), and the deck and muck of the playout."""
    pos = {s: p for p, s in enumerate(seats)}
    masks = [0] * len(seats)
    masks[me] = sum(1 << c for c in spot.hand)
    taken_held = 0
    taken_final = 0
    muck: list[int] = []
    picks = []
    free_later = []
    for read, each in zip(spot.opponents, replays, strict=True):
        if each is None:
            free_later.append(read)
            continue
        choice = _pick(each, _bluffs(each.shares, rng), taken_held, taken_final, rng)
        picks.append(choice)
        if choice < 0:
            free_later.append(read)
            continue
        taken_held |= each.held[choice]
        taken_final |= each.final[choice]
        masks[pos[read.seat]] = each.final[choice]
        muck.extend(each.thrown[choice])
    gone = taken_held | taken_final
    deck = [c for c in spot.pool if not gone >> c & 1]
    shuffle(deck, rng)
    for read in free_later:
        cards = deck[-4:]
        del deck[-4:]
        masks[pos[read.seat]] = sum(1 << c for c in cards)
    muck = [c for c in dict.fromkeys(muck) if not taken_final >> c & 1]
    return Deal(masks, deck, muck, tuple(picks))
