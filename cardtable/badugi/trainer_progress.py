"""The draw trainer's progress between runs: score, streaks, per-kind counts, its settings,
its place in the seeded sequence of spots, and its memory (``core.practice_memory``): the
spots answered wrong, brought back by Leitner boxes, the answers, the accuracy per situation
(draws left and cards the best play keeps) and the spot on screen.

Versioned JSON written atomically (``core.store.ProgressFile``); a file that cannot be read
is set aside and reported, never a crash. Apart from the trainer's maths (``trainer``) because
it is a file format with its own checks, read by the trainer page and the hostile-file tests.
Version 2 added the memory and the review setting; version 1 files are read as they are.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.badugi.odds.draws import _check
from cardtable.badugi.trainer import KINDS, OTHER, Grade, Spot
from cardtable.core.cards import format_cards, parse_cards
from cardtable.core.errors import DocumentError
from cardtable.core.jsonio import check_document
from cardtable.core.practice_memory import PracticeMemory
from cardtable.core.store import ProgressFile, ProgressLoad
from cardtable.core.validate import SEED_LIMIT, Fields, check_int, check_list, check_text

__all__ = [
    "Progress",
    "ProgressLoad",
    "ProgressStore",
    "situation_key",
    "situation_of",
    "spot_from_json",
    "spot_kinds",
    "spot_to_json",
]

PROGRESS_FORMAT = "cardtable-draw-trainer"
PROGRESS_VERSION = 2
MAX_COUNT = 10**12
"""More answers than anyone gives; a larger count is not from our trainer."""


def spot_to_json(spot: Spot, kinds: Iterable[str] = ()) -> dict[str, Any]:
    """A spot as the memory keeps it, with its kinds (the filters a review must pass)."""
    return {
        "hand": format_cards(spot.hand),
        "draws_left": spot.draws_left,
        "opponents_drew": list(spot.opponents_drew),
        "dead": format_cards(spot.dead),
        "seed": spot.seed,
        "number": spot.number,
        "kinds": sorted(kinds),
    }


def spot_kinds(data: dict[str, Any]) -> frozenset[str]:
    """The kinds kept with a spot (checked by ``spot_from_json``)."""
    return frozenset(data.get("kinds", ()))


def spot_from_json(data: Any) -> Spot:
    """A spot read back; DocumentError for anything the trainer could not deal."""
    f = Fields(data, "a saved spot")
    f.only("hand", "draws_left", "opponents_drew", "dead", "seed", "number", "kinds")
    for kind in f.array("kinds", max_len=len(KINDS) + 1, default=[]):
        check_text(kind, "a saved spot: its kind", choices=(*KINDS, OTHER))
    draws = f.integer("draws_left", 1, 3)
    opponents = f.array("opponents_drew", max_len=7)
    if not opponents:
        raise DocumentError("a saved spot has no opponent")
    drew = tuple(check_int(k, "a saved spot: cards an opponent drew", 0, 4) for k in opponents)
    try:
        hand = parse_cards(f.text("hand", 40))
        dead = parse_cards(f.text("dead", 80, default=""))
        _check(hand, draws, dead)  # four distinct cards, dead apart, enough cards unseen
    except ValueError as exc:
        raise DocumentError(f"a saved spot: {exc}") from exc
    return Spot(tuple(hand), draws, drew, tuple(dead), f.integer("seed", 0, SEED_LIMIT - 1),
                f.integer("number", 0, MAX_COUNT))  # fmt: skip


def situation_key(draws_left: int, kept: int) -> str:
    """The accuracy table's row: draws left and the cards the best play keeps."""
    return f"{draws_left}/{kept}"


def situation_of(spot: Spot, result: Grade) -> str:
    return situation_key(spot.draws_left, len(result.best.keep))


SITUATIONS = frozenset(situation_key(d, k) for d in (1, 2, 3) for k in range(5))


@dataclass
class Progress:
    """Score and streaks kept between runs, with the trainer's settings and its place in the
    seeded sequence of spots (so a restart does not replay the same hands)."""

    played: int = 0
    correct: int = 0
    streak: int = 0
    best_streak: int = 0
    badugi_given_up: float = 0.0  # sum of positive P(badugi) gaps, for the average shown
    by_kind: dict[str, list[int]] = field(default_factory=dict)  # kind -> [played, correct]
    kinds: list[str] = field(default_factory=lambda: list(KINDS))
    draws_left: int | None = None  # None: a random number of draws left, 1-3
    with_dead: bool = False
    seed: int = 0
    next_spot: int = 0
    review: bool = True  # bring back the spots answered wrong
    memory: PracticeMemory = field(default_factory=PracticeMemory)

    def record(self, result: Grade, kinds: Iterable[str], spot: Spot | None = None) -> None:
        """Count one graded answer (and, given its ``spot``, remember it: a miss goes into
        the boxes, a review moves through them)."""
        if spot is not None:
            answer = format_cards(result.chosen.discard) or "pat"
            kinds = list(kinds)
            self.memory.record(spot.key, spot_to_json(spot, kinds), answer, result.correct,
                               [situation_of(spot, result)])  # fmt: skip
        self.played += 1
        if result.correct:
            self.correct += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        self.badugi_given_up += max(0.0, result.badugi_gap)
        for kind in kinds:
            counts = self.by_kind.setdefault(kind, [0, 0])
            counts[0] += 1
            counts[1] += int(result.correct)

    @property
    def percent(self) -> float:
        return 100.0 * self.correct / self.played if self.played else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "format": PROGRESS_FORMAT,
            "version": PROGRESS_VERSION,
            "played": self.played,
            "correct": self.correct,
            "streak": self.streak,
            "best_streak": self.best_streak,
            "badugi_given_up": self.badugi_given_up,
            "by_kind": {k: list(v) for k, v in self.by_kind.items()},
            "settings": {
                "kinds": list(self.kinds),
                "draws_left": self.draws_left,
                "with_dead": self.with_dead,
                "review": self.review,
            },
            "seed": self.seed,
            "next_spot": self.next_spot,
            "memory": self.memory.to_json(),
        }

    @classmethod
    def from_json(cls, data: Any) -> Progress:
        """Read a checked document; DocumentError (a SaveFileError) names the first bad field."""
        f = Fields(_check_progress(data), "the trainer's progress")
        f.only("format", "version", "played", "correct", "streak", "best_streak",
               "badugi_given_up", "by_kind", "settings", "seed", "next_spot",
               "memory")  # fmt: skip

        def count(key: str) -> int:
            return f.integer(key, 0, MAX_COUNT, default=0)

        settings = f.obj("settings", default={})
        settings.only("kinds", "draws_left", "with_dead", "review")
        kinds = settings.array("kinds", max_len=len(KINDS), default=list(KINDS))
        for kind in kinds:
            check_text(kind, "a kind of spot", choices=KINDS)
        draws = settings.raw("draws_left", None)
        if draws is not None:
            check_int(draws, "draws left", 1, 3)
        by_kind: dict[str, list[int]] = {}
        for kind, counts in f.obj("by_kind", default={}).data.items():
            check_text(kind, "a kind of spot", choices=(*KINDS, OTHER))
            check_list(counts, f"the counts of {kind}", length=2)
            played, right = (check_int(x, f"the counts of {kind}", 0, MAX_COUNT) for x in counts)
            if right > played:
                raise DocumentError(f"the counts of {kind} contradict each other")
            by_kind[kind] = [played, right]
        progress = cls(
            played=count("played"),
            correct=count("correct"),
            streak=count("streak"),
            best_streak=count("best_streak"),
            badugi_given_up=f.number("badugi_given_up", 0.0, float(MAX_COUNT), default=0.0),
            by_kind=by_kind,
            kinds=list(kinds),
            draws_left=draws,
            with_dead=settings.flag("with_dead", default=False),
            seed=f.integer("seed", 0, SEED_LIMIT - 1, default=0),
            next_spot=count("next_spot"),
            review=settings.flag("review", default=True),
            memory=PracticeMemory.from_json(
                f.raw("memory", {}), spot_from_json, SITUATIONS.__contains__
            ),
        )
        if progress.correct > progress.played or progress.streak > progress.best_streak:
            raise DocumentError("progress counts contradict each other")
        return progress


def _check_progress(data: Any) -> dict[str, Any]:
    return check_document(data, PROGRESS_FORMAT, PROGRESS_VERSION, name="progress")


class ProgressStore(ProgressFile[Progress]):
    """The trainer's progress file in ``directory`` (the GUI passes the app data folder)."""

    def __init__(self, directory: str | os.PathLike[str], name: str = "draw_trainer.json") -> None:
        path = Path(directory) / name
        super().__init__(path, PROGRESS_FORMAT, PROGRESS_VERSION, Progress.from_json)

    def load(self, new_seed: Callable[[], int] | None = None) -> ProgressLoad[Progress]:
        """Read the progress; a missing file gives fresh progress, an unreadable one is moved
        aside to ``<name>.bad-<timestamp>.json`` (never overwritten) and reported."""
        return self.load_or(
            lambda: Progress(seed=new_seed() if new_seed is not None else random.getrandbits(62))
        )
