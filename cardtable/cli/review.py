"""``cardtable-review``: what each decision of one seat cost, outside the GUI.

Each record file (as ``cardtable-arena --export`` writes them) or stored hand (``--history``
with the database's hand ids) goes to the review of its game (``GameSpec.review``), found by
the record's ``format``. ``--json`` prints one JSON object per hand, one per line, for tools;
otherwise each game prints its review as text. A file that cannot be read or reviewed is
reported by name and the others go on; the exit status is then 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardtable import games
from cardtable.core.errors import SaveFileError
from cardtable.core.jsonio import read_json_file
from cardtable.core.spec import ReviewEntry

MAX_RECORD_BYTES = 64 * 1024 * 1024
"""A whole Spades game's record is some tens of kilobytes; far larger is not ours."""

MAX_HAND_ID = 2**63 - 1
"""SQLite's largest integer: a larger id raised OverflowError inside the query."""

MAX_SEAT = 7


def whole_number(text: str, low: int, high: int) -> int | None:
    """``text`` as a whole number from ``low`` to ``high`` written in ASCII digits, or None.
    ``int`` also reads other scripts' digits ("١" is 1), which names a hand nobody typed."""
    digits = text[1:] if text.startswith("-") else text
    if not digits or not digits.isascii() or not digits.isdigit():
        return None
    value = int(text)
    return value if low <= value <= high else None


def seat_number(text: str) -> int:
    """An argparse type: a seat from 0 to ``MAX_SEAT``, the limit said when refused."""
    value = whole_number(text, 0, MAX_SEAT)
    if value is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seat number from 0 to {MAX_SEAT}")
    return value


def reviews() -> dict[str, ReviewEntry]:
    """Every game's review, by the record format it reads."""
    found = {}
    for spec in games.GAMES:
        if spec.review is not None:
            entry = spec.review()
            found[entry.record_format] = entry
    return found


def review_file(
    path: Path, seat: int | None, by_format: dict[str, ReviewEntry]
) -> tuple[ReviewEntry, list[dict[str, Any]]]:
    """The game's review and the reviews of every hand of the record file at ``path``;
    ValueError says why not."""
    if path.suffix.lower() == ".phh":
        # The arena writes a PHH copy beside each Badugi record for other poker tools; the
        # review reads the JSON record ("not valid JSON" told the reader nothing).
        raise ValueError(
            f"a PHH file is written for other poker tools; review the cardtable record "
            f"beside it, {path.with_suffix('.json').name}"
        )
    record = read_json_file(path, MAX_RECORD_BYTES)
    if not isinstance(record, dict):
        raise ValueError("it is not a cardtable record")
    entry = by_format.get(str(record.get("format")))
    if entry is None:
        known = ", ".join(sorted(by_format)) or "none yet"
        raise ValueError(
            f"no review reads records of format {record.get('format')!r} (known: {known})"
        )
    if seat is None:
        raise ValueError("--seat is needed for a record file (whose decisions?)")
    return entry, entry.review_record(record, seat)


def review_stored(
    db_path: Path, hand_id: int, seat: int | None
) -> tuple[ReviewEntry, list[dict[str, Any]]]:
    """The game's review and the review of stored hand ``hand_id``, from ``seat`` (default:
    the person's seat). The database is only read, never changed."""
    from cardtable.storage.history_db import HistoryDB, HistoryError

    db = HistoryDB(db_path)
    problem = db.open_read_only()
    if problem is not None:
        raise ValueError(f"{db_path}: {problem}")
    try:
        hand = db.hand(hand_id)
        spec = games.find(hand.game)
        if spec is None or spec.review is None:
            raise ValueError(f"hand {hand_id} is of a game with no review ({hand.game})")
        if seat is None:
            rows = [g for g in db.games(hand.game) if g.id == hand.game_id]
            seat = rows[0].hero_seat if rows and rows[0].hero_seat is not None else 0
        entry = spec.review()
        return entry, [entry.review_stored(db, hand, seat)]
    except HistoryError as exc:
        raise ValueError(str(exc)) from exc
    finally:
        db.close()


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="cardtable-review",
        description="Price every decision of one seat in played hands (each game its way: "
        "Badugi in big blinds, Spades in double-dummy tricks).",
    )
    p.add_argument(
        "items", nargs="+", metavar="RECORD",
        help="record files as cardtable-arena --export writes them, or with --history the "
        "ids of stored hands",
    )  # fmt: skip
    p.add_argument(
        "--seat", type=seat_number, default=None,
        help="the seat whose decisions are reviewed (default with --history: the person's)",
    )  # fmt: skip
    p.add_argument("--history", metavar="DB", default=None,
                   help="read hands from this history database (history.sqlite3) by id")
    p.add_argument("--json", action="store_true", help="one JSON object per hand, one a line")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    by_format = reviews()
    failed = False
    for item in args.items:
        try:
            if args.history is not None:
                hand_id = whole_number(item, 1, MAX_HAND_ID)
                if hand_id is None:
                    raise ValueError(
                        "a stored hand is named by its id (a whole number from 1 to "
                        f"{MAX_HAND_ID})"
                    )
                entry, found = review_stored(Path(args.history), hand_id, args.seat)
            else:
                entry, found = review_file(Path(item), args.seat, by_format)
        except (ValueError, SaveFileError, OSError) as exc:
            print(f"cardtable-review: {item}: {exc}", file=sys.stderr)
            failed = True
            continue
        for review in found:
            print(json.dumps(review, separators=(",", ":")) if args.json else entry.text(review))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
