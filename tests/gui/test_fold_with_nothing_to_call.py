"""F with nothing to call says why nothing happens. The rules allow no fold when a check is
free, and the key did nothing at all: a new player pressing F over and over (folding every
hand of a sit-and-go, big blind included) saw no answer. The notice now says to check."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_badugi_controls import betting_decision, seated
from tests_gui_helpers import make_session, wait_ready


def test_f_with_a_free_check_says_to_check(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=9))
    for _ in range(200):
        legal = betting_decision(qtbot, table)
        if legal is not None and "check" in legal.kinds:
            break
        if legal is not None:
            table.check_or_call()
    else:
        raise AssertionError("no free check reached")
    view = table._view
    table.notice.clear()
    assert not table.act_fold.isEnabled()  # greyed out, as a fold is pointless
    qtbot.keyClick(table.view, Qt.Key.Key_F)
    assert table._view is view  # nothing was played
    assert table.notice.text() == "There is nothing to call, so you cannot fold: check with C."
    # At a draw F says nothing of folding (the engine's English "this is a draw" is not
    # put up): the draw's own prompt stays.
    table.check_or_call()
    for _ in range(200):
        wait_ready(qtbot, table)
        legal = table._legal()
        if legal is not None and "draw" in legal.kinds:
            break
        if table.session.hand_over:
            table.next_hand()
        elif legal is not None:
            table.check_or_call()
    else:
        raise AssertionError("no draw reached")
    said = table.notice.text()
    qtbot.keyClick(table.view, Qt.Key.Key_F)
    assert table.notice.text() == said and table._legal() is not None
    window.close()
