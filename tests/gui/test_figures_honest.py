"""A learner believes every figure the teaching tools show, so a figure is exact or visibly a
bound, never a sampled guess dressed as a fact (session 18's audit, NOTES.md). Each test here
failed before its fix:

* the Badugi review's flagged line and the replayer's step marks gave a playout estimate's
  cost bare ("-1.4 bb") while the table beside it gave the same cost with its ±;
* the review's flagged total, the leak report's total and cost column, and the sit-and-go
  review's prize equity (means over playouts) read as exact;
* the bidding coach's panel gave its simulated averages and chances as plain facts
  ("4.3 tricks on average", "no trick in 35% of the deals", "in 0% of the deals" where none
  of them was clean), and the review's "The coach:
  5, 5.2 tricks expected" and its "Chance of taking each number of tricks" likewise;
* the Spades review's footnotes still said "?: not judged or not proven" though the best
  cards' cells say "not solved" (polish-spades' note 1).

No figure is computed differently: only the words around them change.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import translated_by

from cardtable.badugi.hand_value import CLASSES
from cardtable.badugi.review.leaks import LeakReport
from cardtable.core.cards import parse_card
from cardtable.gui.badugi import review_text
from cardtable.gui.badugi.leak_report import LeakReportView
from cardtable.gui.badugi.tournament_text import prize_review_html
from cardtable.gui.spades import review_bounds, review_sizes_text
from cardtable.gui.spades.coach import AdvicePanel
from cardtable.gui.spades.review_panel import ReviewPanel
from cardtable.i18n import fill_ts, spades_ko
from cardtable.spades import ShowCards, SpadesRules, SpadesState
from cardtable.spades.coach import coach_advice
from cardtable.spades.review_figures import Decision
from cardtable.spades.review_result import CoachFigures, HandReview

C = parse_card
KOREAN = {**fill_ts.translations(fill_ts.SHELL), **spades_ko.KO}


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    with translated_by(KOREAN):
        yield


# ---------------------------------------------------------------- the Badugi review


def flagged_decision() -> dict[str, Any]:
    """A call that cost 1.42 bb ± 0.31 by the review's playouts."""
    why = {"did": {"kind": "call", "bets": 2}, "strength": CLASSES.index((3, (9, 5, 2))),
           "opponents": 1, "pats": 1, "drawing": 0, "best": {"kind": "fold"}}  # fmt: skip
    return {
        "step": 4, "round_key": "bet_last", "hand": "9c 5d 2h 2s", "chosen": 1, "best": 0,
        "choices": [{"kind": "fold", "ev_bb": 0.0, "se_bb": 0.0},
                    {"kind": "call", "ev_bb": -1.42, "se_bb": 0.31}],
        "cost_bb": 1.42, "se_bb": 0.31, "flagged": True, "why": why,
    }  # fmt: skip


def test_a_flagged_cost_keeps_its_plus_or_minus(qapp: QApplication) -> None:
    d = flagged_decision()
    assert review_text.reason_line(d).endswith(": -1.4 ± 0.3 bb (folding was worth more)")
    html = review_text.review_html({"decisions": [d], "flagged": 1, "flagged_cost_bb": 1.42})
    assert "-1.4 ± 0.3 bb" in html
    assert "-1.4 bb" not in html  # nowhere the bare figure
    assert "Flagged: 1 of 1 decisions, about 1.4 bb" in html
    assert review_text.step_marks({"decisions": [d]}) == {4: "⚠ -1.4 ± 0.3 bb"}


def test_the_flagged_cost_in_korean(korean: None) -> None:
    d = flagged_decision()
    assert "-1.4 ± 0.3 bb (폴드 쪽이 더 나았음)" in review_text.reason_line(d)
    html = review_text.review_html({"decisions": [d], "flagged": 1, "flagged_cost_bb": 1.42})
    assert "결정 1개 중 1개, 약 1.4 bb" in html


def leak_view_with_a_report(qtbot: QtBot) -> LeakReportView:
    """The leak report's view showing a report of 3 hands, 2 of 7 decisions flagged."""
    view = LeakReportView()
    qtbot.addWidget(view)
    view.runner.shutdown()
    view.report = LeakReport(hands=3, decisions=7, flagged=2, cost_bb=3.1)
    view._show_status()
    return view


def test_the_leak_reports_total_is_about(qtbot: QtBot) -> None:
    view = leak_view_with_a_report(qtbot)
    assert "2 of 7 decisions flagged, about 3.1 bb in all." in view.status.text()
    header = view.tree.headerItem()
    assert header is not None and header.text(3) == "Estimated cost (bb)"


def test_the_leak_reports_total_is_about_in_korean(qtbot: QtBot, korean: None) -> None:
    view = leak_view_with_a_report(qtbot)
    assert "모두 약 3.1 bb." in view.status.text()
    header = view.tree.headerItem()
    assert header is not None and header.text(3) == "추정 손실 (bb)"


def test_the_prize_equity_is_about(qapp: QApplication) -> None:
    decision = {"chosen": 0, "choices": [{"label": "Call"}], "equity": [29.5],
                "best_equity": 0, "cost_equity": 0.0, "se_equity": 0.0}  # fmt: skip
    assert "Prize equity about 29.50% of the pool" in prize_review_html(decision)


def test_the_prize_equity_is_about_in_korean(korean: None) -> None:
    decision = {"chosen": 0, "choices": [{"label": "Call"}], "equity": [29.5],
                "best_equity": 0, "cost_equity": 0.0, "se_equity": 0.0}  # fmt: skip
    assert "상금 풀의 약 29.50%" in prize_review_html(decision)


# ---------------------------------------------------------------- the bidding coach


def advice_panel(qtbot: QtBot) -> tuple[AdvicePanel, Any]:
    state = SpadesState(SpadesRules(), 11, first_dealer=3)
    state.apply(ShowCards(0))
    advice = coach_advice(state.view(0), 40)
    panel = AdvicePanel()
    qtbot.addWidget(panel)
    panel.show_advice(advice)
    return panel, advice


def test_the_coachs_simulated_figures_say_so(qtbot: QtBot) -> None:
    panel, advice = advice_panel(qtbot)
    assert f"about {advice.expected_tricks:.1f} tricks on average" in panel.win_line.text()
    assert f"no trick in about {advice.p_nil:.0%} of the deals" in panel.nil_line.text()
    assert "simulated deals" in panel.dist_title.text()


def test_the_coachs_simulated_figures_say_so_in_korean(qtbot: QtBot, korean: None) -> None:
    panel, advice = advice_panel(qtbot)
    assert f"평균 약 {advice.expected_tricks:.1f}트릭" in panel.win_line.text()
    assert f"딜의 약 {advice.p_nil:.0%}에서" in panel.nil_line.text()
    assert "시뮬레이션한 딜" in panel.dist_title.text()


def test_the_coachs_bid_shares_are_of_its_deals(qtbot: QtBot) -> None:
    """ "Bid 4: made 84%, set 16%" and "Bid 5 is set 39% of the time" gave shares of the
    simulated deals as chances: they now say "on these deals"."""
    panel, advice = advice_panel(qtbot)
    keys = [key for key, _ in advice.reasons]
    assert "bid_option" in keys and ("reason_higher" in keys or "reason_lower" in keys)
    for shown in (panel.reasons.text(), "\n".join(advice.explanation)):
        assert " on these deals: made " in shown
        assert "of these deals" in shown or "in more of these deals" in shown
        assert "of the time" not in shown


def test_the_coachs_bid_shares_are_of_its_deals_in_korean(qtbot: QtBot, korean: None) -> None:
    panel, advice = advice_panel(qtbot)
    shown = panel.reasons.text()
    ((best, *_),) = [numbers for key, numbers in advice.reasons if key == "bid_option"]
    assert f"이 딜들에서 {int(best)} 비드: 성공 " in shown
    assert "비드는 이 딜들의 " in shown or "비드는 이 딜들에서 더 자주 성공" in shown


def test_no_clean_nil_deal_is_said_as_a_count(qtbot: QtBot) -> None:
    """Not "no trick in about 0% of the deals": none of them, and how many there were."""
    panel, advice = advice_panel(qtbot)
    panel.show_advice(replace(advice, p_nil=0.0))
    assert "a trick in every one of the 40 simulated deals." in panel.nil_line.text()
    # Playtest 9: in the other nil line's words, not "(ducking every trick)" beside them.
    assert panel.nil_line.text().startswith("Playing for nil against the others' attack: ")
    assert "0%" not in panel.nil_line.text()


def test_no_clean_nil_deal_is_said_as_a_count_in_korean(qtbot: QtBot, korean: None) -> None:
    panel, advice = advice_panel(qtbot)
    panel.show_advice(replace(advice, p_nil=0.0))
    assert "시뮬레이션한 딜 40개 모두에서 트릭을 받습니다." in panel.nil_line.text()


# ---------------------------------------------------------------- the Spades review


def unsolved() -> Decision:
    """A first trick the search did not finish: bounds only, no points judged."""
    cards = (C("5d"), C("Kd"), C("2c"))
    bounds = {cards[0]: (0, 13), cards[1]: (1, 13), cards[2]: (0, 12)}
    points = {c: (-60, 40) for c in cards}
    return Decision(1, 0, cards[0], cards, bounds, points, 0)


def review_at(players: int) -> HandReview:
    names = ("You", "Leo", "Mina", "Tom", "Ana", "Jisoo")[:players]
    return HandReview(1, 0, names, (3,) * players, (3,) * players, (unsolved(),), None, players)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_footnote_names_the_cells_words(qtbot: QtBot, players: int) -> None:
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    review = review_at(players)
    panel.show_review(review, review.names)
    assert panel.cell_text(0, "best_cards") == review_bounds.unsolved_words()
    note = panel.footnote.text()
    assert "not judged or not proven" not in note
    assert f"{review_bounds.unsolved_words()}: which cards were best is not proven" in note
    assert "?: this card's cost is not judged." in note


@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_footnote_names_the_cells_words_in_korean(
    qtbot: QtBot, korean: None, players: int
) -> None:
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    review = review_at(players)
    panel.show_review(review, review.names)
    assert panel.cell_text(0, "best_cards") == "풀지 못함"
    note = panel.footnote.text()
    assert "풀지 못함: 어떤 카드가 최선이었는지 증명되지 않음" in note
    assert "판단하지 못했거나 증명되지 않음" not in note
    if players != 4:
        assert note == review_sizes_text.footnote(review)


def coached_review() -> HandReview:
    coach = CoachFigures(3, 3.24, 3, (0.02, 0.1, 0.3, 0.35, 0.2, 0.03), 0.04, False, False)
    review = review_at(4)
    return HandReview(1, 0, review.names, review.bids, review.took, review.decisions, coach, 4)


def test_the_reviews_coach_figures_say_so(qtbot: QtBot) -> None:
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    review = coached_review()
    panel.show_review(review, review.names)
    assert "The coach: 3, about 3.2 tricks expected." in panel.bid_line.text()
    assert "on the coach's simulated deals" in panel.legend.text()


def test_the_reviews_coach_figures_say_so_in_korean(qtbot: QtBot, korean: None) -> None:
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    review = coached_review()
    panel.show_review(review, review.names)
    assert "코치: 3, 예상 약 3.2트릭." in panel.bid_line.text()
    assert "코치가 시뮬레이션한 딜에서" in panel.legend.text()


def test_the_nil_line_says_the_others_attack_a_nil(qtbot: QtBot) -> None:
    # Playtest 7: beside bars where 53% of the deals took no trick (playing to win), the nil
    # line said "no trick in about 25% of the deals" with no word of why a learner ducking
    # every trick would do worse: the others play to give a nil a trick.
    panel, advice = advice_panel(qtbot)
    assert advice.p_nil > 0
    assert "against the others' attack" in panel.nil_line.text()
