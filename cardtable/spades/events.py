"""What happens in a Spades game, as values the table view can animate and log.

Most events are public. ``CardsDealt`` carries one seat's cards: a controller shows it only to
that seat, and only once the seat's cards are not hidden for blind nil (``HandStarted``
lists the seats whose cards start hidden; ``CardsShown`` reveals them).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.core.cards import Card
from cardtable.spades.actions import BidValue
from cardtable.spades.scoring import TeamScore


@dataclass(frozen=True, slots=True)
class HandStarted:
    """A new hand: ``hidden`` are the seats offered blind nil, whose cards start face down."""

    hand: int
    dealer: int
    first: int
    hidden: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """Private to ``seat``: the cards it was dealt."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardsShown:
    """``seat`` picked up its cards (by looking, or by bidding blind nil)."""

    seat: int


@dataclass(frozen=True, slots=True)
class BidMade:
    seat: int
    bid: BidValue


@dataclass(frozen=True, slots=True)
class BiddingEnded:
    """All seats have bid; ``contracts`` per team (sum of non-nil bids); ``leader`` leads."""

    contracts: tuple[int, ...]
    leader: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class SpadesBroken:
    """The first spade of the hand was played, so spades may be led from the next trick."""

    seat: int


@dataclass(frozen=True, slots=True)
class TrickWon:
    """Trick ``number`` (1-based) went to ``seat``; ``cards`` are ``(seat, card)`` in play order."""

    number: int
    seat: int
    cards: tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class HandScored:
    hand: int
    scores: tuple[TeamScore, ...]


@dataclass(frozen=True, slots=True)
class GameOver:
    winner: int
    totals: tuple[int, ...]


Event = (
    HandStarted
    | CardsDealt
    | CardsShown
    | BidMade
    | BiddingEnded
    | CardPlayed
    | SpadesBroken
    | TrickWon
    | HandScored
    | GameOver
)
