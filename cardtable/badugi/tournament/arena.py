"""Sit-and-go matches for ``cardtable-arena --game badugi --tournament N``.

Each sit-and-go is played whole, from even stacks to one winner, with the bots rotated
through the seats (in sit-and-go ``k`` seat ``s`` is played by entry ``(s + k) % n``), so
every bot sits everywhere. Everything is seeded by the sit-and-go's number, so a match
gives the same result however it is spread over worker processes. The report gives each
entry's average finish, wins, in-the-money rate and share of the prize pool, each with its
95% interval (shared places count as the mean of the places shared).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any

from cardtable.badugi.bot_menu import make_bot
from cardtable.badugi.tournament.engine import Tournament, TournamentConfig
from cardtable.badugi.tournament.play import play_tournament
from cardtable.badugi.tournament.schedule import BlindSchedule
from cardtable.badugi.tournament.stack_play import tournament_bot
from cardtable.core.rng import derive_seed
from cardtable.core.stats import mean_ci, proportion_ci

BATCH = 4
"""Sit-and-goes per task handed to a worker: small enough for a live progress line."""


def play_one(
    config: TournamentConfig, bots: list[str], seed: int, k: int, stack_aware: bool = True
) -> dict[str, Any]:
    """Sit-and-go number ``k``: each entry's finish (mean place), prize share and hands.
    ``stack_aware`` False seats the cash-game bots unwrapped (to measure what the stack
    play adds)."""
    n = len(bots)
    entry_at = [(s + k) % n for s in range(n)]
    seeds = [derive_seed(seed, "sng-bot", k, e) for e in range(n)]
    seated = [
        tournament_bot(bots[e], make_bot(bots[e], seeds[e]), config.payouts, seeds[e])
        if stack_aware
        else make_bot(bots[e], seeds[e])
        for e in entry_at
    ]
    t = Tournament(config, seed=derive_seed(seed, "sng", k), button=0, auto_muck=[True] * n)
    play_tournament(t, seated)
    places = [0.0] * n
    shares = [0.0] * n
    won = [False] * n
    prizes = t.prize_shares()
    for f in t.finishes:
        e = entry_at[f.seat]
        places[e] = (f.place + f.last) / 2
        shares[e] = float(prizes[f.seat])
        won[e] = f.place == 1
    return {"k": k, "places": places, "shares": shares, "won": won, "hands": t.hands_dealt}


def _play_batch(job: dict[str, Any]) -> list[dict[str, Any]]:
    config = TournamentConfig.from_json(job["config"])
    return [
        play_one(config, job["bots"], job["seed"], k, job["stack_aware"])
        for k in range(job["start"], job["stop"])
    ]


def run_tournaments(
    config: TournamentConfig,
    bots: list[str],
    count: int,
    seed: int,
    jobs: int = 1,
    progress: Callable[[int, int, float], None] | None = None,
    stack_aware: bool = True,
) -> dict[str, Any]:
    """Play ``count`` sit-and-goes; the summary (also what ``--json`` prints)."""
    n = len(bots)
    if n != config.entrants:
        raise ValueError(f"--bots must name one bot per seat: {config.entrants}, not {n}")
    for name in bots:
        make_bot(name)  # fail early on an unknown name
    if count < 1:
        raise ValueError("--tournament must be at least 1 sit-and-go")
    base = {"config": config.to_json(), "bots": bots, "seed": seed, "stack_aware": stack_aware}
    batches = [dict(base, start=a, stop=min(count, a + BATCH)) for a in range(0, count, BATCH)]
    t0 = time.perf_counter()
    results: list[dict[str, Any]] = []

    def done(part: list[dict[str, Any]]) -> None:
        results.extend(part)
        if progress is not None:
            progress(len(results), count, time.perf_counter() - t0)

    if jobs <= 1:
        for b in batches:
            done(_play_batch(b))
    else:
        with ProcessPoolExecutor(jobs) as pool:
            for fut in as_completed([pool.submit(_play_batch, b) for b in batches]):
                done(fut.result())
    results.sort(key=lambda r: r["k"])
    elapsed = time.perf_counter() - t0
    entries = []
    for e, name in enumerate(bots):
        places = [r["places"][e] for r in results]
        shares = [100 * r["shares"][e] for r in results]
        wins = sum(r["won"][e] for r in results)
        itm = sum(r["shares"][e] > 0 for r in results)
        entries.append(
            {
                "entry": e,
                "bot": name,
                "average_finish": mean_ci(places).as_dict(),
                "wins": wins,
                "win_rate": _rate(wins, count),
                "in_the_money": _rate(itm, count),
                "prize_share": mean_ci(shares).as_dict(),
            }
        )
    return {
        "game": "badugi",
        "tournament": config.to_json(),
        "seed": seed,
        "stack_aware": stack_aware,
        "tournaments": count,
        "fair_share": 100 / n,
        "hands": sum(r["hands"] for r in results),
        "entries": entries,
        "by_bot": _by_bot(bots, results),
        "seconds": elapsed,
    }


def _rate(successes: int, n: int) -> dict[str, float | int]:
    """A rate in percent: the observed rate, and Wilson's 95% interval around it."""
    ci = proportion_ci(successes, n)
    return {"mean": 100 * successes / n, "low": 100 * ci.low, "high": 100 * ci.high, "n": n}


def _by_bot(bots: list[str], results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Entries of the same bot pooled: one figure per bot name (the five ``medium``s of a
    1-against-5 match as one), each sit-and-go counted once per entry."""
    out = []
    for name in dict.fromkeys(bots):
        idx = [e for e, b in enumerate(bots) if b == name]
        shares = [100 * sum(r["shares"][e] for e in idx) / len(idx) for r in results]
        out.append({"bot": name, "entries": len(idx), "prize_share": mean_ci(shares).as_dict()})
    return out


def format_summary(s: dict[str, Any]) -> str:
    c = s["tournament"]
    sched = c["schedule"]
    head = (
        f"Badugi sit-and-goes: {s['tournaments']} played ({s['hands']} hands), seed {s['seed']}, "
        f"{c['entrants']} seats, {c['structure']}, {'triple' if c['draws'] == 3 else 'single'} "
        f"draw, {c['starting_stack']} chips, {sched['hands_per_level']} hands a level, prizes "
        f"{'/'.join(map(str, c['payouts']))}; bots rotated through the seats"
    )
    lines = [
        head,
        f"{'entry':>5}  {'bot':<8} {'avg finish':>18}  {'wins':>5} {'win %':>6} "
        f"{'in the money % [95%]':>22}  {'prize share % [95%]':>22}",
    ]
    for e in s["entries"]:
        f, itm, p = e["average_finish"], e["in_the_money"], e["prize_share"]
        lines.append(
            f"{e['entry']:>5}  {e['bot']:<8} {f['mean']:>5.2f} [{f['low']:.2f}, {f['high']:.2f}]"
            f"  {e['wins']:>5} {100 * e['wins'] / s['tournaments']:>6.1f} "
            f"{itm['mean']:>6.1f} [{itm['low']:.1f}, {itm['high']:.1f}]"
            f"  {p['mean']:>6.1f} [{p['low']:.1f}, {p['high']:.1f}]"
        )
    if any(b["entries"] > 1 for b in s["by_bot"]):
        for b in s["by_bot"]:
            p = b["prize_share"]
            lines.append(
                f"  {b['bot']} ({b['entries']} seats, per seat): prize share {p['mean']:.1f}% "
                f"[{p['low']:.1f}, {p['high']:.1f}]"
            )
    lines.append(
        f"fair share {s['fair_share']:.1f}%; in-the-money and win intervals are Wilson's; "
        f"{s['seconds']:.0f} s"
    )
    return "\n".join(lines)


def stderr_progress(done: int, total: int, seconds: float) -> None:
    """A progress line on stderr: rewritten in place on a terminal, every tenth elsewhere."""
    left = seconds / done * (total - done) if done else 0.0
    text = f"{done}/{total} sit-and-goes, {seconds:.0f} s, about {left:.0f} s left"
    if sys.stderr.isatty():
        print("\r" + text, end="" if done < total else "\n", file=sys.stderr, flush=True)
    elif done == total or done % max(1, total // 10) < BATCH:
        print(text, file=sys.stderr, flush=True)


def tournament_config(
    entrants: int,
    structure: str,
    draws: int,
    stack: int,
    schedule: str,
    ante_from: int | None,
    payouts: str | None,
) -> TournamentConfig:
    """The arena's options as a ``TournamentConfig`` (ValueError naming the bad one)."""
    sched = (
        BlindSchedule.preset(schedule)
        if ante_from is None
        else BlindSchedule.preset(schedule, ante_from)
    )
    paid: tuple[int, ...] = ()
    if payouts:
        try:
            paid = tuple(int(x) for x in payouts.replace("/", ",").split(","))
        except ValueError as exc:
            raise ValueError(f"--payouts must look like 65,35, not {payouts!r}") from exc
    return TournamentConfig(entrants, structure, draws, stack, sched, paid)
