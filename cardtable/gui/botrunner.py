"""Computer players think on a worker thread, so the window never freezes.

``BotRunner.request`` hands a ``BotRequest`` (the bot's own instance and its seat's view,
never the state) to a QRunnable on the runner's own QThreadPool. The answer comes back to
the GUI thread through a queued signal as ``(move_no, action)``; the session driver drops it
if the table has moved on. A minimum think time, scaled by the animation speed, paces the
bots so a person can follow; it is waited on the worker (an Event with a timeout), not with
GUI timers, and ``shutdown`` cuts it short.
"""

from __future__ import annotations

import threading
import time
import weakref
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from cardtable.table.session import BotRequest

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
        self.pool.start(_BotTask(request, think_ms / 1000.0, self._cancel, self._signals))

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
        """Work is still running on the pool's threads (used by the leak check in tests)."""
        return self.pool.activeThreadCount() > 0
