"""The one task runner (``gui/common/tasks.py``): work runs off the GUI thread and its result
comes back on it; a cancelled, superseded or shut-down ticket's result is dropped; progress
and failures are reported; a minimum time paces answers and cancelling cuts it short;
shutdown never waits on the window for a job it cannot interrupt and leaves no thread; and
the worker process is one backend of the same runner (with a thread when it cannot be had)."""

from __future__ import annotations

import os
import threading
import time
from typing import Any

import pytest
from PySide6.QtCore import QObject, QThread
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.gui.common import task_process, tasks
from cardtable.gui.common.task_process import ProcessBackend
from cardtable.gui.common.tasks import (
    SHUTDOWN_WAIT_S,
    TaskControl,
    TaskRunner,
    Ticket,
    runners_with_threads,
)


class Seen:
    """Everything a runner reported, with the thread it was reported on."""

    def __init__(self, runner: TaskRunner) -> None:
        self.results: list[tuple[Ticket, Any]] = []
        self.failures: list[tuple[Ticket, str]] = []
        self.progress: list[tuple[Ticket, int]] = []
        self.threads: set[QThread] = set()
        runner.finished.connect(self._finished)
        runner.failed.connect(lambda t, m: self.failures.append((t, m)))
        runner.progress.connect(lambda t, n: self.progress.append((t, n)))

    def _finished(self, ticket: Ticket, result: Any) -> None:
        self.threads.add(QThread.currentThread())
        self.results.append((ticket, result))


def worker_ident(tag: str) -> tuple[str, int]:
    return tag, threading.get_ident()


def process_id(tag: str) -> tuple[str, int]:
    return tag, os.getpid()


def raises(what: str) -> None:
    raise ValueError(f"cannot {what}")


def counting_job(control: Any, limit_s: float) -> tuple[str, int]:
    """Counts, saying so every 10 ms, until cancelled or ``limit_s`` has passed."""
    end = time.monotonic() + limit_s
    done = 0
    while not control.cancelled() and time.monotonic() < end:
        done += 1
        control.progress(done)
        time.sleep(0.01)
    return ("cancelled" if control.cancelled() else "ran out"), os.getpid()


def test_the_result_comes_back_on_the_gui_thread(qtbot: QtBot, qapp: QApplication) -> None:
    runner = TaskRunner()
    seen = Seen(runner)
    ticket = runner.submit("k", worker_ident, "a")
    assert runner.pending(ticket) and runner.busy
    qtbot.waitUntil(lambda: bool(seen.results), timeout=5000)
    (got, (tag, ident)), = seen.results
    assert got == ticket and tag == "a" and ident != threading.get_ident()
    assert seen.threads == {qapp.thread()}
    assert not runner.pending(ticket) and not runner.busy
    runner.shutdown()
    assert runners_with_threads(wait_s=2.0) == []


def test_a_failure_is_reported_not_lost(qtbot: QtBot) -> None:
    runner = TaskRunner()
    seen = Seen(runner)
    ticket = runner.submit("k", raises, "read it")
    qtbot.waitUntil(lambda: bool(seen.failures), timeout=5000)
    assert seen.failures == [(ticket, "ValueError: cannot read it")] and seen.results == []
    runner.shutdown()


def test_cancelled_and_superseded_tickets_are_dropped(qtbot: QtBot) -> None:
    runner = TaskRunner()
    seen = Seen(runner)
    gate = threading.Event()
    stopped_early: list[bool] = []

    def blocked(control: TaskControl) -> str:
        gate.wait(5)
        stopped_early.append(control.cancelled())
        return "old"

    first = runner.submit_job("odds", blocked)
    cancelled = runner.submit("other", worker_ident, "cancelled")
    runner.cancel(cancelled)
    newer = runner.submit("odds", worker_ident, "newer")  # same key: ``first`` is stale
    assert not runner.pending(first) and not runner.pending(cancelled)
    assert runner.pending(newer) and runner.pending_keys() == {"odds"}
    gate.set()
    qtbot.waitUntil(lambda: bool(seen.results), timeout=5000)
    qtbot.wait(100)
    assert [(t, r[0]) for t, r in seen.results] == [(newer, "newer")]
    assert stopped_early == [True]  # the job saw it was no longer wanted
    runner.shutdown()


def test_progress_arrives_with_its_ticket(qtbot: QtBot) -> None:
    runner = TaskRunner()
    seen = Seen(runner)

    def counting(control: TaskControl) -> int:
        for n in (1, 2, 3):
            control.progress(n)
        return 3

    ticket = runner.submit_job("k", counting)
    qtbot.waitUntil(lambda: bool(seen.results), timeout=5000)
    assert seen.progress == [(ticket, 1), (ticket, 2), (ticket, 3)]
    runner.shutdown()


def test_the_minimum_time_is_kept_and_cancelling_cuts_it_short(qtbot: QtBot) -> None:
    runner = TaskRunner()
    seen = Seen(runner)
    start = time.monotonic()
    runner.submit("k", worker_ident, "paced", min_s=0.3)
    qtbot.waitUntil(lambda: bool(seen.results), timeout=5000)
    assert time.monotonic() - start >= 0.3
    slow = runner.submit("k", worker_ident, "dropped", min_s=10.0)
    qtbot.wait(50)
    start = time.monotonic()
    runner.cancel(slow)
    runner.shutdown()
    assert time.monotonic() - start < 1.0
    assert runners_with_threads(wait_s=2.0) == []
    assert [r[0] for _t, r in seen.results] == ["paced"]


def test_shutdown_does_not_wait_for_a_job_it_cannot_stop(qtbot: QtBot) -> None:
    runner = TaskRunner()
    seen = Seen(runner)
    runner.submit("k", time.sleep, 0.6)  # deep in something that cannot be interrupted
    qtbot.wait(50)
    start = time.monotonic()
    runner.shutdown()
    assert time.monotonic() - start < SHUTDOWN_WAIT_S + 0.1  # the window never waits for it
    assert runner.alive() and runner.active()  # it finishes on its own thread...
    assert runners_with_threads(wait_s=5.0) == []  # ...and the thread ends with it
    after = runner.submit("k", worker_ident, "too late")
    qtbot.wait(100)
    assert seen.results == [] and not runner.pending(after) and not runner.active()


def test_an_idle_thread_ends_and_the_next_task_starts_another(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tasks, "IDLE_S", 0.05)
    runner = TaskRunner()
    seen = Seen(runner)
    runner.submit("k", worker_ident, "one")
    qtbot.waitUntil(lambda: len(seen.results) == 1, timeout=5000)
    qtbot.waitUntil(lambda: not runner.alive(), timeout=5000)  # not shut down: idle
    runner.submit("k", worker_ident, "two")
    qtbot.waitUntil(lambda: len(seen.results) == 2, timeout=5000)
    assert [r[0] for _t, r in seen.results] == ["one", "two"]
    runner.shutdown()


def test_the_worker_process_is_a_backend_of_the_same_runner(
    qtbot: QtBot, qapp: QApplication
) -> None:
    runner = TaskRunner(backend=ProcessBackend())
    seen = Seen(runner)
    in_process = runner.submit("p", process_id, "process")
    on_thread = runner.submit_job("j", lambda control: process_id("job"))
    broken = runner.submit("b", raises, "go on")
    unpicklable = runner.submit("u", process_id, threading.Lock())
    qtbot.waitUntil(lambda: len(seen.results) + len(seen.failures) == 4, timeout=20000)
    results = {t: r for t, r in seen.results}
    assert results[in_process][0] == "process" and results[in_process][1] != os.getpid()
    assert results[on_thread] == ("job", os.getpid())  # a lambda cannot cross the pipe
    failures = dict(seen.failures)
    assert failures[broken] == "ValueError: cannot go on"
    assert failures[unpicklable].startswith("TypeError")
    assert seen.threads == {qapp.thread()}
    runner.shutdown()


def test_a_job_in_the_process_reports_progress_and_stops_when_cancelled(
    qtbot: QtBot,
) -> None:
    runner = TaskRunner(backend=ProcessBackend(pool="asked"))
    seen = Seen(runner)
    process = task_process.worker_process("asked")
    assert process is not None
    long = runner.submit_job("j", counting_job, 60.0)
    qtbot.waitUntil(lambda: len(seen.progress) >= 3, timeout=20000)  # it runs, and says so
    assert {t for t, _n in seen.progress} == {long}
    assert [n for _t, n in seen.progress][:3] == [1, 2, 3]
    runner.cancel(long)
    # Told to stop, the process is free again at once, not after the job's minute.
    qtbot.waitUntil(lambda: not process.busy(), timeout=5000)
    short = runner.submit_job("j", counting_job, 0.0)
    qtbot.waitUntil(lambda: bool(seen.results), timeout=5000)
    assert seen.results == [(short, ("ran out", process._process.pid))]
    assert process._process.pid != os.getpid()
    # Shutting the runner down stops its job in the process too (nothing left running).
    runner.submit_job("j", counting_job, 60.0)
    qtbot.waitUntil(lambda: process.busy() and len(seen.progress) > 3, timeout=5000)
    runner.shutdown()
    qtbot.waitUntil(lambda: not process.busy(), timeout=5000)
    assert len(seen.results) == 1 and not seen.failures


def test_without_the_process_its_backend_uses_a_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(task_process, "USE_PROCESS", False)
    runner = TaskRunner(backend=ProcessBackend())
    seen = Seen(runner)
    runner.submit("p", process_id, "fallback")
    qtbot.waitUntil(lambda: bool(seen.results), timeout=5000)
    assert seen.results[0][1] == ("fallback", os.getpid())
    runner.shutdown()
    assert runners_with_threads(wait_s=2.0) == []


def test_the_reviews_runner_works_in_the_reviews_process(qtbot: QtBot) -> None:
    """The table's review of the last hand and the history's kept reviews share one runner
    recipe (``reviews_runner``): the ``reviews`` pool's process, answers to the owner's slots."""
    owner = QObject()
    results: list[tuple[Any, Any]] = []
    failures: list[tuple[Any, str]] = []
    runner = task_process.reviews_runner(
        owner, lambda t, r: results.append((t, r)), lambda t, m: failures.append((t, m))
    )
    assert runner.parent() is owner
    done = runner.submit("r", process_id, "review")
    broken = runner.submit("b", raises, "review")
    qtbot.waitUntil(lambda: len(results) + len(failures) == 2, timeout=20000)
    reviews = task_process.worker_process("reviews")
    assert reviews is not None
    assert results == [(done, ("review", reviews._process.pid))]
    assert failures == [(broken, "ValueError: cannot review")]
    runner.shutdown()
