"""A screen-reader and keyboard audit of every screen a player meets (not part of the app).

Opens, offscreen, the screens of ``screen_tour.Tour`` (start screen, both new-game dialogs,
tables, statistics, history, replayer, trainers, Settings, rules, About) and more (a Badugi
sit-and-go and watching after busting, Spades at 3, 4 and 6 players through bidding, play,
hand over, score sheet, trick browser and review, the damaged-save and unreadable-progress
messages), and at each walks what a screen reader reads (Qt's accessibility tree, the
interfaces the AT-SPI, UIA and NSAccessibility bridges serve) and the Tab chain. It prints:

- ``NONAME``: a focusable or interactive object with no accessible name;
- ``SYMBOL`` / ``KEY``: a name that is only symbols ("✕", "…") or a key ("T", "Esc");
- ``DIFFERS``: a button whose accessible name does not hold its own text (read one thing,
  shows another: look at each);
- ``SKIPPED`` / ``TRAP``: a Tab-focusable control Tab never reaches, or a control Tab does
  not leave;
- ``NORETURN``: a felt (a table's view) Tab, or Shift+Tab, leaves and never comes back to
  (the view or a stand-in on it);
- ``SCENE``: a kind of scene item (card, seat, pot) drawn on a felt with no stand-in a
  reader finds (``gui/common/scene_access.py``);
- ``SAID``: what the tables announced during the step (``Announcer.say``), to check that a
  turn, a bid, a card, a hand's result and a review are told.

Run::

    QT_QPA_PLATFORM=offscreen python tools/a11y_probe.py [--lang ko] [--only spades,...]
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsView,
    QMessageBox,
    QWidget,
)

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests"), str(ROOT / "tests" / "gui")]

from screen_tour import Tour, fill_history  # noqa: E402
from table_shots import quiet_settings, spades_ready, spades_session, wait_until  # noqa: E402

from cardtable.gui.common import announce  # noqa: E402

Role = QAccessible.Role
INTERACTIVE = {
    Role.PushButton, Role.CheckBox, Role.RadioButton, Role.SpinBox, Role.Slider, Role.ComboBox,
    Role.List, Role.Table, Role.Tree, Role.PageTab, Role.Button, Role.EditableText, Role.Link,
    Role.ButtonMenu, Role.ButtonDropDown, Role.MenuItem,
}  # fmt: skip
CELLS = {Role.Cell, Role.TreeItem, Role.ListItem, Role.Row, Role.ColumnHeader, Role.RowHeader}
VERBOSE = False
SAID: list[str] = []
_say = announce.Announcer.say


def _heard(self: announce.Announcer, message: str, assertive: bool = False) -> None:
    SAID.append(("! " if assertive else "") + message.strip())
    _say(self, message, assertive)


announce.Announcer.say = _heard  # type: ignore[method-assign]


def walk(iface: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    yield iface
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and child.isValid() and not child.state().invisible:
            yield from walk(child)


def name_problem(name: str) -> str | None:
    """What is wrong with ``name`` as a spoken name, or None."""
    text = name.strip()
    if not text:
        return "NONAME"
    if not any(unicodedata.category(c)[0] in "LN" for c in text):
        return "SYMBOL"
    if (len(text) == 1 and text.isascii()) or text.lower() in {"esc", "enter", "space", "tab"}:
        return "KEY"
    return None


def label_of(iface: QAccessibleInterface) -> str:
    obj = iface.object()
    kind = type(obj).__name__ if obj is not None else "?"
    where = obj.objectName() if obj is not None else ""
    parent = obj.parent() if obj is not None else None
    above = f" in {type(parent).__name__}#{parent.objectName()}" if parent is not None else ""
    return f"{iface.role().name} {kind}#{where}{above}"


def audit_tree(window: QWidget) -> list[str]:
    root = QAccessible.queryAccessibleInterface(window)
    if root is None:
        return [f"NOTREE {type(window).__name__}"]
    out = []
    for node in walk(root):
        state = node.state()
        if node.role() in CELLS:
            continue  # a table's or a tree's data: a figure is a fine name there
        if not (state.focusable or node.role() in INTERACTIVE) or state.disabled:
            continue  # (a greyed control waits for something: Tab passes it by)
        name = node.text(QAccessible.Text.Name)
        problem = name_problem(name)
        if problem:
            out.append(f"{problem} {label_of(node)} name={name!r}")
        obj = node.object()
        if isinstance(obj, QAbstractButton) and obj.text() and obj.accessibleName():
            text = obj.text().replace("&", "").strip()
            if text.lower() not in obj.accessibleName().lower():
                out.append(f"DIFFERS {label_of(node)} shows={text!r} says={name!r}")
    return out


def tab_focusable(window: QWidget) -> list[QWidget]:
    found = []
    for w in window.findChildren(QWidget):
        if w.window() is not window or not w.isVisible() or not w.isEnabled():
            continue
        if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.focusProxy() is None:
            found.append(w)
    return found


def who(w: QWidget | None) -> str:
    if w is None:
        return "None"
    name = w.accessibleName() or getattr(w, "text", lambda: "")() or w.objectName()
    return f"{type(w).__name__}({name!r})"


def audit_tabs(window: QWidget) -> list[str]:
    """Press Tab round the window from where its focus is; what it never reaches, where it
    sticks. (Tab is pressed on the focused widget, as the keyboard does.)"""
    wanted = tab_focusable(window)
    if not wanted:
        return []
    window.activateWindow()
    QTest.qWait(30)
    start = QApplication.focusWidget()
    if start is None or start.window() is not window:
        wanted[0].setFocus(Qt.FocusReason.TabFocusReason)
        start = QApplication.focusWidget()
    if start is None:
        return [f"NOFOCUS {type(window).__name__}"]
    seen: list[QWidget] = []
    out = []
    current = start
    stay = 0  # Tabs on one widget that kept the focus (a text's links take several)
    for _ in range(len(wanted) + 100):
        QTest.keyClick(current, Qt.Key.Key_Tab)
        QTest.qWait(5)
        nxt = QApplication.focusWidget()
        if nxt is None:
            out.append(f"LOST after {who(current)}")
            break
        if nxt is current:
            stay += 1
            if stay > 60 and len(wanted) > 1:
                out.append(f"TRAP {who(current)} keeps the focus on Tab")
                break
            continue
        stay = 0
        seen.append(nxt)
        if nxt is start or len(seen) > len(wanted) + 4:
            break
        current = nxt
    if VERBOSE:
        out.append("CHAIN " + " > ".join(who(w) for w in [start, *seen]))
    for w in wanted:
        group = w.group() if isinstance(w, QAbstractButton) else None
        if group is not None and group.exclusive() and not w.isChecked():
            continue  # a radio-like group: Tab reaches the chosen one, arrows the others
        if w not in seen and w is not start and w.isVisible():
            out.append(f"SKIPPED {who(w)}")
    start.setFocus(Qt.FocusReason.OtherFocusReason)
    return out


def audit_felt_return(window: QWidget) -> list[str]:
    """From each felt on show, Tab (then Shift+Tab) round the window: does the focus come
    back to the felt, the view or one of its stand-ins?"""
    out = []
    wanted = len(tab_focusable(window))
    for view in window.findChildren(QGraphicsView):
        if not view.isVisible() or view.window() is not window:
            continue
        for key, words in ((Qt.Key.Key_Tab, "Tab"), (Qt.Key.Key_Backtab, "Shift+Tab")):
            view.setFocus(Qt.FocusReason.OtherFocusReason)
            QTest.qWait(5)
            if not view.hasFocus():
                out.append(f"NORETURN {who(view)} does not take the focus")
                break
            back = False
            for _ in range(wanted + 10):
                QTest.keyClick(QApplication.focusWidget() or view, key)
                QTest.qWait(5)
                now = QApplication.focusWidget()
                if now is not None and (now is view or view.isAncestorOf(now)):
                    back = True
                    break
            if not back:
                out.append(f"NORETURN {who(view)} by {words}")
        view.setFocus(Qt.FocusReason.OtherFocusReason)
    return out


def audit_scenes(window: QWidget) -> list[str]:
    """Kinds of top-level scene items drawn with no reader stand-in over their middle."""
    out = []
    for view in window.findChildren(QGraphicsView):
        if not view.isVisible() or view.scene() is None:
            continue
        rects = [c.geometry() for c in view.viewport().findChildren(QWidget) if c.isVisible()]
        missed: Counter[str] = Counter()
        for item in view.scene().items():
            if not item.isVisible() or item.parentItem() is not None:
                continue
            box = item.sceneBoundingRect()
            if box.width() < 8 or box.height() < 8 or box.width() > 2000:
                continue  # the felt, lines, small decorations
            middle = view.mapFromScene(box.center())
            if not any(r.contains(middle) for r in rects):
                missed[type(item).__name__] += 1
                if VERBOSE:
                    print(
                        f"    missed {type(item).__name__} at {box.center().toTuple()} "
                        f"{getattr(item, 'text', '')!r} {getattr(item, 'card', '')}"
                    )
        if missed:
            out.append(f"SCENE {view.objectName() or type(view).__name__}: {dict(missed)}")
    return out


class Probe(Tour):
    """The tour, with an audit where it took a screenshot."""

    def __init__(self, size: tuple[int, int], data: Path) -> None:
        super().__init__(Path("."), size, data)
        self.counts: Counter[str] = Counter()
        self.report: dict[str, list[str]] = {}

    def shot(self, name: str) -> None:
        QTest.qWait(120)
        lines = []
        for top in QApplication.topLevelWidgets():
            if top.isVisible() and top.isWindow():
                lines += audit_tree(top) + audit_scenes(top)
        active = QApplication.activeModalWidget() or self.window
        if active.isVisible():
            lines += audit_tabs(active) + audit_felt_return(active)
        lines += [f"SAID {s}" for s in SAID]
        SAID.clear()
        self.report[name] = lines
        for line in lines:
            self.counts[line.split()[0]] += 1
        print(f"== {name}", flush=True)
        for line in lines:
            print(f"  {line}", flush=True)

    # ---- more than the tour ---------------------------------------------------------------

    def sit_and_go(self) -> None:
        from test_tournament_gui import sng

        from cardtable.badugi.actions import Action

        win = self.window
        win.open_session(sng(seed=3))
        table = win.table
        table.ask_out = lambda place: ("watch", "normal")
        wait_until(lambda: table._legal() is not None)
        self.shot("sng_turn")
        session = table.session
        for _ in range(300):
            if session.person_out():
                break
            wait_until(lambda: not table.blocked)
            if session.person_out():
                break
            if session.hand_over:
                table.next_hand()
                continue
            legal = table._legal()
            if legal is None:
                QTest.qWait(20)
                continue
            if "draw" in legal.kinds:
                table._act(Action.stand_pat())
            elif {"raise", "bet"} & legal.kinds:
                kind = next(k for k in ("raise", "bet") if k in legal.kinds)
                table._act(Action(kind, legal.max_to))
            else:
                table._act(Action.call() if "call" in legal.kinds else Action.check())
        SAID.clear()
        if session.hand_over:
            table.next_hand()
        QTest.qWait(300)
        # The bots play on while he watches: the shot waits for a still moment (cards in
        # flight are animation sprites, not the table's items, and have no stand-ins).
        wait_until(lambda: not table.animating)
        self.shot("sng_watching")
        win.close_table(keep=False)

    def badugi_hand(self) -> None:
        from table_shots import badugi_ready, badugi_session

        win = self.window
        win.open_session(badugi_session("fixed", 5))
        table = win.table
        wait_until(lambda: badugi_ready(table))
        self.shot("badugi_turn")
        for _ in range(60):
            wait_until(lambda: badugi_ready(table))
            if table.session.hand_over:
                break
            legal = table._legal()
            if legal is not None and "draw" in legal.kinds:
                table.toggle_discard(0)
                self.shot("badugi_draw")
                table.stand_pat()
            else:
                table.check_or_call()
        self.shot("badugi_hand_over")
        table.act_review.trigger()
        QTest.qWait(3000)
        self.shot("badugi_review")
        win.close_table(keep=False)

    def spades(self, players: int) -> None:
        win = self.window
        win.open_session(spades_session(players, 5))
        table = win.table
        wait_until(lambda: spades_ready(table) and (bool(table._bid_values())
                                                   or table.act_look.isEnabled()))  # fmt: skip
        if table.act_look.isEnabled():
            table.look_at_cards()
        wait_until(lambda: spades_ready(table) and bool(table._bid_values()))
        self.shot(f"spades{players}_bid")
        table.act_confirm.trigger()
        wait_until(lambda: spades_ready(table))
        self.shot(f"spades{players}_play")
        if players == 4:
            table.show_hint()
            wait_until(lambda: not table.blocked, 60)
            QTest.qWait(500)
            self.shot("spades4_coach")
        for _ in range(40):
            wait_until(lambda: spades_ready(table), 60)
            if table.session.hand_over:
                break
            legal = table._legal()
            if legal:
                table._act(legal[0])
        wait_until(lambda: table.session.hand_over and not table.blocked, 60)
        self.shot(f"spades{players}_hand_over")
        if players == 4:
            table.show_score_sheet()
            self.shot("spades4_score_sheet")
            table.act_last_trick.trigger()
            self.shot("spades4_trick_browser")
            table.act_live_trick.trigger() if table.act_live_trick.isEnabled() else None
            QTest.qWait(4000)
            self.shot("spades4_review")
        win.close_table(keep=False)

    def spades_all(self) -> None:
        for players in (3, 4, 6):
            self.spades(players)

    def damaged(self) -> None:
        from cardtable.gui.common.prefs import Prefs
        from cardtable.gui.shell.mainwindow import MainWindow

        data = self.window.data_dir if hasattr(self.window, "data_dir") else None
        folder = Path(quiet_settings("cardtable-a11y-bad")) / "data"
        folder.mkdir()
        (folder / "session.json").write_text("{ not json", encoding="utf-8")
        (folder / "draw_trainer.json").write_text("{ not json", encoding="utf-8")
        other = MainWindow(Prefs(), folder)
        other.show()
        QTest.qWait(200)
        self.shot("damaged_save")
        for box in other.findChildren(QMessageBox):
            box.close()
        other.open_trainer("draw")
        QTest.qWait(300)
        self.shot("unreadable_progress")
        for box in other.findChildren(QMessageBox):
            box.close()
        other.close_trainer()
        other.close()
        del data


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lang", choices=("en", "ko"), default="en")
    parser.add_argument("--size", default="1366x768")
    parser.add_argument("--only", help="comma-separated steps")
    parser.add_argument("--json", type=Path, help="write the report here")
    parser.add_argument("--chain", action="store_true", help="print each Tab chain (CHAIN)")
    args = parser.parse_args()
    global VERBOSE
    VERBOSE = args.chain
    size = tuple(int(x) for x in args.size.split("x"))
    app = QApplication(sys.argv[:1])
    temp = quiet_settings("cardtable-a11y")
    from cardtable.gui.common.i18n import install_translators
    from cardtable.gui.games import catalogues

    translators = install_translators(app, args.lang, catalogues())
    data = temp / "data"
    data.mkdir()
    fill_history(data)
    probe = Probe((size[0], size[1]), data)
    steps: dict[str, Callable[[], None]] = {
        "start": lambda: probe.shot("start"), "new_game": probe.new_game,
        "badugi": probe.badugi_hand, "bet_bar": probe.badugi_bet_bar, "sng": probe.sit_and_go,
        "spades": probe.spades_all, "records": probe.records, "trainers": probe.trainers,
        "dialogs": probe.dialogs, "damaged": probe.damaged,
    }  # fmt: skip
    for name in args.only.split(",") if args.only else steps:
        try:
            steps[name]()
        except Exception as error:  # noqa: BLE001 (a probe reports and goes on)
            print(f"!! step {name} failed: {error!r}", flush=True)
            probe.counts["FAILED"] += 1
    print("COUNTS", dict(probe.counts), flush=True)
    if args.json:
        args.json.write_text(json.dumps(probe.report, ensure_ascii=False, indent=1))
    probe.window.close()
    del translators
    return 0


if __name__ == "__main__":
    sys.exit(main())
