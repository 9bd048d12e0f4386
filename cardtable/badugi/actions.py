"""What a player can do in Badugi, as values that can be logged, replayed and sent to bots."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.core.cards import Card, format_cards, parse_cards

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
        if not isinstance(data, dict) or data.get("kind") not in KINDS:
            raise ValueError(f"not a Badugi action: {data!r}")
        kind = data["kind"]
        amount = data.get("amount", 0)
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise ValueError(f"action amount must be a whole number: {data!r}")
        discard = tuple(parse_cards(data.get("discard", ""))) if kind == "draw" else ()
        return cls(kind, amount if kind in ("bet", "raise") else 0, discard)


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
