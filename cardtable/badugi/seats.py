"""What every part of a Badugi hand reads: its fields, its seats in clockwise order, and the
pots its chips make.

``HandState`` (state.py) is assembled from the betting round (betting.py), the draw
(draw.py) and the showdown (showdown.py); each is a mixin over this base, which declares the
fields ``HandState.__init__`` sets and the seat bookkeeping all of them share. The three
steps that pass the hand from one part to another are declared here and defined where they
belong, so each part can be read on its own.
"""

from __future__ import annotations

from collections.abc import Callable

from cardtable.badugi.actions import Action
from cardtable.badugi.events import Event
from cardtable.badugi.phase import Phase
from cardtable.badugi.pots import build_pots
from cardtable.badugi.rules import BadugiRules
from cardtable.core.cards import Card


class HandBase:
    """The fields of one hand and the seat order (see ``HandState`` for what they mean)."""

    rules: BadugiRules
    n: int
    seed: int
    hand_no: int
    button: int
    start_stacks: tuple[int, ...]
    auto_muck: tuple[bool, ...]
    stacks: list[int]
    committed: list[int]
    round_bets: list[int]
    dealt_in: list[bool]
    folded: list[bool]
    hands: list[list[Card]]
    discards: list[list[Card]]
    muck: list[tuple[Card, int]]
    draw_counts: list[list[int | None]]
    reshuffles: int
    phase: Phase
    street: int
    draw_no: int
    to_act: int | None
    current_bet: int
    last_raise: int
    bets_count: int
    last_aggressor: int | None
    pending: set[int]
    can_raise: list[bool]
    draw_queue: list[int]
    actions: list[tuple[int, Action]]
    events: list[Event]
    winnings: list[int]
    shown: dict[int, tuple[Card, ...]]
    preset_deck: tuple[Card, ...] | None
    deck_order: tuple[Card, ...]
    stub: list[Card]

    # ----------------------------------------------------------------------------- seats

    def _next(self, seat: int, pred: Callable[[int], bool]) -> int:
        """First seat clockwise after ``seat`` for which ``pred`` holds."""
        for i in range(1, self.n + 1):
            s = (seat + i) % self.n
            if pred(s):
                return s
        raise RuntimeError("no seat qualifies")  # callers guarantee one exists

    def _live(self, s: int) -> bool:
        return self.dealt_in[s] and not self.folded[s]

    def _can_bet(self, s: int) -> bool:
        return self.dealt_in[s] and not self.folded[s] and self.stacks[s] > 0

    def live_seats(self) -> list[int]:
        """Seats still in the hand, clockwise from the first left of the button."""
        return [
            s for s in ((self.button + i) % self.n for i in range(1, self.n + 1)) if self._live(s)
        ]

    @property
    def heads_up(self) -> bool:
        return sum(self.dealt_in) == 2

    def blind_seats(self) -> tuple[int, int]:
        """(small blind, big blind). Heads-up the button posts the small blind."""
        if self.heads_up:
            return self.button, self._next(self.button, self._live)
        sb = self._next(self.button, lambda s: self.dealt_in[s])
        return sb, self._next(sb, lambda s: self.dealt_in[s])

    # ----------------------------------------------------------------------------- chips

    def pots(self) -> list[tuple[int, tuple[int, ...]]]:
        """Main and side pots as they stand: (amount, eligible seats)."""
        return build_pots(self.committed, [self._live(s) for s in range(self.n)])

    @property
    def pot_total(self) -> int:
        return sum(self.committed)

    @property
    def is_complete(self) -> bool:
        return self.phase is Phase.COMPLETE

    def _put_in(self, seat: int, chips: int) -> None:
        self.stacks[seat] -= chips
        self.committed[seat] += chips
        self.round_bets[seat] += chips

    # ----------------------------------------------------------------------------- hand-offs

    def _open_round(self, first: int, preflop: bool = False) -> None:
        """Begin a betting round (betting.py): after the deal and after each draw."""
        raise NotImplementedError

    def _close_round(self) -> None:
        """End a betting round (state.py): on to the next draw, or to the showdown."""
        raise NotImplementedError

    def _award_uncontested(self) -> None:
        """Everyone else folded (showdown.py)."""
        raise NotImplementedError
