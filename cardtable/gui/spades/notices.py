"""What the Spades table's notice line says: why an action was refused (from the engine's
rule code, so the words are the player's language while the reason is the engine's), whose
turn it is, and the finished hand's result line.

The texts keep the table's translation context ("SpadesTable"): they were the table's own
before they had a module.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.core.errors import IllegalAction
from cardtable.gui.spades import text
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import HandRecord

translate = QCoreApplication.translate


def refusal_text(refusal: IllegalAction) -> str:
    """The person's words for a refused action; the engine's English for a rule the table
    never expects (a bug worth reading as it is)."""
    messages = {
        "must_follow_suit": translate("SpadesTable", "You must follow the suit that was led."),
        "spades_not_broken": translate(
            "SpadesTable",
            "Spades cannot be led until a spade has been played (unless you hold only spades).",
        ),
        "not_your_turn": translate("SpadesTable", "It is not your turn."),
        "hand_over": translate("SpadesTable", "The hand is over."),
    }
    return messages.get(refusal.rule, str(refusal))


def turn_notice(
    thinking: str | None,
    blind: bool,
    bidding: bool,
    coach_thinking: bool,
    playing: bool,
    explained: bool,
    queued: bool = False,
) -> str | None:
    """The notice for the position: ``thinking`` names a computer player thinking, the rest
    say what the person may do; ``queued``: a hint waits for the person's turn (H pressed
    out of turn), which the notice keeps saying until then. None leaves the notice as it is
    (it explains a refused card until the person moves); an empty string clears it."""
    if thinking is not None:
        if queued:
            return translate(
                "SpadesTable", "{0} is thinking… Your hint comes at your turn."
            ).format(thinking)
        return translate("SpadesTable", "{0} is thinking…").format(thinking)
    if blind:
        return translate(
            "SpadesTable", "Your cards are face down: bid blind nil, or look at your cards."
        )
    if bidding and coach_thinking:
        return translate("SpadesTable", "The coach is thinking…")
    if bidding:
        # Typing the number chooses the bid (1 then 2: 12): said here, where the bid is made.
        return translate(
            "SpadesTable",
            "Your bid: how many tricks will you take? Type the number or use the arrows.",
        )
    if playing:
        return None if explained else translate("SpadesTable", "Your turn: play a card.")
    if queued:
        return queued_words()
    return ""


def early_key_words(to_play: str | None) -> str:
    """What the notice says to a card's or a bid's key pressed before the person's turn
    (``to_play``: who is to play or bid, None while the cards still move towards his turn):
    the key did nothing and said nothing."""
    if to_play is None:
        return translate("SpadesTable", "Not your turn yet: the cards are still moving.")
    return translate("SpadesTable", "Not your turn yet: {0} is to play.").format(to_play)


def no_trick_words() -> str:
    """What the notice says to T, Shift+T or L before any trick of the hand is taken (in
    the bidding, at the first trick): those keys are greyed there, and did nothing and said
    nothing."""
    return translate("SpadesTable", "No trick has been taken yet this hand.")


def face_down_words(look: str, blind: str) -> str:
    """What the notice says to Enter, a digit, an arrow or B pressed while the person's
    cards lie face down at his bid (blind nil open): those keys did nothing and said
    nothing; ``look`` and ``blind`` are the keys that work there (C, Shift+B)."""
    return translate(
        "SpadesTable",
        "Your cards are still face down: look at them with {0}, or bid blind nil with {1}.",
    ).format(look, blind)


def queued_words() -> str:
    """What the notice line (and a screen reader) says while a hint waits for the person's
    turn (H pressed out of turn)."""
    return translate("SpadesTable", "The hint will be shown when it is your turn.")


def hand_result_line(record: HandRecord | None, names: Sequence[str], rules: SpadesRules) -> str:
    """ "Hand 3: You & Tom +62   Mina & Jisoo -40" in the middle of the felt after a hand."""
    if record is None or record.scores is None:
        return ""
    parts = [f"{text.team_name(s.team, names, rules)} {s.hand_points:+d}" for s in record.scores]
    return translate("SpadesTable", "Hand {0}: {1}").format(record.number, "   ".join(parts))
