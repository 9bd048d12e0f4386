"""The sit-and-go session driver: a ``Tournament`` plus who sits in each seat, saved after
every move like the cash table, in a save of its own (``SAVE_NAME``) so a tournament and a
cash table can both wait to be resumed.

It differs from the cash session (``badugi.session``) where a tournament differs: nobody
buys chips again, a seat with none is out for good, the blinds come from the level, and
the session ends when one seat holds every chip.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardtable.badugi.actions import Action
from cardtable.badugi.bot_menu import BOTS
from cardtable.badugi.state import HandState
from cardtable.badugi.tournament.engine import Tournament, TournamentConfig
from cardtable.badugi.tournament.stack_play import tournament_bot
from cardtable.badugi.tournament.standings import Standings, standings
from cardtable.badugi.turns import LOG_HANDS, BadugiTurns
from cardtable.core.bots import Bot
from cardtable.core.errors import DocumentError
from cardtable.core.session import (
    MAX_MOVE_NO,
    SeatConfig,
    read_seats,
)
from cardtable.core.validate import Fields

SAVE_NAME = "session-badugi-tournament.json"
"""The tournament's save, beside the cash table's ``session-badugi.json``."""


@dataclass(frozen=True)
class TournamentSetup:
    """What the new-game dialog gives for a sit-and-go: the tournament and its seats."""

    config: TournamentConfig
    seats: tuple[SeatConfig, ...]


class TournamentSession(BadugiTurns):
    """Drives a sit-and-go: the person's and the bots' actions, hands, the end, saving."""

    save_slot = "badugi-tournament"
    """Which save it is kept in (``storage.autosave.slot_of``): beside the cash table's."""

    def __init__(
        self,
        config: TournamentConfig,
        seats: tuple[SeatConfig, ...],
        seed: int | None = None,
        button: int = 0,
    ) -> None:
        if len(seats) != config.entrants:
            raise ValueError(f"{config.entrants} entrants need {config.entrants} seats")
        if sum(1 for s in seats if s.is_human) > 1:
            raise ValueError("only one seat can be the person at the computer")
        super().__init__(list(seats))
        self.config = config
        self.tournament = Tournament(
            config, seed=seed, button=button, auto_muck=[not s.is_human for s in seats]
        )
        self.earlier: list[dict[str, Any]] = []

    # ------------------------------------------------------------------ state access

    @property
    def match(self) -> Any:
        """The match under the tournament (stacks, button, records), as the cash session's."""
        return self.tournament.match

    @property
    def rules(self) -> Any:
        return self.tournament.match.rules

    @property
    def n_seats(self) -> int:
        return len(self.seats)

    @property
    def is_over(self) -> bool:
        return self.tournament.is_over

    def person_out(self) -> bool:
        """The person has no chips left (after a finished hand): watch or jump to the end."""
        seat = self.human_seat
        return seat is not None and self.tournament.finish_of(seat) is not None

    def needs_rebuy(self) -> list[int]:
        """Nobody buys chips again in a sit-and-go (the cash table's question)."""
        return []

    def can_continue(self) -> bool:
        return not self.tournament.is_over

    def standings(self) -> Standings:
        """The level, blinds, stacks and places the table shows."""
        return standings(self.tournament)

    def finish_with(self, other: TournamentSession) -> None:
        """Take the end of a copy the bots played on (the person was out: "jump to the
        result"), and save it: the same moves, seeded alike, as if played here."""
        if other.tournament.seed != self.tournament.seed or other.move_no < self.move_no:
            raise ValueError("that is not a continuation of this tournament")
        self.tournament = other.tournament
        self.earlier = list(other.earlier)
        self.move_no = other.move_no
        self._saved()

    # ------------------------------------------------------------------ acting

    def _apply(self, seat: int, action: Action) -> list[Any]:
        events = self.tournament.apply(action, seat)
        self._changed(events)
        return events

    def make_bot(self, name: str, seed: int) -> Bot:
        """The seat's bot, playing for the prizes (``stack_play.tournament_bot``)."""
        return tournament_bot(name, BOTS.make(name, seed), self.config.payouts, seed)

    def next_hand(self) -> list[Any]:
        if not self.hand_over:
            raise ValueError("the current hand is not finished")
        if self.is_over:
            raise ValueError("the tournament is over")
        self._keep_finished()
        hand = self.tournament.start_hand()
        events = list(hand.events)
        self._changed(events)
        return events

    def finished_record(self, seat: int) -> dict[str, Any] | None:
        """The finished hand's record for ``seat``'s review, with the tournament's stacks
        and prize table (the review prices decisions in prize equity from them)."""
        record = super().finished_record(seat)
        hand = self.tournament.hand
        if record is not None and hand is not None:
            record["tournament"] = {"payouts": self.tournament_payouts(hand)}
        return record

    def tournament_payouts(self, hand: HandState) -> list[float]:
        """Percent of the pool by place for the places the seats in ``hand`` still play for
        (the best ``k`` places, ``k`` the seats dealt in)."""
        k = sum(hand.dealt_in)
        return [float(p) for p in self.config.payouts[:k]]

    # ------------------------------------------------------------------ persistence

    def game_json(self) -> dict[str, Any]:
        return {
            "tournament": self.tournament.to_json(),
            "earlier_hands": list(self.earlier),
        }

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> TournamentSession:
        """Rebuild a session from its save; DocumentError names what is wrong."""
        f = Fields(doc, "the saved tournament")
        seats = read_seats(f, BOTS)
        tournament = Tournament.from_json(f.raw("tournament"))
        if tournament.n != len(seats):
            raise DocumentError(
                f"the save has {len(seats)} seats but a {tournament.n}-seat tournament"
            )
        if tournament.match.auto_muck != [not s.is_human for s in seats]:
            raise DocumentError("the saved tournament's auto-muck flags do not match its seats")
        session = cls(tournament.config, seats, seed=tournament.seed)
        session.tournament = tournament
        session.move_no = f.integer("move_no", 0, MAX_MOVE_NO)
        docs = f.array("earlier_hands", max_len=LOG_HANDS, default=[])
        for d in docs:
            hand = HandState.from_json(d)
            if not hand.is_complete or hand.seed != tournament.seed or hand.n != tournament.n:
                raise DocumentError("the saved tournament's earlier hands do not belong to it")
        session.earlier = list(docs)
        return session


def play_bots_to_end(
    session: TournamentSession, on_hand: Callable[[TournamentSession], bool] | None = None
) -> TournamentSession:
    """Let the bots play ``session`` to its end (nobody else may be left to act: the person
    is out). ``on_hand`` after each hand may return False to stop (a cancel)."""
    while not session.is_over:
        if session.hand_over:
            session.next_hand()
            if on_hand is not None and on_hand(session) is False:
                break
            continue
        request = session.bot_request()
        if request is None:
            raise ValueError("the person still has chips: the bots cannot finish alone")
        session.apply_bot(request.move_no, request.bot.act(request.view))
    return session
