"""Spades table settings: every *option* of RULES.md's Spades part, with its default.

The settings are a frozen value so a running game can never change its rules under the
players' feet, and they serialise to a plain dict so records and saves carry them in full.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from cardtable.core.validate import shown

CLOCKWISE = "clockwise"
COUNTERCLOCKWISE = "counterclockwise"
DIRECTIONS = (CLOCKWISE, COUNTERCLOCKWISE)
PLAYER_COUNTS = (3, 4, 5, 6)
MAX_POINTS = 1_000_000
"""Largest size of any numeric rule (targets, values, limits): beyond it a setting is not a
game anyone plays, only a way to make one never end."""


@dataclass(frozen=True)
class SpadesRules:
    """The table's options (RULES.md, Spades). Defaults are the standard four-player game.

    ``blind_nil_behind``: blind nil may be bid only when the bidder's team trails the best
    other team by at least this many points; 0 means always (RULES.md "default 0 = always").
    """

    players: int = 4
    direction: str = CLOCKWISE
    blind_nil: bool = True
    blind_nil_behind: int = 0
    spades_lead_any_time: bool = False
    bag_penalty: bool = True
    bag_limit: int = 10
    bag_penalty_points: int = 100
    nil_value: int = 100
    blind_nil_value: int = 200
    target: int = 500
    loss_threshold: int = -200

    def __post_init__(self) -> None:
        self._check()

    def _check(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            want = bool if f.type in ("bool", bool) else (str if f.type in ("str", str) else int)
            # bool is a subclass of int: refuse True/False where a number is wanted.
            if not isinstance(value, want) or (want is int and isinstance(value, bool)):
                raise ValueError(f"rule {f.name} must be a {want.__name__}, not {shown(value)}")
            if isinstance(value, int) and not -MAX_POINTS <= value <= MAX_POINTS:
                raise ValueError(f"rule {f.name} must be within ±{MAX_POINTS:,}, not {value}")
        if self.players not in PLAYER_COUNTS:
            raise ValueError(f"Spades is played by 3, 4, 5 or 6 players, not {self.players}")
        if self.direction not in DIRECTIONS:
            raise ValueError(
                f"direction must be {CLOCKWISE!r} or {COUNTERCLOCKWISE!r}, "
                f"not {shown(self.direction)}"
            )
        if self.blind_nil_behind < 0:
            raise ValueError("blind_nil_behind is a number of points and cannot be negative")
        if self.bag_limit < 1:
            raise ValueError("bag_limit must be at least 1 bag")
        if self.bag_penalty_points < 0:
            raise ValueError("bag_penalty_points is points lost and cannot be negative")
        if self.nil_value < 0 or self.blind_nil_value < 0:
            raise ValueError("nil and blind nil values cannot be negative")
        if self.target <= 0:
            raise ValueError(f"the target must be above 0 points, not {self.target}")
        if self.loss_threshold >= 0:
            raise ValueError(
                f"the loss threshold must be below 0 points, not {self.loss_threshold}"
            )
        if self.target <= self.loss_threshold:
            raise ValueError("the target must be higher than the loss threshold")

    # -- derived facts about the table ------------------------------------------------------

    @property
    def team_count(self) -> int:
        """Partnerships with 4 or 6 players; otherwise everyone plays alone."""
        return {4: 2, 6: 3}.get(self.players, self.players)

    def team_of(self, seat: int) -> int:
        """4 players: seats 0&2, 1&3; 6 players: partners opposite (0&3, 1&4, 2&5)."""
        return seat % self.team_count

    @property
    def hand_size(self) -> int:
        """Cards each player holds, which is also the number of tricks in a hand."""
        return {3: 17, 4: 13, 5: 10, 6: 17}[self.players]

    @property
    def max_bid(self) -> int:
        """The highest bid: every trick of the hand."""
        return self.hand_size

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> SpadesRules:
        """Rebuild from ``to_json``; unknown keys are an error, missing keys take defaults."""
        if not isinstance(data, dict):
            raise ValueError("rules must be a JSON object")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown Spades rule(s): {shown(unknown)}")
        return cls(**data)
