"""Time the draw trainer's figures for a spot: the exact odds of its 16 discards and their
chances to win against its opponents (``trainer.position_options``: what the trainer's
worker computes for every spot it shows).

Spots are the trainer's own: ``generate_spot``'s random hands (any kind), opponents and
draws, here ``--spots`` per draw count (1, 2, 3 draws left; dead cards on for one and two
draws, as with the trainer's "earlier discards" box), each timed on its own (the odds'
per-spot caches emptied). It prints, per draw count, the median, p95 and max wall-clock and
CPU time (wall-clock includes waiting for a core on a shared machine; CPU is the work), and
once what a fresh process pays first (imports; the draws of every partial hand that
``odds_win`` lays out at first use, about 2 s of CPU, on the trainer's worker). Also: the
cost of a whole ``generate_spot`` (its rejection sampling works out one to a few
candidates) for the four kinds. Asserts nothing.

Run: ``.venv/bin/python benchmarks/bench_trainer.py [--spots 100] [--seed 1]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

START = time.perf_counter()
import numpy  # noqa: E402,F401  (timed: part of a fresh process's cost)

from cardtable.badugi.odds import draws as odds  # noqa: E402
from cardtable.badugi.odds import table as odds_table  # noqa: E402
from cardtable.badugi.odds import win as odds_win  # noqa: E402
from cardtable.badugi.trainer import KINDS, generate_spot, position_options  # noqa: E402

IMPORTED = time.perf_counter()


def forget_results() -> None:
    odds._vector_draws.cache_clear()
    odds._table_row.cache_clear()
    table = odds_table.table()
    if table is not None:
        table._blocks.clear()


def quantiles(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered):7.1f}  p95 {p95:7.1f}  max {ordered[-1]:7.1f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--spots", type=int, default=100, help="spots per draw count")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"imports {1000 * (IMPORTED - START):.0f} ms; load average {os.getloadavg()[0]:.1f}")
    t0, c0 = time.perf_counter(), time.process_time()
    odds.prepare()
    odds_win.prepare()
    print(f"first use: odds tables + odds_win's partial-hand draws "
          f"{1000 * (time.perf_counter() - t0):.0f} ms wall, "
          f"{1000 * (time.process_time() - c0):.0f} ms CPU")  # fmt: skip
    for draws in (1, 2, 3):
        walls, cpus = [], []
        for number in range(args.spots):
            spot, _, _ = generate_spot(args.seed, number, KINDS, draws, with_dead=draws < 3)
            forget_results()
            w, c = time.perf_counter(), time.thread_time()
            position_options(spot)
            walls.append(1000 * (time.perf_counter() - w))
            cpus.append(1000 * (time.thread_time() - c))
        print(f"{draws} draw(s) left, {args.spots} spots: wall ms {quantiles(walls)}")
        print(f"{'':>24}CPU  ms {quantiles(cpus)}")
    for kind in KINDS:
        walls = []
        for number in range(max(5, args.spots // 10)):
            forget_results()
            w = time.perf_counter()
            generate_spot(args.seed + 1, number, [kind], None, with_dead=True)
            walls.append(1000 * (time.perf_counter() - w))
        print(f"generate_spot, kind {kind!r} ({len(walls)} spots, random draws): wall ms "
              f"{quantiles(walls)}")  # fmt: skip
    print(f"load average at the end {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
