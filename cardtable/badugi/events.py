"""Events a Badugi hand produces. The view animates them, the log and records keep them.

Some events carry cards only one seat may see (``CardsDealt``, ``CardsDrawn``); ``for_seat``
returns what a given seat is allowed to learn from an event, so views never leak cards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from cardtable.core.cards import Card


@dataclass(frozen=True)
class Event:
    def for_seat(self, seat: int | None) -> Event:
        """The event as ``seat`` sees it (``None``: a spectator with no cards)."""
        return self


@dataclass(frozen=True)
class HandStarted(Event):
    hand_no: int
    button: int
    stacks: tuple[int, ...]


@dataclass(frozen=True)
class BlindPosted(Event):
    seat: int
    amount: int
    blind: str  # "small" or "big"
    all_in: bool


@dataclass(frozen=True)
class AntePosted(Event):
    """A seat's ante: dead chips in the pot, not part of the first round's bet."""

    seat: int
    amount: int
    all_in: bool


@dataclass(frozen=True)
class CardsDealt(Event):
    """The initial four cards of a seat; ``cards`` is empty in other seats' eyes."""

    seat: int
    cards: tuple[Card, ...]

    def for_seat(self, seat: int | None) -> Event:
        return self if seat == self.seat else replace(self, cards=())


@dataclass(frozen=True)
class PlayerActed(Event):
    """A betting decision. ``amount`` is the seat's round total after it (0 for fold/check),
    ``added`` the chips it put in with this action."""

    seat: int
    kind: str
    amount: int
    added: int
    all_in: bool


@dataclass(frozen=True)
class RoundEnded(Event):
    """A betting round is over; ``pots`` are (amount, eligible seats), main pot first."""

    street: int
    pots: tuple[tuple[int, tuple[int, ...]], ...]


@dataclass(frozen=True)
class BetReturned(Event):
    """The part of ``seat``'s bet that nobody called goes back to its stack when the round
    closes (before ``RoundEnded``): it was never in a pot, so nobody wins it."""

    seat: int
    amount: int


@dataclass(frozen=True)
class StubReshuffled(Event):
    """The stub could not cover ``seat``'s draw; ``cards`` out-of-play cards were shuffled
    into a new stub, ``stub`` in dealing order (top first). Only the count is public: the
    order is for records, which let anyone check a hand's deal without our code."""

    seat: int
    cards: int
    stub: tuple[Card, ...] = ()

    def for_seat(self, seat: int | None) -> Event:
        return replace(self, stub=()) if self.stub else self


@dataclass(frozen=True)
class CardsDrawn(Event):
    """A seat changed ``count`` cards (public); what it threw and got only it sees."""

    seat: int
    draw: int
    count: int
    discarded: tuple[Card, ...]
    received: tuple[Card, ...]

    def for_seat(self, seat: int | None) -> Event:
        return self if seat == self.seat else replace(self, discarded=(), received=())


@dataclass(frozen=True)
class HandShown(Event):
    seat: int
    cards: tuple[Card, ...]
    counted: tuple[Card, ...]
    name: str


@dataclass(frozen=True)
class HandMucked(Event):
    seat: int


@dataclass(frozen=True)
class PotAwarded(Event):
    """Pot ``index`` (0 = main) of ``amount`` chips: ``shares`` maps winner seats to chips.
    ``uncontested`` when it went to its only remaining player without a showdown."""

    index: int
    amount: int
    shares: tuple[tuple[int, int], ...]
    uncontested: bool


@dataclass(frozen=True)
class HandEnded(Event):
    stacks: tuple[int, ...]
