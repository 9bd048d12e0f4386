"""The Badugi log reads the same for the person and for a bot ("You: small blind 1", not
"You posts the small blind"), and a single-draw game does not name its only draw."""

from __future__ import annotations

import pytest

from cardtable.badugi.events import BlindPosted, CardsDrawn, HandMucked, HandShown, PotAwarded
from cardtable.core.cards import parse_cards
from cardtable.gui.badugi.text import drew_text, event_line

NAMES = ["You", "Mina"]


@pytest.mark.parametrize("seat", [0, 1])
def test_lines_start_with_the_name_and_a_colon(seat: int) -> None:
    name = NAMES[seat]
    cards = tuple(parse_cards("Ac 2d 3h 4s"))
    lines = [
        event_line(BlindPosted(seat, 1, "small", False), NAMES, 3),
        event_line(BlindPosted(seat, 2, "big", False), NAMES, 3),
        event_line(HandShown(seat, cards, cards, "badugi"), NAMES, 3),
        event_line(HandMucked(seat), NAMES, 3),
        event_line(PotAwarded(0, 10, ((seat, 10),), False), NAMES, 3),
        event_line(CardsDrawn(seat, 0, 2, (), ()), NAMES, 3),
    ]
    for line in lines:
        assert line is not None and line.startswith(f"{name}: "), line
    assert lines[0] == f"{name}: small blind 1"
    assert lines[2].startswith(f"{name}: shows A♣")
    assert lines[4] == f"{name}: wins 10 from the pot"
    assert lines[5] == f"{name}: drew 2 · draw 1 (breakfast)"


def test_single_draw_lines_do_not_name_the_draw() -> None:
    assert event_line(CardsDrawn(1, 0, 3, (), ()), NAMES, 1) == "Mina: drew 3"
    assert event_line(CardsDrawn(1, 0, 1, (), ()), NAMES, 1) == "Mina: drew 1"
    assert event_line(CardsDrawn(0, 0, 0, (), ()), NAMES, 1) == "You: stand pat"
    assert event_line(CardsDrawn(0, 1, 0, (), ()), NAMES, 3) == "You: stand pat · draw 2 (lunch)"


def test_a_draw_reads_as_the_pill_on_the_cards_says_it() -> None:
    """ "Jisoo: 3 cards · draw 1 (breakfast)" beside a pill "drew 3" read as if he held three
    cards, or drew one; the log now says what the pill and the plate say."""
    for count in (1, 2, 3, 4):
        line = event_line(CardsDrawn(1, 0, count, (), ()), NAMES, 3)
        assert line == f"Mina: {drew_text(count)} · draw 1 (breakfast)"


def test_the_persons_own_lines_read_as_his() -> None:
    """Showing, mucking and winning are said to the person ("You win 10 from the pot"),
    not in the bots' "name: verb" form ("You: wins 10 from the pot" read wrong)."""
    cards = tuple(parse_cards("Ac 2d 3h 4s"))
    won = PotAwarded(0, 10, ((0, 6), (1, 4)), False)
    assert event_line(won, NAMES, 3, you=0) == (
        "You win 6 from the pot; Mina: wins 4 from the pot"
    )
    assert event_line(HandShown(0, cards, cards, "badugi"), NAMES, 3, you=0) == (
        "You show A♣ 2♦ 3♥ 4♠ (4-3-2-A badugi)"
    )
    assert event_line(HandMucked(0), NAMES, 3, you=0) == "You muck"
    assert event_line(HandMucked(1), NAMES, 3, you=0) == "Mina: mucks"
    # Whatever name the person chose, his lines say "You".
    assert event_line(HandMucked(0), ["Kim", "Mina"], 3, you=0) == "You muck"
