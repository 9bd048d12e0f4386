"""Playtest 9: T (and L, Shift+T) pressed in the bidding of a hand, before any trick was
taken, did nothing and said nothing (the actions are greyed until a trick is taken): a new
player at the second hand's bid pressed T to look back and got no answer. The notice and a
screen reader now say no trick has been taken yet this hand."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_spades_keyboard import key
from test_typed_bids import bid_turn

from cardtable.i18n.playtest9_ko import KO

WORDS = "No trick has been taken yet this hand."


@pytest.mark.parametrize(
    ("pressed", "shift"), [("T", False), ("L", False), ("T", True)], ids=["T", "L", "Shift+T"]
)
def test_a_trick_key_before_any_trick_says_so(
    qtbot: QtBot, tmp_path: Path, pressed: str, shift: bool
) -> None:
    window, table = bid_turn(qtbot, tmp_path)
    assert not table.act_earlier_trick.isEnabled()  # nothing to show yet
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    key(qtbot, window, getattr(Qt.Key, f"Key_{pressed}"), modifier)
    assert table.notice.text() == WORDS
    assert table.announcer.spoken[-1] == WORDS
    assert table._bid_values()  # still the person's bid: nothing else moved
    key(qtbot, window, Qt.Key.Key_3)  # and the bid keys still work
    assert table._bid_choice == 3
    window.close()


def test_the_words_in_korean() -> None:
    assert KO[WORDS] == "이번 판에는 아직 끝난 트릭이 없습니다."
