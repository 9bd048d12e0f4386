"""Is the bid simulation calibrated at this table size? From arena records.

For every hand a bot named NAME (default ``hard``) bid a number in the records that
``cardtable-arena --game spades ... --export DIR`` wrote, the hand is set up again at the
moment it bid (its cards, the bids before it; nothing it could not see) and ``hard``'s
simulation (``bidding.estimate_bid``, the bids weighing the deals, SAMPLES deals) gives the
tricks it expects; the record gives the tricks it took. Prints the mean of each, their
difference with its 95% interval, and the same by bands of the expectation: a simulation
that expects fewer tricks than the bot takes leads it to underbid (bags), more to overbid
(sets). The simulation plays the deals with the fast policy; the bots play by search.

Usage: ``python benchmarks/study_spades_calibration.py DIR [NAME] [SAMPLES]``.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

from cardtable.core.cards import parse_card
from cardtable.core.stats import mean_ci
from cardtable.spades.actions import BLIND_NIL, NIL, Bid, ShowCards
from cardtable.spades.ai.bidding import estimate_bid
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState
from cardtable.spades.trick_rules import trick_winner_seat


def pairs(folder: Path, name: str, samples: int) -> list[tuple[float, int]]:
    """(expected tricks, tricks taken) for every numeric bid of ``name`` in the records."""
    rng = random.Random(1)
    out: list[tuple[float, int]] = []
    for path in sorted(folder.glob("spades-*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        rules = SpadesRules.from_json(record["rules"])
        mine = {s["seat"] for s in record["seats"] if s["player"].split("#")[0] == name}
        for hand in record["hands"]:
            bids = [(int(s), b) for s, b in hand["bids"]]
            for seat in mine:
                value = dict(bids)[seat]
                if value in (NIL, BLIND_NIL):
                    continue
                deal = [hand["cards"][str(s)] for s in range(rules.players)]
                state = SpadesState(rules, 1, first_dealer=hand["dealer"], deals=[deal])
                for s, b in bids:
                    if s == seat:
                        break
                    if b != BLIND_NIL:
                        state.apply(ShowCards(s))
                    state.apply(Bid(s, b))
                state.apply(ShowCards(seat))
                est = estimate_bid(state.view(seat), rng, samples, infer=True, amortize_bags=True)
                taken = sum(
                    1
                    for t in hand["tricks"]
                    if trick_winner_seat([(int(s), parse_card(c)) for s, c in t]) == seat
                )
                out.append((est.expected_tricks, taken))
    return out


def main(argv: list[str]) -> int:
    if not 1 <= len(argv) <= 3:
        print(__doc__)
        return 2
    name = argv[1] if len(argv) > 1 else "hard"
    samples = int(argv[2]) if len(argv) > 2 else 100
    data = pairs(Path(argv[0]), name, samples)
    if not data:
        print(f"no numeric bid by {name!r} in {argv[0]}")
        return 1
    diff = mean_ci([t - e for e, t in data])
    print(
        f"{name}: {len(data)} hands, simulation expects "
        f"{statistics.fmean(e for e, _ in data):.2f} tricks, took "
        f"{statistics.fmean(t for _, t in data):.2f}: took - expected {diff.mean:+.2f} "
        f"[{diff.low:+.2f}, {diff.high:+.2f}]"
    )
    bands: dict[int, list[tuple[float, int]]] = defaultdict(list)
    for e, t in data:
        bands[int(e)].append((e, t))
    for band in sorted(bands):
        rows = bands[band]
        print(
            f"  expected {band}-{band + 1}: {len(rows):>4} hands, took - expected "
            f"{statistics.fmean(t - e for e, t in rows):+.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
