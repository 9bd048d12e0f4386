"""The draw trainer's progress between runs: score, streaks, per-kind counts, its settings
and its place in the seeded sequence of spots.

Versioned JSON written atomically (``core.store.ProgressFile``); a file that cannot be read
is set aside and reported, never a crash. Apart from the trainer's maths (``trainer``) because
it is a file format with its own checks, read by the trainer page and the hostile-file tests.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.badugi.trainer import KINDS, OTHER, Grade
from cardtable.core.errors import DocumentError
from cardtable.core.jsonio import check_document
from cardtable.core.store import ProgressFile, ProgressLoad
from cardtable.core.validate import SEED_LIMIT, Fields, check_int, check_list, check_text

__all__ = ["Progress", "ProgressLoad", "ProgressStore"]

PROGRESS_FORMAT = "cardtable-draw-trainer"
PROGRESS_VERSION = 1
MAX_COUNT = 10**12
"""More answers than anyone gives; a larger count is not from our trainer."""


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

    def record(self, result: Grade, kinds: Iterable[str]) -> None:
        """Count one graded answer."""
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
            },
            "seed": self.seed,
            "next_spot": self.next_spot,
        }

    @classmethod
    def from_json(cls, data: Any) -> Progress:
        """Read a checked document; DocumentError (a SaveFileError) names the first bad field."""
        f = Fields(_check_progress(data), "the trainer's progress")
        f.only("format", "version", "played", "correct", "streak", "best_streak",
               "badugi_given_up", "by_kind", "settings", "seed", "next_spot")  # fmt: skip

        def count(key: str) -> int:
            return f.integer(key, 0, MAX_COUNT, default=0)

        settings = f.obj("settings", default={})
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
