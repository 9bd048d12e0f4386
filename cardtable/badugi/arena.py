"""Badugi bot matches for ``cardtable-arena --game badugi``.

Every hand starts from fresh stacks (``--stack``) so the chips of one hand never carry into
the next; results are net chips and big blinds per 100 hands with 95% intervals. What does
carry, as at a real table, is each player's public record (``badugi.tendencies``): the bots
see who raised and shoved in the earlier hands of the same table of ``TABLE_DEALS`` deals.
``--duplicate`` plays each deal once per rotation of the bots through the seats, which
cancels most of the luck of the cards.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from typing import Any

from cardtable.badugi.bot_menu import make_bot
from cardtable.badugi.play import play_out
from cardtable.badugi.records import hand_record, to_phh
from cardtable.badugi.rules import MAX_CHIPS, STRUCTURES, BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.tendencies import fresh, observe
from cardtable.core.chunks import run_in_chunks
from cardtable.core.jsonio import write_json_atomic
from cardtable.core.options import number
from cardtable.core.rng import derive_seed, new_seed
from cardtable.core.stats import mean_ci

TABLE_DEALS = 50
"""Deals played at one table: the bots see each other's public record (``tendencies``) from
the table's earlier hands, as players at a real table do, and a new table starts every this
many deals. Worker processes split the match at table boundaries only, so a match gives the
same result however it is split."""


def _parse_blinds(text: str) -> tuple[int, int]:
    try:
        sb, bb = (int(x) for x in text.split("/"))
    except ValueError as exc:
        raise ValueError(f"--blinds must look like 1/2, not {text!r}") from exc
    return sb, bb


def _structures(text: str) -> list[str]:
    names = [s.strip() for s in text.split(",") if s.strip()]
    for name in names:
        if name not in STRUCTURES:
            raise ValueError(
                f"--structure {name!r} is not a betting structure (choose from "
                f"{', '.join(STRUCTURES)}, or several separated by commas)"
            )
    if not names or len(set(names)) != len(names):
        raise ValueError("--structure must name each structure once")
    return names


def _rules(args: argparse.Namespace, structure: str) -> BadugiRules:
    sb, bb = _parse_blinds(args.blinds)
    return BadugiRules(
        structure=structure, small_blind=sb, big_blind=bb, draws=1 if args.single_draw else 3
    )


def _play_chunk(job: dict[str, Any]) -> dict[str, Any]:
    """Play deals ``start..stop``; returns per-entry nets per deal and decision times."""
    rules = BadugiRules.from_json(job["rules"])
    names: list[str] = job["bots"]
    n = len(names)
    seed: int = job["seed"]
    rotations = range(n) if job["duplicate"] else range(1)
    export = Path(job["export"]) if job["export"] else None
    nets: list[list[float]] = [[] for _ in range(n)]
    times: dict[str, list[float]] = {name: [] for name in names}
    record = fresh(n)  # each entry's public record (tendencies), by entry
    for deal in range(job["start"], job["stop"]):
        if deal % TABLE_DEALS == 0:
            record = fresh(n)  # a new table: nobody has been seen yet
        # Bots are seeded per deal, so a match gives the same result however it is split
        # over worker processes.
        bots = [
            make_bot(name, derive_seed(seed, "arena-bot", deal, i))
            for i, name in enumerate(names)
        ]
        totals = [0] * n
        for r in rotations:
            # Seat s is played by entry (s + r) % n: every entry visits every seat.
            entry_at = [(s + r) % n for s in range(n)]
            seated = [bots[e] for e in entry_at]
            state = HandState(
                rules, [job["stack"]] * n, deal % n, seed=seed, hand_no=deal,
                auto_muck=[True] * n,
            )  # fmt: skip

            def timed(seat: int, secs: float, entry_at: list[int] = entry_at) -> None:
                times[names[entry_at[seat]]].append(secs)

            seen = [record[e] for e in entry_at]
            play_out(state, seated, timed, seen)
            for s, t in enumerate(observe(seen, state)):
                record[entry_at[s]] = t
            for s in range(n):
                totals[entry_at[s]] += state.stacks[s] - job["stack"]
            if export is not None:
                players = [f"{names[e]}#{e}" for e in entry_at]
                stem = f"badugi-{deal:06d}-r{r}"
                write_json_atomic(export / f"{stem}.json", hand_record(state, players, seen))
                if rules.structure == "fixed" and rules.draws == 3:
                    (export / f"{stem}.phh").write_text(to_phh(state, players), encoding="utf-8")
        for e in range(n):
            nets[e].append(totals[e] / len(rotations))
    return {"nets": nets, "times": times}


def run_match(
    rules: BadugiRules,
    bots: list[str],
    hands: int,
    seed: int,
    duplicate: bool = False,
    stack: int = 200,
    export: str | None = None,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play a match and return the summary (also what ``--json`` prints)."""
    n = len(bots)
    if not 2 <= n <= 8:
        raise ValueError(f"--bots must name 2 to 8 bots, one per seat (got {n})")
    for name in bots:
        make_bot(name)  # fail early on an unknown name
    if hands < 1:
        raise ValueError("--hands must be at least 1")
    if stack < rules.big_blind:
        raise ValueError("--stack must be at least the big blind")
    if export:
        Path(export).mkdir(parents=True, exist_ok=True)
    base = {
        "rules": rules.to_json(), "bots": bots, "seed": seed, "duplicate": duplicate,
        "stack": stack, "export": export,
    }  # fmt: skip
    t0 = time.perf_counter()
    results = run_in_chunks(_play_chunk, hands, jobs, base, align=TABLE_DEALS)
    elapsed = time.perf_counter() - t0
    played = hands * (n if duplicate else 1)
    nets = [[x for r in results for x in r["nets"][e]] for e in range(n)]
    times: dict[str, list[float]] = {name: [] for name in bots}
    for r in results:
        for name, ts in r["times"].items():
            times[name].extend(ts)
    entries = []
    for e, name in enumerate(bots):
        per_hand = nets[e]
        est = mean_ci([x * 100 / rules.big_blind for x in per_hand])
        ts = sorted(times[name])
        entries.append(
            {
                "seat": e,
                "bot": name,
                "net_chips": round(sum(per_hand) * (n if duplicate else 1)),
                "bb_per_100": est.as_dict(),
                "decision_ms": {
                    "median": statistics.median(ts) * 1000 if ts else 0.0,
                    "p95": ts[int(0.95 * (len(ts) - 1))] * 1000 if ts else 0.0,
                },
            }
        )
    return {
        "game": "badugi",
        "rules": rules.to_json(),
        "seed": seed,
        "deals": hands,
        "hands_played": played,
        "duplicate": duplicate,
        "stack": stack,
        "seats": entries,
        "seconds": elapsed,
        "hands_per_second": played / elapsed if elapsed > 0 else float("inf"),
    }


def format_summary(s: dict[str, Any]) -> str:
    r = s["rules"]
    head = (
        f"Badugi arena: {s['deals']} deals, {s['hands_played']} hands played, seed {s['seed']}, "
        f"{r['structure']} {r['small_blind']}/{r['big_blind']}, "
        f"{'triple' if r['draws'] == 3 else 'single'} draw, stacks {s['stack']}"
        f"{', duplicate (bots rotated through the seats)' if s['duplicate'] else ''}"
    )
    label = "bot" if s["duplicate"] else "seat"
    lines = [
        head,
        f"{label:>4}  {'name':<10} {'net chips':>10} {'bb/100':>9}  {'95% interval':<20} "
        f"{'ms/decision (median, p95)':>26}",
    ]
    for e in s["seats"]:
        b = e["bb_per_100"]
        d = e["decision_ms"]
        lines.append(
            f"{e['seat']:>4}  {e['bot']:<10} {e['net_chips']:>+10} {b['mean']:>+9.1f}  "
            f"[{b['low']:+.1f}, {b['high']:+.1f}]".ljust(62)
            + f"{d['median']:>10.3f} {d['p95']:>10.3f}"
        )
    lines.append(f"hands per second: {s['hands_per_second']:.0f}")
    return "\n".join(lines)


smoke_args = ("--hands", "6", "--bots", "random,random,random")
"""A match of a second or so (the conformance suite plays one for every game)."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of a Badugi match (the rest are the arena's own)."""
    p.add_argument("--hands", type=int, default=1000, help="Badugi: hands to play (default 1000)")
    p.add_argument(
        "--structure",
        default="fixed",
        help="Badugi betting structure: fixed, pot, half_pot or no_limit, or several "
        "separated by commas (one match each on the same deals, reported per structure; "
        "default fixed)",
    )
    p.add_argument("--single-draw", action="store_true", help="Badugi: one draw instead of three")
    p.add_argument(
        "--stack",
        # At most what a saved hand may hold (rules.MAX_CHIPS, 2**31 - 1): larger stacks
        # played, then exported records that read_record refuses.
        type=number(int, 1, "a stack of 1 to 2147483647 chips", MAX_CHIPS),
        default=200,
        help="Badugi: starting stack in chips",
    )
    p.add_argument("--blinds", default="1/2", help="Badugi: small/big blind (default 1/2)")


def run(args: argparse.Namespace) -> int:
    """One match per structure asked for, on the same seed (so the same deals), each
    reported on its own: a bot can be strong in fixed limit and broken in no limit."""
    seed = new_seed() if args.seed is None else args.seed
    bots = [b.strip() for b in (args.bots or "basic,random").split(",")]
    structures = _structures(args.structure)
    rules = [_rules(args, s) for s in structures]  # every setting checked before any play
    summaries = []
    for r in rules:
        export = args.export
        if export and len(rules) > 1:
            export = str(Path(export) / r.structure)
        summaries.append(
            run_match(r, bots, args.hands, seed, args.duplicate, args.stack, export, args.jobs)
        )
    if args.json:
        doc: Any = summaries[0] if len(summaries) == 1 else {"matches": summaries}
        print(json.dumps(doc, indent=1))
    else:
        print("\n\n".join(format_summary(s) for s in summaries))
    return 0
