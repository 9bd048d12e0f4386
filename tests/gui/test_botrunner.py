"""Bots decide in the app's bot process (not on a thread of the window's process, where they
held the interpreter lock the window needs): answers come back to the GUI thread tagged with
their move, a bot that raises is reported (not lost), the think time is kept, shutdown drops
what is in flight, and without the process the runner falls back to a worker thread."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.core.session import BotRequest
from cardtable.gui.common import task_process
from cardtable.gui.common.botrunner import BotRunner, bot_process
from cardtable.storage.bot_worker import decide


@dataclass
class EchoBot:
    """Answers with what it was shown and the process it ran in (picklable)."""

    def act(self, view: Any) -> Any:
        import os

        return (view, os.getpid())


class BrokenBot:
    def act(self, view: Any) -> Any:
        raise ValueError(f"cannot read {view!r}")


def collect(runner: BotRunner) -> tuple[list[tuple[int, Any]], list[tuple[int, str]]]:
    answers: list[tuple[int, Any]] = []
    failures: list[tuple[int, str]] = []
    runner.answered.connect(lambda m, a: answers.append((m, a)))
    runner.failed.connect(lambda m, msg: failures.append((m, msg)))
    return answers, failures


def test_decide_reports_a_broken_bot_instead_of_raising() -> None:
    assert decide(EchoBot(), "v")[0] is True
    assert decide(BrokenBot(), "v") == (False, "ValueError: cannot read 'v'")


def test_bots_answer_from_their_own_process(qtbot: QtBot, qapp: QApplication) -> None:
    import os

    runner = BotRunner()
    answers, failures = collect(runner)
    runner.request(BotRequest(0, 7, "view of seat 0", EchoBot()))
    runner.request(BotRequest(1, 8, "view of seat 1", BrokenBot()))
    qtbot.waitUntil(lambda: len(answers) + len(failures) == 2, timeout=20000)
    (move, (seen, pid)), = answers
    assert (move, seen) == (7, "view of seat 0") and pid != os.getpid()
    assert failures == [(8, "ValueError: cannot read 'view of seat 1'")]
    assert not runner.busy and not runner.active()
    runner.shutdown()


def test_think_time_is_kept_and_shutdown_drops_the_answer(
    qtbot: QtBot, qapp: QApplication
) -> None:
    runner = BotRunner()
    answers, _ = collect(runner)
    start = time.monotonic()
    runner.request(BotRequest(0, 1, "v", EchoBot()), think_ms=300)
    qtbot.waitUntil(lambda: bool(answers), timeout=20000)
    assert time.monotonic() - start >= 0.3
    runner.request(BotRequest(0, 2, "v", EchoBot()), think_ms=5000)
    assert runner.busy and runner.active()
    runner.shutdown()  # cuts the think time short; the answer is dropped
    assert not runner.active()
    qtbot.wait(300)
    assert [m for m, _ in answers] == [1]


def test_without_the_process_a_thread_does_it(
    qtbot: QtBot, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    monkeypatch.setattr(task_process, "USE_PROCESS", False)
    assert bot_process() is None
    runner = BotRunner()
    answers, _ = collect(runner)
    runner.request(BotRequest(0, 3, "v", EchoBot()))
    qtbot.waitUntil(lambda: bool(answers), timeout=10000)
    assert answers[0][1][1] == os.getpid()
    runner.shutdown()
