"""A whole Spades hand played from the keyboard only, at the real table in the main window:
look at the cards (C), choose a bid (Up) and bid it (Enter), play every card with the arrows
and Enter, take one back (Ctrl+Z) and play on, step through the tricks (T, Shift+T), deal the
next hand (N). Real key events go to the window, so the shortcuts are what is tested, and an
event filter fails the test on any mouse event."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_spades_table import make_session, open_table, wait_ready

from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.spades import Bid, Play, ShowCards

MOUSE = {
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick, QEvent.Type.GraphicsSceneMousePress,
    QEvent.Type.GraphicsSceneMouseRelease,
}  # fmt: skip


class NoMouse(QObject):
    """Counts mouse button events anywhere in the application."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() in MOUSE:
            self.seen += 1
        return False


def key(qtbot: QtBot, window: MainWindow, code: Qt.Key,
        modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:  # fmt: skip
    """A real key press in the active window (its shortcuts decide what it does)."""
    if not window.isActiveWindow():
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window.focusWidget() or window, code, modifier)


def test_a_whole_hand_by_keyboard_with_a_bid_and_an_undo(qtbot: QtBot, tmp_path: Path) -> None:
    spy = NoMouse()
    QApplication.instance().installEventFilter(spy)  # type: ignore[union-attr]
    try:
        window, table = open_table(qtbot, tmp_path, make_session(seed=12))
        session = table.session
        wait_ready(qtbot, table)
        if ShowCards(0) in session.view_for(0).legal_actions:
            key(qtbot, window, Qt.Key.Key_C)
            wait_ready(qtbot, table)
        key(qtbot, window, Qt.Key.Key_Up)  # nothing chosen: Up picks 1
        key(qtbot, window, Qt.Key.Key_Up)
        assert session.state.bids[0] is None  # choosing is not bidding
        key(qtbot, window, Qt.Key.Key_Return)
        assert session.state.bids[0] == 2
        undone = False
        while not session.hand_over:
            wait_ready(qtbot, table)
            if session.hand_over:
                break
            view = session.view_for(0)
            assert any(isinstance(a, Play) for a in view.legal_actions)
            played = len(session.state.actions)
            key(qtbot, window, Qt.Key.Key_Right)  # the first playable card, lifted
            key(qtbot, window, Qt.Key.Key_Return)
            assert len(session.state.actions) > played
            if not undone and len(view.tricks) == 3:
                wait_ready(qtbot, table)
                if session.hand_over:
                    break
                before = session.state.actions[:played]
                key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
                assert session.state.actions == before and session.whose_turn() == 0
                undone = True
                # Look back at the tricks before playing again: T, T, then Shift+T back.
                key(qtbot, window, Qt.Key.Key_T)
                key(qtbot, window, Qt.Key.Key_T)
                assert table.scene.browsing == 1
                key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ShiftModifier)
                key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ShiftModifier)
                assert table.scene.browsing is None
        wait_ready(qtbot, table)
        assert undone and session.last_hand is not None
        assert len(session.last_hand.tricks) == 13
        assert Bid(0, 2) in session.state.actions or dict(session.last_hand.bids)[0] == 2
        key(qtbot, window, Qt.Key.Key_N)
        wait_ready(qtbot, table)
        assert not session.between_hands and session.state.hand_number == 2
        assert spy.seen == 0, "a mouse event reached the application"
        window.close()
    finally:
        QApplication.instance().removeEventFilter(spy)  # type: ignore[union-attr]


def test_esc_leaves_the_trick_browser_and_the_turn_stays_said(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 26, defect 4: only Shift+T (once per trick) left the browser, and while a trick
    was on show its words replaced "Your turn"."""
    from test_spades_table_tools import bid_and_play

    window, table = open_table(qtbot, tmp_path, make_session(seed=35))
    bid_and_play(qtbot, table, 3)
    assert table.session.whose_turn() == table.human and not table.session.hand_over
    assert table.notice.text() == "Your turn: play a card."
    key(qtbot, window, Qt.Key.Key_T)
    key(qtbot, window, Qt.Key.Key_T)
    assert table.scene.browsing == 1
    assert table.notice.text().startswith("Your turn: play a card.")  # still said
    assert "Trick 2 on show" in table.notice.text()
    assert table.announcer.spoken[-1].startswith("Trick 2: ")  # the trick in words
    key(qtbot, window, Qt.Key.Key_Escape)
    assert table.scene.browsing is None
    assert table.notice.text() == "Your turn: play a card."
    assert window.table is table  # Esc did nothing else
    # Esc while not browsing does not reach the browser (nothing to leave).
    assert not table.act_live_trick.isEnabled()
    window.close()


def test_enter_plays_the_only_card_and_asks_for_a_choice_otherwise(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Enter with no card chosen said "Choose a card with the arrow keys first" even with one
    card left in the hand: where the rules leave one card, Enter plays it; with a choice it
    still asks, and plays nothing."""
    from test_spades_table_tools import bid_and_play

    window, table = open_table(qtbot, tmp_path, make_session(seed=35))
    session = table.session
    bid_and_play(qtbot, table, 0)
    first = {a.card for a in session.view_for(0).legal_actions if isinstance(a, Play)}
    assert len(first) > 1  # the first card of the hand: a real choice
    played = len(session.state.actions)
    key(qtbot, window, Qt.Key.Key_Return)
    assert len(session.state.actions) == played  # nothing chosen, nothing played
    assert table.notice.text().startswith("Choose a card with the arrow keys first")
    for _ in range(12):
        wait_ready(qtbot, table)
        table._act(session.view_for(0).legal_actions[0])
    wait_ready(qtbot, table)
    last = [a for a in session.view_for(0).legal_actions if isinstance(a, Play)]
    assert len(last) == 1 and table.scene.focus_slot is None
    key(qtbot, window, Qt.Key.Key_Return)  # the last card: no choice, Enter plays it
    wait_ready(qtbot, table)
    assert session.hand_over and session.last_hand is not None
    assert len(session.last_hand.tricks) == 13
    assert (0, last[0].card) in session.last_hand.tricks[-1]
    window.close()


def test_the_table_menu_names_each_key_once(qtbot: QtBot, tmp_path: Path) -> None:
    """The menu shows an entry's keys in its shortcut column: "Back to the trick in play
    (Esc)" named Esc twice (playtest, session 15). No entry's text names its own key, in
    English or in Korean."""
    from PySide6.QtGui import QKeySequence

    from cardtable.i18n.fill_ts import translations

    window, table = open_table(qtbot, tmp_path, make_session(seed=35))
    korean = translations("spades")
    for action in table.table_actions:
        for keys in action.shortcuts():
            shown = f"({keys.toString(QKeySequence.SequenceFormat.NativeText)})"
            assert shown not in action.text(), action.text()
            assert shown not in korean.get(action.text(), ""), action.text()
    assert table.act_live_trick.text() == "Back to the trick in play"
    window.close()
