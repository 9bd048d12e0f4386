"""The statistics page, the hand history and the replayer in the main window: hands played at
the table are stored and listed, the figures and charts show the stored hands, the replayer
steps through a hand by keyboard with every card shown, and a damaged history database is
set aside with a message while the app plays on."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TypeVar

from history_play import badugi_session, play_badugi, play_spades, spades_session
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QTreeWidgetItem
from pytestqt.qtbot import QtBot
from tests_gui_helpers import SMALL, make_session, open_window, plain_move, table_of, wait_ready

from cardtable.badugi.events import HandMucked
from cardtable.core.cards import Suit
from cardtable.gui.badugi.history_view import BadugiStatsTab
from cardtable.gui.badugi.table import BadugiTable
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.games import catalogues
from cardtable.gui.shell.history_page import HistoryPage
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.shell.stats_page import StatisticsPage
from cardtable.gui.spades.history_view import SpadesStatsTab
from cardtable.spades.trick_rules import trick_winner_index
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder


def fill_history(data_dir: Path) -> tuple[object, object]:
    """Two Badugi sittings and a finished plus an unfinished Spades game, stored the way the
    table stores them."""
    db = HistoryDB(data_dir / "history.sqlite3")
    assert db.open() is None
    recorder = HistoryRecorder(db)
    badugi = play_badugi(badugi_session(seed=11), 25, recorder.record)
    play_badugi(badugi_session(seed=12, n=3), 10, recorder.record)
    spades = play_spades(spades_session(seed=3), hook=recorder.record)
    play_spades(spades_session(seed=4), hands=2, hook=recorder.record)
    db.close()
    return badugi, spades


def play_hands(qtbot: QtBot, table: BadugiTable, hands: int) -> None:
    """Check, call and stand pat through ``hands`` hands."""
    done = 0
    while True:
        wait_ready(qtbot, table)
        if table.session.hand_over:
            done += 1
            if done == hands:
                return
            table.act_next_hand.trigger()
            continue
        plain_move(table)


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> None:
    """A real key press in the active window, so the shortcuts (not the slots) are tested."""
    if not window.isActiveWindow():
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window.focusWidget() or window, key)


def hand_items(page: HistoryPage) -> list[QTreeWidgetItem]:
    """Every hand row of the list, opening each sitting as a person would."""
    items = []
    for i in range(page.tree.topLevelItemCount()):
        top = page.tree.topLevelItem(i)
        top.setExpanded(True)
        items += [top.child(k) for k in range(top.childCount())]
    return items


P = TypeVar("P", StatisticsPage, HistoryPage)


def badugi_tab(page: StatisticsPage) -> BadugiStatsTab:
    tab = page.game_tabs["badugi"]
    assert isinstance(tab, BadugiStatsTab)
    return tab


def spades_tab(page: StatisticsPage) -> SpadesStatsTab:
    tab = page.game_tabs["spades"]
    assert isinstance(tab, SpadesStatsTab)
    return tab


def page_of(window: MainWindow, kind: type[P]) -> P:
    """The page the window shows, which must be a ``kind``."""
    page = window.trainer
    assert isinstance(page, kind), page
    assert window.pages.currentWidget() is page
    return page


def open_page(window: MainWindow, kind: type[P]) -> P:
    """Open the statistics or the history from the Game menu."""
    action = window.act_statistics if kind is StatisticsPage else window.act_history
    action.trigger()
    return page_of(window, kind)


def test_statistics_and_history_are_reachable(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    assert window.act_statistics.shortcut() == QKeySequence("Ctrl+I")
    assert window.act_history.shortcut() == QKeySequence("Ctrl+H")
    qtbot.mouseClick(window.start_screen.trainer_buttons["stats"], Qt.MouseButton.LeftButton)
    page_of(window, StatisticsPage)
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.start_screen
    qtbot.mouseClick(window.start_screen.trainer_buttons["history"], Qt.MouseButton.LeftButton)
    page = page_of(window, HistoryPage)
    assert page.empty.isVisible() and not page.tree.isVisible()
    window.act_statistics.trigger()
    page_of(window, StatisticsPage)


def test_statistics_page_shows_the_stored_hands(qtbot: QtBot, tmp_path: Path) -> None:
    badugi, spades = fill_history(tmp_path)
    window = open_window(qtbot, tmp_path)
    page = open_page(window, StatisticsPage)
    badugi_figures, spades_figures = badugi_tab(page), spades_tab(page)
    # Badugi: 35 hands; the chart is the person's running chip count, hand by hand.
    assert badugi_figures.hands.value.text() == "35"
    history = HistoryDB(tmp_path / "history.sqlite3")
    assert history.open() is None
    rows = history.hands("badugi")
    won = sum(1 for r in rows if r.net > 0)
    assert badugi_figures.win.value.text() == f"{100 * won / 35:.0f}%"
    running, expected = 0, []
    for row in rows:
        running += row.net
        expected.append(running)
    assert list(badugi_figures.net_plot.values) == expected
    assert expected[24] == badugi.stacks()[0] - 200 * (badugi.bought_in[0] // 200)
    # Spades: the bubbles count (bid, tricks) pairs of the person's count bids, read here
    # straight from the finished game's hands.
    pairs: Counter[tuple[int, int]] = Counter()
    for hand in spades.state.history:
        bid = dict(hand.bids)[0]
        if isinstance(bid, int):
            took = sum(1 for t in hand.tricks if t[trick_winner_index([c for _, c in t])][0] == 0)
            pairs[(bid, took)] += 1
    hands = history.hands("spades")
    for hand in hands[len(spades.state.history) :]:  # the unfinished game's hands
        bid = hand.facts["bid"]
        if bid and bid.isdigit():
            pairs[(int(bid), hand.facts["tricks"])] += 1
    history.close()
    assert page.tabs.currentIndex() == 1  # the game last played (its sitting the newest)
    press(qtbot, window, Qt.Key.Key_B)
    assert page.tabs.currentIndex() == 0
    press(qtbot, window, Qt.Key.Key_S)
    assert page.tabs.currentIndex() == 1
    assert page.tabs.currentWidget() is spades_figures
    assert spades_figures.bid_plot.counts == dict(pairs)
    assert spades_figures.hands.value.text() == str(len(hands))
    assert len(spades_figures.margin_plot.values) == 1  # one finished game
    won_game = spades.state.winner == 0
    assert spades_figures.games.value.text() == ("100%" if won_game else "0%")
    press(qtbot, window, Qt.Key.Key_B)
    assert page.tabs.currentWidget() is badugi_figures
    assert [a.objectName() for a in page.table_actions[:2]] == ["tab_badugi", "tab_spades"]
    page.grab()  # paints the charts (no exception, nothing left running)


def test_history_lists_hands_played_at_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    session = make_session(seed=44, n=3)
    window.open_session(session)
    table = table_of(window)
    play_hands(qtbot, table, 2)
    page = open_page(window, HistoryPage)
    assert page.tree.topLevelItemCount() == 1
    sitting = page.tree.topLevelItem(0)
    assert sitting.childCount() == 2
    assert [sitting.child(i).text(1) for i in range(2)] == ["Hand 1", "Hand 2"]
    # The table waits under the page: back to it, play one more hand, and it is listed.
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is table
    table.act_next_hand.trigger()
    play_hands(qtbot, table, 1)
    window.act_history.trigger()
    page = page_of(window, HistoryPage)
    assert page.tree.topLevelItem(0).childCount() == 3  # type: ignore[union-attr]


def test_history_filter_by_game(qtbot: QtBot, tmp_path: Path) -> None:
    fill_history(tmp_path)
    window = open_window(qtbot, tmp_path)
    page = open_page(window, HistoryPage)
    assert page.tree.topLevelItemCount() == 4
    page.filter.setCurrentIndex(page.filter.findData("spades"))
    titles = [page.tree.topLevelItem(i).text(1) for i in range(page.tree.topLevelItemCount())]
    assert len(titles) == 2 and all(t.startswith("Spades") for t in titles)
    results = [page.tree.topLevelItem(i).text(2) for i in range(2)]
    assert any(r.startswith("Unfinished") for r in results)
    assert any(r.startswith(("Won", "Lost")) for r in results)
    page.filter.setCurrentIndex(page.filter.findData("badugi"))
    assert page.tree.topLevelItemCount() == 2
    assert len(hand_items(page)) == 35


def test_replayer_steps_through_a_badugi_hand_by_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    fill_history(tmp_path)
    window = open_window(qtbot, tmp_path)
    page = open_page(window, HistoryPage)
    page.filter.setCurrentIndex(page.filter.findData("badugi"))
    items = hand_items(page)
    showdown = next(i for i in items if page.hand_of(i).facts["showdown"])  # type: ignore[union-attr]
    page.tree.setCurrentItem(showdown)
    press(qtbot, window, Qt.Key.Key_Return)
    replayer = page.replayer
    assert page.stack.currentWidget() is replayer
    frames = replayer.frames
    assert len(frames) > 5 and replayer.index == 0
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Right)
    assert replayer.index == 2 and replayer.steps.currentRow() == 2
    press(qtbot, window, Qt.Key.Key_Left)
    assert replayer.index == 1
    press(qtbot, window, Qt.Key.Key_End)
    assert replayer.index == len(frames) - 1
    assert not replayer.act_forward.isEnabled()
    press(qtbot, window, Qt.Key.Key_Right)  # nothing after the end
    assert replayer.index == len(frames) - 1
    # Every card is shown at the end: each hand still in face up on the table (a hand
    # thrown away at the showdown as it was, "mucked"), every hand (folded and mucked ones
    # too) in the cards panel.
    last = frames[-1]
    mucked = {e.seat for f in frames for e in f.events if isinstance(e, HandMucked)}
    live = {s for s, cards in enumerate(last.hands) if cards and not last.view.folded[s]}
    assert len(live) >= 2
    assert replayer.scene.face_up_seats() == live - mucked
    text = replayer.hands.toPlainText()
    for cards in last.hands:
        for card in cards:
            assert card.symbol_text in text
    press(qtbot, window, Qt.Key.Key_Home)
    assert replayer.index == 0
    # Page Down: the next hand of the list; Esc: back to the list, Esc again: start screen.
    position = items.index(page.current)  # type: ignore[arg-type]
    press(qtbot, window, Qt.Key.Key_PageDown)
    assert items.index(page.current) == position + 1  # type: ignore[arg-type]
    press(qtbot, window, Qt.Key.Key_Escape)
    assert page.stack.currentWidget() is page.listing
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.start_screen


def test_replayer_shows_a_spades_hand_with_all_cards(qtbot: QtBot, tmp_path: Path) -> None:
    _badugi, spades = fill_history(tmp_path)
    window = open_window(qtbot, tmp_path)
    page = open_page(window, HistoryPage)
    page.filter.setCurrentIndex(page.filter.findData("spades"))
    finished = next(i for i in range(2) if page.tree.topLevelItem(i).text(2)[:3] in ("Won", "Los"))
    game_item = page.tree.topLevelItem(finished)
    game_item.setExpanded(True)
    page.tree.setCurrentItem(game_item.child(1))  # hand 2
    page.act_replay.trigger()
    replayer = page.replayer
    hand = spades.state.history[1]  # type: ignore[attr-defined]
    assert len(replayer.frames) == 1 + 4 + 52
    text = replayer.hands.toPlainText()
    for seat in range(4):
        for card in hand.cards[seat]:
            assert card.symbol_text in text  # every seat's cards, not only the person's
    shown = [c for c in replayer.scene.face_up_cards()["hand"]]
    assert sorted(shown) == sorted(hand.cards[0])
    # Issue 26, defect 9: the other hands were face down on the felt (text only); like the
    # Badugi replayer, every hand's cards are shown.
    others = [c for seat in range(1, 4) for c in hand.cards[seat]]
    assert sorted(replayer.scene.face_up_cards()["opponents"]) == sorted(others)
    replayer.step_to(10)
    scene_hand = replayer.scene.face_up_cards()["hand"]
    assert sorted(scene_hand) == sorted(replayer.frames[10].hands[0])
    held = [c for seat in range(1, 4) for c in replayer.frames[10].hands[seat]]
    assert sorted(replayer.scene.face_up_cards()["opponents"]) == sorted(held)
    replayer.last()
    assert replayer.frames[-1].record == hand
    assert "scored" in replayer.steps.item(replayer.index).text()


def test_spades_replayer_hands_read_at_1024x700(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 26, defect 9: the replayer's face-up hands were 38 scene px wide, about 21 px
    on screen at 1024x700, and their corners did not read. Now each card is at least 38 px
    wide there (as wide as the trick's cards), inside the felt, clear of every plate."""
    _badugi, _spades = fill_history(tmp_path)
    window = open_window(qtbot, tmp_path)
    window.resize(*SMALL)
    qtbot.waitUntil(lambda: window.width() == SMALL[0])
    page = open_page(window, HistoryPage)
    page.filter.setCurrentIndex(page.filter.findData("spades"))
    game_item = page.tree.topLevelItem(0)
    game_item.setExpanded(True)
    page.tree.setCurrentItem(game_item.child(0))
    page.act_replay.trigger()
    replayer = page.replayer
    replayer.step_to(9)
    qtbot.wait(20)
    view = replayer.view
    scene = replayer.scene
    scale = view.transform().m11()
    opened = [i for row in scene.backs for i in row if i.isVisible() and i.card is not None]
    assert len(opened) == sum(len(h) for s, h in enumerate(replayer.frames[9].hands) if s)
    plates = [plate.sceneBoundingRect() for plate in scene.seats]
    for item in opened:
        assert item.width * scale >= 38, (item.width, scale)
        box = item.sceneBoundingRect().adjusted(3, 3, -3, -3)  # the card, not its shadow room
        assert scene.sceneRect().contains(box)
        assert not any(box.intersects(p) for p in plates), item.card
    assert not any(label.isVisible() for s, label in enumerate(scene.labels) if s)
    window.close()


def messages(window: MainWindow) -> list[str]:
    """The texts of the message boxes on screen, which are then closed."""
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    texts = [b.text().replace("\u2060", "") for b in boxes]  # file names kept whole
    for box in boxes:
        box.close()
    return texts


def play_then_statistics(qtbot: QtBot, window: MainWindow, hands: int) -> StatisticsPage:
    """Play ``hands`` Badugi hands at a new table, then open the statistics."""
    window.open_session(make_session(seed=3, n=2))
    play_hands(qtbot, table_of(window), hands)
    page = open_page(window, StatisticsPage)
    return page


def test_damaged_history_is_set_aside_and_play_goes_on(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "history.sqlite3").write_bytes(b"\x00garbage\xff" * 400)
    window = open_window(qtbot, tmp_path)
    aside = list(tmp_path.glob("history.bad-*.sqlite3"))
    assert len(aside) == 1 and aside[0].read_bytes() == b"\x00garbage\xff" * 400
    texts = messages(window)
    assert texts and aside[0].name in texts[0]
    # The app plays on and stores hands in the new database.
    page = play_then_statistics(qtbot, window, 2)
    assert badugi_tab(page).hands.value.text() == "2" and not page.note.isVisible()


def test_history_that_cannot_be_opened_never_stops_play(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "history.sqlite3").mkdir()  # cannot be a database; nothing to set aside
    window = open_window(qtbot, tmp_path)
    texts = messages(window)
    assert texts and "not being stored" in texts[0]
    page = play_then_statistics(qtbot, window, 1)
    assert page.note.isVisible() and badugi_tab(page).hands.value.text() == "0"


def test_pages_speak_korean(qtbot: QtBot, tmp_path: Path, qapp: QApplication) -> None:
    fill_history(tmp_path)
    translators = install_translators(qapp, "ko", catalogues())
    assert translators
    try:
        window = open_window(qtbot, tmp_path)
        assert window.act_statistics.text() == "통계(&T)"
        assert window.act_leave.text() == "테이블 나가기(&L)"
        page = open_page(window, StatisticsPage)
        assert [page.tabs.tabText(i) for i in range(2)] == ["바둑이", "스페이드"]
        assert badugi_tab(page).win.caption.text() == "승률"
        assert badugi_tab(page).win.detail.text().startswith("이긴 판: 35판 중 ")
        # The Spades tab's words come from the Spades catalogue, in the same contexts.
        assert spades_tab(page).games.caption.text() == "이긴 게임"
        assert spades_tab(page).games.detail.text().startswith("이긴 게임: 1게임 중 ")
        history = open_page(window, HistoryPage)
        assert history.act_replay.text() == "다시 보기"
        assert history.tree.topLevelItem(0).text(1) == "스페이드 · 파트너 팀 · 4명"
        assert history.tree.topLevelItem(0).text(2).startswith("진행 중, ")
        history.replay_selected()
        assert history.replayer.position.text().startswith(
            f"{len(history.replayer.frames) - 1}단계 중 0단계"
        )
        assert history.replayer.steps.item(0).text().startswith("카드를 나눕니다. 딜러: ")
        window.close()
    finally:
        remove_translators(qapp, translators)


def test_page_down_crosses_into_the_next_sitting(qtbot: QtBot, tmp_path: Path) -> None:
    fill_history(tmp_path)
    window = open_window(qtbot, tmp_path)
    page = open_page(window, HistoryPage)
    first, second = page.tree.topLevelItem(0), page.tree.topLevelItem(1)
    assert first.isExpanded() and not second.childCount()  # read only when needed
    page.tree.setCurrentItem(first.child(first.childCount() - 1))
    page.replay_selected()
    press(qtbot, window, Qt.Key.Key_PageDown)
    assert page.current is second.child(0)
    assert page.replayer.title.text().endswith(page.current.text(0))
    press(qtbot, window, Qt.Key.Key_PageUp)
    assert page.current is first.child(first.childCount() - 1)
    last_top = page.tree.topLevelItem(page.tree.topLevelItemCount() - 1)
    last_top.setExpanded(True)
    page.show_list()
    page.tree.setCurrentItem(last_top.child(last_top.childCount() - 1))
    page.replay_selected()
    assert not page.replayer.act_next_hand.isEnabled()  # the oldest hand has no next


def test_the_step_shown_stays_in_sight_when_the_list_shrinks(qtbot: QtBot, tmp_path: Path) -> None:
    """A Spades hand opened after a Badugi one (its cards panel takes more of the column),
    or a smaller window: the highlighted step is still in the list's visible part."""
    fill_history(tmp_path)
    window = open_window(qtbot, tmp_path)
    window.resize(*SMALL)
    page = open_page(window, HistoryPage)
    items = hand_items(page)
    games = [page.hand_of(i).game for i in items]  # type: ignore[union-attr]
    page._replay(items[games.index("badugi")])
    qtbot.wait(50)
    page._replay(items[games.index("spades")])
    replayer = page.replayer
    steps = replayer.steps

    def in_sight() -> bool:
        return steps.viewport().rect().contains(steps.visualItemRect(steps.currentItem()))

    replayer.step_to(20)
    qtbot.waitUntil(in_sight, timeout=2000)
    replayer.step_to(40)
    qtbot.wait(50)
    window.resize(1024, 560)
    qtbot.waitUntil(lambda: steps.height() < 300, timeout=2000)
    qtbot.waitUntil(in_sight, timeout=2000)


def test_the_replayer_writes_cards_in_the_four_colour_deck(qtbot: QtBot, tmp_path: Path) -> None:
    """The cards panel wrote diamonds red and clubs white whatever the deck setting."""
    from cardtable.gui.common.prefs import Prefs

    fill_history(tmp_path)
    Prefs().four_colour = True
    window = open_window(qtbot, tmp_path)
    page = open_page(window, HistoryPage)
    for game in ("badugi", "spades"):
        page.filter.setCurrentIndex(page.filter.findData(game))
        items = hand_items(page)
        page.tree.setCurrentItem(items[0])
        page.act_replay.trigger()
        replayer = page.replayer
        replayer.first()  # every hand still held
        html = replayer.hands.toHtml().lower()
        shown = {card.suit for cards in replayer.frames[0].hands for card in cards}
        assert shown & {Suit.CLUBS, Suit.DIAMONDS}, "no club or diamond to look at"
        if Suit.DIAMONDS in shown:
            assert "#8ab8ff" in html, game  # blue diamonds
        if Suit.CLUBS in shown:
            assert "#8ee08e" in html, game  # green clubs
        replayer.back_requested.emit()  # back to the list
