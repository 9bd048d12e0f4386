"""The blind schedule of a sit-and-go: levels of blinds (and antes from a chosen level),
each lasting a set number of hands.

A level takes effect at the start of a hand, never inside one (RULES.md), so the level of a
hand is a function of how many hands were dealt before it. Past the last listed level the
blinds keep doubling every level: a tournament must end, and rising blinds are what end it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.badugi.rules import MAX_CHIPS
from cardtable.core.validate import shown

PRESETS: dict[str, tuple[int, ...]] = {
    # Big blinds (= the fixed-limit small bet) for a 1,500-chip start, as the sites' Badugi
    # sit-and-goes rise; the small blind is half the big blind in every structure.
    "regular": (20, 30, 40, 60, 80, 100, 150, 200, 300, 400, 600, 800, 1000, 1500, 2000),
    "turbo": (20, 40, 60, 100, 150, 200, 300, 400, 600, 800, 1000, 1500, 2000, 3000, 4000),
}
PRESET_HANDS = {"regular": 10, "turbo": 5}
"""Hands per level of each preset."""
PRESET_ANTE_FROM = 5
"""The level (1-based) from which the presets take an ante of a tenth of the big blind."""
MAX_LEVELS = 60
MAX_HANDS_PER_LEVEL = 1000


@dataclass(frozen=True)
class Level:
    """One level: the blinds and the ante every seat dealt in posts (0: none)."""

    small_blind: int
    big_blind: int
    ante: int = 0


def ante_for(big_blind: int) -> int:
    """The presets' ante: a tenth of the big blind, at least one chip."""
    return max(1, big_blind // 10)


@dataclass(frozen=True)
class BlindSchedule:
    """``big_blinds[i]`` is level ``i + 1``'s big blind (its small blind is half of it);
    ``ante_from``: the first level (1-based) with an ante (0: never); ``antes`` an explicit
    ante per level, or empty for the presets' tenth of the big blind."""

    big_blinds: tuple[int, ...]
    hands_per_level: int = 10
    ante_from: int = PRESET_ANTE_FROM
    antes: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        bbs = tuple(self.big_blinds)
        if not 1 <= len(bbs) <= MAX_LEVELS:
            raise ValueError(f"a schedule has 1 to {MAX_LEVELS} levels, not {len(bbs)}")
        for bb in bbs:
            if not (type(bb) is int and 2 <= bb <= MAX_CHIPS // 4 and bb % 2 == 0):
                raise ValueError(f"a big blind must be an even number of chips, not {shown(bb)}")
        if any(b < a for a, b in zip(bbs, bbs[1:], strict=False)):
            raise ValueError("the blinds of a schedule may not go down from one level to the next")
        hpl = self.hands_per_level
        if not (type(hpl) is int and 1 <= hpl <= MAX_HANDS_PER_LEVEL):
            raise ValueError(f"a level lasts 1 to {MAX_HANDS_PER_LEVEL} hands, not {shown(hpl)}")
        if not (type(self.ante_from) is int and 0 <= self.ante_from <= MAX_LEVELS):
            raise ValueError(
                f"antes start at a level of 0 to {MAX_LEVELS}, not {shown(self.ante_from)}"
            )
        antes = tuple(self.antes)
        if antes and len(antes) != len(bbs):
            raise ValueError("give an ante for every level, or none")
        for a, bb in zip(antes, bbs, strict=False):
            if not (type(a) is int and 0 <= a <= bb):
                raise ValueError(f"an ante must be 0 chips to the big blind, not {shown(a)}")
        object.__setattr__(self, "big_blinds", bbs)
        object.__setattr__(self, "antes", antes)

    @classmethod
    def preset(cls, name: str, ante_from: int = PRESET_ANTE_FROM) -> BlindSchedule:
        if name not in PRESETS:
            raise ValueError(f"unknown schedule {name!r} (choose {', '.join(PRESETS)})")
        return cls(PRESETS[name], PRESET_HANDS[name], ante_from)

    def level_no(self, hands_dealt: int) -> int:
        """The 1-based level of the hand dealt after ``hands_dealt`` hands."""
        return hands_dealt // self.hands_per_level + 1

    def level(self, number: int) -> Level:
        """Level ``number`` (1-based); past the list the big blind doubles every level."""
        if number < 1:
            raise ValueError("levels count from 1")
        last = len(self.big_blinds)
        if number <= last:
            bb = self.big_blinds[number - 1]
        else:
            bb = min(self.big_blinds[-1] << min(number - last, 40), MAX_CHIPS // 4)
            bb -= bb % 2
        if self.antes and number <= last:
            ante = self.antes[number - 1]
        elif self.ante_from and number >= self.ante_from:
            ante = ante_for(bb)
        else:
            ante = 0
        return Level(bb // 2, bb, ante)

    def hands_left(self, hands_dealt: int) -> int:
        """Hands still to be dealt at the current level once ``hands_dealt`` are dealt."""
        return self.hands_per_level - hands_dealt % self.hands_per_level

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "big_blinds": list(self.big_blinds),
            "hands_per_level": self.hands_per_level,
            "ante_from": self.ante_from,
        }
        if self.antes:
            doc["antes"] = list(self.antes)
        return doc

    @classmethod
    def from_json(cls, data: Any) -> BlindSchedule:
        if not isinstance(data, dict) or set(data) - {
            "big_blinds",
            "hands_per_level",
            "ante_from",
            "antes",
        }:
            raise ValueError(
                "a blind schedule is an object of big_blinds, hands_per_level, ante_from"
            )
        bbs = data.get("big_blinds")
        antes = data.get("antes", [])
        if not isinstance(bbs, list) or not isinstance(antes, list):
            raise ValueError("a schedule's big blinds and antes are lists")
        return cls(
            tuple(bbs), data.get("hands_per_level", 10), data.get("ante_from", 0), tuple(antes)
        )
