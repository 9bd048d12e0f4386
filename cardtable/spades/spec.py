"""Spades as the code above the games sees it: one ``GameSpec`` (see ``core.contract``)."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.core.session import SeatConfig, SessionDriver
from cardtable.core.spec import GameSpec, demo_from, imported, load_session_from, new_session_from
from cardtable.spades.bot_menu import BOTS


def seated_session(seats: Sequence[SeatConfig], seed: int | None) -> SessionDriver:
    """``seats`` playing the default rules for their number."""
    from cardtable.spades.rules import SpadesRules
    from cardtable.spades.session import SpadesConfig, SpadesSession

    config = SpadesConfig(SpadesRules(players=len(seats)), tuple(seats))
    return SpadesSession(config, seed=seed)


SPEC = GameSpec(
    name="spades",
    title="Spades",
    min_seats=3,
    max_seats=6,
    bots=BOTS,
    default_level="medium",  # a new table's bots (issue 18: hard crushed first games)
    new_session=new_session_from("cardtable.spades.session:SpadesSession"),
    load_session=load_session_from("cardtable.spades.session:SpadesSession"),
    seated_session=seated_session,
    demo_session=demo_from(seated_session, 4),  # four bots playing the default rules
    arena=imported("cardtable.spades.arena"),
    history=imported("cardtable.spades.history:HISTORY"),
    # The double-dummy review of four-player hands (``review``, ``review_text``).
    review=imported("cardtable.spades.review_text:ENTRY"),
)
