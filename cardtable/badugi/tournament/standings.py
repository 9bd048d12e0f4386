"""What the table shows of a sit-and-go between and during hands: the level and its blinds,
the next level and how many hands until it, the average stack and each seat's stack in big
blinds, and the places of the seats already out. Plain data read from a ``Tournament``, so
the table never reads the game itself and the figures are tested without Qt."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from cardtable.badugi.tournament.engine import Tournament
from cardtable.badugi.tournament.prizes import Finish
from cardtable.badugi.tournament.schedule import Level


@dataclass(frozen=True)
class Standings:
    level_no: int
    level: Level
    next_level: Level | None
    """None once the tournament is over: no hand is dealt again."""
    hands_to_next: int
    """Hands still dealt at this level, counting one in progress; 0 once it is over."""
    stacks: tuple[int, ...]
    """Chips of each seat now, counting what it has in the pot of the hand in progress."""
    alive: tuple[bool, ...]
    finishes: tuple[Finish | None, ...]
    prizes: tuple[Fraction, ...]
    payouts: tuple[int, ...]
    hands_dealt: int
    over: bool

    @property
    def players_left(self) -> int:
        return sum(self.alive)

    @property
    def average(self) -> Fraction:
        """The average stack of the seats still in (exact)."""
        left = self.players_left
        return Fraction(sum(self.stacks), left) if left else Fraction(0)

    def in_big_blinds(self, chips: int | Fraction) -> Fraction:
        return Fraction(chips) / self.level.big_blind

    def by_chips(self) -> list[int]:
        """The seats as a standings list reads: the seats still in by chips, largest first
        (the seat order breaking ties), then the seats out by their finishing place, best
        first. The stacks count a hand in progress's chips in the pot, so the order holds
        still while a hand is played and changes only when it is settled."""
        alive = sorted((s for s in range(len(self.stacks)) if self.alive[s]),
                       key=lambda s: (-self.stacks[s], s))  # fmt: skip
        out = sorted((s for s in range(len(self.stacks)) if not self.alive[s]),
                     key=lambda s: (_place(self.finishes[s]), s))  # fmt: skip
        return alive + out


def _place(finish: Finish | None) -> int:
    return finish.place if finish is not None else 0


def standings(t: Tournament) -> Standings:
    hand = t.hand
    if hand is not None and not hand.is_complete:
        stacks = tuple(s + c for s, c in zip(hand.stacks, hand.committed, strict=True))
    else:
        stacks = tuple(t.stacks())
    finishes = tuple(t.finish_of(s) for s in range(t.n))
    return Standings(
        level_no=t.level_no(),
        level=t.level(),
        next_level=t.next_level(),
        hands_to_next=t.hands_to_next_level(),
        stacks=stacks,
        alive=tuple(f is None or f.place == 1 for f in finishes),
        finishes=finishes,
        prizes=tuple(t.prize_shares()),
        payouts=t.config.payouts,
        hands_dealt=t.hands_dealt,
        over=t.is_over,
    )
