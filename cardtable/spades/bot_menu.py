"""The Spades bots the game offers, weakest first: the one list the new-game dialog, the
saves and the arena read (a new level is one entry here).

Each factory imports its bot when first called (``core.bots.bot_from``): the search code
behind the strong bots is not loaded for a start screen that only lists them.
"""

from __future__ import annotations

from cardtable.core.bots import Bot, BotEntry, BotMenu, bot_from

BOTS = BotMenu(
    "spades",
    (
        BotEntry("random", "Beginner (random)", bot_from("cardtable.spades.bots:RandomBot")),
        BotEntry("basic", "Basic", bot_from("cardtable.spades.bots:BasicBot")),
        BotEntry("easy", "Easy", bot_from("cardtable.spades.ai.bots:EasyBot")),
        BotEntry("medium", "Medium", bot_from("cardtable.spades.ai.bots:MediumBot")),
        BotEntry("hard", "Hard", bot_from("cardtable.spades.ai.bots:HardBot")),
        # A yardstick for the arena (information-set MCTS), not offered at the table.
        BotEntry("ismcts", "ISMCTS", bot_from("cardtable.spades.ai.bots:IsmctsBot"), listed=False),
        # hard with its own-card tree away from four players (issue 28's candidate): arena only.
        BotEntry(
            "hard-own",
            "Hard (own-card tree)",
            bot_from("cardtable.spades.ai.bots:HardOwnTreeBot"),
            listed=False,
        ),
    ),
)


def make_bot(name: str, seed: int | None = None) -> Bot:
    """A new Spades bot called ``name``; ValueError naming the known ones otherwise."""
    return BOTS.make(name, seed)
