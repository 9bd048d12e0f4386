"""A sit-and-go: hands of the cash game's engine under rising blinds until one seat holds
every chip (RULES.md "Sit-and-go tournament").

``Tournament`` wraps a ``BadugiMatch`` (stacks, the button moving to the next seat still in,
the hand counter, the table's public records) and sets the match's rules to the blind level
of each hand before dealing it. Places are not stored but read from the chip graph (the
stacks after every hand): a seat that began a hand with chips and ended it with none went
out in it, so the graph is the whole story and a save cannot hold places that disagree
with its chips.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from cardtable.badugi.actions import Action
from cardtable.badugi.events import Event
from cardtable.badugi.match import BadugiMatch, OnMatch
from cardtable.badugi.rules import MAX_CHIPS, STRUCTURES, BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.tournament.prizes import (
    Finish,
    busted_places,
    check_payouts,
    default_payouts,
    prize_share,
)
from cardtable.badugi.tournament.schedule import BlindSchedule, Level
from cardtable.core.errors import DocumentError
from cardtable.core.jsonio import check_document
from cardtable.core.validate import Fields, check_int, shown

FORMAT = "cardtable-badugi-tournament"
VERSION = 1
MAX_STACK = MAX_CHIPS // 8
"""Largest starting stack: eight of them must still fit a saved stack."""
MAX_HANDS = 100_000
"""More hands than a sit-and-go lasts (the doubling blinds end any of them long before)."""


@dataclass(frozen=True)
class TournamentConfig:
    """What the new-game dialog decides: seats, structure, draws, starting stack, the
    blind schedule and the prize table (percent of the pool by place; empty: the default
    for the number of entrants)."""

    entrants: int = 6
    structure: str = "fixed"
    draws: int = 3
    starting_stack: int = 1500
    schedule: BlindSchedule = field(default_factory=lambda: BlindSchedule.preset("regular"))
    payouts: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not (type(self.entrants) is int and 2 <= self.entrants <= 8):
            raise ValueError(f"a sit-and-go has 2 to 8 seats, not {shown(self.entrants)}")
        if self.structure not in STRUCTURES:
            raise ValueError(f"unknown betting structure {shown(self.structure)}")
        if self.draws not in (1, 3) or type(self.draws) is not int:
            raise ValueError(f"Badugi is played with 1 or 3 draws, not {shown(self.draws)}")
        stack = self.starting_stack
        if not (type(stack) is int and 1 <= stack <= MAX_STACK):
            raise ValueError(
                f"the starting stack must be 1 to {MAX_STACK} chips, not {shown(stack)}"
            )
        if not isinstance(self.schedule, BlindSchedule):
            raise ValueError("the schedule must be a BlindSchedule")
        paid = tuple(self.payouts) or default_payouts(self.entrants)
        object.__setattr__(self, "payouts", check_payouts(paid, self.entrants))

    @property
    def rules(self) -> BadugiRules:
        """The rules of the first level (structure and draws are the same at every level)."""
        return self.rules_for(self.schedule.level(1))

    def rules_for(self, level: Level) -> BadugiRules:
        return BadugiRules(
            structure=self.structure,
            small_blind=level.small_blind,
            big_blind=level.big_blind,
            draws=self.draws,
            ante=level.ante,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "entrants": self.entrants,
            "structure": self.structure,
            "draws": self.draws,
            "starting_stack": self.starting_stack,
            "schedule": self.schedule.to_json(),
            "payouts": list(self.payouts),
        }

    @classmethod
    def from_json(cls, data: Any) -> TournamentConfig:
        f = Fields(data, "the tournament settings")
        f.only("entrants", "structure", "draws", "starting_stack", "schedule", "payouts")
        try:
            payouts = f.array("payouts", max_len=8)
            return cls(
                entrants=f.integer("entrants", 2, 8),
                structure=f.text("structure", max_len=20),
                draws=f.integer("draws", 1, 3),
                starting_stack=f.integer("starting_stack", 1, MAX_STACK),
                schedule=BlindSchedule.from_json(f.raw("schedule")),
                payouts=tuple(payouts),
            )
        except (TypeError, ValueError) as exc:
            if isinstance(exc, DocumentError):
                raise
            raise DocumentError(f"the tournament settings: {exc}") from exc


class Tournament(OnMatch):
    """One sit-and-go in progress or finished. Deal with ``start_hand``, act with
    ``apply``; ``finishes`` and ``prize_shares`` say who placed where and won what."""

    def __init__(
        self,
        config: TournamentConfig,
        seed: int | None = None,
        button: int = 0,
        auto_muck: Sequence[bool] | None = None,
    ) -> None:
        self.config = config
        n = config.entrants
        self.match = BadugiMatch(
            config.rules_for(config.schedule.level(1)),
            [config.starting_stack] * n,
            seed=seed,
            button=button,
            auto_muck=auto_muck,
        )
        self.graph: list[tuple[int, ...]] = [tuple(self.match.stacks)]
        self.finishes: list[Finish] = []

    # ------------------------------------------------------------------ reading

    @property
    def n(self) -> int:
        return self.config.entrants

    @property
    def hands_dealt(self) -> int:
        return self.match.hand_no

    @property
    def total_chips(self) -> int:
        return self.n * self.config.starting_stack

    @property
    def is_over(self) -> bool:
        """One seat holds every chip (its hand finished): the winner is known."""
        return self.hand_over and sum(1 for c in self.graph[-1] if c > 0) == 1

    def alive(self) -> list[int]:
        """Seats not yet out (after the last finished hand)."""
        return [s for s, c in enumerate(self.graph[-1]) if c > 0]

    def level_no(self) -> int:
        """The level of the hand in progress, or of the next hand between hands; once the
        tournament is over, of its last hand (there is no next: a last hand that closed a
        level had the panel say the level above, never played)."""
        hand = self.match.hand
        playing = hand is not None and not hand.is_complete
        dealt = self.hands_dealt - 1 if playing or self.is_over else self.hands_dealt
        return self.config.schedule.level_no(max(0, dealt))

    def level(self) -> Level:
        return self.config.schedule.level(self.level_no())

    def next_level(self) -> Level | None:
        """The level after this one; None once the tournament is over (no hand is dealt
        again, so there is no next level to promise)."""
        if self.is_over:
            return None
        return self.config.schedule.level(self.level_no() + 1)

    def hands_to_next_level(self) -> int:
        """Hands still dealt at this level, counting one in progress; 0 once the tournament
        is over (a last hand that closed a level said a whole level's hands)."""
        if self.is_over:
            return 0
        hand = self.match.hand
        dealt = (
            self.hands_dealt - 1 if hand is not None and not hand.is_complete else self.hands_dealt
        )
        return self.config.schedule.hands_left(dealt)

    def finish_of(self, seat: int) -> Finish | None:
        return next((f for f in self.finishes if f.seat == seat), None)

    def prize_shares(self) -> list[Fraction]:
        """Each seat's share of the pool so far (zero for the seats still playing)."""
        shares = [Fraction(0)] * self.n
        for f in self.finishes:
            shares[f.seat] = prize_share(f, self.config.payouts)
        return shares

    # ------------------------------------------------------------------ playing

    def start_hand(self) -> HandState:
        """Deal the next hand at the blinds of its level."""
        if self.is_over:
            raise ValueError("the tournament is over")
        if not self.hand_over:
            raise ValueError("the current hand is not finished")
        level = self.config.schedule.level(self.config.schedule.level_no(self.hands_dealt))
        self.match.rules = self.config.rules_for(level)
        return self.match.start_hand()

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Act in the hand in progress (IllegalAction leaves everything unchanged); a hand
        that ends puts its stacks on the graph and its busted seats in their places."""
        hand = self.match.hand
        if hand is None:
            raise ValueError("no hand is in progress")
        events = hand.apply(action, seat)
        if hand.is_complete:
            self._record(tuple(hand.stacks))
        return events

    def _record(self, after: tuple[int, ...]) -> None:
        """A hand finished with ``after`` stacks: graph and places."""
        before = self.graph[-1]
        hand_no = len(self.graph) - 1
        self.graph.append(after)
        busted = [s for s in range(self.n) if before[s] > 0 and after[s] == 0]
        still_in = sum(1 for c in before if c > 0)
        self.finishes.extend(busted_places(busted, before, still_in, hand_no))
        alive = [s for s in range(self.n) if after[s] > 0]
        if len(alive) == 1:
            self.finishes.append(Finish(alive[0], 1, 1, -1))

    # ------------------------------------------------------------------ saving

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "config": self.config.to_json(),
            "match": self.match.to_json(),
            "graph": [list(g) for g in self.graph],
        }

    @classmethod
    def from_json(cls, data: Any) -> Tournament:
        """Rebuild a tournament; DocumentError names what is wrong: a match whose rules are
        not its level's, a graph that creates chips, revives a seat or does not end in the
        match's stacks."""
        doc = check_document(data, FORMAT, VERSION)
        f = Fields(doc, "the tournament")
        f.only("format", "version", "config", "match", "graph")
        config = TournamentConfig.from_json(f.raw("config"))
        match = BadugiMatch.from_json(f.raw("match"))
        if match.n != config.entrants:
            raise DocumentError("the tournament's match has another number of seats")
        graph = f.array("graph", max_len=MAX_HANDS + 1)
        t = cls(config, seed=match.seed)
        t.match = match
        t.graph = []
        total = config.entrants * config.starting_stack
        for k, row in enumerate(graph):
            if not isinstance(row, list) or len(row) != config.entrants:
                raise DocumentError(f"the tournament's chip graph: bad row {k}")
            stacks = tuple(check_int(c, "a stack on the chip graph", 0, MAX_CHIPS) for c in row)
            if sum(stacks) != total:
                raise DocumentError(
                    f"the tournament's chip graph: row {k} does not hold every chip"
                )
            if k == 0:
                if stacks != (config.starting_stack,) * config.entrants:
                    raise DocumentError("the tournament's chip graph does not start even")
                t.graph = [stacks]
                continue
            if any(a == 0 and b > 0 for a, b in zip(t.graph[-1], stacks, strict=True)):
                raise DocumentError("the tournament's chip graph brings a seat back")
            if sum(1 for c in t.graph[-1] if c > 0) < 2:
                raise DocumentError("the tournament's chip graph goes on after its end")
            t._record(stacks)
        if not t.graph:
            raise DocumentError("the tournament's chip graph is empty")
        hand = match.hand
        finished = match.hand_no if hand is None or hand.is_complete else match.hand_no - 1
        if len(t.graph) != finished + 1:
            raise DocumentError("the tournament's chip graph does not have a row per hand")
        if hand is None:
            settled = list(match.stacks)
        else:
            settled = list(hand.stacks if hand.is_complete else hand.start_stacks)
        if tuple(settled) != t.graph[-1]:
            raise DocumentError("the tournament's chip graph does not end in the table's stacks")
        level_of = max(match.hand_no - 1, 0)
        want = config.rules_for(config.schedule.level(config.schedule.level_no(level_of)))
        if match.rules != want:
            raise DocumentError("the tournament's table is not at the blinds of its level")
        return t


def replace_config(config: TournamentConfig, **changes: Any) -> TournamentConfig:
    """``config`` with ``changes`` (payouts reset to the default when the seats change)."""
    if "entrants" in changes and "payouts" not in changes:
        changes["payouts"] = ()
    return replace(config, **changes)
