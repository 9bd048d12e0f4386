"""The trainer page settles a close call off the GUI thread: answered in the band the
approximate figures cannot decide (``trainer.needs_settling``), the verdict first says it is
being settled, then gives the settled verdict with its figure and ±; the answer is counted
in the score only then, also when the learner has moved on meanwhile. Failed before: the
verdict said "Right: ... within the figures' precision" at once and the answer counted as
right."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from tests_gui_helpers import open_window, translated_by

from cardtable.badugi.trainer import Spot, position_options
from cardtable.badugi.trainer_progress import spot_from_json
from cardtable.core.cards import parse_cards
from cardtable.gui.badugi import trainer_settling
from cardtable.gui.badugi.trainer import DrawTrainer
from cardtable.gui.common import tasks
from cardtable.i18n import fill_ts


@pytest.fixture(autouse=True)
def no_worker_threads() -> Iterator[None]:
    yield
    alive = tasks.runners_with_threads(wait_s=5.0)
    assert not alive, f"worker threads still running: {alive}"


def open_on(qtbot: QtBot, data_dir: Path, hand: str, opponents: tuple[int, ...], number: int,
            draws: int = 3, dead: str = "") -> DrawTrainer:  # fmt: skip
    """The trainer page showing the study's spot ``number`` (seed 1)."""
    doc = {"format": "cardtable-draw-trainer", "version": 1, "seed": 1234, "next_spot": 0,
           "settings": {"kinds": ["pat", "one", "two", "break"], "draws_left": 1,
                        "with_dead": False}}  # fmt: skip
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "draw_trainer.json").write_text(json.dumps(doc), encoding="utf-8")
    window = open_window(qtbot, data_dir)
    qtbot.mouseClick(window.start_screen.trainer_buttons["draw"], Qt.MouseButton.LeftButton)
    trainer = window.trainer
    assert isinstance(trainer, DrawTrainer)
    qtbot.waitUntil(lambda: trainer.spot is not None, timeout=15000)
    spot = Spot(tuple(parse_cards(hand)), draws, opponents, tuple(parse_cards(dead)), 1, number)
    trainer._show(position_options(spot))
    return trainer


def answer(trainer: DrawTrainer, thrown: str) -> None:
    assert trainer.spot is not None
    for card in parse_cards(thrown):
        trainer.toggle(trainer.spot.hand.index(card))
    trainer.submit()


def test_settling_then_a_wrong_verdict(qtbot: QtBot, tmp_path: Path) -> None:
    trainer = open_on(qtbot, tmp_path, "5c Qd 7h 4c", (0, 3, 2), 35)
    played = trainer.progress.played
    answer(trainer, "Qd 4c")
    text = trainer.verdict.text()
    assert "Settling it by dealing both out" in text and "0.2 points less often" in text
    assert trainer.progress.played == played  # not counted before its verdict
    assert trainer.results.isVisible()  # the approximate figures meanwhile
    assert trainer.best_rows() == [0]  # the choice unstarred until its verdict
    qtbot.waitUntil(lambda: "Settled by" in trainer.verdict.text(), timeout=15000)
    text = trainer.verdict.text()
    assert text.startswith("The best play is Draw 2: 5♣ Q♦")
    assert "Settled by 10,000 deals: yours wins 0.18 ± 0.01 points less often." in text
    result = trainer.result
    assert result is not None and result.settled is not None and not result.correct
    assert trainer.progress.played == played + 1 and trainer.progress.streak == 0
    assert trainer.best_rows() == [0]  # the choice's row has no star now


def test_settling_then_a_right_verdict_in_korean(qtbot: QtBot, tmp_path: Path) -> None:
    with translated_by(fill_ts.translations(fill_ts.SHELL)):
        trainer = open_on(qtbot, tmp_path, "5d Jh 9c Tc", (1,), 183, draws=2, dead="2d")
        correct = trainer.progress.correct
        answer(trainer, "Jh 9c Tc")
        assert "판정하는 중" in trainer.verdict.text()
        qtbot.waitUntil(lambda: "번 돌려 본 판정" in trainer.verdict.text(), timeout=15000)
        assert trainer.verdict.text().startswith("정답: 최선의 선택")
        assert "40,000번 돌려 본 판정: 고른 선택의 승률이 0.11 ± 0.09%p 높습니다." in (
            trainer.verdict.text()
        )
        assert trainer.progress.correct == correct + 1
        assert trainer.result is not None and trainer.result.rank - 1 in trainer.best_rows()


def test_moving_on_while_settling_still_counts_the_answer(qtbot: QtBot, tmp_path: Path) -> None:
    trainer = open_on(qtbot, tmp_path, "5c Qd 7h 4c", (0, 3, 2), 35)
    played, correct = trainer.progress.played, trainer.progress.correct
    answer(trainer, "Qd 4c")
    trainer.next_spot()
    qtbot.waitUntil(lambda: trainer.progress.played == played + 1, timeout=15000)
    assert trainer.progress.correct == correct  # counted as settled: wrong
    assert trainer.progress.memory.waiting() == 1  # a miss, to come back
    # The verdict went with its spot: the next one is not graded by it.
    assert trainer.result is None or trainer.result.settled is None


def test_closing_while_settling_loses_no_answer(qtbot: QtBot, tmp_path: Path) -> None:
    """The page closed before the verdict came: the answer counts with the grade the
    figures gave (nothing better is known), and is saved."""
    trainer = open_on(qtbot, tmp_path, "5c Qd 7h 4c", (0, 3, 2), 35)
    played = trainer.progress.played
    answer(trainer, "Qd 4c")
    trainer.shutdown()
    assert trainer.progress.played == played + 1
    saved = json.loads((tmp_path / "draw_trainer.json").read_text(encoding="utf-8"))
    assert saved["played"] == played + 1


def test_a_settling_that_fails_says_the_grade_rests_on_the_estimate(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dealing it out failed (a bug): the answer counts as the figures graded it (right,
    within their precision), its row carries the star that grade gives, and the verdict says
    the grade rests on the estimate. Failed before: the row stayed unstarred (as while
    settling) under a verdict that read "Right: as good as the best play"."""

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("no deals today")

    monkeypatch.setattr(trainer_settling, "settle", broken)
    trainer = open_on(qtbot, tmp_path, "5c Qd 7h 4c", (0, 3, 2), 35)
    correct = trainer.progress.correct
    answer(trainer, "Qd 4c")
    qtbot.waitUntil(lambda: "could not be settled" in trainer.status.text(), timeout=15000)
    assert "no deals today" in trainer.status.text()
    result = trainer.result
    assert result is not None and result.correct and result.settled is None
    assert trainer.progress.correct == correct + 1
    text = trainer.verdict.text()
    assert "Settling it by dealing" not in text
    assert "rests on the approximate figures" in text, text
    assert result.rank - 1 in trainer.best_rows()  # starred, as the verdict says right


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Settling waits until the test sets the event (set at the end in any case): the
    learner moves on before the verdict comes, however fast the machine."""
    release = threading.Event()
    real = trainer_settling.settle

    def slow(*args: Any, **kwargs: Any) -> Any:
        release.wait(15)
        return real(*args, **kwargs)

    monkeypatch.setattr(trainer_settling, "settle", slow)
    yield release
    release.set()


def close_call_then_next(qtbot: QtBot, data_dir: Path) -> DrawTrainer:
    """The close call answered (truly worse: settled wrong), then Next pressed at once: the
    page shows the next spot, unanswered, while the close call is still settling."""
    trainer = open_on(qtbot, data_dir, "5c Qd 7h 4c", (0, 3, 2), 35)
    answer(trainer, "Qd 4c")
    trainer.next_spot()
    qtbot.waitUntil(lambda: trainer.spot is not None and trainer.result is None,
                    timeout=15000)  # fmt: skip
    return trainer


def test_answers_count_in_the_order_they_were_given(
    qtbot: QtBot, tmp_path: Path, held: threading.Event
) -> None:
    """A close call (settled wrong), Next at once, then a right answer graded at once
    before the close call's verdict comes: the score counts the miss first, so the streak
    is 1 (the right answer after it), not 0. Failed before: the right answer was counted
    first and the late miss broke the streak after it."""
    trainer = close_call_then_next(qtbot, tmp_path)
    start = trainer.progress.played
    spot = Spot(tuple(parse_cards("Ac 2d 3h Ks")), 1, (1,), (), 1, 500)
    trainer._show(position_options(spot))
    assert trainer.spot is spot
    answer(trainer, " ".join(map(str, trainer.options[0].discard)))
    assert trainer.result is not None and trainer.result.correct
    assert trainer.result.settled is None
    held.set()
    qtbot.waitUntil(lambda: trainer.progress.played == start + 2, timeout=15000)
    assert trainer.progress.correct == 1
    assert trainer.progress.streak == 1 and trainer.progress.best_streak == 1
    answers = [a.right for a in trainer.progress.memory.log]
    assert answers[-2:] == [False, True]


def test_a_late_verdict_keeps_the_spot_on_screen_for_the_next_run(
    qtbot: QtBot, tmp_path: Path, held: threading.Event
) -> None:
    """A close call's verdict comes while the next spot is on screen, unanswered: counting
    the late answer must not forget that spot (the trainer shows it again when it opens).
    Failed before: counting cleared the memory's spot on screen, whichever was answered."""
    trainer = close_call_then_next(qtbot, tmp_path)
    played = trainer.progress.played
    on_screen = trainer.spot
    assert on_screen is not None and trainer.progress.memory.current is not None
    held.set()
    qtbot.waitUntil(lambda: trainer.progress.played == played + 1, timeout=15000)
    current = trainer.progress.memory.current
    assert current is not None and spot_from_json(current) == on_screen
    saved = json.loads((tmp_path / "draw_trainer.json").read_text(encoding="utf-8"))
    assert spot_from_json(saved["memory"]["current"]) == on_screen
