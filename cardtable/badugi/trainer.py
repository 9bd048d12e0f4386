"""The Badugi draw trainer's maths: practice spots, their options and kind, play-outs.

No Qt here (DESIGN.md), so everything the trainer decides is tested without a display and can
be driven from the command line.

* A *spot* is a four-card hand, the draws left (1-3, counting the coming one), how many cards
  each opponent in the hand changed in this draw (they drew before the player), and
  optionally the player's own earlier discards (dead cards).
* Each of the 16 ways to discard gets its exact odds from ``cardtable.badugi.odds.draws`` and its
  chance to win the showdown from ``odds_win``: the mean, over the final hands the discard
  leads to, of the chance such a hand beats every opponent's likely final hand given how many
  cards he drew (``ai.finals``: the ranges ``hard`` reads draws with). The trainer ranks by
  that chance (``TrainerOption.win``), then by P(badugi): what wins, not what merely makes a
  badugi. So keeping A-8 ranks above keeping 6-8 though both make the same badugis as often
  (an 8-x-x-A beats an 8-6-x-x), and a rough badugi is broken against a player who stood pat
  but kept against players still drawing three.
* Spots are generated from a seeded RNG with rejection sampling: a candidate of the right
  *shape* for the wanted kinds (a made badugi for pat and breaking decisions, a three-card hand
  for one-card draws, ...) is drawn first, so few computations are wasted, and the number of
  tries is bounded.
* Ranking the options and grading an answer are ``trainer_grade``'s (named here again, so
  ``trainer.grade`` and ``trainer.Grade`` read as they did).
* Progress (score, streaks, per-kind counts, the spots missed, accuracy per situation, the
  trainer's settings) is kept by ``trainer_progress``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from cardtable.badugi.ai.finals import win_weights
from cardtable.badugi.hand_value import HandValue, evaluate
from cardtable.badugi.odds.draws import DiscardOption, discard_options, option_odds
from cardtable.badugi.odds.win import option_wins
from cardtable.badugi.trainer_grade import (
    APPROX_TOLERANCE,
    CORRECT_TOLERANCE,
    SETTLE_SIGMAS,
    Grade,
    Settled,
    TrainerOption,
    find_option,
    grade,
    order_key,
    rank_options,
    tolerance,
)
from cardtable.core.cards import Card, format_cards, full_deck
from cardtable.core.rng import make_rng

__all__ = [
    "APPROX_TOLERANCE",
    "CORRECT_TOLERANCE",
    "KINDS",
    "SETTLE_SIGMAS",
    "Cancelled",
    "DrawStep",
    "Grade",
    "Settled",
    "Spot",
    "TrainerOption",
    "all_options",
    "classify",
    "find_option",
    "generate_spot",
    "grade",
    "play_out",
    "position_options",
    "tolerance",
    "rank_options",
    "spot_options",
]

KINDS: tuple[str, ...] = ("pat", "one", "two", "break")
"""The kinds of spot the trainer can be restricted to: pat decisions, one-card draws,
two-card draws, breaking a badugi. A spot may be of several kinds (a made badugi whose best
play is to break it is also a pat decision) or of none ("other", e.g. a three-card draw)."""

OTHER = "other"

OddsFn = Callable[[Sequence[Card], int, Sequence[Card]], list[DiscardOption]]
WinsFn = Callable[["Spot", Sequence[DiscardOption]], list[float]]


class Cancelled(Exception):
    """Raised by ``all_options`` when its ``cancelled`` callback says the work is stale."""


# ---------------------------------------------------------------------------------------------
# Spots


@dataclass(frozen=True)
class Spot:
    """One practice situation. ``number`` is its index in the seeded sequence."""

    hand: tuple[Card, ...]
    draws_left: int
    opponents_drew: tuple[int, ...]
    dead: tuple[Card, ...] = ()
    seed: int = 0
    number: int = 0

    @property
    def value(self) -> HandValue:
        return evaluate(self.hand)

    def unseen(self) -> list[Card]:
        """The cards that may still come: not in the hand, not dead."""
        gone = set(self.hand) | set(self.dead)
        return [c for c in full_deck() if c not in gone]

    @property
    def key(self) -> str:
        """What makes the spot the spot (the same cards, draws and opponents, whatever its
        place in a sequence): its identity in the trainer's memory."""
        opp = ",".join(map(str, self.opponents_drew))
        return f"{format_cards(self.hand)}/{self.draws_left}/{opp}/{format_cards(self.dead)}"


def _cost_order(hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """The 16 discards, cheapest to compute first (the engine's cost grows with cards drawn)."""
    return [t for n in range(5) for t in itertools.combinations(hand, n)]


def all_options(
    hand: Sequence[Card],
    draws_left: int,
    dead: Sequence[Card] = (),
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[DiscardOption]:
    """The same list as ``discard_options`` (engine order), computed one option at a time so a
    worker can give up between options (``Cancelled``) and report how many are done."""
    options = []
    for thrown in _cost_order(hand):
        if cancelled is not None and cancelled():
            raise Cancelled
        options.append(option_odds(hand, thrown, draws_left, dead))
        if progress is not None:
            progress(len(options))
    options.sort(key=order_key)
    return options


def spot_wins(spot: Spot, options: Sequence[DiscardOption]) -> list[float]:
    """Each option's chance to win the showdown against ``spot``'s opponents (``odds_win``
    with the weights ``ai.finals`` gives for how they drew)."""
    weights = win_weights(spot.draws_left, spot.opponents_drew)
    return option_wins(spot.hand, spot.draws_left, spot.dead, weights, options)


def spot_options(
    spot: Spot, options: Sequence[DiscardOption], wins: WinsFn | None = None
) -> list[TrainerOption]:
    """``options`` (the spot's exact odds) with their chances to win, in the trainer's order.
    ``wins`` replaces ``spot_wins`` (tests)."""
    chances = (wins or spot_wins)(spot, options)
    return rank_options(TrainerOption(o, w) for o, w in zip(options, chances, strict=True))


def classify(hand: Sequence[Card], options: Iterable[TrainerOption]) -> frozenset[str]:
    """The kinds of the spot (see ``KINDS``); ``{"other"}`` when it is of none.

    pat: the hand is a badugi, or standing pat without one wins as often as the best option
    (a snow, or a hand as good as anything a draw brings). Drawing to a three-card hand is
    never worse than keeping its dead card, so "close to the best" would call every good
    three-card hand a pat decision.
    one / two: the best option throws one / two cards (from a hand that is not a badugi).
    break: the best option throws cards from a made badugi."""
    ranked = rank_options(options)
    best = ranked[0]
    made = evaluate(hand).is_badugi
    kinds = set()
    pat = next(o for o in ranked if not o.discard)
    if made or pat.win >= best.win - CORRECT_TOLERANCE:
        kinds.add("pat")
    if made and best.discard:
        kinds.add("break")
    if not made and len(best.discard) == 1:
        kinds.add("one")
    if not made and len(best.discard) == 2:
        kinds.add("two")
    return frozenset(kinds) if kinds else frozenset({OTHER})


def _random_badugi(rng: random.Random, min_high: int = 4, max_high: int = 13) -> list[Card]:
    while True:
        ranks = rng.sample(range(1, 14), 4)
        if min_high <= max(ranks) <= max_high:
            break
    suits = rng.sample(range(4), 4)
    return [Card(r, s) for r, s in zip(ranks, suits, strict=True)]


def _random_of_size(rng: random.Random, size: int, max_high: int = 13) -> list[Card]:
    deck = full_deck()
    while True:
        hand = rng.sample(deck, 4)
        value = evaluate(hand)
        if value.size == size and value.ranks[0] <= max_high:
            return hand


def _candidate(rng: random.Random, kind: str | None) -> list[Card]:
    """A hand of a shape that is usually of ``kind`` (any hand for None), so that rejection
    sampling rarely spends an exact odds computation on a misfit: smooth badugis are pat,
    rough ones (J-high and worse) are broken with draws left, three-card hands up to a ten
    draw one, low two-card hands draw two."""
    if kind is None:
        return rng.sample(full_deck(), 4)
    if kind == "break":
        return _random_badugi(rng, min_high=11)
    if kind == "pat":
        return _random_badugi(rng, max_high=10)
    if kind == "one":
        return _random_of_size(rng, 3, max_high=10)
    return _random_of_size(rng, 2, max_high=6)


_OPP_WEIGHTS = {
    3: (0.08, 0.30, 0.35, 0.20, 0.07),
    2: (0.15, 0.40, 0.30, 0.12, 0.03),
    1: (0.30, 0.45, 0.18, 0.06, 0.01),
}
_BREAK_OPP_WEIGHTS = (0.40, 0.35, 0.15, 0.08, 0.02)
"""Opponents of a candidate for a breaking spot: a rough badugi is broken against players
who stand pat or draw one, so such opponents are drawn more often, and fewer candidates are
worked out in vain (each costs a few hundred milliseconds)."""


def generate_spot(
    seed: int,
    number: int,
    kinds: Iterable[str] = KINDS,
    draws_left: int | None = None,
    with_dead: bool = False,
    odds: OddsFn | None = None,
    max_tries: int = 12,
    wins: WinsFn | None = None,
) -> tuple[Spot, list[TrainerOption], frozenset[str]]:
    """Spot ``number`` of the sequence for ``seed``, with its options (the trainer's order)
    and kinds.

    ``kinds``: the wanted kinds (all four, or none, means any spot). ``draws_left``: 1-3, or
    None for a random number. ``with_dead``: give the player earlier discards (when there were
    earlier draws). Rejection sampling: at most ``max_tries`` candidates get their odds
    computed; if none fits, the last one is used (its kinds say what it is). ``odds`` and
    ``wins`` replace the engines (tests, and the page's cancellable worker)."""
    wanted = frozenset(kinds) & set(KINDS)
    any_kind = not wanted or wanted == set(KINDS)
    rng = make_rng(seed, "trainer-spot", number)
    compute = odds if odds is not None else discard_options
    found: tuple[Spot, list[TrainerOption], frozenset[str]] | None = None
    for _ in range(max(1, max_tries)):
        kind = None if any_kind else rng.choice(sorted(wanted))
        if draws_left in (1, 2, 3):
            left = draws_left
        else:  # a rough badugi is rarely broken on the last draw: give it draws
            left = rng.randint(2, 3) if kind == "break" else rng.randint(1, 3)
        hand = _candidate(rng, kind)
        dead: list[Card] = []
        if with_dead and left < 3:
            rest = [c for c in full_deck() if c not in hand]
            n_dead = sum(rng.randint(1, 3) for _ in range(3 - left))
            dead = sorted(rng.sample(rest, n_dead))
        n_opp = rng.randint(1, 3)
        weights = _BREAK_OPP_WEIGHTS if kind == "break" else _OPP_WEIGHTS[left]
        opp = tuple(rng.choices(range(5), weights=weights)[0] for _ in range(n_opp))
        spot = Spot(tuple(hand), left, opp, tuple(dead), seed, number)
        options = spot_options(spot, compute(spot.hand, left, spot.dead), wins)
        spot_kinds = classify(spot.hand, options)
        found = (spot, options, spot_kinds)
        if any_kind or spot_kinds & wanted:
            break
    assert found is not None
    return found


def position_options(
    spot: Spot, odds: OddsFn | None = None, wins: WinsFn | None = None
) -> tuple[Spot, list[TrainerOption], frozenset[str]]:
    """A known spot (one brought back for review, or the one on screen at the last run)
    worked out as ``generate_spot`` works out a new one."""
    compute = odds if odds is not None else discard_options
    options = spot_options(spot, compute(spot.hand, spot.draws_left, spot.dead), wins)
    return spot, options, classify(spot.hand, options)


# ---------------------------------------------------------------------------------------------
# Playing it out


@dataclass(frozen=True)
class DrawStep:
    """One draw of a play-out: the hand before, the cards thrown and received, the result."""

    draw: int  # 1 = the spot's own draw
    before: tuple[Card, ...]
    discarded: tuple[Card, ...]
    received: tuple[Card, ...]
    after: tuple[Card, ...]

    @property
    def value(self) -> HandValue:
        return evaluate(self.after)


def _keep(hand: Sequence[Card], held: Iterable[Card]) -> tuple[Card, ...]:
    """The model's keep (odds.py): the counted cards; among equal partial hands the one with
    the most cards already held (trading a held card for an equal one only costs outs)."""
    value = evaluate(hand)
    held_set = set(held)
    best = tuple(value.cards)
    for combo in itertools.combinations(sorted(hand), value.size):
        if evaluate(combo) == value and len(held_set & set(combo)) > len(held_set & set(best)):
            best = combo
    return best


def play_out(spot: Spot, discard: Iterable[Card], salt: object = 0) -> list[DrawStep]:
    """Deal the spot's remaining draws: the player's ``discard`` now, then the model's policy
    (stand pat on a badugi, else keep the counted cards). Cards come from the unseen ones in a
    seeded order; a card received and later thrown never comes back, and no dead card is dealt.
    """
    thrown = tuple(c for c in spot.hand if c in set(discard))
    stray = set(discard) - set(spot.hand)
    if stray:
        raise ValueError(f"cannot discard {' '.join(map(str, stray))}: not in the hand")
    stub = spot.unseen()
    mask = sum(c.bit for c in thrown)
    make_rng(spot.seed, "trainer-playout", spot.number, mask, salt).shuffle(stub)
    hand = list(spot.hand)
    steps: list[DrawStep] = []
    for draw in range(1, spot.draws_left + 1):
        if draw == 1:
            out = thrown
        elif evaluate(hand).is_badugi:
            out = ()
        else:
            held = _keep(hand, steps[-1].after if steps else hand)
            out = tuple(c for c in hand if c not in held)
        got = tuple(stub[: len(out)])
        del stub[: len(out)]
        after = [c for c in hand if c not in out] + list(got)
        steps.append(DrawStep(draw, tuple(hand), out, got, tuple(after)))
        hand = after
    return steps
