"""Spades bot matches for ``cardtable-arena --game spades``.

Whole games are played to the end (target or loss threshold, ties playing on). The bots are
named per seat; at four and six players, partners sit opposite (seats 0 & 2 against 1 & 3).
A *side* is the group of bots that starts as one team. The report gives each side's games won
with a 95% interval, its average points and bags per hand, its nil and blind nil bids and how
many were made, and each bot's decision time (median and 95th percentile). ``--budget-ms`` sets
the time per card of the bots that take a budget (the search bots). ``--duplicate`` replays every
game's deals with the sides moved one seat along, so each side also plays the other side's
cards (at 3 or 5 players every bot visits every seat; at 6, every team position).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardtable.core.chunks import run_in_chunks
from cardtable.core.jsonio import write_json_atomic
from cardtable.core.options import number
from cardtable.core.rng import derive_seed, make_rng, new_seed
from cardtable.core.stats import mean_ci, proportion_ci
from cardtable.spades.actions import BLIND_NIL, NIL
from cardtable.spades.bot_menu import make_bot
from cardtable.spades.records import build_record
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState
from cardtable.spades.trick_rules import tricks_won

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
    bags: list[list[int]] = [[] for _ in range(teams)]
    # Per side: [nil bids, nils made, blind nil bids, blind nils made].
    nils = [[0, 0, 0, 0] for _ in range(teams)]
    times: dict[str, list[float]] = {name: [] for name in names}
    budget = job.get("budget_ms")
    hands = 0
    games = 0
    offset: int = job.get("offset", 0)
    for game in range(job["start"] + offset, job["stop"] + offset):
        gseed = game_seed(seed, game)
        # Fresh bots seeded per game: results do not depend on how games are split into jobs.
        bots = [
            make_bot(name, derive_seed(seed, "arena-bot", game, i)) for i, name in enumerate(names)
        ]
        if budget is not None:
            for bot in bots:
                if hasattr(bot, "budget_ms"):
                    setattr(bot, "budget_ms", budget)  # noqa: B010 (a search bot's own knob)
        for r in rotations:
            # Seat s is played by entry (s - r) % n, so side t sits in team position t + r.
            entry_at = [(s - r) % n for s in range(n)]
            state = SpadesState(rules, gseed)
            while not state.is_over and state.hand_number <= MAX_HANDS:
                seat = state.to_act
                assert seat is not None
                entry = entry_at[seat]
                view = state.view(seat)
                t0 = time.perf_counter()
                action = bots[entry].act(view)
                times[names[entry]].append(time.perf_counter() - t0)
                state.apply(action)
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
                    bags[side_of_team[score.team]].append(score.bags)
                taken = tricks_won(record.tricks, n)
                for bidder, value in record.bids:
                    if value in (NIL, BLIND_NIL):
                        tally = nils[side_of_team[rules.team_of(bidder)]]
                        k = 0 if value == NIL else 2
                        tally[k] += 1
                        tally[k + 1] += taken[bidder] == 0
            if export is not None:
                players = [f"{names[e]}#{e}" for e in entry_at]
                write_json_atomic(
                    export / f"spades-{game:06d}-r{r}.json", build_record(state, players)
                )
    return {
        "wins": wins,
        "points": points,
        "bags": bags,
        "nils": nils,
        "times": times,
        "hands": hands,
        "games": games,
    }


def _percentile(sorted_values: list[float], q: float) -> float:
    """The ``q`` quantile by the nearest-rank method (no interpolation: a reported p95 is a
    time some decision really took)."""
    if not sorted_values:
        return 0.0
    rank = max(1, -(-len(sorted_values) * q // 1))
    return sorted_values[int(rank) - 1]


def run_match(
    bots: list[str],
    games: int,
    seed: int,
    duplicate: bool = False,
    export: str | None = None,
    jobs: int = 1,
    rules: SpadesRules | None = None,
    budget_ms: float | None = None,
    progress: Callable[[int, list[dict[str, Any]]], None] | None = None,
    batch: int = 0,
) -> dict[str, Any]:
    """Play a match and return the summary (also what ``--json`` prints).

    With ``batch`` the games are played ``batch`` at a time (each batch spread over the
    jobs) and ``progress(games_done, results_so_far)`` is called after each: a long match can
    report as it goes. Games are seeded by their number, so the result is the same either way.
    """
    n = len(bots)
    if not 3 <= n <= 6:
        raise ValueError(f"--bots must name 3 to 6 bots, one per seat (got {n})")
    rules = rules if rules is not None else SpadesRules(players=n)
    if rules.players != n:
        raise ValueError(f"the rules are for {rules.players} players but {n} bots were named")
    for name in bots:
        make_bot(name)  # fail early on an unknown name
    if games < 1:
        raise ValueError("--games must be at least 1")
    if export:
        Path(export).mkdir(parents=True, exist_ok=True)
    base = {
        "rules": rules.to_json(),
        "bots": bots,
        "seed": seed,
        "duplicate": duplicate,
        "export": export,
        "budget_ms": budget_ms,
    }
    t0 = time.perf_counter()
    if batch <= 0:
        results = run_in_chunks(_play_chunk, games, jobs, base)
    else:
        results = []
        for start in range(0, games, batch):
            size = min(batch, games - start)
            results += run_in_chunks(_play_chunk, size, jobs, dict(base, offset=start))
            if progress is not None:
                progress(start + size, results)
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
        bags_hand = mean_ci([b for r in results for b in r["bags"][t]])
        nil = [sum(r["nils"][t][k] for r in results) for k in range(4)]
        sides.append(
            {
                "side": t,
                "seats": seats,
                "bots": [bots[s] for s in seats],
                "games_won": won,
                "win_rate": share.as_dict(),
                "points_per_hand": per_hand.as_dict(),
                "bags_per_hand": bags_hand.as_dict(),
                "nil_bids": nil[0],
                "nils_made": nil[1],
                "blind_nil_bids": nil[2],
                "blind_nils_made": nil[3],
            }
        )
    decision_ms = {}
    for name in dict.fromkeys(bots):
        spent = sorted(x * 1000 for r in results for x in r["times"][name])
        decision_ms[name] = {
            "n": len(spent),
            "median": _percentile(spent, 0.5),
            "p95": _percentile(spent, 0.95),
            "max": spent[-1] if spent else 0.0,
        }
    return {
        "game": "spades",
        "rules": rules.to_json(),
        "seed": seed,
        "games": games,
        "games_played": played,
        "hands_played": hands,
        "duplicate": duplicate,
        "sides": sides,
        "budget_ms": budget_ms,
        "decision_ms": decision_ms,
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
    lines.append(
        f"{'side':>4}  {'bags/hand':>9}  {'nil bids (made)':>16}  {'blind nil (made)':>17}"
    )
    for side in s["sides"]:
        lines.append(
            f"{side['side']:>4}  {side['bags_per_hand']['mean']:>9.2f}  "
            f"{side['nil_bids']:>9} ({side['nils_made']:>4})  "
            f"{side['blind_nil_bids']:>10} ({side['blind_nils_made']:>4})"
        )
    budget = s.get("budget_ms")
    lines.append(
        "decision time per bot"
        + (f" (budget {budget:g} ms per card)" if budget is not None else "")
        + ":"
    )
    for name, d in s["decision_ms"].items():
        lines.append(
            f"  {name:<10} median {d['median']:8.2f} ms  p95 {d['p95']:8.2f} ms  "
            f"max {d['max']:8.2f} ms  ({d['n']} decisions)"
        )
    lines.append(f"seconds: {s['seconds']:.1f}")
    lines.append(f"hands per second: {s['hands_per_second']:.0f}")
    return "\n".join(lines)


smoke_args = ("--games", "1", "--bots", "random,random,random,random")
"""A match of a second or so (the conformance suite plays one for every game)."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of a Spades match (the rest are the arena's own)."""
    p.add_argument("--games", type=int, default=100, help="Spades: whole games (default 100)")
    p.add_argument(
        "--budget-ms",
        type=number(float, 0.001, "a thinking time in milliseconds (above 0)"),
        default=None,
        help="Spades: thinking time per card in ms for the bots that take a budget "
        "(default: each bot's own)",
    )


def run(args: argparse.Namespace) -> int:
    seed = new_seed() if args.seed is None else args.seed
    bots = [b.strip() for b in (args.bots or "basic,random,basic,random").split(",")]
    budget = getattr(args, "budget_ms", None)
    summary = run_match(
        bots, args.games, seed, args.duplicate, args.export, args.jobs, budget_ms=budget
    )
    print(json.dumps(summary, indent=1) if args.json else format_summary(summary))
    return 0
