"""Time ``discard_options`` (all 16 ways to discard, exact) for a few typical hands.

Prints, per hand and number of draws left, the median and the largest time over the repeats.
The first repeat of each hand starts with the engine's caches as earlier hands left them, so
the max is close to a cold call and the median to a warm one. Asserts nothing.

Run: ``.venv/bin/python benchmarks/bench_odds.py [--draws 1 2 3] [--repeats N] [--repeats3 N]``
(three draws take tens of seconds per hand: see the speed note in cardtable/badugi/odds.py).
"""

from __future__ import annotations

import argparse
import statistics
import time

from cardtable.badugi.odds import discard_options

HANDS = {
    "three-card A-2-3 + pair (seed 000)": "Ac 2s 3d 3h",
    "rough three-card K-9-5 + pair": "Kc 9d 5h 5s",
    "two-card 6-2 + two suited": "2c 6d 9d Jc",
}


def time_call(hand: str, draws: int) -> float:
    t0 = time.perf_counter()
    discard_options(hand, draws)
    return time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--draws", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--repeats", type=int, default=5, help="repeats for 1 and 2 draws")
    parser.add_argument("--repeats3", type=int, default=1, help="repeats for 3 draws")
    args = parser.parse_args()
    print(f"{'hand':38} draws  median ms     max ms")
    for name, hand in HANDS.items():
        for draws in args.draws:
            repeats = args.repeats3 if draws == 3 else args.repeats
            times = [time_call(hand, draws) for _ in range(repeats)]
            med, top = statistics.median(times) * 1000, max(times) * 1000
            print(f"{name:38} {draws:5} {med:10.1f} {top:10.1f}")


if __name__ == "__main__":
    main()
