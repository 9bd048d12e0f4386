"""GUI test isolation (after napari's habits): every test gets its own QSettings, instant
animations and bots, and fails if it leaves top-level widgets, running bot threads or active
timers behind."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QThreadPool, QTimer
from PySide6.QtWidgets import QApplication

from cardtable.gui.common import tasks
from cardtable.gui.common.prefs import Prefs


def _flush_deletes() -> None:
    gc.collect()
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, qapp: QApplication) -> Iterator[Path]:
    """Settings in a per-test folder under test names; animation and think time off."""
    org, app = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    QCoreApplication.setOrganizationName("cardtable-tests")
    QCoreApplication.setApplicationName("cardtable-tests")
    prefs = Prefs()
    prefs.speed_name = "off"
    prefs.next_hand_pause = -1
    prefs.settings.sync()
    yield tmp_path
    QCoreApplication.setOrganizationName(org)
    QCoreApplication.setApplicationName(app)


@pytest.fixture(autouse=True)
def no_leaks(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fail a test that leaks top-level widgets, background work (a task runner with a result
    still wanted, or the thread of one shut down still running after 5 s) or active QTimers."""
    _flush_deletes()
    before = {id(w) for w in QApplication.topLevelWidgets()}
    timers: list[weakref.ref[QTimer]] = []
    single_shots = {"pending": 0}
    real_start = QTimer.start
    real_single_shot = QTimer.singleShot

    def start(self: QTimer, *args: Any) -> None:
        timers.append(weakref.ref(self))
        real_start(self, *args)

    def single_shot(*args: Any) -> None:
        # Count single shots until they fire; a test must not end with one pending.
        *head, slot = args
        single_shots["pending"] += 1

        def fire() -> None:
            single_shots["pending"] -= 1
            slot()

        real_single_shot(*head, fire)

    monkeypatch.setattr(QTimer, "start", start)
    monkeypatch.setattr(QTimer, "singleShot", staticmethod(single_shot))
    yield
    _flush_deletes()
    problems = []
    tasks.runners_with_threads(wait_s=5.0)
    running = [r for r in list(tasks.LIVE_RUNNERS) if r.active() or r.busy]
    if running or QThreadPool.globalInstance().activeThreadCount():
        problems.append(f"bot threads still running: {running}")
    active = []
    for ref in timers:
        timer = ref()
        try:
            if timer is not None and timer.isActive():
                active.append(timer)
        except RuntimeError:  # the C++ timer is already gone: fine
            pass
    if active:
        problems.append(f"{len(active)} QTimer(s) still active")
    if single_shots["pending"]:
        problems.append(f"{single_shots['pending']} QTimer.singleShot call(s) still pending")
    leaked = [w for w in QApplication.topLevelWidgets() if id(w) not in before and not w.isHidden()]
    leaked += [
        w
        for w in QApplication.topLevelWidgets()
        if id(w) not in before and w.isHidden() and w.parent() is None
    ]
    for w in leaked:
        w.close()
        w.deleteLater()
    _flush_deletes()
    if leaked:
        problems.append(f"leaked top-level widgets: {[type(w).__name__ for w in leaked]}")
    if problems:
        pytest.fail("; ".join(problems))


class SoundRecorder:
    """A sound sink that remembers what was asked of it (tests never touch a device)."""

    def __init__(self) -> None:
        self.played: list[Any] = []

    def play(self, sound: Any) -> None:
        self.played.append(sound)

    def clear(self) -> None:
        self.played.clear()


@pytest.fixture(autouse=True)
def recorded_sounds() -> Iterator[SoundRecorder]:
    """Every GUI test plays its sounds into a recorder: silent, and checkable."""
    from cardtable.gui.common import sound

    recorder = SoundRecorder()
    previous = sound.install(recorder)
    yield recorder
    sound.install(previous)


@pytest.fixture
def fast_practice(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bidding practice with small simulations and quick bots: the page, not the
    coach's strength, is under test (one setting for every practice test file)."""
    from cardtable.gui.spades.coach_practice import BiddingPractice

    monkeypatch.setattr(BiddingPractice, "samples", 30)
    monkeypatch.setattr(BiddingPractice, "bot_budget_ms", 5.0)
    monkeypatch.setattr(BiddingPractice, "bot_samples", 10)
