"""A history of Badugi hands played by a calling station, reviewed, for the leak report.

Plays ``--hands`` hands at a fixed-limit table where the person's seat (seat 0) never folds
and never raises (it checks when it can, calls every bet and draws like ``basic``) against
``--opponents`` bots, storing each hand with the app's own recorder in
``<out>/history.sqlite3``; then reviews every stored hand the way the app's review keeper
does (``table.review_work``), on ``--jobs`` processes, and keeps the reviews in the same
database. Open the statistics page on that folder to see where the station loses most
(``--shot FILE`` does it offscreen and saves a picture of the Badugi tab)::

    nice -n 10 python tools/leak_history.py --hands 1000 --out /tmp/leaks --jobs 2 \\
        --shot /tmp/leaks/stats.png
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardtable.badugi.actions import Action  # noqa: E402
from cardtable.badugi.bots import BasicBot  # noqa: E402
from cardtable.badugi.rules import BadugiRules  # noqa: E402
from cardtable.badugi.session import BadugiConfig, BadugiSession  # noqa: E402
from cardtable.badugi.view import SeatView  # noqa: E402
from cardtable.core.session import SeatConfig  # noqa: E402
from cardtable.games import make_bot  # noqa: E402
from cardtable.storage.history_db import HistoryDB  # noqa: E402
from cardtable.storage.history_recorder import HistoryRecorder  # noqa: E402


class CallingStation:
    """Calls every bet to the end, never raises, never folds; draws like ``basic``."""

    def __init__(self) -> None:
        self.drawer = BasicBot()

    def act(self, view: SeatView) -> Action:
        legal = view.legal
        assert legal is not None
        if "draw" in legal.kinds:
            return self.drawer.act(view)
        return Action.check() if "check" in legal.kinds else Action.call()


def play(out: Path, hands: int, seed: int, opponents: list[str]) -> None:
    db = HistoryDB(out / "history.sqlite3")
    problem = db.open()
    assert problem is None, problem
    seats = (SeatConfig("You"),) + tuple(
        SeatConfig(f"{name.capitalize()} {i + 1}", name) for i, name in enumerate(opponents)
    )
    session = BadugiSession(BadugiConfig(BadugiRules(), seats, 200), seed=seed)
    session.add_save_hook(HistoryRecorder(db).record)
    bots: dict[int, Any] = {
        s: make_bot("badugi", name, seed + s) for s, name in enumerate(opponents, start=1)
    }
    station = CallingStation()
    for _ in range(hands):
        if session.needs_rebuy():
            session.rebuy(0)
        session.next_hand()
        while not session.hand_over:
            seat = session.whose_turn()
            assert seat is not None
            view = session.view_for(seat)
            assert view is not None
            player = station if seat == 0 else bots[seat]
            session._apply(seat, player.act(view))
    db.close()


def _review(job: tuple[str, int]) -> tuple[int, dict[str, Any] | str]:
    from cardtable.storage import review_work

    path, hand_id = job
    db = HistoryDB(path)
    db.open_read_only()
    try:
        hand = db.hand(hand_id)
        records, row = review_work.loaded(db, hand)
    finally:
        db.close()
    try:
        return hand_id, review_work.review_stored(records, row, 0)
    except ValueError as exc:
        return hand_id, str(exc)


def review(out: Path, jobs: int) -> None:
    from cardtable.badugi.review.hand import VERSION

    path = out / "history.sqlite3"
    db = HistoryDB(path)
    assert db.open() is None
    todo = db.unreviewed("badugi", VERSION)
    print(f"reviewing {len(todo)} hands on {jobs} processes", flush=True)
    start = time.monotonic()
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for done, (hand_id, result) in enumerate(
            pool.imap_unordered(_review, [(str(path), h) for h in todo]), start=1
        ):
            if isinstance(result, dict):
                db.store_review(hand_id, 0, VERSION, result)
            else:
                print(f"hand {hand_id}: {result}", flush=True)
            if done % 100 == 0:
                print(f"  {done} reviewed, {time.monotonic() - start:.0f} s", flush=True)
    db.close()
    print(f"reviewed in {time.monotonic() - start:.0f} s", flush=True)


def shot(out: Path, picture: Path, size: tuple[int, int], lang: str | None) -> None:
    """Open the statistics page on ``out``'s history and save the Badugi tab's picture."""
    sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "gui")]
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from table_shots import quiet_settings, wait_until

    from cardtable.gui.common.i18n import install_translators
    from cardtable.gui.common.prefs import Prefs
    from cardtable.gui.games import catalogues
    from cardtable.gui.shell.mainwindow import MainWindow

    app = QApplication.instance() or QApplication([])
    quiet_settings("cardtable-leaks")
    if lang:
        install_translators(app, lang, catalogues())
    window = MainWindow(Prefs(), out)
    window.resize(*size)
    window.show()
    window.open_trainer("stats")
    page = window.trainer
    tab = page.game_tabs["badugi"]
    wait_until(lambda: tab.leaks.report is not None, 120)
    QTest.qWait(300)
    window.grab().save(str(picture))
    report = tab.leaks.report
    print(f"saved {picture}: {report.hands} hands, worst situation "
          f"{report.worst('situation').key if report.worst('situation') else None}")  # fmt: skip
    window.close()


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hands", type=int, default=1000)
    p.add_argument("--seed", type=int, default=20)
    p.add_argument("--opponents", default="basic,basic,basic")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--shot", type=Path, default=None, help="save the statistics page here")
    p.add_argument("--size", default="1280x800")
    p.add_argument("--lang", default=None)
    p.add_argument("--skip-play", action="store_true", help="only review (and shoot)")
    args = p.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.skip_play:
        start = time.monotonic()
        play(args.out, args.hands, args.seed, args.opponents.split(","))
        print(f"played {args.hands} hands in {time.monotonic() - start:.0f} s", flush=True)
    review(args.out, args.jobs)
    if args.shot is not None:
        w, h = (int(x) for x in args.size.split("x"))
        shot(args.out, args.shot, (w, h), args.lang)
    return 0


if __name__ == "__main__":
    sys.exit(main())
