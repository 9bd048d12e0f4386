"""Do the decision review's estimates agree with playouts ten times as long, within the error
the review states?

Collects ``--decisions`` decisions from played hands (heads-up ``hard`` vs ``medium``, and a
four-handed table of ``medium``, ``basic``, ``easy`` and ``random``, every seat's decisions),
then prices each one twice, with independent random numbers: as the review does
(``review.pricing.price``) and with ``--scale`` (10) times the samples and replays. For the
review's best choice against the one made (the review's cost) and for every choice's value,
it compares the two estimates: ``z = (review - long) / sqrt(se_review² + se_long²)``. If the
stated errors are right, about 68% of |z| are under 1 and 95% under 2. Also prints how often
the long run flags the same decisions (a flag: the cost at least 2 standard errors and
``MIN_FLAG_BB``).

Prints numbers and asserts nothing. Example (the figures in NOTES.md)::

    nice -n 10 python benchmarks/study_review_agreement.py --decisions 240 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardtable.badugi.play import play_out  # noqa: E402
from cardtable.badugi.records import hand_record  # noqa: E402
from cardtable.badugi.review.hand import FLAG_SIGMAS, MIN_FLAG_BB, same_choice  # noqa: E402
from cardtable.badugi.review.pricing import price  # noqa: E402
from cardtable.badugi.review.spots import Spot, hand_spots  # noqa: E402
from cardtable.badugi.rules import BadugiRules  # noqa: E402
from cardtable.badugi.state import HandState  # noqa: E402
from cardtable.badugi.tendencies import fresh, observe  # noqa: E402
from cardtable.games import make_bot  # noqa: E402

TABLES = (("hard", "medium"), ("medium", "basic", "easy", "random"))


def spots(count: int, seed: int) -> list[Spot]:
    """``count`` decisions, taken in turn from hands at each of ``TABLES``."""
    import json

    out: list[Spot] = []
    rules = BadugiRules()
    hand_no = 0
    records = {t: fresh(len(t)) for t in TABLES}
    while len(out) < count:
        for names in TABLES:
            n = len(names)
            bots = [make_bot("badugi", b, seed + hand_no * 10 + i) for i, b in enumerate(names)]
            state = HandState(rules, [200] * n, hand_no % n, seed=seed, hand_no=hand_no,
                              auto_muck=[True] * n)  # fmt: skip
            seen = records[names]
            play_out(state, bots, None, seen)
            record = json.loads(json.dumps(hand_record(state, None, seen)))
            records[names] = observe(seen, state)
            for seat in range(n):
                out.extend(hand_spots(record, seat).spots)
            hand_no += 1
    random.Random(seed).shuffle(out)
    return out[:count]


def compare(job: tuple[int, Spot, float]) -> dict[str, Any]:
    index, spot, scale = job
    bb = spot.view.rules.big_blind
    t0 = time.process_time()
    short = price(spot.view, spot.taken, random.Random(f"short|{index}"))
    t1 = time.process_time()
    long = price(spot.view, spot.taken, random.Random(f"long|{index}"), scale)
    t2 = time.process_time()
    chosen = next(j for j, a in enumerate(short.choices) if same_choice(a, spot.taken))
    best = short.best()
    out: dict[str, Any] = {"seconds": (t1 - t0, t2 - t1), "choices": len(short.choices)}
    zs = []
    for j in range(len(short.choices)):
        gap = math.hypot(short.errors[j], long.errors[j])
        if gap > 0:
            zs.append((short.means[j] - long.means[j]) / gap)
    out["ev_z"] = zs
    if best != chosen:
        d_short = short.means[best] - short.means[chosen]
        d_long = long.means[best] - long.means[chosen]
        gap = math.hypot(short.difference_error(best, chosen), long.difference_error(best, chosen))
        out["cost_z"] = (d_short - d_long) / gap if gap > 0 else 0.0
        out["cost_bb"] = (d_short / bb, d_long / bb)
    else:
        out["cost_z"] = None

    def flagged(p: Any) -> bool:
        b = p.best()
        cost = (p.means[b] - p.means[chosen]) / bb
        return b != chosen and cost >= MIN_FLAG_BB and cost >= FLAG_SIGMAS * (
            p.difference_error(b, chosen) / bb
        )

    out["flags"] = (flagged(short), flagged(long))
    return out


def share(zs: list[float], bound: float) -> str:
    return f"{sum(1 for z in zs if abs(z) <= bound) / len(zs):.1%}" if zs else "-"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--decisions", type=int, default=240)
    p.add_argument("--scale", type=float, default=10.0)
    p.add_argument("--seed", type=int, default=71)
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args()
    start = time.monotonic()
    found = spots(args.decisions, args.seed)
    print(f"{len(found)} decisions collected in {time.monotonic() - start:.0f} s", flush=True)
    jobs = [(i, s, args.scale) for i, s in enumerate(found)]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        results = pool.map(compare, jobs, chunksize=4)
    cost_z = [r["cost_z"] for r in results if r["cost_z"] is not None]
    ev_z = [z for r in results for z in r["ev_z"]]
    flags = [r["flags"] for r in results]
    both = sum(1 for a, b in flags if a and b)
    short_only = sum(1 for a, b in flags if a and not b)
    long_only = sum(1 for a, b in flags if b and not a)
    short_s = sum(r["seconds"][0] for r in results)
    long_s = sum(r["seconds"][1] for r in results)
    print(f"decisions: {len(results)} ({sum(r['choices'] for r in results)} choices); "
          f"CPU {short_s:.0f} s for the review's estimates, {long_s:.0f} s for the "
          f"{args.scale:g}x ones; {time.monotonic() - start:.0f} s in all")  # fmt: skip
    print(f"cost of the review's best against the choice made, {len(cost_z)} decisions where "
          f"they differ: |z| <= 1: {share(cost_z, 1)}, <= 2: {share(cost_z, 2)}, "
          f"<= 3: {share(cost_z, 3)}")  # fmt: skip
    print(f"every choice's value, {len(ev_z)} choices: |z| <= 1: {share(ev_z, 1)}, "
          f"<= 2: {share(ev_z, 2)}, <= 3: {share(ev_z, 3)}")  # fmt: skip
    print(f"flags: both {both}, the review only {short_only}, the long run only {long_only}, "
          f"neither {len(flags) - both - short_only - long_only}")  # fmt: skip
    worst = sorted((r for r in results if r["cost_z"] is not None),
                   key=lambda r: -abs(r["cost_z"]))[:5]  # fmt: skip
    for r in worst:
        print(f"  largest disagreement: z {r['cost_z']:+.2f}, cost {r['cost_bb'][0]:.2f} bb "
              f"(review) vs {r['cost_bb'][1]:.2f} bb (long)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
