"""The Badugi bots the game offers, weakest first: the one list the new-game dialog, the
saves and the arena read (a new level is one entry here).

Each factory imports its bot when first called: the hand-value table and the search code
behind the bots are not loaded for a start screen that only lists them.
"""

from __future__ import annotations

from cardtable.core.bots import Bot, BotEntry, BotMenu


def _random(seed: int | None) -> Bot:
    from cardtable.badugi.bots import RandomBot

    return RandomBot(seed)


def _basic(seed: int | None) -> Bot:
    from cardtable.badugi.bots import BasicBot

    return BasicBot(seed)


def _shove(seed: int | None) -> Bot:
    from cardtable.badugi.bots import ShoveBot

    return ShoveBot(seed)


def _easy(seed: int | None) -> Bot:
    from cardtable.badugi.ai.players import easy

    return easy(seed)


def _medium(seed: int | None) -> Bot:
    from cardtable.badugi.ai.players import medium

    return medium(seed)


def _hard(seed: int | None) -> Bot:
    from cardtable.badugi.ai.players import hard

    return hard(seed)


def _policy(seed: int | None) -> Bot:
    from cardtable.badugi.ai.lookahead import PolicyBot

    return PolicyBot(seed)


BOTS = BotMenu(
    "badugi",
    (
        BotEntry("random", "Beginner (random)", _random),
        BotEntry("basic", "Basic", _basic),
        # A yardstick: all-in at every chance. A bot that loses to it is broken.
        BotEntry("shove", "Shove", _shove, listed=False),
        BotEntry("easy", "Easy", _easy),
        BotEntry("medium", "Medium", _medium),
        BotEntry("hard", "Hard", _hard),
        # A yardstick: the simple player hard imagines the others to be.
        BotEntry("policy", "Policy", _policy, listed=False),
    ),
)


def make_bot(name: str, seed: int | None = None) -> Bot:
    """A new Badugi bot called ``name``; ValueError naming the known ones otherwise."""
    return BOTS.make(name, seed)
