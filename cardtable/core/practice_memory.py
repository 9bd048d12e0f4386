"""What a trainer remembers between runs: the positions a player got wrong, brought back by
Leitner boxes; his answers; his accuracy per situation; the position on screen.

Both trainers (the Badugi draw trainer, the Spades bidding practice) keep one of these in
their progress file. A *position* is the trainer's own JSON object (a hand, a deal); this
module stores it as given and has the trainer's ``check`` read it back, so a damaged
position fails the whole file's load (set aside and reported, like any unreadable file).

The schedule (Leitner boxes, counted in answers rather than days, so a miss comes back in
the same sitting and a practice session of twenty hands sees its own mistakes again): a
position answered wrong goes into box 1 and comes back after ``INTERVALS[0]`` more answers;
answered right when it comes back, it moves up a box and waits longer (``INTERVALS[b - 1]``
answers in box b); answered right in the last box it is learned and leaves the boxes;
answered wrong in any box it starts again in box 1. A position answered right the first
time never enters the boxes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from cardtable.core.errors import DocumentError
from cardtable.core.validate import Fields, check_int, check_list, check_text

BOXES = 4
INTERVALS = (3, 8, 20, 50)
"""Answers until a position in box 1, 2, 3, 4 comes back."""
MAX_REVIEWS = 200
"""Positions kept in the boxes; past this, the one least in need of review is dropped."""
MAX_LOG = 300
"""Answers kept in the log (the tallies per situation keep counting)."""
MAX_SITUATIONS = 200
MAX_COUNT = 10**12
KEY_LEN = 200


@dataclass
class ReviewItem:
    """A position in the boxes: ``box`` 1..BOXES, ``due`` the answer count at which it comes
    back, ``misses`` how often it was answered wrong."""

    key: str
    position: dict[str, Any]
    box: int = 1
    due: int = 0
    misses: int = 1

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "position": self.position, "box": self.box, "due": self.due,
                "misses": self.misses}  # fmt: skip


@dataclass(frozen=True)
class Answer:
    """One answer: the position's key, the trainer's text for the answer, whether it was
    right (and exactly right), and the answer count it was given at."""

    key: str
    answer: str
    right: bool
    exact: bool
    at: int

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "answer": self.answer, "right": self.right,
                "exact": self.exact, "at": self.at}  # fmt: skip


@dataclass
class Tally:
    """Answers in one situation: how many, how many right, how many exactly right."""

    played: int = 0
    right: int = 0
    exact: int = 0

    @property
    def percent(self) -> float:
        return 100.0 * self.right / self.played if self.played else 0.0

    @property
    def exact_percent(self) -> float:
        return 100.0 * self.exact / self.played if self.played else 0.0


@dataclass
class PracticeMemory:
    """The boxes, the answer log, the tallies per situation and the position on screen
    (``current``: shown and not yet answered, so a restart shows it again)."""

    clock: int = 0
    reviews: list[ReviewItem] = field(default_factory=list)
    log: list[Answer] = field(default_factory=list)
    by_situation: dict[str, Tally] = field(default_factory=dict)
    learned: int = 0
    current: dict[str, Any] | None = None

    def due(self, accept: Callable[[ReviewItem], bool] | None = None) -> ReviewItem | None:
        """The position to bring back now, if any: the one waiting longest (of those
        ``accept`` takes: the trainer's filters)."""
        ready = [r for r in self.reviews
                 if r.due <= self.clock and (accept is None or accept(r))]  # fmt: skip
        return min(ready, key=lambda r: r.due) if ready else None

    def waiting(self) -> int:
        """Positions in the boxes."""
        return len(self.reviews)

    def find(self, key: str) -> ReviewItem | None:
        return next((r for r in self.reviews if r.key == key), None)

    def record(
        self,
        key: str,
        position: dict[str, Any],
        answer: str,
        right: bool,
        situations: Iterable[str],
        exact: bool | None = None,
    ) -> None:
        """Count one answer to ``position`` (identified by ``key``) in ``situations`` and move
        it through the boxes (see the module notes)."""
        exact = right if exact is None else exact
        self.clock += 1
        self.log.append(Answer(key, answer, right, exact, self.clock))
        del self.log[:-MAX_LOG]
        for name in situations:
            tally = self.by_situation.setdefault(name, Tally())
            tally.played += 1
            tally.right += int(right)
            tally.exact += int(exact)
        item = self.find(key)
        if item is None and not right:
            item = ReviewItem(key, position, 1, self.clock + INTERVALS[0], 1)
            self.reviews.append(item)
        elif item is not None and right:
            item.box += 1
            if item.box > BOXES:
                self.reviews.remove(item)
                self.learned += 1
            else:
                item.due = self.clock + INTERVALS[item.box - 1]
        elif item is not None:
            item.box, item.misses = 1, item.misses + 1
            item.due = self.clock + INTERVALS[0]
        if len(self.reviews) > MAX_REVIEWS:  # drop the best-known, latest-due first
            drop = max(self.reviews, key=lambda r: (r.box, r.due))
            self.reviews.remove(drop)
        self.current = None

    def to_json(self) -> dict[str, Any]:
        return {
            "clock": self.clock,
            "reviews": [r.to_json() for r in self.reviews],
            "log": [a.to_json() for a in self.log],
            "by_situation": {
                k: [t.played, t.right, t.exact] for k, t in self.by_situation.items()
            },
            "learned": self.learned,
            "current": self.current,
        }

    @classmethod
    def from_json(
        cls, data: Any, check: Callable[[Any], Any], situations: Callable[[str], bool]
    ) -> PracticeMemory:
        """Read a checked memory: ``check(position)`` raises DocumentError for a position the
        trainer cannot use, ``situations(name)`` says whether a situation name is one of its
        own. DocumentError names the first bad field."""
        f = Fields(data, "the practice memory")
        f.only("clock", "reviews", "log", "by_situation", "learned", "current")
        clock = f.integer("clock", 0, MAX_COUNT, default=0)
        reviews = []
        for i, raw in enumerate(f.array("reviews", max_len=MAX_REVIEWS, default=[])):
            r = Fields(raw, f"review {i}")
            r.only("key", "position", "box", "due", "misses")
            position = r.obj("position").data
            check(position)
            reviews.append(
                ReviewItem(
                    r.text("key", KEY_LEN), position, r.integer("box", 1, BOXES),
                    r.integer("due", 0, MAX_COUNT), r.integer("misses", 1, MAX_COUNT),
                )  # fmt: skip
            )
        if len({r.key for r in reviews}) != len(reviews):
            raise DocumentError("the practice memory holds a position twice")
        log = []
        for i, raw in enumerate(f.array("log", max_len=MAX_LOG, default=[])):
            a = Fields(raw, f"answer {i}")
            a.only("key", "answer", "right", "exact", "at")
            log.append(
                Answer(a.text("key", KEY_LEN), a.text("answer"), a.flag("right"),
                       a.flag("exact"), a.integer("at", 0, clock))  # fmt: skip
            )
        tallies: dict[str, Tally] = {}
        table = f.obj("by_situation", default={}).data
        if len(table) > MAX_SITUATIONS:
            raise DocumentError("the practice memory has too many situations")
        for name, counts in table.items():
            check_text(name, "a situation")
            if not situations(name):
                raise DocumentError(f"the practice memory has an unknown situation {name!r}")
            check_list(counts, f"the counts of {name}", length=3)
            played, right, exact = (check_int(x, f"the counts of {name}", 0, MAX_COUNT)
                                    for x in counts)  # fmt: skip
            if right > played or exact > right:
                raise DocumentError(f"the counts of {name} contradict each other")
            tallies[name] = Tally(played, right, exact)
        current = f.raw("current", None)
        if current is not None:
            current = f.obj("current").data
            check(current)
        return cls(clock, reviews, log, tallies, f.integer("learned", 0, MAX_COUNT, default=0),
                   current)  # fmt: skip
