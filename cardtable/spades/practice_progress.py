"""The bidding practice's progress between runs: the graded bids at each table size, the
situation chosen, the place in the seeded sequence of hands, and the practice's memory
(``core.practice_memory``): the positions bid far from the coach, brought back by Leitner
boxes, the answers, the accuracy per situation (hand shape, bidding seat, a nil hand or not)
and the position on screen, each table size apart.

Apart from the practice itself (``practice``: dealing, grading, playing out) because it is a
file format with its own checks, read by the practice page and the hostile-file tests, as the
draw trainer's is (``badugi.trainer_progress``). A versioned JSON document written atomically
to the app data folder; an unreadable file is moved aside (never overwritten) and reported,
and practice starts again from zero. Version 2 added the memory; version 3 the table sizes.
Four players keep version 2's names for everything (the counts, the accuracy rows, the
positions' keys), so a version-2 file is read as four-player progress as it stands; the other
sizes' rows and keys carry the size ("3p/position:2").
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.core.errors import DocumentError
from cardtable.core.practice_memory import PracticeMemory
from cardtable.core.store import ProgressFile, ProgressLoad
from cardtable.core.validate import SEED_LIMIT, Fields
from cardtable.spades.actions import bid_text
from cardtable.spades.practice import (
    GRADES,
    SITUATIONS,
    TABLES,
    Grade,
    PracticeDeal,
    Situation,
    situation_from,
    situation_json,
)

PROGRESS_FORMAT = "cardtable-spades-bidding-practice"
PROGRESS_VERSION = 3
PROGRESS_NAME = "spades_bidding_practice.json"

MAX_COUNT = 10**12
"""More hands than anyone practises; a larger count is not from our practice."""


@dataclass
class Counts:
    """The graded bids at one table size: how many, by grade, and the nil decisions right."""

    played: int = 0
    by_grade: dict[str, int] = field(default_factory=lambda: dict.fromkeys(GRADES, 0))
    nil_right: int = 0

    def add(self, result: Grade) -> None:
        self.played += 1
        self.by_grade[result.kind] = self.by_grade.get(result.kind, 0) + 1
        self.nil_right += int(result.nil_right)

    @property
    def exact_percent(self) -> float:
        return 100.0 * self.by_grade["exact"] / self.played if self.played else 0.0

    @property
    def within_one_percent(self) -> float:
        hits = self.by_grade["exact"] + self.by_grade["close"]
        return 100.0 * hits / self.played if self.played else 0.0

    @property
    def nil_percent(self) -> float:
        return 100.0 * self.nil_right / self.played if self.played else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"played": self.played, "by_grade": dict(self.by_grade),
                "nil_right": self.nil_right}  # fmt: skip

    @classmethod
    def from_fields(cls, f: Fields) -> Counts:
        """Checked counts (version 2 kept the four-player ones at the document's top)."""
        by = f.obj("by_grade", default={})
        if set(by.data) != set(GRADES):
            raise DocumentError(f"progress by grade is not a table of {GRADES}")
        counts = cls(
            played=f.integer("played", 0, MAX_COUNT, default=0),
            by_grade={k: by.integer(k, 0, MAX_COUNT) for k in GRADES},
            nil_right=f.integer("nil_right", 0, MAX_COUNT, default=0),
        )
        if sum(counts.by_grade.values()) != counts.played:
            raise DocumentError("progress counts do not add up")
        if counts.nil_right > counts.played:
            raise DocumentError("progress counts contradict each other")
        return counts


@dataclass
class Progress:
    """Accuracy kept between runs, each table size apart (``tables``: players -> counts),
    and the last situation chosen."""

    tables: dict[int, Counts] = field(default_factory=dict)
    situation: Situation = field(default_factory=Situation)
    next_seed: int = 0
    review: bool = True  # bring back the positions bid far from the coach
    memory: PracticeMemory = field(default_factory=PracticeMemory)

    def counts(self, players: int) -> Counts:
        """The counts at a table of ``players`` (empty ones where none was bid)."""
        return self.tables.get(players) or Counts()

    @property
    def played(self) -> int:
        """Bids graded at every size together."""
        return sum(c.played for c in self.tables.values())

    def record(self, result: Grade, deal: PracticeDeal | None = None) -> None:
        """Count one graded bid at its table's size (the deal's, else the situation's) and,
        given its ``deal``, remember it: a bid far from the coach's goes into the boxes, a
        review moves through them."""
        if deal is not None:
            self.memory.record(
                deal.key, deal.to_json(), bid_text(result.player_bid), result.kind != "far",
                deal.situations(result.coach_bid), exact=result.kind == "exact",
            )  # fmt: skip
        players = (deal.situation if deal is not None else self.situation).players
        self.tables.setdefault(players, Counts()).add(result)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": PROGRESS_FORMAT,
            "version": PROGRESS_VERSION,
            "tables": {str(n): c.to_json() for n, c in sorted(self.tables.items())},
            "situation": situation_json(self.situation),
            "next_seed": self.next_seed,
            "review": self.review,
            "memory": self.memory.to_json(),
        }

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> Progress:
        """Read a checked document; DocumentError (a SaveFileError) names the first bad field.
        Versions 1 and 2 (four players only) kept the counts at the top: they are the
        four-player table's."""
        f = Fields(doc, "the practice progress")
        rest = ("format", "version", "situation", "next_seed", "review", "memory")
        if f.integer("version") < 3:
            f.only(*rest, "played", "by_grade", "nil_right")
            tables = {4: Counts.from_fields(f)}
        else:
            f.only(*rest, "tables")
            t = f.obj("tables", default={})
            if not set(t.data) <= {str(n) for n in TABLES}:
                raise DocumentError(f"progress tables are not of {TABLES} players")
            tables = {int(n): Counts.from_fields(t.obj(n)) for n in t.data}

        def position(data: Any) -> PracticeDeal:
            return PracticeDeal.from_json(data)

        return cls(
            tables=tables,
            situation=situation_from(f.obj("situation", default={})),
            next_seed=f.integer("next_seed", 0, SEED_LIMIT - 1, default=0),
            review=f.flag("review", default=True),
            memory=PracticeMemory.from_json(
                f.raw("memory", {}), position, SITUATIONS.__contains__
            ),  # fmt: skip
        )


class ProgressStore(ProgressFile[Progress]):
    """The practice's progress file in ``directory`` (the GUI passes the app data folder)."""

    def __init__(self, directory: str | os.PathLike[str], name: str = PROGRESS_NAME) -> None:
        path = Path(directory) / name
        super().__init__(path, PROGRESS_FORMAT, PROGRESS_VERSION, Progress.from_json)

    def load(self) -> ProgressLoad[Progress]:
        """Fresh progress if there is no file; an unreadable one is moved to
        ``<name>.bad-<timestamp>.json`` and reported, never overwritten."""
        return self.load_or(lambda: Progress(next_seed=random.getrandbits(31)))
