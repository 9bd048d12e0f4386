"""Run by ``test_first_start.py`` under a real X server with a window manager: the main window
as the app opens it on a fresh profile, then every screen a new player meets, one after the
other in the same process: the start screen, both new-game dialogs, the settings, the rules,
both tables at the person's first turn, the draw trainer, the bidding coach, the statistics,
the hand history and the replayer of the hand just played. Prints one JSON line: the screen's
available area and, per screen, its window's frame and every visible control's rectangle on
the screen (``scrolled``: inside a scroll area, where only the part in sight counts).

Arguments: [FOLDER] to save a picture of the whole screen for each (to look at).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QRect, QStandardPaths
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QTabBar,
    QWidget,
)

KINDS = (QAbstractButton, QAbstractSpinBox, QLineEdit, QAbstractScrollArea, QComboBox,
         QAbstractSlider, QTabBar)  # fmt: skip
"""What a person works or reads: buttons, boxes, lists, text panes, sliders, tabs."""


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


def global_rect(w: QWidget) -> QRect:
    return QRect(w.mapToGlobal(QPoint(0, 0)), w.size())


def controls(window: QWidget) -> list[dict[str, Any]]:
    found = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, KINDS) or not widget.isVisible() or widget.window() is not window:
            continue
        if widget.width() <= 0 or widget.height() <= 0:
            continue
        whole = global_rect(widget)
        seen, scrolled = whole, False
        parent = widget.parentWidget()
        while parent is not None:
            seen = seen.intersected(global_rect(parent))
            grand = parent.parentWidget()
            if isinstance(grand, QAbstractScrollArea) and grand.viewport() is parent:
                scrolled = True
            parent = grand
        found.append({
            "kind": type(widget).__name__,
            "name": widget.objectName(),
            "text": widget.text() if isinstance(widget, QAbstractButton) else "",
            "rect": rect(whole),
            "seen": rect(seen),
            "scrolled": scrolled,
        })
    return found


def persons_turn(window: Any, game: str) -> bool:
    """The person's turn has come at the window's table (at Spades, with his cards seen)."""
    table, session = window.table, window.session
    human = session.human_seat
    if game == "spades" and session.whose_turn() == human:
        view = session.view_for(human)
        if view.hand is None:  # looks at the cards first, as a person would
            table.look_at_cards()
            return False
    return not table.blocked and session.whose_turn() == human


def main() -> int:
    shots = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    from cardtable.games import spec
    from cardtable.gui.badugi.newgame import BadugiNewGameDialog
    from cardtable.gui.common.prefs import Prefs
    from cardtable.gui.games import trainers
    from cardtable.gui.shell.history_page import HistoryPage
    from cardtable.gui.shell.mainwindow import MainWindow
    from cardtable.gui.shell.settings_dialog import SettingsDialog
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
    screen = window.screen()
    report: dict[str, Any] = {"available": rect(screen.availableGeometry()), "screens": {}}

    def capture(name: str, top: QWidget) -> None:
        wait(app, 0.6)
        report["screens"][name] = {
            "frame": rect(top.frameGeometry()),
            "client": rect(top.geometry()),
            "controls": controls(top),
        }
        if shots is not None:
            screen.grabWindow(0).save(str(shots / f"{name}.png"))

    capture("start", window)
    # The dialogs, as the window opens them (over it).
    for name, dialog in (
        ("new_badugi", BadugiNewGameDialog(parent=window)),
        ("new_spades", SpadesNewGameDialog(parent=window)),
        ("settings", SettingsDialog(prefs, window)),
    ):
        dialog.show()
        capture(name, dialog)
        dialog.close()
    window.show_rules()
    capture("rules", window.rules_dialog)
    window.rules_dialog.close()
    # The practice pages.
    for _spec, entry in trainers():
        window.open_trainer(entry.key)
        capture(f"trainer_{entry.key}", window)
        window.close_trainer()
    # Both tables at the person's first turn (fastest play: bots do not wait).
    prefs.speed_name = "off"
    for game, dialog_class in (("badugi", BadugiNewGameDialog), ("spades", SpadesNewGameDialog)):
        dialog = dialog_class()
        config = dialog.config()
        dialog.deleteLater()
        window.open_session(spec(game).new_session(config))
        report["screens"][f"turn_{game}"] = wait(app, 40, lambda g=game: persons_turn(window, g))
        # A key press moves the focus to the first button, so its ring shows in the picture.
        QTest.keyClick(window, "\t")
        capture(f"table_{game}", window)
        if game == "badugi":  # a hand to find in the history: fold, the bots finish it
            table: Any = window.table
            session: Any = window.session
            table.fold()
            wait(app, 40, lambda s=session, t=table: s.hand_over and not t.blocked)
            window.leave_table()
    # The statistics, the history and the replayer of the hand just played.
    window.leave_table()
    window.open_trainer("stats")
    capture("statistics", window)
    window.open_trainer("history")
    capture("history", window)
    page = window.trainer
    assert isinstance(page, HistoryPage)
    page.replay_selected()
    capture("replayer", window)
    window.close_trainer()
    print(json.dumps(report))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
