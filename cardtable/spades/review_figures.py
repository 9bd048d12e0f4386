"""The figures of a Spades hand review, card by card (no Qt): what each card the seat played
takes for its side and is worth in points, exact or as proven bounds, and what it cost.

Two measures, both with every hand open and everyone playing perfectly from then on:

- **tricks** (``dd.bounds``): the side's tricks from this trick on, by our rules (the lead
  rule included). Exact, or an interval where the search under the lead rule was cut short.
- **points** (``dd.stakes``): the side's points for the hand minus the opponents' (contracts
  made or set, nils made or broken; a bag counts for nothing). This is what a card is judged
  by: a nil bidder's card by whether his nil can still be kept, his partner's by the contract
  and the nil together, an opponent's by the contract and setting the nil. Without a nil the
  points follow the tricks; with one the review searches the points game itself
  (``PointsSearch``) and, where that search is cut short, gives an interval or leaves the
  card "not judged".

A cost is only claimed from what is proven: ``cost_points`` exactly where the card's points
and the best card's are exact; otherwise ``cost_at_least`` (the most the bounds prove, maybe
0) and no exact cost. ``cost_tricks`` is the trick difference behind a points cost: 0 when
the card cost no points (a lost overtrick, or a trick that changed nothing, costs nothing),
otherwise the best cards' tricks minus the card's, where both are exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.core.cards import Card
from cardtable.spades.dd.search import Bounds
from cardtable.spades.trick_rules import HIGH_RANK

Figure = int | list[int]
"""A figure as JSON: a number where exact, [low, high] where only bounds are proven."""


def figure(bounds: Bounds, plus: int = 0) -> Figure:
    low, high = bounds[0] + plus, bounds[1] + plus
    return low if low == high else [low, high]


@dataclass(frozen=True)
class Decision:
    """One card the seat played, with the figures of every card it could have played.

    ``tricks[c]``: bounds on the side's tricks from this trick on after card c; ``points[c]``:
    bounds on the side's margin for the hand after c (None: not judged, the search did not
    reach it); ``before``: tricks the side had already taken."""

    trick: int  # 1..13
    order: int  # 0: led the trick, 1..3: played second to fourth
    card: Card
    legal: tuple[Card, ...]
    tricks: dict[Card, Bounds]
    points: dict[Card, Bounds] | None
    before: int

    # -- tricks ------------------------------------------------------------------------------

    @property
    def side(self) -> Bounds:
        """The played card's tricks for the side from this trick on."""
        return self.tricks[self.card]

    @property
    def best_tricks(self) -> Bounds:
        """Bounds on the most tricks any card keeps (the max of the intervals)."""
        return max(b[0] for b in self.tricks.values()), max(b[1] for b in self.tricks.values())

    @property
    def tricks_exact(self) -> bool:
        return all(low == high for low, high in self.tricks.values())

    # -- points ------------------------------------------------------------------------------

    @property
    def judged(self) -> bool:
        """The card's cost in points is known exactly."""
        return self.cost_points is not None

    @property
    def best_points(self) -> Bounds | None:
        if self.points is None:
            return None
        return max(b[0] for b in self.points.values()), max(b[1] for b in self.points.values())

    @property
    def cost_points(self) -> int | None:
        """Points the card gave away against the best card, where both are exact."""
        best = self.best_points
        if self.points is None or best is None:
            return None
        low, high = self.points[self.card]
        if low != high or best[0] != best[1]:
            return None
        return best[0] - low

    @property
    def cost_at_least(self) -> int:
        """What the bounds prove the card cost in points at least (0 when they prove nothing;
        equal to ``cost_points`` where that is known)."""
        best = self.best_points
        if self.points is None or best is None:
            return 0
        return max(0, best[0] - self.points[self.card][1])

    @property
    def best_cards(self) -> tuple[Card, ...]:
        """The cards that may be best: by points where judged (then, of those, the ones
        keeping the most tricks need not be singled out: a bag is worth nothing), by tricks
        where no points were worked out. With intervals, every card not proven worse."""
        if self.points is not None:
            top = max(b[0] for b in self.points.values())
            return tuple(c for c in self.legal if self.points[c][1] >= top)
        top = max(b[0] for b in self.tricks.values())
        return tuple(c for c in self.legal if self.tricks[c][1] >= top)

    @property
    def best_proven(self) -> bool:
        """``best_cards`` are proven to be exactly the best cards: the best figure is exact and
        every other card is proven below it (otherwise they are only the cards not proven
        worse, and the review shows "?" for them)."""
        figures = self.points if self.points is not None else self.tricks
        top = max(low for low, _ in figures.values())
        return all(b == (top, top) or b[1] < top for b in figures.values())

    @property
    def cost_tricks(self) -> int | None:
        """The tricks behind the points cost: 0 when the card cost no points; the best cards'
        tricks minus this card's where it did and all are exact; None otherwise."""
        cost = self.cost_points
        if cost is None:
            return None
        if cost == 0:
            return 0
        best = [self.tricks[c] for c in self.best_cards]
        low, high = self.side
        if low != high or any(b[0] != b[1] for b in best):
            return None
        return max(0, max(b[0] for b in best) - low)

    @property
    def exact(self) -> bool:
        """Every figure this decision shows is exact: its cost in points and tricks, the
        card's tricks and the best card's."""
        low, high = self.side
        best = self.best_tricks
        return (
            self.cost_points is not None
            and self.cost_tricks is not None
            and low == high
            and best[0] == best[1]
        )

    def to_json(self) -> dict[str, Any]:
        points = self.points
        return {
            "trick": self.trick,
            "order": self.order,
            "card": str(self.card),
            "legal": [str(c) for c in self.legal],
            "exact": self.exact,
            "tricks": figure(self.side),
            "best": figure(self.best_tricks),
            "side_total": figure(self.side, self.before),
            "best_total": figure(self.best_tricks, self.before),
            "best_cards": [str(c) for c in self.best_cards],
            "best_cards_proven": self.best_proven,
            "points": None if points is None else figure(points[self.card]),
            "best_points": None if points is None else figure(self.best_points or (0, 0)),
            "cost_tricks": self.cost_tricks,
            "cost_points": self.cost_points,
            "cost_at_least_points": self.cost_at_least,
            "judged": self.judged,
            "cards": {
                str(c): {
                    "tricks": figure(self.tricks[c], self.before),
                    "points": None if points is None else figure(points[c]),
                }
                for c in self.legal
            },
        }


def interval_text(bounds: Bounds, plus: int = 0) -> str:
    """ "7" or "7-8" (an en dash): how a figure is written everywhere it is shown."""
    low, high = bounds[0] + plus, bounds[1] + plus
    return str(low) if low == high else f"{low}\u2013{high}"


def display_order(card: Card) -> tuple[int, int]:
    """Suits ♣ ♦ ♥ ♠, high cards first within a suit (ace high): how legal cards are listed."""
    return (int(card.suit), -HIGH_RANK[card.index])
