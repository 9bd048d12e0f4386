"""The after-hand summary above the score sheet centred its bids and tricks while the sheet
under it sets every figure right (playtest 5): "Nil", "10" and "2" each stood at its own
place in a column of the one kind. They now sit right, as the sheet's do; the name and the
result read as words, from the left."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from cardtable.gui.spades.hand_summary import BidSummary
from cardtable.gui.spades.scoresheet import COLUMNS, ScoreSheet
from cardtable.spades import SpadesRules

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from history_play import play_spades, spades_session  # noqa: E402

NAMES = ["You", "Mina", "Tom", "Jisoo", "Ana", "Leo"]
HORIZONTAL = Qt.AlignmentFlag.AlignHorizontal_Mask


def across(table: object, row: int, col: int) -> Qt.AlignmentFlag:
    item = table.item(row, col)  # type: ignore[attr-defined]
    assert item is not None
    return Qt.AlignmentFlag(item.textAlignment()) & HORIZONTAL


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_summarys_figures_sit_right_as_the_sheets(qtbot: QtBot, players: int) -> None:
    rules = SpadesRules(players=players)
    session = play_spades(spades_session(seed=players, rules=rules), hands=1)
    record = session.finished_hands[-1]
    names = NAMES[:players]
    summary = BidSummary()
    qtbot.addWidget(summary)
    summary.set_record(record, names, rules)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_history([record], names, rules)
    right, left = Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignLeft
    assert across(sheet, 0, COLUMNS.index("bids")) == right  # the sheet under it
    for row in range(players):
        for name in ("bid", "took"):
            assert across(summary.table, row, BidSummary.COLUMNS.index(name)) == right, name
        for name in ("player", "result"):
            assert across(summary.table, row, BidSummary.COLUMNS.index(name)) == left, name
        item = summary.table.item(row, 0)
        assert item is not None
        assert Qt.AlignmentFlag(item.textAlignment()) & Qt.AlignmentFlag.AlignVCenter
