"""The statistics page's Badugi leak report at the sizes a player has: at 1024x700, with
the sit-and-goes' figures shown, the report's tree was one row high (it scrolled), under two
plots and the figure cards (two at 1366x768). The plots now stand side by side and the
tree has room for several rows, all in the window."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot
from test_history_pages import badugi_tab, open_page
from tests_gui_helpers import SMALL, WIDE, open_window

from cardtable.badugi.review.hand import VERSION
from cardtable.badugi.tournament.results import FormatStats
from cardtable.core.history import StoredReview
from cardtable.gui.shell.stats_page import StatisticsPage

ROWS = {SMALL: 5, WIDE: 6}
"""The rows a player reads at once: a heading and its costliest situations (before: none
whole at 1024x700, two at 1366x768)."""


def _review(hand_id: int, round_key: str, position: str) -> StoredReview:
    decision = {"round_key": round_key, "facing": True, "position": position, "size": 3,
                "choices": [{"kind": "call"}], "chosen": 0, "cost_bb": 1.5,
                "flagged": True, "step": 3}  # fmt: skip
    return StoredReview(hand_id, VERSION, json.dumps({"hand_no": hand_id, "decisions": [decision]}))


@pytest.mark.parametrize("size", [SMALL, WIDE])
def test_the_leak_tree_shows_several_rows(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    window = open_window(qtbot, tmp_path)
    window.resize(*size)
    page = open_page(window, StatisticsPage)
    tab = badugi_tab(page)
    # Sit-and-goes played (their line and plot shown) and reviews in both kinds of hands.
    tab.sng.show_formats([FormatStats(4, "no_limit", 2, 2, 1.5, 2, 1, 500_000, (65.0, 35.0))])
    rounds = ("bet_first", "bet_1", "bet_2", "bet_last")
    places = ("button", "blinds", "early")
    reviews = [_review(i, rounds[i % 4], places[i % 3]) for i in range(1, 13)]
    tab.leaks.show_reviews(reviews, 0)
    tab.leaks.set_sng_hands({11, 12})
    leaks = tab.leaks
    qtbot.waitUntil(lambda: leaks.report is not None and leaks.tree.topLevelItemCount() > 0)
    qtbot.wait(50)  # the layout settles
    tree = leaks.tree
    first = tree.topLevelItem(0)
    assert first is not None
    row = tree.visualItemRect(first).height()
    assert row > 0
    shown = tree.viewport().height() // row
    assert shown >= ROWS[size], f"{shown} rows at {size}"
    # ... and all of it in the window, not below its edge.
    bottom = tree.mapTo(window, tree.rect().bottomLeft()).y()
    assert bottom <= window.height(), (bottom, window.height())
    # Side by side, each plot's title fits its half (the sit-and-goes' was cut).
    for plot in (tab.net_plot, tab.sng.plot):
        title = QFontMetricsF(plot._font(1.1, bold=True)).horizontalAdvance(plot.title)
        assert title <= plot.width() - 8, (plot.title, title, plot.width())
    window.close()
