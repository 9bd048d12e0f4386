"""``cardtable-arena``: bot matches without a window, for measuring and comparing bots.

One subcommand per registered game (``cardtable-arena badugi --hands 200 ...``): each has
the options every game shares (defined here) and its own (its arena entry's
``add_arguments``, from ``GameSpec.arena``), so two games may each have a ``--hands`` of
their own. The match is the game's to play and to report in its own terms (chips per
hundred hands, games won).

The older form ``cardtable-arena --game NAME ...`` still works as it always has: the game's
options are read as above, and any other game's options on the same line are accepted and
ignored, as the single parser of old did.
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
from cardtable.core.spec import GameSpec

PROG = "cardtable-arena"


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


def add_shared_arguments(p: argparse.ArgumentParser) -> None:
    """The options every game's match reads (in each game's subcommand)."""
    shared = p.add_argument_group("options of every game")
    shared.add_argument(
        "--seed", type=seed, default=None, help="master seed (default: random, printed)"
    )
    shared.add_argument(
        "--bots", default=None, help="comma-separated bot names, one per seat (in seat order)"
    )
    shared.add_argument(
        "--duplicate",
        action="store_true",
        help="replay every deal with the bots rotated through the seats (teams swapped)",
    )
    shared.add_argument("--export", metavar="DIR", default=None, help="write every record to DIR")
    shared.add_argument("--json", action="store_true", help="print the summary as JSON")
    shared.add_argument(
        "--jobs",
        type=number(int, 1, "a number of worker processes (1 or more)"),
        default=1,
        help="worker processes (default 1)",
    )


def description(spec: GameSpec) -> str:
    return f"Play {spec.title} bot matches headless and report results with 95% intervals."


def fill_game_parser(p: argparse.ArgumentParser, spec: GameSpec) -> argparse.ArgumentParser:
    """Make ``p`` the parser of ``spec``'s matches: the shared options and the game's own
    (its arena entry adds them to ``p``; no other game's options are there)."""
    p.set_defaults(game=spec.name)
    add_shared_arguments(p)
    spec.arena().add_arguments(p)
    return p


def game_parser(spec: GameSpec, prog: str) -> argparse.ArgumentParser:
    """The parser of one game's matches on its own (the ``--game NAME`` form)."""
    return fill_game_parser(argparse.ArgumentParser(prog=prog, description=description(spec)),
                            spec)  # fmt: skip


def build_parser() -> argparse.ArgumentParser:
    """The whole command: one subcommand per registered game, in the registry's order."""
    p = argparse.ArgumentParser(
        prog=PROG,
        description="Play bot matches headless and report results with 95%% confidence "
        "intervals. Name the game first; '%(prog)s GAME --help' lists its options. "
        "('--game GAME' anywhere on the line works too.)",
    )
    sub = p.add_subparsers(dest="game", metavar="GAME", required=True)
    for spec in games.GAMES:
        fill_game_parser(
            sub.add_parser(spec.name, help=f"{spec.title} matches", description=description(spec)),
            spec,
        )
    return p


def _legacy_game(argv: list[str]) -> tuple[str, list[str]] | None:
    """``--game NAME`` (or ``--game=NAME``) taken out of ``argv``: (NAME, the rest); None
    when the line names no game that way."""
    for i, arg in enumerate(argv):
        if arg == "--":
            return None
        if arg == "--game" and i + 1 < len(argv):
            return argv[i + 1], argv[:i] + argv[i + 2 :]
        if arg.startswith("--game="):
            return arg.split("=", 1)[1], argv[:i] + argv[i + 1 :]
    return None


def parse(argv: Sequence[str] | None) -> tuple[argparse.Namespace, argparse.ArgumentParser]:
    """The options of ``argv`` (the command line when None) and the parser of the game they
    name, which reports any later error; exits with a usage error when they name none."""
    line = list(sys.argv[1:] if argv is None else argv)
    legacy = _legacy_game(line)
    if legacy is None:
        top = build_parser()
        args = top.parse_args(line)
        return args, game_parser(games.spec(args.game), f"{PROG} {args.game}")
    name, rest = legacy
    found = games.find(name)
    if found is None:
        build_parser().error(
            f"argument --game: invalid choice: {name!r} (choose from {', '.join(games.names())})"
        )
    assert found is not None
    parser = game_parser(found, PROG)
    args, unknown = parser.parse_known_args(rest)
    for other in games.GAMES:  # the single parser of old took every game's options
        if other is not found and unknown:
            foreign = argparse.ArgumentParser(prog=PROG, add_help=False)
            other.arena().add_arguments(foreign)
            _ignored, unknown = foreign.parse_known_args(unknown)
    if unknown:
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    return args, parser


def main(argv: Sequence[str] | None = None) -> int:
    args, parser = parse(argv)
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
