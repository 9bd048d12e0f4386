"""Hand-level duplicate A/B of ``hard`` with and without amortized bags (session 7).

Each deal is the first hand of a game with random bag counts (0-9 for each side), played twice
with the sides swapped, once by ``hard`` as it bids now (``amortize_bags`` on) and once with it
off, against OPP at 20 ms a card. Prints, per arm, the points per deal (raw, and "amortized":
each bag counted at its share of the penalty) and hard's set rate, then the paired difference
with its standard error. Time-bounded bots make this noisy: identical code has shown
differences of 1.4-1.6 standard errors, so trust two or more and confirm with the arena.

Usage: ``python benchmarks/study_spades_bags.py OPP DEALS`` (OPP: basic, medium, ...).
"""

from __future__ import annotations

import multiprocessing as mp
import random
import statistics
import sys

from cardtable.spades.ai.simulate import bag_adjustment
from cardtable.spades.bot_menu import make_bot
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState

Outcome = tuple[float, int, int, int]
"""(amortized difference, raw difference, hard's contract, hard's tricks) of one hand."""


def play_deal(job: tuple[str, int, bool]) -> tuple[int, bool, list[Outcome]]:
    """Both seatings of one deal with ``hard``'s ``amortize_bags`` set as the job says."""
    opp, deal, amortize = job
    rules = SpadesRules()
    rb = random.Random(deal)
    b0 = (rb.randrange(10), rb.randrange(10))  # hard's side gets b0[0] in both seatings
    out: list[Outcome] = []
    for r in (0, 1):
        bots = []
        for s in range(4):
            bot = make_bot("hard" if s % 2 == r else opp, deal * 10 + s)
            if hasattr(bot, "budget_ms"):
                bot.budget_ms = 20  # type: ignore[attr-defined]
            if s % 2 == r:
                bot.amortize_bags = amortize  # type: ignore[attr-defined]
            bots.append(bot)
        bags = (b0[0], b0[1]) if r == 0 else (b0[1], b0[0])
        state = SpadesState(rules, 50000 + deal, bags=bags)
        while not state.history:
            seat = state.to_act
            assert seat is not None
            state.apply(bots[seat].act(state.view(seat)))
        scores = {x.team: x for x in state.history[0].scores or ()}
        value = {
            t: scores[t].hand_points + bag_adjustment(bags[t], scores[t].bags, rules)
            for t in (0, 1)
        }
        raw = scores[r].hand_points - scores[1 - r].hand_points
        out.append((value[r] - value[1 - r], raw, scores[r].contract, scores[r].tricks))
    return deal, amortize, out


def main(opp: str, deals: int) -> None:
    jobs = [(opp, d, a) for d in range(deals) for a in (False, True)]
    with mp.Pool(2) as pool:
        results = pool.map(play_deal, jobs, chunksize=4)
    arms = {a: {d: out for d, arm, out in results if arm == a} for a in (False, True)}
    for a, name in ((False, "off"), (True, "on")):
        per_deal = arms[a].values()
        amortized = [sum(o[0] for o in hands) for hands in per_deal]
        raw = [sum(o[1] for o in hands) for hands in per_deal]
        sets = sum(o[3] < o[2] for hands in per_deal for o in hands)
        hands = sum(len(h) for h in per_deal)
        print(
            f"{opp} amortize_bags {name}: amortized/deal {statistics.mean(amortized):.2f} "
            f"raw/deal {statistics.mean(raw):.2f} set rate {sets / hands:.3f}"
        )
    for k, label in ((0, "amortized"), (1, "raw")):
        on, off = arms[True], arms[False]
        diff = [sum(o[k] for o in on[d]) - sum(o[k] for o in off[d]) for d in off]
        se = statistics.stdev(diff) / len(diff) ** 0.5
        print(f"paired on - off, {label}: {statistics.mean(diff):.2f} ± {se:.2f} a deal")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
