"""One task runner for everything the window computes in the background (after Anki's
``taskman``): bots' moves, the odds panel, the draw trainer's spots, the Spades hint and
coach, and reviews of finished hands.

``TaskRunner.submit(key, fn, *args)`` runs ``fn(*args)`` away from the GUI thread and returns
a ``Ticket``; the result comes back on the GUI thread as ``finished(ticket, result)`` (or
``failed(ticket, message)`` when ``fn`` raised). Why one runner and not one mechanism per
feature: the rules that keep the window responsive and the tests honest are the same for all
of them, and were written four times before:

- Stale results are dropped, never delivered. A ticket is stale once it is cancelled
  (``cancel``), once a newer ticket with the same ``key`` is submitted (the odds of the hand
  before, the hint for the position before), or once the runner is shut down. The caller may
  still check that the position it asked about is the one shown (bots compare move numbers).
- Nothing waits on the GUI thread: ``shutdown`` cancels, tells the worker to stop and waits at
  most ``SHUTDOWN_WAIT_S`` (50 ms); a job deep in a computation it cannot interrupt finishes
  on its daemon thread and its result is dropped.
- No leaked threads: a backend's thread ends after shutdown, or after ``IDLE_S`` without
  work; ``LIVE_RUNNERS`` lets the tests' leak check see every runner.
- A job that wants to stop early or report progress is submitted with ``submit_job``: it gets
  a ``TaskControl`` (``cancelled()``, ``progress(done)``; progress arrives as
  ``progress(ticket, done)`` while the ticket is current), as ``job(control, *args)``.
- A minimum time (``min_s``) paces answers a person should be able to follow (a bot's move):
  it is waited off the GUI thread on the ticket's cancel event, never with GUI timers, so
  cancelling or shutting down cuts it short.

Where the work runs is the runner's ``Backend``: ``ThreadBackend`` (the default: one daemon
thread per runner, jobs in order) or the app's worker process
(``task_process.ProcessBackend``), for pure-Python work that would otherwise hold the
interpreter lock the window needs for every repaint.
"""

from __future__ import annotations

import contextlib
import itertools
import queue
import threading
import time
import weakref
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

SHUTDOWN_WAIT_S = 0.05
"""The longest ``shutdown`` waits for a worker thread on the GUI thread."""
IDLE_S = 10.0
"""A worker thread with nothing to do for this long ends (the next job starts a new one)."""

LIVE_RUNNERS: weakref.WeakSet[TaskRunner] = weakref.WeakSet()
"""Every runner not yet garbage-collected: the tests' leak check asks each if work is left."""

_TICKETS = itertools.count(1)


@dataclass(frozen=True)
class Ticket:
    """Names one submitted task: ``id`` is unique in the app, ``key`` is the caller's
    (a newer ticket with the same key makes this one stale)."""

    id: int
    key: Hashable


class TaskControl:
    """What a cooperative job (``submit_job``) gets: whether it should stop, and a way to say
    how far it got. Safe to call from the worker thread."""

    def __init__(self, cancel: threading.Event, report: Callable[[int], None]) -> None:
        self._cancel = cancel
        self._report = report

    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def progress(self, done: int) -> None:
        if not self._cancel.is_set():
            self._report(done)


@dataclass(eq=False)
class Task:
    """One piece of work on its way through a backend."""

    ticket: Ticket
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    wants_control: bool
    """``fn`` is a job that takes a ``TaskControl`` (and runs on a thread, not in a process)."""
    not_before: float
    """``time.monotonic()`` before which the result is not delivered (``min_s``)."""
    report: Callable[[Ticket, int], None]
    cancel: threading.Event = field(default_factory=threading.Event)

    def run(self) -> Any:
        """Call the work (on the worker): ``fn(*args)``, or ``fn(control, *args)`` for a
        job."""
        if self.wants_control:
            control = TaskControl(self.cancel, lambda n: self.report(self.ticket, n))
            return self.fn(control, *self.args)
        return self.fn(*self.args)


Done = Callable[[Task, bool, Any], None]
"""Called by a backend on its own thread when a task ended: (task, ok, result or message)."""


class Backend(Protocol):
    """Where a runner's work runs."""

    def start(self, task: Task, done: Done) -> None:
        """Begin ``task`` (or queue it); call ``done`` once, on any thread, when it ends."""
        ...

    def stop(self, wait_s: float) -> None:
        """No more work: end the backend's threads, waiting at most ``wait_s`` for them."""
        ...

    def alive(self) -> bool:
        """A thread of this backend is still running."""
        ...

    def cancel(self, task: Task) -> None:
        """``task`` was cancelled (its ``cancel`` event is set already): stop it if the
        backend can reach it where it runs."""
        ...


def failure(exc: BaseException) -> str:
    """The message a failed task reports: "ValueError: what went wrong"."""
    return f"{type(exc).__name__}: {exc}"


class ThreadBackend:
    """One plain daemon thread running tasks in order, started with the first task.

    A daemon thread and not a ``QThreadPool``: a pool must be waited for when it is
    destroyed, which froze closing a page for as long as the computation under way took."""

    def __init__(self, name: str = "cardtable-tasks") -> None:
        self.name = name
        self._queue: queue.SimpleQueue[tuple[Task, Done] | None] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._stopped = False

    def start(self, task: Task, done: Done) -> None:
        with self._lock:
            if self._stopped:
                return
            self._queue.put((task, done))
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, name=self.name, daemon=True)
                self._thread.start()

    def stop(self, wait_s: float) -> None:
        with self._lock:
            self._stopped = True
            thread = self._thread
            if thread is not None:
                self._queue.put(None)
        if thread is not None and wait_s > 0:
            thread.join(wait_s)

    def alive(self) -> bool:
        thread = self._thread
        return thread is not None and thread.is_alive()

    def cancel(self, task: Task) -> None:
        """Nothing to do: a job on the thread reads its ``cancel`` event itself."""

    def _serve(self) -> None:
        """The worker thread: run tasks until told to stop or idle too long; never touches
        widgets (results leave through ``done``)."""
        while True:
            try:
                item = self._queue.get(timeout=IDLE_S)
            except queue.Empty:
                with self._lock:
                    if self._queue.empty():
                        self._thread = None  # the next task starts a fresh thread
                        return
                continue
            if item is None:
                return
            task, done = item
            if task.cancel.is_set():
                continue
            try:
                result = task.run()
            except Exception as exc:  # a bug in a job must not kill the worker silently
                done(task, False, failure(exc))
                continue
            done(task, True, result)


class _Bridge(QObject):
    """Carries what the workers report to the GUI thread (queued connections: it lives on
    the GUI thread and is emitted from others)."""

    ended = Signal(object, bool, object)
    progressed = Signal(object, int)


def _emit(signal: SignalInstance, *args: object) -> None:
    with contextlib.suppress(RuntimeError):  # the runner is gone: nobody wants the result
        signal.emit(*args)


def _hand_over(bridge: _Bridge, task: Task, ok: bool, value: Any) -> None:
    """On the backend's thread: keep the minimum time, then hand the result to the GUI
    thread (a cancelled task's result goes nowhere)."""
    rest = task.not_before - time.monotonic()
    if rest > 0:
        task.cancel.wait(rest)
    if not task.cancel.is_set():
        _emit(bridge.ended, task.ticket, ok, value)


class TaskRunner(QObject):
    """Runs work off the GUI thread; ``finished(ticket, result)``, ``failed(ticket,
    message)`` and ``progress(ticket, done)`` arrive on the GUI thread, and only for tickets
    still current (not cancelled, superseded or shut down). Use from the GUI thread."""

    finished = Signal(object, object)
    failed = Signal(object, str)
    progress = Signal(object, int)

    def __init__(
        self,
        parent: QObject | None = None,
        backend: Backend | None = None,
        name: str = "cardtable-tasks",
    ) -> None:
        super().__init__(parent)
        self.backend: Backend = backend if backend is not None else ThreadBackend(name)
        self._pending: dict[int, Task] = {}
        self._closed = False
        self._bridge = _Bridge(self)
        self._bridge.ended.connect(self._on_ended)
        self._bridge.progressed.connect(self._on_progress)
        LIVE_RUNNERS.add(self)

    # ------------------------------------------------------------------ submitting

    def submit(self, key: Hashable, fn: Callable[..., Any], *args: Any,
               min_s: float = 0.0) -> Ticket:
        """Run ``fn(*args)`` in the background; its result no sooner than ``min_s`` from now.
        A pending ticket with the same ``key`` is cancelled: its result would be stale."""
        return self._submit(key, fn, args, False, min_s)

    def submit_job(self, key: Hashable, job: Callable[..., Any], *args: Any,
                   min_s: float = 0.0) -> Ticket:
        """Like ``submit`` for a job that takes a ``TaskControl`` (to stop early when
        cancelled, to report progress): ``job(control, *args)``. On a ``ProcessBackend`` a
        job that pickles runs in the worker process (its control reaches across)."""
        return self._submit(key, job, args, True, min_s)

    def _submit(self, key: Hashable, fn: Callable[..., Any], args: tuple[Any, ...],
                wants_control: bool, min_s: float) -> Ticket:
        ticket = Ticket(next(_TICKETS), key)
        if self._closed:
            return ticket  # never pending, never answered
        self.cancel_key(key)
        bridge = self._bridge
        task = Task(
            ticket, fn, args, wants_control, time.monotonic() + max(0.0, min_s),
            lambda t, n: _emit(bridge.progressed, t, n),
        )  # fmt: skip
        self._pending[ticket.id] = task
        self.backend.start(task, lambda t, ok, value: _hand_over(bridge, t, ok, value))
        return ticket

    # ------------------------------------------------------------------ cancelling

    def cancel(self, ticket: Ticket | None) -> None:
        """Drop ``ticket``'s result (a job that checks its control stops early)."""
        if ticket is None:
            return
        task = self._pending.pop(ticket.id, None)
        if task is not None:
            task.cancel.set()
            self.backend.cancel(task)

    def cancel_key(self, key: Hashable) -> None:
        for task in [t for t in self._pending.values() if t.ticket.key == key]:
            self.cancel(task.ticket)

    def cancel_all(self) -> None:
        for task in list(self._pending.values()):
            self.cancel(task.ticket)

    def shutdown(self, wait_s: float = SHUTDOWN_WAIT_S) -> None:
        """Cancel everything and stop the backend; wait at most ``wait_s`` for its thread."""
        self._closed = True
        self.cancel_all()
        self.backend.stop(wait_s)

    # ------------------------------------------------------------------ state

    def pending(self, ticket: Ticket | None) -> bool:
        """``ticket`` is queued or running, and its result is still wanted."""
        return ticket is not None and ticket.id in self._pending

    def pending_keys(self) -> set[Hashable]:
        return {task.ticket.key for task in self._pending.values()}

    @property
    def busy(self) -> bool:
        """Some result is still wanted."""
        return bool(self._pending)

    @property
    def closed(self) -> bool:
        return self._closed

    def alive(self) -> bool:
        """A thread of this runner's backend is still running."""
        return self.backend.alive()

    def active(self) -> bool:
        """Work is left (the leak check in tests): a result still wanted, or a thread still
        running after shutdown."""
        return self.busy or (self._closed and self.alive())

    # ------------------------------------------------------------------ on the GUI thread

    def _on_ended(self, ticket: Ticket, ok: bool, value: object) -> None:
        if self._pending.pop(ticket.id, None) is None or self._closed:
            return  # cancelled, superseded or shut down meanwhile: stale
        if ok:
            self.finished.emit(ticket, value)
        else:
            self.failed.emit(ticket, str(value))

    def _on_progress(self, ticket: Ticket, done: int) -> None:
        if ticket.id in self._pending and not self._closed:
            self.progress.emit(ticket, done)


def runners_with_threads(wait_s: float = 0.0) -> list[TaskRunner]:
    """The runners whose backend still has a thread running, after waiting up to ``wait_s``
    for the threads of runners already shut down to end (the tests' leak checks: a job that
    was deep in a computation when its page closed ends on its own, soon). A runner not shut
    down keeps its idle thread for ``IDLE_S``: it is not waited for."""
    deadline = time.monotonic() + wait_s
    while any(r.closed and r.alive() for r in list(LIVE_RUNNERS)):
        if time.monotonic() >= deadline:
            break
        time.sleep(0.01)
    return [r for r in list(LIVE_RUNNERS) if r.alive()]
