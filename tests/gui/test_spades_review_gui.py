"""The hand review in the GUI: after each hand the Spades table's Review tab fills with the
person's cards priced in double-dummy tricks (in the review process), R brings it up and the log
says what it found; the replayer shows the same review beside a stored hand; three and six
players get theirs (paranoid figures, said so), a machine without the solver a reason; it fits
at 1024x700 in English and Korean."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from history_play import play_spades, spades_session
from PySide6.QtWidgets import QApplication, QToolButton
from pytestqt.qtbot import QtBot
from test_fits import at_screen_size, table_cut
from test_history_pages import open_page
from test_spades_table import (
    look,
    make_session,
    open_table,
    play_hand_out,
    resume_spades,
    wait_ready,
)
from tests_gui_helpers import SMALL, WIDE, cut_off, open_window

from cardtable.gui.common import task_process
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.games import catalogues
from cardtable.gui.shell.history_page import HistoryPage
from cardtable.gui.spades import review_sizes_text
from cardtable.gui.spades.review_costs import cost_text, costs_clause, summary_line
from cardtable.gui.spades.review_panel import ReviewPanel
from cardtable.gui.spades.table import SpadesTable
from cardtable.spades import BLIND_NIL, Bid, SpadesRules
from cardtable.spades import review as review_module
from cardtable.spades.dd import analysis as dd
from cardtable.spades.dd import dds_lib
from cardtable.spades.review_figures import interval_text
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder

pytestmark = pytest.mark.skipif(not dd.available(), reason=f"no solver: {dd.problem()}")


@pytest.fixture(params=["en", "ko"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translators = install_translators(qapp, request.param, catalogues())
    yield request.param
    remove_translators(qapp, translators)


def play_one_hand(qtbot: QtBot, table: SpadesTable, bid: Any = 3) -> None:
    wait_ready(qtbot, table)
    if bid != BLIND_NIL:
        look(qtbot, table)
    table._act(Bid(table.human, bid))
    play_hand_out(qtbot, table)
    wait_ready(qtbot, table)


def reviewed(qtbot: QtBot, panel: ReviewPanel) -> None:
    qtbot.waitUntil(lambda: panel.review is not None, timeout=60_000)


def test_each_finished_hand_is_reviewed_in_its_tab(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    searched_here = []
    real = review_module._solve_all

    def watched(*args: Any, **kw: Any) -> Any:
        searched_here.append(threading.current_thread())
        return real(*args, **kw)

    # Patched in this process only: the review process imports its own, unpatched.
    monkeypatch.setattr(review_module, "_solve_all", watched)
    window, table = open_table(qtbot, tmp_path, make_session(seed=5))
    review = table.review
    assert not table.side.isTabVisible(table.side.indexOf(review.panel))
    assert not review.action.isEnabled()
    play_one_hand(qtbot, table)
    assert table.side.isTabVisible(table.side.indexOf(review.panel))
    reviewed(qtbot, review.panel)
    # The search ran in the review process, never in the window's (not even on a thread).
    assert searched_here == [] and task_process.process_mode("asked") == "process"
    result = review.panel.review
    assert result is not None and result.hand == 1 and result.seat == table.human
    hand = table.session.last_hand
    assert hand is not None
    played = [card for trick in hand.tricks for seat, card in trick if seat == table.human]
    assert [d.card for d in result.decisions] == played
    panel = review.panel
    assert panel.decisions.rowCount() == 13
    for row, d in enumerate(result.decisions):
        assert panel.cell_text(row, "cost") == cost_text(d)[0]
        assert panel.cell_text(row, "side") == interval_text(d.side, d.before)
        if d.cost_points is None:  # the hedge is on the line it qualifies
            assert panel.cell_text(row, "cost") in ("?", f"≥ −{d.cost_at_least}")
    assert panel.summary.text() == summary_line(result)
    assert any("Review of hand 1" in table.log.item(i).text() for i in range(table.log.count()))
    review.action.trigger()
    assert table.side.currentWidget() is panel
    # The next hand keeps the last review up until it ends; asking again changes nothing.
    table.act_next_hand.trigger()
    review.hand_over(table.session, table.human, table.names)
    assert panel.review is result
    window.close()


@pytest.mark.parametrize("players", [3, 6])
def test_a_table_of_three_or_six_is_reviewed(qtbot: QtBot, tmp_path: Path, players: int) -> None:
    """The Review tab and R at a table of three and of six: the person's cards with the
    paranoid figures, every seat's bid and tricks, and the plain words of what the figures
    are ("what you could make sure of, whatever the others did")."""
    window, table = open_table(qtbot, tmp_path, make_session(rules=SpadesRules(players=players)))
    review = table.review
    assert table.side.indexOf(review.panel) != -1 and review._desk is not None
    play_one_hand(qtbot, table)
    assert review.action.isEnabled()
    panel = review.panel
    reviewed(qtbot, panel)
    result = panel.review
    assert result is not None and result.players == players and result.paranoid
    hand = table.session.last_hand
    assert hand is not None
    played = [card for trick in hand.tricks for seat, card in trick if seat == table.human]
    assert [d.card for d in result.decisions] == played and panel.decisions.rowCount() == 17
    assert panel.seats.rowCount() == players
    for row, d in enumerate(result.decisions):
        assert panel.cell_text(row, "side") == interval_text(d.side, d.before)
        assert panel.cell_text(row, "cost") == cost_text(d)[0]
    assert panel.summary.text() == summary_line(result)
    review.action.trigger()
    assert table.side.currentWidget() is panel
    assert panel.measure.isVisible() and "make sure of" in panel.measure.text()
    assert "make sure of" in panel.footnote.text()
    title = panel.decisions.horizontalHeaderItem(2).text()
    assert title == ("You" if players == 3 else "Your side")
    window.close()


def test_without_the_solver_the_tab_says_what_to_install(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dds_lib, "_library", None)
    monkeypatch.setattr(dds_lib, "_problem", None)
    monkeypatch.setattr(dds_lib, "library_path", lambda: None)
    monkeypatch.setattr(task_process, "USE_PROCESS", False)  # the solver is missing here only
    dd.clear_cache()
    window, table = open_table(qtbot, tmp_path, make_session(seed=6))
    play_one_hand(qtbot, table)
    panel = table.review.panel
    qtbot.waitUntil(lambda: "endplay" in panel.summary.text(), timeout=30_000)
    assert panel.review is None and not panel.decisions.isVisible()
    table.act_next_hand.trigger()  # and play goes on
    wait_ready(qtbot, table)
    window.close()


def replay_first_hand(
    qtbot: QtBot, tmp_path: Path, hands: int, size: tuple[int, int] | None = None,
    players: int = 4,
) -> tuple[Any, HistoryPage]:  # fmt: skip
    """``hands`` Spades hands played into the history, the window (at ``size``) on the
    replayer of the first."""
    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    session = spades_session(seed=4, rules=SpadesRules(players=players))
    play_spades(session, hands=hands, hook=HistoryRecorder(db).record)
    db.close()
    window = open_window(qtbot, tmp_path)
    if size is not None:
        window.resize(*size)
        qtbot.waitUntil(lambda: window.width() == size[0])
    page = open_page(window, HistoryPage)
    top = page.tree.topLevelItem(0)
    top.setExpanded(True)
    page.tree.setCurrentItem(top.child(0))
    page.act_replay.trigger()
    return window, page


def test_the_replayer_reviews_a_stored_hand(qtbot: QtBot, tmp_path: Path) -> None:
    window, page = replay_first_hand(qtbot, tmp_path, hands=2)
    replayer = page.replayer
    assert replayer.side_tabs.count() == 2 and replayer.extra is not None
    assert replayer.side_tabs.tabBar().isVisible()
    # The Badugi review's toggle (V) is not offered for a hand whose review is a tab.
    toggles = [b for b in replayer.findChildren(QToolButton)
               if b.defaultAction() is replayer.act_review]  # fmt: skip
    assert len(toggles) == 1 and not toggles[0].isVisible()
    panel = replayer.extra
    assert isinstance(panel, ReviewPanel)
    reviewed(qtbot, panel)
    assert panel.review is not None and len(panel.review.decisions) == 13
    assert panel.review.names[0] == "You"
    # Another hand: the old review's work is stopped and its tab replaced.
    page.replay_neighbour(1)
    assert replayer.side_tabs.count() == 2 and replayer.extra is not panel
    window.close()


def test_the_replayer_reviews_a_stored_hand_of_three(qtbot: QtBot, tmp_path: Path) -> None:
    """A stored three-player hand gets its review tab too, with the paranoid figures."""
    window, page = replay_first_hand(qtbot, tmp_path, hands=1, players=3)
    panel = page.replayer.extra
    assert isinstance(panel, ReviewPanel)
    reviewed(qtbot, panel)
    assert panel.review is not None and panel.review.players == 3
    assert len(panel.review.decisions) == 17 and panel.seats.rowCount() == 3
    assert "make sure of" in panel.measure.text()
    window.close()


def test_the_review_fits_at_1024x700(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """After a blind nil (the longest words: the nil note, the coach's blind line)."""
    window, table = open_table(qtbot, tmp_path, make_session(seed=3))
    at_screen_size(qtbot, window)
    play_one_hand(qtbot, table, BLIND_NIL)
    panel = table.review.panel
    reviewed(qtbot, panel)
    table.review.action.trigger()
    qtbot.wait(20)
    assert panel.nils.isVisible() and panel.decisions.isVisible()
    assert table_cut(panel.decisions) == [] and table_cut(panel.seats) == []
    assert cut_off(window) == []
    if language == "ko":
        assert "복기" in table.side.tabText(table.side.indexOf(panel))
    window.close()


@pytest.mark.parametrize("players", [3, 6])
def test_the_review_of_three_or_six_fits_at_1024x700(
    qtbot: QtBot, tmp_path: Path, language: str, players: int
) -> None:
    """The note on what the figures are, six seats' rows and the longer footnote fit too."""
    window, table = open_table(qtbot, tmp_path, make_session(rules=SpadesRules(players=players)))
    at_screen_size(qtbot, window)
    play_one_hand(qtbot, table, 2)
    panel = table.review.panel
    reviewed(qtbot, panel)
    table.review.action.trigger()
    qtbot.wait(20)
    assert panel.measure.isVisible() and panel.decisions.isVisible()
    assert table_cut(panel.decisions) == [] and table_cut(panel.seats) == []
    assert cut_off(window) == []
    assert panel.measure.text() == review_sizes_text.measure_note(panel.review)
    window.close()


@pytest.mark.parametrize("size", [SMALL, WIDE])
def test_the_replayers_review_fits(
    qtbot: QtBot, tmp_path: Path, language: str, size: tuple[int, int]
) -> None:
    """The replayer's review tab: every column keeps its title and words (the Korean
    "최선의 카드" was cut at 1366x768, its column squeezed by "우리 편" on one line)."""
    window, page = replay_first_hand(qtbot, tmp_path, hands=1, size=size)
    replayer = page.replayer
    panel = replayer.extra
    assert isinstance(panel, ReviewPanel)
    reviewed(qtbot, panel)
    replayer.side_tabs.setCurrentWidget(panel)
    qtbot.wait(20)
    assert panel.decisions.isVisible()
    assert table_cut(panel.decisions) == [] and table_cut(panel.seats) == []
    window.close()


def test_the_summary_reads_right_in_both_languages(qapp: QApplication) -> None:
    def review(
        costly: int, points: int, tricks: int, unjudged: int = 0, partner: int | None = 2
    ) -> Any:
        return SimpleNamespace(
            costly=costly, total_cost_points=points, total_cost=tricks, at_least=[],
            unjudged=unjudged, partner=partner,
        )  # fmt: skip

    assert costs_clause(review(0, 0, 0)) == "no card was shown to cost your side points"
    assert costs_clause(review(1, 110, 1)) == "1 card cost your side 110 points (1 trick)"
    assert costs_clause(review(2, 220, 3, 4)) == (
        "2 cards cost your side 220 points (3 tricks); 4 cards could not be judged"
    )
    # At three and five players everyone plays alone: the cards cost "you", and a bag point
    # is one point, not "1 points".
    assert costs_clause(review(1, 1, 0, partner=None)) == "1 card cost you 1 point"
    assert costs_clause(review(0, 0, 0, partner=None)) == "no card was shown to cost you points"
    translators = install_translators(qapp, "ko", catalogues())
    try:
        assert costs_clause(review(2, 220, 3, 4)) == (
            "카드 2장 때문에 우리 편이 잃은 점수 220점(3트릭); 판단하지 못한 카드 4장"
        )
        assert costs_clause(review(1, 30, 1, partner=None)) == (
            "카드 1장 때문에 잃은 점수 30점(1트릭)"
        )
    finally:
        remove_translators(qapp, translators)


def test_the_review_is_there_after_a_resume_and_earlier_hands_open(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Two hands played, the window closed mid-way into the third's bidding and the game
    resumed: the Review tab and R are there with hand 2's review; hand 1 opens from the
    tab's chooser, and going back to hand 2 shows the review kept."""
    session = make_session(seed=5)
    window, table = open_table(qtbot, tmp_path, session)
    play_one_hand(qtbot, table)
    reviewed(qtbot, table.review.panel)
    table.act_next_hand.trigger()
    play_one_hand(qtbot, table)
    qtbot.waitUntil(lambda: table.review.panel.review is not None
                    and table.review.panel.review.hand == 2, timeout=60_000)  # fmt: skip
    table.act_next_hand.trigger()
    wait_ready(qtbot, table)
    window.close()
    again, resumed = resume_spades(qtbot, tmp_path)
    review = resumed.review
    panel = review.panel
    assert resumed.side.isTabVisible(resumed.side.indexOf(panel))
    assert review.action.isEnabled()
    reviewed(qtbot, panel)
    assert panel.review is not None and panel.review.hand == 2
    review.action.trigger()
    assert resumed.side.currentWidget() is panel
    assert panel.chooser.isVisibleTo(panel) and panel.chooser.count() == 2
    panel.chooser.setCurrentIndex(0)
    panel.chooser.activated.emit(0)
    qtbot.waitUntil(lambda: panel.review is not None and panel.review.hand == 1, timeout=60_000)
    kept = review.kept[(resumed.session.seed, 2)]
    panel.chooser.activated.emit(1)
    assert panel.review is kept  # kept: no second search
    again.close()


def test_an_opponents_nil_is_left_out_of_your_own_points_when_alone(qapp: QApplication) -> None:
    """At three and five players the figures are the person's own points (a five-player
    review said "your side's own points" beside "the cards cost you"); at six, his side's."""
    alone = review_sizes_text.opponent_nil_why(SimpleNamespace(partner=None))
    pair = review_sizes_text.opponent_nil_why(SimpleNamespace(partner=3))
    assert "your own points" in alone and "side" not in alone
    assert "your side's own points" in pair
    translators = install_translators(qapp, "ko", catalogues())
    try:
        assert "내 점수만" in review_sizes_text.opponent_nil_why(SimpleNamespace(partner=None))
        assert "우리 편 점수만" in review_sizes_text.opponent_nil_why(SimpleNamespace(partner=3))
    finally:
        remove_translators(qapp, translators)


def test_no_white_line_beside_the_replayers_tabs(qtbot: QtBot, tmp_path: Path) -> None:
    """Session 14: at 1012x660 a thin white line ran along the top of the replayer's side
    column, right of the Steps and Review tabs (the style's base line of a document-mode tab
    bar). The bar's top rows beside the last tab show the dark page, nothing light."""
    window, page = replay_first_hand(qtbot, tmp_path, hands=1, size=SMALL)
    qtbot.wait(50)
    bar = page.replayer.side_tabs.tabBar()
    assert bar.isVisible() and bar.count() == 2
    image = window.grab().toImage()
    last = bar.tabRect(bar.count() - 1)
    left = bar.mapTo(window, last.topRight()).x() + 4
    right = bar.mapTo(window, bar.rect().topRight()).x() - 2
    top = bar.mapTo(window, bar.rect().topLeft()).y()
    assert right - left > 40, (left, right)
    light = [(x, y) for y in range(top - 1, top + 3) for x in range(left, right)
             if image.pixelColor(x, y).lightness() > 150]  # fmt: skip
    assert light == [], light[:5]
    window.close()


def test_the_review_tables_have_dark_titles(qtbot: QtBot) -> None:
    """The review's two tables (the bids and tricks, your cards) had the platform's light
    title rows on the dark panel (the score sheet's were made dark before)."""
    from PySide6.QtGui import QColor

    from cardtable.gui.spades.review_panel import ReviewPanel

    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 600)
    panel.show()
    qtbot.waitExposed(panel)
    for table in (panel.seats, panel.decisions):
        table.setVisible(True)
        header = table.horizontalHeader()
        header.resize(300, max(header.height(), 24))
        image = header.grab().toImage()
        ground = QColor(image.pixel(image.width() // 2, image.height() - 3))
        assert ground.lightness() < 80, (table.objectName(), ground.name())
