"""The Badugi session driver: a ``BadugiMatch`` plus who sits in each seat.

Bots that run out of chips are topped up to the starting stack before the next hand, so the
table stays full; the person is asked by the GUI (``needs_rebuy``) and tops up with ``rebuy``.
Every chip added is counted in ``bought_in``, so "stacks + pots == chips bought in" holds
across a whole session and tests can check that no chip is created or lost.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.badugi.bot_menu import BOTS
from cardtable.badugi.match import BadugiMatch
from cardtable.badugi.rules import MAX_CHIPS, BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.turns import LOG_HANDS, BadugiTurns
from cardtable.core.errors import DocumentError
from cardtable.core.rng import new_seed
from cardtable.core.session import MAX_MOVE_NO, SeatConfig, read_seats
from cardtable.core.validate import Fields, check_int


@dataclass(frozen=True)
class BadugiConfig:
    """Everything the new-game dialog decides."""

    rules: BadugiRules
    seats: tuple[SeatConfig, ...]
    starting_stack: int = 200

    def validate(self) -> None:
        """Raise ValueError for a table that cannot be played."""
        if not 2 <= len(self.seats) <= 8:
            raise ValueError(f"Badugi is played by 2 to 8 seats, not {len(self.seats)}")
        if sum(1 for s in self.seats if s.is_human) > 1:
            raise ValueError("only one seat can be the person at the computer")
        if self.starting_stack < self.rules.big_blind:
            raise ValueError("the starting stack must cover at least the big blind")


class BadugiSession(BadugiTurns):
    """Drives a Badugi table: the person's and the bots' actions, hands, rebuys, saving."""

    def __init__(self, config: BadugiConfig, seed: int | None = None, button: int = 0) -> None:
        config.validate()
        super().__init__(list(config.seats))
        self.config = config
        auto_muck = [not s.is_human for s in config.seats]
        self.match = BadugiMatch(
            config.rules,
            [config.starting_stack] * len(config.seats),
            seed=new_seed() if seed is None else seed,
            button=button,
            auto_muck=auto_muck,
        )
        self.bought_in = [config.starting_stack] * len(config.seats)
        self.earlier: list[dict[str, Any]] = []  # the last finished hands' JSON, oldest first

    # ------------------------------------------------------------------ state access

    @property
    def rules(self) -> BadugiRules:
        return self.match.rules

    # ------------------------------------------------------------------ between hands

    def needs_rebuy(self) -> list[int]:
        """Human seats with no chips between hands: the GUI offers them a rebuy."""
        if not self.hand_over:
            return []
        return [s for s in self.human_seats if self.stacks()[s] == 0]

    def rebuy(self, seat: int, chips: int | None = None) -> None:
        """Add ``chips`` (default: the starting stack) to ``seat`` between hands."""
        chips = self.config.starting_stack if chips is None else chips
        self._keep_finished()  # the match lets the finished hand go
        self.match.rebuy(seat, chips)
        self.bought_in[seat] += chips
        self._changed([])

    def can_continue(self) -> bool:
        """Whether another hand can be dealt once bots have been topped up."""
        stacks = self.stacks()
        playing = [s for s in range(self.n_seats) if stacks[s] > 0 or not self.is_human(s)]
        return len(playing) >= 2

    def next_hand(self) -> list[Any]:
        if not self.hand_over:
            raise ValueError("the current hand is not finished")
        stacks = self.stacks()
        for seat in range(self.n_seats):
            if stacks[seat] == 0 and not self.is_human(seat):
                self.match.rebuy(seat, self.config.starting_stack)
                self.bought_in[seat] += self.config.starting_stack
        self._keep_finished()
        hand = self.match.start_hand()
        events = list(hand.events)
        self._changed(events)
        return events

    # ------------------------------------------------------------------ persistence

    def game_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "starting_stack": self.config.starting_stack,
            "bought_in": list(self.bought_in),
            "match": self.match.to_json(),
        }
        if self.earlier:  # a save of 0.1.0 reads back unchanged until a hand finishes
            doc["earlier_hands"] = list(self.earlier)
        return doc

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> BadugiSession:
        """Rebuild a session from its save; DocumentError names the first field that is wrong
        or does not fit the rest (seats against the match, chips that do not add up)."""
        f = Fields(doc, "the saved game")
        # Unknown top-level fields are ignored: the session document is where later
        # versions add things (the log, per-game saves), and what it holds is checked here.
        seats = read_seats(f, BOTS)
        match = BadugiMatch.from_json(f.raw("match"))
        if match.n != len(seats):
            raise DocumentError(f"the save has {len(seats)} seats but a {match.n}-seat match")
        stack = f.integer("starting_stack", match.rules.big_blind, MAX_CHIPS)
        bought_in = f.array("bought_in", length=match.n)
        for s, chips in enumerate(bought_in):
            check_int(chips, f"the saved game: chips bought in by seat {s}", stack)
        if match.auto_muck != [not seat.is_human for seat in seats]:
            raise DocumentError("the saved game's auto-muck flags do not match its seats")
        session = cls(BadugiConfig(match.rules, seats, stack), seed=match.seed)
        session.match = match
        session.bought_in = list(bought_in)
        session.move_no = f.integer("move_no", 0, MAX_MOVE_NO)
        session.earlier = _earlier_hands(f, match)
        if session.chips_in_play() != sum(session.bought_in):
            raise DocumentError("the save's chips do not add up")
        return session


def _earlier_hands(f: Fields, match: BadugiMatch) -> list[dict[str, Any]]:
    """The save's finished hands for the log (none in saves before 0.2): each must replay
    to a finished hand of this match, or the save is refused like any damaged field."""
    docs = f.array("earlier_hands", max_len=LOG_HANDS, default=[])
    last = -1
    for doc in docs:
        hand = HandState.from_json(doc)
        if (
            not hand.is_complete
            or hand.rules != match.rules
            or hand.n != match.n
            or hand.seed != match.seed
            or not last < hand.hand_no < match.hand_no
        ):
            raise DocumentError("the saved game's earlier hands do not belong to its match")
        last = hand.hand_no
    return list(docs)
