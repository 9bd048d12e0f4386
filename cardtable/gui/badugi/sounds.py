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
from cardtable.gui.common.sound import Sound


def sound_cues(events: Sequence[Event], you: int | None) -> list[Sound]:
    """The sounds for ``events`` in the order they first come; ``you``: the person's seat
    (None at a table of bots: nobody's win)."""
    cues: list[Sound] = []

    def cue(sound: Sound) -> None:
        if sound not in cues:
            cues.append(sound)

    for event in events:
        if isinstance(event, CardsDealt):
            cue(Sound.DEAL)
        elif isinstance(event, CardsDrawn):
            cue(Sound.DEAL if event.count else Sound.KNOCK)
        elif isinstance(event, BlindPosted):
            cue(Sound.CHIP)
        elif isinstance(event, PlayerActed):
            if event.kind == "check":
                cue(Sound.KNOCK)
            elif event.kind == "fold":
                cue(Sound.CARD)
            else:
                cue(Sound.CHIP)
        elif isinstance(event, HandShown | HandMucked):
            cue(Sound.CARD)
        elif isinstance(event, PotAwarded):
            won = you is not None and any(seat == you for seat, _ in event.shares)
            cue(Sound.WIN if won else Sound.CHIP)
    return cues
