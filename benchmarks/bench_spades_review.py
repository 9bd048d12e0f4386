"""The Spades hand review over many played hands (issue 25): how much of it is exact, how long
it takes, whether its totals add up, and whether it tells a random player from a good one.
Prints numbers; asserts nothing.

``--deals N`` deals (default 25) are each played once by every bot of ``--bots`` (default
hard, medium, basic, random) in seats 0 and 2 against ``--against`` (medium) in seats 1 and
3, and each hand is reviewed from seat 0: N x 4 reviewed hands, the same deals for every bot.
The bots play without a clock (``budget_ms`` None), so a run gives the same hands every time.
Reported:

- the share of exact decisions by trick number (exact: the card's cost in points and tricks,
  its figure and the best card's all proven exactly), and from trick 3 on;
- review time p50/p95/max (coach included), wall and the reviewing thread's CPU time, and
  the longest pause of a 10 ms ticker thread meanwhile (a stand-in for the GUI's event
  loop: the review runs on a worker thread);
- the largest interval shown (the widest trick figure of a played or best card);
- totals: the largest total cost in tricks of a hand (never above 13), the nil bidders'
  hands in which a made nil was charged (a cost in tricks or points on the nil bidder's cards);
- each bot's mean cost per hand in points and tricks (exact costs only), and unjudged cards.

    PYTHONPATH=. nice -n 10 .venv/bin/python benchmarks/bench_spades_review.py [--deals 25]

``--players 3`` (5, 6) reviews tables of that size (the paranoid review, ``review_sizes``):
the bots of ``--bots`` (default there: basic, random) sit in seat 0 (and its partner's seat
3 at six), ``--against`` in the others; also printed: the first trick from which half and
nine in ten of the decisions are exact.
"""

from __future__ import annotations

import argparse
import statistics
import threading
import time
from collections import defaultdict

from cardtable.spades.actions import BLIND_NIL, NIL
from cardtable.spades.bot_menu import make_bot
from cardtable.spades.records import build_record
from cardtable.spades.review import review_hand
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play(deal: int, bot: str, against: str, players: int = 4) -> dict:
    rules = SpadesRules(players=players)
    state = SpadesState(rules, 7_000 + deal)
    bots = [
        make_bot(bot if rules.team_of(s) == 0 else against, deal * 10 + s) for s in range(players)
    ]
    for b in bots:  # no clock: the same deals give the same hands on every run and machine
        if hasattr(b, "budget_ms"):
            b.budget_ms = None
    while not state.history:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat)))
    return build_record(state)


class Ticker:
    """A thread that wakes every 10 ms and notes the longest gap beyond that."""

    def __init__(self) -> None:
        self.worst = 0.0
        self.running = True
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self) -> None:
        last = time.perf_counter()
        while self.running:
            time.sleep(0.01)
            now = time.perf_counter()
            self.worst = max(self.worst, now - last - 0.01)
            last = now


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=25)
    parser.add_argument("--bots", default=None)
    parser.add_argument("--against", default="medium")
    parser.add_argument("--players", type=int, default=4, choices=(3, 4, 5, 6))
    args = parser.parse_args()
    four = args.players == 4
    bots = (args.bots or ("hard,medium,basic,random" if four else "basic,random")).split(",")
    size = SpadesRules(players=args.players).hand_size
    by_trick: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    times: list[float] = []
    cpu: list[float] = []
    stall = 0.0
    widest = 0
    worst_total = 0
    nil_hands = charged = 0
    cost: dict[str, list[tuple[int, int, int]]] = defaultdict(list)
    for deal in range(args.deals):
        for bot in bots:
            record = play(deal, bot, args.against, args.players)
            ticker = Ticker()
            ticker.thread.start()
            t0 = time.perf_counter()
            result: list = []

            def work(r: dict = record, out: list = result) -> None:
                start = time.thread_time()
                out.append(review_hand(r, 1, 0))
                cpu.append(time.thread_time() - start)

            worker = threading.Thread(target=work)
            worker.start()
            worker.join()
            times.append(time.perf_counter() - t0)
            ticker.running = False
            ticker.thread.join()
            stall = max(stall, ticker.worst)
            review = result[0]
            for d in review.decisions:
                row = by_trick[d.trick]
                row[0] += d.exact
                row[1] += 1
                shown = [d.side, d.best_tricks]
                widest = max(widest, *(high - low for low, high in shown))
            worst_total = max(worst_total, review.total_cost)
            if review.bids[0] in (NIL, BLIND_NIL):
                nil_hands += 1
                if review.took[0] == 0 and any(
                    (d.cost_tricks or 0) > 0 or (d.cost_points or 0) > 0 for d in review.decisions
                ):
                    charged += 1
            cost[bot].append((review.total_cost_points, review.total_cost, review.unjudged))
        print(f"deal {deal + 1}/{args.deals} reviewed", flush=True)
    n = len(times)
    print(
        f"\n{n} reviewed hands ({args.players} players, seat 0; {args.deals} deals x "
        f"{', '.join(bots)}; opponents {args.against})"
    )
    print(
        "exact decisions by trick: "
        + "  ".join(f"{t}:{by_trick[t][0] / by_trick[t][1]:.0%}" for t in sorted(by_trick))
    )
    late = [by_trick[t] for t in by_trick if t >= 3]
    print(
        f"from trick 3 on: {sum(r[0] for r in late)} of {sum(r[1] for r in late)} exact "
        f"({sum(r[0] for r in late) / sum(r[1] for r in late):.1%})"
    )
    print(
        f"review time: p50 {statistics.median(times):.2f} s, p95 {pct(times, 0.95):.2f} s, "
        f"max {max(times):.2f} s; longest ticker pause {stall * 1000:.0f} ms"
    )
    print(
        f"review CPU time (the reviewing thread's own; what a quiet machine's wall time "
        f"would be): p50 {statistics.median(cpu):.2f} s, p95 {pct(cpu, 0.95):.2f} s, "
        f"max {max(cpu):.2f} s"
    )
    print(f"largest interval shown: {widest} tricks wide")
    for share in (0.5, 0.9):
        from_trick = next(
            (
                t
                for t in sorted(by_trick)
                if all(by_trick[u][0] >= share * by_trick[u][1] for u in by_trick if u >= t)
            ),
            None,
        )
        print(
            f"exact in {share:.0%} of the decisions or more from trick {from_trick} on (of {size})"
        )
    print(f"largest total cost of a hand: {worst_total} tricks (of {size})")
    print(f"hands where seat 0 bid nil: {nil_hands}; made nils charged: {charged}")
    for bot in bots:
        rows = cost[bot]
        print(
            f"{bot:>7}: mean cost per hand {statistics.mean(r[0] for r in rows):.1f} points, "
            f"{statistics.mean(r[1] for r in rows):.2f} tricks; unjudged cards "
            f"{sum(r[2] for r in rows)} of {size * len(rows)}"
        )


if __name__ == "__main__":
    main()
