"""The bidding practice page at 3, 5 and 6 players: the table-size box deals a hand of that
size (17 cards and bids to 17 at three and six, the positions 1..N), its table line, score
and accuracy window are the size's own, the choice survives a restart, and a version-2
progress file shows as four-player progress."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_practice_memory_gui import open_practice
from tests_gui_helpers import SMALL, cut_off

from cardtable.gui.common import tasks
from cardtable.gui.common.accuracy import AccuracyDialog
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.games import catalogues
from cardtable.gui.spades.coach_practice import BiddingPractice
from cardtable.spades.practice import Situation, deal_situation
from cardtable.spades.practice_progress import PROGRESS_NAME, Progress, ProgressStore


@pytest.fixture(autouse=True)
def no_worker_threads() -> Iterator[None]:
    yield
    alive = tasks.runners_with_threads(wait_s=5.0)
    assert not alive, f"worker threads still running: {alive}"


def choose(qtbot: QtBot, page: BiddingPractice, key: str, value: int) -> None:
    """Pick ``value`` in a situation box as the player does (the box's activated signal)."""
    box = page.boxes[key]
    box.setCurrentIndex(box.findData(value))
    box.activated.emit(box.currentIndex())
    qtbot.waitUntil(lambda: page.deal_ready and page.advice is not None, timeout=20000)


def shown_bids(page: BiddingPractice) -> list[int]:
    return [v for v, b in page.bid_buttons.items() if b.isVisibleTo(page)]


def test_three_players_deal_bid_play_out_and_stay_apart(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    window, page = open_practice(qtbot, tmp_path)
    assert page.current is not None and page.current.situation.players == 4
    assert shown_bids(page) == list(range(14))
    choose(qtbot, page, "players", 3)  # a hand of three players is dealt at once
    deal = page.current
    assert deal is not None and deal.situation.players == 3
    assert len(deal.view.hand or ()) == 17 and len(page.hand.cards) == 17
    assert shown_bids(page) == list(range(18))
    position = page.boxes["position"]
    assert [position.itemData(i) for i in range(position.count())] == [1, 2, 3]
    assert position.currentData() == 3  # was the 4th of four: the last of three
    assert "Everyone plays alone" in page.table_line.text()
    assert "Partner" not in page.table_line.text()
    for _ in range(20):
        page.change_bid(1)
    assert page._choice == 17  # the pad goes to 17, no further
    page.submit()
    assert page.result is not None
    assert page.progress.counts(3).played == 1 and page.progress.counts(4).played == 0
    assert page.score_label.text().startswith("Hands 1 ")
    page.play_out()
    qtbot.waitUntil(lambda: page.play_result is not None, timeout=20000)
    text = page.outcome.text()
    assert "with a bid of 17" in text and "your team" not in text and "points)" in text
    # Back to four players: its own (empty) figures, its own positions and pad.
    choose(qtbot, page, "players", 4)
    assert page.score_label.text().startswith("Hands 0 ")
    assert position.count() == 4 and shown_bids(page) == list(range(14))
    choose(qtbot, page, "players", 3)
    window.close()
    # Reopened: three players still chosen, its figures kept.
    window, page = open_practice(qtbot, tmp_path)
    assert page.boxes["players"].currentData() == 3 and page.situation().players == 3
    assert page.current is not None and page.current.situation.players == 3
    assert page.score_label.text().startswith("Hands 1 ")
    dialog = page.show_accuracy()
    assert isinstance(dialog, AccuracyDialog)
    labels = [dialog.cell_text(r, 0).strip() for r in range(dialog.table.rowCount())]
    assert "Bid 3rd (all bids known)" in labels and "Bid 4th (all bids known)" not in labels
    assert dialog.cell_text(labels.index("Bid 3rd (all bids known)"), 1) == "1"
    dialog.close()
    window.close()


def test_six_players_partner_known_fits_at_1024(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    window, page = open_practice(qtbot, tmp_path)
    window.resize(*SMALL)
    choose(qtbot, page, "players", 6)
    choose(qtbot, page, "position", 5)
    page.act_next.trigger()
    qtbot.waitUntil(lambda: page.deal_ready and page.advice is not None, timeout=20000)
    deal = page.current
    assert deal is not None and deal.situation.position == 5 and deal.situation.players == 6
    view = deal.view
    assert view.bids[3] is not None  # the partner, opposite, has bid
    assert "Partner: Jisoo" in page.table_line.text() and "the other teams" in (
        page.table_line.text()
    )
    assert len(page.hand.cards) == 17 and shown_bids(page) == list(range(18))
    assert cut_off(window) == []  # 17 cards, nil to 17 and the table-size box fit at 1024
    page.choose_bid(2)
    page.submit()
    qtbot.waitUntil(lambda: page.result is not None, timeout=20000)
    page.play_out()
    qtbot.waitUntil(lambda: page.play_result is not None, timeout=20000)
    assert "your team took" in page.outcome.text()
    assert cut_off(window) == []
    window.close()


def test_a_version_2_file_shows_as_four_player_progress(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    v2 = {"format": "cardtable-spades-bidding-practice", "version": 2, "played": 3,
          "by_grade": {"exact": 3, "close": 0, "far": 0}, "nil_right": 3,
          "situation": {"score": "even", "bags": 0, "position": 2}, "next_seed": 7}  # fmt: skip
    (tmp_path / PROGRESS_NAME).write_text(json.dumps(v2), encoding="utf-8")
    window, page = open_practice(qtbot, tmp_path)
    assert page.load_error is None
    assert page.boxes["players"].currentData() == 4 and page.boxes["position"].currentData() == 2
    assert page.score_label.text().startswith("Hands 3   Exact 100%")
    choose(qtbot, page, "players", 5)
    assert page.score_label.text().startswith("Hands 0 ")
    assert len(page.hand.cards) == 10 and shown_bids(page) == list(range(11))
    saved = json.loads((tmp_path / PROGRESS_NAME).read_text(encoding="utf-8"))
    assert saved["version"] == 3 and saved["tables"]["4"]["played"] == 3
    assert saved["situation"]["players"] == 5
    window.close()


def test_a_hand_of_another_size_on_screen_at_close_is_not_shown(
    qtbot: QtBot, tmp_path: Path, fast_practice: None
) -> None:
    """Closed while a hand of the new size was being dealt: the file holds the old size's
    hand on screen and the new size chosen; the page deals a hand of the size chosen."""
    old = deal_situation(Situation(), 9, bot_budget_ms=3.0, bot_samples=8)
    progress = Progress(situation=Situation(players=3, position=3))
    progress.memory.current = old.to_json()
    ProgressStore(tmp_path).save(progress)
    window, page = open_practice(qtbot, tmp_path)
    assert page.current is not None and page.current.situation.players == 3
    assert len(page.hand.cards) == 17
    window.close()


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_situation_boxes_show_their_words_at_1024(
    qtbot: QtBot,
    tmp_path: Path,
    fast_practice: None,
    qapp: QApplication,
    players: int,
    language: str,
) -> None:
    """With the pages' dark boxes and focus ring the choices' row was full at 1024 pixels
    and "Four players, two teams of partners" lost its last word; "New hand" moved up to the
    page's head. Every box is as wide as it asks to be, at every table size, in both
    languages, in a window filling a 1024x700 screen."""
    translators = install_translators(qapp, "ko", catalogues()) if language == "ko" else []
    try:
        window, page = open_practice(qtbot, tmp_path)
        window.resize(*SMALL)
        if players != 4:
            choose(qtbot, page, "players", players)
        for box in page.boxes.values():
            assert box.width() >= box.sizeHint().width(), (box.objectName(), box.currentText())
        assert cut_off(window) == []
        window.close()
    finally:
        remove_translators(qapp, translators)
