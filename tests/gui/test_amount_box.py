"""An amount typed past what may be bet is brought into range, not refused key by key: in a
pot-limit hand "9" where the raise went to 7 at most did nothing (the box kept "4"), and
Enter raised to 4 (playtest, session 15, keys only at 1024x700)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_keyboard import key, person_lines, seated, to_sized_decision

from cardtable.gui.common.amount_box import AmountBox


def test_a_number_out_of_range_becomes_the_nearest_amount(qtbot: QtBot) -> None:
    box = AmountBox()
    qtbot.addWidget(box)
    box.setRange(4, 7)
    box.setValue(4)
    box.show()
    box.take_focus()
    made: list[int] = []
    box.submitted.connect(lambda: made.append(box.value()))
    for typed in ("9", "15", "2", "6"):
        box.selectAll()
        QTest.keyClicks(box, typed)
        assert box.text() == typed  # every key taken ("9" and the "5" of "15" were refused)
        QTest.keyClick(box, Qt.Key.Key_Return)
    assert made == [7, 7, 4, 6]
    box.setRange(4, 8_000_000)
    box.setGroupSeparatorShown(True)
    box.selectAll()
    QTest.keyClicks(box, "123456789")
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert made[-1] == 8_000_000 and box.text() == "8,000,000"


def test_a_pot_limit_raise_typed_over_the_pot_is_the_pot(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, seed=9, structure="pot")
    to_sized_decision(qtbot, window, table)
    legal = table._legal()
    assert legal is not None
    key(qtbot, window, Qt.Key.Key_E)
    assert QApplication.focusWidget() is table.spin
    key(qtbot, window, str(legal.max_to + 20))
    before = len(person_lines(table))
    key(qtbot, window, Qt.Key.Key_Return)
    made = person_lines(table)[before:]
    kind = "raise" if "raise" in legal.kinds else "bet"
    assert [(e.kind, e.amount) for e in made] == [(kind, legal.max_to)]  # was the least
    window.close()


def test_the_button_says_and_makes_what_is_typed_before_enter(qtbot: QtBot, tmp_path: Path) -> None:
    """While "9" stood in the box where 7 was the most, the button still said the box's last
    amount and R raised to it; the button now says the amount Enter would make, and R (or
    the button) makes it."""
    window, table = seated(qtbot, tmp_path, seed=9, structure="pot")
    to_sized_decision(qtbot, window, table)
    legal = table._legal()
    assert legal is not None
    key(qtbot, window, Qt.Key.Key_E)
    key(qtbot, window, str(legal.max_to + 20))
    kind = "raise" if "raise" in legal.kinds else "bet"
    caption = table.bar.named["bet_raise"].text()
    assert str(legal.max_to) in caption and str(legal.max_to + 20) not in caption, caption
    before = len(person_lines(table))
    key(qtbot, window, Qt.Key.Key_R)
    made = person_lines(table)[before:]
    assert [(e.kind, e.amount) for e in made] == [(kind, legal.max_to)]
    window.close()
