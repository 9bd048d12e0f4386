"""The app's worker processes: a ``TaskRunner`` backend for pure-Python work.

A bot thinks in pure Python for up to half a second; on a thread of the GUI process it held
the interpreter lock the window needs for every repaint (frames of 150-240 ms on a busy
machine, measured). In a process of its own (``WorkerProcess``, one per pool for the whole
app, started with the first runner that uses it) it shares nothing. Two pools (``POOLS``):
``bots``, and ``reviews`` for the decision reviews of finished hands, which take a second or
two each and run by the hundred: in the bots' process they would hold up the bots' moves, so
they have a process of their own, at a lower priority than the window and the bots. Work
crosses the pipe as ``(fn, args)``: both must pickle, and only what they hold crosses (a bot
and its seat's view, never the state). If the process cannot be started, ``ProcessBackend``
runs the work on a thread of its own instead. A job that takes a ``TaskControl``
(``submit_job``) runs in the process too when it and its arguments pickle (a module's function,
not a lambda): there it gets a ``bot_worker.JobControl``, and cancelling its ticket tells the
process to stop it (``WorkerProcess.cancel``); one that does not pickle runs on the thread.
Plain work in the process cannot be interrupted: cancelling drops its answer. A third pool,
``asked``, runs the reviews a person asked for and waits on (the Spades hand review: seconds of
pure-Python search under the lead rule that held the window up to 450 ms on a thread, measured
with ``benchmarks/bench_review_stall.py``), so they never wait behind the kept reviews.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import pickle
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

from cardtable.gui.common.tasks import Done, Task, TaskRunner, ThreadBackend, Ticket, failure
from cardtable.storage import bot_worker

USE_PROCESS = True
"""Work for a ``ProcessBackend`` runs in the worker process (False: on a thread)."""
POOLS = {"bots": 0, "reviews": 10, "asked": 5}
"""The worker processes by name, with the niceness each runs at (higher: lower priority)."""

Answer = Callable[[bool, Any], None]
Progress = Callable[[int], None]


class CannotCross(Exception):
    """The work or its arguments do not pickle: it cannot be sent to the process."""


class WorkerProcess:
    """One child process running ``bot_worker.serve``, and a reader thread that hands each
    answer to the callback it was asked with (on the reader thread)."""

    def __init__(self, name: str = "bots", niceness: int = 0) -> None:
        ctx = multiprocessing.get_context("spawn")  # a clean interpreter: no Qt, no threads
        self._conn, child = ctx.Pipe()
        self._process = ctx.Process(
            target=bot_worker.serve, args=(child, niceness), name=f"cardtable-{name}",
            daemon=True,
        )  # fmt: skip
        self._process.start()
        child.close()
        self._lock = threading.Lock()
        self._waiting: dict[int, Answer] = {}
        self._progress: dict[int, Progress] = {}
        self._next_key = 0
        self._reader = threading.Thread(target=self._read, name="cardtable-bot-answers",
                                        daemon=True)
        self._reader.start()

    @property
    def alive(self) -> bool:
        return self._process.is_alive() and self._reader.is_alive()

    def submit(
        self, fn: Callable[..., Any], args: tuple[Any, ...], answer: Answer,
        progress: Progress | None = None,
    ) -> int:  # fmt: skip
        """Run ``fn(*args)`` in the process (``fn(control, *args)`` with ``progress``: a job
        that can be cancelled, ``cancel``); ``answer(ok, result or message)`` on the reader
        thread (at once, here, if the work cannot be sent), ``progress(done)`` there as the
        job reports. Returns the work's key. CannotCross, and no answer, when a job does not
        pickle (its caller runs it elsewhere)."""
        with self._lock:
            self._next_key += 1
            key = self._next_key
            self._waiting[key] = answer
            if progress is not None:
                self._progress[key] = progress
            try:
                self._conn.send(("run", key, fn, args, progress is not None))
            except (OSError, ValueError) as exc:
                self._forget(key)
                answer(False, f"the worker process is not answering: {exc}")
            except (pickle.PicklingError, TypeError, AttributeError) as exc:
                self._forget(key)
                if progress is not None:
                    raise CannotCross(failure(exc)) from exc
                answer(False, failure(exc))
        return key

    def cancel(self, key: int) -> None:
        """Tell the process to stop job ``key`` (its ``cancelled()`` turns true; queued, it
        never starts). Its answer still comes, and is the caller's to drop."""
        with self._lock:
            if key in self._waiting:
                with contextlib.suppress(OSError, ValueError):
                    self._conn.send(("cancel", key))

    def busy(self) -> bool:
        """Work sent and not yet answered (the tests' check that nothing is left running)."""
        with self._lock:
            return bool(self._waiting)

    def _forget(self, key: int) -> None:
        self._waiting.pop(key, None)
        self._progress.pop(key, None)

    def _read(self) -> None:
        while True:
            try:
                key, ok, result = self._conn.recv()
            except (EOFError, OSError):
                break
            with self._lock:
                if ok is None:
                    report = self._progress.get(key)
                    answer = None
                else:
                    report = None
                    answer = self._waiting.pop(key, None)
                    self._progress.pop(key, None)
            if report is not None:
                report(result)
            if answer is not None:
                answer(bool(ok), result)
        with self._lock:
            waiting, self._waiting = self._waiting, {}
            self._progress = {}
        for answer in waiting.values():
            answer(False, "the worker process stopped")

    def stop(self) -> None:
        """End the process (tests; the app's exit ends it as a daemon)."""
        with contextlib.suppress(OSError, ValueError):
            self._conn.send(None)
        self._process.join(2.0)
        if self._process.is_alive():
            self._process.terminate()
        self._conn.close()
        self._reader.join(2.0)


_PROCESSES: dict[str, WorkerProcess] = {}


def worker_process(pool: str = "bots") -> WorkerProcess | None:
    """The app's worker process of ``pool`` (``POOLS``), started (again) if need be; None
    if it cannot be started."""
    if not USE_PROCESS:
        return None
    found = _PROCESSES.get(pool)
    if found is None or not found.alive:
        try:
            found = _PROCESSES[pool] = WorkerProcess(pool, POOLS[pool])
        except (OSError, RuntimeError, ValueError):
            _PROCESSES.pop(pool, None)
            return None
    return found


def process_mode(pool: str = "bots") -> str:
    """"process" while the pool's worker process runs, else "thread" (``--report-timing``)."""
    found = _PROCESSES.get(pool)
    return "process" if found is not None and found.alive else "thread"


class ProcessBackend:
    """Runs a runner's work in the app's worker process of ``pool``, or on a thread of its
    own when the process cannot be had (or the work is a job that takes a ``TaskControl``)."""

    def __init__(self, name: str = "cardtable-tasks", pool: str = "bots") -> None:
        self._fallback = ThreadBackend(name)
        self._stopped = False
        self.pool = pool
        self._sent: dict[int, tuple[WorkerProcess, int]] = {}
        """Jobs in the process by ticket id: what ``cancel`` tells to stop."""
        self._lock = threading.RLock()  # ``answer`` may come at once, inside ``start``
        worker_process(pool)  # start it now (while a table deals), not when work comes

    def start(self, task: Task, done: Done) -> None:
        if self._stopped:
            return
        process = worker_process(self.pool)
        if process is None:
            self._fallback.start(task, done)
            return
        ticket_id = task.ticket.id

        def answer(ok: bool, result: Any) -> None:  # on the reader thread
            with self._lock:
                self._sent.pop(ticket_id, None)
            done(task, ok, result)

        if not task.wants_control:
            process.submit(task.fn, task.args, answer)
            return
        with self._lock:
            try:
                key = process.submit(
                    task.fn, task.args, answer, lambda n: task.report(task.ticket, n)
                )
            except CannotCross:  # a lambda, say: it runs here, on the thread
                self._fallback.start(task, done)
                return
            self._sent[ticket_id] = (process, key)

    def cancel(self, task: Task) -> None:
        with self._lock:
            sent = self._sent.pop(task.ticket.id, None)
        if sent is not None:
            sent[0].cancel(sent[1])

    def stop(self, wait_s: float) -> None:
        self._stopped = True
        self._fallback.stop(wait_s)

    def alive(self) -> bool:
        """The fallback thread is still running (the process is the app's, not this
        backend's)."""
        return self._fallback.alive()


def reviews_runner(
    owner: QObject,
    finished: Callable[[Ticket, object], None],
    failed: Callable[[Ticket, str], None],
) -> TaskRunner:
    """A runner for the reviews of finished hands, in the ``reviews`` pool's process (the
    Badugi table's review of the hand just played and the history's kept reviews share it),
    its answers and failures sent to ``finished`` and ``failed``."""
    runner = TaskRunner(owner, ProcessBackend("cardtable-reviews", pool="reviews"))
    runner.finished.connect(finished)
    runner.failed.connect(failed)
    return runner
