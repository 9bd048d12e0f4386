"""How many complete random four-player Spades hands the engine plays per second.

Two measurements, default rules, whole games (every finished hand counts):

- ``bots``: four ``random`` bots through the public interface, as the arena plays (seat view
  -> bot -> ``apply``). This is the number the goal refers to: at least 2,000 hands/s.
- ``engine``: uniformly random legal actions taken straight from ``legal_actions()``, without
  building seat views: the rules engine alone.

    .venv/bin/python benchmarks/bench_spades.py [--hands 20000] [--seed 1] [--repeat 3]

With ``--repeat`` the best run is reported (the others only show how noisy the machine is).
"""

from __future__ import annotations

import argparse
import random
import time

from cardtable.games import make_bot
from cardtable.spades import SpadesRules, SpadesState


def run_bots(hands: int, seed: int) -> tuple[int, float]:
    """Play games with random bots until ``hands`` hands are finished; (hands, seconds)."""
    rules = SpadesRules()
    bots = [make_bot("spades", "random", seed * 10 + i) for i in range(4)]
    done = 0
    game = 0
    start = time.perf_counter()
    while done < hands:
        state = SpadesState(rules, seed=seed * 1_000_003 + game)
        game += 1
        while not state.is_over:
            seat = state.to_act
            state.apply(bots[seat].act(state.view(seat)))
        done += len(state.history)
    return done, time.perf_counter() - start


def run_engine(hands: int, seed: int) -> tuple[int, float]:
    """The same with random legal actions and no views: the engine's own cost."""
    rules = SpadesRules()
    rand = random.Random(seed).random
    done = 0
    game = 0
    start = time.perf_counter()
    while done < hands:
        state = SpadesState(rules, seed=seed * 1_000_003 + game)
        game += 1
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rand() * len(legal))])
        done += len(state.history)
    return done, time.perf_counter() - start


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=20000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--repeat", type=int, default=1)
    args = p.parse_args()
    for label, runner in (("bots", run_bots), ("engine", run_engine)):
        rates = []
        for _ in range(max(1, args.repeat)):
            done, seconds = runner(args.hands, args.seed)
            rates.append(done / seconds)
        runs = ", ".join(f"{r:,.0f}" for r in rates)
        print(
            f"{label:>6}: {max(rates):,.0f} random four-player hands/s "
            f"({args.hands:,} hands per run; runs: {runs})"
        )


if __name__ == "__main__":
    main()
