"""A new-game dialog shows where the keys go as soon as it is in front: the focused box is
drawn with its focus frame (the style reads ``State_KeyboardFocusChange`` from the window).
Qt draws that frame only after a key has moved the focus in the window and clears the mark
as a window comes to the front, so a player who opened the dialog by keys saw no frame on
its first box until he pressed Tab (session 20's list, seen again by keys in session 23)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QStyle, QStyleOption, QWidget
from pytestqt.qtbot import QtBot

from cardtable.gui.badugi.newgame import BadugiNewGameDialog
from cardtable.gui.spades.newgame import SpadesNewGameDialog


def _frame_drawn(widget: QWidget) -> bool:
    option = QStyleOption()
    option.initFrom(widget)
    state = option.state
    return bool(state & QStyle.StateFlag.State_HasFocus) and bool(
        state & QStyle.StateFlag.State_KeyboardFocusChange
    )


@pytest.mark.parametrize("dialog_class", [BadugiNewGameDialog, SpadesNewGameDialog])
def test_the_focused_box_has_its_frame_at_once(qtbot: QtBot, dialog_class: type[QDialog]) -> None:
    dialog = dialog_class()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.waitUntil(lambda: dialog.focusWidget() is not None)
    qtbot.waitUntil(lambda: _frame_drawn(dialog.focusWidget()), timeout=2000)
