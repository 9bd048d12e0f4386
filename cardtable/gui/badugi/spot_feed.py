"""Where the draw trainer's spots come from: dealt and worked out on an ``OddsWorker``
thread, one ahead of the page.

Why apart from the page: the bookkeeping of jobs in flight, spots prepared for later and the
one the page waits for is its own, and a mistake in it shows the wrong spot or leaves a
worker running. A spot is asked for by its key (seed, number in the sequence, the wanted
kinds, draws left, dead cards): the same key always deals the same spot.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from cardtable.badugi.odds import DiscardOption
from cardtable.badugi.trainer import all_options, generate_spot
from cardtable.gui.common.trainer_worker import OddsWorker

SpotKey = tuple[Any, ...]


class SpotFeed(QObject):
    """``arrived(generated)`` brings the spot the page waits for (``generate_spot``'s
    (spot, options, kinds)); ``failed(message)`` says a job failed; ``working(done)`` counts
    the options worked out so far for the awaited spot."""

    arrived = Signal(object)
    failed = Signal(str)
    working = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = OddsWorker(self)
        self.worker.finished.connect(self._on_result)
        self.worker.failed.connect(self._on_failed)
        self.worker.progress.connect(self._on_progress)
        self._ready: dict[SpotKey, Any] = {}  # request key -> generated spot
        self._jobs: dict[int, SpotKey] = {}  # job id -> request key
        self.waiting: SpotKey | None = None  # the key the page waits to show

    def request(self, key: SpotKey) -> Any | None:
        """Wait for ``key``'s spot and drop every other job: the spot at once if it was
        prepared, else None (``arrived`` brings it when it is ready)."""
        self.waiting = key
        for job_id, other in list(self._jobs.items()):
            if other != key:
                self.worker.cancel(job_id)
                del self._jobs[job_id]
        if key in self._ready:
            self.waiting = None
            return self._ready.pop(key)
        self.prepare(key)
        return None

    def prepare(self, key: SpotKey) -> None:
        """Work out ``key``'s spot ahead (nothing if it is ready or in work)."""
        if key in self._ready or key in self._jobs.values():
            return
        seed, number, kinds, draws, dead = key

        def job(cancelled: Any, progress: Any) -> Any:
            def odds(hand: Any, left: int, gone: Any) -> list[DiscardOption]:
                return all_options(hand, left, gone, cancelled, progress)

            return generate_spot(seed, number, kinds, draws, dead, odds=odds)

        job_id = self.worker.submit(job)
        if job_id > 0:
            self._jobs[job_id] = key

    def forget(self) -> None:
        """The settings changed: what was prepared for the old ones is no longer wanted
        (the awaited spot still comes)."""
        for job_id, key in list(self._jobs.items()):
            if key != self.waiting:
                self.worker.cancel(job_id)
                del self._jobs[job_id]
        self._ready.clear()

    def shutdown(self) -> None:
        self.worker.shutdown()

    def _on_result(self, job_id: int, result: object) -> None:
        key = self._jobs.pop(job_id, None)
        if key is None:
            return
        if key == self.waiting:
            self.waiting = None
            self.arrived.emit(result)
        else:
            self._ready[key] = result

    def _on_failed(self, job_id: int, message: str) -> None:
        self._jobs.pop(job_id, None)
        self.failed.emit(message)

    def _on_progress(self, job_id: int, done: int) -> None:
        if self._jobs.get(job_id) == self.waiting:
            self.working.emit(done)
