"""How often the draw trainer must settle an answer, how many deals that takes, how long.

For the study's spots (``study_trainer_wins_error.py``: ``generate_spot`` with seed 1, every
other spot with earlier discards) with two and three draws left, every option whose
approximate gap to the best lies in the band ``trainer.needs_settling`` names (more than
``CORRECT_TOLERANCE``, at most ``APPROX_TOLERANCE``) is settled (``trainer_settle.settle``)
as if a learner had chosen it. Reported: spots with an option in the band, options in it,
the deals each settling took to reach its target standard error (median, p95, max), the
seconds each took (median, p95, max), and how many were settled right and wrong.

Run: ``PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_trainer_settle.py [--spots 60]
[--seed 1] [--draws 2 3]``
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from cardtable.badugi.trainer import generate_spot, grade
from cardtable.badugi.trainer_settle import needs_settling, settle


def bench(draws_left: int, spots: int, seed: int) -> None:
    in_band_spots, deals, seconds, right, rows = 0, [], [], 0, []
    for number in range(spots):
        spot, options, _kinds = generate_spot(
            seed, number, draws_left=draws_left, with_dead=number % 2 == 1
        )
        found = False
        for option in options[1:]:
            result = grade(options, option.discard, draws_left=draws_left)
            if not needs_settling(result):
                continue
            found = True
            started = time.perf_counter()
            settled = settle(spot, result.best, result.chosen)
            seconds.append(time.perf_counter() - started)
            deals.append(settled.deals)
            right += settled.correct
            rows.append((number, option.discard, result.win_gap, settled))
        in_band_spots += found
    print(f"draws left {draws_left}: {in_band_spots} of {spots} spots have an option in the "
          f"band, {len(deals)} options")  # fmt: skip
    if not deals:
        return
    d, s = np.array(deals), np.array(seconds)
    print(f"  deals: median {np.median(d):.0f}  p95 {np.percentile(d, 95):.0f}  max {d.max()}")
    print(f"  seconds: median {np.median(s):.2f}  p95 {np.percentile(s, 95):.2f}  "
          f"max {s.max():.2f}")  # fmt: skip
    print(f"  settled right {right}, wrong {len(deals) - right}")
    for number, discard, approx, settled in rows:
        cards = " ".join(map(str, discard)) or "pat"
        print(f"    spot {number:3d} throw {cards:12s} approx gap {approx:.4f}  settled "
              f"{settled.gap:+.4f} ± {settled.error:.4f} ({settled.deals} deals) "
              f"{'right' if settled.correct else 'wrong'}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--spots", type=int, default=60, help="spots per draws left")
    parser.add_argument("--seed", type=int, default=1, help="the spots' seed (the study's)")
    parser.add_argument("--draws", type=int, nargs="+", default=[2, 3], choices=[2, 3],
                        help="draws left")  # fmt: skip
    args = parser.parse_args()
    for draws_left in args.draws:
        bench(draws_left, args.spots, args.seed)


if __name__ == "__main__":
    main()
