"""The Spades table played through its controls against bots: blind nil offered before the
cards are seen, bids made with the picker, cards played by clicking (and by keyboard), the
opponents' cards never face up, the score sheet showing the engine's numbers, the end of the
game announced with a new game, stale bot answers dropped, and a saved game resumed."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QTextBrowser,
)
from pytestqt.qtbot import QtBot
from tests_gui_helpers import open_window

from cardtable.core.session import SeatConfig
from cardtable.games import bot_names
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.games import catalogues
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.spades import text
from cardtable.gui.spades.newgame import SpadesNewGameDialog
from cardtable.gui.spades.scene import bags_line
from cardtable.gui.spades.table import SpadesTable
from cardtable.i18n import spades_ko
from cardtable.spades import BLIND_NIL, Bid, Play, ShowCards, SpadesRules
from cardtable.spades.session import SpadesConfig, SpadesSession


def make_session(seed: int = 42, rules: SpadesRules | None = None) -> SpadesSession:
    rules = rules or SpadesRules()
    names = ["Mina", "Tom", "Jisoo", "Ana", "Leo"]
    seats = [SeatConfig("You")] + [
        SeatConfig(names[i], "basic") for i in range(rules.players - 1)
    ]
    return SpadesSession(SpadesConfig(rules, tuple(seats)), seed=seed)


def open_table(
    qtbot: QtBot, tmp_path: Path, session: SpadesSession
) -> tuple[MainWindow, SpadesTable]:
    window = open_window(qtbot, tmp_path)
    window.open_session(session)
    table = window.table
    assert isinstance(table, SpadesTable)
    return window, table


def resume_spades(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, SpadesTable]:
    """A new window on the same data folder, the saved Spades game resumed from the start
    screen's button (as a person does after a restart)."""
    again = open_window(qtbot, tmp_path)
    assert again.start_screen.resume_buttons["spades"].isEnabled()
    qtbot.mouseClick(again.start_screen.resume_buttons["spades"], Qt.MouseButton.LeftButton)
    resumed = again.table
    assert isinstance(resumed, SpadesTable)
    return again, resumed


def wait_ready(qtbot: QtBot, table: SpadesTable) -> None:
    """Until the bots have played up to the person's turn or the end of the hand."""
    qtbot.waitUntil(
        lambda: not table.blocked
        and (table.session.hand_over or table.session.whose_turn() == table.human),
        timeout=10000,
    )


def assert_no_peeking(table: SpadesTable) -> None:
    """Opponents' hands are never face up; face-up cards in the middle were really played."""
    shown = table.scene.face_up_cards()
    assert shown["opponents"] == []
    view = table.session.view_for(table.human)
    played = {c for trick in view.tricks for _, c in trick} | {c for _, c in view.current_trick}
    last = table.session.last_hand
    if table.session.hand_over and last is not None:
        played |= {c for trick in last.tricks for _, c in trick}
    assert set(shown["trick"]) <= played
    if not table.session.hand_over:
        assert shown["hand"] == list(view.hand or ())


def click_hand_card(qtbot: QtBot, table: SpadesTable, slot: int) -> None:
    """Click the visible left strip of the person's card ``slot`` (cards overlap to the right)."""
    item = table.scene.hand[slot]
    point = item.mapToScene(QPointF(8, item.height / 2))
    qtbot.mouseClick(
        table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.view.mapFromScene(point)
    )


def bid_by_keys(table: SpadesTable) -> None:
    """Up (nothing chosen: picks 1; else one more), then B bids it."""
    start = table._bid_choice
    table.act_more.trigger()
    assert table._bid_choice == (1 if start is None else start + 1)
    table.act_bid.trigger()


def look(qtbot: QtBot, table: SpadesTable) -> None:
    """Pick up the cards if they are still face down (blind nil open)."""
    if ShowCards(table.human) in table.session.view_for(table.human).legal_actions:
        table.act_look.trigger()
        wait_ready(qtbot, table)


def at_the_bids(qtbot: QtBot, tmp_path: Path, seed: int = 5) -> tuple[MainWindow, SpadesTable]:
    """A table at the person's bid, his cards looked at, the window active (keys reach it)."""
    window, table = open_table(qtbot, tmp_path, make_session(seed=seed))
    wait_ready(qtbot, table)
    look(qtbot, table)
    qtbot.waitUntil(lambda: bool(table._bid_values()), timeout=15000)
    window.activateWindow()
    return window, table


def play_hand_out(qtbot: QtBot, table: SpadesTable) -> None:
    """The person plays his first legal card each turn until the hand is over."""
    while not table.session.hand_over:
        wait_ready(qtbot, table)
        if table.session.hand_over:
            break
        table._act(table.session.view_for(table.human).legal_actions[0])


def play_by_click(qtbot: QtBot, table: SpadesTable) -> None:
    view = table.session.view_for(table.human)
    legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
    assert legal and view.hand is not None
    # Legal cards are highlighted, the others dimmed.
    for slot, card in enumerate(view.hand):
        assert table.scene.hand[slot].dimmed == (card not in legal)
    before = table.session.move_no
    click_hand_card(qtbot, table, view.hand.index(legal[-1]))
    assert table.session.move_no > before


def play_to_game_over(qtbot: QtBot, table: SpadesTable, most_hands: int = 10) -> None:
    """The person looks, bids by keys and plays by clicks, hand after hand, until the game is
    over (within ``most_hands``)."""
    session = table.session
    while not session.game_over:
        wait_ready(qtbot, table)
        if session.between_hands:
            table.act_next_hand.trigger()
            continue
        legal = session.view_for(table.human).legal_actions
        if ShowCards(table.human) in legal:
            table.look_at_cards()
        elif any(isinstance(a, Bid) for a in legal):
            bid_by_keys(table)
        else:
            play_by_click(qtbot, table)
        assert session.state.hand_number < most_hands


def test_play_a_whole_hand_by_clicking(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session()
    window, table = open_table(qtbot, tmp_path, session)
    wait_ready(qtbot, table)
    assert_no_peeking(table)
    # The person bids last (seat 0 dealt): blind nil is offered while his cards are face down.
    assert session.whose_turn() == table.human
    assert table.buttons["blind_nil"].isVisible() and table.act_blind_nil.isEnabled()
    assert table.buttons["look"].isVisible()
    assert not table.picker.isVisible()
    hand_items = [i for i in table.scene.hand if i.isVisible()]
    assert len(hand_items) == 13 and not any(i.face_up for i in hand_items)
    qtbot.mouseClick(table.buttons["look"], Qt.MouseButton.LeftButton)
    assert all(i.face_up for i in table.scene.hand if i.isVisible())
    assert not table.act_blind_nil.isEnabled()
    # Bid with the picker: choose 3, then confirm with the Bid button.
    assert table.picker.isVisible()
    qtbot.mouseClick(table.bid_buttons[3], Qt.MouseButton.LeftButton)
    assert table.act_bid.text() == "Bid 3"
    qtbot.mouseClick(table.buttons["bid"], Qt.MouseButton.LeftButton)
    assert session.state.bids[table.human] == 3
    keyboard_done = False
    while not session.hand_over:
        wait_ready(qtbot, table)
        assert_no_peeking(table)
        if session.hand_over:
            break
        if not keyboard_done:  # once by keyboard: arrow to a legal card, Enter plays it
            before = session.move_no
            assert table.scene.focus_slot is None  # Enter with no card chosen says how
            table.act_confirm.trigger()
            assert session.move_no == before
            assert "arrow keys" in table.notice.text()
            table.act_right.trigger()
            assert table.scene.focus_slot is not None
            assert table.scene.hand[table.scene.focus_slot].lifted
            table.act_confirm.trigger()
            assert session.move_no > before
            keyboard_done = True
            continue
        play_by_click(qtbot, table)
    assert_no_peeking(table)
    record = session.last_hand
    assert record is not None and record.scores is not None
    assert len(record.tricks) == 13
    # The score sheet is shown with the engine's numbers.
    assert table.side.currentWidget() is table.sheet_page
    assert table.sheet.rowCount() == len(record.scores)
    for row, score in enumerate(record.scores):
        assert table.sheet.cell_text(row, "took") == str(score.tricks)
        assert table.sheet.cell_text(row, "points") == f"{score.points:+d}"
        assert table.sheet.cell_text(row, "total") == str(score.total)
        assert table.sheet.cell_text(row, "bags_total") == str(score.bags_total)
    assert [p.stack for p in table.scene.seats] == [
        session.state.totals[session.rules.team_of(s)] for s in range(4)
    ]
    # Bags held per team are on the table itself, not only on the score sheet.
    info = table.scene.info.text()
    for score in record.scores:
        team = text.team_name(score.team, table.names, session.rules)
        assert f"{team} {score.bags_total}" in info
    assert table.buttons["next_hand"].isVisible()
    qtbot.mouseClick(table.buttons["next_hand"], Qt.MouseButton.LeftButton)
    assert session.state.hand_number == 2 and not session.hand_over
    wait_ready(qtbot, table)
    assert_no_peeking(table)
    # Everything was saved as it happened.
    saved = window.saves.store("spades").load().session
    assert saved is not None and saved.to_json() == session.to_json()


def test_blind_nil_keeps_cards_hidden_until_bid(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(seed=7)
    _window, table = open_table(qtbot, tmp_path, session)
    wait_ready(qtbot, table)
    assert table.session.view_for(0).hand is None
    assert not any(i.face_up for i in table.scene.hand if i.isVisible())
    qtbot.mouseClick(table.buttons["blind_nil"], Qt.MouseButton.LeftButton)
    box = table.blind_nil_box  # it asks first (issue 18), saying what it risks
    assert box is not None and "200" in box.informativeText()
    assert session.state.bids[0] is None
    qtbot.mouseClick(box.defaultButton(), Qt.MouseButton.LeftButton)
    assert session.state.bids[0] == BLIND_NIL
    assert all(i.face_up for i in table.scene.hand if i.isVisible())
    assert any("blind nil" in table.log.item(i).text() for i in range(table.log.count()))


def test_last_trick_and_shortcuts(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(seed=3)
    window, table = open_table(qtbot, tmp_path, session)
    wait_ready(qtbot, table)
    table.look_at_cards()
    bid_by_keys(table)
    while session.state.view(0).tricks == ():
        wait_ready(qtbot, table)
        play_by_click(qtbot, table)
    wait_ready(qtbot, table)
    last = session.view_for(0).tricks[-1]
    table.act_last_trick.trigger()
    assert table.scene.showing_last
    assert sorted(table.scene.face_up_cards()["trick"]) == sorted(c for _, c in last)
    table.act_last_trick.trigger()
    assert not table.scene.showing_last
    keys = {a.objectName(): a.shortcut().toString() for a in table.table_actions}
    assert keys["last_trick"] == "L" and keys["next_hand"] == "N" and keys["look"] == "C"
    assert all(a.shortcut().toString() for a in table.table_actions)
    assert set(window.table_menu.actions()) == set(table.table_actions)


def test_stale_bot_answer_is_ignored(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(seed=5)
    _window, table = open_table(qtbot, tmp_path, session)
    wait_ready(qtbot, table)
    before = session.to_json()
    table.runner.answered.emit(session.move_no - 1, Bid(3, 4))  # stale
    table.runner.answered.emit(session.move_no, Bid(0, 4))  # the person's turn: not a bot's
    assert session.to_json() == before


def test_game_over_offers_a_new_game(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(seed=11, rules=SpadesRules(target=20, loss_threshold=-20))
    _window, table = open_table(qtbot, tmp_path, session)
    play_to_game_over(qtbot, table)
    qtbot.waitUntil(lambda: table.game_over_dialog is not None, timeout=5000)
    dialog = table.game_over_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.sheet.rowCount() == 2 * len(session.state.history)
    winner = session.state.winner
    assert winner is not None
    headline = dialog.findChild(QLabel, "headline")
    assert headline is not None and str(session.state.totals[winner]) in headline.text()
    qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    assert table.game_over_dialog is None
    assert session.game_no == 2 and not session.game_over and session.state.hand_number == 1
    wait_ready(qtbot, table)
    assert table.sheet.rowCount() == 0


def test_resume_after_restart(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(seed=21)
    window, table = open_table(qtbot, tmp_path, session)
    wait_ready(qtbot, table)
    table.look_at_cards()
    bid_by_keys(table)
    wait_ready(qtbot, table)
    state = session.to_json()
    window.close()
    _, resumed = resume_spades(qtbot, tmp_path)
    assert resumed.session.to_json() == state
    wait_ready(qtbot, resumed)
    assert_no_peeking(resumed)


def test_new_game_dialog_defaults_and_refusals(qtbot: QtBot) -> None:
    dialog = SpadesNewGameDialog()
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled() and dialog.problem() is None
    config = dialog.config()
    assert config.rules == SpadesRules()
    # Medium, the game's default level (every seat was the strongest before issue 18).
    assert "medium" in bot_names("spades")
    assert [s.bot for s in config.seats] == [None] + ["medium"] * 3
    assert "partner" in dialog.seat_labels[1].text()  # seat 3 sits opposite the person
    # The engine refuses a loss threshold above zero: the reason is shown, Start waits.
    dialog.loss.setValue(50)
    assert not ok.isEnabled() and not dialog.error.isHidden()
    assert "loss threshold" in dialog.error.text()
    dialog.loss.setValue(-200)
    dialog.bag_limit.setValue(0)
    assert not ok.isEnabled() and "bag_limit" in dialog.error.text()
    dialog.bag_limit.setValue(10)
    dialog.bot_names[0].setText("You")
    assert not ok.isEnabled() and dialog.error.text()
    dialog.bot_names[0].setText("Mina")
    assert ok.isEnabled()
    # Six players, remembered settings come back.
    dialog.players.setCurrentIndex(dialog.players.findData(6))
    dialog.target.setValue(300)
    assert dialog.config().rules.players == 6 and len(dialog.config().seats) == 6
    again = SpadesNewGameDialog(dialog.settings())
    qtbot.addWidget(again)
    assert again.config() == dialog.config()


def test_the_new_game_dialog_reads_every_rule_from_its_widget(qtbot: QtBot) -> None:
    """Each of the twelve rules comes from its own widget (the rules are built from the
    remembered settings, so the two cannot drift apart)."""
    dialog = SpadesNewGameDialog()
    qtbot.addWidget(dialog)
    dialog.players.setCurrentIndex(dialog.players.findData(6))
    dialog.direction.setCurrentIndex(1)
    for box in (dialog.lead_any, dialog.blind_nil, dialog.bag_penalty):
        box.setChecked(not box.isChecked())
    for spin, value in (
        (dialog.blind_behind, 150), (dialog.bag_limit, 7), (dialog.bag_points, 50),
        (dialog.nil_value, 60), (dialog.blind_value, 120), (dialog.target, 300),
        (dialog.loss, -400),
    ):  # fmt: skip
        spin.setValue(value)
    assert dialog.rules() == SpadesRules(
        players=6, direction=dialog.direction.currentData(), blind_nil=False,
        blind_nil_behind=150, spades_lead_any_time=True, bag_penalty=False, bag_limit=7,
        bag_penalty_points=50, nil_value=60, blind_nil_value=120, target=300,
        loss_threshold=-400,
    )  # fmt: skip
    assert dialog.direction.currentData() != SpadesRules().direction


def test_start_screen_offers_spades_and_rules(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Spades is a playable game of the shell: the start screen button asks for the settings
    (accepted as they come here), opens the table, and Help → Rules shows the Spades rules."""
    monkeypatch.setattr(SpadesNewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    window = open_window(qtbot, tmp_path)
    qtbot.mouseClick(window.start_screen.game_buttons["spades"], Qt.MouseButton.LeftButton)
    table = window.table
    assert isinstance(table, SpadesTable)
    assert table.session.rules == SpadesRules()
    assert Prefs().last_game_settings("spades")["players"] == 4
    wait_ready(qtbot, table)
    window.act_rules.trigger()
    browser = window.rules_dialog.findChild(QTabWidget).currentWidget()  # the table's game
    assert isinstance(browser, QTextBrowser) and "Spades" in browser.toPlainText()
    assert "nil" in browser.toPlainText().lower()
    window.rules_dialog.close()


def test_korean_spades_table(qtbot: QtBot, tmp_path: Path, qapp: QApplication) -> None:
    """Every Spades string has a Korean entry, the committed .qm is compiled from the .ts,
    and the table speaks Korean once the translators are installed."""
    root = ET.parse(spades_ko.TS).getroot()
    unfinished = [m.findtext("source") for m in root.iter("message")
                  if m.find("translation").get("type") == "unfinished"]  # type: ignore[union-attr]
    assert unfinished == []
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    if lrelease.exists():
        fresh = tmp_path / "fresh.qm"
        subprocess.run([str(lrelease), str(spades_ko.TS), "-qm", str(fresh)], check=True,
                       capture_output=True)
        assert fresh.read_bytes() == spades_ko.QM.read_bytes(), "run -m cardtable.i18n.spades_ko"
    translators = install_translators(qapp, "ko", catalogues())
    try:
        _window, table = open_table(qtbot, tmp_path / "ko", make_session())
        wait_ready(qtbot, table)
        assert table.act_look.text() == "카드 보기"
        assert table.act_blind_nil.text() == "블라인드 닐 비드"
        assert table.side.tabText(1) == "점수표"
        assert "스페이드" in table.log.item(0).text()
    finally:
        remove_translators(qapp, translators)


def test_bags_line_warns_near_the_penalty() -> None:
    rules = SpadesRules()
    names = ["You", "Mina", "Tom", "Jisoo"]
    line = bags_line((1, 7), names, rules)
    assert "You & Tom 1" in line and "Mina & Jisoo 7 ⚠" in line
    assert "You & Tom 1 ⚠" not in line
    assert "⚠" not in bags_line((6, 0), names, rules)
    assert "⚠" in bags_line((0, 12), names, SpadesRules(bag_limit=15))
    # Playtest 9: three bags to a penalty put the sign on every team from the first deal.
    low = SpadesRules(bag_limit=3)
    assert "⚠" not in bags_line((0, 1), names, low)
    assert "You & Tom 0  ·" in bags_line((0, 2), names, low)
    assert "Mina & Jisoo 2 ⚠" in bags_line((0, 2), names, low)


def test_score_sheet_shows_the_penalty_column_once_a_penalty_is_paid(qtbot: QtBot) -> None:
    from cardtable.gui.spades.scoresheet import COLUMNS, ScoreSheet
    from cardtable.spades.scoring import TeamScore
    from cardtable.spades.state import HandRecord

    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    rules = SpadesRules()
    names = ["You", "Mina", "Tom", "Jisoo"]

    def record(number: int, penalty: int) -> HandRecord:
        scores = (
            TeamScore(0, 4, 6, 42, 2, penalty, 100 + penalty, 1),
            TeamScore(1, 5, 7, 52, 2, 0, 90, 4),
        )
        return HandRecord(number, 0, (), ((0, 2), (1, 3), (2, 2), (3, 2)), (), scores)

    column = COLUMNS.index("penalty")
    sheet.set_history([record(1, 0)], names, rules)
    assert sheet.isColumnHidden(column)
    sheet.set_history([record(1, 0), record(2, -100)], names, rules)
    assert not sheet.isColumnHidden(column)
    assert sheet.cell_text(3, "penalty") == ""
    assert sheet.cell_text(2, "penalty") == "-100"
    # The team reads from the left, as words; the figures from the right, the bids too
    # (tests/gui/test_score_sheet_bids.py: their column is as wide as the widest bid).
    for key in COLUMNS:
        item = sheet.item(0, COLUMNS.index(key))
        assert item is not None
        right = bool(item.textAlignment() & Qt.AlignmentFlag.AlignRight)
        assert right == (key != "team"), key


def test_new_game_dialog_at_three_players_speaks_of_players_not_teams(qtbot: QtBot) -> None:
    """At three and five players everyone plays alone: the dialog said "A team loses at:"
    and "everyone plays for himself"; it now names a player's threshold, and the teams'
    again at four and six."""
    dialog = SpadesNewGameDialog()
    qtbot.addWidget(dialog)
    for players, label in ((3, "A player loses at:"), (5, "A player loses at:"),
                           (6, "A team loses at:"), (4, "A team loses at:")):  # fmt: skip
        dialog.players.setCurrentIndex(dialog.players.findData(players))
        assert dialog.loss_label.text() == label, players
        alone = "everyone plays alone" in dialog.team_note.text()
        assert alone == (players in (3, 5)), dialog.team_note.text()


@pytest.mark.parametrize(("players", "alone"), [(3, True), (4, False), (5, True), (6, False)])
def test_score_sheet_and_bid_summary_name_players_where_everyone_plays_alone(
    qtbot: QtBot, players: int, alone: bool
) -> None:
    """At five players the sheet's column said "Team" and the bid summary "Result (team)"
    though nobody has a partner; at 3 and 5 they say "Player", "Bid" and "Result"."""
    from cardtable.gui.spades.hand_summary import BidSummary
    from cardtable.gui.spades.scoresheet import COLUMNS, ScoreSheet
    from cardtable.spades.scoring import TeamScore
    from cardtable.spades.state import HandRecord

    rules = SpadesRules(players=players)
    names = ["You", "Mina", "Tom", "Jisoo", "Ana", "Ben"][:players]
    scores = tuple(TeamScore(team, 1, 1, 10, 0, 0, 10, 0) for team in range(rules.team_count))
    record = HandRecord(1, 0, (), tuple((seat, 1) for seat in range(players)), (), scores)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_history([record], names, rules)

    def title(column: str) -> str:
        item = sheet.horizontalHeaderItem(COLUMNS.index(column))
        return item.text() if item is not None else ""

    assert (title("team"), title("bids")) == (("Player", "Bid") if alone else ("Team", "Bids"))
    summary = BidSummary()
    qtbot.addWidget(summary)
    summary.set_record(record, names, rules)
    result = summary.table.horizontalHeaderItem(BidSummary.COLUMNS.index("result"))
    assert result is not None
    assert result.text() == ("Result" if alone else "Result (team)")


def test_bid_summary_shows_each_result_whole_under_dark_titles(qtbot: QtBot) -> None:
    """At 1012x660 (the side panel about 320 px) "made, 2 bags" was cut to "made, 2 …" (the
    names and the results shared the room), under the platform's light header row."""
    from PySide6.QtGui import QColor, QFontMetrics

    from cardtable.gui.spades.hand_summary import BidSummary
    from cardtable.spades.scoring import TeamScore
    from cardtable.spades.state import HandRecord

    rules = SpadesRules()
    names = ["You", "Mina", "Tom", "Jisoo"]
    scores = (TeamScore(0, 4, 6, 42, 2, 0, 42, 2), TeamScore(1, 5, 7, 52, 2, 0, 52, 2))
    record = HandRecord(1, 0, (), ((0, 2), (1, 3), (2, 2), (3, 2)), (), scores)
    summary = BidSummary()
    qtbot.addWidget(summary)
    summary.resize(300, 200)
    summary.show()
    summary.set_record(record, names, rules)
    qtbot.waitExposed(summary)
    table = summary.table
    column = BidSummary.COLUMNS.index("result")
    for row in range(table.rowCount()):
        item = table.item(row, column)
        assert item is not None
        need = QFontMetrics(item.font() if item.font() else table.font()).horizontalAdvance(
            item.text()
        )
        assert table.columnWidth(column) >= need + 6, (item.text(), table.columnWidth(column))
    header = table.horizontalHeader().grab().toImage()
    ground = QColor(header.pixel(header.width() // 2, header.height() - 3))
    assert ground.lightness() < 80, ground.name()
