"""Playtest 6: at the start of a Spades hand the cards lie face down and the person is asked
to bid blind nil or look at them. Enter (what he pressed forty times), the digits and the
arrows did nothing and said nothing there; only C and Shift+B work. The notice now names
those two keys when one of the others is pressed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_spades_table import make_session, open_table, wait_ready


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_3, Qt.Key.Key_Up])
def test_a_bids_key_at_the_face_down_choice_names_the_keys_that_work(
    qtbot: QtBot, tmp_path: Path, key: Qt.Key
) -> None:
    window, table = open_table(qtbot, tmp_path, make_session())
    wait_ready(qtbot, table)
    assert table.act_blind_nil.isEnabled() and table.act_look.isEnabled()
    table.setFocus()
    before = table.notice.text()
    qtbot.keyClick(table, key)
    said = table.notice.text()
    assert said != before
    assert "C" in said and "Shift+B" in said
    # Nothing was played or bid: the choice is still open.
    assert table.act_blind_nil.isEnabled() and table.act_look.isEnabled()
    window.close()
