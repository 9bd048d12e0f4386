"""Which sounds a batch of Spades events asks for: the deal, a knock for a bid, a card for
each card played, the sweep of a trick taken, and the win when the person's team wins the
game. Each sound once per batch."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardtable.gui.common.sound import Sound
from cardtable.spades.events import BidMade, CardPlayed, CardsDealt, GameOver, TrickWon


def sound_cues(
    events: Sequence[Any], you: int | None, team_of: Callable[[int], int]
) -> list[Sound]:
    """The sounds for ``events`` in the order they first come; ``you``: the person's seat
    (None at a table of bots)."""
    cues: list[Sound] = []

    def cue(sound: Sound) -> None:
        if sound not in cues:
            cues.append(sound)

    for event in events:
        if isinstance(event, CardsDealt):
            cue(Sound.DEAL)
        elif isinstance(event, BidMade):
            cue(Sound.KNOCK)
        elif isinstance(event, CardPlayed):
            cue(Sound.CARD)
        elif isinstance(event, TrickWon):
            cue(Sound.TRICK)
        elif isinstance(event, GameOver) and you is not None and event.winner == team_of(you):
            cue(Sound.WIN)
    return cues
