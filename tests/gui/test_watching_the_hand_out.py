"""All-in or folded at a cash table, the person watches the rest of the hand: no bet of his
can come in it. The bar showed Fold, Check and Bet greyed (Fold with its red rim) as if a
turn might come; the sit-and-go watcher had the same until playtest 5 hid them there. Now
the betting buttons go and the bar says what is happening."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_badugi_controls import betting_decision, seated
from tests_gui_helpers import make_session

from cardtable.badugi.phase import Phase
from cardtable.gui.badugi.table import BadugiTable

BETTING = ("fold", "check_call", "bet_raise")


def _others_bet(table: BadugiTable) -> bool:
    """The hand goes on in a betting round, a bot to act (thinking or its move shown)."""
    view = table._view
    return (
        view is not None
        and not table.session.hand_over
        and view.phase is Phase.BETTING
        and view.to_act is not None
        and view.to_act != table.human
    )


def _watch(qtbot: QtBot, table: BadugiTable) -> bool:
    """Wait for the others to bet (True) or the hand to end (False)."""
    qtbot.waitUntil(lambda: _others_bet(table) or table.session.hand_over, timeout=20000)
    return not table.session.hand_over


def _betting_hidden(table: BadugiTable) -> bool:
    return all(table.buttons[name].isHidden() for name in BETTING)


def test_folded_the_bar_says_so_and_offers_no_bets(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=5, structure="no_limit"))
    for _ in range(40):
        legal = betting_decision(qtbot, table)
        if legal is None or "fold" not in legal.kinds:
            if legal is not None:
                table.check_or_call()
            continue
        table.fold()
        if _watch(qtbot, table):
            break
    else:
        raise AssertionError("no hand went on after a fold")
    assert _betting_hidden(table)
    assert not table.bar.watching.isHidden()
    assert table.bar.watching.text() == "You folded: watching the hand out."
    assert not table.bar.isHidden()  # the bar keeps its place: the felt does not jump
    # A betting key says the same (it said nothing: F, C and B were only greyed).
    table.notice.clear()
    qtbot.keyClick(table.view, Qt.Key.Key_C)
    assert table.notice.text() == "You folded: watching the hand out."
    # Nor while the hand's chips fly to its winner (seen in Korean at 1024x700: greyed
    # Fold, Check and Raise under "Hand over" for the second or so of the pot's slide).
    table.prefs.speed_name = "fast"  # the tests' "off" has no slide to watch
    qtbot.waitUntil(lambda: table.session.hand_over and table.blocked, timeout=30000)
    assert _betting_hidden(table)
    qtbot.waitUntil(lambda: table.session.hand_over and not table.blocked, timeout=30000)
    assert table.bar.watching.isHidden()  # between hands: Next hand, as ever
    assert not table.buttons["next_hand"].isHidden()
    window.close()


def test_all_in_the_bar_says_so_and_offers_no_bets(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=5, structure="no_limit"))
    for _ in range(60):
        legal = betting_decision(qtbot, table)
        if legal is None:
            continue
        if not {"bet", "raise"} & legal.kinds:
            table.check_or_call()
            continue
        table.act_all_in.trigger()
        table.bet_or_raise()
        if _watch(qtbot, table):
            break
    else:
        raise AssertionError("no hand went on after a shove")
    assert _betting_hidden(table)
    assert table.bar.watching.text() == "All-in: no more bets for you this hand."
    assert not table.bar.watching.isHidden()
    # B said "Not your turn yet: … is to act", as if a bet of his might come.
    qtbot.keyClick(table.view, Qt.Key.Key_B)
    assert table.notice.text() == "All-in: no more bets for you this hand."
    window.close()
