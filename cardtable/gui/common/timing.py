"""Measuring the app as a person feels it (``cardtable --report-timing``, used by
``benchmarks/bench_startup.py``): when the window first shows something, and how long the
event loop is ever kept from running (a "stall": clicks, repaints and animations wait that
long).

``StallProbe`` runs a precise 5 ms timer on the GUI thread; the longest gap between two of its
ticks, less the interval, is the longest stall. A watchdog thread looks at the gap as it grows
and, when it passes ``SAMPLE_MS``, records where the GUI thread is (its Python stack), so a
stall can be traced to the code that caused it rather than guessed at.
"""

from __future__ import annotations

import sys
import threading
import time
import traceback
from collections import Counter

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal

INTERVAL_MS = 5
SAMPLE_MS = 30.0


class FirstPaint(QObject):
    """Notes the wall-clock time (``time.time()``) right after the first paint of ``watched``
    (an application: any of its widgets): the first frame a person sees. ``painted`` is
    emitted then, once."""

    painted = Signal()

    def __init__(self, watched: QObject) -> None:
        super().__init__(watched)
        self.at: float | None = None
        self._seen = False
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if not self._seen and event.type() == QEvent.Type.Paint:
            self._seen = True
            QTimer.singleShot(0, self._painted)  # after this paint has been carried out
        return False

    def _painted(self) -> None:
        self.at = time.time()
        watched = self.parent()
        if watched is not None:  # stop filtering: a Python call per event costs
            watched.removeEventFilter(self)
        self.painted.emit()


class StallProbe(QObject):
    """The longest time the GUI thread's event loop did not run, and where it was."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self._tick)
        self.longest_ms = 0.0
        self.longest_cpu = (0.0, 0.0)  # during it: CPU ms of the GUI thread, of the process
        self.over_50 = 0
        self._cpu = (0.0, 0.0)
        self.places: Counter[str] = Counter()
        self._last = 0.0
        self._main = threading.main_thread().ident
        self._sampled = False
        self._stop = threading.Event()
        self._watch = threading.Thread(target=self._watchdog, name="stall-watchdog", daemon=True)

    def start(self) -> None:
        if self._watch.is_alive() or self._stop.is_set():
            return
        self._last = time.perf_counter()
        self._cpu = (time.thread_time(), time.process_time())
        self.timer.start()
        self._watch.start()

    def stop(self) -> None:
        self.timer.stop()
        self._stop.set()
        if self._watch.is_alive():
            self._watch.join(1.0)

    def _tick(self) -> None:
        now = time.perf_counter()
        cpu = (time.thread_time(), time.process_time())
        stall = (now - self._last) * 1000.0 - INTERVAL_MS
        self._last = now
        self._sampled = False
        if stall > self.longest_ms:
            self.longest_ms = stall
            # Little GUI CPU but much process CPU: waiting for the bots' interpreter lock;
            # little of both: the machine gave the process no time (other work on it).
            (gui_0, process_0), (gui_1, process_1) = self._cpu, cpu
            self.longest_cpu = ((gui_1 - gui_0) * 1000.0, (process_1 - process_0) * 1000.0)
        self._cpu = cpu
        if stall > 50.0:
            self.over_50 += 1

    def _watchdog(self) -> None:
        while not self._stop.wait(0.01):
            gap = (time.perf_counter() - self._last) * 1000.0
            if gap > SAMPLE_MS and not self._sampled:
                self._sampled = True
                frame = (
                    sys._current_frames().get(self._main)  # noqa: SLF001 (stack sample)
                    if self._main is not None
                    else None
                )
                if frame is not None:
                    stack = traceback.extract_stack(frame)[-6:]
                    self.places[" < ".join(
                        f"{f.name} ({f.filename.rsplit('/', 1)[-1]}:{f.lineno})"
                        for f in reversed(stack)
                    )] += 1

    def report(self) -> list[str]:
        gui, process = self.longest_cpu
        lines = [
            f"longest_stall_ms={self.longest_ms:.1f}",
            f"longest_stall_cpu_ms={gui:.1f},{process:.1f}",
            f"stalls_over_50ms={self.over_50}",
        ]
        for place, count in self.places.most_common(5):
            lines.append(f"stall_at={count}x {place}")
        return lines
