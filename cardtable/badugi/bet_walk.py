"""A hand's actions one by one, each with the betting as it stood before it: the street,
the pot, the bet to call and what each seat had put in this round.

The bots' reading of their opponents (``ai.reading``) and the table's tendencies
(``tendencies``) both weigh a bet or raise against the pot it went into; each walked the
events and kept the pot itself, the same way twice."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from cardtable.badugi.events import AntePosted, BlindPosted, PlayerActed, RoundEnded


@dataclass
class Betting:
    """The betting so far, before the action it comes with."""

    street: int
    """The betting round: 0 before the first draw, 1 after it, ..."""
    pot: int
    level: int
    """The bet to call in this round (the big blind's before the first draw)."""
    round_bet: list[int]
    """What each seat has put in during this round (antes are dead money: not counted)."""

    def into(self, seat: int) -> int:
        """The pot a bet or raise by ``seat`` goes into: the pot once ``seat`` had called."""
        return self.pot + self.level - self.round_bet[seat]


def acted(events: Iterable[object], seats: int) -> Iterator[tuple[PlayerActed, Betting]]:
    """Each ``PlayerActed`` of ``events`` with the ``Betting`` before it. The one ``Betting``
    is brought up to date after the caller's turn with each action: read it there."""
    bet = Betting(0, 0, 0, [0] * seats)
    for ev in events:
        if isinstance(ev, RoundEnded):
            bet.street = ev.street + 1
            bet.level = 0
            bet.round_bet = [0] * seats
        elif isinstance(ev, AntePosted):
            bet.pot += ev.amount  # dead money: in the pot, no round bet
        elif isinstance(ev, BlindPosted):
            bet.pot += ev.amount
            bet.round_bet[ev.seat] += ev.amount
            bet.level = max(bet.level, bet.round_bet[ev.seat])
        elif isinstance(ev, PlayerActed):
            yield ev, bet
            if ev.kind in ("bet", "raise"):
                bet.level = max(bet.level, ev.amount)
            bet.pot += ev.added
            bet.round_bet[ev.seat] += ev.added
