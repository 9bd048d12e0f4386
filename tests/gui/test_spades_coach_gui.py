"""The bidding coach in the app: the Hint at the Spades table (the coach's own numbers for the
person's view, never for another seat's turn), the after-hand bid-versus-tricks summary (the
engine's bids and tricks), and the bidding practice page (deal, grade, play out, progress)."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_spades_table import (
    bid_by_keys,
    look,
    make_session,
    open_table,
    play_hand_out,
    resume_spades,
    wait_ready,
)
from tests_gui_helpers import SMALL, WIDE

from cardtable.gui.common.tasks import runners_with_threads
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.spades import coach as spades_coach
from cardtable.gui.spades import text as spades_text
from cardtable.gui.spades.coach_close_text import as_good_lines, coach_headline
from cardtable.gui.spades.coach_practice import BiddingPractice
from cardtable.gui.spades.table import SpadesTable
from cardtable.i18n import spades_ko
from cardtable.spades import NIL
from cardtable.spades.coach import TEMPLATES, coach_advice
from cardtable.spades.practice import Situation
from cardtable.spades.practice_progress import PROGRESS_NAME
from cardtable.spades.trick_rules import trick_winner_index


def test_templates_match_the_coach() -> None:
    """Untranslated, the display's templates are the coach's English, key for key."""
    assert spades_coach.templates() == TEMPLATES


def test_korean_templates_keep_the_placeholders() -> None:
    """A Korean template must use the same fields and formats as the English one, or the
    panel would fall back to English for that reason."""
    fields = string.Formatter()
    for english in TEMPLATES.values():
        korean = spades_ko.KO[english]
        assert sorted((f, spec) for _, f, spec, _ in fields.parse(english) if f is not None) == (
            sorted((f, spec) for _, f, spec, _ in fields.parse(korean) if f is not None)
        ), english


def test_hint_shows_the_coachs_numbers(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=7))
    table.hint_samples = 40
    wait_ready(qtbot, table)
    assert table.session.whose_turn() == table.human
    # Cards still face down (blind nil open): no hint, the coach must not peek for you.
    if table.session.view_for(table.human).hand is None:
        assert not table.hint_available() and not table.act_hint.isEnabled()
        look(qtbot, table)
    assert table.hint_available() and table.act_hint.isEnabled()
    assert table.buttons["hint"].isVisible()
    view = table.session.view_for(table.human)
    table.act_hint.trigger()
    assert not table.act_hint.isEnabled()  # one question at a time
    qtbot.waitUntil(lambda: table.advice is not None, timeout=10000)
    expected = coach_advice(view, 40)
    got = table.advice
    assert got is not None
    assert got.bid == expected.bid and got.p_nil == expected.p_nil
    assert got.trick_distribution == expected.trick_distribution
    assert got.reasons == expected.reasons
    panel = table.advice_panel
    assert panel.isVisible()
    assert panel.bars.values == expected.trick_distribution
    # Each figure says how the hand is played for it, so they never look contradictory.
    assert panel.headline.text() == coach_headline(expected.bid, expected.close)
    assert panel.headline.text().startswith("Coach: bid " + spades_text.bid_text(expected.bid))
    assert f"{expected.expected_tricks:.1f}" in panel.win_line.text()
    assert panel.win_line.text().startswith("Playing to win tricks:")
    assert f"{expected.p_nil:.0%}" in panel.nil_line.text()
    assert panel.nil_line.text().startswith("Playing for nil")
    assert "playing to win" in panel.dist_title.text()
    # The advice sits in the side panel: the table keeps its size.
    assert table.side.currentWidget() is panel
    # The bids as good as the coach's on its deals first, with their figures, if any.
    lines = as_good_lines(expected.close, expected.points) + list(expected.explanation)
    assert panel.reasons.text().splitlines() == ["• " + line for line in lines]
    # The suggested bid is pre-selected in the picker.
    suggested = 0 if expected.bid == NIL else int(expected.bid)
    assert table.picker.checked() == suggested
    # Bidding closes the advice; after the bid the coach is no longer available. H is live
    # while the others bid or play, but only to queue the hint for the person's next turn
    # (a card by then), never to ask the coach about a bid already made.
    table.act_bid.trigger()
    assert not panel.isVisible()
    assert not table.hint_available()
    assert table.act_hint.isEnabled() == (table.hint_queueable() or table.card_hint_available())
    table.show_hint()
    assert not table.hint.busy
    window.close()


def test_hint_unavailable_for_other_seats(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=11))
    table.hint_samples = 30
    wait_ready(qtbot, table)
    look(qtbot, table)
    bid_by_keys(table)
    while not table.session.hand_over:
        wait_ready(qtbot, table)
        if table.session.hand_over:
            break
        assert not table.hint_available()
        # At a card, H asks for the card hint, never the bidding coach.
        assert table.act_hint.isEnabled() == table.card_hint_available()
        table.show_hint()
        assert not table.hint.busy and table.advice is None
        assert table.card_hint.busy == table.card_hint_available()
        legal = table.session.view_for(table.human).legal_actions
        table._act(legal[0])
    window.close()


def _first_hand_over(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, SpadesTable]:
    """A table (seed 5) whose first hand the person bid by keys and played out, its summary
    up."""
    window, table = open_table(qtbot, tmp_path, make_session(seed=5))
    wait_ready(qtbot, table)
    look(qtbot, table)
    bid_by_keys(table)
    play_hand_out(qtbot, table)
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=5000)
    return window, table


def test_after_hand_summary_matches_the_engine(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = _first_hand_over(qtbot, tmp_path)
    record = table.session.last_hand
    assert record is not None and record.scores is not None
    rules = table.session.rules
    bids = dict(record.bids)
    # Counted here from the tricks themselves, not by the engine's count the table reads.
    took = [0] * rules.players
    for trick in record.tricks:
        took[trick[trick_winner_index([c for _, c in trick])][0]] += 1
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


def _into_hand_two(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, SpadesTable, list[str]]:
    """A table whose first hand was played out and the second dealt (N), with the tricks
    the first hand's summary gave each seat."""
    window, table = _first_hand_over(qtbot, tmp_path)
    first = [table.summary.cell_text(s, "took") for s in range(4)]
    table.act_next_hand.trigger()
    wait_ready(qtbot, table)
    return window, table, first


def test_the_last_hands_summary_stays_on_the_score_sheet(qtbot: QtBot, tmp_path: Path) -> None:
    """The next hand is dealt (N, or the pause by itself) and the log comes back, but the
    hand before's bids against tricks stay on the score sheet, under their hand's number,
    until the next hand's replace them: S in hand 2 shows hand 1's."""
    window, table, first = _into_hand_two(qtbot, tmp_path)
    assert table.session.last_hand is not None and table.session.last_hand.number == 1
    assert table.side.currentWidget() is table.side.log  # the new hand's log, as before
    table.act_scores.trigger()
    assert table.side.currentWidget() is table.sheet_page
    assert table.summary.isVisible()
    assert table.summary.title.text() == "Hand 1: bid vs tricks"
    assert [table.summary.cell_text(s, "took") for s in range(4)] == first
    look(qtbot, table)
    bid_by_keys(table)
    play_hand_out(qtbot, table)
    qtbot.waitUntil(lambda: table.summary.title.text() == "Hand 2: bid vs tricks", timeout=5000)
    window.close()


def test_a_resumed_game_keeps_the_last_hands_summary(qtbot: QtBot, tmp_path: Path) -> None:
    """Quit in hand 2 and resume: the score sheet holds hand 1's bids against tricks, as it
    did before quitting (the log stays in front)."""
    window, _, first = _into_hand_two(qtbot, tmp_path)
    window.close()
    again, resumed = resume_spades(qtbot, tmp_path)
    wait_ready(qtbot, resumed)
    assert resumed.side.currentWidget() is resumed.side.log
    resumed.act_scores.trigger()
    assert resumed.summary.isVisible()
    assert resumed.summary.title.text() == "Hand 1: bid vs tricks"
    assert [resumed.summary.cell_text(s, "took") for s in range(4)] == first
    again.close()


def _open_practice(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, BiddingPractice]:
    from tests_gui_helpers import open_window

    window = open_window(qtbot, tmp_path)
    window.open_trainer("bidding_coach")
    page = window.trainer
    assert isinstance(page, BiddingPractice)
    return window, page


def test_practice_deals_grades_and_keeps_accuracy(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    window, page = _open_practice(qtbot, tmp_path)
    assert "bidding_coach" in window.start_screen.trainer_buttons
    page.set_situation(Situation(score="behind", bags=8, position=3))
    page.deal(seed=3)
    qtbot.waitUntil(lambda: page.deal_ready, timeout=15000)
    deal = page.current
    assert deal is not None
    view = deal.state.view(deal.seat)
    assert view.turn == deal.seat and view.hand is not None
    assert sum(b is not None for b in view.bids) == 2  # the partner's bid is known
    qtbot.waitUntil(lambda: page.advice is not None, timeout=15000)
    page.choose_bid(3)
    page.submit()
    assert page.result is not None
    assert page.progress.played == 1
    assert page.advice_panel.isVisible()
    assert page.verdict.text()
    # Play it out with hard bots (tiny budgets) and report tricks against the bid.
    page.play_out()
    qtbot.waitUntil(lambda: page.play_result is not None, timeout=20000)
    took, bid = page.play_result
    assert 0 <= took <= 13 and bid == 3
    assert str(took) in page.outcome.text()
    window.close_trainer()
    # Reopened: the accuracy was kept.
    window.open_trainer("bidding_coach")
    again = window.trainer
    assert isinstance(again, BiddingPractice)
    assert again.progress.played == 1
    assert "1" in again.score_label.text()
    window.close()
    assert not runners_with_threads(wait_s=5.0)


def test_practice_corrupt_progress_is_set_aside(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    (tmp_path / PROGRESS_NAME).write_text("{not json", encoding="utf-8")
    window, page = _open_practice(qtbot, tmp_path)
    assert page.load_error is not None and page.moved_to is not None
    assert page.moved_to.exists()
    assert page.moved_to.read_text(encoding="utf-8") == "{not json"  # kept, not overwritten
    assert page.progress.played == 0
    assert page.notice.isVisible()
    box = page.error_box
    assert box is not None
    box.close()
    qtbot.waitUntil(lambda: page.deal_ready, timeout=15000)
    page.choose_bid(2)
    page.submit()
    qtbot.waitUntil(lambda: page.result is not None, timeout=15000)
    data = json.loads((tmp_path / PROGRESS_NAME).read_text(encoding="utf-8"))
    assert data["tables"]["4"]["played"] == 1
    window.close()


def test_practice_advice_shows_every_reason_at_1024(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    """At 1024x700 the coach's reasons all show, with room to spare (the panel was capped at
    230 pixels: the last reasons hid below a scroll bar), and the bars say which is whose."""
    window, page = _open_practice(qtbot, tmp_path)
    window.resize(*SMALL)
    page.deal(seed=3)
    qtbot.waitUntil(lambda: page.deal_ready and page.advice is not None, timeout=15000)
    advice = page.advice
    assert advice is not None
    mine = 13 if advice.bid != 13 else 12
    page.choose_bid(mine)
    page.submit()
    qtbot.waitUntil(lambda: page.advice_panel.isVisible())
    panel = page.advice_panel
    assert panel.reasons.text().count("•") >= 5
    assert panel.reasons_scroll.verticalScrollBar().maximum() == 0  # nothing hidden below
    assert panel.legend.isVisible()
    assert "the coach's bid" in panel.legend.text() and "your bid" in panel.legend.text()
    from tests_gui_helpers import cut_off

    assert cut_off(window) == []
    window.close()


@pytest.mark.parametrize("seed", [3, 8])
def test_the_answer_and_the_play_out_fit_a_1024x700_screen(
    qtbot: QtBot, tmp_path: Path, fast_practice: None, seed: int
) -> None:
    """A window filling a 1024x700 screen is 1012x660 inside its frame. There the coach's
    answer went 24-56 pixels below a scroll bar: the page now draws the hand smaller and puts
    the grade and the played-out result on one row, so the page never scrolls."""
    from PySide6.QtWidgets import QScrollArea

    window, page = _open_practice(qtbot, tmp_path)
    window.resize(*SMALL)
    page.deal(seed=seed)
    qtbot.waitUntil(lambda: page.deal_ready and page.advice is not None, timeout=15000)
    page.choose_bid(1)
    page.submit()
    qtbot.waitUntil(lambda: page.advice_panel.isVisible())
    body = next(
        s for s in page.findChildren(QScrollArea) if s.widget().objectName() == "practiceBody"
    )
    qtbot.waitUntil(lambda: body.widget().height() > 0)
    assert page.hand.card_width < 96  # the smaller cards of a short page
    assert body.verticalScrollBar().maximum() == 0
    page.play_out()
    qtbot.waitUntil(lambda: page.play_result is not None, timeout=30000)
    qtbot.wait(50)  # the layout after the result's text
    assert page.outcome.text() and body.verticalScrollBar().maximum() == 0
    window.resize(*WIDE)  # at 1366x768 the cards are full size again
    qtbot.waitUntil(lambda: page.hand.card_width == 96)
    qtbot.wait(50)
    assert body.verticalScrollBar().maximum() == 0
    window.close()
