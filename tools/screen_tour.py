"""A tour of every screen as a new player meets it, for looking at (not part of the app).

Fills a temporary data folder with a history (two Badugi sittings, Spades games of four and
six) and a save of each game, then opens, in one window of the given size and language: the
start screen, both new-game dialogs, a no-limit Badugi table at the player's turn (bet bar),
a Spades table with the coach's tab, the statistics (both games), the hand history, the
replayer (a Badugi and a Spades hand), the draw trainer before and after an answer, the
bidding coach before and after a bid, the settings, Help -> Rules (from the start screen and
from a Spades table) and About. Each is saved as ``<out>/<name>.png`` (the whole screen, so
dialogs show where they open), and every widget whose text does not fit it is printed
("CUT ..."; ``tests/gui/tests_gui_helpers.cut_off``).

Run under a display the size of the screen wanted, e.g.::

    Xvfb :24 -screen 0 1024x700x24 &
    DISPLAY=:24 python tools/screen_tour.py --out shots/ko1024 --size 1024x700 --lang ko
"""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests"), str(ROOT / "tests" / "gui")]

from history_play import (  # noqa: E402 (found through the path above)
    badugi_session as played_badugi,
)
from history_play import play_badugi, play_spades  # noqa: E402
from history_play import spades_session as played_spades  # noqa: E402
from table_shots import (  # noqa: E402
    badugi_ready,
    badugi_session,
    play_to_bet,
    quiet_settings,
    spades_ready,
    spades_session,
    wait_until,
)
from tests_gui_helpers import cut_off  # noqa: E402

from cardtable.gui.common.prefs import Prefs  # noqa: E402
from cardtable.gui.shell.mainwindow import MainWindow  # noqa: E402
from cardtable.spades import SpadesRules  # noqa: E402


def fill_history(folder: Path) -> None:
    from cardtable.storage.history_db import HistoryDB
    from cardtable.storage.history_recorder import HistoryRecorder

    db = HistoryDB(folder / "history.sqlite3")
    assert db.open() is None
    record = HistoryRecorder(db).record
    play_badugi(played_badugi(seed=11, n=6), 60, record)
    play_badugi(played_badugi(seed=12, n=4, structure="no_limit"), 40, record)
    for seed in (3, 4):
        play_spades(played_spades(seed=seed), hook=record)
    play_spades(played_spades(seed=6, rules=SpadesRules(players=6)), hands=2, hook=record)
    db.close()


class Tour:
    def __init__(self, out: Path, size: tuple[int, int], data: Path) -> None:
        self.out, self.size = out, size
        self.window = MainWindow(Prefs(), data)
        self.window.resize(*size)
        self.window.move(0, 0)
        self.window.show()
        QTest.qWait(100)
        for box in self.window.findChildren(QMessageBox):
            box.close()

    def shot(self, name: str) -> None:
        QTest.qWait(250)
        for top in QApplication.topLevelWidgets():
            if top.isVisible():
                for problem in cut_off(top):
                    print(f"  CUT {name}: {type(top).__name__}: {problem}", flush=True)
        screen = QGuiApplication.primaryScreen()
        screen.grabWindow(0, 0, 0, *self.size).save(str(self.out / f"{name}.png"))
        print(name, flush=True)

    def start(self) -> None:
        win = self.window
        win.open_session(badugi_session("fixed", 3))
        table = win.table
        wait_until(lambda: badugi_ready(table))
        win.act_leave.trigger()
        win.open_session(spades_session(4, 3))
        table = win.table
        wait_until(lambda: not table.blocked)
        win.act_leave.trigger()
        self.shot("start")

    def new_game(self) -> None:
        from cardtable.gui.badugi.newgame import BadugiNewGameDialog
        from cardtable.gui.spades.newgame import SpadesNewGameDialog

        for name, kind in (("newgame_badugi", BadugiNewGameDialog),
                           ("newgame_spades", SpadesNewGameDialog)):  # fmt: skip
            dialog = kind(None, self.window)
            dialog.show()
            self.shot(name)
            dialog.close()
            dialog.deleteLater()

    def badugi_bet_bar(self) -> None:
        win = self.window
        win.open_session(badugi_session("no_limit", 11))
        play_to_bet(win.table, facing_bet=True)
        self.shot("badugi_nolimit_turn")
        win.close_table(keep=False)

    def spades_coach(self) -> None:
        win = self.window
        win.open_session(spades_session(4, 5))
        table = win.table
        table.hint_samples = 60
        wait_until(lambda: spades_ready(table) and bool(table._bid_values())
                   or table.act_look.isEnabled())  # fmt: skip
        if table.act_look.isEnabled():
            table.look_at_cards()
        wait_until(lambda: spades_ready(table) and bool(table._bid_values()))
        table.show_hint()
        wait_until(lambda: table.advice is not None)
        self.shot("spades_coach")
        win.close_table(keep=False)

    def records(self) -> None:
        win = self.window
        win.open_trainer("stats")
        self.shot("stats_badugi")
        win.trainer.tabs.setCurrentIndex(1)
        self.shot("stats_spades")
        win.open_trainer("history")
        self.shot("history")
        page = win.trainer
        items = []
        for i in range(page.tree.topLevelItemCount()):
            top = page.tree.topLevelItem(i)
            page._fill(top)
            items += [top.child(k) for k in range(top.childCount())]
        hands = [page.hand_of(item) for item in items]
        badugi = next(i for i, h in zip(items, hands, strict=True)
                      if h.game == "badugi" and h.facts["showdown"])  # fmt: skip
        page._replay(badugi)
        page.replayer.step_to(len(page.replayer.frames) // 2)
        self.shot("replay_badugi")
        spades = next(i for i, h in zip(items, hands, strict=True) if h.game == "spades")
        page._replay(spades)
        page.replayer.step_to(20)
        self.shot("replay_spades")
        win.close_trainer()

    def trainers(self) -> None:
        win = self.window
        win.open_trainer("draw")
        draw = win.trainer
        wait_until(lambda: draw.act_pat.isEnabled(), 60)
        self.shot("draw_trainer")
        for i in range(4):  # throw everything: a miss, which comes back three answers later
            draw.toggle(i)
        draw.submit()
        wait_until(lambda: draw.act_next.isEnabled(), 60)
        self.shot("draw_trainer_result")
        while draw.review is None:
            draw.act_next.trigger()
            wait_until(lambda: draw.act_pat.isEnabled(), 60)
            if draw.review is None:
                draw.stand_pat()
        self.shot("draw_trainer_review")
        draw.stand_pat()
        dialog = draw.show_accuracy()
        self.shot("draw_trainer_accuracy")
        dialog.close()
        win.open_trainer("bidding_coach")
        practice = win.trainer
        wait_until(lambda: practice.deal_ready, 60)
        self.shot("bidding_practice")
        wait_until(lambda: practice.advice is not None, 90)
        practice.choose_bid(13 if practice.advice.bid != 13 else 1)
        practice.submit()
        wait_until(lambda: practice.advice_panel.isVisible(), 90)
        self.shot("bidding_practice_result")
        dialog = practice.show_accuracy()
        self.shot("bidding_practice_accuracy")
        dialog.close()
        while practice.review is None:  # the far bid comes back three answers later
            practice.act_next.trigger()
            wait_until(lambda: practice.deal_ready and practice.advice is not None, 90)
            if practice.review is None:
                bid = practice.advice.bid
                practice.choose_bid(0 if bid == "nil" else int(bid))
                practice.submit()
        self.shot("bidding_practice_review")
        win.close_trainer()

    def dialogs(self) -> None:
        from cardtable.gui.shell.settings_dialog import SettingsDialog

        win = self.window
        settings = SettingsDialog(win.prefs, win)
        settings.show()
        self.shot("settings")
        settings.close()
        settings.deleteLater()
        win.show_rules()
        self.shot("rules_start_screen")
        win.rules_dialog.close()
        win.open_session(spades_session(4, 5))
        QTest.qWait(200)
        win.show_rules()
        self.shot("rules_spades_table")
        win.rules_dialog.close()
        win.close_table(keep=False)
        win.show_about()
        self.shot("about")
        for box in win.findChildren(QMessageBox):
            box.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--lang", choices=("en", "ko"), default="en")
    parser.add_argument("--only", help="comma-separated steps (start, new_game, ...)")
    parser.add_argument("--no-history", action="store_true",
                        help="start from an empty history (quicker; for the trainers)")
    args = parser.parse_args()
    size = tuple(int(x) for x in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    temp = quiet_settings("cardtable-tour")
    from cardtable.gui.common.i18n import install_translators
    from cardtable.gui.games import catalogues

    translators = install_translators(app, args.lang, catalogues())
    data = temp / "data"
    data.mkdir()
    if not args.no_history:
        fill_history(data)
    tour = Tour(args.out, (size[0], size[1]), data)
    steps: dict[str, Callable[[], None]] = {
        "start": tour.start, "new_game": tour.new_game, "badugi_bet_bar": tour.badugi_bet_bar,
        "spades_coach": tour.spades_coach, "records": tour.records, "trainers": tour.trainers,
        "dialogs": tour.dialogs,
    }  # fmt: skip
    for name in args.only.split(",") if args.only else steps:
        steps[name]()
    tour.window.close()
    shutil.rmtree(temp, ignore_errors=True)
    del translators
    return 0


if __name__ == "__main__":
    sys.exit(main())
