"""Practice that remembers, in the app (issue 20): both trainers save the position on screen
and the positions answered wrong, which come back after a restart, a few answers later; the
accuracy per situation shows in a window of its own; a damaged memory sets the file aside
with a message that says why."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_trainer import open_trainer, wait_spot, write_progress
from tests_gui_helpers import open_window

from cardtable.badugi.trainer import rank_options
from cardtable.badugi.trainer_progress import ProgressStore
from cardtable.core.practice_memory import INTERVALS
from cardtable.gui.badugi.trainer import DrawTrainer
from cardtable.gui.common import tasks
from cardtable.gui.common.progress_notice import one_paragraph
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.spades.coach_practice import BiddingPractice
from cardtable.spades.practice import Situation
from cardtable.spades.practice_progress import PROGRESS_NAME


@pytest.fixture(autouse=True)
def no_worker_threads() -> Iterator[None]:
    yield
    alive = tasks.runners_with_threads(wait_s=5.0)
    assert not alive, f"worker threads still running: {alive}"


def answer_best(trainer: DrawTrainer) -> None:
    best = rank_options(trainer.options)[0].discard
    trainer.marked = {i for i, c in enumerate(trainer.spot.hand) if c in best}
    trainer.submit()
    assert trainer.result is not None and trainer.result.correct


def answer_worst(trainer: DrawTrainer) -> None:
    worst = rank_options(trainer.options)[-1].discard
    trainer.marked = {i for i, c in enumerate(trainer.spot.hand) if c in worst}
    trainer.submit()
    assert trainer.result is not None and not trainer.result.correct


def test_a_missed_spot_comes_back_after_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    write_progress(tmp_path)
    window, trainer = open_trainer(qtbot, tmp_path)
    missed = trainer.spot
    assert missed is not None
    answer_worst(trainer)
    assert "1 waiting" in trainer.spot_filters.review_box.text()
    window.close()
    # Reopened: the missed spot is in box 1, and comes back after three more answers.
    window, trainer = open_trainer(qtbot, tmp_path)
    assert [r.key for r in trainer.progress.memory.reviews] == [missed.key]
    for _ in range(INTERVALS[0]):
        assert trainer.review is None and trainer.spot.key != missed.key
        answer_best(trainer)
        trainer.act_next.trigger()
        wait_spot(qtbot, trainer)
    assert trainer.spot.key == missed.key and trainer.review is not None
    assert "Review: you missed this spot before (box 1 of 4)" in trainer.kind_label.text()
    sequence_next = trainer.progress.next_spot
    answer_best(trainer)  # right this time: up a box, back after eight more answers
    item = trainer.progress.memory.find(missed.key)
    assert item is not None and item.box == 2
    trainer.act_next.trigger()
    wait_spot(qtbot, trainer)
    assert trainer.review is None and trainer.spot.number == sequence_next
    window.close()


def test_reviews_can_be_turned_off(qtbot: QtBot, tmp_path: Path) -> None:
    write_progress(tmp_path)
    window, trainer = open_trainer(qtbot, tmp_path)
    answer_worst(trainer)
    trainer.spot_filters.review_box.setChecked(False)
    for _ in range(INTERVALS[0] + 1):
        trainer.act_next.trigger()
        wait_spot(qtbot, trainer)
        assert trainer.review is None
        answer_best(trainer)
    assert not ProgressStore(tmp_path).load().progress.review
    window.close()


def test_the_spot_on_screen_survives_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    write_progress(tmp_path)
    window, trainer = open_trainer(qtbot, tmp_path)
    shown = trainer.spot
    assert shown is not None
    window.close()
    window, trainer = open_trainer(qtbot, tmp_path)
    assert trainer.spot == shown and trainer.result is None
    answer_best(trainer)
    trainer.act_next.trigger()
    wait_spot(qtbot, trainer)
    assert trainer.spot.number == shown.number + 1  # the sequence did not skip a spot
    window.close()


def test_accuracy_by_situation(qtbot: QtBot, tmp_path: Path) -> None:
    write_progress(tmp_path)
    window, trainer = open_trainer(qtbot, tmp_path)
    kept = len(rank_options(trainer.options)[0].keep)
    answer_best(trainer)
    dialog = trainer.show_accuracy()
    labels = [dialog.cell_text(r, 0).strip() for r in range(dialog.table.rowCount())]
    start = labels.index("1 draw left (the last)")
    name = {4: "Best play: stand pat", 3: "Best play: keep 3, draw 1",
            2: "Best play: keep 2, draw 2", 1: "Best play: keep 1, draw 3",
            0: "Best play: draw 4"}[kept]  # fmt: skip
    row = labels.index(name, start)
    assert dialog.cell_text(row, 1) == "1" and dialog.cell_text(row, 2) == "1 (100%)"
    assert all(dialog.cell_text(r, 1) in ("", "0") for r in range(start) if r != row)
    dialog.close()
    window.close()


def test_a_damaged_memory_is_set_aside_and_said_why(qtbot: QtBot, tmp_path: Path) -> None:
    tmp_path.mkdir(exist_ok=True)
    doc = {"format": "cardtable-draw-trainer", "version": 2, "settings": {"draws_left": 1},
           "memory": {"reviews": [{"key": "k", "position": {
               "hand": "Ac Ac 3d 4h", "draws_left": 1, "opponents_drew": [1], "dead": "",
               "seed": 0, "number": 0}, "box": 1, "due": 3, "misses": 1}]}}  # fmt: skip
    (tmp_path / "draw_trainer.json").write_text(json.dumps(doc), encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    window.open_trainer("draw")
    trainer = window.trainer
    assert isinstance(trainer, DrawTrainer)
    assert trainer.moved_to is not None and trainer.moved_to.exists()
    text = trainer.error_box.text()
    assert trainer.moved_to.name in text and "appears twice" in text and "Reason:" in text
    assert trainer.notice.text() == one_paragraph(text) and trainer.notice.isVisible()
    trainer.error_box.close()
    wait_spot(qtbot, trainer)
    assert trainer.progress.memory.reviews == []
    window.close()


# ------------------------------------------------------------------ the bidding practice


def open_practice(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, BiddingPractice]:
    """The main window with the bidding practice open and its first hand advised."""
    window = open_window(qtbot, tmp_path)
    window.open_trainer("bidding_coach")
    page = window.trainer
    assert isinstance(page, BiddingPractice)
    qtbot.waitUntil(lambda: page.deal_ready and page.advice is not None, timeout=20000)
    return window, page


def bid(page: BiddingPractice, value: int) -> None:
    page.choose_bid(value)
    page.submit()
    assert page.result is not None


def coach_bid(page: BiddingPractice) -> int:
    advice = page.advice
    assert advice is not None
    return 0 if advice.bid == "nil" or advice.bid == 0 else int(advice.bid)


def next_hand(qtbot: QtBot, page: BiddingPractice) -> None:
    page.act_next.trigger()
    qtbot.waitUntil(lambda: page.deal_ready and page.advice is not None, timeout=20000)


def test_practice_hand_on_screen_and_far_bids_survive_a_restart(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    window, page = open_practice(qtbot, tmp_path)
    page.set_situation(Situation("behind", 8, 3))
    next_hand(qtbot, page)
    shown = page.current
    assert shown is not None
    window.close()
    # Reopened: the same hand, the same score and bags, the player still to bid.
    window, page = open_practice(qtbot, tmp_path)
    assert page.current is not None and page.current.key == shown.key
    assert page.current.state == shown.state
    assert page.current.view.totals == (150, 300)
    far = 13 if coach_bid(page) < 10 else 1
    bid(page, far)
    assert page.result.kind == "far"
    assert "(1 waiting)" in page.review_box.text()
    window.close()
    # Reopened again: it waits in box 1 and comes back three answers later.
    window, page = open_practice(qtbot, tmp_path)
    assert [r.key for r in page.progress.memory.reviews] == [shown.key]
    for _ in range(INTERVALS[0]):
        assert page.review is None
        bid(page, coach_bid(page))
        next_hand(qtbot, page)
    assert page.review is not None and page.current is not None
    assert page.current.key == shown.key and page.current.state == shown.state
    assert "Review: your bid was far from the coach's here before (box 1 of 4)" in (
        page.table_line.text()
    )
    bid(page, coach_bid(page))
    assert page.progress.memory.find(shown.key).box == 2
    dialog = page.show_accuracy()
    labels = [dialog.cell_text(r, 0).strip() for r in range(dialog.table.rowCount())]
    seat = labels.index("Bid 3rd (partner's bid known)")
    assert dialog.cell_text(seat, 1) == "5"  # every hand was bid from the third seat
    assert dialog.cell_text(labels.index("Bid 1st (no bids known)"), 1) == "0"
    dialog.close()
    window.close()


def test_practice_damaged_position_is_set_aside(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    doc = {"format": "cardtable-spades-bidding-practice", "version": 2, "played": 0,
           "by_grade": {"exact": 0, "close": 0, "far": 0},
           "memory": {"current": {"state": {"format": "cardtable-spades-state"}, "seat": 0,
                                  "situation": {}, "seed": 1}}}  # fmt: skip
    (tmp_path / PROGRESS_NAME).write_text(json.dumps(doc), encoding="utf-8")
    window, page = open_practice(qtbot, tmp_path)
    assert page.moved_to is not None and page.moved_to.exists()
    box = page.error_box
    assert box is not None and page.moved_to.name in box.text() and "practice hand" in box.text()
    box.close()
    assert page.progress.memory.current is not None  # the new hand, remembered
    window.close()
