"""What a player can do in Badugi, as values that can be logged, replayed and sent to bots."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.core.cards import Card, format_cards, parse_cards
from cardtable.core.errors import IllegalAction
from cardtable.core.validate import shown

KINDS = ("fold", "check", "call", "bet", "raise", "draw")


@dataclass(frozen=True)
class Action:
    """One decision. ``amount`` is the player's total bet for the round after a bet or raise
    ("raise to"), so that replaying never depends on what was in front of him. ``discard`` is
    the cards thrown in a draw (empty: standing pat)."""

    kind: str
    amount: int = 0
    discard: tuple[Card, ...] = ()

    @staticmethod
    def fold() -> Action:
        return Action("fold")

    @staticmethod
    def check() -> Action:
        return Action("check")

    @staticmethod
    def call() -> Action:
        return Action("call")

    @staticmethod
    def bet(to: int) -> Action:
        return Action("bet", to)

    @staticmethod
    def raise_to(to: int) -> Action:
        return Action("raise", to)

    @staticmethod
    def draw(cards: Any = ()) -> Action:
        """Discard ``cards`` (cards or card text) and draw as many; ``draw()`` stands pat."""
        return Action("draw", 0, tuple(parse_cards(cards)))

    @staticmethod
    def stand_pat() -> Action:
        return Action("draw")

    def __str__(self) -> str:
        if self.kind in ("bet", "raise"):
            return f"{self.kind} to {self.amount}"
        if self.kind == "draw":
            return f"discard {format_cards(self.discard)}" if self.discard else "stand pat"
        return self.kind

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.kind in ("bet", "raise"):
            d["amount"] = self.amount
        if self.kind == "draw":
            d["discard"] = format_cards(self.discard)
        return d

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Read an action written by ``to_json``; ValueError (IllegalAction) if malformed."""
        if not isinstance(data, dict) or data.get("kind") not in KINDS:
            raise ValueError(f"not a Badugi action: {shown(data)}")
        unknown = set(data) - {"kind", "amount", "discard"}
        if unknown:
            raise ValueError(f"unknown fields in a Badugi action: {shown(sorted(unknown))}")
        kind = data["kind"]
        amount = data.get("amount", 0)
        discard_text = data.get("discard", "")
        if not isinstance(discard_text, str) or len(discard_text) > 40:
            raise ValueError(f"a discard must be card text, not {shown(discard_text)}")
        return check_action(cls(kind, amount, tuple(parse_cards(discard_text))))


def check_action(action: Any) -> Action:
    """``action`` if it is well formed, else IllegalAction saying what is wrong with it
    (``action_problem``, raised)."""
    problem = action_problem(action)
    if problem is not None:
        raise problem
    return action


def action_problem(action: Any) -> IllegalAction | None:
    """What is wrong with ``action`` as a value (None: it is a well-formed Badugi action).

    The engine checks this before the rules: a value like ``Action("raise", 4.5)`` or
    ``Action("bet", True)`` must be refused, not played (and then saved in a form no load
    accepts) nor allowed to fail later with a TypeError.
    """
    if not isinstance(action, Action):
        return IllegalAction("not_an_action", f"not a Badugi action: {shown(action)}")
    kind = action.kind
    if not isinstance(kind, str) or kind not in KINDS:
        return IllegalAction(
            "unknown_action", f"{shown(kind)} is not a Badugi action (one of {', '.join(KINDS)})"
        )
    amount = action.amount
    whole = isinstance(amount, int) and not isinstance(amount, bool)
    if kind not in ("bet", "raise"):
        # Checked first so the message fits the kind: a draw or a call "needs" no chips.
        if not whole or amount != 0:
            return IllegalAction("bad_amount", f"a {kind} takes no amount (got {shown(amount)})")
    elif not whole:
        return IllegalAction(
            "bad_amount", f"a {kind} needs a whole number of chips, not {shown(amount)}"
        )
    discard = action.discard
    if not isinstance(discard, tuple) or not all(isinstance(c, Card) for c in discard):
        return IllegalAction(
            "bad_discard", f"a discard must be a tuple of cards, not {shown(discard)}"
        )
    if kind != "draw" and discard:
        return IllegalAction("bad_discard", f"a {kind} discards no cards")
    return None


@dataclass(frozen=True)
class LegalActions:
    """The choices open to the seat to act.

    Betting: ``kinds`` among fold/check/call/bet/raise, ``call_amount`` chips to call,
    ``min_to``/``max_to`` the range of a bet or raise (totals for the round). Drawing:
    ``kinds == {"draw"}`` and ``max_discard`` cards at most.
    """

    seat: int
    kinds: frozenset[str]
    call_amount: int = 0
    min_to: int = 0
    max_to: int = 0
    max_discard: int = 0

    def allows(self, kind: str) -> bool:
        return kind in self.kinds
