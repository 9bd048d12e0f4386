"""Build ``cardtable/badugi/odds3.bin``: the exact three-draw odds of every way to discard from
every four-card hand, with no dead cards (the situation before a hand's first draw).

Why a table: the exact computation (``cardtable.badugi.odds.draws``) takes 10-30 s a hand in Python,
and the issue asks for all 16 options in under 100 ms. Hands that differ only by a renaming of
suits have the same odds, which leaves 16,432 hands. ``three_draws.c`` computes them with the
same model and algorithm as ``odds/exact.py`` (compiled here with gcc, about 0.2 s a hand); this
script feeds it the hands, turns its integer counts into exact fractions exactly as ``odds.py``
does, and
writes the table. ``--check N`` compares N random hands with the Python engine first. Hands
are fed as their canonical form (``odds_table.canonical``), which is the frame ``odds.py``
computes in (its module notes, "Suits"), so the table and the engine agree exactly.

Run: ``.venv/bin/python tools/odds_table/build.py [--jobs 2] [--work DIR] [--check N]``
(about an hour of CPU). The app never runs this; tests check the shipped table against the
Python engine on sample hands.
"""

from __future__ import annotations

import argparse
import itertools
import random
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from math import comb
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from cardtable.badugi.hand_value import _TABLE4, CLASSES  # noqa: E402
from cardtable.badugi.odds import draws as odds  # noqa: E402
from cardtable.badugi.odds import exact as odds_exact  # noqa: E402
from cardtable.badugi.odds import table as odds_table  # noqa: E402
from cardtable.core.cards import card_from_index  # noqa: E402

CHUNK = 256


def best_hands_bytes() -> bytes:
    """The best partial hand of every four cards, in colex order, for the C program."""
    out = bytearray(3 * comb(52, 4))
    for combo in itertools.combinations(range(52), 4):
        entry = _TABLE4[sum(1 << i for i in combo)]
        size, ranks = CLASSES[entry >> 4]
        at = 3 * odds_table.colex(combo)
        out[at : at + 3] = bytes([size, ranks[0], entry & 15])
    return bytes(out)


def compile_program(work: Path) -> Path:
    exe = work / "three_draws"
    src = HERE / "three_draws.c"
    if not exe.exists() or exe.stat().st_mtime < src.stat().st_mtime:
        subprocess.run(
            ["gcc", "-O3", "-march=native", "-Wall", "-o", str(exe), str(src)], check=True
        )
    return exe


def run_program(exe: Path, best: bytes, hands: list[tuple[int, ...]]) -> dict:
    """{(hand, keep mask): exact P(badugi with high <= r) for r in HIGHS}."""
    text = "".join(" ".join(map(str, h)) + "\n" for h in hands).encode()
    out = subprocess.run([str(exe)], input=best + text, capture_output=True, check=True)
    results: dict = {}
    buckets: dict[tuple[int, ...], list[int]] = {}
    current = None

    def flush() -> None:
        if current is not None:
            exact = odds_exact._to_fractions(buckets, 48)
            results[current] = tuple(exact[r] for r in odds.HIGHS)

    for line in out.stdout.decode().splitlines():
        parts = line.split()
        if parts[0] == "H":
            flush()
            current = (tuple(map(int, parts[1:5])), int(parts[5]))
            buckets = {}
        else:
            sizes = tuple(int(x) for x in parts[1:4] if int(x) >= 0)
            buckets[sizes] = [int(x) for x in parts[4:]]
    flush()
    return results


def check(exe: Path, best: bytes, count: int, seed: int) -> None:
    """Compare ``count`` random hands (all 16 options) with the Python engine, exactly."""
    rng = random.Random(seed)
    hands = [tuple(sorted(rng.sample(range(52), 4))) for _ in range(count)]
    got = run_program(exe, best, hands)
    for hand in hands:
        pool = odds_exact._FULL & ~sum(1 << i for i in hand)
        for km in range(16):
            keep = sum(1 << hand[i] for i in range(4) if km >> i & 1)
            exact = odds_exact._to_fractions(odds_exact._three_draws(keep, pool), 48)
            want = tuple(exact[r] for r in odds.HIGHS)
            if got[hand, km] != want:
                raise SystemExit(f"MISMATCH {hand} keep {km}: {got[hand, km]} != {want}")
        print("checked", " ".join(str(card_from_index(i)) for i in hand), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--work", type=Path, default=Path("/tmp/odds3-work"))
    parser.add_argument("--check", type=int, default=0, help="random hands to check first")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    exe = compile_program(args.work)
    best = best_hands_bytes()
    if args.check:
        check(exe, best, args.check, args.seed)
    hands = odds_table.canonical_hands()
    chunks = [hands[i : i + CHUNK] for i in range(0, len(hands), CHUNK)]
    print(f"{len(hands)} hands in {len(chunks)} chunks", flush=True)
    t0 = time.time()

    def do(index: int) -> None:
        path = args.work / f"chunk{index:04d}.txt"
        if path.exists():
            return
        got = run_program(exe, best, chunks[index])
        lines = []
        for (hand, km), values in sorted(got.items()):
            nums = [v * odds_table.DENOMINATOR for v in values]
            assert all(n.denominator == 1 for n in nums)
            lines.append(" ".join(map(str, (*hand, km, *(int(n) for n in nums)))))
        tmp = path.with_suffix(".tmp")
        tmp.write_text("\n".join(lines) + "\n")
        tmp.rename(path)
        print(f"chunk {index + 1}/{len(chunks)} at {time.time() - t0:.0f} s", flush=True)

    with ThreadPoolExecutor(args.jobs) as pool:
        list(pool.map(do, range(len(chunks))))
    rows: dict[tuple[int, ...], list[list[int]]] = {}
    for index in range(len(chunks)):
        for line in (args.work / f"chunk{index:04d}.txt").read_text().splitlines():
            numbers = list(map(int, line.split()))
            hand, km, values = tuple(numbers[:4]), numbers[4], numbers[5:]
            rows.setdefault(hand, [[]] * 16)[km] = values
    data = odds_table.encode(rows)
    target = ROOT / "cardtable" / "badugi" / "odds" / odds_table.FILENAME
    target.write_bytes(data)
    print(f"wrote {target} ({len(data):,} bytes) in {time.time() - t0:.0f} s")


if __name__ == "__main__":
    main()
