"""The arrows at a bid button step from the button with the focus (session 18's note).

With nothing chosen yet, Tab to "4" then Up chose 1 and the focus jumped there: the arrows
stepped the chosen bid, not the focused button. A keyboard player on "4" expects Up to
give 5 and Down 3, each landing (and said) where the focus goes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot


def test_up_from_a_focused_bid_with_nothing_chosen_is_the_next_bid(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from test_spades_table import look, open_table
    from test_spades_table import make_session as spades_session
    from test_spades_table import wait_ready as spades_ready

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    spades_ready(qtbot, table)
    look(qtbot, table)
    qtbot.waitUntil(lambda: bool(table._bid_values()), timeout=15000)
    window.activateWindow()
    buttons = table.picker.buttons
    assert table.picker.choice is None
    buttons[4].setFocus()
    qtbot.waitUntil(buttons[4].hasFocus)
    table.announcer.spoken.clear()
    QTest.keyClick(buttons[4], Qt.Key.Key_Up)
    assert table.picker.choice == 5 and table.picker.checked() == 5
    assert QApplication.focusWidget() is buttons[5]
    assert "Bid chosen: 5" not in table.announcer.spoken  # the focus landing says "Bid 5"
    buttons[4].setFocus()  # Tab back to 4 with 5 chosen: Down is 3, not 4
    qtbot.waitUntil(buttons[4].hasFocus)
    QTest.keyClick(buttons[4], Qt.Key.Key_Down)
    assert table.picker.choice == 3 and QApplication.focusWidget() is buttons[3]
    QTest.keyClick(buttons[3], Qt.Key.Key_Down)  # chosen and focused: as before
    assert table.picker.choice == 2 and QApplication.focusWidget() is buttons[2]
    table.view.setFocus()  # from the felt: the chosen bid steps, the focus stays
    qtbot.waitUntil(table.view.hasFocus)
    QTest.keyClick(table.view, Qt.Key.Key_Up)
    assert table.picker.choice == 3 and QApplication.focusWidget() is table.view
    assert table.announcer.spoken[-1] == "Bid chosen: 3"
    window.close_table(keep=False)
    window.close()


def test_the_practice_row_steps_from_the_focused_bid(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    """The bidding practice starts with 1 chosen: on "4", Up chose 2 and took the focus
    back there. It is 5 now, and Down from "4" is 3."""
    from test_practice_memory_gui import open_practice

    window, page = open_practice(qtbot, tmp_path)
    window.activateWindow()
    four = page.bid_buttons[4]
    four.setFocus()
    qtbot.waitUntil(four.hasFocus)
    QTest.keyClick(four, Qt.Key.Key_Up)
    assert page._choice == 5 and QApplication.focusWidget() is page.bid_buttons[5]
    page.bid_buttons[4].setFocus()
    qtbot.waitUntil(page.bid_buttons[4].hasFocus)
    QTest.keyClick(page.bid_buttons[4], Qt.Key.Key_Down)
    assert page._choice == 3 and QApplication.focusWidget() is page.bid_buttons[3]
    assert [v for v, b in page.bid_buttons.items() if b.isChecked()] == [3]
    window.close_trainer()
    window.close()
