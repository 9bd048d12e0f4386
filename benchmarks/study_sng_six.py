"""Where a six-seat fixed-limit sit-and-go's chips go for ``hard`` (against five ``medium``).

Plays the arena's sit-and-goes (same seeds, same seating as ``cardtable-arena badugi
--tournament N --bots hard,medium,medium,medium,medium,medium --seed S``) and writes, per
sit-and-go, hard's place and every hand it was dealt: players left, its depth in big blinds,
its chip result, its heads-up chance before the draws and who decided each of its actions
(``inner``: the cash bot; ``wrapper``: the stack play; ``guard``). Used in session 9 to read
where hard goes out early (NOTES.md).

    python benchmarks/study_sng_six.py --count 40 --jobs 2 --out /tmp/six.json
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from study_sng_headsup import Traced  # noqa: E402

from cardtable.badugi.bot_menu import make_bot  # noqa: E402
from cardtable.badugi.tournament import stack_play  # noqa: E402
from cardtable.badugi.tournament.arena import tournament_config  # noqa: E402
from cardtable.badugi.tournament.engine import Tournament  # noqa: E402
from cardtable.core.rng import derive_seed  # noqa: E402

BOTS = ["hard"] + ["medium"] * 5


def play(job: dict[str, Any]) -> list[dict[str, Any]]:
    cfg = tournament_config(6, "fixed", 3, 1500, "regular", None, None)
    n = len(BOTS)
    out = []
    for k in range(job["start"], job["stop"]):
        entry_at = [(s + k) % n for s in range(n)]
        seeds = [derive_seed(job["seed"], "sng-bot", k, e) for e in range(n)]
        logs: list[list[tuple[int, int, str, str]]] = [[] for _ in range(n)]
        seated = [
            Traced(
                stack_play.tournament_bot(
                    BOTS[e], make_bot(BOTS[e], seeds[e]), cfg.payouts, seeds[e]
                ),
                logs[e],
            )
            for e in entry_at
        ]
        t = Tournament(cfg, seed=derive_seed(job["seed"], "sng", k), button=0, auto_muck=[True] * n)
        me = entry_at.index(0)
        hands = []
        while not t.is_over:
            if t.hand_over:
                t.start_hand()
            hand = t.hand
            assert hand is not None
            bb = hand.rules.big_blind
            start = list(hand.start_stacks)
            alive = sum(1 for x in start if x > 0)
            level = t.level_no()
            dealt = hand.dealt_in[me]
            chance = (
                stack_play.heads_up(3, 3, stack_play.strength(hand.hands[me]), 5) if dealt else None
            )
            while hand.to_act is not None:
                seat = hand.to_act
                view = hand.view(seat, with_history=True, tendencies=t.match.tendencies)
                t.apply(seated[seat].act(view), seat)
            if dealt:
                hands.append(
                    {
                        "alive": alive,
                        "level": level,
                        "depth": start[me] / bb,
                        "bb": bb,
                        "delta": t.stacks()[me] - start[me],
                        "folded": hand.folded[me],
                        "chance": chance,
                        "mine": [a for a in logs[0] if a[0] == hand.hand_no],
                    }
                )
        f = t.finish_of(me)
        assert f is not None
        out.append({"k": k, "place": (f.place + f.last) / 2, "hands": hands})
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--count", type=int, default=20)
    p.add_argument("--seed", type=int, default=27)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", required=True)
    a = p.parse_args()
    jobs = [{"seed": a.seed, "start": s, "stop": min(a.count, s + 2)} for s in range(0, a.count, 2)]
    results: list[dict[str, Any]] = []
    with ProcessPoolExecutor(max(1, a.jobs)) as pool:
        for part in pool.map(play, jobs):
            results.extend(part)
    Path(a.out).write_text(json.dumps(results))
    places = [r["place"] for r in results]
    print(f"hard's places over {len(places)}: average {sum(places) / len(places):.2f}")
    print({p: places.count(p) for p in sorted(set(places))})


if __name__ == "__main__":
    main()
