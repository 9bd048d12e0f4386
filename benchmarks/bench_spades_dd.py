"""The Spades double-dummy layer (``cardtable.spades.dd``): is it exact, how fast is it, how long
does a hand's review take. Prints numbers; asserts nothing.

- ``check``: ``--check N`` endings of 1 to ``--cards`` (5) cards a hand, every figure compared
  with the plain exhaustive search (``dd_reference``). Half come from games played by the
  engine (random cards, either direction, 0-3 cards on the table), half are made with spades
  unbroken and the lead rule able to bind later (real play rarely keeps them so late).
- ``speed``: every position of the card play of ``--hands`` hands played by ``basic`` bots,
  solved cold (cache cleared): DDS alone (``exact_nodes=0``, what a bot would ask for) and
  with the default exact search. Positions/s, median and p95 by tricks left, and the share
  of positions whose figures are exact.
- ``approx``: where spades are unbroken and the exact search finishes within ``--approx-nodes``
  positions, how often DDS's own figures (later spade leads allowed) differ from the exact
  ones, and by how much.
- ``review``: ``review_hand`` of each of those hands from seat 0 (coach included), the time
  from the hand's record to the finished review: median, p95, max.

    .venv/bin/python benchmarks/bench_spades_dd.py [--check 1000] [--cards 5] [--hands 20]
        [--seed 1] [--skip check,speed,approx,review]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict

from cardtable.spades.bot_menu import make_bot
from cardtable.spades.dd import analysis as dd
from cardtable.spades.dd.position import DDPosition
from cardtable.spades.dd.reference import exhaustive, random_ending, random_unbroken_position
from cardtable.spades.dd.search import LeadRuleSearch, OutOfNodes, dds_values
from cardtable.spades.phase import Phase
from cardtable.spades.records import build_record
from cardtable.spades.review import review_hand
from cardtable.spades.rules import CLOCKWISE, COUNTERCLOCKWISE, SpadesRules
from cardtable.spades.state import SpadesState


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def check(n: int, max_cards: int, seed: int, nodes: int) -> None:
    rng = random.Random(seed)
    mismatches = inexact = unbroken = figures = 0
    dd_s = ref_s = 0.0
    sizes: dict[int, int] = defaultdict(int)
    start = time.perf_counter()
    for k in range(n):
        rules = SpadesRules(direction=rng.choice((CLOCKWISE, COUNTERCLOCKWISE)))
        if k % 2 == 0:
            state = random_ending(rng, rng.randint(1, max_cards), rng.randrange(4), rules=rules)
            hands = [sum(c.bit for c in state.hand(s)) for s in range(4)]
            trick = [(s, c.index) for s, c in state.current_trick]
            seat, broken = state.to_act, state.spades_broken
            assert seat is not None
        else:
            hands, trick, seat, broken = random_unbroken_position(
                rng, rng.randint(2, max_cards), rng.randrange(4), rules
            )
        leader = trick[0][0] if trick else seat
        position = DDPosition(
            (hands[0], hands[1], hands[2], hands[3]), tuple(trick), leader, broken,
            rules.direction == CLOCKWISE,
        )  # fmt: skip
        position.check()
        dd.clear_cache()
        t = time.perf_counter()
        result = dd.solve(position, exact_nodes=nodes)
        dd_s += time.perf_counter() - t
        t = time.perf_counter()
        expected = exhaustive(hands, trick, seat, broken, rules)
        ref_s += time.perf_counter() - t
        got = {c.index: v for c, v in result.tricks.items()}
        mismatches += got != expected
        inexact += not result.exact
        unbroken += not broken
        figures += len(expected)
        sizes[position.tricks_left] += 1
    print(
        f"check: {n} endings ({dict(sorted(sizes.items()))} by cards a hand), {unbroken} with "
        f"spades unbroken, {figures} figures: {mismatches} endings differ from the exhaustive "
        f"search, {inexact} not marked exact; dd {dd_s:.1f} s, exhaustive {ref_s:.1f} s, "
        f"{time.perf_counter() - start:.0f} s in all (exact search up to {nodes} positions)"
    )


def played_positions(hands: int, seed: int) -> list[tuple[dict, list[DDPosition]]]:
    """(record, positions of every card played) for ``hands`` hands of ``basic`` bots."""
    out = []
    for k in range(hands):
        state = SpadesState(SpadesRules(), seed * 1_000 + k)
        bots = [make_bot("basic", seed * 10 + s) for s in range(4)]
        positions = []
        while not state.history:
            seat = state.to_act
            assert seat is not None
            if state.phase is Phase.PLAYING:
                positions.append(DDPosition.from_state(state))
            state.apply(bots[seat].act(state.view(seat)))
        out.append((build_record(state), positions))
    return out


def speed(games: list[tuple[dict, list[DDPosition]]]) -> None:
    for label, nodes in (("DDS alone (exact_nodes=0)", 0), ("default", dd.EXACT_NODES)):
        by_left: dict[int, list[float]] = defaultdict(list)
        exact = 0
        total = 0.0
        count = 0
        for _, positions in games:
            dd.clear_cache()
            for position in positions:
                t = time.perf_counter()
                result = dd.solve(position, exact_nodes=nodes)
                el = time.perf_counter() - t
                by_left[position.tricks_left].append(el)
                total += el
                count += 1
                exact += result.exact
        print(
            f"speed, {label}: {count} positions in {total:.1f} s = {count / total:.0f} "
            f"positions/s; exact {exact / count:.0%}"
        )
        for left in sorted(by_left, reverse=True):
            times = by_left[left]
            print(
                f"  {left:>2} tricks left: {len(times):>4} positions, median "
                f"{statistics.median(times) * 1000:7.1f} ms, p95 {pct(times, 0.95) * 1000:7.1f} "
                f"ms, max {max(times) * 1000:7.1f} ms"
            )


def approx(games: list[tuple[dict, list[DDPosition]]], max_nodes: int) -> None:
    positions = differ = cards = diff_cards = solved = 0
    worst = 0
    by_left: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for _, played in games:
        for position in played:
            if not position.lead_rule_may_bind():
                continue
            positions += 1
            try:
                exact = LeadRuleSearch(max_nodes).values(position)
            except OutOfNodes:
                continue
            solved += 1
            free = dds_values(position)
            gaps = [abs(free[i] - v) for i, v in exact.items()]
            cards += len(gaps)
            diff_cards += sum(g > 0 for g in gaps)
            differ += any(gaps)
            worst = max(worst, *gaps)
            by_left[position.tricks_left][0] += 1
            by_left[position.tricks_left][1] += any(gaps)
    print(
        f"approx: {positions} positions with the lead rule able to bind; {solved} solved "
        f"exactly within {max_nodes} nodes; DDS alone differs in {differ} of them "
        f"({diff_cards} of {cards} card figures), by at most {worst} trick(s); by tricks left "
        f"(solved, differ): {dict(sorted(by_left.items(), reverse=True))}"
    )


def review(games: list[tuple[dict, list[DDPosition]]]) -> None:
    times, exact, decisions = [], 0, 0
    for record, _ in games:
        dd.clear_cache()
        t = time.perf_counter()
        result = review_hand(record, 1, 0)
        times.append(time.perf_counter() - t)
        exact += sum(d.exact for d in result.decisions)
        decisions += len(result.decisions)
    print(
        f"review: {len(times)} hands (seat 0, coach included): median "
        f"{statistics.median(times):.2f} s, p95 {pct(times, 0.95):.2f} s, max {max(times):.2f} "
        f"s; {exact} of {decisions} decisions exact"
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", type=int, default=1000, help="endings to check (default 1000)")
    p.add_argument("--cards", type=int, default=5, help="most cards a hand in them (5)")
    # The layer's default (dd.EXACT_NODES) bounds a position's exact search to keep a review
    # within its time; an ending that needs more is answered by DDS and marked inexact (one
    # in 1,000 here). The check asks for the search to finish, to test every figure.
    p.add_argument("--check-nodes", type=int, default=100_000,
                   help="exact-search limit for the check (default 100000)")
    p.add_argument("--hands", type=int, default=20, help="played hands to time (20)")
    p.add_argument("--approx-nodes", type=int, default=3_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--skip", default="", help="comma-separated parts not to run")
    args = p.parse_args()
    skip = set(args.skip.split(","))
    print(f"DDS {dd.self_test()}")
    if "check" not in skip:
        check(args.check, args.cards, args.seed, args.check_nodes)
    if {"speed", "approx", "review"} <= skip:
        return
    games = played_positions(args.hands, args.seed)
    if "speed" not in skip:
        speed(games)
    if "approx" not in skip:
        approx(games, args.approx_nodes)
    if "review" not in skip:
        review(games)


if __name__ == "__main__":
    main()
