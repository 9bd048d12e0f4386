"""The bid summary's "set" in Korean: "실패 (5 중 3)" ("set (3 of 5)") read as a riddle, the
numbers bare. It says what is counted now, "실패 (5트릭 중 3)", and still shows whole in
the side panel's width at 1024x700 (about 300 px, as the English test measures)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot
from tests_gui_helpers import translated_by

from cardtable.gui.spades.hand_summary import BidSummary
from cardtable.i18n.spades_ko import CATALOGUE
from cardtable.spades import SpadesRules
from cardtable.spades.scoring import TeamScore
from cardtable.spades.state import HandRecord


def test_a_set_says_what_it_counts_and_shows_whole(qtbot: QtBot) -> None:
    rules = SpadesRules()
    names = ["나", "미나", "톰", "지수"]
    scores = (TeamScore(0, 5, 3, -50, 0, 0, -50, 0), TeamScore(1, 4, 10, 46, 6, 0, 46, 6))
    record = HandRecord(1, 0, (), ((0, 3), (1, 2), (2, 2), (3, 2)), (), scores)
    with translated_by(CATALOGUE):
        summary = BidSummary()
        qtbot.addWidget(summary)
        summary.resize(300, 200)
        summary.show()
        summary.set_record(record, names, rules)
        qtbot.waitExposed(summary)
        table = summary.table
        column = BidSummary.COLUMNS.index("result")
        results = [table.item(row, column).text() for row in range(table.rowCount())]
        assert results[0] == results[2] == "실패 (5트릭 중 3)"
        for row, text in enumerate(results):
            item = table.item(row, column)
            need = QFontMetrics(item.font()).horizontalAdvance(text)
            assert table.columnWidth(column) >= need + 6, (text, table.columnWidth(column))
