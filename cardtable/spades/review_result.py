"""What a Spades hand review finds (no Qt): one seat's ``HandReview`` of one hand, with the
coach's figures at its bid (``CoachFigures``); ``spades.review`` works them out, the panel,
the replayer and ``cardtable-review --json`` (``HandReview.to_json``) show them. Kept apart
so the worker process and the panel share the plain data without the search."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.spades.actions import BLIND_NIL, NIL, BidValue
from cardtable.spades.coach_close import BidChoice
from cardtable.spades.review_figures import Decision


@dataclass(frozen=True)
class CoachFigures:
    """The coach's answer at the seat's turn to bid: its bid, the tricks the hand takes played
    to win (mean, best number to bid, chance of each number) and played for nil. ``blind``:
    the seat bid without looking (blind nil), so these are for the cards as dealt."""

    bid: BidValue
    expected_tricks: float
    best_number: int
    trick_distribution: tuple[float, ...]
    p_nil: float
    nil_worth_it: bool
    blind: bool
    points: float = 0.0
    """The coach's bid's average points on its deals."""
    close: tuple[BidChoice, ...] = ()
    """Its neighbours and nil on the same deals (``coach_close``), as the table shows them."""
    game_counted: tuple[float, ...] = ()
    """Where the points count the game's end on some deals, the figures that say how
    (``Advice.game_counted``); empty where they are points alone."""

    @property
    def as_good(self) -> tuple[BidChoice, ...]:
        """The bids as good as the coach's on its deals."""
        return tuple(c for c in self.close if c.as_good)

    def to_json(self) -> dict[str, Any]:
        return {
            "bid": self.bid,
            "expected_tricks": round(self.expected_tricks, 2),
            "best_number": self.best_number,
            "distribution": [round(p, 3) for p in self.trick_distribution],
            "p_nil": round(self.p_nil, 3),
            "nil_worth_it": self.nil_worth_it,
            "blind": self.blind,
            "points": round(self.points, 2),
            "close": [c.to_json() for c in self.close],
            "as_good": [c.bid for c in self.as_good],
            "game_counted": list(self.game_counted),
        }


@dataclass(frozen=True)
class HandReview:
    """One seat's review of one hand (see the module docstring)."""

    hand: int
    seat: int
    names: tuple[str, ...]
    bids: tuple[BidValue, ...]
    took: tuple[int, ...]
    decisions: tuple[Decision, ...]
    coach: CoachFigures | None
    players: int = 4
    """The table's size. At four players the figures are double-dummy (the two sides
    against each other); at 3, 5 and 6 they are paranoid (``review_sizes``: what the side
    could make sure of, every other seat against it) and points are the side's own."""

    @property
    def paranoid(self) -> bool:
        return self.players != 4

    @property
    def team(self) -> int:
        return self.seat % {4: 2, 6: 3}.get(self.players, self.players)

    @property
    def members(self) -> tuple[int, ...]:
        """The seat and its partner (four and six players), or the seat alone."""
        teams = {4: 2, 6: 3}.get(self.players, self.players)
        return tuple(s for s in range(self.players) if s % teams == self.team)

    @property
    def partner(self) -> int | None:
        others = [s for s in self.members if s != self.seat]
        return others[0] if others else None

    def side(self, seat: int) -> str:
        """ "you", "partner" or "opponent", from the reviewed seat's side."""
        if seat == self.seat:
            return "you"
        return "partner" if seat == self.partner else "opponent"

    @property
    def side_tricks(self) -> int:
        return sum(self.took[s] for s in self.members)

    @property
    def contract(self) -> int:
        """The side's contract: its members' bids other than nil."""
        return sum(int(self.bids[s]) for s in self.members if _counts(self.bids[s]))

    @property
    def contract_tricks(self) -> int:
        """The side's tricks that count toward its contract (a nil bidder's never do)."""
        return sum(self.took[s] for s in self.members if _counts(self.bids[s]))

    @property
    def margin(self) -> int | None:
        """Tricks over the contract (made by), or under it (negative: set by); None
        without a contract (both partners bid nil)."""
        return self.contract_tricks - self.contract if self.contract else None

    @property
    def total_cost(self) -> int:
        """Tricks the seat's cards cost, from exact costs only."""
        return sum(d.cost_tricks or 0 for d in self.decisions)

    @property
    def total_cost_points(self) -> int:
        """Points the seat's cards cost, from exact costs only."""
        return sum(d.cost_points or 0 for d in self.decisions)

    @property
    def costly(self) -> int:
        """Cards proven to have cost the side points."""
        return sum(1 for d in self.decisions if (d.cost_points or 0) > 0)

    @property
    def at_least(self) -> list[Decision]:
        """Cards not judged exactly whose bounds prove a cost of at least a point."""
        return [d for d in self.decisions if not d.judged and d.cost_at_least > 0]

    @property
    def unjudged(self) -> int:
        """Cards whose cost in points is not proven exactly."""
        return sum(1 for d in self.decisions if not d.judged)

    @property
    def exact(self) -> bool:
        return all(d.exact for d in self.decisions)

    def nils(self) -> list[tuple[int, str, bool]]:
        """(seat, side, made) for each nil or blind nil bid at the table."""
        return [
            (s, self.side(s), self.took[s] == 0)
            for s in range(self.players)
            if self.bids[s] in (NIL, BLIND_NIL)
        ]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "spades",
            "hand": self.hand,
            "seat": self.seat,
            "team": self.team,
            "players": list(self.names),
            "table_size": self.players,
            "measure": "paranoid" if self.paranoid else "double-dummy",
            "bids": list(self.bids),
            "took": list(self.took),
            "contract": self.contract,
            "contract_tricks": self.contract_tricks,
            "side_tricks": self.side_tricks,
            "made_by": self.margin,
            "nils": [
                {"seat": s, "side": side, "bid": self.bids[s], "made": made}
                for s, side, made in self.nils()
            ],
            "coach": None if self.coach is None else self.coach.to_json(),
            "decisions": [d.to_json() for d in self.decisions],
            "total_cost_tricks": self.total_cost,
            "total_cost_points": self.total_cost_points,
            "costly_cards": self.costly,
            "at_least_cards": len(self.at_least),
            "at_least_points": sum(d.cost_at_least for d in self.at_least),
            "unjudged": self.unjudged,
            "exact": self.exact,
        }


def _counts(bid: BidValue) -> bool:
    return bid not in (NIL, BLIND_NIL)
