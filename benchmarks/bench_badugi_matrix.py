"""The Badugi strength ladder and all-in defence, as one matrix of duplicate matches.

Issue 13's required matches: heads-up fixed limit (hard vs medium, hard vs basic, medium vs
easy, 5,000 deals), six-max fixed limit (hard and five medium, hard and five basic, 2,000
deals), and heads-up pot and no limit (hard vs a bot that shoves every hand at 20 and 100 big
blinds, hard vs medium, 1,000 deals). Every row prints the first bot's big blinds per 100
hands with its 95% interval, and the decision times of the bots. Prints numbers; asserts
nothing. ``--scale 0.1`` runs a tenth of every match (a quick look; intervals widen).

Run: ``.venv/bin/python benchmarks/bench_badugi_matrix.py --jobs 2 [--scale S] [--only ROW]``
(the whole matrix takes hours on two cores: ``--only`` picks rows by name).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass

from cardtable.badugi.arena import run_match
from cardtable.badugi.rules import BadugiRules


@dataclass(frozen=True)
class Row:
    name: str
    bots: tuple[str, ...]
    deals: int
    structure: str = "fixed"
    stack: int = 200
    seed: int = 1


MATRIX = (
    Row("hu-hard-medium", ("hard", "medium"), 5000, seed=131),
    Row("hu-hard-basic", ("hard", "basic"), 5000, seed=132),
    Row("hu-medium-easy", ("medium", "easy"), 5000, seed=133),
    Row("6max-hard-medium", ("hard",) + ("medium",) * 5, 2000, seed=134),
    Row("6max-hard-basic", ("hard",) + ("basic",) * 5, 2000, seed=135),
    Row("nl-hard-shove-20bb", ("hard", "shove"), 1000, "no_limit", 40, seed=136),
    Row("nl-hard-shove-100bb", ("hard", "shove"), 1000, "no_limit", 200, seed=137),
    Row("pl-hard-shove-20bb", ("hard", "shove"), 1000, "pot", 40, seed=138),
    Row("pl-hard-shove-100bb", ("hard", "shove"), 1000, "pot", 200, seed=139),
    Row("nl-hard-medium", ("hard", "medium"), 1000, "no_limit", seed=140),
    Row("pl-hard-medium", ("hard", "medium"), 1000, "pot", seed=141),
)


def command(row: Row, deals: int, jobs: int) -> str:
    """The arena command that plays ``row`` (for the notes)."""
    return (
        f"cardtable-arena --game badugi --hands {deals} --seed {row.seed} "
        f"--bots {','.join(row.bots)} --duplicate --structure {row.structure} "
        f"--stack {row.stack} --jobs {jobs}"
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--scale", type=float, default=1.0, help="fraction of every match's deals")
    ap.add_argument("--only", default="", help="comma-separated row names (default: all)")
    ap.add_argument("--json", action="store_true", help="also print every summary as JSON")
    args = ap.parse_args()
    if not 0 < args.scale <= 1:
        ap.error("--scale must be in (0, 1]")
    if args.jobs < 1:
        ap.error("--jobs must be at least 1")
    wanted = {w.strip() for w in args.only.split(",") if w.strip()}
    unknown = wanted - {r.name for r in MATRIX}
    if unknown:
        ap.error(f"unknown rows: {', '.join(sorted(unknown))}")
    head = f"{'row':<22} {'deals':>6} {'bb/100':>8}  {'95% interval':<18}"
    print(f"{head} {'ms median/p95':>24}  secs")
    summaries = []
    for row in MATRIX:
        if wanted and row.name not in wanted:
            continue
        deals = max(1, round(row.deals * args.scale))
        t0 = time.perf_counter()
        s = run_match(
            BadugiRules(structure=row.structure), list(row.bots), deals, row.seed,
            duplicate=True, stack=row.stack, jobs=args.jobs,
        )  # fmt: skip
        first = s["seats"][0]
        ci = first["bb_per_100"]
        times = " ".join(
            f"{e['bot']} {e['decision_ms']['median']:.0f}/{e['decision_ms']['p95']:.0f}"
            for e in s["seats"][:2]
        )
        print(
            f"{row.name:<22} {deals:>6} {ci['mean']:>+8.1f}  [{ci['low']:+.1f}, {ci['high']:+.1f}]"
            f"{'':<4} {times:>24}  {time.perf_counter() - t0:.0f}",
            flush=True,
        )
        print(f"    {command(row, deals, args.jobs)}", flush=True)
        summaries.append({"row": row.name, "summary": s})
    if args.json:
        print(json.dumps(summaries, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
