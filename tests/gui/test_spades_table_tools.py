"""The Spades table's undo (Ctrl+Z), trick browser (T, Shift+T, L, the Tricks tab) and
card-play hint (H at a card), played at the real table in the main window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_spades_table import look, make_session, open_table, wait_ready
from tests_gui_helpers import open_window

from cardtable.gui.common.prefs import Prefs
from cardtable.gui.spades.options import ALLOW_UNDO
from cardtable.gui.spades.table import SpadesTable
from cardtable.spades import Bid, Play
from cardtable.spades.trick_rules import trick_winner_seat


def bid_and_play(qtbot: QtBot, table: SpadesTable, cards: int) -> None:
    """Look, bid 2, then play the first legal card ``cards`` times (bots between)."""
    wait_ready(qtbot, table)
    look(qtbot, table)
    table._choose_bid(2)
    table.act_bid.trigger()
    for _ in range(cards):
        wait_ready(qtbot, table)
        table._act(table.session.view_for(table.human).legal_actions[0])
    wait_ready(qtbot, table)


def test_undo_takes_back_the_last_card_and_what_followed(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=31))
    bid_and_play(qtbot, table, 2)
    session = table.session
    before = session.to_json()
    card = session.view_for(0).legal_actions[-1]
    table._act(card)
    wait_ready(qtbot, table)
    assert session.to_json()["state"] != before["state"]
    assert table.act_undo.isEnabled() and table.buttons["undo"].isVisible()
    table.act_undo.trigger()
    assert session.state.to_json() == before["state"] and session.move_no == before["move_no"]
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    assert lines[-1].startswith(f"Undo: you take back the {card.card.symbol_text}")
    # The table shows the position again and the person may play: the same card replays
    # the same hand, and the hand carries no mark.
    assert not table.blocked and card in table._legal()
    assert table.scene.face_up_cards()["hand"] == list(session.view_for(0).hand or ())
    table._act(card)
    wait_ready(qtbot, table)
    assert session.undone_hands == set()
    # In the Table menu, with its key in the tooltip.
    assert table.act_undo in window.table_menu.actions()
    assert "Ctrl+Z" in table.act_undo.toolTip() and window.table_menu.toolTipsVisible()
    window.close()


def test_undo_while_the_bots_still_play_drops_their_answers(qtbot: QtBot, tmp_path: Path) -> None:
    """With animations and think time on, Ctrl+Z right after the card: the card comes back,
    nothing the bots were thinking about is played later."""
    prefs = Prefs()
    prefs.speed_name = "fast"
    window, table = open_table(qtbot, tmp_path, make_session(seed=32))
    bid_and_play(qtbot, table, 1)
    session = table.session
    before = session.state.to_json()
    table._act(session.view_for(0).legal_actions[0])
    assert table.blocked  # animating or a bot thinking
    table.act_undo.trigger()
    assert session.state.to_json() == before
    qtbot.wait(800)  # longer than a bot's think time: a stale answer would have come
    assert session.state.to_json() == before and not table.blocked
    window.close()


def test_no_undo_when_the_setting_is_off_or_after_the_hand(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=33))
    bid_and_play(qtbot, table, 1)
    prefs = table.prefs
    ALLOW_UNDO.set(prefs, False)
    table._update_actions()
    assert not table.act_undo.isEnabled() and not table.buttons["undo"].isVisible()
    before = table.session.to_json()
    table.undo()
    assert table.session.to_json() == before
    ALLOW_UNDO.set(prefs, True)
    table._update_actions()
    assert table.act_undo.isEnabled()
    while not table.session.hand_over:
        wait_ready(qtbot, table)
        if not table.session.hand_over:
            table._act(table.session.view_for(0).legal_actions[0])
    wait_ready(qtbot, table)
    assert not table.act_undo.isEnabled()  # the hand is scored: it is history
    window.close()


def test_undo_after_a_resume(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=34))
    bid_and_play(qtbot, table, 3)
    session = table.session
    last = session.state.actions
    window.close()  # saved on the way out
    again = open_window(qtbot, tmp_path)
    again.resume()
    resumed = again.table
    assert isinstance(resumed, SpadesTable)
    wait_ready(qtbot, resumed)
    assert resumed.act_undo.isEnabled()
    resumed.act_undo.trigger()
    mine = max(i for i, a in enumerate(last) if a.seat == 0 and isinstance(a, Play))
    assert resumed.session.state.actions == last[:mine]
    again.close()


def test_browsing_every_trick(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=35))
    bid_and_play(qtbot, table, 3)
    tricks = table.session.view_for(0).tricks
    assert len(tricks) >= 2
    rows = table.tricks_list
    assert rows.count() == len(tricks)
    assert rows.item(0).text().startswith("Trick 1: ")
    # T steps back from the live trick, one trick at a time, down to the first.
    for k in reversed(range(len(tricks))):
        table.act_earlier_trick.trigger()
        shown = sorted(table.scene.face_up_cards()["trick"])
        assert shown == sorted(c for _, c in tricks[k])
        seat = trick_winner_seat(tricks[k])
        winner = "you" if seat == table.human else table.names[seat]
        assert f"Trick {k + 1} on show" in table.notice.text()  # and the turn
        assert rows.item(k).text().startswith(f"Trick {k + 1}: ")
        assert rows.item(k).text().endswith(f"Taken by {winner}.")
        assert rows.currentRow() == k
    table.act_earlier_trick.trigger()  # stays on the first
    assert table.scene.browsing == 0
    # Shift+T forward, past the last: the live trick again.
    for _ in tricks:
        table.act_later_trick.trigger()
    assert table.scene.browsing is None and not table.notice.text().startswith("Trick")
    # A click on a row shows that trick.
    item = rows.item(1)
    qtbot.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton,
                     pos=rows.visualItemRect(item).center())  # fmt: skip
    assert table.scene.browsing == 1
    assert sorted(table.scene.face_up_cards()["trick"]) == sorted(c for _, c in tricks[1])
    # Playing on shows the live trick again.
    table._act(table.session.view_for(0).legal_actions[0])
    assert table.scene.browsing is None
    window.close()


def test_every_trick_after_the_hand_until_the_next_deal(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=36))
    bid_and_play(qtbot, table, 13)
    assert table.session.hand_over
    record = table.session.last_hand
    assert record is not None and table.tricks_list.count() == 13
    table.act_earlier_trick.trigger()
    table.act_earlier_trick.trigger()
    assert table.scene.browsing == 11
    assert sorted(table.scene.face_up_cards()["trick"]) == sorted(c for _, c in record.tricks[11])
    table.act_next_hand.trigger()
    wait_ready(qtbot, table)
    assert table.scene.browsing is None
    assert table.tricks_list.count() == 1 and "No trick" in table.tricks_list.item(0).text()
    window.close()


def test_the_card_hint_lifts_the_hard_players_card_with_a_reason(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=37))
    bid_and_play(qtbot, table, 1)
    assert table.card_hint_available() and table.act_hint.isEnabled()
    assert table.buttons["hint"].isVisible()
    table.act_hint.trigger()
    assert table.card_hint.busy
    qtbot.waitUntil(lambda: not table.card_hint.busy, timeout=15000)
    hint = table.card_hint.hint
    assert hint is not None
    picture = table._picture
    assert picture is not None and table.scene.focus_slot == picture.hand.index(hint.card)
    assert table.notice.text().startswith("Hint: ") and hint.card.symbol_text in (
        table.notice.text()
    )
    assert table.advice is None  # the bidding coach stays out of it
    table.act_confirm.trigger()  # Enter plays the card the hint lifted
    assert Play(0, hint.card) in table.session.state.actions
    window.close()


def test_nil_is_chosen_then_bid(qtbot: QtBot, tmp_path: Path) -> None:
    """Defect 11: "0" bid nil at once; now it chooses nil, and Enter bids it."""
    window, table = open_table(qtbot, tmp_path, make_session(seed=38))
    wait_ready(qtbot, table)
    look(qtbot, table)
    moves = table.session.move_no
    table.act_nil.trigger()
    assert table.session.move_no == moves and table._bid_choice == 0
    assert table.act_bid.text() == "Bid Nil" and table.picker.checked() == 0
    table.act_confirm.trigger()
    assert table.session.state.bids[0] == "nil"
    window.close()


def test_blind_nil_asks_first(qtbot: QtBot, tmp_path: Path) -> None:
    """Defect 11: Shift+B bid blind nil at once; now it asks, saying what it risks."""
    window, table = open_table(qtbot, tmp_path, make_session(seed=7))
    wait_ready(qtbot, table)
    assert Bid(0, "blind_nil") in table._legal()
    table.act_blind_nil.trigger()
    box = table.blind_nil_box
    assert box is not None and box.isVisible()
    assert "200" in box.informativeText() and "one" in box.informativeText()
    box.reject()  # Esc: no bid
    assert table.blind_nil_box is None and table.session.state.bids[0] is None
    table.act_blind_nil.trigger()
    box = table.blind_nil_box
    assert box is not None
    box.defaultButton().click()
    assert table.session.state.bids[0] == "blind_nil"
    window.close()


SEED = 40


def test_a_bot_answer_asked_before_an_undo_never_lands_after_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The undo rewinds the move number, so a bot answer asked before it could carry the
    number of a move made after it: it must be dropped. The person plays X; just before the
    bot answers, he undoes and plays Y; the bot's move must be its decision for Y's position
    (the same as a session that never saw X)."""
    Prefs().speed_name = "fast"
    window, table = open_table(qtbot, tmp_path, make_session(seed=SEED))
    bid_and_play(qtbot, table, 1)
    session = table.session
    legal = session.view_for(0).legal_actions
    assert len(legal) >= 2 and len(session.view_for(0).current_trick) < 3
    x, y = legal[0], legal[-1]
    kept = session.state.actions
    table._act(x)
    qtbot.waitUntil(lambda: table.thinking, timeout=5000)
    qtbot.wait(250)  # the answer is due about 325 ms after it was asked
    table.act_undo.trigger()
    table._act(y)
    wait_ready(qtbot, table)
    reference = make_session(seed=SEED)
    reference.next_hand()
    mine = [a for a in kept if a.seat == 0] + [y]
    while True:
        while (request := reference.bot_request()) is not None:
            assert reference.apply_bot(request.move_no, request.bot.act(request.view))
        if not mine:
            break
        reference.act(0, mine.pop(0))
    assert session.state.actions == reference.state.actions
    window.close()


def test_a_trick_looked_at_after_the_hand_is_not_covered_by_the_result(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=36))
    bid_and_play(qtbot, table, 13)
    result = table.scene.result
    assert result.isVisible() and result.text.startswith("Hand 1:")
    table.act_earlier_trick.trigger()
    assert not result.isVisible()  # it stood over the trick's cards
    table.act_later_trick.trigger()
    assert table.scene.browsing is None and result.isVisible()
    window.close()


def test_looking_back_at_a_trick_holds_the_next_deal(qtbot: QtBot, tmp_path: Path) -> None:
    """Session 14: with the pause setting (3 s by default) the next hand was dealt while the
    person looked back at the hand's tricks (T), taking the trick away as it was read. A trick
    looked at holds the deal; N deals."""
    window, table = open_table(qtbot, tmp_path, make_session(seed=36))
    table.prefs.next_hand_pause = 3
    bid_and_play(qtbot, table, 13)
    qtbot.waitUntil(table._next_timer.isActive)  # the next hand comes by itself after 3 s
    table.act_earlier_trick.trigger()
    assert table.scene.browsing == 12
    assert not table._next_timer.isActive()
    assert table.act_next_hand.isEnabled()
    table.act_next_hand.trigger()
    wait_ready(qtbot, table)
    assert table.scene.browsing is None and table.session.state.hand_number == 2
    window.close()


def test_the_arrows_step_through_the_tricks_after_the_hand(qtbot: QtBot, tmp_path: Path) -> None:
    # Playtest 7: after the hand, with a trick on show (T), Left and Right did nothing and
    # said nothing (no card to choose, no bid), where a player reading the tricks tries them.
    window, table = open_table(qtbot, tmp_path, make_session(seed=36))
    bid_and_play(qtbot, table, 13)
    assert table.session.hand_over
    table.act_earlier_trick.trigger()
    assert table.scene.browsing == 12
    assert table.act_left.isEnabled() and table.act_right.isEnabled()
    table.act_left.trigger()
    table.act_left.trigger()
    assert table.scene.browsing == 10
    table.act_right.trigger()
    assert table.scene.browsing == 11
    window.close()
