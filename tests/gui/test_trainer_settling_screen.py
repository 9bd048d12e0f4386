"""What the draw trainer's page shows while a close call settles (session 20's leftovers):
the stars follow the ranking (no row below the choice is starred over it), the score line
says it is counting rather than showing the figures before the waiting answers, and a
settling that fails after its spot went is not read as the next spot's."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from test_trainer_settles import answer, close_call_then_next, held, no_worker_threads, open_on

from cardtable.badugi.trainer import Spot, position_options
from cardtable.core.cards import parse_cards
from cardtable.gui.badugi import trainer_settling
from cardtable.gui.badugi.trainer import DrawTrainer

__all__ = ["held", "no_worker_threads"]  # fixtures, used by name


def choice_row(trainer: DrawTrainer) -> int:
    assert trainer.result is not None
    return trainer.result.rank - 1


def test_no_row_below_the_settling_choice_is_starred(
    qtbot: QtBot, tmp_path: Path, held: threading.Event
) -> None:
    """The as-good close call (two draws, 2♦ dead): thrown J♥ 9♣ 10♣, 0.2 points below the
    best, settling; "Draw 2: J♥ 10♣", 0.5 below, was starred under the blank choice. Once
    settled right, the choice is starred and so is that row again (within the precision,
    below a choice as good as the best)."""
    trainer = open_on(qtbot, tmp_path, "5d Jh 9c Tc", (1,), 183, draws=2, dead="2d")
    answer(trainer, "Jh 9c Tc")
    assert "Settling it by dealing" in trainer.verdict.text()
    row = choice_row(trainer)
    assert row > 0 and row not in trainer.best_rows()
    assert all(r < row for r in trainer.best_rows()), (row, trainer.best_rows())
    held.set()
    qtbot.waitUntil(lambda: "Settled by" in trainer.verdict.text(), timeout=15000)
    result = trainer.result
    assert result is not None and result.correct
    starred = trainer.best_rows()
    assert row in starred and any(r > row for r in starred)


def test_the_score_says_counting_while_answers_wait(
    qtbot: QtBot, tmp_path: Path, held: threading.Event
) -> None:
    """A close call settling, Next, a right answer graded at once: its verdict shows but it
    waits to be counted after the close call; the score line said the figures from before
    both ("Score 0/0 …") for that while. It says it is counting, then the figures."""
    trainer = close_call_then_next(qtbot, tmp_path)
    assert trainer.score_label.text() == "Score: counting…"
    spot = Spot(tuple(parse_cards("Ac 2d 3h Ks")), 1, (1,), (), 1, 500)
    trainer._show(position_options(spot))
    answer(trainer, " ".join(map(str, trainer.options[0].discard)))
    assert trainer.verdict.text().startswith("Right!")
    assert trainer.score_label.text() == "Score: counting…"
    held.set()
    qtbot.waitUntil(lambda: trainer.progress.played == 2, timeout=15000)
    assert trainer.score_label.text().startswith("Score 1/2 (50%)   Streak 1")


def test_a_right_answer_with_nothing_waiting_is_counted_at_once(
    qtbot: QtBot, tmp_path: Path
) -> None:
    trainer = open_on(qtbot, tmp_path, "Ac 2d 3h Ks", (1,), 500, draws=1)
    answer(trainer, " ".join(map(str, trainer.options[0].discard)))
    assert trainer.score_label.text().startswith("Score 1/1 (100%)")


@pytest.fixture
def fails_when_let(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Settling fails (a bug) once the test sets the event."""
    release = threading.Event()

    def broken(*_args: Any, **_kwargs: Any) -> None:
        release.wait(15)
        raise RuntimeError("no deals today")

    monkeypatch.setattr(trainer_settling, "settle", broken)
    yield release
    release.set()


def test_a_failure_after_its_spot_went_names_an_earlier_spot(
    qtbot: QtBot, tmp_path: Path, fails_when_let: threading.Event
) -> None:
    """The close call's settling failed while the next spot was on screen: the line said
    "The close call could not be settled", read as the new spot's. It names an earlier
    spot, and goes when the spot on screen changes."""
    trainer = close_call_then_next(qtbot, tmp_path)
    fails_when_let.set()
    qtbot.waitUntil(lambda: "could not be settled" in trainer.status.text(), timeout=15000)
    said = trainer.status.text()
    assert said.startswith("The close call of an earlier spot could not be settled: ")
    assert "no deals today" in said
    answer(trainer, "")  # stand pat on the spot on screen, then on to the next
    trainer.next_spot()
    qtbot.waitUntil(lambda: trainer.spot is not None and trainer.result is None, timeout=15000)
    assert "could not be settled" not in trainer.status.text()


def test_a_failure_on_screen_goes_with_its_spot(
    qtbot: QtBot, tmp_path: Path, fails_when_let: threading.Event
) -> None:
    trainer = open_on(qtbot, tmp_path, "5c Qd 7h 4c", (0, 3, 2), 35)
    answer(trainer, "Qd 4c")
    fails_when_let.set()
    qtbot.waitUntil(lambda: "could not be settled" in trainer.status.text(), timeout=15000)
    assert trainer.status.text().startswith("The close call could not be settled: ")
    trainer.next_spot()
    qtbot.waitUntil(lambda: trainer.spot is not None and trainer.result is None, timeout=15000)
    assert "could not be settled" not in trainer.status.text()
