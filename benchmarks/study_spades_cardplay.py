"""A duplicate card-play study of two Spades bots, one hand at a time (issue 28).

Whole-game arena matches need hundreds of games to see a difference of 2-3 points a hand;
this study compares **card play only**, on the same deals and the same contracts, so each
deal is its own paired comparison and far fewer are needed.

For each deal (generated from ``--seed``, or every finished hand of arena records with
``--records DIR``):

1. **Bids**: generated deals are bid once by one fixed bidder (``--bidder``, default
   ``hard``, every seat); records keep the bids as made, with the score and bags before the
   hand. Both arms face the same contracts.
2. **Prefix**: with ``--from-trick K`` the first K-1 tricks are played once by a fixed
   reference bot (``--prefix-bot``, default ``medium``), so both arms start from one position.
3. **Tables**: the rest of the hand is played on several tables, each a seating of A and B
   by team position (at 3 and 5 players every seat is a team; at 4 and 6 the partnerships),
   as ``--design`` says. With T_r = A in team position r, B elsewhere:

   - ``rotate`` (default; the arena's ``--duplicate`` rotation at the hand level): the
     tables T_r for every r. A's value is its team's points at T_r, averaged over r; B's
     is every other team's points at those tables. The figure the arena reports as
     "points a hand", hard's against ismcts's, without the bidding and the game's drift.
   - ``swap``: T_r against S_r (B in position r, A everywhere else), position r compared.
     The same as ``rotate`` at four players.
   - ``field``: T_r against the table of B everywhere, position r compared: what putting A
     in one seat of a field of B changes (the least noisy: only that seat plays otherwise).

   A table is played once per deal even when a design names it twice.
4. **Score**: the engine scores the hand (``spades/scoring.py``, bags and penalties
   included; the bags before the hand count with records). For each deal the study reports
   A's and B's hand points, and the paired difference A - B, also of the *margin* (a team's
   points minus the best other team's). Over deals: the mean difference with a 95% interval
   (normal, paired over deals: each deal one value).

Why the comparison is fair:

- Every table of a deal starts from the same state (cards, dealer, bids, prefix, score).
- The bot in seat s of deal d gets the seed ``derive_seed(seed, "study-bot", d, s)`` on
  every table and in both arms, whichever bot sits there, and is made fresh for each table
  (no memory carried from another table). So ``--bots X,X`` with a deterministic X (no time
  budget, a sample cap: ``--a-option budget_ms=None --a-option samples=8``) gives a
  difference of exactly 0 on every deal: the tests check that.
- Every bot sees only ``state.view(seat)``, the ``SeatView`` the arena gives it.
- Time-budgeted bots are not deterministic (the samples they reach depend on the load), so
  an A/A run (``--bots hard,hard``) is not exactly 0: run one to see the noise floor. Both
  arms of a deal run back to back in one process, so a busy machine slows both alike.

Variants of a bot without editing it: ``--a-option key=value`` (repeatable; ``--b-option``
for B) is passed to the bot class's constructor (``HardBot``: ``use_endgame``,
``keep_sound``, ``samples``, ``dd_samples``, ``use_dd``, ``budget_ms``), e.g.
``--bots hard,hard --a-option use_endgame=False``. Values: ints, floats, True/False, None.
``--budget-ms`` (default 20) is every budgeted bot's time per card unless an option sets
``budget_ms``.

Run: ``PYTHONPATH=. .venv/bin/python benchmarks/study_spades_cardplay.py --players 3
--deals 200 --bots hard,ismcts --jobs 2`` (a progress line on stderr every ``--progress``
deals; ``--json`` for the whole result).
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from fractions import Fraction
from pathlib import Path
from typing import Any

from cardtable.core.bots import Bot
from cardtable.core.rng import derive_seed
from cardtable.core.stats import mean_ci
from cardtable.spades.actions import BLIND_NIL, Bid, ShowCards, bid_from_json
from cardtable.spades.bot_menu import make_bot
from cardtable.spades.phase import Phase
from cardtable.spades.records import replay_record
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState

DESIGNS = ("rotate", "swap", "field")
Seating = tuple[str, ...]
"""A table: "A" or "B" for each team position."""
Sample = tuple[Seating, int]
"""One team position's result at one table."""


# -- bots ---------------------------------------------------------------------------------


def parse_value(text: str) -> Any:
    """An option's value: None, True/False, an int, a float, else the text itself."""
    lowered = text.strip().lower()
    if lowered == "none":
        return None
    if lowered in ("true", "false"):
        return lowered == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def parse_options(items: Iterable[str]) -> dict[str, Any]:
    """``["use_endgame=False", "samples=8"]`` as keyword arguments."""
    options: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip().isidentifier():
            raise ValueError(f"a bot option is key=value, not {item!r}")
        options[key.strip()] = parse_value(value)
    return options


def make_study_bot(
    name: str, seed: int, options: dict[str, Any] | None = None, budget_ms: float | None = None
) -> Bot:
    """The arena's bot ``name`` with ``options`` given to its class's constructor, and the
    study's time per card where it takes one (an option ``budget_ms`` wins)."""
    bot = make_bot(name, seed)
    if options:
        try:
            bot = type(bot)(seed, **options)
        except TypeError as exc:
            raise ValueError(f"bot {name!r} does not take these options {options}: {exc}") from exc
    if budget_ms is not None and "budget_ms" not in (options or {}) and hasattr(bot, "budget_ms"):
        setattr(bot, "budget_ms", budget_ms)  # noqa: B010 (a search bot's own knob)
    return bot


def seat_bots(
    job: dict[str, Any], salt: str, seats: Sequence[tuple[str, dict[str, Any] | None]]
) -> list[Bot]:
    """Fresh bots for the seats in order, seat s of deal d seeded ``(seed, salt, d, s)``."""
    return [
        make_study_bot(name, derive_seed(job["seed"], salt, job["deal"], s), opts, job["budget"])
        for s, (name, opts) in enumerate(seats)
    ]


def drive(state: SpadesState, bots: Sequence[Bot], go_on: Callable[[SpadesState], bool]) -> None:
    """Let the seats' bots act, each on its own ``SeatView``, while ``go_on(state)``."""
    while go_on(state):
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat)))


def hand_done(state: SpadesState) -> bool:
    """The hand the study plays is scored (the engine has dealt the next one already)."""
    return bool(state.history)


def tricks_done(state: SpadesState) -> int:
    """Finished tricks of the hand in progress."""
    return len(state.hand_records()[-1].tricks) - bool(state.current_trick)


# -- positions ----------------------------------------------------------------------------


def generated_start(job: dict[str, Any], rules: SpadesRules) -> SpadesState:
    """Deal ``job["deal"]``'s cards from the seed (the dealer turning round the table) and
    let the bidder bid every seat."""
    seed, deal = job["seed"], job["deal"]
    state = SpadesState(rules, derive_seed(seed, "study-deal", deal), deal % rules.players)
    bidders = seat_bots(job, "study-bid", [(job["bidder"], None)] * rules.players)
    drive(state, bidders, lambda st: st.phase is Phase.BIDDING)
    return state


def recorded_start(job: dict[str, Any], rules: SpadesRules) -> SpadesState:
    """The recorded hand's cards, dealer, score before it and bids as made."""
    spec = job["spec"]
    state = SpadesState(
        rules,
        derive_seed(job["seed"], "study-deal", job["deal"]),
        spec["dealer"],
        [spec["cards"]],
        totals=spec["totals"],
        bags=spec["bags"],
    )
    for seat, value in spec["bids"]:
        bid = bid_from_json(value)
        if bid != BLIND_NIL and state.cards_hidden(seat):
            state.apply(ShowCards(seat))
        state.apply(Bid(seat, bid))
    return state


def specs_from_records(paths: Iterable[Path]) -> tuple[SpadesRules, list[dict[str, Any]]]:
    """Every finished hand of the records (replayed and checked by ``replay_record``): its
    cards, dealer, bids and the score and bags before it. A hand met twice with everything
    equal (a duplicate rotation whose bids came out the same) is kept once."""
    rules: SpadesRules | None = None
    specs: list[dict[str, Any]] = []
    seen: set[str] = set()
    for path in sorted(paths):
        state = replay_record(json.loads(Path(path).read_text(encoding="utf-8")))
        if rules is None:
            rules = state.rules
        elif state.rules != rules:
            raise ValueError(f"{path}: the records are not all for the same rules")
        totals, bags = state.start_totals, state.start_bags
        for hand in state.history:
            spec = {
                "cards": [" ".join(map(str, cards)) for cards in hand.cards],
                "dealer": hand.dealer,
                "bids": [[seat, value] for seat, value in hand.bids],
                "totals": list(totals),
                "bags": list(bags),
            }
            key = json.dumps(spec, sort_keys=True)
            if key not in seen:
                seen.add(key)
                specs.append(spec)
            scores = sorted(hand.scores or (), key=lambda s: s.team)
            totals = tuple(s.total for s in scores)
            bags = tuple(s.bags_total for s in scores)
    if rules is None:
        raise ValueError("no records found")
    return rules, specs


# -- the design ---------------------------------------------------------------------------


def seating(teams: int, a_at: Iterable[int]) -> Seating:
    a = set(a_at)
    return tuple("A" if t in a else "B" for t in range(teams))


def design_samples(design: str, teams: int) -> tuple[list[Sample], list[Sample]]:
    """A's and B's samples (table, team position) whose means the study compares."""
    every = range(teams)
    t_r = [seating(teams, [r]) for r in every]
    a_side = [(t_r[r], r) for r in every]
    if design == "rotate":
        return a_side, [(t_r[r], t) for r in every for t in every if t != r]
    if design == "swap":
        return a_side, [(seating(teams, [u for u in every if u != r]), r) for r in every]
    if design == "field":
        return a_side, [(seating(teams, []), r) for r in every]
    raise ValueError(f"--design must be one of {', '.join(DESIGNS)}, not {design!r}")


def play_table(
    start: SpadesState, table: Seating, job: dict[str, Any]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Play the rest of the hand from ``start`` with A and B seated as ``table`` says:
    each team's hand points (the engine's scoring) and each seat's tricks."""
    rules = start.rules
    state = start.clone()
    a, b = (job["a"], job["a_options"]), (job["b"], job["b_options"])
    seats = [a if table[rules.team_of(seat)] == "A" else b for seat in range(rules.players)]
    bots = seat_bots(job, "study-bot", seats)
    drive(state, bots, lambda st: not hand_done(st))
    record = state.history[-1]
    scores = sorted(record.scores or (), key=lambda s: s.team)
    return tuple(s.hand_points for s in scores), record.tricks_won(rules.players)


def margins(points: Sequence[int]) -> tuple[int, ...]:
    """Each team's points minus the best other team's."""
    return tuple(p - max(q for u, q in enumerate(points) if u != t) for t, p in enumerate(points))


def _mean(values: Iterable[int]) -> Fraction:
    items = list(values)
    return Fraction(sum(items), len(items))


def study_deal(job: dict[str, Any]) -> dict[str, Any]:
    """One deal: its start, every table the design needs, A's and B's values (module level:
    the process pool pickles it)."""
    t0 = time.perf_counter()
    rules = SpadesRules.from_json(job["rules"])
    start = recorded_start(job, rules) if job.get("spec") else generated_start(job, rules)
    if job["from_trick"] > 1:
        prefix = seat_bots(job, "study-prefix", [(job["prefix_bot"], None)] * rules.players)
        done = job["from_trick"] - 1
        drive(start, prefix, lambda st: not hand_done(st) and tricks_done(st) < done)
    a_samples, b_samples = design_samples(job["design"], rules.team_count)
    played: dict[Seating, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    for table, _ in a_samples + b_samples:
        if table not in played:
            played[table] = play_table(start, table, job)
    tricks_ok = all(sum(taken) == rules.hand_size for _, taken in played.values())

    def value(samples: list[Sample], margin: bool) -> Fraction:
        return _mean((margins(played[t][0]) if margin else played[t][0])[pos] for t, pos in samples)

    a_points, b_points = value(a_samples, False), value(b_samples, False)
    a_margin, b_margin = value(a_samples, True), value(b_samples, True)
    return {
        "deal": job["deal"],
        "bids": [[seat, value] for seat, value in start.hand_records()[-1].bids],
        "tables": {
            "".join(t): {"points": list(p), "tricks": list(k)} for t, (p, k) in played.items()
        },
        "tricks_ok": tricks_ok,
        "a_points": float(a_points),
        "b_points": float(b_points),
        "diff_points": float(a_points - b_points),
        "diff_margin": float(a_margin - b_margin),
        "seconds": time.perf_counter() - t0,
    }


# -- the study ----------------------------------------------------------------------------


def _results(jobs: list[dict[str, Any]], workers: int) -> Iterator[dict[str, Any]]:
    """Each deal's result in deal order, as soon as it and those before it are done."""
    if workers <= 1 or len(jobs) <= 1:
        yield from map(study_deal, jobs)
        return
    with ProcessPoolExecutor(min(workers, len(jobs))) as pool:
        yield from pool.map(study_deal, jobs)


def run_study(
    bots: Sequence[str],
    players: int = 3,
    deals: int = 20,
    seed: int = 1,
    budget_ms: float | None = 20.0,
    from_trick: int = 1,
    design: str = "rotate",
    a_options: dict[str, Any] | None = None,
    b_options: dict[str, Any] | None = None,
    bidder: str = "hard",
    prefix_bot: str = "medium",
    records: Sequence[Path] | None = None,
    jobs: int = 1,
    progress: Callable[[int, int, list[dict[str, Any]], float], None] | None = None,
) -> dict[str, Any]:
    """Play the study and return its summary (``--json`` prints it), with every deal's
    result under ``"per_deal"``."""
    if len(bots) != 2:
        raise ValueError(f"--bots names two bots, A and B (got {len(bots)})")
    a, b = bots
    specs: list[dict[str, Any] | None]
    if records:
        rules, found = specs_from_records(records)
        specs = list(found[:deals])
    else:
        rules = SpadesRules(players=players)
        specs = [None] * deals
    if not specs:
        raise ValueError("no deals to play")
    if not 1 <= from_trick <= rules.hand_size:
        raise ValueError(f"--from-trick must be 1 to {rules.hand_size}, not {from_trick}")
    design_samples(design, rules.team_count)  # fail early on an unknown design
    for name, options in ((a, a_options), (b, b_options), (bidder, None), (prefix_bot, None)):
        make_study_bot(name, 0, options)  # fail early on an unknown bot or option
    base = {
        "rules": rules.to_json(),
        "seed": seed,
        "budget": budget_ms,
        "from_trick": from_trick,
        "design": design,
        "a": a,
        "b": b,
        "a_options": a_options or {},
        "b_options": b_options or {},
        "bidder": bidder,
        "prefix_bot": prefix_bot,
    }
    work = [dict(base, deal=d, spec=spec) for d, spec in enumerate(specs)]
    t0 = time.perf_counter()
    done: list[dict[str, Any]] = []
    for result in _results(work, jobs):
        done.append(result)
        if progress is not None:
            progress(len(done), len(work), done, time.perf_counter() - t0)
    elapsed = time.perf_counter() - t0
    return {
        "players": rules.players,
        "rules": rules.to_json(),
        "bots": {"A": a, "B": b},
        "a_options": a_options or {},
        "b_options": b_options or {},
        "design": design,
        "seed": seed,
        "budget_ms": budget_ms,
        "from_trick": from_trick,
        "bidder": "as recorded" if records else bidder,
        "prefix_bot": prefix_bot if from_trick > 1 else None,
        "deals": len(done),
        "tables_per_deal": len(done[0]["tables"]),
        "all_tricks_counted": all(r["tricks_ok"] for r in done),
        "a_points": mean_ci([r["a_points"] for r in done]).as_dict(),
        "b_points": mean_ci([r["b_points"] for r in done]).as_dict(),
        "diff_points": mean_ci([r["diff_points"] for r in done]).as_dict(),
        "diff_margin": mean_ci([r["diff_margin"] for r in done]).as_dict(),
        "seconds": elapsed,
        "per_deal": done,
    }


def _interval(e: dict[str, float]) -> str:
    return f"{e['mean']:+.2f} [{e['low']:+.2f}, {e['high']:+.2f}]"


def format_summary(s: dict[str, Any], command: str) -> str:
    def bot(side: str) -> str:
        options = s[f"{side.lower()}_options"]
        extra = " ".join(f"{k}={v}" for k, v in options.items())
        return s["bots"][side] + (f" ({extra})" if extra else "")

    budget = "each bot's own budget" if s["budget_ms"] is None else f"{s['budget_ms']:g} ms a card"
    sd = (s["diff_points"]["high"] - s["diff_points"]["mean"]) / 1.96 * s["deals"] ** 0.5
    return "\n".join(
        [
            f"Spades card-play study, {s['players']} players, design {s['design']}, "
            f"{s['deals']} deals ({s['tables_per_deal']} tables each), from trick "
            f"{s['from_trick']}, {budget}, bids by {s['bidder']}",
            f"  A = {bot('A')}, B = {bot('B')}",
            f"  A's points a hand {_interval(s['a_points'])}",
            f"  B's points a hand {_interval(s['b_points'])}",
            f"  A - B, points a hand (paired over deals): {_interval(s['diff_points'])}"
            f"  (sd a deal {sd:.1f})",
            f"  A - B, margin over the best other team:   {_interval(s['diff_margin'])}",
            f"  every hand's tricks add up: {s['all_tricks_counted']}",
            f"  seconds: {s['seconds']:.1f}",
            f"  command: {command}",
        ]
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--bots", default="hard,ismcts", help="A,B (arena names; default hard,ismcts)")
    p.add_argument("--players", type=int, default=3, choices=(3, 4, 5, 6), help="(records: theirs)")
    p.add_argument("--deals", type=int, default=20, help="deals to play (default 20)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--budget-ms",
        type=parse_value,
        default=20.0,
        help="time per card of the budgeted bots (default 20; None: each bot's own)",
    )
    p.add_argument("--from-trick", type=int, default=1, help="first trick the bots play")
    p.add_argument("--design", choices=DESIGNS, default="rotate")
    p.add_argument("--a-option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--b-option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--bidder", default="hard", help="who bids generated deals (default hard)")
    p.add_argument("--prefix-bot", default="medium", help="who plays tricks before --from-trick")
    p.add_argument("--records", type=Path, help="a folder of arena records (--export) to replay")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--progress", type=int, default=5, help="a progress line every N deals")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    command = shlex.join(["benchmarks/study_spades_cardplay.py", *(argv or sys.argv[1:])])

    def report(n: int, total: int, done: list[dict[str, Any]], seconds: float) -> None:
        if n % max(1, args.progress) == 0 or n == total:
            diff = mean_ci([r["diff_points"] for r in done])
            print(
                f"[{n} deals, {seconds:.0f} s] A - B {diff.mean:+.2f} +- {diff.half_width:.2f}",
                file=sys.stderr,
                flush=True,
            )

    try:
        summary = run_study(
            [b.strip() for b in args.bots.split(",")],
            players=args.players,
            deals=args.deals,
            seed=args.seed,
            budget_ms=args.budget_ms,
            from_trick=args.from_trick,
            design=args.design,
            a_options=parse_options(args.a_option),
            b_options=parse_options(args.b_option),
            bidder=args.bidder,
            prefix_bot=args.prefix_bot,
            records=sorted(args.records.glob("*.json")) if args.records else None,
            jobs=args.jobs,
            progress=report,
        )
    except ValueError as exc:
        p.error(str(exc))
    summary["command"] = command
    print(json.dumps(summary, indent=1) if args.json else format_summary(summary, command))
    return 0


if __name__ == "__main__":
    sys.exit(main())
