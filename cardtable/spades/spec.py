"""Spades as the code above the games sees it: one ``GameSpec`` (see ``core.contract``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.core.session import DEMO_NAMES, SeatConfig, SessionDriver
from cardtable.core.spec import ArenaEntry, GameSpec, HistoryAdapter, ReviewEntry
from cardtable.spades.bot_menu import BOTS


def new_session(config: Any) -> SessionDriver:
    from cardtable.spades.session import SpadesSession

    return SpadesSession(config)


def load_session(doc: dict[str, Any]) -> SessionDriver:
    from cardtable.spades.session import SpadesSession

    return SpadesSession.from_json(doc)


def demo_session(seed: int | None, level: str) -> SessionDriver:
    """Four bots playing the default rules."""
    from cardtable.spades.rules import SpadesRules
    from cardtable.spades.session import SpadesConfig, SpadesSession

    seats = tuple(SeatConfig(DEMO_NAMES[s], level) for s in range(4))
    return SpadesSession(SpadesConfig(SpadesRules(), seats), seed=seed)


def seated_session(seats: Sequence[SeatConfig], seed: int | None) -> SessionDriver:
    """``seats`` playing the default rules for their number."""
    from cardtable.spades.rules import SpadesRules
    from cardtable.spades.session import SpadesConfig, SpadesSession

    config = SpadesConfig(SpadesRules(players=len(seats)), tuple(seats))
    return SpadesSession(config, seed=seed)


def arena() -> ArenaEntry:
    from cardtable.spades import arena

    return arena


def history() -> HistoryAdapter:
    from cardtable.spades.history import HISTORY

    return HISTORY


def review() -> ReviewEntry:
    """The double-dummy review of four-player hands (``review``, ``review_text``)."""
    from cardtable.spades.review_text import ENTRY

    return ENTRY


SPEC = GameSpec(
    name="spades",
    title="Spades",
    min_seats=3,
    max_seats=6,
    bots=BOTS,
    default_level="medium",  # a new table's bots (issue 18: hard crushed first games)
    new_session=new_session,
    load_session=load_session,
    seated_session=seated_session,
    demo_session=demo_session,
    arena=arena,
    history=history,
    review=review,
)
