"""What one seat may know about a Badugi hand: the only thing bots and seat displays get."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.badugi.actions import LegalActions
from cardtable.badugi.events import Event
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
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
    phase: str
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


def seat_view(
    state: HandState,
    seat: int,
    with_history: bool = True,
    tendencies: Sequence[Tendency] = (),
) -> SeatView:
    """Build ``seat``'s view of ``state``. ``with_history=False`` skips the event list, for
    bots that do not read it (it is the costliest part). ``tendencies``: the table's record
    of the earlier hands, one per seat (see ``tendencies``)."""
    if tendencies and len(tendencies) != state.n:
        raise ValueError("tendencies need one record per seat")
    legal = state.legal_actions() if state.to_act == seat else None
    history = tuple(e.for_seat(seat) for e in state.events) if with_history else ()
    return SeatView(
        seat=seat,
        rules=state.rules,
        hand_no=state.hand_no,
        button=state.button,
        phase=state.phase,
        street=state.street,
        draw_no=state.draw_no,
        to_act=state.to_act,
        stacks=tuple(state.stacks),
        committed=tuple(state.committed),
        round_bets=tuple(state.round_bets),
        current_bet=state.current_bet,
        bets_count=state.bets_count,
        pots=tuple(state.pots()) if not state.is_complete else (),
        dealt_in=tuple(state.dealt_in),
        folded=tuple(state.folded),
        hand=tuple(state.hands[seat]),
        own_discards=tuple(state.discards[seat]),
        draw_counts=tuple(tuple(d) for d in state.draw_counts),
        shown=dict(state.shown),
        legal=legal,
        history=history,
        tendencies=tuple(tendencies),
    )
