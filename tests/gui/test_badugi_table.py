"""The Badugi table played through its buttons against bots: whole hands to the end, chips
conserved, opponents' cards never face up before the showdown, stale bot answers dropped,
illegal actions explained, and a saved game resumed where it stopped."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, table_of, wait_ready

from cardtable.badugi.actions import Action
from cardtable.gui.badugi import text as badugi_text
from cardtable.gui.badugi.table import BadugiTable


def assert_no_peeking(table: BadugiTable) -> None:
    """Opponents' cards are face up only when the view says they were shown (showdown)."""
    view = table.session.view_for(table.human)
    assert view is not None
    face_up = table.scene.face_up_seats() - {table.human}
    if view.phase != "complete":
        assert face_up == set()
    assert face_up <= set(view.shown)


def click_card(qtbot: QtBot, table: BadugiTable, slot: int) -> None:
    item = table.scene.cards[table.human][slot]
    centre = item.mapToScene(item.boundingRect().center())
    point: QPoint = table.view.mapFromScene(centre)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def play_turn(qtbot: QtBot, table: BadugiTable, turn: int) -> None:
    """The person's move, made by clicking: vary between calling, raising, folding late,
    drawing two (by clicking cards) and standing pat."""
    legal = table._legal()
    assert legal is not None
    buttons = table.buttons
    if "draw" in legal.kinds:
        if turn % 3 == 0:
            qtbot.mouseClick(buttons["stand_pat"], Qt.MouseButton.LeftButton)
            return
        click_card(qtbot, table, 0)
        table.act_discard[2].trigger()  # the "3" key's action
        assert table._marked == {0, 2}
        assert table.act_draw.text() == "Draw 2"
        assert table.scene.cards[table.human][0].lifted
        qtbot.mouseClick(buttons["draw"], Qt.MouseButton.LeftButton)
        return
    if turn % 5 == 4 and ("bet" in legal.kinds or "raise" in legal.kinds):
        qtbot.mouseClick(buttons["bet_raise"], Qt.MouseButton.LeftButton)
        return
    if turn % 11 == 10 and "fold" in legal.kinds:
        qtbot.mouseClick(buttons["fold"], Qt.MouseButton.LeftButton)
        return
    qtbot.mouseClick(buttons["check_call"], Qt.MouseButton.LeftButton)


def test_play_whole_hands_by_clicking(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    session = make_session()
    window.open_session(session)
    table = table_of(window)
    assert window.table_menu.isEnabled()
    turn = 0
    hands_done = 0
    while hands_done < 4:
        wait_ready(qtbot, table)
        assert_no_peeking(table)
        assert session.chips_in_play() == sum(session.bought_in)
        if session.hand_over:
            hands_done += 1
            view = session.view_for(table.human)
            assert view is not None and view.phase == "complete"
            shown = {s for s in view.shown if s != table.human}
            assert table.scene.face_up_seats() - {table.human} == shown
            plates = [p.stack for p in table.scene.seats]
            assert plates == session.stacks()
            assert table.buttons["next_hand"].isVisible()
            qtbot.mouseClick(table.buttons["next_hand"], Qt.MouseButton.LeftButton)
            continue
        play_turn(qtbot, table, turn)
        turn += 1
    assert session.match.hand_no == 5
    assert turn > 5
    assert table.log.count() > 20
    # Every applied move was saved: the file replays to the same position.
    saved = window.saves.store("badugi").load().session
    assert saved is not None and saved.to_json() == session.to_json()


def test_stale_bot_answer_is_ignored(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    session = make_session(seed=5)
    window.open_session(session)
    table = table_of(window)
    wait_ready(qtbot, table)
    assert session.whose_turn() == table.human or session.hand_over
    before = session.to_json()
    table.runner.answered.emit(session.move_no - 1, Action.fold())
    table.runner.answered.emit(session.move_no, Action.fold())  # person's turn: not a bot's
    assert session.to_json() == before


def test_illegal_action_is_explained_and_changes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    session = make_session(seed=9, structure="no_limit")
    window.open_session(session)
    table = table_of(window)
    wait_ready(qtbot, table)
    while session.hand_over:
        qtbot.mouseClick(table.buttons["next_hand"], Qt.MouseButton.LeftButton)
        wait_ready(qtbot, table)
    before = session.to_json()
    refusal = session.check(table.human, Action.bet(100000))
    assert refusal is not None
    table._act(Action.bet(100000))
    assert session.to_json() == before
    assert table.notice.text() == badugi_text.refusal_text(refusal)
    # The no-limit sizing controls are offered and clamp to the legal range.
    legal = table._legal()
    if legal is not None and {"bet", "raise"} & legal.kinds:
        assert table.sizing.isVisible()
        table.act_all_in.trigger()
        assert table.spin.value() == legal.max_to
        assert "Raise to" in table.act_bet_raise.text() or "Bet" in table.act_bet_raise.text()


def test_input_is_blocked_while_a_bot_thinks(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    session = make_session(seed=13)
    window.open_session(session)
    table = table_of(window)
    if table.thinking:
        assert not table.act_fold.isEnabled() and not table.act_check_call.isEnabled()
    wait_ready(qtbot, table)


def test_resume_after_restart(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    session = make_session(seed=21)
    window.open_session(session)
    table = table_of(window)
    wait_ready(qtbot, table)
    if not session.hand_over:
        play_turn(qtbot, table, 0)
        wait_ready(qtbot, table)
    state = session.to_json()
    window.close()

    again = open_window(qtbot, tmp_path)
    assert again.start_screen.resume_buttons["badugi"].isEnabled()
    assert again.act_resume.isEnabled()
    qtbot.mouseClick(again.start_screen.resume_buttons["badugi"], Qt.MouseButton.LeftButton)
    resumed = table_of(again)
    assert resumed.session.to_json() == state
    wait_ready(qtbot, resumed)
    assert_no_peeking(resumed)
