"""Build ``cardtable/badugi/finals.bin``: what final hand a Badugi opponent ends with, given
how many cards he changed in one draw of a triple-draw hand.

Why: the draw trainer ranks each way to discard by its chance to win the showdown
(``cardtable.badugi.odds.win``), so it needs the opponents' likely final hands. In a trainer
spot the only thing known about an opponent is how many cards he just drew; the table gives,
for each draw (1-3) and count (0-4), the chance that a final hand of each strength class
beats him (ties half).

Model: the ranges ``hard`` reads draws with (``ai.simulate``): a player dealt four random
cards who plays the simple policy of ``natural_draw`` (stand pat on a badugi, else throw the
uncounted cards, breaking a jack or worse while two or more draws remain) before the draw
seen, changes ``k`` cards in it with the likelihood ``draw_likelihood`` gives his holding
(throwing his worst cards, ``hand_info``'s order), and plays the policy again to the end.
Each simulated hand is played once per ``k`` on the same cards, weighted by that likelihood.

Run: ``.venv/bin/python tools/badugi_finals/build.py [--hands 2000000] [--jobs 2]`` (a few
minutes). The app never runs this; tests check the shipped table's shape and sense.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from cardtable.badugi.ai.finals import DRAWS, KS, write_table  # noqa: E402
from cardtable.badugi.ai.simulate import draw_likelihood, hand_info, natural_draw  # noqa: E402
from cardtable.badugi.hand_value import NUM_CLASSES  # noqa: E402


def _simulate(job: tuple[int, int]) -> list[float]:
    """``hands`` simulated hands: flat weights over (draw seen, cards changed, final class)."""
    hands, seed = job
    out = [0.0] * (len(DRAWS) * len(KS) * NUM_CLASSES)
    rng = random.Random(seed)
    deck0 = list(range(52))
    for _ in range(hands):
        deck = deck0[:]
        rng.shuffle(deck)
        mask = (1 << deck[0]) | (1 << deck[1]) | (1 << deck[2]) | (1 << deck[3])
        ptr = 4
        for d in DRAWS:  # the draw seen; the hand before it played by the policy
            _, size, high, order = hand_info(mask)
            left = len(DRAWS) - d + 1
            for k in KS:
                w = draw_likelihood(k, size, high, left)
                m, p = mask, ptr
                for c in order[:k]:
                    m ^= 1 << c
                for c in deck[p : p + k]:
                    m |= 1 << c
                p += k
                for later in range(left - 1, 0, -1):
                    _, s2, h2, o2 = hand_info(m)
                    n = natural_draw(s2, h2, later)
                    for c in o2[:n]:
                        m ^= 1 << c
                    for c in deck[p : p + n]:
                        m |= 1 << c
                    p += n
                final = hand_info(m)[0]
                out[((d - 1) * len(KS) + k) * NUM_CLASSES + final] += w
            # The policy's own draw, to reach the next draw.
            n = natural_draw(size, high, left)
            for c in order[:n]:
                mask ^= 1 << c
            for c in deck[ptr : ptr + n]:
                mask |= 1 << c
            ptr += n
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=2_000_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2027)
    ap.add_argument("--out", type=Path, default=ROOT / "cardtable/badugi/finals.bin")
    args = ap.parse_args()
    t0 = time.perf_counter()
    per = args.hands // args.jobs
    jobs = [(per, args.seed * 100 + j) for j in range(args.jobs)]
    with ProcessPoolExecutor(args.jobs) as pool:
        parts = list(pool.map(_simulate, jobs))
    weights = [sum(p[i] for p in parts) for i in range(len(parts[0]))]
    write_table(args.out, weights)
    print(f"{per * args.jobs} hands in {time.perf_counter() - t0:.0f} s; wrote {args.out} "
          f"({args.out.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
