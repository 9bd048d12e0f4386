"""Count the walk of one Badugi bet from the button to the screen (issue 26): which of the
project's files it passes and how often the call goes from one file to another.

Run from the repository root (no display needed):

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bet_walk.py [--calls]

A Badugi table (you and one ``basic`` bot, fixed limit) is opened in a fresh settings folder
at the normal animation speed and played by its own actions until the person may bet or
raise. Then the main thread is traced (``sys.setprofile``) from the Bet/Raise action's
``trigger()`` (what the B key and the button do) until the table has settled after the bet's
animation: the table asked the session, drew the update, animated it and looked whose turn
it is. The bot's own thinking (another thread) and its move are not part of the walk.

What it prints (every figure counts only Python functions in ``cardtable/``):
- files: the distinct files the walk runs code in;
- hops: calls whose caller (the nearest ``cardtable`` frame below them, so a Qt signal's
  slot counts from the code that emitted it) is in another file, in the order made, and the
  distinct (caller file, callee file) pairs among them;
- ping-pong: the hops between a game's session and the session base, and between the table
  and ``SessionTable``; and the calls into ``badugi/facts.py`` made under ``scene.sync``.
With ``--calls`` it lists every cross-file call.

``--to-paint`` counts the walk the way issue 26 read it: from the action's ``trigger()`` to
the end of the first repaint after it (the first return from a ``paint`` of the table's
items), as the sequence of files the running code is in (each call into a ``cardtable``
file and each return out of one moves it; calls into Qt or the standard library do not),
with repeats of the same file collapsed: its files and its file transitions (hops), and the
transitions made by calls alone. ``--path`` prints that collapsed sequence.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ""  # the imported package's folder (PYTHONPATH may name another checkout's)


def _own(frame: FrameType | None) -> FrameType | None:
    """The nearest frame at or below ``frame`` that runs code of the package."""
    while frame is not None and not frame.f_code.co_filename.startswith(PACKAGE):
        frame = frame.f_back
    return frame


def _name(frame: FrameType) -> str:
    return frame.f_code.co_filename[len(PACKAGE) :].replace(os.sep, "/")


class Walk:
    """The cross-file calls of the traced run."""

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.hops: list[tuple[str, str, str]] = []  # (caller file, callee file, function)
        self.facts_under_sync = 0

    def __call__(self, frame: FrameType, event: str, arg: Any) -> None:
        if event != "call" or not frame.f_code.co_filename.startswith(PACKAGE):
            return
        callee = _name(frame)
        self.files.add(callee)
        caller_frame = _own(frame.f_back)
        if caller_frame is None:
            return
        caller = _name(caller_frame)
        if caller != callee:
            self.hops.append((caller, callee, frame.f_code.co_name))
        if callee == "badugi/facts.py" and caller != "badugi/facts.py":
            under = caller_frame
            while under is not None:
                if under.f_code.co_name == "sync" and _name(under).endswith("scene.py"):
                    self.facts_under_sync += 1
                    break
                under = _own(under.f_back)


class Transitions:
    """The collapsed sequence of files the running ``cardtable`` code is in, until the end of
    the first ``paint`` (then ``done``)."""

    def __init__(self) -> None:
        self.path: list[str] = []
        self.by_call = 0
        self.done = False

    def _at(self, name: str, by_call: bool) -> None:
        if not self.path or self.path[-1] != name:
            self.path.append(name)
            self.by_call += by_call

    def __call__(self, frame: FrameType, event: str, arg: Any) -> None:
        if self.done or not frame.f_code.co_filename.startswith(PACKAGE):
            return
        if event == "call":
            self._at(_name(frame), True)
        elif event == "return":
            below = _own(frame.f_back)
            if below is not None:
                self._at(_name(below), False)
            if frame.f_code.co_name == "paint":
                self.done = True


def between(hops: list[tuple[str, str, str]], a: str, b: str) -> int:
    return sum(1 for x, y, _ in hops if {x, y} == {a, b})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", action="store_true", help="list every cross-file call")
    parser.add_argument("--to-paint", action="store_true", help="to the first repaint, collapsed")
    parser.add_argument("--path", action="store_true", help="with --to-paint: the file sequence")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.append(str(ROOT))  # after PYTHONPATH: another checkout can be walked
    global PACKAGE
    import cardtable

    PACKAGE = str(Path(cardtable.__file__).resolve().parent) + os.sep

    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    from cardtable.badugi.rules import BadugiRules
    from cardtable.badugi.session import BadugiConfig, BadugiSession
    from cardtable.core.session import SeatConfig
    from cardtable.gui.badugi.table import BadugiTable
    from cardtable.gui.common.prefs import Prefs

    app = QApplication([])
    folder = tempfile.mkdtemp(prefix="bet-walk-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    QCoreApplication.setOrganizationName("cardtable-bet-walk")
    prefs = Prefs()
    prefs.next_hand_pause = -1
    seats = (SeatConfig("You"), SeatConfig("Mina", "basic"))
    session = BadugiSession(BadugiConfig(BadugiRules(), seats, 200), seed=11)
    table = BadugiTable(session, prefs)
    table.resize(1024, 700)
    table.show()
    table.start()

    def settle() -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            app.processEvents()
            if not table.blocked:
                return
            time.sleep(0.002)
        raise SystemExit("the table did not settle")

    for _ in range(200):  # play on (check or call) until a bet or raise is open
        settle()
        legal = table._legal()
        if legal is not None and ({"bet", "raise"} & legal.kinds):
            break
        if legal is not None and "draw" in legal.kinds:
            table.act_stand_pat.trigger()
        elif legal is not None:
            table.act_check_call.trigger()
        elif session.hand_over:
            table.next_hand()
    else:
        raise SystemExit("no bet or raise came up")

    if args.to_paint:
        steps = Transitions()
        sys.setprofile(steps)
        try:
            table.act_bet_raise.trigger()
            deadline = time.monotonic() + 60
            while not steps.done and time.monotonic() < deadline:
                app.processEvents()
                time.sleep(0.002)
        finally:
            sys.setprofile(None)
        print(f"files: {len(set(steps.path))}")
        print(f"hops: {len(steps.path) - 1} file transitions ({steps.by_call - 1} by a call)")
        print("files walked: " + ", ".join(sorted(set(steps.path))))
        if args.path:
            print("  " + "\n  ".join(steps.path))
        table.shutdown()
        return 0

    walk = Walk()
    sys.setprofile(walk)
    try:
        table.act_bet_raise.trigger()
        deadline = time.monotonic() + 60
        while table.animating and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.002)
    finally:
        sys.setprofile(None)
    table.shutdown()
    table.deleteLater()
    app.processEvents()

    pairs = Counter((a, b) for a, b, _ in walk.hops)
    print(f"files: {len(walk.files)}")
    print(f"hops: {len(walk.hops)} cross-file calls, {len(pairs)} distinct file pairs")
    sessions = between(walk.hops, "badugi/session.py", "core/session.py")
    tables = between(walk.hops, "gui/badugi/table.py", "gui/common/session_table.py")
    print(f"ping-pong badugi/session.py <-> core/session.py: {sessions}")
    print(f"ping-pong gui/badugi/table.py <-> gui/common/session_table.py: {tables}")
    print(f"calls into badugi/facts.py under scene.sync: {walk.facts_under_sync}")
    print("files walked: " + ", ".join(sorted(walk.files)))
    if args.calls:
        for a, b, name in walk.hops:
            print(f"  {a} -> {b}:{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
