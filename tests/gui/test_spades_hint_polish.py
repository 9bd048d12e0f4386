"""Session 13's two card-hint fixes at the Spades table: H pressed while the computer players
still play queues the hint for the person's turn (said at once, shown by itself when the turn
comes, dropped by an undo or a closed table, never promised when no turn is left in the
hand), and the words of the reasons for taking a trick with the bid made, in English and
Korean."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_spades_table import look, make_session, open_table, wait_ready

from cardtable.core.cards import parse_cards
from cardtable.gui.spades import card_hint
from cardtable.gui.spades.card_hint import reason_text
from cardtable.gui.spades.hint_queue import queued_words
from cardtable.gui.spades.table import SpadesTable
from cardtable.i18n import spades_ko
from cardtable.i18n.hint_polish_ko import KO as HINT_POLISH_KO
from cardtable.spades import BLIND_NIL, Bid, Play, SpadesRules
from cardtable.spades.play_hint import PlayReason

QUEUED = "The hint will be shown when it is your turn."
WAITS = "Your hint comes at your turn."


def to_a_lead(qtbot: QtBot, table: SpadesTable) -> None:
    """Look, bid 2, then play the first legal card until the person's card is not the last
    of its trick (the others then play after it)."""
    wait_ready(qtbot, table)
    look(qtbot, table)
    table._choose_bid(2)
    table.act_bid.trigger()
    wait_ready(qtbot, table)
    players = table.session.rules.players
    while len(table.session.view_for(table.human).current_trick) == players - 1:
        table._act(table.session.view_for(table.human).legal_actions[0])
        wait_ready(qtbot, table)
    assert not table.session.hand_over


def play_and_queue(qtbot: QtBot, table: SpadesTable) -> None:
    """The person plays a card with others to play after it; while they answer, H."""
    to_a_lead(qtbot, table)
    table._act(table.session.view_for(table.human).legal_actions[0])
    assert table.blocked and not table.card_hint_available()  # animating or a bot thinking
    assert table.act_hint.isEnabled()  # out of turn, H is live: it queues
    table.act_hint.trigger()


def test_h_while_the_others_play_queues_the_hint_for_the_turn(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=51))
    play_and_queue(qtbot, table)
    # Said at once, in the notice line and to a screen reader; kept while the others think.
    assert table.hint_queued and not table.card_hint.busy
    assert QUEUED in table.announcer.spoken
    assert table.notice.text() in (QUEUED, f"{table.names[1]} is thinking… {WAITS}")
    assert queued_words() == QUEUED
    # The turn comes: the hint is asked by itself, its card lifted, its reason said.
    qtbot.waitUntil(lambda: table.card_hint.hint is not None, timeout=20000)
    hint = table.card_hint.hint
    assert hint is not None and not table.hint_queued
    view = table.session.view_for(table.human)
    assert view.turn == table.human and Play(table.human, hint.card) in view.legal_actions
    picture = table._picture
    assert picture is not None and table.scene.focus_slot == picture.hand.index(hint.card)
    assert table.notice.text().startswith("Hint: ") and hint.card.symbol_text in (
        table.notice.text()
    )
    assert table.announcer.spoken[-1].startswith("Hint: ")
    table.act_confirm.trigger()  # Return plays the card the hint lifted
    assert Play(table.human, hint.card) in table.session.state.actions
    window.close()


def test_an_undo_or_a_closed_table_drops_the_queued_hint(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=52))
    play_and_queue(qtbot, table)
    assert table.hint_queued
    table.act_undo.trigger()  # the card comes back: the position H was pressed in is gone
    assert not table.hint_queued
    wait_ready(qtbot, table)
    qtbot.wait(200)
    assert table.session.whose_turn() == table.human
    assert not table.card_hint.busy and table.card_hint.hint is None
    assert not table.notice.text().startswith(("Hint: ", "Looking"))
    # Queued again, then the table closes before the turn: nothing is left waiting.
    table._act(table.session.view_for(table.human).legal_actions[0])
    table.act_hint.trigger()
    assert table.hint_queued
    window.close()
    assert not table.hint_queued and not table.card_hint.busy


def test_no_hint_is_promised_once_the_person_has_no_card_left(qtbot: QtBot, tmp_path: Path) -> None:
    """His last card played, the hand ends before any turn of his: H stays off."""
    window, table = open_table(qtbot, tmp_path, make_session(seed=53))
    to_a_lead(qtbot, table)
    while len(table.session.view_for(table.human).hand or ()) > 1:
        table._act(table.session.view_for(table.human).legal_actions[0])
        wait_ready(qtbot, table)
    table._act(table.session.view_for(table.human).legal_actions[0])
    assert not table.hint_queueable() and not table.act_hint.isEnabled()
    table.show_hint()
    assert not table.hint_queued and table.notice.text() != QUEUED
    wait_ready(qtbot, table)
    assert table.session.hand_over and not table.card_hint.busy
    window.close()


def test_h_while_the_others_bid_brings_the_coach_at_the_persons_bid(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Three players, the person bidding last (the first dealer is seat 0): H while the
    others bid, his cards still face down. At his turn the hint waits for his cards (blind
    nil is still open); once he looks, the coach answers by itself."""
    session = make_session(54, SpadesRules(players=3))
    window, table = open_table(qtbot, tmp_path, session)
    table.hint_samples = 40
    assert table.thinking and table.session.whose_turn() != table.human
    table.act_hint.trigger()
    assert table.hint_queued
    assert table.notice.text() in (QUEUED, f"Mina is thinking… {WAITS}")
    wait_ready(qtbot, table)
    assert table.session.whose_turn() == table.human and table.session.view_for(0).hand is None
    assert table.hint_queued and table.advice is None  # no coach for cards not seen
    look(qtbot, table)
    qtbot.waitUntil(lambda: table.advice is not None, timeout=20000)
    assert not table.hint_queued
    window.close()


def test_a_blind_nil_bid_drops_the_coach_queued_for_the_bid(qtbot: QtBot, tmp_path: Path) -> None:
    """Queued while the others bid, the coach waits for the cards; the person bids blind nil
    instead: the hint is not carried over to his first card."""
    window, table = open_table(qtbot, tmp_path, make_session(55, SpadesRules(players=3)))
    table.act_hint.trigger()
    assert table.hint_queued
    wait_ready(qtbot, table)
    table._act(Bid(table.human, BLIND_NIL))
    assert not table.hint_queued
    wait_ready(qtbot, table)
    assert not table.card_hint.busy and table.card_hint.hint is None
    window.close()


NEW_KINDS = {
    "win_forced": "Every card you may play wins this trick: take it with the A♥.",
    "ahead_forced": "Every card you may play takes the lead for now: play the A♥.",
    "win_set": "Win the trick with the A♥ to set Mina's side: it needs 4 of the last 5.",
    "win_set_alone": "Win the trick with the A♥ to set Mina, who needs 4 of the last 5 tricks.",
    "ahead_set": "Take the lead with the A♥ to set Mina's side: it needs 4 of the last 5.",
    "ahead_set_alone": "Take the lead with the A♥ to set Mina, who needs 4 of the last 5 tricks.",
}


@pytest.mark.parametrize("kind", sorted(NEW_KINDS))
def test_the_new_reasons_in_english_and_korean(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    card = parse_cards("Ah")[0]
    reason = PlayReason(kind, card, seat=1, count=4, left=5)
    names = ["You", "Mina", "Tom"]
    assert reason_text(reason, names) == NEW_KINDS[kind]
    # Korean: the words looked up in the table the catalogue is filled from, by the very
    # source text the code asks for, with every figure and the name in place.
    assert set(HINT_POLISH_KO.items()) <= set(spades_ko.CATALOGUE.items())
    missing: list[str] = []

    def korean(_context: str, source: str) -> str:
        if source not in spades_ko.CATALOGUE:
            missing.append(source)
        return spades_ko.CATALOGUE.get(source, source)

    monkeypatch.setattr(card_hint, "translate", korean)
    line = reason_text(reason, ["나", "미나", "톰"])
    assert not missing and card.symbol_text in line
    if "set" in kind:
        assert "미나 님" in line and "4트릭" in line and "5트릭" in line and "실패" in line
    else:
        assert "낼 수 있는 카드가 모두" in line
