"""Run inside a private mount namespace where the data folder (argv[1]) is a read-only bind
mount, so every write fails as on a player's read-only disk, root or not (the test suite's
``read_only_folder`` fixture cannot make SQLite's own file calls fail). Prints one JSON line:
the messages shown at start, the hands the history page lists, and the messages shown while
a table of bots plays two hands."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer
from PySide6.QtWidgets import QApplication, QMessageBox


def boxes(window: object) -> list[str]:
    found = [b for b in window.findChildren(QMessageBox) if b.isVisible()]  # type: ignore[attr-defined]
    texts = [b.text() for b in found]
    for box in found:
        box.close()
    return texts


def main() -> None:
    folder = Path(sys.argv[1])
    app = QApplication([sys.argv[0]])
    QCoreApplication.setOrganizationName("cardtable-probe")
    from cardtable.games import demo_session
    from cardtable.gui.common.prefs import Prefs
    from cardtable.gui.shell.history_page import HistoryPage
    from cardtable.gui.shell.mainwindow import MainWindow

    prefs = Prefs()
    prefs.speed_name = "off"
    window = MainWindow(prefs, folder)
    window.show()
    app.processEvents()
    at_start = boxes(window)
    window.open_trainer("history")
    page = window.trainer
    assert isinstance(page, HistoryPage)
    listed = page.tree.topLevelItemCount()
    note = page.note.text() if page.note.isVisible() else ""
    window.close_trainer()
    window.open_session(demo_session("badugi", seed=4, level="random"))
    table = window.table
    table.demo_pause_s = 0.0  # type: ignore[union-attr]
    session = window.session
    clock = QElapsedTimer()
    clock.start()
    while session.match.hand_no < 3 and clock.elapsed() < 60_000:  # type: ignore[union-attr]
        app.processEvents()
    playing = boxes(window)
    window.close()
    print(json.dumps({"at_start": at_start, "listed": listed, "note": note,
                      "hands": session.match.hand_no, "playing": playing,  # type: ignore[union-attr]
                      "banner": window.save_banner.text}))


if __name__ == "__main__":
    main()
