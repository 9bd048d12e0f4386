"""The sit-and-go options of ``cardtable-arena --game badugi`` (kept inside the Badugi
arena entry: ``badugi.arena`` adds them and hands ``--tournament`` runs here)."""

from __future__ import annotations

import argparse
import json
import sys

from cardtable.badugi.tournament.arena import (
    format_summary,
    run_tournaments,
    stderr_progress,
    tournament_config,
)
from cardtable.badugi.tournament.schedule import PRESETS
from cardtable.core.options import number

DEFAULT_STACK = 1500


def add_tournament_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--tournament",
        type=number(int, 1, "a number of sit-and-goes (1 or more)"),
        default=None,
        metavar="N",
        help="Badugi: play N whole sit-and-goes instead of cash hands, one seat per --bots "
        "entry, the bots rotated through the seats; reports average finish, wins, "
        "in-the-money %% and prize share with 95%% intervals",
    )
    p.add_argument(
        "--schedule",
        choices=sorted(PRESETS),
        default="regular",
        help="Badugi sit-and-go blind schedule (default regular)",
    )
    p.add_argument(
        "--ante-from",
        type=number(int, 0, "a level number (0: no antes)"),
        default=None,
        help="Badugi sit-and-go: the first level with antes (default 5; 0: none)",
    )
    p.add_argument(
        "--cash-bots",
        action="store_true",
        help="Badugi sit-and-go: seat the cash-game bots as they are (medium and hard "
        "otherwise play the stack: push or fold when short, ICM for hard)",
    )
    p.add_argument(
        "--payouts",
        default=None,
        help="Badugi sit-and-go prize table, percent by place, e.g. 65,35 (default by "
        "entrants: 2-3 winner takes all, 4-6 65/35, 7-8 50/30/20)",
    )


def run_tournament_arena(
    args: argparse.Namespace, bots: list[str], structures: list[str], seed: int
) -> int:
    if len(structures) != 1:
        raise ValueError("--tournament plays one --structure at a time")
    config = tournament_config(
        len(bots),
        structures[0],
        1 if args.single_draw else 3,
        DEFAULT_STACK if args.stack is None else args.stack,
        args.schedule,
        args.ante_from,
        args.payouts,
    )
    summary = run_tournaments(
        config,
        bots,
        args.tournament,
        seed,
        args.jobs,
        progress=stderr_progress,
        stack_aware=not args.cash_bots,
    )
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print(format_summary(summary))
    sys.stdout.flush()
    return 0
