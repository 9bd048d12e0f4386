"""Badugi as the code above the games sees it: one ``GameSpec`` (see ``core.contract``)."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.badugi.bot_menu import BOTS
from cardtable.core.session import DEMO_NAMES, SeatConfig, SessionDriver
from cardtable.core.spec import GameSpec, imported, load_session_from, new_session_from

DEMO_SEATS = 6


def seated_session(seats: Sequence[SeatConfig], seed: int | None) -> SessionDriver:
    """``seats`` at fixed limit 1/2 with 200 chips each."""
    from cardtable.badugi.rules import BadugiRules
    from cardtable.badugi.session import BadugiConfig, BadugiSession

    rules = BadugiRules(small_blind=1, big_blind=2)
    return BadugiSession(BadugiConfig(rules, tuple(seats), 200), seed=seed)


def demo_session(seed: int | None, level: str) -> SessionDriver:
    """Six bots at fixed limit 1/2 with 200 chips each."""
    return seated_session([SeatConfig(DEMO_NAMES[s], level) for s in range(DEMO_SEATS)], seed)


SPEC = GameSpec(
    name="badugi",
    title="Badugi",
    min_seats=2,
    max_seats=8,
    bots=BOTS,
    default_level="medium",  # a new table's bots (issue 18: hard crushed first games)
    new_session=new_session_from("cardtable.badugi.session:BadugiSession"),
    load_session=load_session_from("cardtable.badugi.session:BadugiSession"),
    seated_session=seated_session,
    demo_session=demo_session,
    arena=imported("cardtable.badugi.arena"),
    history=imported("cardtable.badugi.history:HISTORY"),
    review=imported("cardtable.badugi.review.entry:REVIEW"),
)
