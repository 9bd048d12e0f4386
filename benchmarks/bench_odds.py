"""Time ``discard_options`` (all 16 ways to discard, exact) for typical hands.

Prints, per hand and number of draws left, the median and the largest time over the repeats.
The first repeat of each hand starts with the engine's caches as earlier hands left them, so
the max is close to a cold call and the median to a warm one. Then, for three draws left (read
from the shipped table), the time over many random hands, each seen for the first time, and
the time to open the table. ``--engine3`` also times the three-draw engine itself (tens of
seconds a hand). Asserts nothing.

Run: ``.venv/bin/python benchmarks/bench_odds.py [--draws 1 2 3] [--repeats N] [--random N]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from cardtable.badugi import odds_table
from cardtable.badugi.odds import discard_options
from cardtable.core.cards import full_deck

HANDS = {
    "three-card A-2-3 + pair (seed 000)": "Ac 2s 3d 3h",
    "rough three-card K-9-5 + pair": "Kc 9d 5h 5s",
    "two-card 6-2 + two suited": "2c 6d 9d Jc",
}


def time_call(hand: object, draws: int, use_table: bool = True) -> float:
    t0 = time.perf_counter()
    discard_options(hand, draws, use_table=use_table)  # type: ignore[arg-type]
    return time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--draws", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--random", type=int, default=200, help="random hands, three draws")
    parser.add_argument("--engine3", action="store_true", help="also time the 3-draw engine")
    args = parser.parse_args()

    t0 = time.perf_counter()
    odds_table.table()
    print(f"open the three-draw table: {(time.perf_counter() - t0) * 1000:.1f} ms")

    print(f"{'hand':38} draws  median ms     max ms")
    for name, hand in HANDS.items():
        for draws in args.draws:
            times = [time_call(hand, draws) for _ in range(args.repeats)]
            med, top = statistics.median(times) * 1000, max(times) * 1000
            print(f"{name:38} {draws:5} {med:10.1f} {top:10.1f}")
            if draws == 3 and args.engine3:
                took = time_call(hand, 3, use_table=False)
                print(f"{name:38} {'3 eng':>5} {took * 1000:10.1f}")

    if 3 in args.draws and args.random:
        rng = random.Random(2026)
        times = [time_call(rng.sample(full_deck(), 4), 3) for _ in range(args.random)]
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))] * 1000
        print(
            f"three draws, {args.random} random hands (first look-up each): median "
            f"{statistics.median(times) * 1000:.2f} ms, p95 {p95:.2f} ms, "
            f"max {times[-1] * 1000:.2f} ms"
        )


if __name__ == "__main__":
    main()
