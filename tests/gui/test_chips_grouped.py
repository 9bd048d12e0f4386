"""Playtest 8: at a sit-and-go (1,500 chips a seat) the plates' stacks, the chip pills and
the standings read "1,500", but the plates' deeds, the buttons, the result on the felt and
the log read "Raise to 1480", "Call 1228 (all-in)", "Jisoo wins 3215": two ways to write a
number side by side. Every chip amount the table writes is grouped now, as the stacks are."""

from __future__ import annotations

from cardtable.badugi.actions import LegalActions
from cardtable.badugi.events import (
    AntePosted,
    BetReturned,
    BlindPosted,
    PlayerActed,
    PotAwarded,
    RoundEnded,
)
from cardtable.gui.badugi.reading import turn_words
from cardtable.gui.badugi.text import action_text, event_line, win_text

NAMES = ["You", "Jisoo"]


def test_the_buttons_and_plates_group_the_thousands() -> None:
    assert action_text("raise", 1480, True) == "Raise to 1,480 (all-in)"
    assert action_text("call", 1228) == "Call 1,228"
    assert action_text("bet", 20) == "Bet 20"


def test_the_result_on_the_felt_groups_the_thousands() -> None:
    assert win_text(1, 0, NAMES, 3215) == "Jisoo wins 3,215"
    assert win_text(0, 0, NAMES, 3215) == "You win 3,215"


def test_the_log_groups_the_thousands() -> None:
    lines = [
        event_line(PlayerActed(1, "raise", 1480, 1470, True), NAMES, 3),
        event_line(RoundEnded(0, ((2575, (0, 1)),)), NAMES, 3),
        event_line(BetReturned(1, 1040), NAMES, 3),
        event_line(PotAwarded(0, 3215, ((1, 3215),), False), NAMES, 3, you=0),
        event_line(BlindPosted(1, 1000, "big", False), NAMES, 3),
        event_line(AntePosted(1, 1200, False), NAMES, 3),
    ]
    assert lines == [
        "Jisoo: Raise to 1,480 (all-in)",
        "Pot 2,575",
        "Jisoo: uncalled 1,040 returned",
        "Jisoo: wins 3,215 from the pot",
        "Jisoo: big blind 1,000",
        "Jisoo: ante 1,200",
    ]


def test_the_turn_line_groups_the_thousands() -> None:
    legal = LegalActions(0, frozenset({"fold", "call"}), call_amount=1228)
    assert turn_words(legal) == "Your turn: 1,228 to call."


def test_the_plate_and_the_info_corner_group_the_thousands() -> None:
    from types import SimpleNamespace

    from cardtable.gui.badugi.scene import _status

    facts = SimpleNamespace(won={1: 3215}, deeds={}, drew={})
    assert _status(facts, 1, False) == "Wins 3,215"  # type: ignore[arg-type]


def test_the_history_groups_the_thousands() -> None:
    """The history's row of a sit-and-go hand lost all-in read "-1228 chips"."""
    from cardtable.gui.common.figures import chips_text, points_text, signed

    assert chips_text(-1228) == "-1,228 chips"
    assert chips_text(1) == "+1 chip"
    assert points_text(1050) == "+1,050 points"
    assert signed(1234.5, 1) == "+1,234.5"


def test_the_amount_boxs_most_groups_the_thousands() -> None:
    """The amount box's "All-in: raise to 1480" (session 21's ninth polish) beside the
    plate's "1,480": grouped as every other amount the table writes (a stand-in view:
    ``all_in_to`` reads the seat's round bet and stack)."""
    from types import SimpleNamespace
    from typing import cast

    from cardtable.badugi.view import SeatView
    from cardtable.gui.badugi.action_bar import limit_words

    view = cast(SeatView, SimpleNamespace(seat=0, round_bets=[20, 40], stacks=[1460, 1500]))
    raising = LegalActions(0, frozenset({"fold", "call", "raise"}), call_amount=20, min_to=60,
                           max_to=1480)  # fmt: skip
    assert limit_words(raising, view) == "All-in: raise to 1,480"
    betting = LegalActions(0, frozenset({"check", "bet"}), min_to=20, max_to=1200)
    assert limit_words(betting, view) == "Most: bet 1,200"
