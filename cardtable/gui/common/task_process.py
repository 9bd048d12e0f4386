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
runs the work on a thread of its own instead; jobs that take a ``TaskControl`` always run
there (a control cannot cross to another process). A job in the process cannot be
interrupted: cancelling drops its answer.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import pickle
import threading
from collections.abc import Callable
from typing import Any

from cardtable.gui.common.tasks import Done, Task, ThreadBackend, failure
from cardtable.storage import bot_worker

USE_PROCESS = True
"""Work for a ``ProcessBackend`` runs in the worker process (False: on a thread)."""
POOLS = {"bots": 0, "reviews": 10}
"""The worker processes by name, with the niceness each runs at (higher: lower priority)."""

Answer = Callable[[bool, Any], None]


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
        self._next_key = 0
        self._reader = threading.Thread(target=self._read, name="cardtable-bot-answers",
                                        daemon=True)
        self._reader.start()

    @property
    def alive(self) -> bool:
        return self._process.is_alive() and self._reader.is_alive()

    def submit(self, fn: Callable[..., Any], args: tuple[Any, ...], answer: Answer) -> None:
        """Run ``fn(*args)`` in the process; ``answer(ok, result or message)`` on the
        reader thread (at once, here, if the work cannot be sent)."""
        with self._lock:
            self._next_key += 1
            key = self._next_key
            self._waiting[key] = answer
            try:
                self._conn.send((key, fn, args))
            except (OSError, ValueError) as exc:
                del self._waiting[key]
                answer(False, f"the bots' process is not answering: {exc}")
            except (pickle.PicklingError, TypeError, AttributeError) as exc:
                del self._waiting[key]
                answer(False, failure(exc))

    def _read(self) -> None:
        while True:
            try:
                key, ok, result = self._conn.recv()
            except (EOFError, OSError):
                break
            with self._lock:
                answer = self._waiting.pop(key, None)
            if answer is not None:
                answer(ok, result)
        with self._lock:
            waiting, self._waiting = self._waiting, {}
        for answer in waiting.values():
            answer(False, "the bots' process stopped")

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
        worker_process(pool)  # start it now (while a table deals), not when work comes

    def start(self, task: Task, done: Done) -> None:
        if self._stopped:
            return
        process = None if task.wants_control else worker_process(self.pool)
        if process is None:
            self._fallback.start(task, done)
            return

        def answer(ok: bool, result: Any) -> None:  # on the reader thread
            done(task, ok, result)

        process.submit(task.fn, task.args, answer)

    def stop(self, wait_s: float) -> None:
        self._stopped = True
        self._fallback.stop(wait_s)

    def alive(self) -> bool:
        """The fallback thread is still running (the process is the app's, not this
        backend's)."""
        return self._fallback.alive()
