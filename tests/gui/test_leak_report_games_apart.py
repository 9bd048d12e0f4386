"""The leak report's position, action and hand rows keep single and triple draw apart.

Its situation rows already did ("after the draw" beside "after the last draw"), but "Button",
"Calls" and "Three-card hands" added both games' decisions into one row: a learner whose
calls on the button cost him in single draw (one draw to improve) read one leak made of two
games. A history of both now gives each game its own row, named with its game; a history of
one game reads as before."""

from __future__ import annotations

from PySide6.QtWidgets import QTreeWidgetItem
from pytestqt.qtbot import QtBot
from test_leak_report_single_draw import stored
from tests_gui_helpers import translated_by

from cardtable.badugi.review.leaks import GROUPS
from cardtable.core.history import StoredReview
from cardtable.gui.badugi.leak_report import LeakReportView
from cardtable.i18n.polish4_ko import SHELL_KO
from cardtable.i18n.review_ko import KO as REVIEW_KO


def rows(qtbot: QtBot, reviews: list[StoredReview]) -> dict[str, dict[str, str]]:
    """Each group's rows: its title to its decisions' count."""
    view = LeakReportView()
    qtbot.addWidget(view)
    view.show_reviews(reviews, 0)
    qtbot.waitUntil(lambda: view.report is not None and view.report.hands == len(reviews))
    out = {}
    for i, group in enumerate(GROUPS):
        top = view.tree.topLevelItem(i)
        assert top is not None
        children: list[QTreeWidgetItem] = [top.child(j) for j in range(top.childCount())]
        out[group] = {c.text(0): c.text(1) for c in children}
    view.shutdown()
    return out


BOTH = [stored(1, 1, ("bet_last", True)), stored(2, 3, ("bet_last", True), ("bet0", True))]


def test_both_games_count_apart_by_position_action_and_hand(qtbot: QtBot) -> None:
    got = rows(qtbot, BOTH)
    assert got["position"] == {"Button, triple draw": "2", "Button, single draw": "1"}
    assert got["action"] == {"Calls, triple draw": "2", "Calls, single draw": "1"}
    assert got["hand"] == {"Three-card hands, triple draw": "2",
                           "Three-card hands, single draw": "1"}  # fmt: skip


def test_one_game_reads_as_before(qtbot: QtBot) -> None:
    got = rows(qtbot, [stored(1, 1, ("bet_last", True)), stored(2, 1, ("bet0", True))])
    assert got["position"] == {"Button": "2"}
    assert got["action"] == {"Calls": "2"}


def test_both_games_in_korean(qtbot: QtBot) -> None:
    with translated_by({**REVIEW_KO, **SHELL_KO}, ("BadugiReview",)):
        got = rows(qtbot, BOTH)
    assert set(got["position"]) == {"버튼, 트리플 드로우", "버튼, 싱글 드로우"}
