"""What every Badugi session does the same way on its match's hand, whether a cash table
(``session.BadugiSession``) or a sit-and-go (``tournament.session.TournamentSession``): the
hand as the session base's engine, the seat's view with the table's tendencies, the events
as a seat may see them, the safe move for a failed bot and the view a bot is given. The
session base (``core.session``) runs the turn loop on it."""

from __future__ import annotations

import json
from typing import Any

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.bot_menu import BOTS
from cardtable.badugi.events import Event
from cardtable.badugi.match import BadugiMatch, OnMatch
from cardtable.badugi.records import hand_record
from cardtable.badugi.state import HandState
from cardtable.badugi.view import SeatView
from cardtable.core.bots import Bot
from cardtable.core.session import SessionDriver

LOG_HANDS = 20
"""Finished hands the save keeps for the log of a resumed table: a Spades save holds its
whole game and shows it; a Badugi sitting never ends, so it keeps its last hands (each a
few hundred bytes: seed and actions, replayed when the log is rebuilt)."""


class BadugiTurns(OnMatch, SessionDriver):
    """A Badugi session's turns, read from its ``match`` (the cash table's own, or the one
    under the tournament)."""

    game = "badugi"
    bots = BOTS
    match: BadugiMatch
    earlier: list[dict[str, Any]]
    """The last ``LOG_HANDS`` finished hands' JSON, oldest first (for the log)."""

    engine = OnMatch.hand  # what the session base's turn loop drives

    def view_for(self, seat: int) -> SeatView | None:
        """``seat``'s view of the hand in progress or just finished; None before the first."""
        hand = self.match.hand
        return None if hand is None else hand.view(seat, tendencies=self.match.tendencies)

    def seen_by(self, seat: int, events: list[Any]) -> list[Any]:
        """``events`` as ``seat`` may see them: others' dealt and drawn cards, and the
        reshuffled stub, are masked (``Event.for_seat``)."""
        return [e.for_seat(seat) if isinstance(e, Event) else e for e in events]

    def legal_in(self, seat: int, view: Any) -> Any:
        """``seat``'s legal actions in its ``view`` (None when it is not to act)."""
        return view.legal if isinstance(view, SeatView) else None

    def safe_action(self, legal: LegalActions | None) -> Action | None:
        """A safe legal move for the seat to act (a bot that failed or answered with an
        illegal move): stand pat in a draw, else check, else fold."""
        if legal is None:
            return None
        if "draw" in legal.kinds:
            return Action.stand_pat()
        return Action.check() if "check" in legal.kinds else Action.fold()

    def bot_view(self, seat: int, bot: Bot) -> SeatView:
        """The seat's view with the table's tendencies, and without the event list for a
        bot that does not read it (the costliest part)."""
        hand = self.match.hand
        assert hand is not None
        return hand.view(
            seat,
            with_history=getattr(bot, "wants_history", True),
            tendencies=self.match.tendencies,
        )

    def finished_record(self, seat: int) -> dict[str, Any] | None:
        """The record of the hand just finished, as JSON (the players' names and their
        public records as the hand began), for ``seat``'s decision review; None when no
        hand is finished or ``seat`` was not dealt into it."""
        hand = self.match.hand
        if hand is None or not hand.is_complete or not hand.dealt_in[seat]:
            return None
        names = [s.name for s in self.seats]
        return json.loads(json.dumps(hand_record(hand, names, self.match.tendencies)))

    def _keep_finished(self) -> None:
        """Keep the finished hand (before the match lets it go) for the log."""
        hand = self.match.hand
        if hand is not None and hand.is_complete:
            self.earlier.append(hand.to_json())
            del self.earlier[:-LOG_HANDS]

    def log_events(self) -> list[Any]:
        """The last ``LOG_HANDS`` finished hands and the hand in progress (or just
        finished), each from its first event, replayed from its actions."""
        events: list[Any] = []
        for doc in self.earlier:
            events.extend(HandState.from_json(doc).events)
        hand = self.match.hand
        if hand is not None:
            events.extend(hand.events)
        return events
