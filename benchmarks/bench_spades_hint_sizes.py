"""How long the person waits for the bidding coach (Hint at bidding) and the card hint (H at
his turn) at every table size, at the table's own settings: the coach is ``coach_advice``
(``COACH_DEALS`` deals, no time limit: ``SpadesTable.hint_samples``), the hint asks ``hard``
at its default 200 ms a card. Random positions (the first bidder's first look, and the last
bidder's after ``basic`` bots bid, whose bids the deals must fit; a card some tricks into the
hand), median, p95 and max seconds per size. Asserts nothing.

    .venv/bin/python benchmarks/bench_spades_hint_sizes.py [--positions 10] [--seed 100]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from cardtable.spades import ShowCards, SpadesRules, SpadesState
from cardtable.spades.bot_menu import make_bot
from cardtable.spades.coach import coach_advice
from cardtable.spades.play_hint import card_hint


def spread(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return f"{statistics.median(ordered):.3f} / {p95:.3f} / {ordered[-1]:.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--seed", type=int, default=100)
    args = parser.parse_args()
    for players in (3, 4, 5, 6):
        coach_s: list[float] = []
        last_s: list[float] = []
        hint_s: list[float] = []
        for i in range(args.positions):
            seed = args.seed + i
            rng = random.Random(seed)
            state = SpadesState(SpadesRules(players=players), seed)
            seat = state.turn
            assert seat is not None
            state.apply(ShowCards(seat))
            start = time.perf_counter()
            coach_advice(state.view(seat))
            coach_s.append(time.perf_counter() - start)
            # Everyone up to the last bidder bids as basic does.
            while sum(b is not None for b in state.view(seat).bids) < players - 1:
                bidder = state.turn
                assert bidder is not None
                state.apply(make_bot("basic", seed).act(state.view(bidder)))
            last = state.turn
            assert last is not None
            if ShowCards(last) in state.legal_actions():
                state.apply(ShowCards(last))
            start = time.perf_counter()
            coach_advice(state.view(last))
            last_s.append(time.perf_counter() - start)
            moves = rng.randrange(players * 2, players * 8)
            while state.phase.name != "PLAYING" or moves > 0:
                if state.phase.name == "PLAYING":
                    moves -= 1
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
            turn = state.turn
            assert turn is not None
            start = time.perf_counter()
            card_hint(state.view(turn), seed)
            hint_s.append(time.perf_counter() - start)
        print(
            f"{players} players, {args.positions} positions, median / p95 / max s:"
            f" coach {spread(coach_s)} (first bidder), {spread(last_s)} (last);"
            f" card hint {spread(hint_s)}"
        )


if __name__ == "__main__":
    main()
