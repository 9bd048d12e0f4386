"""What every Badugi session does the same way on its match's hand, whether a cash table
(``session.BadugiSession``) or a sit-and-go (``tournament.session.TournamentSession``): the
hand as the session base's engine, the seat's view with the table's tendencies, the events
as a seat may see them, the safe move for a failed bot and the view a bot is given. The
session base (``core.session``) runs the turn loop on it."""

from __future__ import annotations

from typing import Any

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.bot_menu import BOTS
from cardtable.badugi.events import Event
from cardtable.badugi.match import BadugiMatch
from cardtable.badugi.state import HandState
from cardtable.badugi.view import SeatView
from cardtable.core.bots import Bot
from cardtable.core.session import SessionDriver


class BadugiTurns(SessionDriver):
    """A Badugi session's turns, read from its ``match`` (the cash table's own, or the one
    under the tournament)."""

    game = "badugi"
    bots = BOTS
    match: BadugiMatch

    @property
    def hand(self) -> HandState | None:
        return self.match.hand

    engine = hand  # what the session base's turn loop drives

    @property
    def seed(self) -> int:
        """The match's seed (every hand's deal and every bot's seed come from it)."""
        return self.match.seed

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
