"""The Spades bots the game offers, weakest first: the one list the new-game dialog, the
saves and the arena read (a new level is one entry here).

Each factory imports its bot when first called: the search code behind the strong bots is
not loaded for a start screen that only lists them.
"""

from __future__ import annotations

from cardtable.core.bots import Bot, BotEntry, BotMenu


def _random(seed: int | None) -> Bot:
    from cardtable.spades.bots import RandomBot

    return RandomBot(seed)


def _basic(seed: int | None) -> Bot:
    from cardtable.spades.bots import BasicBot

    return BasicBot(seed)


def _easy(seed: int | None) -> Bot:
    from cardtable.spades.ai.bots import EasyBot

    return EasyBot(seed)


def _medium(seed: int | None) -> Bot:
    from cardtable.spades.ai.bots import MediumBot

    return MediumBot(seed)


def _hard(seed: int | None) -> Bot:
    from cardtable.spades.ai.bots import HardBot

    return HardBot(seed)


def _ismcts(seed: int | None) -> Bot:
    from cardtable.spades.ai.bots import IsmctsBot

    return IsmctsBot(seed)


BOTS = BotMenu(
    "spades",
    (
        BotEntry("random", "Beginner (random)", _random),
        BotEntry("basic", "Basic", _basic),
        BotEntry("easy", "Easy", _easy),
        BotEntry("medium", "Medium", _medium),
        BotEntry("hard", "Hard", _hard),
        # A yardstick for the arena (information-set MCTS), not offered at the table.
        BotEntry("ismcts", "ISMCTS", _ismcts, listed=False),
    ),
)


def make_bot(name: str, seed: int | None = None) -> Bot:
    """A new Spades bot called ``name``; ValueError naming the known ones otherwise."""
    return BOTS.make(name, seed)
