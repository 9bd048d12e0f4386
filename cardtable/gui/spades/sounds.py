"""Which sounds a batch of Spades events asks for: the deal, a knock for a bid, a card for
each card played, the sweep of a trick taken, and the win when the person's team wins the
game. Each sound once per batch."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardtable.gui.common.sound import Sound, once_each
from cardtable.spades.events import BidMade, CardPlayed, CardsDealt, GameOver, TrickWon


def sound_cues(
    events: Sequence[Any], you: int | None, team_of: Callable[[int], int]
) -> list[Sound]:
    """The sounds for ``events`` in the order they first come; ``you``: the person's seat
    (None at a table of bots)."""
    return once_each(_cue(event, you, team_of) for event in events)


def _cue(event: Any, you: int | None, team_of: Callable[[int], int]) -> Sound | None:
    if isinstance(event, CardsDealt):
        return Sound.DEAL
    if isinstance(event, BidMade):
        return Sound.KNOCK
    if isinstance(event, CardPlayed):
        return Sound.CARD
    if isinstance(event, TrickWon):
        return Sound.TRICK
    if isinstance(event, GameOver) and you is not None and event.winner == team_of(you):
        return Sound.WIN
    return None
