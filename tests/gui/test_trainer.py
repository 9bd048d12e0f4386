"""The draw trainer page, driven like a person: open it from the start screen, mark cards with
clicks and keys, answer, read the results (compared with the odds engine itself), play it out,
filter the spots, and keep progress between runs (a corrupt file is set aside and reported).
What the trainer remembers (missed spots coming back, the spot on screen, the accuracy per
situation) is tested in ``test_trainer_memory.py``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from tests_gui_helpers import SMALL, WIDE, cut_off, open_window

from cardtable.badugi.odds.draws import discard_options
from cardtable.badugi.trainer import rank_options, spot_options
from cardtable.badugi.trainer_progress import ProgressStore
from cardtable.gui.badugi.trainer import DrawTrainer
from cardtable.gui.badugi.trainer_panels import BEST_COLOUR, CHOICE_COLOUR
from cardtable.gui.common import tasks
from cardtable.gui.shell.mainwindow import MainWindow


@pytest.fixture(autouse=True)
def no_worker_threads() -> Iterator[None]:
    yield
    alive = tasks.runners_with_threads(wait_s=5.0)
    assert not alive, f"odds worker threads still running: {alive}"


def write_progress(data_dir: Path, **settings: object) -> None:
    """One-draw spots keep the exact engine in milliseconds; a fixed seed keeps them stable."""
    doc = {"format": "cardtable-draw-trainer", "version": 1, "seed": 1234, "next_spot": 0,
           "settings": {"kinds": ["pat", "one", "two", "break"], "draws_left": 1,
                        "with_dead": True, **settings}}
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "draw_trainer.json").write_text(json.dumps(doc), encoding="utf-8")


def open_trainer(qtbot: QtBot, data_dir: Path) -> tuple[MainWindow, DrawTrainer]:
    window = open_window(qtbot, data_dir)
    qtbot.mouseClick(window.start_screen.trainer_buttons["draw"], Qt.MouseButton.LeftButton)
    trainer = window.trainer
    assert isinstance(trainer, DrawTrainer)
    assert window.pages.currentWidget() is trainer
    wait_spot(qtbot, trainer)
    return window, trainer


def wait_spot(qtbot: QtBot, trainer: DrawTrainer) -> None:
    qtbot.waitUntil(lambda: trainer.spot is not None and trainer.result is None, timeout=15000)


def test_mark_answer_and_read_the_results(qtbot: QtBot, tmp_path: Path) -> None:
    write_progress(tmp_path)
    window, trainer = open_trainer(qtbot, tmp_path)
    spot = trainer.spot
    assert spot is not None and spot.draws_left == 1
    engine = spot_options(spot, discard_options(spot.hand, spot.draws_left, spot.dead))
    assert [(o.discard, o.win) for o in trainer.options] == [(o.discard, o.win) for o in engine]
    # Mark the first card by clicking it and the third with its key's action.
    qtbot.mouseClick(trainer.card_buttons[0], Qt.MouseButton.LeftButton)
    trainer.act_mark[2].trigger()
    assert trainer.marked == {0, 2}
    assert trainer.card_buttons[0].isChecked() and trainer.card_buttons[2].isChecked()
    live = trainer.live_option()
    assert live is not None and set(live.discard) == {spot.hand[0], spot.hand[2]}
    # Issue 26, defect 10: the odds of the marked discard are the answer; they stay hidden
    # until it is given.
    assert not trainer.panel.isVisible()
    assert f"{100 * live.win:.1f}%" not in trainer.panel_big.text()
    assert trainer.act_submit.text() == "Draw 2"
    trainer.act_submit.trigger()
    result = trainer.result
    assert result is not None
    # Once answered, the live odds show (and follow other discards marked to compare).
    assert trainer.panel.isVisible()
    assert f"{100 * live.win:.1f}%" in trainer.panel_big.text()
    assert f"{100 * live.p_badugi:.1f}%" in trainer.panel.badugi.text()
    assert trainer.results.rowCount() == 16
    ranked = rank_options(engine)
    best = ranked[0]
    assert 0 in trainer.best_rows()
    assert trainer.results.item(0, 1).text().endswith(
        " ".join(c.symbol_text for c in best.discard)) or not best.discard
    chosen = next(o for o in engine if set(o.discard) == {spot.hand[0], spot.hand[2]})
    assert result.win_gap == pytest.approx(best.win - chosen.win)
    assert result.badugi_gap == pytest.approx(best.p_badugi - chosen.p_badugi)
    row = result.rank - 1
    assert "▶" in trainer.results.item(row, 0).text()
    if not result.correct:
        assert trainer.results.item(row, 0).background().color() == CHOICE_COLOUR
        assert f"{100 * result.win_gap:.1f}" in trainer.verdict.text()
    else:
        assert trainer.results.item(row, 0).background().color() == BEST_COLOUR
    # The figures explained: under the live odds, or under the answer once they are hidden.
    assert "opponents' draws make likely" in trainer.panel.note.text()
    assert trainer.panel.note.isVisible() and not trainer.explain.isVisible()
    trainer.act_live.trigger()
    assert not trainer.panel.isVisible() and trainer.explain.isVisible()
    assert trainer.explain.text() == trainer.panel.note.text()
    trainer.act_live.trigger()
    assert trainer.progress.played == 1
    assert trainer.progress.streak == int(result.correct)
    assert f"Score {int(result.correct)}/1" in trainer.score_label.text()
    # Answer the next spot with the best play: the streak grows.
    trainer.act_next.trigger()
    wait_spot(qtbot, trainer)
    assert trainer.spot is not None and trainer.spot.number == spot.number + 1
    best_next = rank_options(trainer.options)[0]
    for i, card in enumerate(trainer.spot.hand):
        if card in best_next.discard:
            trainer.toggle(i)
    trainer.act_submit.trigger()
    assert trainer.result is not None and trainer.result.correct
    assert trainer.progress.streak == int(result.correct) + 1
    assert trainer.progress.best_streak >= 1
    trainer.act_back.trigger()
    assert window.trainer is None and window.pages.currentWidget() is window.start_screen
    window.close()


def test_filter_restricts_the_spots(qtbot: QtBot, tmp_path: Path) -> None:
    write_progress(tmp_path, kinds=["two"])
    window, trainer = open_trainer(qtbot, tmp_path)
    assert not trainer.filters["pat"].isChecked() and trainer.filters["two"].isChecked()
    for _ in range(3):
        assert "two" in trainer.kinds
        trainer.stand_pat()
        trainer.act_next.trigger()
        wait_spot(qtbot, trainer)
    trainer.filters["one"].setChecked(True)
    trainer.filters["two"].setChecked(False)
    trainer.stand_pat()
    trainer.act_next.trigger()
    wait_spot(qtbot, trainer)
    assert "one" in trainer.kinds
    assert ProgressStore(tmp_path).load().progress.kinds == ["one"]
    window.close()


def test_play_it_out_deals_the_remaining_draws(qtbot: QtBot, tmp_path: Path) -> None:
    write_progress(tmp_path, draws_left=2, kinds=["one"])
    window, trainer = open_trainer(qtbot, tmp_path)
    spot = trainer.spot
    assert spot is not None and spot.draws_left == 2 and spot.dead
    trainer.toggle(1)
    trainer.act_submit.trigger()
    for _ in range(3):
        trainer.act_play.trigger()
        steps = trainer.last_play_out
        assert len(steps) == 2
        assert set(steps[0].discarded) == {spot.hand[1]}
        dealt = [c for s in steps for c in s.received]
        assert len(dealt) == len(set(dealt))
        assert not set(dealt) & (set(spot.dead) | set(spot.hand))
        assert trainer.play_view.shown() == 2
    window.close()


def test_progress_survives_reopening(qtbot: QtBot, tmp_path: Path) -> None:
    write_progress(tmp_path)
    window, trainer = open_trainer(qtbot, tmp_path)
    first = trainer.spot
    assert first is not None
    trainer.stand_pat()
    played, correct = trainer.progress.played, trainer.progress.correct
    window.close()
    window, trainer = open_trainer(qtbot, tmp_path)
    assert trainer.progress.played == played == 1
    assert trainer.progress.correct == correct
    assert trainer.spot is not None and trainer.spot.number == first.number + 1
    assert trainer.draws_box.currentData() == 1
    window.close()


def test_corrupt_progress_is_set_aside_and_reported(qtbot: QtBot, tmp_path: Path) -> None:
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "draw_trainer.json").write_text("{ this is not json", encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    window.open_trainer("draw")
    trainer = window.trainer
    assert isinstance(trainer, DrawTrainer)
    assert trainer.load_error and trainer.moved_to is not None
    assert trainer.moved_to.exists() and "bad-" in trainer.moved_to.name
    trainer.draws_box.setCurrentIndex(1)  # one draw: quick spots
    assert trainer.moved_to.name in trainer.notice.text() and trainer.notice.isVisible()
    assert trainer.error_box.isVisible()
    trainer.error_box.close()
    assert trainer.progress.played == 0
    wait_spot(qtbot, trainer)
    assert ProgressStore(tmp_path).load().error is None
    window.close()


@pytest.mark.parametrize("size", [SMALL, (900, 600)])
def test_small_window_shows_every_option_and_the_players_row(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    """At 1024x700 (and the window's smallest size) the options row wraps instead of
    cutting off its last box, and after a poor answer the results table shows the player's
    row (it was scrolled to before the verdict above it took its room, and ended below)."""
    write_progress(tmp_path)
    window, trainer = open_trainer(qtbot, tmp_path)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    assert cut_off(window) == []
    for i in range(4):  # throw everything: never the best play, usually far down the list
        trainer.toggle(i)
    trainer.act_submit.trigger()
    result = trainer.result
    assert result is not None and result.rank > 4
    table = trainer.results
    row = table.visualItemRect(table.item(result.rank - 1, 0))
    assert table.viewport().rect().contains(row), (row, table.viewport().rect())
    # Smaller cards in a short window leave the table room for a few rows.
    assert table.viewport().height() / table.rowHeight(0) >= (4 if size[1] >= 700 else 2)
    assert cut_off(window) == []
    window.close()


def test_the_players_row_stays_in_sight_when_the_window_shrinks(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Answered in a 1366x768 window that is then made as small as a 1024x700 screen's: the
    results table, shorter, still shows the player's row (it stayed where the taller table
    had scrolled, below sight)."""
    write_progress(tmp_path)
    window, trainer = open_trainer(qtbot, tmp_path)
    window.resize(*WIDE)
    qtbot.waitUntil(lambda: window.size().width() == WIDE[0])
    for i in range(4):
        trainer.toggle(i)
    trainer.act_submit.trigger()
    result = trainer.result
    assert result is not None and result.rank > 4
    table = trainer.results
    tall = table.viewport().height()
    window.resize(*SMALL)
    qtbot.waitUntil(lambda: table.viewport().height() < tall)
    row = table.visualItemRect(table.item(result.rank - 1, 0))
    assert table.viewport().rect().contains(row), (row, table.viewport().rect())
    window.close()


def test_the_spots_kind_is_said_only_once_answered(qtbot: QtBot, tmp_path: Path) -> None:
    """"Spot: Two-card draws" above the cards named the best discard's size before the
    player chose (session 17's playtest): the kind is now said with the answer."""
    window, trainer = open_trainer(qtbot, tmp_path)
    for _ in range(3):
        wait_spot(qtbot, trainer)
        assert trainer.kinds  # every spot has its kind, kept for the answer
        assert "Spot:" not in trainer.kind_label.text(), trainer.kind_label.text()
        trainer.stand_pat()
        assert trainer.kind_label.text().startswith("Spot: "), trainer.kind_label.text()
        trainer.next_spot()
    window.close()


def test_the_page_says_how_to_answer(qtbot: QtBot, tmp_path: Path) -> None:
    """Playtest 8: a new spot showed four cards and one "Stand pat" button, and nothing
    said how to throw cards (the table's turn line says "mark up to 4 cards with keys 1 to
    4, then D to draw, or P to stand pat"): the page says it until the spot is answered."""
    write_progress(tmp_path)
    window, trainer = open_trainer(qtbot, tmp_path)
    said = trainer.status.text()
    assert "1 to 4" in said and "D" in said and "P" in said, said
    assert trainer.status.isVisible()
    trainer.act_pat.trigger()
    assert trainer.result is not None
    assert "1 to 4" not in trainer.status.text()
    trainer.act_next.trigger()
    wait_spot(qtbot, trainer)
    assert "1 to 4" in trainer.status.text()
    window.close()
