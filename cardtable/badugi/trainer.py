"""The Badugi draw trainer's maths: practice spots, their kind, grading, play-outs, progress.

No Qt here (DESIGN.md), so everything the trainer decides is tested without a display and can
be driven from the command line.

* A *spot* is a four-card hand, the draws left (1-3, counting the coming one), how many cards
  the opponents who act before the player drew in this draw (context only: the odds model does
  not read opponents), and optionally the player's own earlier discards (dead cards).
* The odds of the 16 ways to discard come from ``cardtable.badugi.odds``. The engine orders them
  by P(badugi) first, so standing pat on any badugi always comes out on top; a trainer that
  must teach *breaking* a rough badugi needs a measure that counts a seven badugi for more than
  a king badugi. The trainer therefore ranks options by the engine's ``score`` (the mean of
  P(badugi with high <= r) over r = 4..13), then by P(badugi), and grades both: how much of
  that value the choice gave up, and how many percentage points of P(badugi).
* Spots are generated from a seeded RNG with rejection sampling: a candidate of the right
  *shape* for the wanted kinds (a made badugi for pat and breaking decisions, a three-card hand
  for one-card draws, ...) is drawn first, so few exact odds computations are wasted, and the
  number of tries is bounded.
* Progress (score, streaks, per-kind counts, the trainer's settings) is kept by
  ``trainer_progress``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.badugi.hand_value import HandValue, evaluate
from cardtable.badugi.odds import HIGHS, DiscardOption, discard_options, option_odds
from cardtable.core.cards import Card, full_deck
from cardtable.core.rng import make_rng

__all__ = [
    "KINDS",
    "Cancelled",
    "DrawStep",
    "Grade",
    "Spot",
    "all_options",
    "classify",
    "generate_spot",
    "grade",
    "play_out",
    "rank_options",
]

KINDS: tuple[str, ...] = ("pat", "one", "two", "break")
"""The kinds of spot the trainer can be restricted to: pat decisions, one-card draws,
two-card draws, breaking a badugi. A spot may be of several kinds (a made badugi whose best
play is to break it is also a pat decision) or of none ("other", e.g. a three-card draw)."""

OTHER = "other"

CORRECT_TOLERANCE = 0.001
"""A choice whose value is within this of the best counts as right: options that differ only
in which of two equal cards is thrown tie exactly, and a difference of a tenth of a point is
noise no player can see at the table."""

PAT_CLOSE = 0.8
"""Standing pat on a hand that is not a badugi is a *decision* when its value is at least this
share of the best option's (a real alternative, not one of 16 rows): ranks would not do, since
equal options (throwing either of two equal cards) push pat down without making it worse."""

OddsFn = Callable[[Sequence[Card], int, Sequence[Card]], list[DiscardOption]]


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


def _order_key(option: DiscardOption) -> tuple[Any, ...]:
    """The engine's order (odds.discard_options): P(badugi), then P(high <= 4), ... then fewer
    cards thrown, then the thrown cards. Repeated here because the trainer computes options one
    at a time (to be cancellable) and must end with the very list the engine would give."""
    return (
        tuple(-x for x in reversed(option.exact)),
        len(option.discard),
        [c.index for c in option.discard],
    )


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
    options.sort(key=_order_key)
    return options


def _value_key(option: DiscardOption) -> tuple[Any, ...]:
    return (-option.score, -option.p_badugi, *_order_key(option)[1:])


def rank_options(options: Iterable[DiscardOption]) -> list[DiscardOption]:
    """The trainer's order: best value (``score``) first, then P(badugi), then the engine's
    tie-breaks. Differs from the engine's only where a smoother badugi is worth fewer badugis,
    which is exactly the breaking decision."""
    return sorted(options, key=_value_key)


def _same(a: Iterable[Card], b: Iterable[Card]) -> bool:
    return set(a) == set(b)


def find_option(options: Iterable[DiscardOption], discard: Iterable[Card]) -> DiscardOption:
    """The option that throws exactly ``discard`` (ValueError if none)."""
    wanted = set(discard)
    for option in options:
        if set(option.discard) == wanted:
            return option
    raise ValueError(f"no option discards {' '.join(map(str, wanted))}")


def classify(hand: Sequence[Card], options: Iterable[DiscardOption]) -> frozenset[str]:
    """The kinds of the spot (see ``KINDS``); ``{"other"}`` when it is of none.

    pat: the hand is a badugi, or standing pat is worth ``PAT_CLOSE`` of the best option.
    one / two: the best option throws one / two cards (from a hand that is not a badugi).
    break: the best option throws cards from a made badugi."""
    ranked = rank_options(options)
    best = ranked[0]
    made = evaluate(hand).is_badugi
    kinds = set()
    pat = next(o for o in ranked if not o.discard)
    if made or (best.score > 0 and pat.score >= PAT_CLOSE * best.score):
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


def generate_spot(
    seed: int,
    number: int,
    kinds: Iterable[str] = KINDS,
    draws_left: int | None = None,
    with_dead: bool = False,
    odds: OddsFn | None = None,
    max_tries: int = 12,
) -> tuple[Spot, list[DiscardOption], frozenset[str]]:
    """Spot ``number`` of the sequence for ``seed``, with its options (engine order) and kinds.

    ``kinds``: the wanted kinds (all four, or none, means any spot). ``draws_left``: 1-3, or
    None for a random number. ``with_dead``: give the player earlier discards (when there were
    earlier draws). Rejection sampling: at most ``max_tries`` candidates get their odds
    computed; if none fits, the last one is used (its kinds say what it is). ``odds`` replaces
    the engine (tests)."""
    wanted = frozenset(kinds) & set(KINDS)
    any_kind = not wanted or wanted == set(KINDS)
    rng = make_rng(seed, "trainer-spot", number)
    compute = odds if odds is not None else discard_options
    found: tuple[Spot, list[DiscardOption], frozenset[str]] | None = None
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
        opp = tuple(rng.choices(range(5), weights=_OPP_WEIGHTS[left])[0] for _ in range(n_opp))
        spot = Spot(tuple(hand), left, opp, tuple(dead), seed, number)
        options = compute(spot.hand, left, spot.dead)
        spot_kinds = classify(spot.hand, options)
        found = (spot, options, spot_kinds)
        if any_kind or spot_kinds & wanted:
            break
    assert found is not None
    return found


# ---------------------------------------------------------------------------------------------
# Grading


@dataclass(frozen=True)
class Grade:
    """How a choice compares with the best option.

    ``value_gap``: the best option's ``score`` minus the choice's (>= 0). ``badugi_gap``: the
    best option's P(badugi) minus the choice's: may be negative when the choice makes more (but
    rougher) badugis. ``by_high_gap[r]``: the same for P(badugi with high <= r)."""

    best: DiscardOption
    chosen: DiscardOption
    rank: int
    correct: bool
    value_gap: float
    badugi_gap: float
    by_high_gap: dict[int, float]
    ranked: list[DiscardOption]


def grade(options: Iterable[DiscardOption], discard: Iterable[Card]) -> Grade:
    """Grade throwing ``discard`` against the best of ``options`` (the trainer's order)."""
    ranked = rank_options(options)
    chosen = find_option(ranked, discard)
    best = ranked[0]
    gap = max(0.0, best.score - chosen.score)
    return Grade(
        best=best,
        chosen=chosen,
        rank=ranked.index(chosen) + 1,
        correct=gap <= CORRECT_TOLERANCE,
        value_gap=gap,
        badugi_gap=best.p_badugi - chosen.p_badugi,
        by_high_gap={r: best.p_badugi_by_high[r] - chosen.p_badugi_by_high[r] for r in HIGHS},
        ranked=ranked,
    )


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
