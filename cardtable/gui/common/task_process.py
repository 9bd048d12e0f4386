"""The app's worker process: a ``TaskRunner`` backend for pure-Python work (bots first).

A bot thinks in pure Python for up to half a second; on a thread of the GUI process it held
the interpreter lock the window needs for every repaint (frames of 150-240 ms on a busy
machine, measured). In a process of its own (``WorkerProcess``, one for the whole app, started
with the first runner that uses it) it shares nothing. Work crosses the pipe as
``(fn, args)``: both must pickle, and only what they hold crosses (a bot and its seat's view,
never the state). If the process cannot be started, ``ProcessBackend`` runs the work on a
thread of its own instead; jobs that take a ``TaskControl`` always run there (a control
cannot cross to another process). A job in the process cannot be interrupted: cancelling
drops its answer.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import pickle
import threading
from collections.abc import Callable
from typing import Any

from cardtable.gui.common.tasks import Done, Task, ThreadBackend, failure
from cardtable.table import bot_worker

USE_PROCESS = True
"""Work for a ``ProcessBackend`` runs in the worker process (False: on a thread)."""

Answer = Callable[[bool, Any], None]


class WorkerProcess:
    """One child process running ``bot_worker.serve``, and a reader thread that hands each
    answer to the callback it was asked with (on the reader thread)."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")  # a clean interpreter: no Qt, no threads
        self._conn, child = ctx.Pipe()
        self._process = ctx.Process(
            target=bot_worker.serve, args=(child,), name="cardtable-bots", daemon=True
        )
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


_PROCESS: WorkerProcess | None = None


def worker_process() -> WorkerProcess | None:
    """The app's worker process, started (again) if need be; None if it cannot be started."""
    global _PROCESS
    if not USE_PROCESS:
        return None
    if _PROCESS is None or not _PROCESS.alive:
        try:
            _PROCESS = WorkerProcess()
        except (OSError, RuntimeError, ValueError):
            _PROCESS = None
    return _PROCESS


def process_mode() -> str:
    """"process" while the worker process runs, else "thread" (``--report-timing``)."""
    return "process" if _PROCESS is not None and _PROCESS.alive else "thread"


class ProcessBackend:
    """Runs a runner's work in the app's worker process, or on a thread of its own when the
    process cannot be had (or the work is a job that takes a ``TaskControl``)."""

    def __init__(self, name: str = "cardtable-tasks") -> None:
        self._fallback = ThreadBackend(name)
        self._stopped = False
        worker_process()  # start it now (while a table deals), not when the first work comes

    def start(self, task: Task, done: Done) -> None:
        if self._stopped:
            return
        process = None if task.wants_control else worker_process()
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
