"""The real app (``cardtable.app.main``) told to open a practice page (argv[1]: its key) and,
once that page's "Progress could not be read" box is open, to quit (Game > Quit: the Quit
action, as Ctrl+Q would). Run in a folder of its own (HOME / XDG_DATA_HOME) holding a
damaged progress file.

Prints one line per step (``box open``, ``quitting``, ``main returned N``). A watchdog ends
the process with exit code 3 and ``still running`` if it has not ended 15 s after the quit:
the hang this probes for would otherwise leave it running with no window for ever.
"""

from __future__ import annotations

import os
import sys
import threading

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

HANG_S = 15.0


def watchdog() -> None:
    print("still running", flush=True)
    os._exit(3)


def main() -> int:
    key = sys.argv[1]
    app = QApplication([sys.argv[0]])
    from cardtable.app import main as app_main
    from cardtable.gui.shell.mainwindow import MainWindow

    def window() -> MainWindow | None:
        return next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow)), None)

    def open_page() -> None:
        shown = window()
        if shown is None or not shown.isVisible():
            QTimer.singleShot(100, open_page)
            return
        shown.open_trainer(key)
        QTimer.singleShot(100, quit_over_box)

    def quit_over_box() -> None:
        shown = window()
        assert shown is not None
        boxes = [b for b in shown.findChildren(QMessageBox, "progressError") if b.isVisible()]
        if not boxes:
            QTimer.singleShot(100, quit_over_box)
            return
        print("box open", flush=True)
        timer = threading.Timer(HANG_S, watchdog)
        timer.daemon = True
        timer.start()
        print("quitting", flush=True)
        shown.act_quit.trigger()

    QTimer.singleShot(0, open_page)
    code = app_main([])
    print(f"main returned {code}", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
