"""Words for Badugi at the table: hand names, actions and log lines, all translated.

The engine names hands and actions in English for records and tests; the table shows them in
the player's language, so they are rebuilt here from the engine's values rather than
translated as whole English sentences.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.badugi.events import (
    AntePosted,
    BetReturned,
    BlindPosted,
    CardsDrawn,
    Event,
    HandEnded,
    HandMucked,
    HandShown,
    HandStarted,
    PlayerActed,
    PotAwarded,
    RoundEnded,
    StubReshuffled,
)
from cardtable.badugi.facts import hand_value
from cardtable.badugi.hand_value import CLASSES, HandValue
from cardtable.core.errors import IllegalAction
from cardtable.core.history import fact_int, fact_text
from cardtable.gui.common.card_glyphs import rank_text
from cardtable.gui.common.card_words import cards_text
from cardtable.gui.common.figures import grouped
from cardtable.gui.common.words import plural

translate = QCoreApplication.translate


def hand_name(value: HandValue) -> str:
    """ "8-7-3-2 badugi", "three-card 4-3-2" in the player's language."""
    return class_name(value.strength)


def class_name(strength: int) -> str:
    """A hand's strength class by name (``hand_value.CLASSES``), in the player's language:
    the table's hand names and the review's reasons ("with a three-card 4-3-2")."""
    size, ranks = CLASSES[strength]
    text = "-".join(rank_text(r) for r in ranks)
    if size == 4:
        return translate("BadugiText", "{0} badugi").format(text)
    if size == 3:
        return translate("BadugiText", "three-card {0}").format(text)
    if size == 2:
        return translate("BadugiText", "two-card {0}").format(text)
    return translate("BadugiText", "one-card {0}").format(text)


def structure_name(structure: str) -> str:
    return {
        "fixed": translate("BadugiText", "Fixed limit"),
        "pot": translate("BadugiText", "Pot limit"),
        "half_pot": translate("BadugiText", "Half-pot limit"),
        "no_limit": translate("BadugiText", "No limit"),
    }.get(structure, structure)


def rules_summary(rules: Mapping[str, Any]) -> str:
    """ "pot limit, single draw": a sitting's stored rules (``BadugiHistory.game_rules``) as
    its row of the history names them. "" when none were stored (a sitting from before they
    were kept); a value the game does not write (an edited file) is left out."""
    structure = {
        "fixed": translate("BadugiText", "fixed limit"),
        "pot": translate("BadugiText", "pot limit"),
        "half_pot": translate("BadugiText", "half-pot limit"),
        "no_limit": translate("BadugiText", "no limit"),
    }.get(fact_text(rules, "structure") or "")
    draws = {
        1: translate("BadugiText", "single draw"),
        3: translate("BadugiText", "triple draw"),
    }.get(fact_int(rules, "draws") or 0)
    return ", ".join(part for part in (structure, draws) if part)


def draw_name(draw_no: int, draws: int) -> str:
    """The draw's table name: breakfast, lunch, dinner in triple draw."""
    if draws == 1:
        return translate("BadugiText", "the draw")
    return [
        translate("BadugiText", "draw 1 (breakfast)"),
        translate("BadugiText", "draw 2 (lunch)"),
        translate("BadugiText", "draw 3 (dinner)"),
    ][draw_no]


def street_name(street: int, draws: int) -> str:
    if street == 0:
        return translate("BadugiText", "first betting round")
    if street >= draws:
        return translate("BadugiText", "final betting round")
    return translate("BadugiText", "betting round {0}").format(street + 1)


def drew_text(count: int | None) -> str:
    """What a seat's plate says about its last draw."""
    if count is None:
        return ""
    return (
        translate("BadugiText", "pat")
        if count == 0
        else translate("BadugiText", "drew {0}").format(count)
    )


def action_text(kind: str, amount: int, all_in: bool = False) -> str:
    """A betting action as the seat plate and log say it: "Call 2", "Raise to 8"."""
    text = {
        "fold": translate("BadugiText", "Fold"),
        "check": translate("BadugiText", "Check"),
        "call": translate("BadugiText", "Call {0}"),
        "bet": translate("BadugiText", "Bet {0}"),
        "raise": translate("BadugiText", "Raise to {0}"),
    }.get(kind, kind)
    text = text.format(grouped(amount))
    return translate("BadugiText", "{0} (all-in)").format(text) if all_in else text


def win_text(seat: int, you: int, names: Sequence[str], amount: int) -> str:
    """ "You win 12" for the person, "Mina wins 12" for anyone else."""
    if seat == you:
        return translate("BadugiText", "You win {0}").format(grouped(amount))
    return translate("BadugiText", "{0} wins {1}").format(names[seat], grouped(amount))


def event_line(
    event: Event, names: Sequence[str], draws: int, you: int | None = None
) -> str | None:
    """One readable log line for ``event`` (already redacted for the person), or None.
    ``you``: the person's seat, whose showing, mucking and winning read as his ("You win
    4 from the pot", not "You: wins 4 from the pot")."""

    def who(seat: int) -> str:
        return names[seat]

    # Lines start "name: ..." so they read the same for "You" and for a bot, in both
    # languages, without verb agreement.

    if isinstance(event, HandStarted):
        return translate("BadugiText", "— Hand {0} · button: {1} —").format(
            event.hand_no + 1, who(event.button)
        )
    if isinstance(event, AntePosted):
        return translate("BadugiText", "{0}: ante {1}").format(
            who(event.seat), grouped(event.amount)
        )
    if isinstance(event, BlindPosted):
        if event.blind == "small":
            return translate("BadugiText", "{0}: small blind {1}").format(
                who(event.seat), grouped(event.amount)
            )
        return translate("BadugiText", "{0}: big blind {1}").format(
            who(event.seat), grouped(event.amount)
        )
    if isinstance(event, PlayerActed):
        added = event.amount if event.kind in ("bet", "raise") else event.added
        return f"{who(event.seat)}: {action_text(event.kind, added, event.all_in)}"
    if isinstance(event, RoundEnded):
        total = sum(a for a, _ in event.pots)
        return translate("BadugiText", "Pot {0}").format(grouped(total)) if total else None
    if isinstance(event, BetReturned):
        return translate("BadugiText", "{0}: uncalled {1} returned").format(
            who(event.seat), grouped(event.amount)
        )
    if isinstance(event, StubReshuffled):
        return plural(
            event.cards,
            translate("BadugiText", "The discards are shuffled into a new stub ({0} card)"),
            translate("BadugiText", "The discards are shuffled into a new stub ({0} cards)"),
        )
    if isinstance(event, CardsDrawn):
        # "drew 3", as the pill on his cards and his plate say it: "3 cards · draw 1
        # (breakfast)" read as if he held three cards, or drew one.
        if event.count == 0:
            what = translate("BadugiText", "stand pat")
        else:
            what = drew_text(event.count)
        line = f"{who(event.seat)}: {what}"
        if draws > 1:  # with one draw there is no need to say which
            line += f" · {draw_name(event.draw, draws)}"
        if event.received:
            line += "  " + translate("BadugiText", "[out {0}, in {1}]").format(
                cards_text(event.discarded), cards_text(event.received)
            )
        return line
    if isinstance(event, HandShown):
        shown, name = cards_text(event.cards), hand_name(hand_value(event.cards))
        if event.seat == you:
            return translate("BadugiText", "You show {0} ({1})").format(shown, name)
        return translate("BadugiText", "{0}: shows {1} ({2})").format(who(event.seat), shown, name)
    if isinstance(event, HandMucked):
        if event.seat == you:
            return translate("BadugiText", "You muck")
        return translate("BadugiText", "{0}: mucks").format(who(event.seat))
    if isinstance(event, PotAwarded):
        pot = (
            translate("BadugiText", "the pot")
            if event.index == 0
            else translate("BadugiText", "side pot {0}").format(event.index)
        )
        return "; ".join(
            translate("BadugiText", "You win {0} from {1}").format(grouped(won), pot)
            if seat == you
            else translate("BadugiText", "{0}: wins {1} from {2}").format(
                who(seat), grouped(won), pot
            )
            for seat, won in event.shares
        )
    if isinstance(event, HandEnded):
        return None
    return None


def refusal_text(refusal: IllegalAction) -> str:
    """Why the person's action was refused, by the rule's code (``IllegalAction.rule``);
    the engine's own English words for a rule without a message of ours. (The table's
    translation context: these were its texts.)"""
    messages = {
        "bet_size": translate("BadugiTable", "That amount is not allowed here."),
        "draw_limit": translate("BadugiTable", "Too many cards for this draw."),
        "no_check": translate("BadugiTable", "You cannot check: there is a bet to call or fold."),
        "no_fold": translate(
            "BadugiTable", "There is nothing to call, so you cannot fold: check with C."
        ),
        "not_your_turn": translate("BadugiTable", "It is not your turn."),
        "hand_over": translate("BadugiTable", "The hand is over."),
    }
    return messages.get(refusal.rule, str(refusal))
