"""Playtest 6: the replayer's list numbers its moves from 1 after the unnumbered deal, and a
review's "Step 12" leads to the row "12."; but the line under the table said "Step 13 of
109" there (it counted the deal as step 1). The line now counts as the list and the review
do: the deal is step 0, the last move step N of N."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from test_history_pages import fill_history, open_page
from tests_gui_helpers import open_window

from cardtable.gui.shell.history_page import HistoryPage


def test_the_step_line_counts_as_the_list_does(qtbot: QtBot, tmp_path: Path) -> None:
    fill_history(tmp_path)
    window = open_window(qtbot, tmp_path)
    page = open_page(window, HistoryPage)
    for game in ("spades", "badugi"):
        page.filter.setCurrentIndex(page.filter.findData(game))
        game_item = page.tree.topLevelItem(0)
        game_item.setExpanded(True)
        page.tree.setCurrentItem(game_item.child(0))
        page.act_replay.trigger()
        replayer = page.replayer
        moves = len(replayer.frames) - 1
        k = min(12, moves - 1)
        replayer.step_to(k)
        assert replayer.steps.item(k).text().startswith(f"{k}. ")
        assert replayer.position.text() == f"Step {k} of {moves}"
        replayer.last()
        assert replayer.steps.item(moves).text().startswith(f"{moves}. ")
        assert replayer.position.text() == f"Step {moves} of {moves}"
        replayer.first()
        assert replayer.position.text() == f"Step 0 of {moves}"
        page.show_list()
    window.close()
