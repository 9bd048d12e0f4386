"""Playing a whole sit-and-go with bots: the headless loop the arena, the table's
"jump to the result" and the tests share."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardtable.badugi.tournament.engine import Tournament
from cardtable.core.bots import Bot


def play_hand(t: Tournament, bots: Sequence[Bot]) -> None:
    """Deal the next hand (unless one is in progress) and let the bots finish it; each bot
    sees only its seat's view, with the table's public records."""
    hand = t.hand
    if t.hand_over:
        hand = t.start_hand()
    assert hand is not None
    while hand.to_act is not None:
        seat = hand.to_act
        bot = bots[seat]
        view = hand.view(
            seat,
            with_history=getattr(bot, "wants_history", True),
            tendencies=t.match.tendencies,
        )
        t.apply(bot.act(view), seat)


def play_tournament(
    t: Tournament,
    bots: Sequence[Bot],
    on_hand: Callable[[Tournament], bool] | None = None,
) -> Tournament:
    """Play ``t`` to its end. ``on_hand(t)`` after each hand may return False to stop early
    (a progress bar's cancel)."""
    while not t.is_over:
        play_hand(t, bots)
        if on_hand is not None and on_hand(t) is False:
            break
    return t
