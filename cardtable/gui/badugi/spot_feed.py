"""Where the draw trainer's spots come from: dealt and worked out on the feed's
``TaskRunner`` thread, one ahead of the page.

Why apart from the page: the bookkeeping of jobs in flight, spots prepared for later and the
one the page waits for is its own, and a mistake in it shows the wrong spot or leaves a
worker running. A spot is asked for by its key: ``sequence_key`` (seed, number in the
sequence, the wanted kinds, draws left, dead cards) deals a new one, and the same key always
deals the same spot; ``spot_key`` works out a known spot (one brought back for review, or the
one on screen when the trainer was last closed).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from cardtable.badugi.odds.draws import DiscardOption
from cardtable.badugi.trainer import (
    KINDS,
    Cancelled,
    Spot,
    all_options,
    generate_spot,
    position_options,
    spot_wins,
)
from cardtable.badugi.trainer_progress import Progress, spot_from_json, spot_kinds
from cardtable.core.practice_memory import ReviewItem
from cardtable.gui.common.tasks import TaskControl, TaskRunner, Ticket

SpotKey = tuple[Any, ...]


def sequence_key(
    seed: int, number: int, kinds: Sequence[str], draws: int | None, dead: bool
) -> SpotKey:
    """The key of spot ``number`` of the seeded sequence dealt with these settings."""
    return ("sequence", seed, number, tuple(kinds), draws, dead)


def spot_key(spot: Spot) -> SpotKey:
    """The key of a known spot."""
    return ("spot", spot)


def next_spot(
    progress: Progress, kinds: Sequence[str], draws: int | None, dead: bool
) -> tuple[SpotKey, ReviewItem | None]:
    """The spot to show next with these filters: a missed one that is due again and fits
    them (when reviews are on), else the next of the seeded sequence."""
    wanted = set(kinds)

    def fits(item: ReviewItem) -> bool:
        return (draws is None or item.position["draws_left"] == draws) and (
            not wanted or wanted == set(KINDS) or bool(wanted & spot_kinds(item.position)))

    due = progress.memory.due(fits) if progress.review else None
    if due is not None:
        return spot_key(spot_from_json(due.position)), due
    return sequence_key(progress.seed, progress.next_spot, kinds, draws, dead), None


class SpotFeed(QObject):
    """``arrived(generated)`` brings the spot the page waits for (``generate_spot``'s
    (spot, options, kinds)); ``failed(message)`` says a job failed; ``working(done)`` counts
    the options worked out so far for the awaited spot."""

    arrived = Signal(object)
    failed = Signal(str)
    working = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tasks = TaskRunner(self, name="cardtable-odds")
        self.tasks.finished.connect(self._on_result)
        self.tasks.failed.connect(self._on_failed)
        self.tasks.progress.connect(self._on_progress)
        self._ready: dict[SpotKey, Any] = {}  # request key -> generated spot
        self._jobs: dict[SpotKey, Ticket] = {}  # request key -> its ticket (the task's key)
        self.waiting: SpotKey | None = None  # the key the page waits to show

    def request(self, key: SpotKey) -> Any | None:
        """Wait for ``key``'s spot and drop every other job: the spot at once if it was
        prepared, else None (``arrived`` brings it when it is ready)."""
        self.waiting = key
        for other in [k for k in self._jobs if k != key]:
            self.tasks.cancel(self._jobs.pop(other))
        if key in self._ready:
            self.waiting = None
            return self._ready.pop(key)
        self.prepare(key)
        return None

    def prepare(self, key: SpotKey) -> None:
        """Work out ``key``'s spot ahead (nothing if it is ready or in work)."""
        if key in self._ready or key in self._jobs:
            return

        def job(control: TaskControl) -> Any:
            def odds(hand: Any, left: int, gone: Any) -> list[DiscardOption]:
                return all_options(hand, left, gone, control.cancelled, control.progress)

            def wins(spot: Spot, options: Sequence[DiscardOption]) -> list[float]:
                if control.cancelled():
                    raise Cancelled
                return spot_wins(spot, options)

            if key[0] == "spot":
                return position_options(key[1], odds=odds, wins=wins)
            _, seed, number, kinds, draws, dead = key
            return generate_spot(seed, number, kinds, draws, dead, odds=odds, wins=wins)

        if not self.tasks.closed:
            self._jobs[key] = self.tasks.submit_job(key, job)

    def forget(self) -> None:
        """The settings changed: what was prepared for the old ones is no longer wanted
        (the awaited spot still comes)."""
        for key in [k for k in self._jobs if k != self.waiting]:
            self.tasks.cancel(self._jobs.pop(key))
        self._ready.clear()

    def shutdown(self) -> None:
        self.tasks.shutdown()

    def _key_of(self, ticket: Ticket) -> SpotKey | None:
        """The spot ``ticket`` works out, if it is still wanted (and forget the ticket)."""
        for key, mine in self._jobs.items():
            if mine == ticket:
                del self._jobs[key]
                return key
        return None

    def _on_result(self, ticket: Ticket, result: object) -> None:
        key = self._key_of(ticket)
        if key is None:
            return
        if key == self.waiting:
            self.waiting = None
            self.arrived.emit(result)
        else:
            self._ready[key] = result

    def _on_failed(self, ticket: Ticket, message: str) -> None:
        self._key_of(ticket)
        self.failed.emit(message)

    def _on_progress(self, ticket: Ticket, done: int) -> None:
        waiting = self.waiting
        if waiting is not None and self._jobs.get(waiting) == ticket:
            self.working.emit(done)
