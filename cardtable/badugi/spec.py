"""Badugi as the code above the games sees it: one ``GameSpec`` (see ``core.contract``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.badugi.bot_menu import BOTS
from cardtable.core.session import SeatConfig, SessionDriver
from cardtable.core.spec import GameSpec, demo_from, imported


def new_session(config: Any) -> SessionDriver:
    """A cash table, or a sit-and-go when the dialog chose one (its ``TournamentSetup``)."""
    from cardtable.badugi.session import BadugiSession
    from cardtable.badugi.tournament.session import TournamentSession, TournamentSetup

    if isinstance(config, TournamentSetup):
        return TournamentSession(config.config, config.seats)
    return BadugiSession(config)


def load_session(doc: dict[str, Any]) -> SessionDriver:
    """A cash table's save, or a sit-and-go's (it carries its ``tournament``)."""
    from cardtable.badugi.session import BadugiSession

    if "tournament" in doc:
        from cardtable.badugi.tournament.session import TournamentSession

        return TournamentSession.from_json(doc)
    return BadugiSession.from_json(doc)


def seated_session(seats: Sequence[SeatConfig], seed: int | None) -> SessionDriver:
    """``seats`` at fixed limit 1/2 with 200 chips each."""
    from cardtable.badugi.rules import BadugiRules
    from cardtable.badugi.session import BadugiConfig, BadugiSession

    rules = BadugiRules(small_blind=1, big_blind=2)
    return BadugiSession(BadugiConfig(rules, tuple(seats), 200), seed=seed)


SPEC = GameSpec(
    name="badugi",
    title="Badugi",
    min_seats=2,
    max_seats=8,
    bots=BOTS,
    default_level="medium",  # a new table's bots (issue 18: hard crushed first games)
    new_session=new_session,
    load_session=load_session,
    seated_session=seated_session,
    demo_session=demo_from(seated_session, 6),  # six bots at fixed limit 1/2, 200 chips each
    arena=imported("cardtable.badugi.arena"),
    history=imported("cardtable.badugi.history:HISTORY"),
    review=imported("cardtable.badugi.review.entry:REVIEW"),
)
