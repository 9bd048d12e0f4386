"""What a seat can do in Spades: look at its cards, bid, play a card.

Actions are small frozen values. ``Play`` instances for every seat and card are made once and
shared (``play_action``), so legal-move lists cost no allocation in the arena's hot loop.
Each action also has a short text form (``b1:4``, ``b2:nil``, ``s3``, ``p0:Ah``) used by the
saved-state JSON.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.core.cards import Card, full_deck, parse_card

NIL = "nil"
BLIND_NIL = "blind_nil"
NIL_BIDS = (NIL, BLIND_NIL)

BidValue = int | str
"""A bid: a number of tricks 1..13 (more at 3- and 6-player tables), ``"nil"`` or
``"blind_nil"``. A bid of 0 is nil and is stored as ``"nil"``."""

MAX_SEATS = 6


@dataclass(frozen=True, slots=True)
class Bid:
    """``seat`` bids ``value``: tricks (int), ``NIL`` (0 is accepted too) or ``BLIND_NIL``."""

    seat: int
    value: BidValue

    def __post_init__(self) -> None:
        if type(self.value) is int and self.value == 0:  # not False, not 0.0: those are refused
            object.__setattr__(self, "value", NIL)

    def __str__(self) -> str:
        return f"seat {self.seat} bids {bid_text(self.value)}"


@dataclass(frozen=True, slots=True)
class ShowCards:
    """``seat`` looks at its cards, giving up blind nil for this hand.

    Only offered while blind nil is open to the seat (its cards are hidden until then). It is
    the one action a seat may take out of turn: a player may pick up his cards at any time
    before he bids.
    """

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} looks at the cards"


@dataclass(frozen=True, slots=True)
class Play:
    """``seat`` plays ``card``."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat} plays {self.card}"


Action = Bid | ShowCards | Play

_PLAYS: tuple[tuple[Play, ...], ...] = tuple(
    tuple(Play(seat, card) for card in full_deck()) for seat in range(MAX_SEATS)
)


def play_action(seat: int, card: Card) -> Play:
    """The shared ``Play`` for ``seat`` and ``card``."""
    return _PLAYS[seat][card.index]


def bid_text(value: BidValue) -> str:
    """A bid for people: ``4``, ``nil``, ``blind nil``."""
    return "blind nil" if value == BLIND_NIL else str(value)


def bid_to_json(value: BidValue) -> int | str:
    return value


def bid_from_json(value: object) -> BidValue:
    """Read a bid from a record; raises ValueError for anything that is not a bid."""
    if isinstance(value, bool):
        raise ValueError(f"not a bid: {value!r}")
    if isinstance(value, int):
        return NIL if value == 0 else value
    if isinstance(value, str) and value in NIL_BIDS:
        return value
    raise ValueError(f"not a bid: {value!r} (use a number, 'nil' or 'blind_nil')")


def action_to_text(action: Action) -> str:
    if isinstance(action, Play):
        return f"p{action.seat}:{action.card}"
    if isinstance(action, Bid):
        return f"b{action.seat}:{action.value}"
    if isinstance(action, ShowCards):
        return f"s{action.seat}"
    raise TypeError(f"not a Spades action: {action!r}")


def action_from_text(text: object) -> Action:
    """Inverse of ``action_to_text``; raises ValueError naming the bad text."""
    if not isinstance(text, str) or len(text) < 2:
        raise ValueError(f"not a Spades action: {text!r}")
    kind, rest = text[0], text[1:]
    seat_text, _, arg = rest.partition(":")
    if not seat_text.isdigit():
        raise ValueError(f"not a Spades action: {text!r} (no seat number)")
    seat = int(seat_text)
    if kind == "s" and not arg:
        return ShowCards(seat)
    if kind == "b" and arg:
        return Bid(seat, bid_from_json(int(arg) if arg.isdigit() else arg))
    if kind == "p" and arg:
        return Play(seat, parse_card(arg))
    raise ValueError(f"not a Spades action: {text!r}")
