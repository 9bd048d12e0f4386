"""Decision times of the Badugi bots easy, medium and hard: median and 95th percentile,
heads-up and 6-max fixed-limit triple draw. Prints numbers; asserts nothing.

Each difficulty fills every seat, so all its decisions (draws and bets, every street) count.
The first hands warm the evaluator caches, as in any long session; ``--warm`` hands are
played first and not timed. Issue 5's budget: p95 at most 300 ms at ``hard``.

Run: ``.venv/bin/python benchmarks/bench_badugi_bots.py [--hands N] [--warm N]``
"""

from __future__ import annotations

import argparse
import statistics

from cardtable.badugi.play import play_out
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.games import make_bot


def times_for(name: str, seats: int, hands: int, warm: int) -> list[float]:
    rules = BadugiRules()
    out: list[float] = []
    for h in range(warm + hands):
        bots = [make_bot("badugi", name, h * 16 + s) for s in range(seats)]
        state = HandState(rules, [200] * seats, h % seats, seed=99, hand_no=h)
        sink: list[float] = out if h >= warm else []
        play_out(state, bots, lambda _seat, secs, sink=sink: sink.append(secs))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=30)
    parser.add_argument("--warm", type=int, default=5)
    args = parser.parse_args()
    print(f"{'bot':<8} {'seats':>5} {'decisions':>9} {'median ms':>10} {'p95 ms':>8}")
    for name in ("easy", "medium", "hard"):
        for seats in (2, 6):
            ts = sorted(times_for(name, seats, args.hands, args.warm))
            p95 = ts[int(0.95 * (len(ts) - 1))]
            print(
                f"{name:<8} {seats:>5} {len(ts):>9} {statistics.median(ts) * 1000:>10.1f} "
                f"{p95 * 1000:>8.1f}"
            )


if __name__ == "__main__":
    main()
