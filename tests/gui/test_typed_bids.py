"""Typing a number chooses that bid (playtest, session 14: a new player typed 3 then Enter and
bid 1, the digits doing nothing but "0" for nil). At the table and in the bidding practice,
with real key events: "3" chooses 3, "1" then "2" quickly 12 where 12 may be bid, "0" alone
nil, the arrows still step, and a screen reader hears the choice."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_spades_keyboard import key
from test_spades_table import look, make_session, open_table, wait_ready

from cardtable.gui.spades.coach_practice import BiddingPractice
from cardtable.gui.spades.typed_bid import TypedBid
from cardtable.spades import NIL
from cardtable.spades.rules import SpadesRules

DIGIT = {d: Qt.Key(Qt.Key.Key_0.value + d) for d in range(10)}


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_digits_typed_quickly_make_one_number() -> None:
    clock = Clock()
    typed = TypedBid(gap_s=1.0, clock=clock)
    four = range(14)  # nil, 1 .. 13
    assert typed.digit(1, four) == 1  # a lone "1" is 1
    clock.now += 0.3
    assert typed.digit(2, four) == 12
    clock.now += 0.3
    assert typed.digit(3, four) == 3  # 123 may not be bid: the last digit alone
    clock.now += 0.3
    assert typed.digit(4, four) == 4  # 34 neither
    clock.now += 2.0
    assert typed.digit(1, four) == 1
    clock.now += 2.0  # too slow: a new number
    assert typed.digit(2, four) == 2
    assert typed.digit(0, four) == 0  # "0" alone is nil... (20 may not be bid: 0)
    clock.now += 3.0
    assert typed.digit(1, four) == 1
    assert typed.digit(0, four) == 10  # ... "1" then "0" is 10
    typed.forget()
    assert typed.digit(3, four) == 3  # forgotten (an arrow moved the choice): 3, not 103
    assert typed.digit(7, range(18)) == 7  # 37: no; 7
    assert typed.digit(5, [0, 1, 2]) is None  # nothing open to choose: None
    three = range(18)
    typed.forget()
    assert typed.digit(1, three) == 1 and typed.digit(7, three) == 17  # three players


def bid_turn(qtbot: QtBot, tmp_path: Path, rules: SpadesRules | None = None):  # noqa: ANN201
    window, table = open_table(qtbot, tmp_path, make_session(seed=12, rules=rules))
    wait_ready(qtbot, table)
    look(qtbot, table)
    assert table._bid_values(), "the person's turn to bid"
    return window, table


def test_typing_a_number_at_the_table_chooses_that_bid(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = bid_turn(qtbot, tmp_path)
    session = table.session
    key(qtbot, window, DIGIT[3])
    assert table._bid_choice == 3  # was nothing chosen: the digit did nothing
    assert table.act_bid.text() == "Bid 3"
    assert table.announcer.spoken[-1] == "Bid chosen: 3"
    key(qtbot, window, DIGIT[1])
    key(qtbot, window, DIGIT[2])  # quickly: 12
    assert table._bid_choice == 12
    assert table.bid_buttons[12].isChecked()
    key(qtbot, window, Qt.Key.Key_Down)  # the arrows still step, and are said alike
    assert table._bid_choice == 11
    assert table.announcer.spoken[-1] == "Bid chosen: 11"
    key(qtbot, window, DIGIT[0])  # after an arrow "0" alone: nil
    assert table._bid_choice == 0
    assert table.announcer.spoken[-1] == "Bid chosen: Nil"
    key(qtbot, window, DIGIT[4])  # 04: 4
    assert session.state.bids[0] is None  # choosing is not bidding
    key(qtbot, window, Qt.Key.Key_Return)
    assert session.state.bids[0] == 4
    window.close()


def test_a_lone_one_then_enter_bids_one(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = bid_turn(qtbot, tmp_path, SpadesRules(players=3))
    key(qtbot, window, DIGIT[1])
    key(qtbot, window, DIGIT[7])
    assert table._bid_choice == 17  # three players: bids go to 17
    table.picker.typed.forget()  # as after the typing pause
    key(qtbot, window, DIGIT[1], Qt.KeyboardModifier.KeypadModifier)  # the keypad's 1 too
    assert table._bid_choice == 1
    key(qtbot, window, Qt.Key.Key_Return)
    assert table.session.state.bids[0] == 1
    window.close()


def test_typing_a_number_in_the_practice_chooses_that_bid(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    from tests_gui_helpers import open_window

    window = open_window(qtbot, tmp_path)
    window.open_trainer("bidding_coach")
    page = window.trainer
    assert isinstance(page, BiddingPractice)
    page.deal(seed=3)
    qtbot.waitUntil(lambda: page.deal_ready, timeout=15000)
    page.setFocus()
    key(qtbot, window, DIGIT[3])
    assert page._choice == 3  # was 1, the digit doing nothing
    assert page.bid_buttons[3].isChecked()
    assert page.act_submit.text() == "Bid 3"
    assert page.announcer.spoken[-1] == "Bid chosen: 3"
    key(qtbot, window, DIGIT[1])
    key(qtbot, window, DIGIT[2])
    assert page._choice == 12
    key(qtbot, window, Qt.Key.Key_Up)  # the arrows still step
    assert page._choice == 13
    assert page.announcer.spoken[-1] == "Bid chosen: 13"
    key(qtbot, window, DIGIT[0])
    assert page._choice == 0 and page.announcer.spoken[-1] == "Bid chosen: Nil"
    key(qtbot, window, DIGIT[5])  # 05: 5
    key(qtbot, window, Qt.Key.Key_Return)
    assert page.player_bid == 5
    key(qtbot, window, DIGIT[7])  # bid made: the choice stays
    assert page._choice == 5
    page.typed.forget()
    page.deal(seed=4)
    qtbot.waitUntil(lambda: page.deal_ready and page.player_bid is None, timeout=15000)
    key(qtbot, window, DIGIT[0])
    key(qtbot, window, Qt.Key.Key_Return)
    assert page.player_bid == NIL
    window.close()


def test_the_bid_notice_and_the_menu_say_the_digits_choose(qtbot: QtBot, tmp_path: Path) -> None:
    """A new player was never told that typing the number chooses the bid: the notice at the
    bid says so, and so does the Table menu (the keys list; the digits are off it, so its "0"
    entry says it), in English and Korean, the notice on one line at 1024x700."""
    from PySide6.QtGui import QFontMetrics
    from tests_gui_helpers import SMALL

    from cardtable.i18n.playtest2_ko import KO

    window, table = bid_turn(qtbot, tmp_path)
    window.resize(*SMALL)
    qtbot.waitUntil(lambda: table.notice.width() < SMALL[0] - 300)  # the side panel beside
    notice = table.notice.text()
    assert "Type the number" in notice  # was "Your bid: how many tricks will you take?"
    assert "type its number" in table.act_nil.text()
    metrics = QFontMetrics(table.notice.font())
    room = table.notice.contentsRect().width() - 16  # the style's padding, 8 each side
    for words in (notice, KO[notice], KO[table.act_nil.text()]):
        assert metrics.horizontalAdvance(words) <= room, words
    window.close()


def test_the_practice_menu_says_the_digits_choose(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    """The bidding practice's Table menu (its keys list) named only the arrows: its "0"
    entry now says the digits choose a bid, as at the table."""
    from tests_gui_helpers import open_window

    window = open_window(qtbot, tmp_path)
    window.open_trainer("bidding_coach")
    page = window.trainer
    assert isinstance(page, BiddingPractice)
    entries = {a.shortcut().toString(): a.text() for a in window.table_menu.actions()}
    assert "type its number" in entries.get("0", ""), entries
    window.close()
