"""Screenshots of the tables in the states a layout check needs (not part of the app).

Drives a main window (animations off, settings in a temporary folder) into each state and
saves ``<out>/<name>.png`` of the whole window:

- ``badugi_fixed_turn``: fixed limit, six seats, the person's first betting decision;
- ``badugi_fixed_showdown``: the same table at the end of a hand with a showdown;
- ``badugi_nolimit_turn``: no limit, the person facing a bet with the bet bar shown;
- ``badugi_preactions``: no limit, a bot thinking, the person's "Call any" box ticked;
- ``spades6_bid_hint``: six-player Spades (two decks, bids up to 17), the person's bid with
  the coach's Hint panel open;
- ``spades3_bid_hint``: three-player Spades (one deck, 17 cards each, bids up to 17), the
  same;
- ``spades6_card_hint``, ``spades3_card_hint``: the same tables in the fourth trick or later,
  the person to follow a card led, the card hint (H) lifting ``hard``'s card with its reason;
- ``spades3_card_hint_alone``: the same at three players, at a turn whose reason speaks to
  a player alone ("you still need ...", "you have your ... tricks");
- ``spades_blind_nil_sheet``: four-player Spades after a hand in which the person bid blind
  nil, the score sheet showing;
- ``spades_review``: four-player Spades after a hand the person played (a card at random
  each turn, so some cost tricks), the double-dummy review tab showing; then
  ``spades_review_replay``: the same hand in the replayer (Hand history) with its review;
  ``spades_replay_hands``: the same replay at step 10, every hand face up on the felt.

Run under a display of the size wanted, e.g.::

    Xvfb :24 -screen 0 1280x800x24 &
    DISPLAY=:24 python tools/table_shots.py --out shots/1280 --size 1280x800
    Xvfb :24 -screen 0 2560x1600x24 &   # 200 %: logical 1280x800
    DISPLAY=:24 QT_SCALE_FACTOR=2 python tools/table_shots.py --out shots/200 --size 1280x800
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.core.session import SeatConfig
from cardtable.gui.badugi.table import BadugiTable
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.spades.table import SpadesTable
from cardtable.spades import BLIND_NIL, Bid, Play, SpadesRules
from cardtable.spades.session import SpadesConfig, SpadesSession


def wait_until(test: Callable[[], bool], timeout_s: float = 30.0) -> None:
    end = time.monotonic() + timeout_s
    while not test():
        if time.monotonic() > end:
            raise TimeoutError("the table did not reach the wanted state")
        QTest.qWait(20)


def badugi_session(structure: str, seed: int) -> BadugiSession:
    seats = [SeatConfig("You")] + [SeatConfig(f"Bot {i}", "medium") for i in range(1, 6)]
    rules = BadugiRules(structure=structure, small_blind=1, big_blind=2)
    return BadugiSession(BadugiConfig(rules, tuple(seats), 200), seed=seed)


def spades_session(players: int, seed: int) -> SpadesSession:
    seats = [SeatConfig("You")] + [SeatConfig(f"Bot {i}", "basic") for i in range(1, players)]
    return SpadesSession(SpadesConfig(SpadesRules(players=players), tuple(seats)), seed=seed)


def badugi_ready(table: BadugiTable) -> bool:
    return not table.blocked and (
        table.session.hand_over or table.session.whose_turn() == table.human
    )


def badugi_step(table: BadugiTable) -> bool:
    """Wait for the person's turn; deal on or stand pat if that is what it is (True), else
    leave the betting decision to the caller (False)."""
    wait_until(lambda: badugi_ready(table))
    if table.session.hand_over:
        table.next_hand()
        return True
    legal = table._legal()
    if legal is not None and "draw" in legal.kinds:
        table.stand_pat()
        return True
    return False


def spades_ready(table: SpadesTable) -> bool:
    return not table.blocked and (
        table.session.hand_over or table.session.whose_turn() == table.human
    )


def play_to_bet(table: BadugiTable, facing_bet: bool) -> None:
    """Play on (dealing on, standing pat, folding) until the person may bet or raise, facing
    a bet if ``facing_bet``."""
    for _ in range(400):
        wait_until(lambda: badugi_ready(table))
        legal = table._legal()
        if (
            legal is not None
            and (not facing_bet or "call" in legal.kinds)
            and ({"bet", "raise"} & legal.kinds)
        ):
            return
        if table.session.hand_over:
            table.next_hand()
        elif legal is not None and "draw" in legal.kinds:
            table.stand_pat()
        else:
            table.fold()
    raise TimeoutError("no betting decision for the person in 400 turns")


def quiet_settings(name: str) -> Path:
    """Settings in a new temporary folder (the player's own are left alone), animations off
    and no automatic next hand; the folder is returned."""
    folder = Path(tempfile.mkdtemp(prefix=f"{name}-"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QCoreApplication.setOrganizationName(name)
    QCoreApplication.setApplicationName(name)
    prefs = Prefs()
    prefs.speed_name = "off"
    prefs.next_hand_pause = -1
    return folder


class Shots:
    def __init__(self, out: Path, size: tuple[int, int], lang: str | None) -> None:
        self.out = out
        self.size = size
        self.lang = lang
        self.data = Path(tempfile.mkdtemp(prefix="cardtable-shots-"))

    def window(self) -> MainWindow:
        window = MainWindow(Prefs(), self.data)
        window.resize(*self.size)
        window.show()
        QTest.qWait(50)
        return window

    def seat(self, session: BadugiSession | SpadesSession) -> tuple[MainWindow, Any]:
        """A new window with ``session``'s table open."""
        window = self.window()
        window.open_session(session)
        kind = BadugiTable if isinstance(session, BadugiSession) else SpadesTable
        assert isinstance(window.table, kind)
        return window, window.table

    def save(self, window: MainWindow, name: str) -> None:
        QTest.qWait(150)
        path = self.out / f"{name}.png"
        window.grab().save(str(path))
        print(path)

    # ------------------------------------------------------------------ Badugi

    def badugi(self, structure: str, seed: int, name: str, facing_bet: bool) -> None:
        window, table = self.seat(badugi_session(structure, seed))
        play_to_bet(table, facing_bet)
        self.save(window, name)
        window.close()

    def badugi_showdown(self, seed: int) -> None:
        window, table = self.seat(badugi_session("fixed", seed))
        for _ in range(600):
            wait_until(lambda: badugi_ready(table))
            view = table._view
            if table.session.hand_over and view is not None and len(view.shown) >= 2:
                break
            if not badugi_step(table):
                table.check_or_call()
        self.save(window, "badugi_fixed_showdown")
        window.close()

    def badugi_preactions(self, seed: int) -> None:
        """The pre-action boxes, ticked, while the bots think (their think time on)."""
        prefs = Prefs()
        window, table = self.seat(badugi_session("no_limit", seed))
        prefs.speed_name = "normal"
        try:
            for _ in range(400):
                if badugi_step(table):
                    continue
                table.check_or_call()
                QTest.qWait(500)
                if table._pre_available():
                    table.act_pre_call_any.trigger()
                    break
            self.save(window, "badugi_preactions")
        finally:
            prefs.speed_name = "off"
        window.close()

    # ------------------------------------------------------------------ Spades

    def spades_bid_hint(self, players: int, seed: int) -> None:
        window, table = self.seat(spades_session(players, seed))
        table.hint_samples = 60
        wait_until(
            lambda: spades_ready(table) and bool(table._bid_values()) or table.act_look.isEnabled()
        )
        if table.act_look.isEnabled():
            table.look_at_cards()
        wait_until(lambda: spades_ready(table) and bool(table._bid_values()))
        table.show_hint()
        wait_until(lambda: table.advice is not None)
        self.save(window, f"spades{players}_bid_hint")
        window.close()

    def spades_card_hint(
        self, players: int, seed: int, want: frozenset[str] = frozenset(), name: str = ""
    ) -> None:
        """The card hint (H) at the person's turn in the fourth trick or later, a card led,
        the lowest legal card played until then; with ``want``, the first such turn whose
        hint gives one of those reasons (asked here first), if the hand has one."""
        from cardtable.spades.play_hint import card_hint

        window, table = self.seat(spades_session(players, seed))
        wait_until(
            lambda: spades_ready(table) and bool(table._bid_values()) or table.act_look.isEnabled()
        )
        if table.act_look.isEnabled():
            table.look_at_cards()
        wait_until(lambda: spades_ready(table) and bool(table._bid_values()))
        table._act(Bid(table.human, 2))
        while True:
            wait_until(lambda: spades_ready(table))
            view = table._view
            assert view is not None and not table.session.between_hands
            if (
                len(view.tricks) >= 3
                and view.current_trick
                and (
                    not want or len(view.hand or ()) <= 2 or card_hint(view, 0).reason.kind in want
                )
            ):
                break
            legal = [a for a in table._legal() if isinstance(a, Play)]
            table._act(min(legal, key=lambda a: a.card.index % 13))
        table.show_card_hint()
        wait_until(lambda: table.card_hint.hint is not None, 60)
        self.save(window, name or f"spades{players}_card_hint")
        window.close()

    def spades_blind_nil(self, seed: int) -> None:
        window, table = self.seat(spades_session(4, seed))
        wait_until(lambda: table.act_blind_nil.isEnabled())
        table._act(Bid(table.human, BLIND_NIL))
        while not table.session.between_hands:
            wait_until(lambda: spades_ready(table))
            if table.session.between_hands:
                break
            legal = [a for a in table._legal() if isinstance(a, Play)]
            # Duck: the lowest card that may be played.
            table._act(min(legal, key=lambda a: a.card.index % 13))
        wait_until(lambda: spades_ready(table))
        self.save(window, "spades_blind_nil_sheet")
        window.close()

    def spades_review(self, seed: int) -> None:
        import random

        from cardtable.gui.shell.history_page import HistoryPage
        from cardtable.spades import ShowCards

        rng = random.Random(seed)
        window, table = self.seat(spades_session(4, seed))
        wait_until(
            lambda: (
                spades_ready(table) and (bool(table._bid_values()) or table.act_look.isEnabled())
            )
        )
        if table.act_look.isEnabled():
            table._act(ShowCards(table.human))
        wait_until(lambda: spades_ready(table) and bool(table._bid_values()))
        table._act(Bid(table.human, 3))
        while not table.session.between_hands:
            wait_until(lambda: spades_ready(table))
            if table.session.between_hands:
                break
            table._act(rng.choice([a for a in table._legal() if isinstance(a, Play)]))
        wait_until(lambda: table.review.panel.review is not None, 60)
        table.review.action.trigger()
        self.save(window, "spades_review")
        window.act_history.trigger()
        page = window.trainer
        assert isinstance(page, HistoryPage)
        top = page.tree.topLevelItem(0)
        top.setExpanded(True)
        page.tree.setCurrentItem(top.child(0))
        page.act_replay.trigger()
        replayer = page.replayer
        panel = replayer.extra
        wait_until(lambda: getattr(panel, "review", None) is not None, 60)
        replayer.side_tabs.setCurrentWidget(panel)
        replayer.last()
        self.save(window, "spades_review_replay")
        replayer.side_tabs.setCurrentIndex(0)  # the steps and every hand in words
        replayer.step_to(9)  # the bidding over, two cards of the first trick out
        self.save(window, "spades_replay_hands")
        window.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--lang", choices=("en", "ko"))
    parser.add_argument("--only", help="comma-separated shot names")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    quiet_settings("cardtable-shots")
    translators = []
    if args.lang:
        from cardtable.gui.common.i18n import install_translators
        from cardtable.gui.games import catalogues

        translators = install_translators(app, args.lang, catalogues())
    shots = Shots(args.out, (width, height), args.lang)
    plan: dict[str, Callable[[], None]] = {
        "badugi_fixed_turn": lambda: shots.badugi("fixed", 7, "badugi_fixed_turn", False),
        "badugi_fixed_showdown": lambda: shots.badugi_showdown(7),
        "badugi_nolimit_turn": lambda: shots.badugi("no_limit", 11, "badugi_nolimit_turn", True),
        "badugi_preactions": lambda: shots.badugi_preactions(11),
        "spades6_bid_hint": lambda: shots.spades_bid_hint(6, 5),
        "spades3_bid_hint": lambda: shots.spades_bid_hint(3, 5),
        "spades6_card_hint": lambda: shots.spades_card_hint(6, 5),
        "spades3_card_hint": lambda: shots.spades_card_hint(3, 5),
        "spades3_card_hint_alone": lambda: shots.spades_card_hint(
            3, 5, frozenset({"win_need_alone", "avoid_bags_alone"}), "spades3_card_hint_alone"
        ),
        "spades_blind_nil_sheet": lambda: shots.spades_blind_nil(3),
        "spades_review": lambda: shots.spades_review(8),
    }
    wanted = args.only.split(",") if args.only else list(plan)
    for name in wanted:
        plan[name]()
    del translators
    return 0


if __name__ == "__main__":
    sys.exit(main())
