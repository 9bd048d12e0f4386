"""Spades bot matches for ``cardtable-arena --game spades``.

Whole games are played to the end (target or loss threshold, ties playing on). The bots are
named per seat; at four and six players, partners sit opposite (seats 0 & 2 against 1 & 3).
A *side* is the group of bots that starts as one team. The report gives each side's games won
with a 95% interval, its average points per hand and the speed. ``--duplicate`` replays every
game's deals with the sides moved one seat along, so each side also plays the other side's
cards (at 3 or 5 players every bot visits every seat; at 6, every team position).
"""

from __future__ import annotations

import argparse
import json
import os
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from cardtable.core.bots import make_bot
from cardtable.core.jsonio import write_json_atomic
from cardtable.core.rng import make_rng, new_seed
from cardtable.core.stats import mean_ci, proportion_ci
from cardtable.spades.records import build_record
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState

MAX_HANDS = 1000
"""A game still tied after this many hands is stopped and counted as a draw (never seen)."""


def game_seed(seed: int, game: int) -> int:
    """The seed of game ``game`` of a match: the same for every rotation of the bots."""
    return make_rng(seed, "spades-arena", game).getrandbits(63)


def _play_chunk(job: dict[str, Any]) -> dict[str, Any]:
    """Play games ``start..stop``; returns wins and per-hand points per side."""
    rules = SpadesRules.from_json(job["rules"])
    names: list[str] = job["bots"]
    n = len(names)
    seed: int = job["seed"]
    teams = rules.team_count
    rotations = range(teams) if job["duplicate"] else range(1)
    export = Path(job["export"]) if job["export"] else None
    wins = [0.0] * teams
    points: list[list[int]] = [[] for _ in range(teams)]
    hands = 0
    games = 0
    for game in range(job["start"], job["stop"]):
        gseed = game_seed(seed, game)
        # Fresh bots seeded per game: results do not depend on how games are split into jobs.
        bots = [make_bot("spades", name, gseed + 7919 * i) for i, name in enumerate(names)]
        for r in rotations:
            # Seat s is played by entry (s - r) % n, so side t sits in team position t + r.
            entry_at = [(s - r) % n for s in range(n)]
            state = SpadesState(rules, gseed)
            while not state.is_over and state.hand_number <= MAX_HANDS:
                seat = state.turn
                assert seat is not None
                state.apply(bots[entry_at[seat]].act(state.view(seat)))
            games += 1
            hands += len(state.history)
            side_of_team = [(t - r) % teams for t in range(teams)]
            if state.winner is None:
                for t in range(teams):
                    wins[t] += 1 / teams
            else:
                wins[side_of_team[state.winner]] += 1
            for record in state.history:
                for score in record.scores or ():
                    points[side_of_team[score.team]].append(score.hand_points)
            if export is not None:
                players = [f"{names[e]}#{e}" for e in entry_at]
                write_json_atomic(
                    export / f"spades-{game:06d}-r{r}.json", build_record(state, players)
                )
    return {"wins": wins, "points": points, "hands": hands, "games": games}


def run_match(
    bots: list[str],
    games: int,
    seed: int,
    duplicate: bool = False,
    export: str | None = None,
    jobs: int = 1,
    rules: SpadesRules | None = None,
) -> dict[str, Any]:
    """Play a match and return the summary (also what ``--json`` prints)."""
    n = len(bots)
    if not 3 <= n <= 6:
        raise ValueError(f"--bots must name 3 to 6 bots, one per seat (got {n})")
    rules = rules if rules is not None else SpadesRules(players=n)
    if rules.players != n:
        raise ValueError(f"the rules are for {rules.players} players but {n} bots were named")
    for name in bots:
        make_bot("spades", name)  # fail early on an unknown name
    if games < 1:
        raise ValueError("--games must be at least 1")
    if export:
        Path(export).mkdir(parents=True, exist_ok=True)
    jobs = max(1, min(jobs, games, os.cpu_count() or 1))
    bounds = [games * j // jobs for j in range(jobs + 1)]
    base = {
        "rules": rules.to_json(),
        "bots": bots,
        "seed": seed,
        "duplicate": duplicate,
        "export": export,
    }
    chunks = [dict(base, start=bounds[j], stop=bounds[j + 1]) for j in range(jobs)]
    t0 = time.perf_counter()
    if jobs == 1:
        results = [_play_chunk(chunks[0])]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_play_chunk, chunks))
    elapsed = time.perf_counter() - t0
    teams = rules.team_count
    played = sum(r["games"] for r in results)
    hands = sum(r["hands"] for r in results)
    sides = []
    for t in range(teams):
        seats = [s for s in range(n) if rules.team_of(s) == t]
        won = sum(r["wins"][t] for r in results)
        share = proportion_ci(won, played)
        per_hand = mean_ci([p for r in results for p in r["points"][t]])
        sides.append(
            {
                "side": t,
                "seats": seats,
                "bots": [bots[s] for s in seats],
                "games_won": won,
                "win_rate": share.as_dict(),
                "points_per_hand": per_hand.as_dict(),
            }
        )
    return {
        "game": "spades",
        "rules": rules.to_json(),
        "seed": seed,
        "games": games,
        "games_played": played,
        "hands_played": hands,
        "duplicate": duplicate,
        "sides": sides,
        "seconds": elapsed,
        "hands_per_second": hands / elapsed if elapsed > 0 else float("inf"),
    }


def format_summary(s: dict[str, Any]) -> str:
    head = (
        f"Spades arena: {s['games']} games, {s['games_played']} played, "
        f"{s['hands_played']} hands, seed {s['seed']}"
        f"{', duplicate (deals replayed with the sides swapped)' if s['duplicate'] else ''}"
    )
    lines = [
        head,
        f"{'side':>4}  {'seats':<8} {'bots':<22} {'won':>7} {'win rate':>9}  {'95% interval':<16}"
        f"{'points/hand':>12}  95% interval",
    ]
    for side in s["sides"]:
        w = side["win_rate"]
        p = side["points_per_hand"]
        won = side["games_won"]
        interval = f"[{w['low']:.1%}, {w['high']:.1%}]"
        lines.append(
            f"{side['side']:>4}  {','.join(map(str, side['seats'])):<8} "
            f"{'+'.join(side['bots']):<22} {won:>7g} {won / s['games_played']:>9.1%}  "
            f"{interval:<16}"
            f"{p['mean']:>+12.1f}  [{p['low']:+.1f}, {p['high']:+.1f}]"
        )
    lines.append(f"hands per second: {s['hands_per_second']:.0f}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    seed = new_seed() if args.seed is None else args.seed
    bots = [b.strip() for b in (args.bots or "basic,random,basic,random").split(",")]
    summary = run_match(bots, args.games, seed, args.duplicate, args.export, args.jobs)
    print(json.dumps(summary, indent=1) if args.json else format_summary(summary))
    return 0
