"""Session 17's screen-reader and keyboard audit (``tools/a11y_probe.py``): what a blind or
keyboard-only player met and what is fixed. Each test failed before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QTabWidget, QTextBrowser, QWidget
from pytestqt.qtbot import QtBot
from test_history_pages import fill_history, hand_items, open_page, press
from tests_gui_helpers import make_session, open_window, plain_move, table_of, wait_ready

from cardtable import games
from cardtable.gui.badugi.trainer import DrawTrainer
from cardtable.gui.common import task_process
from cardtable.gui.common.accuracy import AccuracyDialog, AccuracyRow
from cardtable.gui.common.card_words import card_name, spoken
from cardtable.gui.shell.history_page import HistoryPage
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.shell.replayer import Replayer
from cardtable.gui.shell.stats_page import StatisticsPage
from cardtable.gui.spades.practice_bids import PracticeBids


def test_tab_leaves_a_table_of_figures(qtbot: QtBot) -> None:
    """Tab in the accuracy table moved from cell to cell and never left it: Close was out
    of a keyboard player's reach (only Esc closed the dialog). The table is named too."""
    rows = [AccuracyRow("Pat decisions"), AccuracyRow("Draw 1")]
    dialog = AccuracyDialog(None, "Accuracy", "note", ["Situation", "Answers"], rows)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.table.setFocus()
    qtbot.waitUntil(dialog.table.hasFocus)
    QTest.keyClick(dialog.table, Qt.Key.Key_Tab)
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    close = box.button(QDialogButtonBox.StandardButton.Close)
    assert QApplication.focusWidget() is close
    assert dialog.table.accessibleName() == "Accuracy"
    dialog.close()


def test_the_practice_bids_say_bid(qtbot: QtBot) -> None:
    """The bidding practice's buttons read "1", "2"…, where the table's picker reads
    "Bid 1", "Bid 2"…."""
    bids = PracticeBids(lambda _v: None)
    qtbot.addWidget(bids)
    assert bids.buttons[3].accessibleName() == "Bid 3"
    assert bids.buttons[13].accessibleName() == "Bid 13"


def test_pages_and_their_lists_have_names(qtbot: QtBot, tmp_path: Path) -> None:
    """The pages hold the focus when they open, and the hand history's list does: each was
    read as a nameless pane or tree. The rules' texts were nameless too."""
    fill_history(tmp_path)
    window = open_window(qtbot, tmp_path)
    stats = open_page(window, StatisticsPage)
    assert stats.accessibleName() == "Statistics"
    assert stats.tabs.accessibleName() == "Statistics"
    history = open_page(window, HistoryPage)
    assert history.accessibleName() == "Hand history"
    # Session 18: the list is named apart from its page (a reader said "Hand history" twice).
    assert history.tree.accessibleName() == "Games and their hands"
    window.close_trainer()
    window.show_rules()
    browsers = window.rules_dialog.findChildren(QTextBrowser)
    tabs = window.rules_dialog.findChild(QTabWidget)
    # One named text a registered game, the first game's tab first (the registry's order).
    titles = [spec.title for spec in games.GAMES]
    assert tabs is not None and tabs.accessibleName() == f"Rules of {titles[0]}"
    assert sorted(b.accessibleName() for b in browsers) == sorted(f"Rules of {t}" for t in titles)
    window.rules_dialog.close()
    window.close()


def badugi_replay(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Replayer]:
    """A window on a stored history, its first Badugi hand opened in the replayer by keys."""
    fill_history(tmp_path)
    window = open_window(qtbot, tmp_path)
    page = open_page(window, HistoryPage)
    page.filter.setCurrentIndex(page.filter.findData("badugi"))
    page.tree.setCurrentItem(hand_items(page)[0])
    press(qtbot, window, Qt.Key.Key_Return)
    return window, page.replayer


def test_replay_steps_are_told(qtbot: QtBot, tmp_path: Path) -> None:
    """Stepping through a replay by keys said nothing: the felt has no words of its own and
    the steps list never takes the focus. Each step is now announced."""
    window, replayer = badugi_replay(qtbot, tmp_path)
    assert replayer.accessibleName()  # the hand's title
    assert replayer.view is not None
    assert replayer.view.accessibleName() == replayer.accessibleName()  # the felt too
    opening = list(replayer.announcer.spoken)
    assert len(opening) == 1 and opening[0].startswith("Step 0 of"), opening  # once
    press(qtbot, window, Qt.Key.Key_Right)
    said = list(replayer.announcer.spoken)
    assert said and said[-1].startswith("Step 1 of"), said  # the deal is step 0
    assert replayer.board is not None
    first_words = replayer.board.lines[1].split("\n")[0].rstrip(".")
    assert first_words[:12] in said[-1], (first_words, said[-1])
    window.close()


def test_the_draw_trainer_says_the_spot_and_the_grade(qtbot: QtBot, tmp_path: Path) -> None:
    """The trainer's page keeps the focus: a new spot and the grade of an answer came
    silently to a screen reader."""
    window = open_window(qtbot, tmp_path)
    window.open_trainer("draw")
    trainer = window.trainer
    assert isinstance(trainer, DrawTrainer)
    assert trainer.accessibleName() == "Draw trainer"
    qtbot.waitUntil(lambda: trainer.spot is not None, timeout=60000)
    spot = trainer.spot
    assert spot is not None
    said = list(trainer.announcer.spoken)
    assert any(card_name(spot.hand[0]) in s for s in said), said
    trainer.stand_pat()
    qtbot.waitUntil(lambda: trainer.result is not None)
    assert trainer.announcer.spoken[-1] == spoken(trainer.verdict.text())
    window.close_trainer()
    window.close()


def test_the_hand_review_text_is_named(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """V opens the review of the hand beside the table; its text was read as a nameless
    text box when the focus came to it."""
    monkeypatch.setattr(task_process, "USE_PROCESS", False)
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5, n=3))
    table = table_of(window)
    while True:
        wait_ready(qtbot, table)
        if table.session.hand_over:
            break
        plain_move(table)
    table.act_review.trigger()
    review = table.reviewer.window
    assert review is not None
    assert review.browser.accessibleName() == "Review of hand 1"
    qtbot.waitUntil(lambda: table.reviewer._done == 1, timeout=60000)
    assert table.announcer.spoken[-1] == "The review of hand 1 is ready."
    window.close_table(keep=False)
    window.close()


def test_the_spades_review_is_told_when_ready(qtbot: QtBot, tmp_path: Path) -> None:
    """The Spades review's line went to the log only (its ``ready`` signal was connected to
    nothing): a screen reader never heard that the review had come."""
    from test_spades_review_gui import play_one_hand, reviewed
    from test_spades_table import make_session as spades_session
    from test_spades_table import open_table

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    play_one_hand(qtbot, table)
    assert table.summary.table.accessibleName() == "Hand 1: bid vs tricks"
    reviewed(qtbot, table.review.panel)
    qtbot.waitUntil(lambda: any(s.startswith("Review of hand 1:") for s in table.announcer.spoken))
    # S and R bring up the score sheet and the review in the side panel: said too.
    table.act_scores.trigger()
    assert table.announcer.spoken[-1] == table._result_line()
    table.review.action.trigger()
    said = table.announcer.spoken[-1]
    assert said.startswith(table.review.panel.title.text()), said
    assert table.review.panel.summary.text() in said
    window.close_table(keep=False)
    window.close()


def test_tab_leaves_the_replayers_review(qtbot: QtBot, tmp_path: Path) -> None:
    """Past the review's last step link, Tab went to the side panel's tab widget, whose
    bar is hidden with one tab: the focus stayed in the review, round its links for ever."""
    window, replayer = badugi_replay(qtbot, tmp_path)
    review = replayer.review
    review.setHtml('<p><a href="step:1">Step 1</a> and <a href="step:2">Step 2</a></p>')
    replayer._show_review_panel(True)
    review.setFocus()
    qtbot.waitUntil(review.hasFocus)
    left = False
    for _ in range(6):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        if QApplication.focusWidget() is not review:
            left = True
            break
    assert left, "Tab never left the review"
    window.close()


def test_a_spades_hand_not_looked_at_is_read_in_one_phrase(qtbot: QtBot, tmp_path: Path) -> None:
    """Before the person looks at his cards (to bid blind nil or not), his hand was read
    "a card face down, a card face down, …" thirteen times."""
    from test_spades_table import make_session as spades_session
    from test_spades_table import open_table

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    qtbot.waitUntil(lambda: table.act_look.isEnabled(), timeout=15000)
    assert table.reader is not None
    assert table.reader.names()["hand"] == "Your hand: 13 cards face down"
    table.look_at_cards()
    qtbot.waitUntil(lambda: "Your hand: 13" not in table.reader.names()["hand"])
    view = table.session.view_for(table.human)
    assert view is not None and view.hand is not None
    assert card_name(view.hand[0]) in table.reader.names()["hand"]
    # and the cards turned up are said at once, as a player sees them
    said = [s for s in table.announcer.spoken if s.startswith("Your hand: ")]
    assert said and all(card_name(card) in said[-1] for card in view.hand), said
    window.close_table(keep=False)
    window.close()


def test_more_things_a_reader_finds_have_names(qtbot: QtBot) -> None:
    """The draw trainer's answers, the bid summary after a Spades hand, the coach's reasons
    and the bidding practice's body were read as nameless tables and panes."""
    from cardtable.gui.badugi.trainer_panels import ResultsTable
    from cardtable.gui.spades.coach import AdvicePanel

    results = ResultsTable()
    qtbot.addWidget(results)
    assert results.accessibleName() == "Every discard, best first"
    panel = AdvicePanel()
    qtbot.addWidget(panel)
    assert panel.reasons_scroll.accessibleName() == "Coach"


def test_the_felt_takes_the_focus_from_a_card_that_goes(qtbot: QtBot) -> None:
    """A card button with the focus, drawn or played away, passed the focus on to the next
    widget, then the next as each went too: a screen reader spoke a string of controls after
    every draw. The felt takes it now."""
    from PySide6.QtWidgets import (
        QGraphicsRectItem,
        QGraphicsScene,
        QGraphicsView,
        QPushButton,
        QVBoxLayout,
        QWidget,
    )

    from cardtable.gui.common.scene_access import SceneReader, Spot

    window = QWidget()
    qtbot.addWidget(window)
    scene = QGraphicsScene(0, 0, 200, 100)
    item = QGraphicsRectItem(10, 10, 40, 60)
    scene.addItem(item)
    view = QGraphicsView(scene, window)
    spots = [Spot("hand0", item, "Four of Clubs", press=lambda: None)]
    reader = SceneReader(view, lambda: spots)
    reader.refresh()
    after = QPushButton("Fold", window)  # next in the Tab chain after the card
    layout = QVBoxLayout(window)
    layout.addWidget(view)
    layout.addWidget(after)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    card = reader.widgets["hand0"]
    card.setFocus()
    qtbot.waitUntil(card.hasFocus)
    spots[0] = Spot("hand0", item, "Four of Clubs", press=lambda: None, enabled=False)
    reader.refresh()  # greyed (not his turn)
    assert QApplication.focusWidget() is view
    card.setEnabled(True)
    card.setFocus()
    spots.clear()
    reader.refresh()  # drawn away
    assert QApplication.focusWidget() is view


def test_each_computer_players_boxes_say_their_seat(qtbot: QtBot) -> None:
    """The new-game dialog's five "Medium" boxes (and five name boxes) were read alike:
    nothing said which seat each was for. The two blinds' boxes were both "Stakes"."""
    from cardtable.gui.badugi.newgame import BadugiNewGameDialog
    from cardtable.gui.spades.newgame import SpadesNewGameDialog

    dialog = BadugiNewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.bot_levels[0].accessibleName() == "Seat 2: difficulty"
    assert dialog.bot_names[4].accessibleName() == "Seat 6: name"
    dialog.your_seat.setValue(3)
    assert dialog.bot_levels[2].accessibleName() == "Seat 4: difficulty"
    assert dialog.small_blind.accessibleName() == "Small blind"
    assert dialog.big_blind.accessibleName() == "Big blind"
    spades = SpadesNewGameDialog()
    qtbot.addWidget(spades)
    assert spades.bot_levels[1].accessibleName().endswith(": difficulty")
    assert spades.bot_levels[1].accessibleName() != spades.bot_levels[0].accessibleName()


def test_marking_a_card_by_key_is_said(qtbot: QtBot, tmp_path: Path) -> None:
    """Keys 1-4 mark the cards to change while the focus is on the felt: the lift showed
    it, a screen reader heard nothing."""
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=9))
    table = table_of(window)
    for _ in range(60):
        wait_ready(qtbot, table)
        legal = table._legal()
        if legal is not None and "draw" in legal.kinds:
            break
        if table.session.hand_over:
            table.act_next_hand.trigger()
        else:
            table.check_or_call()
    first = card_name(table.shown_hand()[0])
    table.toggle_discard(0)
    assert table.announcer.spoken[-1] == f"{first}: to change."
    table.toggle_discard(0)
    assert table.announcer.spoken[-1] == f"{first}: kept."
    window.close_table(keep=False)
    window.close()


def test_opening_a_table_does_not_walk_the_focus_through_its_buttons(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """As the start screen went, Qt handed the focus from its game button to the next
    control, the new table's Nil box, before the table took it: a screen reader said
    "Spades", "Nil", "Spades table" on every start."""
    from PySide6.QtWidgets import QAbstractButton
    from test_spades_table import make_session as spades_session

    window = open_window(qtbot, tmp_path)
    window.activateWindow()
    button = window.start_screen.findChildren(QAbstractButton)[0]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    focused: list[QWidget] = []
    QApplication.instance().focusChanged.connect(
        lambda _old, new: focused.append(new) if new is not None else None
    )
    window.open_session(spades_session(seed=5))
    QTest.qWait(50)
    buttons = [w for w in focused if isinstance(w, QAbstractButton)]
    assert buttons == [], [b.accessibleName() or b.text() for b in buttons]
    window.close_table(keep=False)
    window.close()


def test_the_card_chosen_by_the_arrows_is_said(qtbot: QtBot, tmp_path: Path) -> None:
    """Left and Right lift a Spades card to play; nothing said which, so Enter played a card
    a screen reader's user had not heard."""
    from test_spades_table import look, open_table, wait_ready
    from test_spades_table import make_session as spades_session

    from cardtable.spades import Bid

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    wait_ready(qtbot, table)
    look(qtbot, table)
    table._act(Bid(table.human, 3))
    wait_ready(qtbot, table)
    table.act_right.trigger()
    slot = table.scene.focus_slot
    assert slot is not None and table._picture is not None
    assert table.announcer.spoken[-1] == card_name(table._picture.hand[slot])
    window.close_table(keep=False)
    window.close()


def test_the_badugi_hand_is_said_at_the_first_turn(qtbot: QtBot, tmp_path: Path) -> None:
    """The turn was said ("Your turn: 2 to call.") but not the cards, which a player sees at
    the deal: they are said once per hand, after the turn."""
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=9))
    table = table_of(window)
    wait_ready(qtbot, table)
    while table.session.hand_over:
        table.act_next_hand.trigger()
        wait_ready(qtbot, table)
    view = table.session.view_for(table.human)
    assert view is not None
    hands = [s for s in table.announcer.spoken if s.startswith("Your hand: ")]
    assert len(hands) == 1 and all(card_name(c) in hands[0] for c in view.hand), hands
    plain_move(table)
    wait_ready(qtbot, table)
    if not table.session.hand_over:  # a later turn of the same hand: not said again
        again = [s for s in table.announcer.spoken if s.startswith("Your hand: ")]
        assert len(again) == 1, again
    window.close_table(keep=False)
    window.close()


def tab_comes_back(view: QWidget, key: Qt.Key, presses: int = 40) -> list[str]:
    """Press ``key`` (Tab or Shift+Tab) from the felt until the focus is back on it (the view
    or a stand-in on it); the names passed on the way, or [] if it never came back."""
    view.setFocus(Qt.FocusReason.OtherFocusReason)
    passed: list[str] = []
    for _ in range(presses):
        QTest.keyClick(QApplication.focusWidget() or view, key)
        now = QApplication.focusWidget()
        if now is not None and (now is view or view.isAncestorOf(now)):
            return passed or ["(stayed)"]
        passed.append(now.accessibleName() if now is not None else "None")
    return []


def assert_felt_in_the_tab_ring(qtbot: QtBot, view: QWidget) -> None:
    view.window().activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    forth = tab_comes_back(view, Qt.Key.Key_Tab)
    assert forth and "Hand log" in forth, forth  # round the buttons and the log, and back
    back = tab_comes_back(view, Qt.Key.Key_Backtab)
    assert back == forth[::-1], (forth, back)  # Shift+Tab: the same ring the other way


def test_tab_comes_round_to_the_felt(qtbot: QtBot, tmp_path: Path) -> None:
    """The felt (the table's name, its seats and cards) was a click stop only: once Tab had
    left it for the buttons and the log it never came back to it, nor did Shift+Tab. At the
    Badugi cash table, the sit-and-go table and the Spades table Tab now goes round to it."""
    from test_spades_table import make_session as spades_session
    from test_tournament_gui import sng

    window = open_window(qtbot, tmp_path)
    for session in (make_session(seed=9), sng(seed=3), spades_session(seed=5)):
        window.open_session(session)
        table = window.table
        assert table is not None and table.view is not None
        qtbot.waitUntil(lambda t=table: not t.blocked, timeout=15000)
        assert_felt_in_the_tab_ring(qtbot, table.view)
        window.close_table(keep=False)
    window.close()


def test_the_felt_has_no_nameless_focusable_pane(qtbot: QtBot, tmp_path: Path) -> None:
    """Between the named felt and its stand-ins a reader found the view's viewport, a
    nameless pane that said it could take the focus (it never does: the view is its proxy).
    It is no longer focusable; the felt itself is a Tab stop."""
    from PySide6.QtGui import QAccessible

    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=9))
    view = table_of(window).view
    viewport = view.viewport()
    iface = QAccessible.queryAccessibleInterface(viewport)
    assert iface is not None and not iface.state().focusable
    assert view.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert viewport.focusProxy() is view  # a click on the felt still gives the view the focus
    window.close_table(keep=False)
    window.close()


def test_tab_reaches_every_bid(qtbot: QtBot, tmp_path: Path) -> None:
    """The bid buttons were one ``QButtonGroup``, which Qt makes one Tab stop: Tab reached
    Nil and never "Bid 1" to "Bid 13" (the arrows change the chosen bid, not the focus, so a
    screen reader user on Nil heard "Bid chosen: 3" with the focus still on Nil). Each bid is
    now a Tab stop, read by its name, and Space on it chooses it."""
    from test_spades_table import look, open_table
    from test_spades_table import make_session as spades_session
    from test_spades_table import wait_ready as spades_ready

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    spades_ready(qtbot, table)
    look(qtbot, table)
    qtbot.waitUntil(lambda: bool(table._bid_values()), timeout=15000)
    window.activateWindow()
    nil = table.picker.buttons[0]
    nil.setFocus()
    qtbot.waitUntil(nil.hasFocus)
    passed = []
    for _ in range(13):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        passed.append(QApplication.focusWidget().accessibleName())
    assert passed == [f"Bid {n}" for n in range(1, 14)], passed
    three = table.picker.buttons[3]
    three.setFocus()
    qtbot.waitUntil(three.hasFocus)
    QTest.keyClick(three, Qt.Key.Key_Space)
    assert table.picker.choice == 3 and table.picker.checked() == 3
    window.close_table(keep=False)
    window.close()


def test_the_start_button_is_not_said_as_the_new_game_dialog_closes(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closing the new-game dialog gave the window back its focus on the game button just
    pressed, a moment before the table opened: heard over AT-SPI as "Badugi, push button"
    between the dialog and "Badugi table". The window itself holds the focus as the table
    opens now (its title is what a reader says as a window comes back)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QAbstractButton

    window = open_window(qtbot, tmp_path)
    window.activateWindow()
    button = window.start_screen.game_buttons["badugi"]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    held: list[QWidget | None] = []
    opener = MainWindow.open_session

    def open_session(self: MainWindow, *args: object, **kwargs: object) -> None:
        held.append(self.focusWidget())  # what the window gives the focus to as it comes back
        opener(self, *args, **kwargs)

    monkeypatch.setattr(MainWindow, "open_session", open_session)
    QTimer.singleShot(200, lambda: QApplication.activeModalWidget().accept())
    button.click()
    assert len(held) == 1 and not isinstance(held[0], QAbstractButton), held
    table = window.table
    assert table is not None and table.view is not None
    assert window.focusWidget() is table.view  # the table took it as it opened
    window.close_table(keep=False)
    window.close()


def stands_over(reader_widget: QWidget, view: QWidget, items: list) -> bool:
    """Whether the stand-in ``reader_widget`` lies over the middle of each scene item."""
    box = reader_widget.geometry()
    return all(box.contains(view.mapFromScene(i.sceneBoundingRect().center())) for i in items)


def test_others_cards_and_draw_pills_are_under_their_stand_in(qtbot: QtBot, tmp_path: Path) -> None:
    """Another player's "4 cards face down" stood over his first card only: a reader's
    review (or a magnifier following it) found the other three, and his "drew 2" pill, as
    nothing. One stand-in spans them, and says the draw."""
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=9))
    table = table_of(window)
    scene = table.scene
    marked = None
    for _ in range(80):
        wait_ready(qtbot, table)
        marked = next((s for s, m in enumerate(scene.draw_marks) if m.isVisible()), None)
        if marked is not None or table.session.hand_over:
            break
        plain_move(table)
    assert marked is not None, "no one drew before the hand ended"
    table._read_table()
    assert table.reader is not None
    stand_in = table.reader.widgets[f"cards{marked}"]
    cards = [c for c in scene.cards[marked] if c.isVisible()]
    assert len(cards) == 4 and stands_over(stand_in, table.view, [*cards, scene.draw_marks[marked]])
    assert stand_in.accessibleName().endswith(", " + scene.draw_marks[marked].text)
    window.close_table(keep=False)
    window.close()


def test_spades_backs_are_under_their_count(qtbot: QtBot, tmp_path: Path) -> None:
    """The other players' fans of backs had no stand-in (39 cards at four players found as
    nothing by a reader's review): each lies under its seat's "13 cards" stand-in."""
    from test_spades_table import make_session as spades_session
    from test_spades_table import open_table
    from test_spades_table import wait_ready as spades_ready

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    spades_ready(qtbot, table)
    table._read_table()
    assert table.reader is not None
    for seat in range(1, 4):
        backs = [c for c in table.scene.backs[seat] if c.isVisible()]
        stand_in = table.reader.widgets[f"label{seat}"]
        assert len(backs) == 13 and stands_over(stand_in, table.view, backs), seat
        assert "13" in stand_in.accessibleName()
    window.close_table(keep=False)
    window.close()


def test_the_replayers_felt_has_stand_ins(qtbot: QtBot, tmp_path: Path) -> None:
    """The replayer's felt had no stand-ins (its steps were said and its cards listed in a
    text Tab never reached): a reader's review of the felt found nothing. It is read as the
    table is, step by step, and the cards' text is a Tab stop, named."""
    window, replayer = badugi_replay(qtbot, tmp_path)
    assert replayer.reader is not None and replayer.board is not None
    names = replayer.reader.names()
    seats = [n for k, n in names.items() if k.startswith("seat")]
    assert len(seats) == len(replayer.board.names), names
    assert any(k.startswith("cards") and " shows " in n for k, n in names.items()), names
    assert any(k.startswith("hand") and "Your hand: " in n for k, n in names.items()), names
    before = dict(names)
    press(qtbot, window, Qt.Key.Key_End)  # the last step: other words on the felt
    assert replayer.reader.names() != before
    assert replayer.hands.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert replayer.hands.accessibleName() == "Everyone's cards"
    window.close()


def test_tab_reaches_every_practice_bid(qtbot: QtBot, tmp_path: Path, fast_practice: None) -> None:
    """The bidding coach's practice had the table picker's gap: its bids were one
    ``QButtonGroup`` (one Tab stop), so Tab went from Nil past "Bid 1" .. "Bid 13". Each is
    a stop now; a click or Space still checks that one bid alone."""
    from test_practice_memory_gui import open_practice

    window, page = open_practice(qtbot, tmp_path)
    window.activateWindow()
    nil = page.bid_buttons[0]
    nil.setFocus()
    qtbot.waitUntil(nil.hasFocus)
    passed = []
    for _ in range(13):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        passed.append(QApplication.focusWidget().accessibleName())
    assert passed == [f"Bid {n}" for n in range(1, 14)], passed
    five = page.bid_buttons[5]
    five.setFocus()
    QTest.keyClick(five, Qt.Key.Key_Space)
    QTest.keyClick(five, Qt.Key.Key_Space)  # again: it stays the one chosen
    checked = [v for v, b in page.bid_buttons.items() if b.isChecked()]
    assert page._choice == 5 and checked == [5], checked
    focused: list[str] = []  # bid by Enter on the button: the page takes the focus, once
    QApplication.instance().focusChanged.connect(
        lambda _old, new: focused.append(new.accessibleName() if new is not None else "None")
    )
    QTest.keyClick(five, Qt.Key.Key_Return)
    assert page.player_bid == 5 and focused == ["Bidding coach"], focused
    window.close_trainer()
    window.close()


def test_the_focus_does_not_walk_the_bids_after_a_bid(qtbot: QtBot, tmp_path: Path) -> None:
    """With the focus on a bid button, the bid made greyed and hid the buttons one by one
    and Qt handed the focus on to each next one: heard over AT-SPI as "Bid 7", "Bid 8" …
    "Bid 13", "Bid", "Hint", the log's lines, after "You bid 4". The felt takes it."""
    from test_spades_table import look, open_table
    from test_spades_table import make_session as spades_session
    from test_spades_table import wait_ready as spades_ready

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    spades_ready(qtbot, table)
    look(qtbot, table)
    qtbot.waitUntil(lambda: bool(table._bid_values()), timeout=15000)
    window.activateWindow()
    six = table.picker.buttons[6]
    six.setFocus()
    qtbot.waitUntil(six.hasFocus)
    QTest.keyClick(six, Qt.Key.Key_Space)  # choose 6 on its button
    focused: list[str] = []
    QApplication.instance().focusChanged.connect(
        lambda _old, new: focused.append(new.accessibleName() if new is not None else "None")
    )
    QTest.keyClick(six, Qt.Key.Key_Return)  # and bid it
    qtbot.waitUntil(lambda: not table._bid_values())
    assert focused == ["Spades table"], focused
    window.close_table(keep=False)
    window.close()


def test_the_focus_follows_the_bid_chosen_by_key(qtbot: QtBot, tmp_path: Path) -> None:
    """On "Bid 6", Up chose 7 ("Bid chosen: 7") and the focus stayed on Bid 6, where Space
    chose 6 again: a reader sat on one bid while another was chosen. With the focus on a bid
    button, the arrows and digits take it to the bid chosen (which its landing says)."""
    from test_spades_table import look, open_table
    from test_spades_table import make_session as spades_session
    from test_spades_table import wait_ready as spades_ready

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    spades_ready(qtbot, table)
    look(qtbot, table)
    qtbot.waitUntil(lambda: bool(table._bid_values()), timeout=15000)
    window.activateWindow()
    buttons = table.picker.buttons
    buttons[6].setFocus()
    qtbot.waitUntil(buttons[6].hasFocus)
    QTest.keyClick(buttons[6], Qt.Key.Key_Space)
    table.announcer.spoken.clear()
    QTest.keyClick(buttons[6], Qt.Key.Key_Up)
    assert table.picker.choice == 7 and table.picker.checked() == 7
    assert QApplication.focusWidget() is buttons[7]
    assert "Bid chosen: 7" not in table.announcer.spoken  # the focus says "Bid 7"
    QTest.keyClick(buttons[7], Qt.Key.Key_Space)  # Space where the focus is: still 7
    assert table.picker.choice == 7
    QTest.keyClick(buttons[7], Qt.Key.Key_3)  # a digit: the focus goes to 3
    assert table.picker.choice == 3 and QApplication.focusWidget() is buttons[3]
    QTest.keyClick(buttons[3], Qt.Key.Key_Down)
    assert table.picker.choice == 2 and QApplication.focusWidget() is buttons[2]
    table.view.setFocus()  # from the felt the focus stays put and the choice is said
    qtbot.waitUntil(table.view.hasFocus)
    QTest.keyClick(table.view, Qt.Key.Key_Up)
    assert table.picker.choice == 3 and QApplication.focusWidget() is table.view
    assert table.announcer.spoken[-1] == "Bid chosen: 3"
    window.close_table(keep=False)
    window.close()


def test_the_focus_follows_the_practice_bid_chosen_by_key(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    """The bidding practice's row had the picker's split: on "Bid 5", Up chose 6 with the
    focus left on Bid 5. The focus goes to the bid chosen."""
    from test_practice_memory_gui import open_practice

    window, page = open_practice(qtbot, tmp_path)
    window.activateWindow()
    five = page.bid_buttons[5]
    five.setFocus()
    qtbot.waitUntil(five.hasFocus)
    QTest.keyClick(five, Qt.Key.Key_Space)
    QTest.keyClick(five, Qt.Key.Key_Up)
    assert page._choice == 6 and QApplication.focusWidget() is page.bid_buttons[6]
    assert [v for v, b in page.bid_buttons.items() if b.isChecked()] == [6]
    window.close_trainer()
    window.close()


def test_a_spades_hand_not_looked_at_is_one_stand_in(qtbot: QtBot, tmp_path: Path) -> None:
    """Before the person looks, his 13 face-down cards were 13 greyed buttons "a card face
    down" in the accessible tree beside "Your hand: 13 cards face down". One stand-in spans
    the fan until he looks; then each card is a button again."""
    from test_spades_table import make_session as spades_session
    from test_spades_table import open_table

    from cardtable.gui.common.scene_access import SpotButton

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    qtbot.waitUntil(lambda: table.act_look.isEnabled(), timeout=15000)
    reader = table.reader
    assert reader is not None
    names = reader.names()
    assert [k for k in names if k.startswith("hand")] == ["hand"], names
    shown = [w for w in reader.widgets.values() if isinstance(w, SpotButton) and w.isVisible()]
    assert shown == []
    backs = [c for c in table.scene.hand if c.isVisible()]
    assert len(backs) == 13 and stands_over(reader.widgets["hand"], table.view, backs)
    table.look_at_cards()
    qtbot.waitUntil(lambda: "hand12" in reader.names())
    window.close_table(keep=False)
    window.close()


def test_the_table_holds_its_news_while_the_review_is_read(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the Badugi review window had the focus, the table went on announcing every
    bot's move and "Your turn: 2 to call." into the review being read (it is of the last
    hand; those were the next). While it is read only "Your turn at the table." is said;
    the moves missed are said as the person comes back to the table."""
    from test_badugi_review_gui import play_to_end_of_hand, press_v

    monkeypatch.setattr(task_process, "USE_PROCESS", False)
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5, n=3))
    table = table_of(window)
    play_to_end_of_hand(qtbot, table)
    table.act_next_hand.trigger()
    wait_ready(qtbot, table)
    press_v(qtbot, window)
    review = table.reviewer.window
    assert review is not None
    qtbot.waitUntil(review.isActiveWindow, timeout=5000)
    qtbot.waitUntil(lambda: "ready" in table.announcer.spoken[-1], timeout=60000)
    table.announcer.spoken.clear()
    # He moves (a click on the table), the bots answer, his next turn comes, all while the
    # review keeps the focus.
    for _ in range(8):
        if table.session.hand_over:
            break
        plain_move(table)
        wait_ready(qtbot, table)
        if any(s.startswith("Your turn") for s in table.announcer.spoken):
            break
    assert review.isActiveWindow()
    said = list(table.announcer.spoken)
    assert said == ["Your turn at the table."], said  # once, not the moves
    hold = table.reviewer.hold
    assert hold is not None and hold.missed[-1].startswith("Your turn"), hold
    missed = [m.rstrip(".") for m in hold.missed[-6:]]
    window.activateWindow()  # back to the table: what he missed, in one message
    qtbot.waitUntil(
        lambda: table.announcer.spoken[-1].startswith("While you read the review"), timeout=3000
    )
    assert all(m in table.announcer.spoken[-1] for m in missed), table.announcer.spoken[-1]
    assert not hold.missed
    window.close_table(keep=False)
    window.close()


def test_leaving_a_table_does_not_say_the_felt_again(qtbot: QtBot, tmp_path: Path) -> None:
    """Ctrl+H from a table: the stack cleared the focus as the table went, and Qt reports
    the widget losing the focus as focused (``clearFocus``): a reader heard "Spades table"
    once more, then the history's list, then the page. The focus goes straight to the page
    now (and back to the felt, once, when the history closes)."""
    from test_spades_table import look, open_table
    from test_spades_table import make_session as spades_session
    from test_spades_table import wait_ready as spades_ready

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    spades_ready(qtbot, table)
    window.activateWindow()
    table.view.setFocus()
    qtbot.waitUntil(table.view.hasFocus)
    focused: list[str] = []
    QApplication.instance().focusChanged.connect(
        lambda _old, new: focused.append(new.accessibleName() if new is not None else "None")
    )
    history = open_page(window, HistoryPage)
    assert focused == ["Hand history"], focused
    assert QApplication.focusWidget() is history
    focused.clear()
    window.close_trainer()
    assert focused == ["Spades table"], focused
    assert QApplication.focusWidget() is table.view
    # Left from a bid button, back to it: the felt was said on the way (the trainer taken
    # out of the window handed the focus to it first).
    look(qtbot, table)
    qtbot.waitUntil(lambda: bool(table._bid_values()), timeout=15000)
    three = table.picker.buttons[3]
    three.setFocus()
    qtbot.waitUntil(three.hasFocus)
    open_page(window, HistoryPage)
    focused.clear()
    window.close_trainer()
    assert focused == ["Bid 3"], focused
    window.close_table(keep=False)
    window.close()


def test_space_on_the_bid_chosen_does_not_flicker_its_state(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    """Qt toggled a bid button at each Space before the picker checked the bid chosen:
    Space on the bid already chosen went unchecked and checked again (heard over AT-SPI as
    UNCHECKED then CHECKED "Bid 3"); in the practice a bid not yet chosen went checked,
    unchecked and checked. Each bid's state now changes once, or not at all."""
    from test_practice_memory_gui import open_practice
    from test_spades_table import look, open_table
    from test_spades_table import make_session as spades_session
    from test_spades_table import wait_ready as spades_ready

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    spades_ready(qtbot, table)
    look(qtbot, table)
    qtbot.waitUntil(lambda: bool(table._bid_values()), timeout=15000)
    window.activateWindow()
    states: list[tuple[int, bool]] = []
    for value, button in table.picker.buttons.items():
        button.toggled.connect(lambda on, value=value: states.append((value, on)))
    three = table.picker.buttons[3]
    three.setFocus()
    qtbot.waitUntil(three.hasFocus)
    QTest.keyClick(three, Qt.Key.Key_Space)
    assert states == [(3, True)] and table.picker.choice == 3, states
    states.clear()
    QTest.keyClick(three, Qt.Key.Key_Space)  # again, on the bid chosen: nothing changes
    assert states == [] and table.picker.checked() == 3, states
    window.close_table(keep=False)
    window.close()

    window, page = open_practice(qtbot, tmp_path)
    window.activateWindow()
    states.clear()
    for value, button in page.bid_buttons.items():
        button.toggled.connect(lambda on, value=value: states.append((value, on)))
    five = page.bid_buttons[5]
    five.setFocus()
    qtbot.waitUntil(five.hasFocus)
    QTest.keyClick(five, Qt.Key.Key_Space)
    assert (5, False) not in states and states[-1] == (5, True), states
    states.clear()
    QTest.keyClick(five, Qt.Key.Key_Space)
    assert states == [] and page._choice == 5, states
    window.close_trainer()
    window.close()
