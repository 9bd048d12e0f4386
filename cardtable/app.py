"""Entry point of the desktop app (``cardtable``).

``--version`` prints the version; ``--lang en|ko`` overrides the language setting;
``--quit-after SECONDS`` shows the window and quits after that long (smoke tests);
``--demo badugi|spades`` seats computer players in every chair and lets them play (the saved
game is left alone); ``--screenshot FILE`` saves a picture of the window just before
``--quit-after`` closes it; ``--report-timing`` prints when the window was first painted and
the longest time the event loop was kept from running (``benchmarks/bench_startup.py``).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path


def _seconds(text: str) -> float:
    """A time for ``--quit-after``: a finite number of seconds, 0 or more (``nan`` or ``inf``
    would reach Qt's timer as a value it cannot take)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or not 0 <= value <= 86_400:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds from 0 to 86400")
    return value


def game_names() -> list[str]:
    from cardtable.games import names

    return names()


def game_titles() -> str:
    """The registered games' English titles as one phrase ("Badugi and Spades")."""
    from cardtable.games import GAMES

    titles = [spec.title for spec in GAMES]
    return " and ".join(filter(None, [", ".join(titles[:-1]), titles[-1]]))


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardtable", description=f"{game_titles()} table.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--lang", choices=("en", "ko"), help="user interface language")
    parser.add_argument(
        "--quit-after",
        type=_seconds,
        metavar="SECONDS",
        help="quit after this long (smoke tests)",
    )
    parser.add_argument(
        "--demo", choices=game_names(), help="computer players in every seat play on"
    )
    parser.add_argument(
        "--screenshot", metavar="FILE", help="save a picture of the window before quitting"
    )
    parser.add_argument(
        "--report-timing", action="store_true",
        help="print the time of the first paint and the longest event-loop stall",
    )
    args, _unknown = parser.parse_known_args(argv)  # Qt options (-platform ...) pass through
    if args.screenshot and args.quit_after is None:
        parser.error("--screenshot needs --quit-after (the picture is taken then)")
    if args.screenshot:
        problem = _screenshot_problem(args.screenshot)
        if problem is not None:  # said now, not found out silently after the run
            parser.error(f"--screenshot {args.screenshot}: {problem}")
    return args


_PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".ppm")


def _screenshot_problem(path: str) -> str | None:
    """Why the picture could not be written to ``path``, or None if it can be tried."""
    target = Path(path)
    if target.suffix.lower() not in _PICTURE_SUFFIXES:
        return f"the file name must end in one of {', '.join(_PICTURE_SUFFIXES)}"
    folder = target.parent
    if not folder.is_dir():
        return f"there is no folder {str(folder)!r}"
    if not os.access(folder, os.W_OK):
        return f"the folder {str(folder)!r} cannot be written to"
    if target.is_dir():
        return "that is a folder"
    return None


def main(argv: Sequence[str] | None = None) -> int:
    # The bots run in a process of their own (cardtable.gui.common.botrunner); in a frozen bundle
    # that process is this executable started again, which this call turns into the worker.
    import multiprocessing

    multiprocessing.freeze_support()
    arguments = list(sys.argv[1:] if argv is None else argv)
    args = _parse(arguments)
    if args.version:
        from cardtable import __version__

        print(f"cardtable {__version__}")
        return 0
    from cardtable.gui.shell.display_check import desktop_problem

    problem = desktop_problem(argv=arguments)
    if problem is not None:  # said before Qt aborts with a message about libxcb-cursor0
        print(problem, file=sys.stderr)
        return 1

    from PySide6.QtCore import QStandardPaths, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.gui.common.i18n import choose_language, install_translators
    from cardtable.gui.common.icon import APP_ID, app_icon
    from cardtable.gui.common.prefs import Prefs
    from cardtable.gui.games import catalogues
    from cardtable.gui.shell.mainwindow import MainWindow
    from cardtable.gui.shell.single_instance import InstanceGuard, second_start

    QApplication.setOrganizationName("cardtable")
    QApplication.setOrganizationDomain("cardtable.github.io")
    QApplication.setApplicationName("CardTable")
    QApplication.setApplicationDisplayName("cardtable")
    QApplication.setDesktopFileName(APP_ID)
    app = QApplication.instance() or QApplication([sys.argv[0], *(argv or sys.argv[1:])])
    assert isinstance(app, QApplication)
    app.setWindowIcon(app_icon())
    data_dir = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    # One cardtable per data folder: a second start brings the first forward and opens
    # nothing (two of them resumed one game and wrote over each other's save).
    guard = InstanceGuard(data_dir)
    if not guard.claim():
        translators = install_translators(
            app, choose_language(Prefs().language, args.lang), catalogues()
        )
        code = second_start(guard, args.quit_after)
        del translators
        if args.screenshot:
            # The window is the other process's: a caller that asked for a picture must
            # not read success from a missing file.
            print(f"cardtable: no picture was taken ({args.screenshot}): the data folder "
                  f"{guard.data_dir} is in use by a running cardtable", file=sys.stderr)
            return code or 1
        return code
    prefs = Prefs.checked()  # a damaged settings file is set aside and reported
    translators = install_translators(
        app, choose_language(prefs.language, args.lang), catalogues()
    )
    # Bots think on a worker thread, in Python: each time the GUI thread runs Python (every
    # item's paint, every slot) it must win the interpreter lock from them, and at the default
    # 5 ms hand-over a repaint waited up to 200 ms (measured). 0.5 ms keeps the window smooth.
    sys.setswitchinterval(0.0005)
    from cardtable.gui.common.timing import FirstPaint, StallProbe

    window_painted = FirstPaint(app)
    probe = StallProbe(app) if args.report_timing else None
    table_painted: list[FirstPaint] = []
    from cardtable.gui.common import sound

    # The sound device opens on a worker thread; until it is ready (or with no audio output
    # at all) the table is silent, never held up.
    board = sound.SoundBoard(lambda: prefs.volume / 100, lambda: prefs.muted)
    sound.install(board)
    board.start()
    window = MainWindow(prefs, data_dir)
    guard.show_requested.connect(window.bring_forward)
    # Closing the window ends the app whatever else is still open: waiting for Qt to find no
    # window left let a box that outlived its page keep the process running with no window
    # and the data folder locked, so the next start only "brought forward" nothing. exit(),
    # not quit(): quit() first asks every window to close and stops at one that refuses;
    # exit() also ends the event loop of a dialog's exec(). Everything is saved by then.
    window.closed.connect(lambda: app.exit(0))
    window.show()
    if args.demo:

        def open_demo() -> None:
            # After the window's first paint: a person sees the app at once, the table next
            # (the engines, bots and table widgets are imported only now).
            from PySide6.QtWidgets import QGraphicsView

            from cardtable.games import demo_session
            from cardtable.gui.common.session_table import SessionTable

            window.open_session(demo_session(args.demo), save=False)
            table = window.table
            if not isinstance(table, SessionTable):
                return
            table.demo_pause_s = 2.0
            felt = table.findChild(QGraphicsView)
            seen = FirstPaint(felt.viewport() if felt is not None else table)
            if probe is not None:
                seen.painted.connect(probe.start)  # the stalls of playing, not of opening
            table_painted.append(seen)

        window_painted.painted.connect(open_demo)
    elif probe is not None:
        window_painted.painted.connect(probe.start)
    failures: list[str] = []
    if args.quit_after is not None:

        def finish() -> None:
            if probe is not None:
                probe.stop()  # closing the window is not part of playing
            if args.screenshot and not window.grab().save(args.screenshot):
                print(f"cardtable: could not save the picture to {args.screenshot}",
                      file=sys.stderr)
                failures.append("screenshot")
            window.close()

        QTimer.singleShot(round(args.quit_after * 1000), finish)
    code = app.exec()
    guard.release()
    sound.install(sound.Silence())
    board.close()
    if probe is not None:
        from cardtable.gui.common.botrunner import bots_mode

        probe.stop()
        print(f"bots={bots_mode()}")
        print(f"first_paint_epoch={window_painted.at}")
        if table_painted:
            print(f"table_paint_epoch={table_painted[0].at}")
        print("\n".join(probe.report()))
    del translators
    return code or (1 if failures else 0)


if __name__ == "__main__":
    sys.exit(main())
