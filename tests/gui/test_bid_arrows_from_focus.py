"""The arrows at a bid button step from the button with the focus (session 18's note).

With nothing chosen yet, Tab to "4" then Up chose 1 and the focus jumped there: the arrows
stepped the chosen bid, not the focused button. A keyboard player on "4" expects Up to
give 5 and Down 3, each landing (and said) where the focus goes. From the felt the arrows
still step the bid chosen (``test_a11y_audit``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot


def press_on(qtbot: QtBot, button: QPushButton, key: Qt.Key) -> None:
    """Give ``button`` the focus (as Tab would), then press ``key`` there."""
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    QTest.keyClick(button, key)


def test_up_from_a_focused_bid_with_nothing_chosen_is_the_next_bid(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from test_spades_table import at_the_bids

    window, table = at_the_bids(qtbot, tmp_path)
    buttons, picker = table.picker.buttons, table.picker
    assert picker.choice is None
    table.announcer.spoken.clear()
    press_on(qtbot, buttons[4], Qt.Key.Key_Up)
    assert (picker.choice, picker.checked()) == (5, 5)
    assert QApplication.focusWidget() is buttons[5]
    assert "Bid chosen: 5" not in table.announcer.spoken  # the focus landing says "Bid 5"
    press_on(qtbot, buttons[4], Qt.Key.Key_Down)  # back on 4 with 5 chosen: Down is 3
    assert picker.choice == 3 and QApplication.focusWidget() is buttons[3]
    QTest.keyClick(buttons[3], Qt.Key.Key_Down)  # chosen and focused: one less, as before
    assert picker.choice == 2 and QApplication.focusWidget() is buttons[2]
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
    press_on(qtbot, page.bid_buttons[4], Qt.Key.Key_Up)
    assert page._choice == 5 and QApplication.focusWidget() is page.bid_buttons[5]
    press_on(qtbot, page.bid_buttons[4], Qt.Key.Key_Down)
    assert page._choice == 3 and QApplication.focusWidget() is page.bid_buttons[3]
    assert [v for v, b in page.bid_buttons.items() if b.isChecked()] == [3]
    window.close_trainer()
    window.close()
