"""Where a heads-up sit-and-go's chips go: hard against medium (or shove), hand by hand.

Plays heads-up sit-and-goes as the arena does (same seeds, same seating) and logs, for every
hand, the effective depth at its start, the first bot's chip result, who decided each of its
actions (the stack wrapper or the cash bot inside), whether the chips went in before the
first draw, and both hands' heads-up chance before the draws. Prints the chips won and lost
by depth and by kind of hand, so a change to the stack play can be aimed at the spots that
cost chips; ``--variant`` picks a version of the first bot's stack play to compare.

    python benchmarks/study_sng_headsup.py --count 40 --seed 27 --jobs 1 --out /tmp/hu.json
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from cardtable.badugi.actions import Action
from cardtable.badugi.bot_menu import make_bot
from cardtable.badugi.tournament import stack_play
from cardtable.badugi.tournament.arena import tournament_config
from cardtable.badugi.tournament.engine import Tournament
from cardtable.badugi.view import SeatView
from cardtable.core.rng import derive_seed


class Traced:
    """A bot that notes who decided each action (``wrapper``, ``icm``, ``guard`` or ``inner``),
    deciding as the bot it wraps does."""

    def __init__(self, bot: Any, log: list[tuple[int, int, str, str]]) -> None:
        self.bot = bot
        self.log = log
        self.wants_history = True

    def act(self, view: SeatView) -> Action:
        legal = view.legal
        assert legal is not None
        by = "inner"
        action = None
        if isinstance(self.bot, stack_play.StackBot) and "draw" not in legal.kinds:
            action = self.bot._stack_decision(view, legal)
            if action is not None:
                by = "wrapper"
        if (
            action is None
            and isinstance(self.bot, stack_play.StackBot)
            and "draw" not in legal.kinds
        ):
            action = self.bot._prize_betting(view, legal)
            if action is not None:
                by = "icm"
        if action is None:
            wrapped = isinstance(self.bot, stack_play.StackBot)
            inner = self.bot.inner if wrapped else self.bot
            action = inner.act(view)
            if wrapped and hasattr(self.bot, "_guard_stack_off") and self.bot.level == "hard":
                guarded = self.bot._guard_stack_off(view, legal, action)
                if guarded != action:
                    action, by = guarded, "guard"
        if "draw" not in legal.kinds:
            self.log.append((view.hand_no, view.street, action.kind, by))
        return action


def play(job: dict[str, Any]) -> list[dict[str, Any]]:
    cfg = tournament_config(2, "no_limit", 3, 1500, "regular", None, None)
    names = job["bots"]
    out = []
    for k in range(job["start"], job["stop"]):
        entry_at = [(s + k) % 2 for s in range(2)]
        seeds = [derive_seed(job["seed"], "sng-bot", k, e) for e in range(2)]
        logs: list[list[tuple[int, int, str, str]]] = [[], []]
        seated = []
        for e in entry_at:
            bot = make_bot(names[e], seeds[e])
            if not (e == 0 and job["cash_first"]):
                bot = stack_play.tournament_bot(names[e], bot, cfg.payouts, seeds[e])
            seated.append(Traced(bot, logs[e]))
        t = Tournament(cfg, seed=derive_seed(job["seed"], "sng", k), button=0, auto_muck=[True] * 2)
        hands = []
        while not t.is_over:
            if t.hand_over:
                t.start_hand()
            hand = t.hand
            assert hand is not None
            bb = hand.rules.big_blind
            start = list(hand.start_stacks)
            first = [list(h) for h in hand.hands]
            allin_street = None
            while hand.to_act is not None:
                seat = hand.to_act
                view = hand.view(seat, with_history=True, tendencies=t.match.tendencies)
                t.apply(seated[seat].act(view), seat)
                if allin_street is None and any(
                    hand.stacks[s] == 0 and not hand.folded[s] for s in range(2)
                ):
                    allin_street = view.street
            me = entry_at.index(0)
            chances = [stack_play.heads_up(3, 3, stack_play.strength(first[s]), 5) for s in (0, 1)]
            hands.append(
                {
                    "depth": min(start) / bb,
                    "delta": t.stacks()[me] - start[me],
                    "bb": bb,
                    "button": hand.button == me,
                    "allin": allin_street if not any(hand.folded) else None,
                    "showdown": not any(hand.folded),
                    "chance": chances[me],
                    "opp_chance": chances[1 - me],
                    "mine": [a for a in logs[0] if a[0] == hand.hand_no],
                    "theirs": [a for a in logs[1] if a[0] == hand.hand_no],
                }
            )
        won = t.finish_of(entry_at.index(0)).place == 1
        out.append({"k": k, "won": won, "hands": hands})
    return out


def summarize(results: list[dict[str, Any]]) -> None:
    wins = sum(r["won"] for r in results)
    print(f"first bot won {wins} of {len(results)} ({100 * wins / len(results):.1f}%)")
    buckets = [(0, 8), (8, 10), (10, 15), (15, 25), (25, 50), (50, 1000)]
    by = defaultdict(lambda: [0, 0.0, 0])
    for r in results:
        for h in r["hands"]:
            b = next(f"{a}-{z}" for a, z in buckets if a < h["depth"] <= z)
            kind = (
                "allin-predraw"
                if h["allin"] == 0
                else "allin-later"
                if h["allin"] is not None
                else "showdown"
                if h["showdown"]
                else "fold"
            )
            for key in (b, f"{b} {kind}", kind):
                cell = by[key]
                cell[0] += 1
                cell[1] += h["delta"] / h["bb"]
                cell[2] += h["delta"]
    for key in sorted(by, key=lambda x: (len(x.split()), x)):
        n, bbs, chips = by[key]
        print(f"{key:<28} hands {n:>6}  bb {bbs:>+9.1f} ({bbs / n:+.2f}/hand)  chips {chips:>+8}")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--count", type=int, default=20)
    p.add_argument("--seed", type=int, default=27)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--bots", default="hard,medium")
    p.add_argument("--cash-first", action="store_true", help="the first bot unwrapped")
    p.add_argument("--out", default=None)
    a = p.parse_args()
    base = {"bots": a.bots.split(","), "seed": a.seed, "cash_first": a.cash_first}
    jobs = [dict(base, start=s, stop=min(a.count, s + 4)) for s in range(0, a.count, 4)]
    results: list[dict[str, Any]] = []
    if a.jobs <= 1:
        for j in jobs:
            results.extend(play(j))
    else:
        with ProcessPoolExecutor(a.jobs) as pool:
            for part in pool.map(play, jobs):
                results.extend(part)
    if a.out:
        with open(a.out, "w") as f:
            json.dump(results, f)
    summarize(results)


if __name__ == "__main__":
    main()
