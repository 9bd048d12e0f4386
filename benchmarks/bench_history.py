"""How fast the history database is at the sizes a keen player reaches.

Measures, on a database of ``--hands`` Badugi hands (real records, stored as the table stores
them) plus ``--games`` whole Spades games:

- storing one hand (the table does this when a hand ends, on the GUI thread): median, p95
  and max of the transaction, each committed with ``synchronous=FULL`` (fsync);
- opening the database at start-up (header, schema and SQLite's ``quick_check``);
- reading every hand and working out the statistics (what the statistics page does);
- building the replay frames of one Badugi hand and one Spades hand;
- with ``--gui``: filling the hand-history list and showing the statistics page (offscreen).

    .venv/bin/python benchmarks/bench_history.py [--hands 20000] [--games 40] [--gui]

Prints numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from history_play import (  # noqa: E402
    badugi_session,
    play_badugi,
    play_spades,
    spades_session,
)

from cardtable.badugi.history import badugi_entry, badugi_frames, badugi_stats  # noqa: E402
from cardtable.core.history import GameInfo, HandEntry  # noqa: E402
from cardtable.spades.history import spades_frames, spades_stats  # noqa: E402
from cardtable.storage.history_db import HistoryDB  # noqa: E402
from cardtable.storage.history_recorder import HistoryRecorder  # noqa: E402


def ms(seconds: float) -> str:
    return f"{1000 * seconds:.1f} ms"


def real_entries(count: int) -> list[HandEntry]:
    """``count`` hand entries of real six-seat Badugi hands (played by bots)."""
    entries: list[HandEntry] = []

    def keep(session: object) -> None:
        hand = session.match.hand  # type: ignore[attr-defined]
        if hand is not None and hand.is_complete and hand.hand_no + 1 > len(entries):
            entry = badugi_entry(hand, 0, [s.name for s in session.seats])  # type: ignore[attr-defined]
            if entry is not None:
                entries.append(entry)

    play_badugi(badugi_session(seed=5, n=6), count, keep)
    return entries


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--gui", action="store_true", help="also time the two pages")
    args = parser.parse_args()

    folder = Path(tempfile.mkdtemp(prefix="bench-history-"))
    path = folder / "history.sqlite3"
    db = HistoryDB(path)
    assert db.open() is None
    pool = real_entries(300)
    sizes = [len(str(e.record)) for e in pool]
    print(f"Badugi hand record: {statistics.median(sizes):.0f} characters (median)")

    timings = []
    per_sitting = 500
    for n in range(args.hands):
        sitting, number = divmod(n, per_sitting)
        info = GameInfo("badugi", f"bench-{sitting}", ("You", "A", "B", "C", "D", "E"), 0)
        entry = pool[n % len(pool)]
        entry = HandEntry(number + 1, entry.result, entry.net, entry.record, entry.cards,
                          entry.facts)  # fmt: skip
        start = time.perf_counter()
        db.store_hand(info, entry)
        timings.append(time.perf_counter() - start)
    timings.sort()
    print(f"store one hand ({args.hands} stored): median {ms(statistics.median(timings))}, "
          f"p95 {ms(timings[int(0.95 * len(timings))])}, max {ms(timings[-1])}")  # fmt: skip

    recorder = HistoryRecorder(db)
    for g in range(args.games):
        play_spades(spades_session(seed=100 + g), hook=recorder.record)
    db.close()
    size = path.stat().st_size + sum(
        p.stat().st_size for p in folder.glob("history.sqlite3-*") if p.is_file()
    )
    print(f"database: {size / 1e6:.1f} MB for {args.hands} Badugi hands and "
          f"{args.games} Spades games")  # fmt: skip

    start = time.perf_counter()
    db = HistoryDB(path)
    assert db.open() is None
    print(f"open (checks and quick_check): {ms(time.perf_counter() - start)}")

    start = time.perf_counter()
    hands = db.hands("badugi")
    stats = badugi_stats(hands, len(db.games("badugi")))
    spades = spades_stats(db.hands("spades"), db.games("spades"))
    took = time.perf_counter() - start
    print(f"read all hands and work out both pages' figures: {ms(took)} "
          f"({stats.hands} Badugi hands, {spades.hands} Spades hands)")  # fmt: skip

    start = time.perf_counter()
    frames = badugi_frames(db.hand_record(hands[len(hands) // 2].id), 0)
    print(f"replay frames of a Badugi hand: {ms(time.perf_counter() - start)} "
          f"({len(frames)} steps)")  # fmt: skip
    game = db.games("spades")[0]
    start = time.perf_counter()
    frames = spades_frames(db.game_record(game.id), game.hands, 0)
    print(f"replay frames of the last hand of a Spades game: "
          f"{ms(time.perf_counter() - start)} ({len(frames)} steps, {game.hands} hands replayed)")

    if args.gui:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        from cardtable.gui.common.cardart import CardPixmapCache
        from cardtable.gui.common.prefs import Prefs
        from cardtable.gui.shell.history_page import HistoryPage
        from cardtable.gui.shell.stats_page import StatisticsPage

        app = QApplication.instance() or QApplication([])
        page = StatisticsPage(db)
        page.resize(1280, 760)
        start = time.perf_counter()
        page.start()
        page.grab()
        print(f"statistics page: read, figure and paint: {ms(time.perf_counter() - start)}")
        listing = HistoryPage(db, Prefs(), CardPixmapCache())
        listing.resize(1280, 760)
        start = time.perf_counter()
        listing.start()
        listing.grab()
        print(f"hand history list ({listing.tree.topLevelItemCount()} sittings and games, "
              f"the newest opened): {ms(time.perf_counter() - start)}")
        sitting = listing.tree.topLevelItem(listing.tree.topLevelItemCount() - 1)
        start = time.perf_counter()
        sitting.setExpanded(True)
        listing.grab()
        print(f"opening a sitting of {sitting.childCount()} hands: "
              f"{ms(time.perf_counter() - start)}")  # fmt: skip
        page.deleteLater()
        listing.deleteLater()
        app.processEvents()
    db.close()
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
