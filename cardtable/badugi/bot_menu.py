"""The Badugi bots the game offers, weakest first: the one list the new-game dialog, the
saves and the arena read (a new level is one entry here).

Each factory imports its bot when first called (``core.bots.bot_from``): the hand-value
table and the search code behind the bots are not loaded for a start screen that only lists
them.
"""

from __future__ import annotations

from cardtable.core.bots import Bot, BotEntry, BotMenu, bot_from

BOTS = BotMenu(
    "badugi",
    (
        BotEntry("random", "Beginner (random)", bot_from("cardtable.badugi.bots:RandomBot")),
        BotEntry("basic", "Basic", bot_from("cardtable.badugi.bots:BasicBot")),
        # A yardstick: all-in at every chance. A bot that loses to it is broken.
        BotEntry("shove", "Shove", bot_from("cardtable.badugi.bots:ShoveBot"), listed=False),
        BotEntry("easy", "Easy", bot_from("cardtable.badugi.ai.players:easy")),
        BotEntry("medium", "Medium", bot_from("cardtable.badugi.ai.players:medium")),
        BotEntry("hard", "Hard", bot_from("cardtable.badugi.ai.players:hard")),
        # A yardstick: the simple player hard imagines the others to be.
        BotEntry(
            "policy", "Policy", bot_from("cardtable.badugi.ai.lookahead:PolicyBot"), listed=False
        ),
    ),
)


def make_bot(name: str, seed: int | None = None) -> Bot:
    """A new Badugi bot called ``name``; ValueError naming the known ones otherwise."""
    return BOTS.make(name, seed)
