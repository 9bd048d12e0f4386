"""What an answer in the draw trainer is worth: the options of a spot ranked, the tolerance
within which a choice counts as right, and the grade (with a close call's settled figures).

Apart from ``trainer`` (spots, their odds, their kinds, play-outs) because grading is the
part the page, the progress file and the settling all read, and the one that changes when
the grading does (sessions 18 and 19 changed it twice); ``trainer`` imports it and names
its records again, so ``trainer.Grade`` and the rest still read as before. No Qt.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from cardtable.badugi.odds.draws import HIGHS, DiscardOption
from cardtable.badugi.odds.win import wins_exact
from cardtable.core.cards import Card

__all__ = [
    "APPROX_TOLERANCE",
    "CORRECT_TOLERANCE",
    "SETTLE_SIGMAS",
    "Grade",
    "Settled",
    "TrainerOption",
    "find_option",
    "grade",
    "order_key",
    "rank_options",
    "tolerance",
]

CORRECT_TOLERANCE = 0.001
"""A choice whose chance to win is within this of the best counts as right: options that
differ only in which of two equal cards is thrown nearly tie, and a tenth of a point is
noise no player can see at the table. Where the chances to win are approximate (two or
three draws left) the tolerance is ``APPROX_TOLERANCE`` (``tolerance``)."""

APPROX_TOLERANCE = 0.0065
"""With two or three draws left the chances to win are approximate (``odds.win``: the mix of
hands the misses end with is counted approximately), and an option's gap to the best can be
off by more than ``CORRECT_TOLERANCE``: graded with it, an answer as good as the best could
be called wrong. ``benchmarks/study_trainer_wins_error.py --spots 60 --samples 40000``
(seed 1; session 18) measured each option's gap to the best against a Monte Carlo of the
same model (the trainer's spots, 40,000 deals per option): the gap's error was at p95
0.0026 and at most 0.0052 with two draws left, at p95 0.0029 and at most 0.0061 with three
(Monte Carlo noise included, the gaps' standard error about 0.0005, at most 0.0015); this
is that largest error, rounded up. A choice within it of the best is as good as the figures
can tell; the figures themselves are unchanged."""


class _Discards(Protocol):
    @property
    def discard(self) -> tuple[Card, ...]: ...


Opt = TypeVar("Opt", bound=_Discards)


def tolerance(draws_left: int) -> float:
    """How far below the best a choice may win and still count as right: a tenth of a point
    where the chances to win are exact (one draw left), the figures' measured precision
    where they are approximate (``APPROX_TOLERANCE``)."""
    return CORRECT_TOLERANCE if wins_exact(draws_left) else APPROX_TOLERANCE


@dataclass(frozen=True)
class TrainerOption:
    """One way to discard in a spot: its exact odds and its chance to win the showdown
    against the spot's opponents (``win``, ties counted half)."""

    odds: DiscardOption
    win: float

    @property
    def discard(self) -> tuple[Card, ...]:
        return self.odds.discard

    @property
    def keep(self) -> tuple[Card, ...]:
        return self.odds.keep

    @property
    def p_badugi(self) -> float:
        return self.odds.p_badugi

    @property
    def p_badugi_by_high(self) -> Mapping[int, float]:
        return self.odds.p_badugi_by_high


def order_key(option: DiscardOption) -> tuple[Any, ...]:
    """The engine's order (odds.discard_options): P(badugi), then P(high <= 4), ... then fewer
    cards thrown, then the thrown cards. Repeated here because the trainer computes options one
    at a time (to be cancellable) and must end with the very list the engine would give."""
    return (
        tuple(-x for x in reversed(option.exact)),
        len(option.discard),
        [c.index for c in option.discard],
    )


def _rank_key(option: TrainerOption) -> tuple[Any, ...]:
    return (-option.win, -option.p_badugi, *order_key(option.odds)[1:])


def rank_options(options: Iterable[TrainerOption]) -> list[TrainerOption]:
    """The trainer's order: the best chance to win first, then P(badugi), then the engine's
    tie-breaks (fewer cards thrown, then the cards)."""
    return sorted(options, key=_rank_key)


def find_option(options: Iterable[Opt], discard: Iterable[Card]) -> Opt:
    """The option that throws exactly ``discard`` (ValueError if none)."""
    wanted = set(discard)
    for option in options:
        if set(option.discard) == wanted:
            return option
    raise ValueError(f"no option discards {' '.join(map(str, wanted))}")


@dataclass(frozen=True)
class Grade:
    """How a choice compares with the best option.

    ``win_gap``: the best option's chance to win minus the choice's (>= 0). ``badugi_gap``:
    the best option's P(badugi) minus the choice's: may be negative when the choice makes more
    (but worse) badugis. ``by_high_gap[r]``: the same for P(badugi with high <= r)."""

    best: TrainerOption
    chosen: TrainerOption
    rank: int
    correct: bool
    win_gap: float
    badugi_gap: float
    by_high_gap: dict[int, float]
    ranked: list[TrainerOption]
    tolerance: float = CORRECT_TOLERANCE
    """The gap within which a choice counts as right (``tolerance``)."""
    settled: Settled | None = None
    """How dealing the close call out decided it (``trainer_settle``), when it was."""
    unsettled: bool = False
    """A close call whose dealing out failed: graded by the approximate figures alone
    (``trainer_settle.unsettled_grade``), so the page says the grade rests on them."""


@dataclass(frozen=True)
class Settled:
    """A close call settled by dealing: the best option's chance to win minus the choice's
    (``gap``, negative when the choice did better), its standard error and the deals it
    took. Right when the gap is within ``CORRECT_TOLERANCE`` plus ``SETTLE_SIGMAS`` of its
    standard errors."""

    gap: float
    error: float
    deals: int

    @property
    def correct(self) -> bool:
        return self.gap <= CORRECT_TOLERANCE + SETTLE_SIGMAS * self.error


SETTLE_SIGMAS = 2.0
"""How many standard errors a settled gap may lie above the tolerance and still count as
right: an answer as good as the best is called wrong about one time in forty, not one in two."""


def grade(options: Iterable[TrainerOption], discard: Iterable[Card], *, draws_left: int) -> Grade:
    """Grade throwing ``discard`` against the best of ``options`` (the trainer's order) in a
    spot with ``draws_left`` draws to come: right within ``tolerance(draws_left)`` of the
    best, wider where the chances to win are approximate, so an answer as good as the best
    is never called wrong for the figures' error."""
    allowed = tolerance(draws_left)
    ranked = rank_options(options)
    chosen = find_option(ranked, discard)
    best = ranked[0]
    gap = max(0.0, best.win - chosen.win)
    return Grade(
        best=best,
        chosen=chosen,
        rank=ranked.index(chosen) + 1,
        correct=gap <= allowed,
        win_gap=gap,
        badugi_gap=best.p_badugi - chosen.p_badugi,
        by_high_gap={r: best.p_badugi_by_high[r] - chosen.p_badugi_by_high[r] for r in HIGHS},
        ranked=ranked,
        tolerance=allowed,
    )
