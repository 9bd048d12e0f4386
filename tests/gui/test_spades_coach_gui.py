"""The bidding coach in the app: the Hint at the Spades table (the coach's own numbers for the
person's view, never for another seat's turn), the after-hand bid-versus-tricks summary (the
engine's bids and tricks), and the bidding practice page (deal, grade, play out, progress)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from test_spades_table import make_session, open_table, wait_ready

from cardtable.gui import spades_coach
from cardtable.gui.spades_table import SpadesTable
from cardtable.spades import NIL, ShowCards
from cardtable.spades.coach import TEMPLATES, advise


def _look(qtbot: QtBot, table: SpadesTable) -> None:
    """Pick up the cards if they are still face down (blind nil open)."""
    if ShowCards(table.human) in table.session.view_for(table.human).legal_actions:
        table.act_look.trigger()
        wait_ready(qtbot, table)


def test_templates_match_the_coach() -> None:
    """Untranslated, the display's templates are the coach's English, key for key."""
    assert spades_coach.templates() == TEMPLATES


def test_hint_shows_the_coachs_numbers(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=7))
    table.hint_samples, table.hint_budget_ms = 40, None
    wait_ready(qtbot, table)
    assert table.session.whose_turn() == table.human
    # Cards still face down (blind nil open): no hint, the coach must not peek for you.
    if table.session.view_for(table.human).hand is None:
        assert not table.hint_available() and not table.act_hint.isEnabled()
        _look(qtbot, table)
    assert table.hint_available() and table.act_hint.isEnabled()
    assert table.buttons["hint"].isVisible()
    view = table.session.view_for(table.human)
    table.act_hint.trigger()
    assert not table.act_hint.isEnabled()  # one question at a time
    qtbot.waitUntil(lambda: table.advice is not None, timeout=10000)
    expected = advise(view, table.hint_seed(), 40)
    got = table.advice
    assert got is not None
    assert got.bid == expected.bid and got.p_nil == expected.p_nil
    assert got.trick_distribution == expected.trick_distribution
    assert got.reasons == expected.reasons
    panel = table.advice_panel
    assert panel.isVisible()
    assert panel.bars.values == expected.trick_distribution
    assert f"{expected.expected_tricks:.1f}" in panel.headline.text()
    assert panel.reasons.text().splitlines()[0] == "• " + expected.explanation[0]
    assert len(panel.reasons.text().splitlines()) == len(expected.explanation)
    # The suggested bid is pre-selected in the picker.
    suggested = 0 if expected.bid == NIL else int(expected.bid)
    assert table.bid_group.checkedId() == suggested
    # Bidding closes the advice; after the bid the hint is no longer available.
    table.act_bid.trigger()
    assert not panel.isVisible()
    assert not table.hint_available() and not table.act_hint.isEnabled()
    table.show_hint()
    assert table._hint_job is None
    window.close()


def test_hint_unavailable_for_other_seats(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=11))
    table.hint_samples, table.hint_budget_ms = 30, None
    wait_ready(qtbot, table)
    _look(qtbot, table)
    table.bid_choice()
    while not table.session.hand_over:
        wait_ready(qtbot, table)
        if table.session.hand_over:
            break
        assert not table.hint_available()
        assert not table.act_hint.isEnabled()
        table.show_hint()
        assert table._hint_job is None and table.advice is None
        legal = table.session.view_for(table.human).legal_actions
        table._act(legal[0])
    window.close()


def test_after_hand_summary_matches_the_engine(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=5))
    wait_ready(qtbot, table)
    _look(qtbot, table)
    table.bid_choice()
    while not table.session.hand_over:
        wait_ready(qtbot, table)
        if table.session.hand_over:
            break
        table._act(table.session.view_for(table.human).legal_actions[0])
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=5000)
    record = table.session.last_hand
    assert record is not None and record.scores is not None
    rules = table.session.rules
    bids = dict(record.bids)
    took = spades_coach.tricks_by_seat(record, rules.players)
    assert sum(took) == 13
    assert table.summary.table.rowCount() == rules.players
    for seat in range(rules.players):
        assert table.summary.cell_text(seat, "player") == table.names[seat]
        assert table.summary.cell_text(seat, "took") == str(took[seat])
        bid = bids[seat]
        text = table.summary.cell_text(seat, "bid")
        assert text == (str(bid) if isinstance(bid, int) else text)
    for score in record.scores:
        team_took = sum(took[s] for s in range(rules.players) if rules.team_of(s) == score.team)
        assert team_took == score.tricks
    table.act_next_hand.trigger()
    assert not table.summary.isVisible()
    window.close()
