"""How well the bidding coach predicts tricks: its expected tricks against seed 001's count.

Four ``hard`` bots play whole hands (each game's first hand, so the score does not steer the
bidding); at every bid the coach advises the seat about to bid from that seat's view, and
after the hand each seat's tricks are compared with the coach's expected tricks and with the
count of seed 001 section 5.1 (side aces, half the side kings, ruffs, spade winners). Prints
the mean absolute error of both, over all seats and over the seats that did not bid nil (a
nil bidder plays to take nothing, which no count of the hand foresees), with 95% intervals of
the difference. Asserts nothing.

    .venv/bin/python benchmarks/bench_spades_coach.py [--hands 1000] [--seed 1]
        [--samples 150] [--budget-ms 150] [--play-ms 20] [--jobs 2]
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from cardtable.core.chunks import run_in_chunks
from cardtable.core.stats import mean_ci
from cardtable.games import make_bot
from cardtable.spades import Bid, SpadesRules, SpadesState
from cardtable.spades.actions import BLIND_NIL, NIL
from cardtable.spades.coach import advise


def play_hands(job: dict[str, Any]) -> list[tuple[float, float, int, bool]]:
    """(coach expected tricks, count, tricks taken, bid nil) per seat and hand."""
    rules = SpadesRules()
    rows: list[tuple[float, float, int, bool]] = []
    for h in range(job["start"], job["stop"]):
        bots = [make_bot("spades", "hard", job["seed"] * 7919 + 10 * h + s) for s in range(4)]
        for bot in bots:
            if hasattr(bot, "budget_ms"):
                bot.budget_ms = job["play_ms"]  # type: ignore[attr-defined]
        state = SpadesState(rules, job["seed"] * 100_003 + h)
        predicted: dict[int, tuple[float, float]] = {}
        while state.hand_number == 1:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            if view.hand is not None and any(isinstance(a, Bid) for a in view.legal_actions):
                advice = advise(view, seed=h, samples=job["samples"], budget_ms=job["budget_ms"])
                predicted[seat] = (advice.expected_tricks, advice.formula_count.total)
            state.apply(bots[seat].act(view))
        record = state.history[-1]
        took = record.tricks_won(4)
        bids = dict(record.bids)
        for seat, (expected, count) in predicted.items():
            rows.append((expected, count, took[seat], bids[seat] in (NIL, BLIND_NIL)))
    return rows


def report(rows: list[tuple[float, float, int, bool]]) -> None:
    for label, chosen in (
        ("all seats", rows),
        ("seats that did not bid nil", [r for r in rows if not r[3]]),
    ):
        coach = [abs(e - t) for e, _, t, _ in chosen]
        count = [abs(c - t) for _, c, t, _ in chosen]
        diff = mean_ci([a - b for a, b in zip(coach, count, strict=True)])
        print(
            f"{label}: {len(chosen)} seat-hands  coach MAE {sum(coach) / len(coach):.3f}  "
            f"count MAE {sum(count) / len(count):.3f}  "
            f"coach - count {diff.mean:+.3f} [{diff.low:+.3f}, {diff.high:+.3f}]"
        )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hands", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--samples", type=int, default=150, help="coach deals per advice")
    p.add_argument("--budget-ms", type=float, default=150.0, help="coach time per advice")
    p.add_argument("--play-ms", type=float, default=20.0, help="hard's time per card")
    p.add_argument("--jobs", type=int, default=1)
    args = p.parse_args()
    base = {
        "seed": args.seed, "samples": args.samples, "budget_ms": args.budget_ms,
        "play_ms": args.play_ms,
    }  # fmt: skip
    t0 = time.perf_counter()
    parts = run_in_chunks(play_hands, args.hands, args.jobs, base)
    rows = [row for part in parts for row in part]
    print(
        f"{args.hands} hard self-play hands, seed {args.seed}, coach {args.samples} deals / "
        f"{args.budget_ms:g} ms, play {args.play_ms:g} ms a card, {time.perf_counter() - t0:.0f} s"
    )
    report(rows)


if __name__ == "__main__":
    main()
