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


Trick = tuple[tuple[int, Card], ...]
"""A trick as played: ``(seat, card)`` in play order."""

# TRICK_KEY[led][card index]: the card's strength in a trick led with suit ``led``: 100 plus
# its rank for a spade, its rank in the suit led, 0 for any other card (it cannot win).
TRICK_KEY: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        100 + HIGH_RANK[c] if SUIT_OF[c] == SPADES else (HIGH_RANK[c] if SUIT_OF[c] == led else 0)
        for c in range(52)
    )
    for led in range(4)
)


def trick_key(card: Card, led: int) -> int:
    """``card``'s strength in a trick led with ``led``; the highest strength wins the trick."""
    return TRICK_KEY[led][card.index]


def winning_index(indices: Sequence[int]) -> int:
    """Position in play order of the card that wins a trick of card indices (``Card.index``).

    The highest spade wins; without spades the highest card of the suit led. A card only takes
    over with a strictly higher strength, so of two identical cards the first played wins.
    This is the one place the rule lives: the engine, the simulator, the bots, the records and
    the double-dummy layer (which works on card indices) all ask it (or its ``TRICK_KEY``
    table)."""
    keys = TRICK_KEY[SUIT_OF[indices[0]]]
    best = 0
    best_key = keys[indices[0]]
    for i in range(1, len(indices)):
        key = keys[indices[i]]
        if key > best_key:
            best, best_key = i, key
    return best


def winning_position(cards: Sequence[Card]) -> int:
    """Position in ``cards`` (in play order) of the card that wins the trick
    (``winning_index``)."""
    return winning_index([card.index for card in cards])


def winning_play(trick: Trick) -> tuple[int, Card]:
    """The ``(seat, card)`` winning ``trick`` so far (a trick in progress included)."""
    return trick[winning_position([card for _, card in trick])]


def trick_winner_seat(trick: Trick) -> int:
    """The seat that wins ``trick`` (or is winning it, while it is being played)."""
    return winning_play(trick)[0]


def tricks_won(tricks: Iterable[Trick], players: int) -> tuple[int, ...]:
    """Tricks each of ``players`` seats took among ``tricks``."""
    taken = [0] * players
    for trick in tricks:
        taken[trick_winner_seat(trick)] += 1
    return tuple(taken)


def trick_winner_index(cards: Sequence[Card]) -> int:
    """The old name of ``winning_position``, kept for callers not yet moved to it."""
    return winning_position(cards)


_DISPLAY_ORDER: dict[Card, int] = {c: int(c.suit) * 16 + HIGH_RANK[c.index] for c in full_deck()}


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """Cards grouped by suit (♣ ♦ ♥ ♠) and ranked low to high with the ace high, for display."""
    return sorted(cards, key=_DISPLAY_ORDER.__getitem__)
