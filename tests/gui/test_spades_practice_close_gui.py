"""The bidding practice page (Ctrl+B) with the coach's full 300 deals: a bid as good as the
coach's on its deals reads "As good as the coach's bid", the coach's panel below names it in
its headline and gives the figures first, it counts as exact and is not kept as a hand to
bring back. Four players, first to bid, game 4: the coach bids 4,
and 3 trails it within two standard errors (``test_spades_practice_close``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_practice_memory_gui import bid, open_practice

from cardtable.gui.common import tasks
from cardtable.spades.practice import Situation
from cardtable.spades.practice_progress import Progress, ProgressStore


@pytest.fixture(autouse=True)
def no_worker_threads() -> Iterator[None]:
    yield
    alive = tasks.runners_with_threads(wait_s=5.0)
    assert not alive, f"worker threads still running: {alive}"


def test_a_bid_as_good_as_the_coachs_reads_right_and_is_not_brought_back(
    qtbot: QtBot, tmp_path: Path
) -> None:
    ProgressStore(tmp_path).save(Progress(situation=Situation("even", 0, 1), next_seed=4))
    window, page = open_practice(qtbot, tmp_path)
    advice = page.advice
    assert advice is not None and advice.bid == 4 and advice.samples == 300
    bid(page, 3)
    assert page.result is not None and page.result.kind == "exact"
    verdict = page.verdict.text()
    assert verdict == "As good as the coach's bid (4).  Nil decision: right."
    assert page.advice_panel.headline.text() == "Coach: bid 4 (3 as good)"
    assert page.advice_panel.reasons.text().startswith("• 3 is as good on these deals: ")
    assert page.score_label.text().startswith("Hands 1   Exact 100%")
    assert page.progress.memory.reviews == []
    window.close()
