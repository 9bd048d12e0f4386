"""Screenshots of the Spades teaching views of issue 25 (not part of the app): the hand
review of a nil hand, the Review tab after a resume (with its hand chooser), the bidding
coach's explanation on the practice page, and (issue 28) the review at a table of three and
of six (``--only review3,review6``). Saves ``<out>/<name>.png`` of the whole window.

    Xvfb :21 -screen 0 1366x768x24 &
    DISPLAY=:21 python tools/review_shots.py --out shots/en --size 1024x700
    DISPLAY=:21 python tools/review_shots.py --out shots/ko --size 1024x700 --lang ko
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_shots import Shots, quiet_settings, spades_ready, spades_session, wait_until

from cardtable.gui.spades.table import SpadesTable
from cardtable.spades import NIL, Bid, Play, ShowCards


def play_hand(table: SpadesTable, bid: object, duck: bool) -> None:
    """The person looks, bids ``bid`` and plays the lowest card (``duck``) or the highest."""
    wait_until(lambda: spades_ready(table) and (bool(table._bid_values())
                                                or table.act_look.isEnabled()))  # fmt: skip
    if table.act_look.isEnabled():
        table._act(ShowCards(table.human))
    wait_until(lambda: spades_ready(table) and bool(table._bid_values()))
    table._act(Bid(table.human, bid))
    while not table.session.between_hands:
        wait_until(lambda: spades_ready(table))
        if table.session.between_hands:
            break
        legal = [a for a in table._legal() if isinstance(a, Play)]
        rank = lambda a: (a.card.index // 4 - 1) % 13  # noqa: E731 (two to ace)
        table._act(min(legal, key=rank) if duck else max(legal, key=rank))


def nil_review(shots: Shots, seed: int) -> None:
    window, table = shots.seat(spades_session(4, seed))
    play_hand(table, NIL, duck=True)
    wait_until(lambda: table.review.panel.review is not None, 120)
    table.review.action.trigger()
    shots.save(window, "spades_review_nil")
    window.close()


def resumed_review(shots: Shots, seed: int) -> None:
    window, table = shots.seat(spades_session(4, seed))
    play_hand(table, 3, duck=False)
    wait_until(lambda: table.review.panel.review is not None, 120)
    table.act_next_hand.trigger()
    play_hand(table, 2, duck=False)
    wait_until(lambda: table.review.panel.review is not None
               and table.review.panel.review.hand == 2, 120)  # fmt: skip
    table.act_next_hand.trigger()
    wait_until(lambda: spades_ready(table))
    window.close()
    QTest.qWait(100)
    again = shots.window()
    again.start_screen.resume_buttons["spades"].click()
    resumed = again.table
    assert isinstance(resumed, SpadesTable)
    wait_until(lambda: resumed.review.panel.review is not None, 120)
    resumed.review.action.trigger()
    shots.save(again, "spades_review_resumed")
    panel = resumed.review.panel
    panel.chooser.setCurrentIndex(0)
    panel.chooser.activated.emit(0)
    wait_until(lambda: panel.review is not None and panel.review.hand == 1, 120)
    shots.save(again, "spades_review_resumed_hand1")
    again.close()


def sizes_review(shots: Shots, players: int, seed: int) -> None:
    """The Review tab after a hand at a table of three or six: the paranoid figures."""
    window, table = shots.seat(spades_session(players, seed))
    play_hand(table, 3, duck=False)
    wait_until(lambda: table.review.panel.review is not None, 120)
    table.review.action.trigger()
    shots.save(window, f"spades{players}_review")
    window.close()


def coach_practice(shots: Shots, seed: int) -> None:
    from cardtable.gui.spades.coach_practice import BiddingPractice

    window = shots.window()
    window.open_trainer("bidding_coach")
    page = window.trainer
    assert isinstance(page, BiddingPractice)
    page.deal(seed=seed)
    wait_until(lambda: page.deal_ready and page.advice is not None, 60)
    page.choose_bid(1)
    page.submit()
    wait_until(lambda: page.advice_panel.isVisible(), 60)
    shots.save(window, "spades_coach_practice")
    window.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--lang", choices=("en", "ko"))
    parser.add_argument("--only", help="comma-separated: nil,resumed,coach,review3,review6")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    quiet_settings("cardtable-review-shots")
    translators = []
    if args.lang:
        from cardtable.gui.common.i18n import install_translators
        from cardtable.gui.games import catalogues

        translators = install_translators(app, args.lang, catalogues())
    shots = Shots(args.out, (width, height), args.lang)
    plan = {
        "nil": lambda: nil_review(shots, 12),
        "resumed": lambda: resumed_review(shots, 5),
        "coach": lambda: coach_practice(shots, 3),
        "review3": lambda: sizes_review(shots, 3, 5),
        "review6": lambda: sizes_review(shots, 6, 5),
    }
    for name in args.only.split(",") if args.only else list(plan):
        plan[name]()
    del translators
    return 0


if __name__ == "__main__":
    sys.exit(main())
