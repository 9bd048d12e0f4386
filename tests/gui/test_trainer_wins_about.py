"""The draw trainer's chance to win is exact with one draw left and approximate with two or
three (``odds.win``: the mix of hands that miss a badugi is counted approximately), so with
more than one draw left the live odds, the results' column and the verdict say "about"
("약"); P(badugi), exact at any number of draws, stays plain (session 18, figures-honest's
note 1). Failed before: every chance to win was a bare "42.3%"."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import open_window, translated_by

from cardtable.badugi.odds.draws import discard_options
from cardtable.badugi.odds.win import wins_exact
from cardtable.badugi.trainer import Grade, Spot, grade, rank_options, spot_options
from cardtable.core.cards import Card, parse_card
from cardtable.gui.badugi.trainer import DrawTrainer
from cardtable.gui.badugi.trainer_panels import LiveOddsPanel, ResultsTable
from cardtable.gui.badugi.trainer_text import verdict_text
from cardtable.gui.common import tasks
from cardtable.i18n import fill_ts

KOREAN = fill_ts.translations(fill_ts.SHELL)


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    with translated_by(KOREAN):
        yield


@pytest.fixture(autouse=True)
def no_worker_threads() -> Iterator[None]:
    yield
    alive = tasks.runners_with_threads(wait_s=5.0)
    assert not alive, f"odds worker threads still running: {alive}"


def answer_the_best(qtbot: QtBot, tmp_path: Path, draws_left: int) -> DrawTrainer:
    doc = {"format": "cardtable-draw-trainer", "version": 1, "seed": 1234, "next_spot": 0,
           "settings": {"kinds": ["pat", "one", "two", "break"], "draws_left": draws_left,
                        "with_dead": True}}  # fmt: skip
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "draw_trainer.json").write_text(json.dumps(doc), encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    window.start_screen.trainer_buttons["draw"].click()
    trainer = window.trainer
    assert isinstance(trainer, DrawTrainer)
    qtbot.waitUntil(lambda: trainer.spot is not None and trainer.result is None, timeout=30000)
    assert trainer.spot is not None and trainer.spot.draws_left == draws_left
    best = rank_options(trainer.options)[0]
    for i, card in enumerate(trainer.spot.hand):
        if card in best.discard:
            trainer.toggle(i)
    trainer.act_submit.trigger()
    assert trainer.result is not None and trainer.result.chosen is trainer.result.best
    return trainer


def test_only_one_draw_left_is_exact() -> None:
    assert wins_exact(1)
    assert not wins_exact(2) and not wins_exact(3)


def test_two_draws_left_say_about(qtbot: QtBot, tmp_path: Path) -> None:
    trainer = answer_the_best(qtbot, tmp_path, 2)
    assert trainer.panel_big.text().startswith("Wins: about ")
    assert "about" not in trainer.panel.badugi.text()  # P(badugi) is exact
    header = trainer.results.horizontalHeaderItem(3)
    assert header is not None and header.text() == "Wins (about)"
    assert "approximately" in header.toolTip()
    p_badugi = trainer.results.horizontalHeaderItem(4)
    assert p_badugi is not None and p_badugi.text() == "P(badugi)"
    assert "it wins about " in trainer.verdict.text()


def test_one_draw_left_stays_plain(qtbot: QtBot, tmp_path: Path) -> None:
    trainer = answer_the_best(qtbot, tmp_path, 1)
    assert trainer.panel_big.text().startswith("Wins: ") and "about" not in trainer.panel_big.text()
    header = trainer.results.horizontalHeaderItem(3)
    assert header is not None and header.text() == "Wins"
    assert "about" not in trainer.verdict.text()


HAND = tuple(parse_card(c) for c in ("Kc", "5d", "2h", "3s"))


def spot_grade(discard: Sequence[Card]) -> Grade:
    spot = Spot(HAND, 1, (1,))
    return grade(spot_options(spot, discard_options(HAND, 1, ())), discard, draws_left=1)


def test_a_missed_spot_says_about_its_gap() -> None:
    result = spot_grade([parse_card("5d")])
    assert not result.correct
    text = verdict_text(result, approximate=True)
    assert "(wins about " in text and "wins about " + f"{100 * result.win_gap:.1f}" in text
    assert "about" not in verdict_text(result)


def test_about_in_korean(qtbot: QtBot, korean: None) -> None:
    missed = spot_grade([parse_card("5d")])
    assert "승률 약 " in verdict_text(missed, approximate=True)
    assert "%p 낮습니다" in verdict_text(missed, approximate=True)
    assert "약" not in verdict_text(missed)
    right = spot_grade(missed.best.discard)
    panel = LiveOddsPanel()
    qtbot.addWidget(panel)
    panel.show_option(missed.best, approximate=True)
    assert panel.big.text().startswith("승률 약 ")
    panel.show_option(missed.best)
    assert "약" not in panel.big.text()
    table = ResultsTable()
    qtbot.addWidget(table)
    table.show_grade(right, approximate=True)
    header = table.horizontalHeaderItem(3)
    assert header is not None and header.text() == "승률 (약)"
    assert "대략" in header.toolTip()
    table.show_grade(right)
    assert header.text() == "승률"
