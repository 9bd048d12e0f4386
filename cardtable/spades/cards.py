"""Spades' view of the cards: the deck per table size and how cards rank in a trick.

The core ``Card`` counts the ace as 1; in Spades the ace is high, so each card gets a
precomputed trick strength (2..14) looked up by index, which keeps trick resolution and
legal-move generation cheap. With six players two decks are used: a physical card is simply
the core ``Card`` again (hands are multisets). Identical cards never need telling apart,
because RULES.md settles their only interaction: the one played first ranks higher.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardtable.core.cards import Card, Rank, Suit, full_deck

SPADES = Suit.SPADES

# Trick strength by card index: 2..13 for 2..K, 14 for the ace.
HIGH_RANK: tuple[int, ...] = tuple(14 if c.rank == Rank.ACE else int(c.rank) for c in full_deck())
SUIT_OF: tuple[int, ...] = tuple(int(c.suit) for c in full_deck())

TWO_CLUBS = Card(Rank.TWO, Suit.CLUBS)
TWO_DIAMONDS = Card(Rank.TWO, Suit.DIAMONDS)


def table_deck(players: int) -> list[Card]:
    """The cards used by a table of ``players`` in index order (RULES.md "Other table sizes").

    3 players: no 2♣ (51 cards); 4: the full deck; 5: no 2♣ or 2♦ (50); 6: two decks without
    either 2♣ (102 cards, most cards twice).
    """
    deck = full_deck()
    if players == 3:
        return [c for c in deck if c is not TWO_CLUBS]
    if players == 4:
        return deck
    if players == 5:
        return [c for c in deck if c is not TWO_CLUBS and c is not TWO_DIAMONDS]
    if players == 6:
        one = [c for c in deck if c is not TWO_CLUBS]
        return sorted(one + one)
    raise ValueError(f"Spades is played by 3, 4, 5 or 6 players, not {players}")


def trick_winner_index(cards: Sequence[Card]) -> int:
    """Position in ``cards`` (in play order) of the card that wins the trick.

    The highest spade wins; without spades the highest card of the suit led. A card only takes
    over with a strictly higher strength, so of two identical cards the first played wins.
    """
    led = cards[0].suit
    best = 0
    best_key = _key(cards[0], led)
    for i in range(1, len(cards)):
        key = _key(cards[i], led)
        if key > best_key:
            best, best_key = i, key
    return best


def _key(card: Card, led: int) -> int:
    if card.suit == SPADES:
        return 100 + HIGH_RANK[card.index]
    if card.suit == led:
        return HIGH_RANK[card.index]
    return 0


_DISPLAY_ORDER: dict[Card, int] = {c: int(c.suit) * 16 + HIGH_RANK[c.index] for c in full_deck()}


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """Cards grouped by suit (♣ ♦ ♥ ♠) and ranked low to high with the ace high, for display."""
    return sorted(cards, key=_DISPLAY_ORDER.__getitem__)
