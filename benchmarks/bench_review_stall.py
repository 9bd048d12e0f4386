"""Whether the window stalls while a Spades hand is reviewed (issue 25: "the GUI never stalls
over 50 ms meanwhile"): the table's review desk, offscreen, with a 10 ms timer on the GUI
thread recording every gap between its ticks; the longest gap is the longest stall.

Plays ``--deals`` hands (medium bots at every seat, 13 tricks each; ``--nils``: only hands
where a nil was bid, whose review also runs the points search, the longest), then, the app's way
(``gui.spades.review_desk.ReviewDesk.review_record``, as the table asks after each hand),
reviews each hand from seat 0, one after another, the next asked for as soon as the last is
shown. ``--mode thread`` runs the review on a thread of the GUI process (as before issue 25's
fix: the desk's backend without its process, ``task_process.USE_PROCESS = False``);
``--mode process`` in the app's ``asked`` worker process (now). The event loop first runs
``--baseline`` seconds with nothing to do: on a busy machine the window's process waits for a
core now and then whatever it runs, and that is its own stall. Then one review is asked for
and asked again at once (the first is cancelled: the process must stop it, not finish it).
Prints numbers and asserts nothing. Run it without ``nice`` (the worker lowers its own
priority; a niced benchmark would measure a niced window)::

    PYTHONPATH=. .venv/bin/python benchmarks/bench_review_stall.py --mode thread
    PYTHONPATH=. .venv/bin/python benchmarks/bench_review_stall.py --mode process
    (the same with ``--nils``)
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardtable.spades.actions import NIL_BIDS  # noqa: E402
from cardtable.spades.bot_menu import make_bot  # noqa: E402
from cardtable.spades.records import build_record  # noqa: E402
from cardtable.spades.rules import SpadesRules  # noqa: E402
from cardtable.spades.state import SpadesState  # noqa: E402


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play(deal: int) -> tuple[dict, bool]:
    """A record of one finished hand (13 tricks), medium bots at every seat, and whether a
    nil was bid in it."""
    state = SpadesState(SpadesRules(), 7_000 + deal)
    bots = [make_bot("medium", deal * 10 + s) for s in range(4)]
    while not state.history:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat)))
    return build_record(state), any(b in NIL_BIDS for _s, b in state.history[0].bids)


def hands(count: int, nils: bool) -> list[dict]:
    """``count`` records, from deal 0 on; with ``nils`` only hands where a nil was bid."""
    out: list[dict] = []
    deal = 0
    while len(out) < count:
        record, nil = play(deal)
        if nil or not nils:
            out.append(record)
        deal += 1
    return out


def ticks(app: object, until: list[bool], seconds: float = 1e9, trips: int = 0) -> list[float]:
    """Run the event loop with a 10 ms timer until ``until[0]`` (or ``seconds``): the gaps
    between its ticks, in seconds. Each tick leaves Python and comes back ``trips`` times
    (``time.sleep(0)`` lets go of the interpreter lock and takes it again), as a repaint of
    the table does between Qt's C++ and our Python; while a thread runs Python, each return
    may wait for the lock (up to ``sys.getswitchinterval()``, 5 ms)."""
    from PySide6.QtCore import QTimer

    gaps: list[float] = []
    last = [time.perf_counter()]
    end = time.perf_counter() + seconds

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now
        for _ in range(trips):
            time.sleep(0)
        if until[0] or now > end:
            app.quit()  # type: ignore[attr-defined]

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    app.exec()  # type: ignore[attr-defined]
    timer.stop()
    return gaps


def gap_line(name: str, gaps: list[float]) -> str:
    over = sum(1 for g in gaps if g > 0.050)
    return (f"  {name}: {len(gaps)} ticks of 10 ms, longest gap {1000 * max(gaps):.1f} ms, "
            f"p99 {1000 * pct(gaps, 0.99):.1f} ms, gaps over 50 ms: {over}")  # fmt: skip


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--mode", choices=("thread", "process"), required=True)
    p.add_argument("--deals", type=int, default=5)
    p.add_argument("--baseline", type=float, default=3.0)
    p.add_argument("--trips", type=int, default=0,
                   help="times each tick leaves Python and comes back (as a repaint does)")
    p.add_argument("--nils", action="store_true",
                   help="only hands with a nil bid (the points search runs too: the longest)")
    args = p.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from cardtable.gui.common import task_process
    from cardtable.gui.spades.review_desk import ReviewDesk
    from cardtable.gui.spades.review_panel import ReviewPanel

    task_process.USE_PROCESS = args.mode == "process"
    records = hands(args.deals, args.nils)
    app = QApplication.instance() or QApplication([])
    panel = ReviewPanel()
    started = time.perf_counter()
    desk = ReviewDesk(panel)  # starts the worker process (process mode)
    start_ms = 1000 * (time.perf_counter() - started)
    # The desk's own work on the GUI thread, each call timed: asking (sending the record)
    # and showing the review that came back (filling the panel's table).
    on_gui: list[float] = []
    for owner, name in ((desk, "review_record"), (panel, "show_review")):
        real = getattr(owner, name)

        def timed(*a: object, real: object = real) -> None:
            t0 = time.perf_counter()
            real(*a)  # type: ignore[operator]
            on_gui.append(time.perf_counter() - t0)

        setattr(owner, name, timed)
    baseline = ticks(app, [False], args.baseline, args.trips)
    names = ["South", "West", "North", "East"]
    done = [False]
    desk.reviewed.connect(lambda _review: done.__setitem__(0, True))

    # Asked, then asked again at once: the first is cancelled.
    desk.review_record("first", records[0], 1, 0, names)
    desk.review_record("again", records[0], 1, 0, names)
    gaps = ticks(app, done, trips=args.trips)
    seconds = [desk.seconds or 0.0]
    for deal, record in enumerate(records[1:], start=1):
        done[0] = False
        desk.review_record(("deal", deal), record, 1, 0, names)
        gaps += ticks(app, done, trips=args.trips)
        seconds.append(desk.seconds or 0.0)
    desk.shutdown()
    kind = "13-trick hands with a nil" if args.nils else "13-trick hands"
    kind += f", {args.trips} trips out of Python a tick"
    print(f"mode {args.mode} (worker {task_process.process_mode('asked')}), "
          f"{len(seconds)} reviews of {kind} from seat 0; the desk's start on the "
          f"GUI thread {start_ms:.0f} ms")  # fmt: skip
    print(f"  review s from asked to shown: p50 {statistics.median(seconds):.2f}  max "
          f"{max(seconds):.2f}")  # fmt: skip
    print(gap_line(f"GUI thread, {args.baseline:.0f} s with nothing to do (the machine's own)",
                   baseline))  # fmt: skip
    print(gap_line("GUI thread while the reviews ran", gaps))
    print(f"  the desk's own work on the GUI thread (asking, showing): {len(on_gui)} calls, "
          f"longest {1000 * max(on_gui):.1f} ms")  # fmt: skip
    process = task_process._PROCESSES.get("asked")
    if process is not None:
        time.sleep(0.5)
        print(f"  worker still busy after shutdown + 0.5 s: {process.busy()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
