"""Computer players think away from the GUI, so the window never freezes.

``BotRunner.request`` hands a ``BotRequest`` (the bot's own instance and its seat's view,
never the state) to the app's bot process (``BotProcess``, one for the whole app, started with
the first table): a bot thinks in pure Python for up to half a second, and on a thread of the
GUI process it held the interpreter lock the window needs for every repaint (frames of 150-240
ms on a busy machine, measured). If the process cannot be started the runner falls back to a
worker thread (``QThreadPool``). The answer comes back to the GUI thread through a queued
signal as ``(move_no, action)``; the session driver drops it if the table has moved on. A
minimum think time, scaled by the animation speed, paces the bots so a person can follow; it is
waited off the GUI thread (an Event with a timeout), never with GUI timers, and ``shutdown``
cuts it short.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from cardtable.core.session import BotRequest
from cardtable.table import bot_worker

USE_PROCESS = True
"""Bots decide in the bot process (False: on a worker thread of the GUI process)."""

LIVE_RUNNERS: weakref.WeakSet[BotRunner] = weakref.WeakSet()
"""Every runner not yet garbage-collected: the test fixture checks none has work running."""


class _Signals(QObject):
    """Carries the worker's result to the GUI thread (QRunnable is not a QObject)."""

    answered = Signal(int, object)
    failed = Signal(int, str)


class _BotTask(QRunnable):
    def __init__(
        self, request: BotRequest, think_s: float, cancel: threading.Event, signals: _Signals
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.request = request
        self.think_s = think_s
        self.cancel = cancel
        self.signals = signals

    def run(self) -> None:
        start = time.monotonic()
        try:
            action = self.request.bot.act(self.request.view)
        except Exception as exc:  # a bot bug must not kill the worker silently
            if not self.cancel.is_set():
                self.signals.failed.emit(self.request.move_no, f"{type(exc).__name__}: {exc}")
            return
        rest = self.think_s - (time.monotonic() - start)
        if rest > 0:
            self.cancel.wait(rest)
        if not self.cancel.is_set():
            self.signals.answered.emit(self.request.move_no, action)


Done = Callable[[bool, Any], None]


class BotProcess:
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
        self._waiting: dict[int, Done] = {}
        self._next_key = 0
        self._reader = threading.Thread(target=self._read, name="cardtable-bot-answers",
                                        daemon=True)
        self._reader.start()

    @property
    def alive(self) -> bool:
        return self._process.is_alive() and self._reader.is_alive()

    def submit(self, bot: Any, view: Any, done: Done) -> None:
        with self._lock:
            self._next_key += 1
            key = self._next_key
            self._waiting[key] = done
            try:
                self._conn.send((key, bot, view))
            except (OSError, ValueError) as exc:
                del self._waiting[key]
                done(False, f"the bots' process is not answering: {exc}")

    def _read(self) -> None:
        while True:
            try:
                key, ok, answer = self._conn.recv()
            except (EOFError, OSError):
                break
            with self._lock:
                done = self._waiting.pop(key, None)
            if done is not None:
                done(ok, answer)
        with self._lock:
            waiting, self._waiting = self._waiting, {}
        for done in waiting.values():
            done(False, "the bots' process stopped")

    def stop(self) -> None:
        """End the process (tests; the app's exit ends it as a daemon)."""
        with contextlib.suppress(OSError, ValueError):
            self._conn.send(None)
        self._process.join(2.0)
        if self._process.is_alive():
            self._process.terminate()
        self._conn.close()
        self._reader.join(2.0)


_PROCESS: BotProcess | None = None


def bot_process() -> BotProcess | None:
    """The app's bot process, started (again) if need be; None if it cannot be started."""
    global _PROCESS
    if not USE_PROCESS:
        return None
    if _PROCESS is None or not _PROCESS.alive:
        try:
            _PROCESS = BotProcess()
        except (OSError, RuntimeError, ValueError):
            _PROCESS = None
    return _PROCESS


def bots_mode() -> str:
    """"process" while the bot process runs, else "thread" (``--report-timing`` says it)."""
    return "process" if _PROCESS is not None and _PROCESS.alive else "thread"


class BotRunner(QObject):
    """Runs bots off the GUI thread. ``answered(move_no, action)`` arrives on the GUI thread."""

    answered = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)  # one decision at a time: the table waits for it anyway
        self._cancel = threading.Event()
        self._signals = _Signals(self)
        self._signals.answered.connect(self._on_answered)
        self._signals.failed.connect(self._on_failed)
        self._pending = 0
        self._in_flight = 0  # requests with the bot process not yet answered
        self._flight_lock = threading.Lock()
        bot_process()  # start it now, while the table deals, not at the first bot's turn
        LIVE_RUNNERS.add(self)

    @property
    def busy(self) -> bool:
        """A decision is being worked on or waits to be delivered."""
        return self._pending > 0

    def request(self, request: BotRequest, think_ms: int = 0) -> None:
        """Let the bot decide on a worker; answer no sooner than ``think_ms`` from now."""
        if self._cancel.is_set():
            return
        self._pending += 1
        process = bot_process()
        if process is None:
            self.pool.start(_BotTask(request, think_ms / 1000.0, self._cancel, self._signals))
            return
        think_s, start = think_ms / 1000.0, time.monotonic()
        cancel, signals, move_no = self._cancel, self._signals, request.move_no
        with self._flight_lock:
            self._in_flight += 1

        def done(ok: bool, answer: Any) -> None:  # on the reader thread
            rest = think_s - (time.monotonic() - start)
            if rest > 0:
                cancel.wait(rest)
            with self._flight_lock:
                self._in_flight -= 1
            if cancel.is_set():
                return
            try:
                if ok:
                    signals.answered.emit(move_no, answer)
                else:
                    signals.failed.emit(move_no, str(answer))
            except RuntimeError:  # the table went away meanwhile
                pass

        process.submit(request.bot, request.view, done)

    def _on_answered(self, move_no: int, action: Any) -> None:
        self._pending = max(0, self._pending - 1)
        self.answered.emit(move_no, action)

    def _on_failed(self, move_no: int, message: str) -> None:
        self._pending = max(0, self._pending - 1)
        self.failed.emit(move_no, message)

    def shutdown(self) -> None:
        """Stop: drop queued work, cut think time short, wait for the worker to finish."""
        self._cancel.set()
        self.pool.clear()
        self.pool.waitForDone()
        self._pending = 0

    def active(self) -> bool:
        """Work is still running for this runner that has not been cancelled (the leak check
        in tests): on the pool's threads, or in the bot process."""
        if self._in_flight > 0 and not self._cancel.is_set():
            return True
        try:
            return self.pool.activeThreadCount() > 0
        except RuntimeError:  # the runner's table is gone, and its pool with it
            return False
