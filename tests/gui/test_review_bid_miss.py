"""Playtest 9: the hand review said "Your bid: 2. The coach: 1, about 1.3 tricks expected."
and never what the 2 cost, while every costly card says its points ("−120 (1)"); a nil the
coach had scored at -75 against +27 for its 2 read the same. Where the player's bid is one
the coach scored on its deals beside its own (its neighbours and nil, ``coach_close``) and
not as good, the review now says by how much, with its noise, as the as-good lines do; the
same English in ``cardtable-review``. A bid the coach did not score (further off), a blind
nil (the deals score a plain nil) and a bid as good as the coach's get no such line."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import translated_by

from cardtable.gui.spades.review_panel import ReviewPanel
from cardtable.i18n import fill_ts, spades_ko
from cardtable.spades.actions import BLIND_NIL, NIL, BidValue
from cardtable.spades.coach_close import BidChoice
from cardtable.spades.review_result import CoachFigures, HandReview
from cardtable.spades.review_text import text as printed

NAMES = ("You", "Mina", "Tom", "Jisoo")
CLOSE = (
    BidChoice(2, -14.2, 18.2, 4.1, False),
    BidChoice(NIL, -75.4, 79.4, 10.0, False),
)
KOREAN = {**fill_ts.translations(fill_ts.SHELL), **spades_ko.KO}


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    with translated_by(KOREAN):
        yield


def reviewed(
    mine: BidValue, blind: bool = False, close: tuple[BidChoice, ...] = CLOSE
) -> HandReview:
    coach = CoachFigures(1, 1.3, 1, (0.09, 0.59, 0.29, 0.03), 0.29, False, blind, 4.0, close)
    bids: tuple[BidValue, ...] = (mine, 3, 4, 3)
    return HandReview(2, 0, NAMES, bids, (3, 3, 2, 5), (), coach, 4)


def bid_line(qtbot: QtBot, review: HandReview) -> str:
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.show_review(review, review.names)
    return panel.bid_line.text()


def test_a_neighbour_of_the_coachs_bid_says_what_it_cost(qtbot: QtBot) -> None:
    line = bid_line(qtbot, reviewed(2))
    assert line.startswith("Your bid: 2. The coach: 1, about 1.3 tricks expected.")
    assert line.endswith(
        "Your 2 on these deals: -14 points against +4 for the coach's 1, 18 ± 9 less on average."
    )


def test_a_nil_against_the_coachs_number_says_what_it_cost(qtbot: QtBot) -> None:
    line = bid_line(qtbot, reviewed(NIL))
    assert "Your Nil on these deals: -75 points against +4 for the coach's 1, 79 ± 20 less" in line


@pytest.mark.parametrize(
    ("mine", "blind", "close"),
    [
        (1, False, CLOSE),  # the coach's own bid
        (5, False, CLOSE),  # not scored on the coach's deals
        (BLIND_NIL, True, CLOSE),  # the deals score a plain nil
        (2, False, (BidChoice(2, 2.0, 2.0, 3.0, True),)),  # as good: said so, no cost
    ],
    ids=["coachs", "unscored", "blind", "as-good"],
)
def test_no_cost_where_none_is_known(
    qtbot: QtBot, mine: BidValue, blind: bool, close: tuple[BidChoice, ...]
) -> None:
    assert "less on average" not in bid_line(qtbot, reviewed(mine, blind, close))


def test_the_cost_in_korean(qtbot: QtBot, korean: None) -> None:
    line = bid_line(qtbot, reviewed(2))
    assert "이 딜들에서 내 2 비드는 -14점, 코치의 1 비드는 +4점: 평균 18 ± 9점 적습니다." in line


def test_cardtable_review_prints_the_same_cost() -> None:
    out = printed(reviewed(2).to_json())
    assert "Your 2 on these deals: -14 points against +4 for the coach's 1, 18 ± 9 less" in out
    assert "less on average" not in printed(reviewed(1).to_json())


def test_a_nil_bidders_tricks_are_told_apart_from_the_contracts(qtbot: QtBot) -> None:
    """ "Your side took 7 on a contract of 3." stood above "the contract was made by 2":
    the nil bidder's 2 count only as bags. The line now parts them."""
    review = HandReview(1, 0, NAMES, (NIL, 2, 3, 3), (2, 2, 5, 4), (), None, 4)
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.show_review(review, review.names)
    assert panel.side_line.text() == (
        "Your side took 7: 5 towards its contract of 3, and 2 on a nil, which count only as bags."
    )
    plain = HandReview(1, 0, NAMES, (2, 2, 3, 3), (2, 2, 5, 4), (), None, 4)
    panel.show_review(plain, plain.names)
    assert panel.side_line.text() == "Your side took 7 on a contract of 5."


def test_cardtable_review_parts_a_nil_bidders_tricks_too() -> None:
    review = HandReview(1, 0, NAMES, (NIL, 2, 3, 3), (2, 2, 5, 4), (), None, 4)
    out = printed(review.to_json())
    assert "Your side took 7 tricks: 5 towards its contract of 3, and 2 on a nil" in out
    plain = HandReview(1, 0, NAMES, (2, 2, 3, 3), (2, 2, 5, 4), (), None, 4)
    assert "Your side took 7 tricks on a contract of 5." in printed(plain.to_json())


GAME = (500, 150.0, -200, 300.0)


def test_points_that_count_the_games_end_are_said_to(qtbot: QtBot) -> None:
    """Near the target the coach's averages count reaching it (+150) and falling to the loss
    threshold (-300): "+160 points" for a bid that scores 50 read as points. The review's
    line of figures now says what they count, as the coach's panel does."""
    coach = CoachFigures(
        1, 1.3, 1, (0.09, 0.59, 0.29, 0.03), 0.29, False, False, 4.0, CLOSE, GAME
    )
    review = HandReview(2, 0, NAMES, (2, 3, 4, 3), (3, 3, 2, 5), (), coach, 4)
    line = bid_line(qtbot, review)
    said = (
        "Near the game's end the points on these deals count the game too: reaching 500 with "
        "the best total adds 150, falling to -200 takes away 300."
    )
    assert line.endswith(said)
    assert said in printed(review.to_json())
    assert "game's end" not in bid_line(qtbot, reviewed(2))
    assert "game's end" not in printed(reviewed(2).to_json())
