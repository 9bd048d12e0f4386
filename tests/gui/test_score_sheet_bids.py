"""Playtest 5: the score sheet's Bid column held its figures at the left while every other
figure sat right; earlier (session 16) they had stood at the far right of a wide stretched
column, away from their centred title. The bids now sit right like the other figures, in a
column as wide as its widest bid (where each player bids alone) or its widest word (where a
team's two bids can wrap), so they stand under their title; the team's names keep the
rest of the 323 px side panel (1024x700)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from cardtable.gui.spades.scoresheet import COLUMNS, ScoreSheet
from cardtable.spades import SpadesRules
from cardtable.spades.actions import BLIND_NIL, NIL
from cardtable.spades.scoring import TeamScore
from cardtable.spades.state import HandRecord

NAMES = ["You", "Mina", "Tom", "Jisoo", "Ana", "Leo"]
PANEL = 323


def sheet_of(qtbot: QtBot, players: int) -> ScoreSheet:
    rules = SpadesRules(players=players)
    history = []
    for n in range(1, 4):
        scores = tuple(TeamScore(t, 4, 5, 40, 1, 0, 40 * n, n) for t in range(rules.team_count))
        bids = tuple((s, [3, NIL, 12, BLIND_NIL, 4, 2][(s + n) % 6]) for s in range(players))
        history.append(HandRecord(n, 0, (), bids, (), scores))
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(PANEL, 300)
    sheet.show()
    sheet.set_history(history, NAMES[:players], rules)
    return sheet


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_bids_sit_right_under_their_title(qtbot: QtBot, players: int) -> None:
    sheet = sheet_of(qtbot, players)
    col = COLUMNS.index("bids")
    header = sheet.horizontalHeader()
    for r in range(sheet.rowCount()):
        item = sheet.item(r, col)
        assert item is not None
        assert item.textAlignment() & Qt.AlignmentFlag.AlignRight
    # Not a stretched column: no wider than its widest bid ("Blind nil") and some margin,
    # so a right-aligned figure stands under the centred title.
    fm = QFontMetricsF(sheet.font())
    assert header.sectionSize(col) <= fm.horizontalAdvance("Blind nil") + 16
    # The team's names keep room for a name's longest word, and nothing scrolls sideways.
    team = header.sectionSize(COLUMNS.index("team"))
    assert team >= fm.horizontalAdvance("Jisoo") + 6
    assert sheet.horizontalScrollBar().maximum() == 0


def _team_sheet(qtbot: QtBot, width: int) -> ScoreSheet:
    rules = SpadesRules(players=6)
    scores = tuple(TeamScore(t, 3, 6, 33, 3, 0, 33, 3) for t in range(rules.team_count))
    bids = ((0, 2), (1, 1), (2, 2), (3, 1), (4, 4), (5, 1))
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(width, 300)
    sheet.show()
    sheet.set_history([HandRecord(1, 0, (), bids, (), scores)], NAMES, rules)
    return sheet


def _bid_lines(sheet: ScoreSheet, row: int) -> int:
    """How many lines the row's bids take in their column (Qt wraps at the spaces)."""
    col = COLUMNS.index("bids")
    item = sheet.item(row, col)
    assert item is not None
    fm = QFontMetricsF(item.font().resolve(sheet.font()))
    room = sheet.horizontalHeader().sectionSize(col) - 6
    lines, line = 1, ""
    for word in item.text().split():
        trial = f"{line} {word}".strip()
        if line and fm.horizontalAdvance(trial) > room:
            lines, line = lines + 1, word
        else:
            line = trial
    return lines


def test_a_wide_panel_keeps_a_teams_bids_on_one_line(qtbot: QtBot) -> None:
    # Korean at 1366x768 (a 405 px panel): "2 + 1" stood one piece a line ("2", "+", "1")
    # beside a team column with room to spare.
    sheet = _team_sheet(qtbot, 405)
    assert [_bid_lines(sheet, r) for r in range(sheet.rowCount())] == [1, 1, 1]
    assert sheet.horizontalScrollBar().maximum() == 0
    fm = QFontMetricsF(sheet.font())
    assert sheet.horizontalHeader().sectionSize(COLUMNS.index("team")) >= fm.horizontalAdvance(
        "Mina & Ana"
    )


def test_the_bids_widen_when_the_panel_does(qtbot: QtBot) -> None:
    sheet = _team_sheet(qtbot, 200)
    narrow = sheet.horizontalHeader().sectionSize(COLUMNS.index("bids"))
    sheet.resize(405, 300)
    qtbot.wait(10)
    assert sheet.horizontalHeader().sectionSize(COLUMNS.index("bids")) > narrow
