"""How many complete random four-player Spades hands the engine plays per second.

Four ``random`` bots play whole games through the public interface (seat view -> bot ->
``apply``), as the arena does; every finished hand counts. Goal: at least 2,000 hands/s.

    .venv/bin/python benchmarks/bench_spades.py [--hands 20000] [--seed 1]
"""

from __future__ import annotations

import argparse
import time

from cardtable.core.bots import make_bot
from cardtable.spades import SpadesRules, SpadesState


def run(hands: int, seed: int) -> tuple[int, float]:
    """Play games until at least ``hands`` hands are finished; return (hands, seconds)."""
    rules = SpadesRules()
    bots = [make_bot("spades", "random", seed * 10 + i) for i in range(4)]
    done = 0
    game = 0
    start = time.perf_counter()
    while done < hands:
        state = SpadesState(rules, seed=seed * 1_000_003 + game)
        game += 1
        while not state.is_over:
            seat = state.turn
            state.apply(bots[seat].act(state.view(seat)))
        done += len(state.history)
    return done, time.perf_counter() - start


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=20000)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    done, seconds = run(args.hands, args.seed)
    print(f"{done} random four-player hands in {seconds:.2f} s: {done / seconds:,.0f} hands/s")


if __name__ == "__main__":
    main()
