"""Cards in words, for screen readers: "Ace of Spades", Korean "스페이드 에이스"; and as
the short text logs and lists show ("10♥ A♠", ``card_text``).

The card art says a card with a corner glyph and a suit symbol; a screen reader reading
"A♠" says "A black spade suit" or nothing, so every card named to assistive software goes
through ``card_name``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from cardtable.core.cards import SUIT_SYMBOLS, Card, parse_card

translate = QCoreApplication.translate


def card_text(card: Card) -> str:
    """``A♠``, ``10♥``: ranks and suit symbols read the same in every language."""
    return card.symbol_text


def cards_text(cards: Iterable[Card]) -> str:
    """``K♣ 9♦``: cards as ``card_text``, one space apart."""
    return " ".join(c.symbol_text for c in cards)


def rank_name(rank: int) -> str:
    names = {
        1: translate("CardWords", "Ace"),
        2: translate("CardWords", "Two"),
        3: translate("CardWords", "Three"),
        4: translate("CardWords", "Four"),
        5: translate("CardWords", "Five"),
        6: translate("CardWords", "Six"),
        7: translate("CardWords", "Seven"),
        8: translate("CardWords", "Eight"),
        9: translate("CardWords", "Nine"),
        10: translate("CardWords", "Ten"),
        11: translate("CardWords", "Jack"),
        12: translate("CardWords", "Queen"),
        13: translate("CardWords", "King"),
    }
    return names[rank]


def suit_name(suit: int) -> str:
    names = (
        translate("CardWords", "Clubs"),
        translate("CardWords", "Diamonds"),
        translate("CardWords", "Hearts"),
        translate("CardWords", "Spades"),
    )
    return names[suit]


def card_name(card: Card | None) -> str:
    """"Queen of Hearts"; a face-down card is "a card face down"."""
    if card is None:
        return translate("CardWords", "a card face down")
    return translate("CardWords", "{0} of {1}").format(
        rank_name(int(card.rank)), suit_name(int(card.suit))
    )


_CARD_TOKEN = re.compile(r"(?<![0-9A-Za-z])(10|[A2-9TJQK])([♣♦♥♠])")


def spoken(text: str) -> str:
    """``text`` with every card written as on the table ("7♦", "10♥") named as the card
    objects are ("Seven of Diamonds"): what a screen reader says matches what it says for
    the cards themselves (it read "7♦" as "7 black diamond suit", or skipped the suit)."""

    def name(match: re.Match[str]) -> str:
        rank = match.group(1)
        token = ("T" if rank == "10" else rank) + "cdhs"[SUIT_SYMBOLS.index(match.group(2))]
        return card_name(parse_card(token))

    return _CARD_TOKEN.sub(name, text)


def cards_names(cards: Iterable[Card | None]) -> str:
    """Several cards, "Ace of Spades, Two of Hearts"."""
    return ", ".join(card_name(c) for c in cards)
