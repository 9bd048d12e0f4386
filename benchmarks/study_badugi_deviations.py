"""Study: where a Badugi bot's choices win or lose chips against a reference bot's choices.

Why it is kept: a duplicate match says *whether* a bot is better; this says *where*. At every
decision of the studied bot (the hero) in the betting, the reference bot is asked what it
would do in the same view. Where the two differ, the hand is copied, the reference's action
is played instead, and the rest of the hand is played by the same bots; the hero's chips in
the real hand less those in the copy are its gain from deviating. Gains are summed per kind
of spot (betting round, facing a bet or not, both actions, the hero's hand size, opponents
left). Each row is one sample of the rest of each hand, so single rows are noisy: trust rows
that lose on two seeds. Session 4 found issue 13's leaks this way (two-card raises at six
seats, draws raised into pot-limit bettors, three-card hands calling the last bet).

Run: ``.venv/bin/python benchmarks/study_badugi_deviations.py --hero hard --reference basic
--opponent basic --seats 6 --deals 150 [--structure fixed] [--seed 9]``. Prints numbers.
"""

from __future__ import annotations

import argparse
import copy
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from cardtable.badugi.hand_value import evaluate  # noqa: E402
from cardtable.badugi.rules import STRUCTURES, BadugiRules  # noqa: E402
from cardtable.badugi.state import HandState  # noqa: E402
from cardtable.badugi.tendencies import Tendency, fresh, observe  # noqa: E402
from cardtable.badugi.view import seat_view  # noqa: E402
from cardtable.core.bots import Bot  # noqa: E402
from cardtable.core.rng import derive_seed  # noqa: E402
from cardtable.games import make_bot  # noqa: E402

TABLE_DEALS = 50
"""Deals at one table before the public records start afresh (as in the arena)."""


def _finish(state: HandState, bots: list[Bot], record: list[Tendency]) -> None:
    while state.to_act is not None:
        seat = state.to_act
        state.apply(bots[seat].act(seat_view(state, seat, tendencies=record)), seat)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hero", default="hard")
    ap.add_argument("--reference", default="basic")
    ap.add_argument("--opponent", default="basic")
    ap.add_argument("--seats", type=int, default=6)
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--structure", default="fixed", choices=STRUCTURES)
    ap.add_argument("--stack", type=int, default=200)
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument("--rows", type=int, default=15, help="worst and best rows to print")
    args = ap.parse_args()
    if not 2 <= args.seats <= 8 or args.deals < 1:
        ap.error("--seats must be 2-8 and --deals at least 1")
    rules = BadugiRules(structure=args.structure)
    n = args.seats
    reference = make_bot("badugi", args.reference, 1)
    gains: dict[tuple[object, ...], list[float]] = defaultdict(lambda: [0, 0.0])
    records: dict[int, list[Tendency]] = {}
    for deal in range(args.deals):
        if deal % TABLE_DEALS == 0:
            records = {}
        for hero in range(n):
            names = [args.opponent] * n
            names[hero] = args.hero
            bots = [
                make_bot("badugi", name, derive_seed(args.seed, "study", deal, i))
                for i, name in enumerate(names)
            ]
            record = records.get(hero) or fresh(n)
            state = HandState(
                rules, [args.stack] * n, deal % n, seed=args.seed, hand_no=deal,
                auto_muck=[True] * n,
            )  # fmt: skip
            copies: list[tuple[tuple[object, ...], int]] = []
            while state.to_act is not None:
                seat = state.to_act
                view = seat_view(state, seat, tendencies=record)
                action = bots[seat].act(view)
                if seat == hero and view.phase == "betting":
                    other = reference.act(view)
                    if other.kind != action.kind:
                        alt = copy.deepcopy(state)
                        alt.apply(other, seat)
                        _finish(alt, bots, record)
                        key = (
                            view.street, "facing" if view.to_call else "open", action.kind,
                            other.kind, f"{evaluate(view.hand).size} cards",
                            len(view.live_opponents),
                        )  # fmt: skip
                        copies.append((key, alt.stacks[hero]))
                state.apply(action, seat)
            records[hero] = observe(record, state)
            for key, alt_stack in copies:
                row = gains[key]
                row[0] += 1
                row[1] += (state.stacks[hero] - alt_stack) / rules.big_blind
    total = sum(g for _, g in gains.values())
    print(
        f"{args.hero} against {args.opponent} x{n - 1}, reference {args.reference}, "
        f"{args.structure}, {args.deals * n} hands, seed {args.seed}: "
        f"gain from deviating {total:+.1f} bb ({total * 100 / (args.deals * n):+.1f} bb/100)"
    )
    head = "(round, spot, hero, reference, hand, opponents)"
    ordered = sorted(gains.items(), key=lambda kv: kv[1][1])
    for title, rows in (("worst", ordered[: args.rows]), ("best", ordered[::-1][: args.rows])):
        print(f"{title}: {head}")
        for key, (count, gain) in rows:
            print(f"  {key!s:60} n={count:5d} {gain:+9.1f} bb ({gain / count:+.2f} a decision)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
