"""Game-independent building blocks: cards, decks, seeded randomness, errors, bots, stats.

Nothing here imports Qt, so the rules and bots built on it run headless.
"""

from cardtable.core.cards import (
    RANKS,
    SUITS,
    Card,
    Rank,
    Suit,
    format_cards,
    full_deck,
    parse_card,
    parse_cards,
)
from cardtable.core.deck import Deck
from cardtable.core.errors import CardParseError, CardtableError, IllegalAction, SaveFileError
from cardtable.core.rng import make_rng, new_seed

__all__ = [
    "RANKS",
    "SUITS",
    "Card",
    "CardParseError",
    "CardtableError",
    "Deck",
    "IllegalAction",
    "Rank",
    "SaveFileError",
    "Suit",
    "format_cards",
    "full_deck",
    "make_rng",
    "new_seed",
    "parse_card",
    "parse_cards",
]
