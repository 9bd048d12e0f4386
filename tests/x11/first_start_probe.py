"""Run by ``test_first_start.py`` under a real X server: start the main window as the app does
on a fresh profile, open GAME's table with the new-game dialog's defaults, play (bots) up to
the person's turn, and print one JSON line: the screen's available area, the window's frame
and every visible control's rectangle on the screen."""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QRect, QStandardPaths
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QListView,
    QWidget,
)


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def wait(app: QApplication, seconds: float, until=lambda: False) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if until():
            return True
        time.sleep(0.01)
    return until()


def controls(window: QWidget) -> list[dict[str, object]]:
    found = []
    kinds = (QAbstractButton, QAbstractSpinBox, QLineEdit, QListView)
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, kinds) or not widget.isVisible():
            continue
        top_left = widget.mapToGlobal(widget.rect().topLeft())
        found.append({
            "kind": type(widget).__name__,
            "name": widget.objectName(),
            "text": widget.text() if isinstance(widget, QAbstractButton) else "",
            "rect": [top_left.x(), top_left.y(), widget.width(), widget.height()],
        })
    return found


def main() -> int:
    game = sys.argv[1]
    from cardtable.games import spec
    from cardtable.gui.badugi.newgame import BadugiNewGameDialog
    from cardtable.gui.common.prefs import Prefs
    from cardtable.gui.shell.mainwindow import MainWindow
    from cardtable.gui.spades.newgame import SpadesNewGameDialog

    QApplication.setOrganizationName("cardtable")
    QApplication.setApplicationName("CardTable")
    app = QApplication(sys.argv[:1])
    data_dir = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    prefs = Prefs()
    assert prefs.window_geometry() is None, "the profile is not fresh"
    window = MainWindow(prefs, data_dir)
    window.show()
    wait(app, 1.5)  # the window manager frames it; the window fits its frame in
    dialog = (BadugiNewGameDialog if game == "badugi" else SpadesNewGameDialog)()
    config = dialog.config()
    dialog.deleteLater()
    window.open_session(spec(game).new_session(config))
    table = window.table
    session = window.session
    human = session.human_seat

    def persons_turn() -> bool:
        if game == "spades" and session.whose_turn() == human:
            view = session.view_for(human)
            if view.hand is None:  # looks at the cards first, as a person would
                table.look_at_cards()
                return False
        return not table.blocked and session.whose_turn() == human

    reached = wait(app, 40, persons_turn)
    wait(app, 0.5)
    screen = window.screen()
    if len(sys.argv) > 2:  # a picture of the whole screen, frame and all, to look at
        screen.grabWindow(0).save(sys.argv[2])
    print(json.dumps({
        "turn": reached,
        "available": rect(screen.availableGeometry()),
        "frame": rect(window.frameGeometry()),
        "client": rect(window.geometry()),
        "controls": controls(window),
    }))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
