"""Are the review's trick figures right? Every figure ``dd.bounds`` gives (exact, or a proven
interval) checked against an independent search of our rules (``dd.reference``). Prints
numbers; asserts nothing.

- ``endings``: ``--endings N`` endings of 1 to 5 cards a hand (half from games the engine
  played, half with spades unbroken and the lead rule able to bind), against ``exhaustive``
  (plain minimax).
- ``unbroken``: ``--unbroken N`` made-up positions with 7 to 9 cards a hand, spades not yet
  broken and the lead rule able to bind, against ``exhaustive_ab`` (minimax with alpha-beta;
  the tests hold it to ``exhaustive``).

A figure "differs" when it is exact and not the yardstick's, or an interval that does not hold
the yardstick's. Intervals are counted too (how many figures the search left open).

    PYTHONPATH=. nice -n 10 .venv/bin/python benchmarks/bench_spades_exact.py \\
        [--endings 1000] [--unbroken 200] [--nodes 5000] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import time

from cardtable.spades.dd import analysis as dd
from cardtable.spades.dd.position import DDPosition
from cardtable.spades.dd.reference import (
    exhaustive,
    exhaustive_ab,
    random_ending,
    random_unbroken_position,
)
from cardtable.spades.dd.search import SearchMemo
from cardtable.spades.rules import CLOCKWISE, COUNTERCLOCKWISE, SpadesRules


def compare(position: DDPosition, truth: dict[int, int], nodes: int) -> tuple[int, int, int]:
    """(figures, differing, intervals) of one position."""
    found = dd.bounds(position, nodes, SearchMemo())
    differ = intervals = 0
    if {c.index for c in found} != set(truth):
        raise AssertionError("the legal cards differ")
    for card, (low, high) in found.items():
        intervals += low != high
        differ += not low <= truth[card.index] <= high
    return len(found), differ, intervals


def position_of(hands, trick, seat, broken, rules: SpadesRules) -> DDPosition:
    leader = trick[0][0] if trick else seat
    return DDPosition(
        tuple(hands), tuple(trick), leader, broken, rules.direction == CLOCKWISE,
        rules.spades_lead_any_time,
    )  # fmt: skip


def run(label: str, n: int, make, truth_of, nodes: int) -> None:
    figures = differ = intervals = 0
    worst = 0.0
    start = time.perf_counter()
    for k in range(n):
        hands, trick, seat, broken, rules = make(k)
        position = position_of(hands, trick, seat, broken, rules)
        t0 = time.perf_counter()
        truth = truth_of(list(hands), list(trick), seat, broken, rules)
        worst = max(worst, time.perf_counter() - t0)
        f, d, i = compare(position, truth, nodes)
        figures, differ, intervals = figures + f, differ + d, intervals + i
        if d:
            print(f"  {label} {k}: {d} figure(s) differ")
    print(
        f"{label}: {n} positions, {figures} card figures, {differ} differ, {intervals} intervals "
        f"(not exact); {time.perf_counter() - start:.0f} s (yardstick's slowest {worst:.1f} s)",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--endings", type=int, default=1000)
    parser.add_argument("--unbroken", type=int, default=200)
    parser.add_argument("--nodes", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    def rules() -> SpadesRules:
        return SpadesRules(
            direction=rng.choice((CLOCKWISE, COUNTERCLOCKWISE)),
            spades_lead_any_time=rng.random() < 0.1,
        )

    def ending(k: int):
        r = rules()
        if k % 2 == 0:
            state = random_ending(rng, rng.randint(1, 5), rng.randrange(4), rules=r)
            hands = [sum(c.bit for c in state.hand(s)) for s in range(4)]
            trick = [(s, c.index) for s, c in state.current_trick]
            assert state.to_act is not None
            return hands, trick, state.to_act, state.spades_broken, r
        hands, trick, seat, broken = random_unbroken_position(
            rng, rng.randint(2, 5), rng.randrange(4), r
        )
        return hands, trick, seat, broken, r

    def unbroken(k: int):
        r = SpadesRules(direction=rng.choice((CLOCKWISE, COUNTERCLOCKWISE)))
        hands, trick, seat, broken = random_unbroken_position(
            rng, 7 + k % 3, rng.randrange(4), r
        )
        return hands, trick, seat, broken, r

    if args.endings:
        run("endings of 1-5 cards", args.endings, ending, exhaustive, args.nodes)
    if args.unbroken:
        run("unbroken, 7-9 cards", args.unbroken, unbroken, exhaustive_ab, args.nodes)


if __name__ == "__main__":
    main()
