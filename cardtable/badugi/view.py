"""What one seat may know about a Badugi hand: the only thing bots and seat displays get.

``HandState.view(seat)`` builds it; this module holds only the snapshot, so the engine
imports it and nothing here imports the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from cardtable.badugi.actions import LegalActions
from cardtable.badugi.events import Event
from cardtable.badugi.phase import Phase
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.tendencies import Tendency
from cardtable.core.cards import Card


@dataclass(frozen=True)
class SeatView:
    """A snapshot for ``seat``: public facts plus its own cards, never anyone else's.

    ``draw_counts[d][s]`` is how many cards seat ``s`` changed in draw ``d`` (None: not yet or
    folded before it), public in Badugi. ``own_discards`` are the cards this seat threw this
    hand (dead to it). ``legal`` is set only when it is this seat's turn.
    """

    seat: int
    rules: BadugiRules
    hand_no: int
    button: int
    phase: Phase
    street: int
    draw_no: int
    to_act: int | None
    stacks: tuple[int, ...]
    committed: tuple[int, ...]
    round_bets: tuple[int, ...]
    current_bet: int
    bets_count: int
    pots: tuple[tuple[int, tuple[int, ...]], ...]
    dealt_in: tuple[bool, ...]
    folded: tuple[bool, ...]
    hand: tuple[Card, ...]
    own_discards: tuple[Card, ...]
    draw_counts: tuple[tuple[int | None, ...], ...]
    shown: dict[int, tuple[Card, ...]]
    legal: LegalActions | None
    history: tuple[Event, ...]
    tendencies: tuple[Tendency, ...] = ()

    @property
    def n_seats(self) -> int:
        return len(self.stacks)

    @property
    def pot_total(self) -> int:
        return sum(a for a, _ in self.pots)

    @property
    def to_call(self) -> int:
        return self.legal.call_amount if self.legal else 0

    @property
    def live_opponents(self) -> list[int]:
        return [
            s
            for s in range(self.n_seats)
            if s != self.seat and self.dealt_in[s] and not self.folded[s]
        ]

    def legal_now(self) -> LegalActions:
        """``legal``, for a bot asked to act: ValueError when it is not this seat's turn."""
        if self.legal is None:
            raise ValueError("it is not this seat's turn")
        return self.legal


class _Viewable(Protocol):
    def view(
        self, seat: int, with_history: bool = True, tendencies: Sequence[Tendency] = ()
    ) -> SeatView: ...


def seat_view(
    state: _Viewable,
    seat: int,
    with_history: bool = True,
    tendencies: Sequence[Tendency] = (),
) -> SeatView:
    """``state.view(seat, ...)`` (``HandState.view``), kept as a function for the callers
    (replays, tests, benchmarks) written before the engine had the method."""
    return state.view(seat, with_history=with_history, tendencies=tendencies)
