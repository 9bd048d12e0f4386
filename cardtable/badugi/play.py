"""Playing a hand to the end with bots: the headless loop the arena and tests share."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardtable.badugi.state import HandState
from cardtable.badugi.tendencies import Tendency
from cardtable.core.bots import Bot


def play_out(
    state: HandState,
    bots: Sequence[Bot],
    on_decision: Callable[[int, float], None] | None = None,
    tendencies: Sequence[Tendency] = (),
) -> HandState:
    """Let ``bots[seat]`` act for each seat until the hand is over. Each bot gets only its
    seat's view (with the table's ``tendencies``, one per seat, when there are earlier hands).
    ``on_decision(seat, seconds)`` is told how long each decision took."""
    import time

    while state.to_act is not None:
        seat = state.to_act
        bot = bots[seat]
        view = state.view(
            seat, with_history=getattr(bot, "wants_history", True), tendencies=tendencies
        )
        t0 = time.perf_counter()
        action = bot.act(view)
        if on_decision is not None:
            on_decision(seat, time.perf_counter() - t0)
        state.apply(action, seat)
    return state
