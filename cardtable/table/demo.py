"""Tables with nobody but computer players, for ``cardtable --demo`` (a look at the app, the
start-up and event-loop benchmark, screenshots): the default game of each kind with the
strongest bots in every seat."""

from __future__ import annotations

from cardtable.badugi.rules import BadugiRules
from cardtable.core.bots import bot_names
from cardtable.spades import SpadesRules
from cardtable.table.badugi_session import BadugiConfig, BadugiSession
from cardtable.table.session import SeatConfig, SessionDriver
from cardtable.table.spades_session import SpadesConfig, SpadesSession

DEMO_GAMES = ("badugi", "spades")
NAMES = ("Mina", "Tom", "Jisoo", "Ana", "Leo", "Yuna", "Hoon", "Sora")


def demo_session(game: str, seed: int | None = None, level: str = "hard") -> SessionDriver:
    """Six seats of Badugi (fixed limit 1/2, 200 chips) or four of Spades, all bots."""
    if level not in bot_names(game if game in DEMO_GAMES else "badugi"):
        # (bot_names also loads the game's bots now, not at the first bot's turn)
        raise ValueError(f"no {game} bot called {level!r}")
    if game == "badugi":
        seats = tuple(SeatConfig(NAMES[s], level) for s in range(6))
        rules = BadugiRules(small_blind=1, big_blind=2)
        return BadugiSession(BadugiConfig(rules, seats, 200), seed=seed)
    if game == "spades":
        seats = tuple(SeatConfig(NAMES[s], level) for s in range(4))
        return SpadesSession(SpadesConfig(SpadesRules(), seats), seed=seed)
    raise ValueError(f"no demo of {game!r}; choose one of {', '.join(DEMO_GAMES)}")
