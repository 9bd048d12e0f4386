"""What one seat may know: the snapshot a bot or a seat's display is given.

A view holds the seat's own cards (unless they are still face down for blind nil), the public
bids, the tricks played this hand, the trick on the table, the scores and, when it is the
seat's turn, its legal actions. Other seats' cards never appear, so a bot cannot peek.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.core.cards import Card
from cardtable.spades.actions import Action, BidValue
from cardtable.spades.phase import Phase
from cardtable.spades.rules import SpadesRules
from cardtable.spades.scoring import TeamScore
from cardtable.spades.trick_rules import Trick, trick_winner_seat

__all__ = ["SeatView", "Trick"]


@dataclass(frozen=True)
class SeatView:
    """A snapshot for ``seat``; every field is immutable, so it is safe on a worker thread.

    ``hand`` is None while the seat's cards are face down (blind nil still open to it).
    ``bids`` and ``tricks_taken`` are per seat, ``totals``/``bags`` per team (see
    ``rules.team_of``). ``scores`` holds every finished hand's team results.
    ``legal_actions`` is empty unless the seat must act (including looking at its cards).
    """

    seat: int
    rules: SpadesRules
    hand_number: int
    dealer: int
    phase: Phase
    turn: int | None
    hand: tuple[Card, ...] | None
    bids: tuple[BidValue | None, ...]
    leader: int | None
    current_trick: Trick
    tricks: tuple[Trick, ...]
    tricks_taken: tuple[int, ...]
    spades_broken: bool
    totals: tuple[int, ...]
    bags: tuple[int, ...]
    scores: tuple[tuple[TeamScore, ...], ...]
    legal_actions: tuple[Action, ...]
    winner: int | None

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Cards each seat still holds (derived, so building a view stays cheap)."""
        base = self.rules.hand_size - len(self.tricks)
        played = {seat for seat, _ in self.current_trick}
        return tuple(base - (s in played) for s in range(self.rules.players))

    @property
    def winning_seat(self) -> int | None:
        """The seat winning the trick on the table (None when no card is on it)."""
        return trick_winner_seat(self.current_trick) if self.current_trick else None

    @property
    def last_trick_winner(self) -> int | None:
        """The seat that won the last finished trick of this hand (None before the first)."""
        return trick_winner_seat(self.tricks[-1]) if self.tricks else None

    @property
    def trick_winners(self) -> tuple[int, ...]:
        """Who took each finished trick, in order (the trick browser shows them)."""
        return tuple(trick_winner_seat(t) for t in self.tricks)

    @property
    def team(self) -> int:
        return self.rules.team_of(self.seat)

    @property
    def cards_hidden(self) -> bool:
        return self.hand is None
