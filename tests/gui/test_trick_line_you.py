"""The Spades trick line names the person "you", not by his default name "You": "Trick 17:
Tom led 8♠, You A♠, Mina 9♣. Taken by You." read the name as a name mid-sentence
(playtest7's note). The Korean reads as the others' lines do ("나 A♠", "가져간 사람: 나.")."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.core.cards import parse_card
from cardtable.gui.spades.trick_browser import trick_line
from cardtable.i18n.spades_ko import CATALOGUE

NAMES = ["You", "Tom", "Mina"]
TRICK = ((1, parse_card("8s")), (0, parse_card("As")), (2, parse_card("9c")))


def test_the_person_is_you_in_the_trick_line(qapp: QApplication) -> None:
    line = trick_line(17, TRICK, 0, NAMES, you=0)
    assert line == "Trick 17: Tom led 8♠, you A♠, Mina 9♣. Taken by you."
    assert "You" not in line  # the default name never stands mid-sentence


def test_the_person_leading_and_losing(qapp: QApplication) -> None:
    trick = ((0, parse_card("8s")), (1, parse_card("As")), (2, parse_card("9c")))
    assert (
        trick_line(3, trick, 1, NAMES, you=0)
        == "Trick 3: you led 8♠, Tom A♠, Mina 9♣. Taken by Tom."
    )


def test_a_demo_names_every_seat(qapp: QApplication) -> None:
    """Watching the bots (no person): seat 0 is a bot, named by its name."""
    line = trick_line(17, TRICK, 0, ["Hoon", "Tom", "Mina"], you=None)
    assert line == "Trick 17: Tom led 8♠, Hoon A♠, Mina 9♣. Taken by Hoon."


def test_the_korean_reads_as_the_others_lines() -> None:
    assert CATALOGUE["you led {0}"].format("8♠") == "나 리드 8♠"
    assert CATALOGUE["{0} led {1}"].format("톰", "8♠") == "톰 리드 8♠"
    assert CATALOGUE["you {0}"].format("A♠") == "나 A♠"
    mine = CATALOGUE["Trick {0}: {1}. Taken by you."].format(17, "톰 리드 8♠, 나 A♠")
    assert mine == "17번째 트릭: 톰 리드 8♠, 나 A♠. 가져간 사람: 나."
