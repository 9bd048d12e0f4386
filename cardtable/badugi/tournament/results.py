"""A sit-and-go in the history and its statistics per format.

The history keeps a sit-and-go as a sitting (key ``sng-<seed>``) whose hands are stored
like any Badugi hand (replayable, reviewable), and whose record is the tournament's result
(``outcome``): the settings, the places, the prizes and the chip graph. Its ``scores`` hold
what the statistics need without reading the records: the person's place (and the last
place he shared), the entrants, his prize in millionths of the pool, the draws and the
betting structure (its index in ``rules.STRUCTURES``). No new table: a history from before
reads as it did, with every hand kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.badugi.rules import STRUCTURES
from cardtable.badugi.tournament.engine import Tournament
from cardtable.core.history import GameOutcome, GameRow

RESULT_FORMAT = "cardtable-badugi-sng"
SNG_KEY = "sng-"
PPM = 1_000_000


def outcome(t: Tournament, hero: int, players: Sequence[str]) -> GameOutcome:
    """The sitting's state after a hand: the record so far and, once the person is out or
    has won, his result."""
    finish = t.finish_of(hero)
    shares = t.prize_shares()
    record: dict[str, Any] = {
        "format": RESULT_FORMAT,
        "version": 1,
        "players": list(players),
        "config": t.config.to_json(),
        "finishes": [f.to_json() for f in t.finishes],
        "prizes": [str(p) for p in shares],
        "hands": t.hands_dealt,
        "graph": [list(row) for row in t.graph],
    }
    net = t.graph[-1][hero] - t.config.starting_stack
    if finish is None:
        return GameOutcome(record, (), net, None)
    scores = (
        finish.place,
        finish.last,
        t.n,
        round(shares[hero] * PPM),
        t.config.draws,
        STRUCTURES.index(t.config.structure),
    )
    return GameOutcome(record, scores, net, "won" if finish.place == 1 else "lost")


@dataclass(frozen=True)
class FormatStats:
    """The person's sit-and-goes of one format (entrants, structure, draws)."""

    entrants: int
    structure: str
    draws: int
    played: int
    average_finish: float
    in_the_money: int
    wins: int
    prize_ppm: int
    """His prizes in all, in millionths of a pool."""
    shares: tuple[float, ...]
    """His prize in each, in percent of the pool, oldest first (the chart)."""

    @property
    def itm_rate(self) -> float:
        return self.in_the_money / self.played

    @property
    def prize_per_tournament(self) -> float:
        """Percent of a pool won per sit-and-go."""
        return 100 * self.prize_ppm / PPM / self.played


def format_stats(games: Sequence[GameRow]) -> list[FormatStats]:
    """Statistics per format over the finished sit-and-goes among ``games`` (any order)."""
    groups: dict[tuple[int, str, int], list[GameRow]] = {}
    for g in sorted(games, key=lambda g: (g.started, g.id)):
        s = g.scores
        if not g.key.startswith(SNG_KEY) or len(s) != 6 or not 0 <= s[5] < len(STRUCTURES):
            continue
        groups.setdefault((s[2], STRUCTURES[s[5]], s[4]), []).append(g)
    out = []
    for (entrants, structure, draws), rows in sorted(groups.items()):
        places = [(g.scores[0] + g.scores[1]) / 2 for g in rows]
        prizes = [g.scores[3] for g in rows]
        out.append(
            FormatStats(
                entrants=entrants,
                structure=structure,
                draws=draws,
                played=len(rows),
                average_finish=sum(places) / len(rows),
                in_the_money=sum(1 for p in prizes if p > 0),
                wins=sum(1 for g in rows if g.scores[0] == 1),
                prize_ppm=sum(prizes),
                shares=tuple(100 * p / PPM for p in prizes),
            )
        )
    return out
