"""The leak report names a single-draw game's rounds with the single draw's words.

Its rows said "In the last draw", "Facing a bet after the last draw" and "… before the
first draw" of a game with one draw, where the review and the odds panel already say "the
draw". A row now knows its game's draws; a history of both games keeps them apart."""

from __future__ import annotations

import json

from pytestqt.qtbot import QtBot
from tests_gui_helpers import translated_by

from cardtable.badugi.review.hand import VERSION
from cardtable.core.history import StoredReview
from cardtable.gui.badugi.leak_report import LeakReportView
from cardtable.i18n.polish3_ko import SHELL_KO


def stored(hand_id: int, draws: int, *keys: tuple[str, bool]) -> StoredReview:
    decisions = [
        {"round_key": key, "facing": facing, "position": "button", "size": 3,
         "choices": [{"kind": "call"}], "chosen": 0, "cost_bb": 1.0, "flagged": True,
         "step": 3}
        for key, facing in keys
    ]  # fmt: skip
    review = {"hand_no": hand_id, "draws": draws, "decisions": decisions}
    return StoredReview(hand_id, VERSION, json.dumps(review))


def situations(qtbot: QtBot, reviews: list[StoredReview]) -> set[str]:
    view = LeakReportView()
    qtbot.addWidget(view)
    view.show_reviews(reviews, 0)
    qtbot.waitUntil(lambda: view.report is not None and view.report.hands == len(reviews))
    top = view.tree.topLevelItem(0)
    assert top is not None
    rows = {top.child(i).text(0) for i in range(top.childCount())}
    view.shutdown()
    return rows


SINGLE = [("bet0", True), ("bet0", False), ("draw_last", False), ("bet_last", True),
          ("bet_last", False)]  # fmt: skip


def test_single_draw_rows_say_the_draw(qtbot: QtBot) -> None:
    assert situations(qtbot, [stored(1, 1, *SINGLE)]) == {
        "Facing a bet before the draw", "No bet to face before the draw", "In the draw",
        "Facing a bet after the draw", "No bet to face after the draw",
    }  # fmt: skip


def test_both_games_keep_their_own_rows(qtbot: QtBot) -> None:
    rows = situations(qtbot, [stored(1, 1, ("bet_last", True)), stored(2, 3, ("bet_last", True))])
    assert rows == {"Facing a bet after the draw", "Facing a bet after the last draw"}


def test_single_draw_rows_in_korean(qtbot: QtBot) -> None:
    with translated_by(SHELL_KO, ("BadugiReview",)):
        rows = situations(qtbot, [stored(1, 1, ("draw_last", False), ("bet_last", True))])
    assert rows == {"드로우에서", "드로우 후, 베팅을 받았을 때"}
