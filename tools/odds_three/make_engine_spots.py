"""Write ``tests/badugi/data/three_draws_dead_engine.json``: the pure-Python engine's exact
three-draw odds for a few spots with dead cards, for the tests to hold the vectorised pass
(``cardtable.badugi.odds.three``) to without running the engine (tens of seconds a spot).

Each spot is ``odds.discard_options(hand, 3, dead, use_table=False)``: all 16 options in the
engine's order, with their exact P(badugi with high <= r), r = 4..13, as "numerator/denominator".

Run: ``.venv/bin/python tools/odds_three/make_engine_spots.py`` (a few minutes).
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from cardtable.badugi.odds import draws as odds  # noqa: E402
from cardtable.core.cards import full_deck  # noqa: E402

OUT = ROOT / "tests" / "badugi" / "data" / "three_draws_dead_engine.json"

# Fixed spots: a few chosen shapes (pair, three-flush, quads left in the pool) and random ones
# with 1-6 dead cards, plus one small pool (many dead cards).
CHOSEN = [
    ("Ac 2s 3d 3h", "2h 2d"),
    ("Kc Qc 9c 4d", "5c"),
    ("7s 7h 7d 2c", "Ah 4s 9d"),
    ("5c 6d 8h Ts", "3c 3d 3h 3s 2c 2d"),
]


def spots() -> list[tuple[str, str]]:
    rng = random.Random(20261130)
    out = list(CHOSEN)
    for n_dead in (1, 2, 4, 6):
        cards = rng.sample(full_deck(), 4 + n_dead)
        out.append((" ".join(map(str, cards[:4])), " ".join(map(str, cards[4:]))))
    cards = rng.sample(full_deck(), 4 + 30)
    out.append((" ".join(map(str, cards[:4])), " ".join(map(str, cards[4:]))))
    return out


def main() -> None:
    result = []
    for hand, dead in spots():
        t0 = time.perf_counter()
        options = odds.discard_options(hand, 3, dead, use_table=False)
        result.append(
            {
                "hand": hand,
                "dead": dead,
                "options": [
                    {"discard": " ".join(map(str, o.discard)), "exact": [str(x) for x in o.exact]}
                    for o in options
                ],
            }
        )
        print(f"{hand} | {dead}: {time.perf_counter() - t0:.0f} s", flush=True)
    OUT.write_text(json.dumps({"spots": result}, indent=1) + "\n")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
