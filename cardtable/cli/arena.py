"""``cardtable-arena``: bot matches without a window, for measuring and comparing bots.

This module parses the options every game shares and hands the match to the game's own
arena entry (its ``GameSpec.arena``), which adds the options only it reads and reports in
its own terms (chips per hundred hands, games won).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from cardtable import games
from cardtable.core.options import number, seed


def check_export_dir(path: str) -> None:
    """Make sure records can be written to ``path`` before playing a long match: create it,
    and write and remove a probe file. ValueError says why not (a file in the way, a
    read-only folder), instead of a traceback from a worker halfway through."""
    folder = Path(path)
    if folder.exists() and not folder.is_dir():
        raise ValueError(f"--export {path}: that is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".cardtable-probe-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise ValueError(f"--export {path}: cannot write there ({exc.strerror or exc})") from exc


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="cardtable-arena",
        description="Play bot matches headless and report results with 95%% confidence intervals.",
    )
    p.add_argument("--game", choices=games.names(), required=True)
    p.add_argument("--seed", type=seed, default=None, help="master seed (default: random, printed)")
    p.add_argument(
        "--bots",
        default=None,
        help="comma-separated bot names, one per seat (Spades: seats 0 and 2 are partners)",
    )
    p.add_argument(
        "--duplicate",
        action="store_true",
        help="replay every deal with the bots rotated through the seats (Spades: teams swapped)",
    )
    p.add_argument("--export", metavar="DIR", default=None, help="write every record to DIR")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument(
        "--jobs",
        type=number(int, 1, "a number of worker processes (1 or more)"),
        default=1,
        help="worker processes (default 1)",
    )
    for spec in games.GAMES:
        spec.arena().add_arguments(p)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.export:
            check_export_dir(args.export)
        return games.spec(args.game).arena().run(args)
    except ValueError as exc:
        parser.error(str(exc))
    except OSError as exc:  # the disk filled up or the folder went away during the match
        parser.exit(1, f"{parser.prog}: error: cannot write the records: {exc}\n")
    return 2


if __name__ == "__main__":
    sys.exit(main())
