"""One naming of cards (issue 26, defect 7): the text a person sees writes the ten as "10",
as the card faces do (the logs and history said "T♥"), and what a screen reader hears names
each card as the card objects do ("Seven of Diamonds", where announcements said "7♦")."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from cardtable.core.cards import Card, full_deck, parse_card
from cardtable.gui.badugi import review_text, text
from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.card_words import card_name, spoken
from cardtable.gui.common.log_list import LogList
from cardtable.gui.spades.text import card_text

TEN_OF_HEARTS = parse_card("Th")


def test_the_ten_is_written_10_as_on_its_face() -> None:
    assert TEN_OF_HEARTS.symbol_text == "10♥"
    assert card_text(TEN_OF_HEARTS) == "10♥"
    assert text.cards_text([TEN_OF_HEARTS, parse_card("As")]) == "10♥ A♠"
    assert all("T" not in c.symbol_text for c in full_deck())


def test_hand_names_write_the_ten_as_10() -> None:
    from cardtable.badugi.hand_value import CLASSES, evaluate

    strength = CLASSES.index((4, (10, 5, 3, 1)))
    assert text.hand_name(evaluate("Th 5s 3d Ac")) == "10-5-3-A badugi"
    assert review_text.class_name(strength) == "10-5-3-A badugi"


@given(st.lists(st.sampled_from(full_deck()), min_size=1, max_size=5))
def test_spoken_names_every_card_as_its_object_does(cards: list[Card]) -> None:
    line = "You play " + ", ".join(c.symbol_text for c in cards) + "."
    assert spoken(line) == "You play " + ", ".join(card_name(c) for c in cards) + "."


def test_announcements_and_log_lines_name_the_cards(qapp: QApplication) -> None:
    widget = QWidget()
    announcer = Announcer(widget)
    announcer.say("Mina plays 7♦. You lead 10♠.")
    assert announcer.spoken[-1] == "Mina plays Seven of Diamonds. You lead Ten of Spades."
    log = LogList("Hand log")
    log.addItem("Tom plays 10♥.")
    item = log.item(0)
    assert item.text() == "Tom plays 10♥."  # seen as on the cards
    assert item.data(Qt.ItemDataRole.AccessibleTextRole) == "Tom plays Ten of Hearts."
    log.deleteLater()
    widget.deleteLater()
