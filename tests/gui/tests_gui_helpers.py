"""Shared helpers for the GUI tests: a seeded Badugi table in a main window."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.core.session import SeatConfig
from cardtable.gui.badugi.table import BadugiTable
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.shell.mainwindow import MainWindow


class DictTranslator(QTranslator):
    """A stand-in translator over ``table`` (source text -> translation), for ``contexts``
    only when given: the tests read the Korean dicts without waiting for the compiled
    catalogues. What it does not hold it answers with None, not "": Qt takes an empty
    string as the translation."""

    def __init__(self, table: Mapping[str, str], contexts: Collection[str] | None = None):
        super().__init__()
        self.table = table
        self.contexts = contexts

    def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[override]
        if self.contexts is not None and context not in self.contexts:
            return None
        return self.table.get(source)

    def isEmpty(self) -> bool:  # noqa: N802 (Qt API)
        return False


@contextmanager
def translated_by(
    table: Mapping[str, str], contexts: Collection[str] | None = None
) -> Iterator[None]:
    """The app's words looked up in ``table`` while the block runs (``DictTranslator``)."""
    translator = DictTranslator(table, contexts)
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


SMALL = (1012, 660)
"""Inside the frame of a window filling a 1024x700 screen (openbox, measured with xwininfo):
the size a "fits at 1024x700" test gives the window. Resizing the window to 1024x700 itself
gave it 40 pixels more height than a player has (the bidding practice's answer scrolled)."""
WIDE = (1354, 728)
"""The same for a 1366x768 screen."""


def make_session(seed: int = 2024, n: int = 6, structure: str = "fixed") -> BadugiSession:
    seats = [SeatConfig("You")] + [
        SeatConfig(f"Bot {i}", "basic" if i % 2 else "random") for i in range(1, n)
    ]
    rules = BadugiRules(structure=structure, small_blind=1, big_blind=2)
    return BadugiSession(BadugiConfig(rules, tuple(seats), 200), seed=seed)


def open_window(qtbot: QtBot, data_dir: Path) -> MainWindow:
    window = MainWindow(Prefs(), data_dir)
    qtbot.addWidget(window)
    window.resize(1100, 720)
    window.show()
    return window


def table_of(window: MainWindow) -> BadugiTable:
    table = window.table
    assert isinstance(table, BadugiTable)
    return table


def wait_ready(qtbot: QtBot, table: BadugiTable) -> None:
    """Until the bots have played up to the person's turn or the end of the hand."""
    qtbot.waitUntil(
        lambda: not table.blocked
        and (table.session.hand_over or table.session.whose_turn() == table.human),
        timeout=10000,
    )


def plain_move(table: BadugiTable) -> None:
    """The person's plainest move at his turn: stand pat at a draw, else check or call."""
    view = table.session.view_for(table.human)
    assert view is not None and view.legal is not None
    if "draw" in view.legal.kinds:
        table.act_stand_pat.trigger()
    else:
        table.act_check_call.trigger()


def cut_off(root: QWidget) -> list[str]:
    """The widgets shown in ``root`` whose text does not fit them: a label that does not
    wrap, a button, a check box, a line edit or a combo box narrower than its text (and what
    its style draws around it), or anything drawn past the edge of ``root``. Inside a scroll
    area only the width counts: running on below is what scrolling is for."""
    QApplication.sendPostedEvents()  # pending layout requests: what the player sees next
    problems = []
    edge = root.rect()
    for w in root.findChildren(QWidget):
        if not w.isVisible() or w.window() is not root.window():
            continue
        fm = w.fontMetrics()
        need = 0
        if isinstance(w, QLabel) and w.text() and not w.wordWrap():
            need = w.minimumSizeHint().width()
        elif isinstance(w, QCheckBox | QRadioButton):
            need = w.sizeHint().width()
        elif isinstance(w, QAbstractButton) and w.text():
            need = fm.horizontalAdvance(w.text().replace("&", "")) + 8
        elif isinstance(w, QLineEdit) and w.text():
            need = fm.horizontalAdvance(w.text()) + 8
        elif isinstance(w, QComboBox) and w.currentText():
            need = fm.horizontalAdvance(w.currentText()) + 24
        name = f"{type(w).__name__} {w.objectName() or ''}{_text_of(w)!r}"
        if w.width() < need:
            problems.append(f"{name}: {w.width()} px wide, needs {need}")
        box = w.rect().translated(w.mapTo(root, QPoint(0, 0)))
        if not _scrolled(w, root) and not edge.contains(box) and need:
            problems.append(f"{name}: at {box.getRect()}, past the edge of {edge.getRect()}")
    return problems


def _text_of(w: QWidget) -> str:
    if isinstance(w, QLabel | QAbstractButton | QLineEdit):
        return w.text()
    if isinstance(w, QComboBox):
        return w.currentText()
    return ""


def _scrolled(w: QWidget, root: QWidget) -> bool:
    parent = w.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False
