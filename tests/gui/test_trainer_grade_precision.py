"""With two or three draws left a choice within the approximate figures' precision of the
best counts as right (``trainer.tolerance``); the verdict says it is as good "within the
figures' precision" (not "within a tenth of a point", which the figures do not show), in
English and Korean, and the results table stars it with the best. Failed before: the same
choice was graded wrong, its row unstarred."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import translated_by

from cardtable.badugi.trainer import Grade, Settled, Spot, grade, position_options
from cardtable.badugi.trainer_settle import settled_grade
from cardtable.core.cards import parse_cards
from cardtable.gui.badugi.trainer_panels import ResultsTable
from cardtable.gui.badugi.trainer_text import verdict_text
from cardtable.i18n import fill_ts

KOREAN = fill_ts.translations(fill_ts.SHELL)


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    with translated_by(KOREAN):
        yield


@pytest.fixture(scope="module")
def near() -> Grade:
    """Throwing 7d where 8d is best, two draws left: 0.16 points apart by the approximate
    count, within its precision."""
    options = position_options(Spot(tuple(parse_cards("Jc 7d 8d Th")), 2, (1, 1, 2)))[1]
    return grade(options, parse_cards("7d"), draws_left=2)


def test_the_verdict_says_within_the_figures_precision(near: Grade) -> None:
    assert near.correct
    text = verdict_text(near, approximate=True)
    assert text.startswith("Right: as good as the best play (Draw 1: 8♦)")
    assert "within the figures' precision" in text and "tenth of a point" not in text


def test_in_korean(near: Grade, korean: None) -> None:
    text = verdict_text(near, approximate=True)
    assert text.startswith("정답: ") and "수치의 정밀도 안에서" in text


def test_the_results_table_stars_it_once_settled_right(qtbot: QtBot, near: Grade) -> None:
    """In the band the approximate figures cannot decide, the choice is settled by dealing
    (session 19, ``trainer_settle``): unstarred until then, starred as the verdict says."""
    table = ResultsTable()
    qtbot.addWidget(table)
    table.show_grade(near, approximate=True)
    assert table.best_rows() == [0] and near.rank == 2
    table.show_grade(settled_grade(near, Settled(0.0004, 0.0002, 10_000)), approximate=True)
    assert table.best_rows() == [0, 1]
