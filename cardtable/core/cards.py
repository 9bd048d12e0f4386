"""Playing cards and their text form.

A card is one of 52 interned objects, so identity, equality and hashing are cheap and a card
can be used as a dict key or compared with ``is``. Ranks count aces as 1 (Badugi's order);
games that rank aces high (Spades) map ranks themselves.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import ClassVar

from cardtable.core.errors import CardParseError


class Rank(IntEnum):
    """Card ranks with the ace as 1."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def char(self) -> str:
        return RANK_CHARS[self - 1]


class Suit(IntEnum):
    """Suits in the order clubs, diamonds, hearts, spades (♣ ♦ ♥ ♠)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def char(self) -> str:
        return SUIT_CHARS[self]

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self]


RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
RANKS: tuple[Rank, ...] = tuple(Rank)
SUITS: tuple[Suit, ...] = tuple(Suit)

_RANK_BY_TEXT: dict[str, Rank] = {c: Rank(i + 1) for i, c in enumerate(RANK_CHARS)}
_RANK_BY_TEXT["10"] = Rank.TEN
_SUIT_BY_TEXT: dict[str, Suit] = {c: Suit(i) for i, c in enumerate(SUIT_CHARS)}
_SUIT_BY_TEXT.update({s: Suit(i) for i, s in enumerate(SUIT_SYMBOLS)})
# The text-presentation variants of the suit symbols (♤♧♡♢) are read as the same suits.
_SUIT_BY_TEXT.update({"♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES})


class Card:
    """One of the 52 cards. ``Card(rank, suit)`` returns the shared instance.

    ``index`` runs 0..51 ordered by rank then suit, ``bit`` is ``1 << index``: evaluators use
    them for table look-ups.
    """

    __slots__ = ("rank", "suit", "index", "bit", "_text")
    _all: ClassVar[list[Card]] = []

    rank: Rank
    suit: Suit
    index: int
    bit: int
    _text: str

    def __new__(cls, rank: int, suit: int) -> Card:
        if cls._all:
            if not (1 <= rank <= 13 and 0 <= suit <= 3):
                raise ValueError(f"no card with rank {rank} and suit {suit}")
            return cls._all[(rank - 1) * 4 + suit]
        return super().__new__(cls)

    def __reduce__(self) -> tuple[type[Card], tuple[int, int]]:
        return (Card, (int(self.rank), int(self.suit)))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __repr__(self) -> str:
        return f"Card({self._text})"

    def __str__(self) -> str:
        return self._text

    def __lt__(self, other: Card) -> bool:
        """Order by index (rank, then suit) so card lists sort reproducibly."""
        return self.index < other.index

    @property
    def symbol_text(self) -> str:
        """The card with its suit symbol, ``A♠`` or ``10♥``, for people rather than files:
        the ten as "10", as the card faces write it (not the files' "T")."""
        return ("10" if self.rank == Rank.TEN else self.rank.char) + self.suit.symbol


def _make_cards() -> None:
    for rank in RANKS:
        for suit in SUITS:
            card = object.__new__(Card)
            card.rank = rank
            card.suit = suit
            card.index = (rank - 1) * 4 + suit
            card.bit = 1 << card.index
            card._text = rank.char + suit.char
            Card._all.append(card)


_make_cards()
CARD_BY_TEXT: dict[str, Card] = {str(c): c for c in Card._all}


def full_deck() -> list[Card]:
    """The 52 cards in index order."""
    return list(Card._all)


def card_from_index(index: int) -> Card:
    return Card._all[index]


def parse_card(token: str) -> Card:
    """Read one card: rank then suit, ``Ah``, ``10d``, ``td``, ``A♠``; case does not matter."""
    if not isinstance(token, str):
        raise CardParseError(repr(token), "card text must be a string")
    text = token.strip()
    if len(text) < 2:
        raise CardParseError(token, "a card is a rank followed by a suit, like 'Ah'")
    rank_text, suit_text = text[:-1], text[-1]
    rank = _RANK_BY_TEXT.get(rank_text.upper())
    suit = _SUIT_BY_TEXT.get(suit_text.lower())
    if rank is None:
        raise CardParseError(token, f"unknown rank {rank_text!r} (use A 2-9 T/10 J Q K)")
    if suit is None:
        raise CardParseError(token, f"unknown suit {suit_text!r} (use c d h s or ♣ ♦ ♥ ♠)")
    return Card(rank, suit)


def _split_tokens(text: str) -> list[str]:
    """Split card text on spaces and commas; glued cards like ``AhKd`` are split too."""
    tokens: list[str] = []
    for chunk in text.replace(",", " ").split():
        start = 0
        for i, ch in enumerate(chunk):
            if ch.lower() in _SUIT_BY_TEXT and i > start:
                tokens.append(chunk[start : i + 1])
                start = i + 1
        if start < len(chunk):
            tokens.append(chunk[start:])
    return tokens


def parse_cards(text: str | Iterable[Card | str]) -> list[Card]:
    """Read several cards from text (``"Kc Jh 8d 7s"``, ``"KcJh"``) or an iterable.

    Raises CardParseError naming the first bad token. Duplicates are allowed here; games that
    forbid them check for themselves.
    """
    if isinstance(text, str):
        return [parse_card(tok) for tok in _split_tokens(text)]
    out: list[Card] = []
    for item in text:
        if isinstance(item, Card):
            out.append(item)
        elif isinstance(item, str):
            out.append(parse_card(item))
        else:
            raise CardParseError(repr(item), "expected a card or card text")
    return out


def format_cards(cards: Iterable[Card], sep: str = " ") -> str:
    """Cards as text, ``"Kc Jh 8d 7s"``; ``parse_cards`` reads it back."""
    return sep.join(str(c) for c in cards)
