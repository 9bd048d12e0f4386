"""Build ``cardtable/badugi/strength.bin``: how often each Badugi hand class wins heads-up,
by draws left and by how many cards the opponent changed in his latest draw.

Why a table: the ``hard`` bot looks one action ahead by playing the hand out many times
(``cardtable.badugi.ai.rollout``), and every seat in those playouts needs a sense of its own
strength at every decision. A Monte Carlo equity inside a playout is far too slow; a look-up
in this table costs one index. The figures are what a seat can know: its own class, the draws
left and the public draw count of its opponent.

Model: two random hands, both drawing by the simple policy of ``ai.simulate.natural_draw``
(stand pat on a badugi, else throw the uncounted cards, breaking a jack or worse while two or
more draws remain), played to a showdown. Every seat's class at every point of the hand is
recorded with the final result (win 1, tie 1/2, loss 0). Classes seen rarely borrow from
neighbouring classes (adjacent strength ordinals) and from the figure over all opponent draw
counts, so every cell holds a smooth estimate; the last round's rows are made non-decreasing
in class (at the showdown a stronger hand cannot win less often).

Run: ``.venv/bin/python tools/badugi_strength/build.py [--hands 1500000] [--jobs 2]``
(a few minutes). The app never runs this; tests check the shipped table's shape and sense.
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

from cardtable.badugi.ai.simulate import hand_info, natural_draw  # noqa: E402
from cardtable.badugi.ai.strength import (  # noqa: E402
    K_NONE,
    N_K,
    VARIANTS,
    write_table,
)
from cardtable.badugi.hand_value import NUM_CLASSES  # noqa: E402


def _simulate(job: tuple[int, int, int]) -> tuple[list[float], list[int]]:
    """Play ``hands`` heads-up hands with ``draws`` draws; returns flat (wins, counts) over
    (draws left, class, opponent's last draw count)."""
    draws, hands, seed = job
    size = (draws + 1) * NUM_CLASSES * N_K
    wins = [0.0] * size
    counts = [0] * size
    rng = random.Random(seed)
    deck0 = list(range(52))
    for _ in range(hands):
        deck = deck0[:]
        rng.shuffle(deck)
        masks = [0, 0]
        for i in range(4):
            masks[0] |= 1 << deck[2 * i]
            masks[1] |= 1 << deck[2 * i + 1]
        ptr = 8
        muck: list[int] = []
        last = [K_NONE, K_NONE]
        # (cell index for seat 0, for seat 1) at every point of the hand.
        cells: list[tuple[int, int]] = []
        for left in range(draws, -1, -1):
            row = []
            for s in (0, 1):
                strength = hand_info(masks[s])[0]
                row.append((left * NUM_CLASSES + strength) * N_K + last[1 - s])
            cells.append((row[0], row[1]))
            if left == 0:
                break
            for s in (0, 1):
                _, size_, high, order = hand_info(masks[s])
                k = natural_draw(size_, high, left)
                if ptr + k > 52:
                    deck = deck[ptr:] + rng.sample(muck, len(muck))
                    ptr, muck = 0, []
                m = masks[s]
                for c in order[:k]:
                    m ^= 1 << c
                    muck.append(c)
                for c in deck[ptr : ptr + k]:
                    m |= 1 << c
                ptr += k
                masks[s] = m
                last[s] = k
        a = hand_info(masks[0])[0]
        b = hand_info(masks[1])[0]
        r0 = 1.0 if a > b else 0.5 if a == b else 0.0
        for c0, c1 in cells:
            wins[c0] += r0
            counts[c0] += 1
            wins[c1] += 1.0 - r0
            counts[c1] += 1
    return wins, counts


def _smooth(draws: int, wins: list[float], counts: list[int]) -> list[float]:
    """Cell estimates: each (draws left, class) pools neighbouring classes until it has enough
    hands, and each opponent-draw cell leans on that pooled figure in proportion to how few
    hands it has."""
    out = [0.5] * len(wins)
    for left in range(draws + 1):
        base = left * NUM_CLASSES
        tot_w = [0.0] * NUM_CLASSES
        tot_n = [0] * NUM_CLASSES
        for c in range(NUM_CLASSES):
            for k in range(N_K):
                i = (base + c) * N_K + k
                tot_w[c] += wins[i]
                tot_n[c] += counts[i]
        pooled = [0.5] * NUM_CLASSES
        for c in range(NUM_CLASSES):
            w, n, r = tot_w[c], tot_n[c], 0
            while n < 400 and r < NUM_CLASSES:
                r += 1
                for j in (c - r, c + r):
                    if 0 <= j < NUM_CLASSES:
                        w += tot_w[j]
                        n += tot_n[j]
            pooled[c] = w / n if n else 0.5
        for c in range(NUM_CLASSES):
            for k in range(N_K):
                i = (base + c) * N_K + k
                out[i] = (wins[i] + 40 * pooled[c]) / (counts[i] + 40)
    return out


def _isotonic(values: list[float], weights: list[float]) -> list[float]:
    """The non-decreasing sequence closest to ``values`` in weighted least squares (pool
    adjacent violators)."""
    blocks: list[list[float]] = []  # [mean, weight, length]
    for v, w in zip(values, weights, strict=True):
        blocks.append([v, max(w, 1e-9), 1])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            m2, w2, n2 = blocks.pop()
            m1, w1, n1 = blocks.pop()
            blocks.append([(m1 * w1 + m2 * w2) / (w1 + w2), w1 + w2, n1 + n2])
    out: list[float] = []
    for mean, _w, n in blocks:
        out.extend([mean] * int(n))
    return out


def _monotone_showdown(values: list[float], counts: list[int]) -> None:
    """With no draw left the cards are final, so a stronger class can only win more often:
    make every opponent-draw row of the last round non-decreasing in class (in place), which
    removes the sampling noise that would make the policy prefer a worse hand."""
    for k in range(N_K):
        idx = [c * N_K + k for c in range(NUM_CLASSES)]
        fitted = _isotonic([values[i] for i in idx], [counts[i] + 40.0 for i in idx])
        for i, v in zip(idx, fitted, strict=True):
            values[i] = v


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=1_500_000, help="hands per variant")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--out", type=Path, default=ROOT / "cardtable/badugi/strength.bin")
    args = ap.parse_args()
    tables: dict[int, list[float]] = {}
    for draws in VARIANTS:
        t0 = time.perf_counter()
        per = args.hands // args.jobs
        jobs = [(draws, per, args.seed * 100 + draws * 10 + j) for j in range(args.jobs)]
        with ProcessPoolExecutor(args.jobs) as pool:
            parts = list(pool.map(_simulate, jobs))
        wins = [sum(p[0][i] for p in parts) for i in range(len(parts[0][0]))]
        counts = [sum(p[1][i] for p in parts) for i in range(len(parts[0][1]))]
        tables[draws] = _smooth(draws, wins, counts)
        _monotone_showdown(tables[draws], counts)
        print(f"{draws} draw(s): {per * args.jobs} hands in {time.perf_counter() - t0:.0f} s")
    write_table(args.out, tables)
    print(f"wrote {args.out} ({args.out.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
