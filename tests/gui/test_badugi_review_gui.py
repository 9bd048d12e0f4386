"""The decision review in the window: the table reviews the hand just played (V), the replayer
shows a stored hand's review and marks the costly steps, the statistics page's leak report
fills as the background reviews finish and opens its example hands in the replayer; English
phrases are the command line's, and the review speaks Korean."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from history_play import badugi_session, play_badugi
from PySide6.QtWidgets import QApplication, QToolButton
from pytestqt.qtbot import QtBot
from tests_gui_helpers import (
    SMALL,
    WIDE,
    make_session,
    open_window,
    plain_move,
    table_of,
    wait_ready,
)

from cardtable.badugi.bots import BasicBot
from cardtable.badugi.hand_value import CLASSES
from cardtable.badugi.review.explain import ENGLISH
from cardtable.gui.badugi import review_text
from cardtable.gui.badugi.leak_report import ROLE
from cardtable.gui.common import task_process
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.games import catalogues
from cardtable.gui.shell.history_page import HistoryPage
from cardtable.gui.shell.stats_page import StatisticsPage
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder


@pytest.fixture(autouse=True)
def on_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reviews on the review backend's thread: no process to start in every test."""
    monkeypatch.setattr(task_process, "USE_PROCESS", False)


def stored_hands(data_dir: Path, hands: int = 4) -> list[int]:
    db = HistoryDB(data_dir / "history.sqlite3")
    assert db.open() is None
    play_badugi(badugi_session(seed=13, n=3), hands, HistoryRecorder(db).record)
    ids = [h.id for h in db.hands("badugi")]
    db.close()
    return ids


def test_english_phrases_are_the_command_lines() -> None:
    assert review_text.words() == ENGLISH


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    translators = install_translators(qapp, "ko", catalogues())
    assert translators
    yield
    remove_translators(qapp, translators)


def test_a_reason_in_korean(korean: None) -> None:
    decision = {"cost_bb": 1.4, "why": {
        "did": {"kind": "call", "bets": 2}, "strength": CLASSES.index((3, (9, 5, 2))),
        "opponents": 1, "pats": 1, "drawing": 0, "best": {"kind": "fold"}}}  # fmt: skip
    assert review_text.reason_line(decision) == (
        "패스한 상대에게 세 장 9-5-2 패로 콜 (2벳): -1.4 bb (폴드 쪽이 더 나았음)"
    )
    assert review_text.situation_name("bet_last", True) == "마지막 드로우 후, 베팅을 받았을 때"


def test_the_table_reviews_the_hand_just_played(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5, n=3))
    table = table_of(window)
    assert table.act_review.shortcut().toString() == "V"
    while True:
        wait_ready(qtbot, table)
        if table.session.hand_over:
            break
        assert table.reviewer._last is None  # nothing to review yet (V says so)
        plain_move(table)
    assert table.act_review.isEnabled()
    assert table.bar.buttons["review_hand"].isVisible()
    table.act_review.trigger()
    review = table.reviewer.window
    assert review is not None and review.isVisible()
    qtbot.waitUntil(lambda: "Step" in review.browser.toPlainText(), timeout=60000)
    text = review.browser.toPlainText()
    assert "judged only on what you knew then" in text and "Cost" in text
    assert review.windowTitle() == "Review of hand 1"
    # Nothing in the dialog can show a step: its step names are not links that look
    # followable and do nothing (the replayer's are, and jump there).
    assert "step:" not in review.browser.toHtml()
    table.act_next_hand.trigger()
    wait_ready(qtbot, table)
    assert table.act_review.isEnabled()  # hand 1 stays reviewable during hand 2
    window.close_table(keep=False)
    assert table.reviewer.window is None


def test_the_replayer_shows_the_review_and_marks_costly_steps(
    qtbot: QtBot, tmp_path: Path
) -> None:
    stored_hands(tmp_path)
    window = open_window(qtbot, tmp_path)
    window.act_history.trigger()
    page = window.trainer
    assert isinstance(page, HistoryPage)
    page.replay_selected()  # the newest sitting's first hand
    replayer = page.replayer
    assert replayer.act_review.isEnabled()
    toggles = [b for b in replayer.findChildren(QToolButton)
               if b.defaultAction() is replayer.act_review]  # fmt: skip
    assert len(toggles) == 1 and toggles[0].isVisible()
    qtbot.waitUntil(lambda: "Step" in replayer.review.toPlainText(), timeout=60000)
    assert replayer.review.isVisible()
    hand = page.hand_of(page.current)
    kept = window.reviews.kept(hand)
    assert kept is not None and kept["hand_no"] + 1 == hand.hand_no
    for d in kept["decisions"]:
        line = replayer.steps.item(d["step"]).text()
        assert ("⚠" in line) == d["flagged"]
    # A decision's step link shows the position where it was made.
    step = kept["decisions"][-1]["step"]
    replayer.review.step_chosen.emit(step)
    assert replayer.index == step
    replayer.act_review.trigger()  # V hides it, V shows it again
    assert not replayer.review.isVisible()
    replayer.act_review.trigger()
    assert replayer.review.isVisible()


def station_hands(data_dir: Path, hands: int, seed: int = 17) -> list[int]:
    """``hands`` hands where the person calls every bet to the end (he loses chips to that,
    so his review flags decisions); the bots are ``basic``."""
    from cardtable.badugi.actions import Action

    db = HistoryDB(data_dir / "history.sqlite3")
    assert db.open() is None
    session = badugi_session(seed=seed, n=3)
    session.add_save_hook(HistoryRecorder(db).record)
    basic = BasicBot()
    for _ in range(hands):
        if session.needs_rebuy():
            session.rebuy(0)
        session.next_hand()
        while not session.hand_over:
            seat = session.whose_turn()
            view = session.view_for(seat) if seat is not None else None
            assert seat is not None and view is not None and view.legal is not None
            action = basic.act(view)
            if seat == 0 and "draw" not in view.legal.kinds:
                action = Action.check() if "check" in view.legal.kinds else Action.call()
            session._apply(seat, action)
    ids = [h.id for h in db.hands("badugi")]
    db.close()
    return ids


def test_the_leak_report_grows_and_opens_its_examples(qtbot: QtBot, tmp_path: Path) -> None:
    ids = station_hands(tmp_path, 6)
    window = open_window(qtbot, tmp_path)
    window.act_statistics.trigger()
    page = window.trainer
    assert isinstance(page, StatisticsPage)
    leaks = page.game_tabs["badugi"].leaks
    qtbot.waitUntil(lambda: window.reviews.waiting() == 0, timeout=120000)
    page.refresh_reviews()
    qtbot.waitUntil(lambda: leaks.report is not None and leaks.report.hands == len(ids),
                    timeout=30000)  # fmt: skip
    report = leaks.report
    assert report is not None and report.flagged > 0
    assert f"{report.hands} hands reviewed" in leaks.status.text()
    assert leaks.tree.topLevelItemCount() == 4
    situation = leaks.tree.topLevelItem(0)
    assert situation is not None and situation.text(0) == "By situation"
    worst = situation.child(0)
    assert worst is not None and worst.text(3) == f"{report.groups['situation'][0].cost_bb:.1f}"
    example = worst.child(0)
    assert example is not None and example.text(0).startswith("Hand ")
    hand_id = example.data(0, ROLE)
    assert hand_id in ids
    leaks.tree.setCurrentItem(example)
    leaks.tree.itemActivated.emit(example, 0)  # Enter or a double click
    history = window.trainer
    assert isinstance(history, HistoryPage)
    shown = history.hand_of(history.current)
    assert shown is not None and shown.id == hand_id
    assert history.stack.currentWidget() is history.replayer


def test_the_leak_report_counts_one_hand_in_the_singular(qtbot: QtBot) -> None:
    """It said "1 hands reviewed" (seen at the table after a first hand)."""
    from cardtable.badugi.review.leaks import LeakReport
    from cardtable.gui.badugi.leak_report import LeakReportView

    view = LeakReportView()
    qtbot.addWidget(view)
    for hands, words in ((1, "1 hand reviewed:"), (2, "2 hands reviewed:")):
        view.report = LeakReport(hands=hands, decisions=7, flagged=6, cost_bb=3.1)
        view._show_status()
        assert view.status.text().startswith(words)
    view.shutdown()


def play_to_end_of_hand(qtbot: QtBot, table) -> None:  # noqa: ANN001 (a BadugiTable)
    while True:
        wait_ready(qtbot, table)
        if table.session.hand_over:
            return
        plain_move(table)


def press_v(qtbot: QtBot, window) -> None:  # noqa: ANN001 (a MainWindow)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    if not window.isActiveWindow():
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_V)


def test_v_reviews_the_last_hand_during_the_next_and_keeps_the_controls_clear(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 26, defects 1 and 2: V worked only in the pause before the next deal (then did
    nothing and said nothing), the review window covered the action bar at the next turn,
    and nothing said that the review was being worked out."""
    window = open_window(qtbot, tmp_path)
    window.resize(*SMALL)
    window.open_session(make_session(seed=5, n=3, structure="no_limit"))
    table = table_of(window)
    wait_ready(qtbot, table)
    if not table.session.hand_over:
        # Before any hand of his is over, V says so instead of nothing.
        press_v(qtbot, window)
        assert table.reviewer.window is None
        assert any("No hand" in s for s in table.announcer.spoken)
        assert "No hand" in table.notice.text()
    play_to_end_of_hand(qtbot, table)
    table.act_next_hand.trigger()  # the next hand is dealt: V still reviews hand 1
    wait_ready(qtbot, table)
    assert table.act_review.isEnabled()
    turn = table.notice.text()
    press_v(qtbot, window)
    review = table.reviewer.window
    assert review is not None and review.isVisible()
    assert review.windowTitle() == "Review of hand 1"
    assert "Reviewing hand 1" in review.browser.toPlainText()
    assert any("Reviewing hand 1" in s for s in table.announcer.spoken)
    qtbot.waitUntil(lambda: "Step" in review.browser.toPlainText(), timeout=60000)
    assert any("review of hand 1 is ready" in s for s in table.announcer.spoken)
    # His turn's words stay on the notice line (the window says what the review is doing).
    if table._legal() is not None:
        assert turn.startswith("Your turn") and table.notice.text() == turn, table.notice.text()
    # The window leaves the person's controls in sight.
    bar = table.bar
    bar_rect = bar.rect().translated(bar.mapToGlobal(bar.rect().topLeft()))
    assert not review.frameGeometry().intersects(bar_rect)
    notice = table.notice
    notice_rect = notice.rect().translated(notice.mapToGlobal(notice.rect().topLeft()))
    assert not review.frameGeometry().intersects(notice_rect)
    # V again: the same review at once, not worked out again.
    review.close()
    press_v(qtbot, window)
    assert review.isVisible() and "Step" in review.browser.toPlainText()
    window.close_table(keep=False)


def test_the_replayers_step_links_are_reached_by_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    """Tab moves the focus into the review and from step link to step link, Enter follows
    one, and the replayer's arrows still step from there (the review took no focus: its links
    were out of the keyboard's reach; playtest, session 15)."""
    from PySide6.QtCore import Qt

    station_hands(tmp_path, 2)  # he calls to the end: several decisions
    window = open_window(qtbot, tmp_path)
    window.act_history.trigger()
    page = window.trainer
    assert isinstance(page, HistoryPage)
    page.replay_selected()
    replayer = page.replayer
    qtbot.waitUntil(lambda: "Step" in replayer.review.toPlainText(), timeout=60000)
    kept = window.reviews.kept(page.hand_of(page.current))
    assert kept is not None and len(kept["decisions"]) >= 2
    steps = [d["step"] for d in kept["decisions"]]
    review = replayer.review
    assert "Shift+Tab" in review.toolTip() and "Enter" in review.toolTip()
    replayer.first()
    for _ in range(30):  # Tab until the review's first link is chosen
        if review.hasFocus() and review.textCursor().hasSelection():
            break
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
    assert review.hasFocus(), QApplication.focusWidget()
    assert review.textCursor().selectedText() == f"Step {steps[0]}"
    qtbot.keyClick(review, Qt.Key.Key_Tab)
    assert review.textCursor().selectedText() == f"Step {steps[1]}"
    qtbot.keyClick(review, Qt.Key.Key_Return)
    assert replayer.index == steps[1]
    qtbot.keyClick(review, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert review.textCursor().selectedText() == f"Step {steps[0]}"
    qtbot.keyClick(review, Qt.Key.Key_Enter)
    assert replayer.index == steps[0]
    qtbot.keyClick(review, Qt.Key.Key_Right)  # the replayer's keys still step
    assert replayer.index == steps[0] + 1
    qtbot.keyClick(review, Qt.Key.Key_Left)
    assert replayer.index == steps[0]


def test_the_leak_report_says_which_hands_it_adds_up_and_narrows_to_either(
    qtbot: QtBot,
) -> None:
    """The figure cards count cash-table hands only; the leak report added up the
    sit-and-goes' reviews too without a word. Now it names its hands and narrows to either."""
    import json

    from cardtable.badugi.review.hand import VERSION
    from cardtable.core.history import StoredReview
    from cardtable.gui.badugi.leak_report import LeakReportView

    def stored(hand_id: int, cost: float) -> StoredReview:
        decision = {"round_key": "bet_last", "facing": True, "position": "button", "size": 3,
                    "choices": [{"kind": "call"}], "chosen": 0, "cost_bb": cost,
                    "flagged": True, "step": 3}  # fmt: skip
        text = json.dumps({"hand_no": hand_id, "decisions": [decision]})
        return StoredReview(hand_id, VERSION, text)

    view = LeakReportView()
    qtbot.addWidget(view)
    view.show()
    reviews = [stored(1, 1.0), stored(2, 2.0), stored(3, 4.0)]  # hand 3 is a sit-and-go's
    view.show_reviews(reviews, 0)
    qtbot.waitUntil(lambda: view.report is not None and view.report.hands == 3)
    assert not view.scope.isVisible()  # cash hands only: nothing to choose
    assert "sit-and-go" not in view.status.text().lower()
    view.set_sng_hands({3})
    assert view.scope.isVisible() and view.scope.currentData() == "all"
    qtbot.waitUntil(lambda: "Cash tables and sit-and-goes." in view.status.text())
    assert view.report is not None and view.report.cost_bb == 7.0
    view.scope.setCurrentIndex(view.scope.findData("cash"))
    qtbot.waitUntil(lambda: view.report is not None and view.report.hands == 2)
    assert view.report.cost_bb == 3.0 and "Cash tables only." in view.status.text()
    view.scope.setCurrentIndex(view.scope.findData("sng"))
    qtbot.waitUntil(lambda: view.report is not None and view.report.hands == 1)
    assert view.report.cost_bb == 4.0 and "Sit-and-goes only." in view.status.text()
    view.show_reviews([*reviews, stored(4, 8.0)], 0)  # new reviews keep the choice
    assert view.scope.currentData() == "sng"
    view.scope.setCurrentIndex(view.scope.findData("all"))
    qtbot.waitUntil(lambda: view.report is not None and view.report.hands == 4)
    assert view.report.cost_bb == 15.0
    view.shutdown()


@pytest.mark.parametrize("size", [SMALL, WIDE])
def test_the_review_window_leaves_the_persons_cards_in_sight(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    """At 1024x700 the review window (V) covered the right edge of the person's fourth
    card; it keeps clear of his cards as it keeps clear of the bar and the notice line."""
    window = open_window(qtbot, tmp_path)
    window.resize(*size)
    window.open_session(make_session(seed=5, n=3, structure="no_limit"))
    table = table_of(window)
    play_to_end_of_hand(qtbot, table)
    press_v(qtbot, window)
    review = table.reviewer.window
    assert review is not None and review.isVisible()
    frame = review.frameGeometry()
    view = table.view
    for item in table.scene.cards[table.human]:
        assert item.isVisible()
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        card = box.translated(view.viewport().mapToGlobal(box.topLeft()) - box.topLeft())
        assert not frame.intersects(card), (frame, card)
    for keep in (table.bar, table.notice):
        rect = keep.rect().translated(keep.mapToGlobal(keep.rect().topLeft()))
        assert not frame.intersects(rect)
    assert frame.width() >= 320 and frame.height() >= 200  # still a window to read
    window.close_table(keep=False)


def test_the_tiles_follow_a_hand_finished_behind_the_page(qtbot: QtBot, tmp_path: Path) -> None:
    # Playtest 7: statistics opened while a hand was still played, the tiles said "1 hand
    # played" beside the leak report's "2 hands reviewed" (only the reviews refreshed).
    station_hands(tmp_path, 2)
    window = open_window(qtbot, tmp_path)
    window.act_statistics.trigger()
    page = window.trainer
    assert isinstance(page, StatisticsPage)
    assert page.stats["badugi"].hands == 2
    station_hands(tmp_path, 1, seed=18)  # one more hand stored (another sitting), page open
    page.refresh_reviews()
    assert page.stats["badugi"].hands == 3
    window.close()


@pytest.mark.parametrize("size", [SMALL, WIDE])
def test_the_replayers_column_takes_its_share_of_a_wide_window(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    """The side column (steps, everyone's cards, the review of the decisions) gets about 30%
    of the page's width at 1024x700 and 1366x768 alike. It kept 300 px whatever the width:
    at 1366x768 its review was about 290 px wide, every line wrapped two or three times,
    while the felt had width its height does not let it use (session 23, seen by keys)."""
    stored_hands(tmp_path, 1)
    window = open_window(qtbot, tmp_path)
    window.resize(*size)
    window.act_history.trigger()
    page = window.trainer
    assert isinstance(page, HistoryPage)
    page.replay_selected()
    replayer = page.replayer
    qtbot.waitUntil(lambda: replayer.side_tabs.width() > 0 and replayer.stage.width() > 0)
    side, felt = replayer.side_tabs.width(), replayer.stage.width()
    share = side / (side + felt)
    assert 0.27 <= share <= 0.33, (side, felt)
