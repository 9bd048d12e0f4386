"""Table settings for Badugi, each with the default RULES.md gives, and their validation."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from cardtable.core.validate import shown

STRUCTURES = ("fixed", "pot", "half_pot", "no_limit")

MAX_CHIPS = 2**31 - 1
"""Largest blind or stack a saved table may hold: far above any real game (the new-game
dialog offers up to a million), and the most the table's bet box (32-bit) can show."""


def _whole(value: Any) -> bool:
    """A whole number that is not a bool (JSON's ``true`` is a Python int)."""
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class BadugiRules:
    """Everything about the game that is a setting rather than a fixed rule.

    ``draw_limits[i]`` caps the cards one player may change in draw ``i`` (``None``: up to 4);
    seed 000 plays with lower limits at lunch and dinner. In fixed limit ``big_blind`` is the
    small bet and the big bet is twice it. ``ante``: dead chips every seat dealt in posts
    before the blinds (a tournament's later levels; 0 at a cash table).
    """

    structure: str = "fixed"
    small_blind: int = 1
    big_blind: int = 2
    draws: int = 3
    max_raises: int = 3
    uncapped_heads_up: bool = False
    draw_limits: tuple[int | None, ...] = field(default=(None, None, None))
    ante: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.structure, str) or self.structure not in STRUCTURES:
            raise ValueError(
                f"unknown betting structure {shown(self.structure)} "
                f"(choose {', '.join(STRUCTURES)})"
            )
        if not _whole(self.draws) or self.draws not in (1, 3):
            raise ValueError(f"Badugi is played with 1 or 3 draws, not {shown(self.draws)}")
        if not (_whole(self.big_blind) and 2 <= self.big_blind <= MAX_CHIPS):
            raise ValueError(
                f"the big blind must be a whole number of 2 to {MAX_CHIPS} chips, "
                f"not {shown(self.big_blind)}"
            )
        if not (_whole(self.small_blind) and 1 <= self.small_blind <= self.big_blind):
            raise ValueError("the small blind must be at least 1 chip and at most the big blind")
        if self.structure == "fixed" and self.small_blind * 2 != self.big_blind:
            raise ValueError(
                "in fixed limit the small blind is half the small bet (= the big blind)"
            )
        if not (_whole(self.ante) and 0 <= self.ante <= MAX_CHIPS):
            raise ValueError(f"the ante must be a whole number of 0 to {MAX_CHIPS} chips")
        if not (_whole(self.max_raises) and 1 <= self.max_raises <= 99):
            raise ValueError("the raise cap must allow 1 to 99 raises")
        if not isinstance(self.uncapped_heads_up, bool):
            raise ValueError(
                f"uncapped_heads_up must be true or false, not {shown(self.uncapped_heads_up)}"
            )
        if not isinstance(self.draw_limits, tuple | list):
            raise ValueError(f"draw limits must be a list, not {shown(self.draw_limits)}")
        limits = tuple(self.draw_limits)
        if len(limits) < self.draws:
            limits = limits + (None,) * (self.draws - len(limits))
        if len(limits) > self.draws:
            if any(x is not None for x in limits[self.draws :]):
                raise ValueError(
                    f"draw limits given for {len(limits)} draws, the game has {self.draws}"
                )
            limits = limits[: self.draws]
        for lim in limits:
            if lim is not None and not (_whole(lim) and 0 <= lim <= 4):
                raise ValueError(f"a draw limit must be 0 to 4 cards, not {shown(lim)}")
        object.__setattr__(self, "draw_limits", limits)

    @property
    def rounds(self) -> int:
        """Betting rounds in a hand: one more than the draws."""
        return self.draws + 1

    def bet_size(self, street: int) -> int:
        """Fixed-limit bet for betting round ``street`` (0-based): small bet in the first half
        of the rounds, big bet in the second (triple draw: rounds 1-2 small, 3-4 big; single
        draw: small before the draw, big after)."""
        return self.big_blind if street < self.rounds // 2 else 2 * self.big_blind

    def draw_limit(self, draw: int) -> int:
        lim = self.draw_limits[draw]
        return 4 if lim is None else lim

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["draw_limits"] = list(self.draw_limits)
        if not self.ante:
            del d["ante"]  # cash tables have none: their saves and records read as before
        return d

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> BadugiRules:
        if not isinstance(data, dict):
            raise ValueError("rules must be a JSON object")
        known = {f for f in cls.__dataclass_fields__}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown Badugi settings: {shown(sorted(unknown))}")
        kwargs = dict(data)
        if "draw_limits" in kwargs:
            limits = kwargs["draw_limits"]
            if not isinstance(limits, list) or len(limits) > 3:
                raise ValueError(f"draw limits must be a list of up to 3, not {shown(limits)}")
            kwargs["draw_limits"] = tuple(limits)
        return cls(**kwargs)
