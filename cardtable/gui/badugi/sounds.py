"""Which sounds a batch of Badugi events asks for (the table plays them as it shows the
batch): the deal and a draw's new cards, chips for blinds, bets and calls, a knock for a
check or standing pat, a card for a fold or a hand shown, and the win when the person takes
a pot (chips when someone else does). Each sound once per batch."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.badugi.events import (
    BlindPosted,
    CardsDealt,
    CardsDrawn,
    Event,
    HandMucked,
    HandShown,
    PlayerActed,
    PotAwarded,
)
from cardtable.gui.common.sound import Sound, once_each


def sound_cues(events: Sequence[Event], you: int | None) -> list[Sound]:
    """The sounds for ``events`` in the order they first come; ``you``: the person's seat
    (None at a table of bots: nobody's win)."""
    return once_each(_cue(event, you) for event in events)


def _cue(event: Event, you: int | None) -> Sound | None:
    if isinstance(event, CardsDealt):
        return Sound.DEAL
    if isinstance(event, CardsDrawn):
        return Sound.DEAL if event.count else Sound.KNOCK
    if isinstance(event, BlindPosted):
        return Sound.CHIP
    if isinstance(event, PlayerActed):
        if event.kind == "check":
            return Sound.KNOCK
        return Sound.CARD if event.kind == "fold" else Sound.CHIP
    if isinstance(event, HandShown | HandMucked):
        return Sound.CARD
    if isinstance(event, PotAwarded):
        won = you is not None and any(seat == you for seat, _ in event.shares)
        return Sound.WIN if won else Sound.CHIP
    return None
