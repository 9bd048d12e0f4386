"""Study: the heads-up push-or-fold equilibrium of triple-draw and single-draw Badugi by
stack depth, and what shoving every hand wins against the equilibrium caller. Prints numbers.

Why it is kept: it measures how much a bot that knows nothing of its opponent's earlier
hands can make blind shoving lose. At the equilibrium the big blind calls a 20 big blind
shove with under a quarter of its hands (Badugi hands run close together before the draws),
and shoving every hand against that calling range loses only about a third of a big blind a
hand at 20 big blinds (1.3 at 100; about even at 4 to 6): the blinds it wins nearly pay for
the calls it loses. Beating a blind shover clearly takes calling about half the hands, which
is right only against him; the table's record of earlier hands
(``cardtable/badugi/tendencies.py``) is what tells him from a sound shover.

Method: hands are put in ``BUCKETS`` groups of equal frequency by their winning chance before
the first draw (``strength.heads_up``); a bucket-against-bucket equity matrix comes from
random deals played to the showdown with the simple drawing policy of ``ai.simulate`` (all
in, no more betting); then fictitious play (each side best-responding to the other's
average strategy) finds the equilibrium ranges for each stack depth, and the small blind's result
from shoving every hand against the equilibrium calling range.

Run: ``.venv/bin/python benchmarks/study_pushfold.py [--deals 2000000] [--jobs 2]``.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from cardtable.badugi.ai.simulate import hand_info, natural_draw  # noqa: E402
from cardtable.badugi.ai.strength import K_NONE, heads_up  # noqa: E402
from cardtable.badugi.hand_value import _TABLE4  # noqa: E402

BUCKETS = 40
STACKS = (4, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 70, 100, 150, 200)
"""Effective stacks in big blinds (the small blind is half a big blind)."""


def _starting_strengths(draws: int) -> list[float]:
    """Winning chance of every four-card starting hand (by card combination), sorted."""
    values = []
    for key, entry in _TABLE4.items():
        del key
        values.append(heads_up(draws, draws, entry >> 4, K_NONE))
    values.sort()
    return values


def _edges(draws: int) -> list[float]:
    """Bucket boundaries: strength thresholds with equal numbers of hands between them."""
    values = _starting_strengths(draws)
    n = len(values)
    return [values[n * b // BUCKETS] for b in range(1, BUCKETS)]


def _bucket(s: float, edges: list[float]) -> int:
    lo, hi = 0, len(edges)
    while lo < hi:
        mid = (lo + hi) // 2
        if s < edges[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _deal_chunk(job: tuple[int, int, int, list[float]]) -> tuple[list[float], list[int]]:
    draws, deals, seed, edges = job
    wins = [0.0] * (BUCKETS * BUCKETS)
    counts = [0] * (BUCKETS * BUCKETS)
    rng = random.Random(seed)
    base = list(range(52))
    for _ in range(deals):
        deck = base[:]
        rng.shuffle(deck)
        masks = [0, 0]
        for i in range(4):
            masks[0] |= 1 << deck[2 * i]
            masks[1] |= 1 << deck[2 * i + 1]
        b = [_bucket(heads_up(draws, draws, hand_info(m)[0], K_NONE), edges) for m in masks]
        ptr = 8
        muck: list[int] = []
        for left in range(draws, 0, -1):
            for s in (0, 1):
                _, size, high, order = hand_info(masks[s])
                k = natural_draw(size, high, left)
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
        a, c = hand_info(masks[0])[0], hand_info(masks[1])[0]
        r = 1.0 if a > c else 0.5 if a == c else 0.0
        wins[b[0] * BUCKETS + b[1]] += r
        counts[b[0] * BUCKETS + b[1]] += 1
        wins[b[1] * BUCKETS + b[0]] += 1.0 - r
        counts[b[1] * BUCKETS + b[0]] += 1
    return wins, counts


def equity_matrix(
    draws: int, deals: int, jobs: int, seed: int
) -> tuple[list[list[float]], list[float]]:
    edges = _edges(draws)
    per = deals // jobs
    with ProcessPoolExecutor(jobs) as pool:
        parts = list(pool.map(_deal_chunk, [(draws, per, seed + j, edges) for j in range(jobs)]))
    wins = [sum(p[0][i] for p in parts) for i in range(BUCKETS * BUCKETS)]
    counts = [sum(p[1][i] for p in parts) for i in range(BUCKETS * BUCKETS)]
    eq = [[0.5] * BUCKETS for _ in range(BUCKETS)]
    for i, j in itertools.product(range(BUCKETS), repeat=2):
        n = counts[i * BUCKETS + j]
        eq[i][j] = wins[i * BUCKETS + j] / n if n else 0.5
    return eq, edges


def equilibrium(
    eq: list[list[float]], stack: float, rounds: int = 4000
) -> tuple[list[float], list[float]]:
    """Fictitious play of push-or-fold with ``stack`` big blinds each (blinds 0.5 and 1):
    (push probability, call probability) per bucket, as average strategies."""
    n = len(eq)
    push = [1.0] * n
    avg_push = [0.0] * n
    avg_call = [0.0] * n
    for t in range(1, rounds + 1):
        # The big blind's best response to the current pushing range.
        new_call = []
        for j in range(n):
            w = sum(push)
            if w == 0:
                new_call.append(0.0)
                continue
            e = sum(push[i] * (1 - eq[i][j]) for i in range(n)) / w
            # Calling: win 2*stack with chance e, having put in stack; folding loses 1.
            new_call.append(1.0 if e * 2 * stack - stack > -1.0 else 0.0)
        # The small blind's best response to the current calling range.
        new_push = []
        for i in range(n):
            ev = 0.0
            for j in range(n):
                if new_call[j]:
                    ev += eq[i][j] * 2 * stack - stack
                else:
                    ev += 1.0
            ev /= n
            new_push.append(1.0 if ev > -0.5 else 0.0)
        rate = 1.0 / t
        for i in range(n):
            avg_push[i] += (new_push[i] - avg_push[i]) * rate
            avg_call[i] += (new_call[i] - avg_call[i]) * rate
        push = avg_push[:]
    return avg_push, avg_call


def any_two_result(eq: list[list[float]], stack: float, call: list[float]) -> float:
    """Big blinds the small blind wins per hand by shoving every hand against ``call``."""
    n = len(eq)
    total = 0.0
    for i, j in itertools.product(range(n), repeat=2):
        p = call[j]
        total += p * (eq[i][j] * 2 * stack - stack) + (1 - p) * 1.0
    return total / (n * n)


def _threshold(probs: list[float], edges: list[float]) -> float:
    """The strength from which a range (weakest bucket first) is played: the lower edge of
    the weakest bucket played at least half the time (0 when every bucket is)."""
    for b, p in enumerate(probs):
        if p >= 0.5:
            return 0.0 if b == 0 else edges[b - 1]
    return 1.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=2_000_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    for draws in (3, 1):
        t0 = time.perf_counter()
        eq, edges = equity_matrix(draws, args.deals, args.jobs, args.seed + draws)
        for stack in STACKS:
            push, call = equilibrium(eq, stack)
            print(
                f"{draws} draw(s), {stack:>4} bb: push {sum(push) / len(push):.0%} "
                f"(s >= {_threshold(push, edges):.3f}), call {sum(call) / len(call):.0%} "
                f"(s >= {_threshold(call, edges):.3f}); shoving every hand against that "
                f"call wins {any_two_result(eq, stack, call):+.3f} bb a hand"
            )
        print(f"{draws} draw(s): {time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
