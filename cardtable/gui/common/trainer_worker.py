"""Odds computed off the GUI thread, for the draw trainer and the table's odds panel.

The exact odds engine takes from milliseconds (one draw left) to many seconds (three draws
left) and cannot be interrupted inside one option, so the work runs on one plain Python
daemon thread rather than a QThreadPool: a pool must be waited for when it is destroyed, which
would freeze closing the window for as long as the option being computed takes. Jobs get a
``cancelled()`` callback they check between options (``trainer.all_options``); a cancelled or
superseded job's result is dropped, never delivered. Results come back to the GUI thread
through a queued signal. ``shutdown`` cancels everything and waits a little for the thread;
tests (whose spots compute in milliseconds) check with ``LIVE_WORKERS`` that none is left.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

Job = Callable[[Callable[[], bool], Callable[[int], None]], Any]
"""A job gets ``cancelled()`` and ``progress(done)``; it returns its result (or raises)."""

LIVE_WORKERS: weakref.WeakSet[OddsWorker] = weakref.WeakSet()


class _Bridge(QObject):
    """Carries results from the worker thread to the GUI thread (queued connections)."""

    done = Signal(int, object)
    failed = Signal(int, str)
    progress = Signal(int, int)


class OddsWorker(QObject):
    """One background thread running jobs in order. ``finished(job_id, result)``,
    ``failed(job_id, message)`` and ``progress(job_id, done)`` arrive on the GUI thread and
    only for jobs that were not cancelled."""

    finished = Signal(int, object)
    failed = Signal(int, str)
    progress = Signal(int, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: queue.Queue[tuple[int, Job, threading.Event] | None] = queue.Queue()
        self._events: dict[int, threading.Event] = {}
        self._next_id = 0
        self._thread: threading.Thread | None = None
        self._closed = False
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_done)
        self._bridge.failed.connect(self._on_failed)
        self._bridge.progress.connect(self._on_progress)
        LIVE_WORKERS.add(self)

    # ------------------------------------------------------------------ GUI side

    def submit(self, job: Job) -> int:
        """Queue ``job``; returns its id (-1 after shutdown)."""
        if self._closed:
            return -1
        self._next_id += 1
        job_id = self._next_id
        event = threading.Event()
        self._events[job_id] = event
        if self._thread is None:
            bridge = self._bridge
            self._thread = threading.Thread(
                target=_run, args=(self._queue, bridge), name="cardtable-odds", daemon=True
            )
            self._thread.start()
        self._queue.put((job_id, job, event))
        return job_id

    def cancel(self, job_id: int) -> None:
        event = self._events.pop(job_id, None)
        if event is not None:
            event.set()

    def cancel_all(self) -> None:
        for job_id in list(self._events):
            self.cancel(job_id)

    def pending(self, job_id: int) -> bool:
        """The job is queued or running and not cancelled."""
        return job_id in self._events

    @property
    def busy(self) -> bool:
        return bool(self._events)

    def alive(self) -> bool:
        """The thread is still running (the leak check in tests)."""
        return self._thread is not None and self._thread.is_alive()

    def shutdown(self, wait_s: float = 5.0) -> None:
        """Cancel everything, stop the thread, wait up to ``wait_s`` for it. A job that is deep
        in one long option keeps its daemon thread until it returns; its result is dropped."""
        self._closed = True
        self.cancel_all()
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join(wait_s)

    def _on_done(self, job_id: int, result: object) -> None:
        if self._events.pop(job_id, None) is not None and not self._closed:
            self.finished.emit(job_id, result)

    def _on_failed(self, job_id: int, message: str) -> None:
        if self._events.pop(job_id, None) is not None and not self._closed:
            self.failed.emit(job_id, message)

    def _on_progress(self, job_id: int, done: int) -> None:
        if job_id in self._events and not self._closed:
            self.progress.emit(job_id, done)


def _run(jobs: queue.Queue[tuple[int, Job, threading.Event] | None], bridge: _Bridge) -> None:
    """The worker thread: run jobs until the sentinel; never touch widgets."""
    while True:
        item = jobs.get()
        if item is None:
            return
        job_id, job, cancel = item
        if cancel.is_set():
            continue
        try:
            result = job(cancel.is_set, lambda n, job_id=job_id: _emit(bridge.progress, job_id, n))
        except Exception as exc:  # a bug in a job must not kill the worker silently
            if not cancel.is_set():
                _emit(bridge.failed, job_id, f"{type(exc).__name__}: {exc}")
            continue
        if not cancel.is_set():
            _emit(bridge.done, job_id, result)


def _emit(signal: Any, *args: object) -> None:
    with contextlib.suppress(RuntimeError):  # the window is gone: nobody wants the result
        signal.emit(*args)
