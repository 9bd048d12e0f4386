"""Time ``discard_options`` (all 16 ways to discard, exact) over random spots.

Each spot is a random hand with 1, 2 or 3 draws left and 0-6 random dead cards (one spot per
(draws, dead) pair in turn, so the 21 groups get equal shares). Per group it prints the median,
p95 and max of

* cold: the spot's first call (the per-spot result caches emptied; the caches earlier spots
  filled stay, as in a running app), and
* warm: the same spot again with its result caches emptied (what a recomputation costs once
  the per-pool work the engines keep is there), and
* cold CPU: the cold call's CPU time in this thread (wall-clock includes waiting for a core
  on a shared machine; this is the work itself),

plus, once, what a fresh process pays before its first spot (numpy's import, the vectorised
passes' tables, opening the three-draw table). Two draws, and three draws with dead cards,
come from the vectorised passes (``odds_vector``, ``odds_three``); three draws with nothing
dead from the shipped table. Asserts nothing.

``--per-draws N`` instead plays N spots for each draw count (1, 2 and 3 draws, their dead
cards 0-6 in turn): issue 11's check, "p95 under 100 ms for 1, 2 and 3 draws with 0-6 dead
cards over 300 random spots", is ``--per-draws 300``, and its last lines say whether each
draw count's p95 is under the budget, by wall-clock and by CPU time, with the load average
(the machine may be shared: then wall-clock waits for a core and CPU time is the work).

Run: ``.venv/bin/python benchmarks/bench_odds.py [--spots 300 | --per-draws 300] [--engine3]``
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections import defaultdict

START = time.perf_counter()
import numpy  # noqa: E402,F401  (timed: part of a fresh process's cost)

from cardtable.badugi.odds import draws as odds  # noqa: E402
from cardtable.badugi.odds import table as odds_table  # noqa: E402
from cardtable.badugi.odds import three as odds_three  # noqa: E402
from cardtable.badugi.odds import vector as odds_vector  # noqa: E402
from cardtable.core.cards import Card, full_deck  # noqa: E402

IMPORTED = time.perf_counter()


def forget_results() -> None:
    """Empty the caches that hold a spot's answers (not the per-pool work the engines keep)."""
    odds._vector_draws.cache_clear()
    odds._table_row.cache_clear()
    table = odds_table.table()
    if table is not None:
        table._blocks.clear()


def timed(hand: list[Card], draws: int, dead: list[Card]) -> tuple[float, float]:
    """(wall-clock ms, this thread's CPU ms): on a shared machine the first includes waiting
    for a core, the second is the work itself."""
    forget_results()
    t0, c0 = time.perf_counter(), time.thread_time()
    odds.discard_options(hand, draws, dead)
    return (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--spots",
        type=int,
        default=300,
        help="spots in all, the 21 (draws, dead) groups in turn (default 300)",
    )
    parser.add_argument(
        "--per-draws",
        type=int,
        default=None,
        metavar="N",
        help="N spots for each of 1, 2 and 3 draws instead (dead cards 0-6 in "
        "turn); issue 11's check is --per-draws 300",
    )
    parser.add_argument(
        "--budget-ms",
        type=float,
        default=100.0,
        help="the p95 the verdict lines compare with (default 100)",
    )
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--engine3",
        action="store_true",
        help="also time the pure Python three-draw engine on seed 000's hand",
    )
    args = parser.parse_args()

    t0 = time.perf_counter()
    odds_vector.base()
    t1 = time.perf_counter()
    odds_table.table()
    t2 = time.perf_counter()
    odds_three.tables()
    t3 = time.perf_counter()
    print(
        f"fresh process: imports {(IMPORTED - START) * 1000:.0f} ms (numpy and cardtable), "
        f"vector tables {(t1 - t0) * 1000:.0f} ms, three-draw table {(t2 - t1) * 1000:.0f} ms, "
        f"three-draw dead-card tables {(t3 - t2) * 1000:.0f} ms"
    )

    rng = random.Random(args.seed)
    groups = [(d, n) for d in (1, 2, 3) for n in range(7)]
    if args.per_draws is None:
        plan = [groups[i % len(groups)] for i in range(args.spots)]
    else:  # exactly N per draw count, interleaved so every engine sees warm and cold caches
        plan = [(d, j % 7) for j in range(args.per_draws) for d in (1, 2, 3)]
    load_before = os.getloadavg()
    cold: dict[tuple[int, int], list[float]] = defaultdict(list)
    warm: dict[tuple[int, int], list[float]] = defaultdict(list)
    cpu: dict[tuple[int, int], list[float]] = defaultdict(list)  # cold, CPU time
    for draws, n_dead in plan:
        cards = rng.sample(full_deck(), 4 + n_dead)
        hand, dead = cards[:4], cards[4:]
        wall, used = timed(hand, draws, dead)
        cold[draws, n_dead].append(wall)
        cpu[draws, n_dead].append(used)
        warm[draws, n_dead].append(timed(hand, draws, dead)[0])

    def stats(times: list[float]) -> str:
        if not times:
            return f"{'-':>8} {'-':>8} {'-':>8}"
        ordered = sorted(times)
        return f"{statistics.median(ordered):8.1f} {p95(ordered):8.1f} {ordered[-1]:8.1f}"

    print(f"{'draws':>5} {'dead':>4} {'spots':>5} | {'cold ms: p50':>12} {'p95':>8} {'max':>8} |"
          f" {'warm ms: p50':>12} {'p95':>8} {'max':>8} |"
          f" {'cold CPU ms: p50':>16} {'p95':>8} {'max':>8}")  # fmt: skip
    for key in groups:
        draws, n_dead = key
        note = "  (shipped table)" if draws == 3 and n_dead == 0 else ""
        print(
            f"{draws:5} {n_dead:4} {len(cold[key]):5} |     {stats(cold[key])} |     "
            f"{stats(warm[key])} |         {stats(cpu[key])}{note}"
        )
    if args.engine3:
        t0 = time.perf_counter()
        odds.discard_options("Ac 2s 3d 3h", 3, use_table=False)
        print(f"three-draw engine, nothing dead, Ac 2s 3d 3h: {time.perf_counter() - t0:.1f} s")
    for draws in (1, 2, 3):
        every = [t for (d, n), ts in cold.items() if d == draws for t in ts]
        used = [t for (d, n), ts in cpu.items() if d == draws for t in ts]
        print(f"{draws} draws, all spots, cold p50/p95/max: wall {stats(every)}; CPU {stats(used)}")
    dead3 = [t for (d, n), ts in cold.items() if d == 3 and n > 0 for t in ts]
    dead3_cpu = [t for (d, n), ts in cpu.items() if d == 3 and n > 0 for t in ts]
    print(f"3 draws with 1-6 dead, cold p50/p95/max: wall {stats(dead3)}; CPU {stats(dead3_cpu)}")
    load_after = os.getloadavg()
    print(
        f"load average (1 min) {load_before[0]:.2f} before, {load_after[0]:.2f} after, "
        f"on {os.cpu_count()} cores"
    )
    for draws in (1, 2, 3):
        every = [t for (d, n), ts in cold.items() if d == draws for t in ts]
        used = [t for (d, n), ts in cpu.items() if d == draws for t in ts]
        if not every:
            continue
        wall95, cpu95 = p95(every), p95(used)
        verdict = "yes" if wall95 < args.budget_ms else "NO"
        cpu_verdict = "yes" if cpu95 < args.budget_ms else "NO"
        print(
            f"p95 under {args.budget_ms:g} ms, {draws} draws, dead 0-6, {len(every)} spots: "
            f"wall {wall95:.1f} ms {verdict}; CPU {cpu95:.1f} ms {cpu_verdict}"
        )


def p95(times: list[float]) -> float:
    """The 95th percentile as the tables print it (nearest rank)."""
    ordered = sorted(times)
    return ordered[round(0.95 * (len(ordered) - 1))]


if __name__ == "__main__":
    main()
