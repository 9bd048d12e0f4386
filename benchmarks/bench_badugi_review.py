"""How long a Badugi hand's decision review takes, and whether the window stalls meanwhile.

Plays ``--hands`` hands at a six-handed fixed-limit table (the person's seat played by
``--player``, the others by ``--opponents``), stores them with the app's recorder in a new
history, then:

1. reviews every stored hand in this process, the call the app's review keeper makes
   (``table.review_work.review_stored``): wall and CPU seconds per hand (p50, p95, max) and
   per decision;
2. (unless ``--no-gui``) reviews them all again the app's way, offscreen: the
   ``ReviewKeeper`` sends one hand at a time to the review process and stores each result
   on the GUI thread, while a 10 ms timer on the GUI thread records every gap between its
   ticks: the longest gap is the longest stall of the window. Also prints, per hand, the
   time from being sent to being stored.

The event loop is first run ``--baseline`` seconds with nothing to do: on a busy machine the
window's process waits for a core now and then whatever it runs, and that is its own stall.
Run it without ``nice`` (the review process lowers its own priority; a niced benchmark would
measure a niced window). Prints numbers and asserts nothing. Example::

    python benchmarks/bench_badugi_review.py --hands 100
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardtable.badugi.rules import BadugiRules  # noqa: E402
from cardtable.badugi.session import BadugiConfig, BadugiSession  # noqa: E402
from cardtable.core.session import SeatConfig  # noqa: E402
from cardtable.games import make_bot  # noqa: E402
from cardtable.storage import review_work  # noqa: E402
from cardtable.storage.history_db import HistoryDB  # noqa: E402
from cardtable.storage.history_recorder import HistoryRecorder  # noqa: E402


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def build(path: Path, hands: int, seed: int, player: str, opponents: str) -> None:
    db = HistoryDB(path)
    assert db.open() is None
    seats = (SeatConfig("You"),) + tuple(SeatConfig(f"Bot {i}", opponents) for i in range(1, 6))
    session = BadugiSession(BadugiConfig(BadugiRules(), seats, 200), seed=seed)
    session.add_save_hook(HistoryRecorder(db).record)
    bots = [make_bot("badugi", player if s == 0 else opponents, seed + s) for s in range(6)]
    for _ in range(hands):
        if session.needs_rebuy():
            session.rebuy(0)
        session.next_hand()
        while not session.hand_over:
            seat = session.whose_turn()
            assert seat is not None
            view = session.view_for(seat)
            assert view is not None
            session._apply(seat, bots[seat].act(view))
    db.close()


def in_process(path: Path) -> None:
    db = HistoryDB(path)
    assert db.open() is None
    walls, cpus, per_decision, sizes = [], [], [], []
    for hand in db.hands("badugi"):
        records, row = review_work.loaded(db, hand)
        w0, c0 = time.perf_counter(), time.process_time()
        review = review_work.review_stored(records, row, 0)
        wall, cpu = time.perf_counter() - w0, time.process_time() - c0
        walls.append(wall)
        cpus.append(cpu)
        n = len(review["decisions"])
        sizes.append(n)
        if n:
            per_decision.append(cpu / n)
    db.close()
    print(f"in process, {len(walls)} hands ({sum(sizes)} decisions, up to {max(sizes)} a hand):")
    for name, values in (("wall", walls), ("cpu", cpus)):
        print(f"  {name} s a hand: p50 {statistics.median(values):.2f}  p95 "
              f"{pct(values, 0.95):.2f}  max {max(values):.2f}")  # fmt: skip
    print(f"  cpu s a decision: mean {statistics.mean(per_decision):.3f}  p95 "
          f"{pct(per_decision, 0.95):.3f}")  # fmt: skip
    long = [c for c, n in zip(cpus, sizes, strict=True) if n >= 6]
    if long:
        print(f"  hands with 6+ decisions: {len(long)}, cpu p95 {pct(long, 0.95):.2f} s")


def _ticks(app: object, seconds: float | None, until: list[bool]) -> list[float]:
    """Run the event loop with a 10 ms timer; the gaps between its ticks (seconds)."""
    from PySide6.QtCore import QTimer

    gaps: list[float] = []
    last = [time.perf_counter()]
    end = time.perf_counter() + (seconds or 1e9)

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now
        if until[0] or now > end:
            app.quit()  # type: ignore[attr-defined]

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    app.exec()  # type: ignore[attr-defined]
    timer.stop()
    return gaps


def _gap_line(name: str, gaps: list[float]) -> str:
    over = sum(1 for g in gaps if g > 0.050)
    return (f"  {name}: {len(gaps)} ticks of 10 ms, longest gap {1000 * max(gaps):.1f} ms, "
            f"p99 {1000 * pct(gaps, 0.99):.1f} ms, gaps over 50 ms: {over}")  # fmt: skip


def with_gui(path: Path, baseline_s: float) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from cardtable.gui.shell.review_keeper import ReviewKeeper

    app = QApplication.instance() or QApplication([])
    db = HistoryDB(path)
    assert db.open() is None
    with db._db() as conn:  # start over: the keeper reviews every hand again
        conn.execute("DELETE FROM reviews")
    total = len(db.hands("badugi"))
    baseline = _ticks(app, baseline_s, [False])
    keeper = ReviewKeeper(db)
    # What the review costs the GUI thread itself: the keeper's work there (reading a
    # hand's records, sending it, storing its review), each call timed.
    on_gui: list[float] = []
    on_gui_cpu: list[float] = []
    for name in ("_next", "_finished"):
        real = getattr(keeper, name)

        def timed(*args: object, real: object = real) -> None:
            t0, c0 = time.perf_counter(), time.thread_time()
            real(*args)  # type: ignore[operator]
            on_gui.append(time.perf_counter() - t0)
            on_gui_cpu.append(time.thread_time() - c0)

        setattr(keeper, name, timed)
    keeper.runner = None  # made on first use, with the timed slots connected
    sent: dict[int, float] = {}
    latency: list[float] = []
    done = [False]

    def reviewed(_game: str, hand_id: int) -> None:
        latency.append(time.perf_counter() - sent[hand_id])
        done[0] = len(latency) == total

    keeper.started.connect(lambda hand_id: sent.__setitem__(hand_id, time.perf_counter()))
    keeper.reviewed.connect(reviewed)
    keeper.failed.connect(lambda hand_id, message: print(f"hand {hand_id}: {message}"))
    start = time.perf_counter()
    keeper.review_all()
    gaps = _ticks(app, None, done)
    keeper.shutdown()
    db.close()
    elapsed = time.perf_counter() - start
    print(f"through the review process (the app's way), {len(latency)} hands in {elapsed:.1f} s:")
    print(f"  s from sent to stored: p50 {statistics.median(latency):.2f}  p95 "
          f"{pct(latency, 0.95):.2f}  max {max(latency):.2f}")  # fmt: skip
    print(_gap_line(f"GUI thread, {baseline_s:.0f} s with nothing to do (the machine's own)",
                    baseline))  # fmt: skip
    print(_gap_line("GUI thread while the reviews ran", gaps))
    print(f"  the keeper's own work on the GUI thread: {len(on_gui)} calls (the first starts "
          f"the review process); wall longest {1000 * max(on_gui):.1f} ms, p95 "
          f"{1000 * pct(on_gui, 0.95):.1f} ms; CPU longest {1000 * max(on_gui_cpu):.1f} ms, "
          f"p95 {1000 * pct(on_gui_cpu, 0.95):.1f} ms (wall beyond CPU: waiting for a core "
          "or for the disk to take a stored review)")  # fmt: skip


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hands", type=int, default=100)
    p.add_argument("--seed", type=int, default=31)
    p.add_argument("--player", default="medium")
    p.add_argument("--opponents", default="medium")
    p.add_argument("--no-gui", action="store_true")
    p.add_argument("--baseline", type=float, default=10.0,
                   help="seconds of the idle event loop measured first, for comparison")
    args = p.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores)")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite3"
        t0 = time.perf_counter()
        build(path, args.hands, args.seed, args.player, args.opponents)
        took = time.perf_counter() - t0
        print(f"played and stored {args.hands} six-handed hands in {took:.0f} s "
              f"({args.player} vs 5 {args.opponents})")  # fmt: skip
        in_process(path)
        if not args.no_gui:
            with_gui(path, args.baseline)
    print(f"load average at end: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
