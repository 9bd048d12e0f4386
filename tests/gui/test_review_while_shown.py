"""V pressed while a hand's end is still being shown (the pot going to its winner) opens that
hand's review once the table settles: it said "No hand of yours is over yet to review." beside
the "Review hand" button that came a moment later (playtest, session 15, r3.png)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, plain_move, table_of

from cardtable.gui.common import task_process
from cardtable.gui.common.prefs import Prefs


@pytest.fixture(autouse=True)
def on_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reviews on the review backend's thread: no process to start."""
    monkeypatch.setattr(task_process, "USE_PROCESS", False)


def test_v_during_the_hands_end_reviews_it_when_shown(qtbot: QtBot, tmp_path: Path) -> None:
    prefs = Prefs()
    prefs.speed_name = "normal"
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5, n=3))
    table = table_of(window)
    for _ in range(200):  # the person checks, calls and stands pat, the bots play
        qtbot.waitUntil(
            lambda: (
                table.session.hand_over
                or (not table.blocked and table.session.whose_turn() == table.human)
            ),
            timeout=20000,
        )
        if table.session.hand_over:
            break
        plain_move(table)
    assert table.session.hand_over and table.animating, "the hand's end is being shown"
    table.act_review.trigger()
    assert "No hand of yours" not in table.notice.text()
    qtbot.waitUntil(lambda: not table.animating, timeout=10000)
    review = table.reviewer.window
    assert review is not None and review.isVisible()
    assert review.windowTitle() == "Review of hand 1"
    window.close_table(keep=False)
