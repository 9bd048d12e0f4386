"""Small versions of issue 13's matches, so that a change that breaks a bot shows.

Each is a duplicate match on a fixed seed: deterministic (the bots think by counts, not by
the clock), so a failure is a change of behaviour, never bad luck. They are far too short to
measure strength (the full matches and their intervals are
``benchmarks/bench_badugi_matrix.py``, quoted in NOTES.md), so they do not ask for a win,
which a few dozen deals cannot show either way; they ask that the first bot is not *clearly*
losing (the top of its 95% interval above zero) and, against the all-in bot, that it wins
outright. What they catch is a bot that falls apart: one that folds everything to a shove,
pays off a pat hand with nothing, or shoves junk into a sound caller.
"""

from __future__ import annotations

import pytest

from cardtable.badugi.arena import run_match
from cardtable.badugi.rules import BadugiRules

MATCHES = [
    # (bots, deals, structure, stack, seed); the all-in bot must be beaten outright
    (("hard", "medium"), 30, "fixed", 200, 13),
    (("medium", "easy"), 100, "fixed", 200, 14),
    (("hard", "basic"), 30, "fixed", 200, 15),
    (("hard", "shove"), 100, "no_limit", 40, 16),
    (("hard", "shove"), 100, "pot", 40, 17),
    (("hard", "medium"), 40, "no_limit", 200, 18),
    (("hard", "medium"), 40, "pot", 200, 19),
    (("hard", "basic", "basic", "basic", "basic", "basic"), 8, "fixed", 200, 20),
    (("hard", "medium", "medium", "medium", "medium", "medium"), 4, "fixed", 200, 21),
]


@pytest.mark.parametrize(
    ("bots", "deals", "structure", "stack", "seed"),
    MATCHES,
    ids=[f"{m[2]}-{'-'.join(dict.fromkeys(m[0]))}-{len(m[0])}" for m in MATCHES],
)
def test_small_match(
    bots: tuple[str, ...], deals: int, structure: str, stack: int, seed: int
) -> None:
    summary = run_match(
        BadugiRules(structure=structure), list(bots), deals, seed, duplicate=True, stack=stack
    )
    first = summary["seats"][0]
    ci = first["bb_per_100"]
    assert ci["high"] > 0, f"{bots[0]} clearly loses: {ci}"
    if "shove" in bots:
        assert ci["mean"] > 0, f"{bots[0]} loses to blind shoving: {ci}"
