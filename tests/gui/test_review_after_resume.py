"""Playtest 8: quit mid-hand, started again, V at the resumed table said "No hand of yours
is over yet to review." beside a log that showed two hands of his played out: the table
keeps only the hand it saw end, and the hands before the resume are in the hand history.
V says where they are."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from test_badugi_review_gui import play_to_end_of_hand, press_v
from tests_gui_helpers import make_session, open_window, table_of, wait_ready


def test_v_after_a_resume_says_where_the_earlier_hands_are(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5, n=3, structure="no_limit"))
    table = table_of(window)
    play_to_end_of_hand(qtbot, table)
    table.act_next_hand.trigger()
    wait_ready(qtbot, table)
    window.leave_table()  # as quitting and starting again: a new table, the same session
    window.resume()
    table = table_of(window)
    wait_ready(qtbot, table)
    assert not table.session.hand_over
    press_v(qtbot, window)
    said = table.notice.text()
    assert table.reviewer.window is None
    assert "history" in said.lower() and "Ctrl+H" in said, said
    window.close_table(keep=False)


def test_v_before_any_hand_still_says_there_is_none(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5, n=3, structure="no_limit"))
    table = table_of(window)
    wait_ready(qtbot, table)
    if table.session.hand_over:
        return  # the first hand ended before the person acted: nothing to check here
    press_v(qtbot, window)
    assert table.notice.text() == "No hand of yours is over yet to review."
    window.close_table(keep=False)
