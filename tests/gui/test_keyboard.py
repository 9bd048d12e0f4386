"""Issue 18: the table and the pages played and read with the keyboard alone.

A no-limit Badugi hand with a typed raise, then the statistics, the hand history and the
replayer and back, driven by key presses only (no slot called, no mouse event); the amount
box that used to trap the keyboard; the focus ring's contrast measured from the pixels drawn;
the log read with the arrow keys; every action's key in its tool tip."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, table_of, wait_ready

from cardtable import games
from cardtable.badugi.events import PlayerActed
from cardtable.gui.badugi.table import BadugiTable
from cardtable.gui.common.focus_ring import contrast
from cardtable.gui.shell.history_page import HistoryPage
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.shell.stats_page import StatisticsPage

CTRL = Qt.KeyboardModifier.ControlModifier


def key(qtbot: QtBot, window: MainWindow, k: Qt.Key | str, mods=Qt.KeyboardModifier.NoModifier):
    """One key press as the window gets it: to the focused widget, through the shortcuts."""
    if not window.isActiveWindow():
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    target = QApplication.focusWidget() or window
    if isinstance(k, str):
        QTest.keyClicks(target, k)
    else:
        QTest.keyClick(target, k, mods)


def click(qtbot: QtBot, window: MainWindow, widget: QWidget, pos: QPoint | None = None) -> None:
    if not window.isActiveWindow():
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    if pos is None:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def seated(
    qtbot: QtBot, tmp_path: Path, seed: int, structure: str
) -> tuple[MainWindow, BadugiTable]:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=seed, n=3, structure=structure))
    table = table_of(window)
    table.ask_rebuy = lambda: True  # type: ignore[method-assign]  # no modal question
    return window, table


def person_lines(table: BadugiTable) -> list[PlayerActed]:
    view = table._view
    assert view is not None
    return [e for e in view.history if isinstance(e, PlayerActed) and e.seat == table.human]


def to_sized_decision(qtbot: QtBot, window: MainWindow, table: BadugiTable) -> None:
    """With keys only: call, check and stand pat up to a decision with a raise to size."""
    for _ in range(100):
        wait_ready(qtbot, table)
        if table.session.hand_over:
            key(qtbot, window, Qt.Key.Key_N)
            continue
        legal = table._legal()
        assert legal is not None
        if "draw" in legal.kinds:
            key(qtbot, window, Qt.Key.Key_P)
        elif {"bet", "raise"} & legal.kinds and legal.max_to > legal.min_to + 3:
            return
        else:
            key(qtbot, window, Qt.Key.Key_C)
    raise AssertionError("no decision with a raise to size")


def test_keyboard_only_no_limit_hand_with_a_typed_raise_then_the_pages(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, table = seated(qtbot, tmp_path, seed=9, structure="no_limit")
    to_sized_decision(qtbot, window, table)
    legal = table._legal()
    assert legal is not None
    amount = legal.min_to + 3
    # E puts the focus in the amount box; digits type the amount; Enter makes the bet.
    key(qtbot, window, Qt.Key.Key_E)
    assert QApplication.focusWidget() is table.spin
    key(qtbot, window, str(amount))
    assert table.spin.value() == amount
    before = len(person_lines(table))
    key(qtbot, window, Qt.Key.Key_Return)
    made = person_lines(table)[before:]
    assert [(e.kind, e.amount) for e in made] == [("raise" if "raise" in legal.kinds else "bet",
                                                   amount)]  # fmt: skip
    assert QApplication.focusWidget() is not table.spin  # back to the table
    # The rest of the hand by the table's keys: they all work after the box was used.
    for _ in range(60):
        wait_ready(qtbot, table)
        if table.session.hand_over:
            break
        legal = table._legal()
        assert legal is not None
        key(qtbot, window, Qt.Key.Key_P if "draw" in legal.kinds else Qt.Key.Key_C)
    assert table.session.hand_over
    # The statistics (Ctrl+I), back (Esc) to the table; the history (Ctrl+H), the hand just
    # played replayed (Enter), a step (Right), back to the list (Esc), back to the table (Esc).
    key(qtbot, window, Qt.Key.Key_I, CTRL)
    stats = window.trainer
    assert isinstance(stats, StatisticsPage) and window.pages.currentWidget() is stats
    assert stats.stats["badugi"] is not None
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is table
    key(qtbot, window, Qt.Key.Key_H, CTRL)
    history = window.trainer
    assert isinstance(history, HistoryPage) and window.pages.currentWidget() is history
    assert history.tree.currentItem() is not None  # the sitting just played, first
    key(qtbot, window, Qt.Key.Key_Return)
    assert history.stack.currentWidget() is history.replayer
    assert history.replayer.index == 0
    key(qtbot, window, Qt.Key.Key_Right)
    assert history.replayer.index == 1
    key(qtbot, window, Qt.Key.Key_Escape)
    assert history.stack.currentWidget() is history.listing
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is table
    window.close()


def test_the_amount_box_never_traps_the_keys(qtbot: QtBot, tmp_path: Path) -> None:
    """A click into the box used to keep R/C/F/A from working, into later hands; Esc, Tab and
    a click on the felt did not give the focus back."""
    window, table = seated(qtbot, tmp_path, seed=9, structure="no_limit")
    to_sized_decision(qtbot, window, table)
    legal = table._legal()
    assert legal is not None
    click(qtbot, window, table.spin)
    assert QApplication.focusWidget() is table.spin
    # A (all-in) works from inside the box and does not type into it.
    key(qtbot, window, Qt.Key.Key_A)
    assert table.spin.value() == legal.max_to
    assert QApplication.focusWidget() is table.spin
    # Esc hands the focus back to the table.
    key(qtbot, window, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is table.view
    # A click into the box again, then a click on the felt: the felt has the focus.
    click(qtbot, window, table.spin)
    click(qtbot, window, table.view.viewport(), QPoint(30, 30))
    assert QApplication.focusWidget() is table.view
    # Into the box once more, and C calls from there: the letter is the table's.
    click(qtbot, window, table.spin)
    before = len(person_lines(table))
    key(qtbot, window, Qt.Key.Key_C)
    assert [e.kind for e in person_lines(table)[before:]] in (["call"], ["check"])
    window.close()


def test_tab_reaches_the_buttons_in_order_and_enter_presses_one(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, table = seated(qtbot, tmp_path, seed=5, structure="fixed")
    for _ in range(50):  # to a betting decision with a bet to fold to
        wait_ready(qtbot, table)
        legal = table._legal()
        if legal is not None and "fold" in legal.kinds:
            break
        key(qtbot, window, Qt.Key.Key_N if legal is None else Qt.Key.Key_P)
    legal = table._legal()
    assert legal is not None and "fold" in legal.kinds
    reached = []
    for _ in range(6):
        key(qtbot, window, Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    names = [w.objectName() for w in reached]
    assert names[:3] == ["fold", "check_call", "bet_raise"], names
    # Enter on the focused Fold button folds.
    while QApplication.focusWidget() is not table.buttons["fold"]:
        key(qtbot, window, Qt.Key.Key_Tab)
    key(qtbot, window, Qt.Key.Key_Return)
    view = table._view
    assert view is not None and view.folded[table.human]
    window.close()


def test_the_log_is_read_with_the_arrow_keys(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, seed=5, structure="fixed")
    wait_ready(qtbot, table)
    assert table.log.accessibleName() == "Hand log"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    table.log.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(table.log.hasFocus, timeout=2000)
    last = table.log.count() - 1
    assert table.log.currentRow() == last  # reading starts from the latest line
    key(qtbot, window, Qt.Key.Key_Up)
    key(qtbot, window, Qt.Key.Key_Up)
    assert table.log.currentRow() == last - 2
    key(qtbot, window, Qt.Key.Key_Home)
    assert table.log.currentRow() == 0
    key(qtbot, window, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is table.view
    window.close()


def _pixel(widget: QWidget, x: int, y: int) -> tuple[int, int, int]:
    """The colour drawn at ``widget``'s point (x, y), as the whole window paints it."""
    window = widget.window()
    image = window.grab().toImage()
    ratio = image.devicePixelRatio()
    at = widget.mapTo(window, QPoint(x, y))
    c = QColor(image.pixel(round(at.x() * ratio), round(at.y() * ratio)))
    return c.red(), c.green(), c.blue()


def _ring_contrasts(qtbot: QtBot, window: MainWindow, widget: QWidget) -> tuple[float, float]:
    """(ring against the same pixels unfocused, ring against what is just outside it): the
    middle of the widget's left edge, grabbed with and without the focus."""
    y = widget.height() // 2
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    table_focus = widget.window().focusWidget()
    widget.clearFocus()
    QApplication.processEvents()
    unfocused = _pixel(widget, 1, y)
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(widget.hasFocus, timeout=2000)
    focused = _pixel(widget, 1, y)
    around = _pixel(widget, -3, y)
    if table_focus is not None:
        table_focus.setFocus()
    return contrast(focused, unfocused), contrast(focused, around)


@pytest.mark.parametrize("structure", ["no_limit"])
def test_the_focus_ring_stands_out_three_to_one(qtbot: QtBot, tmp_path: Path, structure: str):
    """Measured from the pixels drawn: the ring against the same pixels without the focus
    and against the bar around it, for every kind of control in the bar (WCAG's 3:1)."""
    window, table = seated(qtbot, tmp_path, seed=9, structure=structure)
    to_sized_decision(qtbot, window, table)
    bar = table.bar
    controls: list[QWidget] = [
        table.buttons["fold"], table.buttons["check_call"], table.buttons["bet_raise"],
        bar.size_buttons[0], table.spin,
    ]  # fmt: skip
    for control in controls:
        assert control.isVisible() and control.isEnabled(), control.objectName()
        change, around = _ring_contrasts(qtbot, window, control)
        assert change >= 3.0 and around >= 3.0, (control.objectName(), change, around)
    window.close()


def test_every_action_button_shows_its_key(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, seed=5, structure="no_limit")
    wait_ready(qtbot, table)
    assert table.buttons["fold"].toolTip() == "Fold (F)"
    assert table.buttons["bet_raise"].toolTip().endswith("(B, R)")
    assert table.bar.size_buttons[1].toolTip() == "Pot (Shift+P)"
    assert table.pre_boxes["pre_call_any"].toolTip() == "Call any (Shift+A)"
    for button in table.bar.findChildren(QAbstractButton):
        assert "(" in button.toolTip() and button.toolTip().endswith(")"), button.objectName()
    start = window.start_screen
    assert start.trainer_buttons["stats"].toolTip().endswith("(Ctrl+I)")
    assert start.trainer_buttons["history"].toolTip().endswith("(Ctrl+H)")
    assert start.trainer_buttons["draw"].toolTip().endswith("(Ctrl+T)")
    # The pages: their buttons and tabs.
    window.open_trainer("stats")
    stats = window.trainer
    assert isinstance(stats, StatisticsPage)
    assert stats.tabs.tabToolTip(0).endswith("(B)")
    buttons = stats.findChildren(QAbstractButton)
    assert buttons and all(b.toolTip().endswith(")") for b in buttons if b.isVisible()), [
        b.toolTip() for b in buttons
    ]
    window.close_trainer()
    window.close()


def test_a_page_opened_by_key_keeps_enter_for_itself(qtbot: QtBot, tmp_path: Path) -> None:
    """Opened from the start screen with its button focused, the draw trainer gave the focus
    to its Back button, and Enter (meant to draw) went back to the start screen."""
    from cardtable.gui.badugi.trainer import DrawTrainer

    window = open_window(qtbot, tmp_path)
    button = window.start_screen.trainer_buttons["draw"]
    button.setFocus()
    key(qtbot, window, Qt.Key.Key_Space)  # the focused button opens the page
    trainer = window.trainer
    assert isinstance(trainer, DrawTrainer)
    assert not isinstance(QApplication.focusWidget(), QAbstractButton)
    qtbot.waitUntil(lambda: trainer.spot is not None and trainer.result is None, timeout=15000)
    key(qtbot, window, Qt.Key.Key_Return)  # nothing marked: Enter stands pat
    assert window.trainer is trainer and trainer.result is not None
    key(qtbot, window, Qt.Key.Key_Tab)  # Tab still reaches the buttons
    assert isinstance(QApplication.focusWidget(), QAbstractButton)
    window.close()


@pytest.mark.parametrize("act", [Qt.Key.Key_C, Qt.Key.Key_F, Qt.Key.Key_R])
def test_acting_from_the_amount_box_leaves_the_focus_on_the_table(
    qtbot: QtBot, tmp_path: Path, act: Qt.Key
) -> None:
    """Issue 26, defect 3: E, digits, then C (or F, R) acted and the box, hidden with the
    decision, passed the focus on to the next widget in the chain: the hand log."""
    window, table = seated(qtbot, tmp_path, seed=9, structure="no_limit")
    to_sized_decision(qtbot, window, table)
    legal = table._legal()
    assert legal is not None
    key(qtbot, window, Qt.Key.Key_E)
    assert QApplication.focusWidget() is table.spin
    key(qtbot, window, str(legal.min_to + 1))
    before = len(person_lines(table))
    key(qtbot, window, act)
    assert len(person_lines(table)) == before + 1  # it acted
    assert QApplication.focusWidget() is table.view
    assert QApplication.focusWidget() is not table.log
    wait_ready(qtbot, table)
    assert QApplication.focusWidget() is table.view
    window.close()


@pytest.mark.parametrize("page", ["draw", "history"])
def test_back_from_a_page_the_focus_is_on_the_button_that_opened_it(
    qtbot: QtBot, tmp_path: Path, page: str
) -> None:
    """Esc from a page opened from the start screen left the focus nowhere: Tab then started
    again at the first button. It now returns to the button that opened the page."""
    window = open_window(qtbot, tmp_path)
    start = window.start_screen
    button = start.trainer_buttons[page]
    button.setFocus()
    key(qtbot, window, Qt.Key.Key_Space)
    assert window.trainer is not None and not start.isVisible()
    window.close_trainer()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button, timeout=2000)
    key(qtbot, window, Qt.Key.Key_Space)  # and Space opens it again
    assert window.trainer is not None
    window.close()


def test_the_arrow_keys_move_on_the_start_screen_as_the_buttons_stand(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Up and Down went to the previous or next button in the tab order (Down from Spades to
    the draw trainer under Badugi, Up from the bidding coach to the draw trainer beside it).
    They now move a row, to the button under or over; Left and Right stay in the row."""
    window = open_window(qtbot, tmp_path)
    start = window.start_screen
    qtbot.waitUntil(start.isVisible)
    # The games' row holds one button per registered game (in the registry's order), so
    # the expected moves are found from where the buttons stand, not from a fixed layout.
    games_row = [start.game_buttons[name] for name in games.names()]
    first, last = games_row[0], games_row[-1]
    draw, coach = start.trainer_buttons["draw"], start.trainer_buttons["bidding_coach"]
    stats, history = start.trainer_buttons["stats"], start.trainer_buttons["history"]

    def press(name: Qt.Key) -> QWidget | None:
        key(qtbot, window, name)
        return QApplication.focusWidget()

    def under(button: QWidget, row: list[QPushButton]) -> QPushButton:
        """The button of ``row`` standing closest under (or over) ``button``."""
        x = button.geometry().center().x()
        return min(row, key=lambda b: abs(b.geometry().center().x() - x))

    last.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is last)
    assert press(Qt.Key.Key_Right) is last  # the row's last: stays
    below = under(last, [draw, coach])
    assert press(Qt.Key.Key_Down) is below
    assert press(Qt.Key.Key_Down) is under(below, [stats, history])
    coach.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is coach)
    assert press(Qt.Key.Key_Up) is under(coach, games_row)  # not the draw trainer beside it
    history.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is history)
    assert press(Qt.Key.Key_Down) is history  # the bottom row: nowhere further
    assert press(Qt.Key.Key_Left) is stats
    assert press(Qt.Key.Key_Left) is stats  # the row's first: stays
    assert press(Qt.Key.Key_Up) is draw
    above = under(draw, games_row)
    assert press(Qt.Key.Key_Up) is above
    assert press(Qt.Key.Key_Up) is above  # the top row: nowhere further
    first.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)
    assert press(Qt.Key.Key_Left) is first
    assert press(Qt.Key.Key_Right) is games_row[1]
    window.close()


def test_the_practice_choices_show_the_focus_ring(qtbot: QtBot, tmp_path: Path) -> None:
    """The bidding practice's situation boxes were the platform's light combo boxes, whose
    focus a keyboard player could hardly see on the felt; they now have the pages' ring
    (the draw trainer's and the history's), 3:1 from the pixels drawn."""
    from cardtable.gui.spades.coach_practice import BiddingPractice

    window = open_window(qtbot, tmp_path)
    window.open_trainer("bidding_coach")
    page = window.trainer
    assert isinstance(page, BiddingPractice)
    for box in page.boxes.values():
        change, around = _ring_contrasts(qtbot, window, box)
        assert change >= 3.0 and around >= 3.0, (box.objectName(), change, around)
    window.close()


def test_the_pages_drop_down_lists_can_be_read(qtbot: QtBot, tmp_path: Path) -> None:
    """The pages styled their boxes' words light and left the list that opens on the
    platform's light grey: every item but the highlighted one was invisible (the draw
    trainer's "Draws left", the practice's table sizes). Measured from the pixels drawn:
    an item that is not highlighted stands 4.5:1 from its background (WCAG's text figure)."""
    from collections import Counter

    from PySide6.QtWidgets import QComboBox

    window = open_window(qtbot, tmp_path)
    for page_key in ("draw", "bidding_coach"):
        window.open_trainer(page_key)
        page = window.trainer
        assert page is not None
        box = next(b for b in page.findChildren(QComboBox) if b.isVisible() and b.count() > 1)
        box.setCurrentIndex(0)
        box.showPopup()
        view = box.view()
        qtbot.waitUntil(view.isVisible)
        rect = view.visualRect(box.model().index(1, 0))
        image = view.viewport().grab(rect).toImage()
        pixels = [
            QColor(image.pixel(x, y)).getRgb()[:3]
            for x in range(image.width())
            for y in range(image.height())
        ]
        background = Counter(pixels).most_common(1)[0][0]
        best = max(contrast(p, background) for p in pixels)
        assert best >= 4.5, (page_key, background, best)
        box.hidePopup()
        window.close_trainer()
    window.close()
