"""Paired study of hard's tournament play: the arena's six-seat fixed-limit sit-and-goes
(1 ``hard`` + 5 ``medium``, same seeds and seating as ``cardtable-arena badugi --tournament
N --bots hard,medium,medium,medium,medium,medium --seed S``) played once per variant, one
after the other in one process, so that each sit-and-go is compared with itself.

Variants: ``base`` (``stack_play.ICM_BETTING`` off: main's play) and ``icm:EDGE[:FLOOR]``
(hard's fixed-limit betting valued in prizes with its stack counted EDGE times, opponents'
bets read with FLOOR of the bluffs). One line per
sit-and-go is appended to ``--out`` as it finishes (hard's place and prize share per
variant), so a long run can be read while it goes.

    python benchmarks/study_sng_paired.py --start 0 --count 100 --variants base,icm:1.5 \
        --out /tmp/paired.jsonl
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from cardtable.badugi.tournament import icm_play, stack_play
from cardtable.badugi.tournament.arena import play_one, tournament_config

BOTS = ["hard"] + ["medium"] * 5


def set_variant(name: str) -> None:
    """Switch hard's tournament betting to ``name`` (``base`` or ``icm:EDGE``)."""
    if name == "base":
        stack_play.ICM_BETTING = False
        return
    stack_play.ICM_BETTING = True
    parts = name.split(":")
    icm_play.EDGE = float(parts[1]) if len(parts) > 1 else 1.5
    icm_play.BLUFF_FLOOR = float(parts[2]) if len(parts) > 2 else None


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--start", type=int, default=0)
    p.add_argument("--count", type=int, default=20)
    p.add_argument("--seed", type=int, default=27)
    p.add_argument("--variants", default="base,icm:1.5")
    p.add_argument("--out", required=True)
    a = p.parse_args()
    cfg = tournament_config(6, "fixed", 3, 1500, "regular", None, None)
    variants = a.variants.split(",")
    totals = {v: 0.0 for v in variants}
    out = Path(a.out)
    for k in range(a.start, a.start + a.count):
        row: dict[str, object] = {"k": k}
        for v in variants:
            set_variant(v)
            t0 = time.perf_counter()
            r = play_one(cfg, BOTS, a.seed, k)
            row[v] = {
                "place": r["places"][0],
                "share": r["shares"][0],
                "hands": r["hands"],
                "s": round(time.perf_counter() - t0, 1),
            }
            totals[v] += r["shares"][0]
        with out.open("a") as f:
            f.write(json.dumps(row) + "\n")
        n = k - a.start + 1
        print(k, {v: round(totals[v] / n, 2) for v in variants}, flush=True)


if __name__ == "__main__":
    main()
