"""Decision time of the Spades bots per difficulty: median and 95th percentile.

Speed is measured here (and by the arena), never asserted by a timed test. Each difficulty
plays ``--hands`` whole hands from seats 0 and 2 against ``basic`` on seats 1 and 3 (with
``--players`` 3, 5 or 6: from the first team's seats, 0, or 0 and 3, against ``basic``); every
decision of the measured bot is timed (card plays and bids separately, and all together).
The issue's limit: ``hard`` at most 1 s a card at the 95th percentile on the target machine.

    .venv/bin/python benchmarks/bench_spades_bots.py [--hands 4] [--seed 1]
        [--bots easy,medium,hard] [--budget-ms MS] [--players 4]

Without ``--budget-ms`` each bot uses its own default budget (what the GUI plays with).
"""

from __future__ import annotations

import argparse
import time

from cardtable.games import make_bot
from cardtable.spades import Bid, Play, SpadesRules, SpadesState


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 1))
    return ordered[int(rank) - 1]


def measure(
    name: str, hands: int, seed: int, budget_ms: float | None, players: int = 4
) -> dict[str, list[float]]:
    """Seconds per decision of bot ``name``: {'card': [...], 'bid': [...], 'all': [...]}."""
    out: dict[str, list[float]] = {"card": [], "bid": [], "all": []}
    rules = SpadesRules(players=players)
    mine = [rules.team_of(s) == 0 for s in range(players)]
    for h in range(hands):
        bots = [
            make_bot("spades", name if mine[s] else "basic", seed + 10 * h + s)
            for s in range(players)
        ]
        if budget_ms is not None:
            for bot in bots:
                if hasattr(bot, "budget_ms"):
                    bot.budget_ms = budget_ms  # type: ignore[attr-defined]
        state = SpadesState(rules, seed * 1000 + h)
        while state.hand_number == 1:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            t0 = time.perf_counter()
            action = bots[seat].act(view)
            spent = time.perf_counter() - t0
            if mine[seat]:
                if isinstance(action, Play):
                    out["card"].append(spent)
                elif isinstance(action, Bid):
                    out["bid"].append(spent)
                out["all"].append(spent)  # looking at the cards (ShowCards) counts here only
            state.apply(action)
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hands", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bots", default="easy,medium,hard")
    p.add_argument("--budget-ms", type=float, default=None)
    p.add_argument("--players", type=int, choices=(3, 4, 5, 6), default=4)
    args = p.parse_args()
    print(f"{'bot':<8} {'kind':<5} {'n':>5} {'median ms':>10} {'p95 ms':>9} {'max ms':>9}")
    for name in args.bots.split(","):
        t = measure(name, args.hands, args.seed, args.budget_ms, args.players)
        for kind in ("card", "bid", "all"):
            v = t[kind]
            if not v:
                continue
            print(
                f"{name:<8} {kind:<5} {len(v):>5} {_percentile(v, 0.5) * 1e3:>10.1f} "
                f"{_percentile(v, 0.95) * 1e3:>9.1f} {max(v) * 1e3:>9.1f}"
            )


if __name__ == "__main__":
    main()
