"""Words for Badugi at the table: hand names, actions and log lines, all through tr().

The engine names hands and actions in English for records and tests; the table shows them in
the player's language, so they are rebuilt here from the engine's values rather than
translated as whole English sentences.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.badugi.events import (
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
from cardtable.badugi.hand_value import CLASSES, HandValue
from cardtable.core.cards import Card

_RANK_TEXT = "A23456789TJQK"


def tr(text: str) -> str:
    return QCoreApplication.translate("BadugiText", text)


def hand_name(value: HandValue) -> str:
    """"8-7-3-2 badugi", "three-card 4-3-2" in the player's language."""
    size, ranks = CLASSES[value.strength]
    text = "-".join(_RANK_TEXT[r - 1] for r in ranks)
    if size == 4:
        return tr("{0} badugi").format(text)
    if size == 3:
        return tr("three-card {0}").format(text)
    if size == 2:
        return tr("two-card {0}").format(text)
    return tr("one-card {0}").format(text)


def structure_name(structure: str) -> str:
    return {
        "fixed": tr("Fixed limit"),
        "pot": tr("Pot limit"),
        "half_pot": tr("Half-pot limit"),
        "no_limit": tr("No limit"),
    }.get(structure, structure)


def draw_name(draw_no: int, draws: int) -> str:
    """The draw's table name: breakfast, lunch, dinner in triple draw."""
    if draws == 1:
        return tr("the draw")
    return [tr("draw 1 (breakfast)"), tr("draw 2 (lunch)"), tr("draw 3 (dinner)")][draw_no]


def street_name(street: int, draws: int) -> str:
    if street == 0:
        return tr("first betting round")
    if street >= draws:
        return tr("final betting round")
    return tr("betting round {0}").format(street + 1)


def drew_text(count: int | None) -> str:
    """What a seat's plate says about its last draw."""
    if count is None:
        return ""
    return tr("pat") if count == 0 else tr("drew {0}").format(count)


def action_text(kind: str, amount: int, all_in: bool = False) -> str:
    """A betting action as the seat plate and log say it: "Call 2", "Raise to 8"."""
    text = {
        "fold": tr("Fold"),
        "check": tr("Check"),
        "call": tr("Call {0}"),
        "bet": tr("Bet {0}"),
        "raise": tr("Raise to {0}"),
    }.get(kind, kind)
    text = text.format(amount)
    return tr("{0} (all-in)").format(text) if all_in else text


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(c.symbol_text for c in cards)


def event_line(event: Event, names: Sequence[str], draws: int) -> str | None:
    """One readable log line for ``event`` (already redacted for the person), or None."""

    def who(seat: int) -> str:
        return names[seat]

    if isinstance(event, HandStarted):
        return tr("— Hand {0}: {1} has the button —").format(event.hand_no + 1, who(event.button))
    if isinstance(event, BlindPosted):
        if event.blind == "small":
            return tr("{0} posts the small blind {1}").format(who(event.seat), event.amount)
        return tr("{0} posts the big blind {1}").format(who(event.seat), event.amount)
    if isinstance(event, PlayerActed):
        added = event.amount if event.kind in ("bet", "raise") else event.added
        return f"{who(event.seat)}: {action_text(event.kind, added, event.all_in)}"
    if isinstance(event, RoundEnded):
        total = sum(a for a, _ in event.pots)
        return tr("Pot {0}").format(total) if total else None
    if isinstance(event, StubReshuffled):
        return tr("The discards are shuffled into a new stub ({0} cards)").format(event.cards)
    if isinstance(event, CardsDrawn):
        if event.count == 0:
            line = tr("{0} stands pat ({1})").format(who(event.seat), draw_name(event.draw, draws))
        else:
            line = tr("{0} draws {1} ({2})").format(
                who(event.seat), event.count, draw_name(event.draw, draws)
            )
        if event.received:
            line += "  " + tr("[out {0}, in {1}]").format(
                cards_text(event.discarded), cards_text(event.received)
            )
        return line
    if isinstance(event, HandShown):
        from cardtable.badugi.hand_value import evaluate

        return tr("{0} shows {1}: {2}").format(
            who(event.seat), cards_text(event.cards), hand_name(evaluate(event.cards))
        )
    if isinstance(event, HandMucked):
        return tr("{0} mucks").format(who(event.seat))
    if isinstance(event, PotAwarded):
        pot = tr("the pot") if event.index == 0 else tr("side pot {0}").format(event.index)
        return "; ".join(
            tr("{0} wins {1} from {2}").format(who(seat), chips, pot)
            for seat, chips in event.shares
        )
    if isinstance(event, HandEnded):
        return None
    return None
