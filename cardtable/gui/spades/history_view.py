"""Spades in the history pages (``gui.common.history_view``): a game's row with its score,
a hand's row in points with the person's bid and tricks, the Spades tab of the statistics
page and a stored hand on the Spades table for the replayer.

The strings keep the translation contexts of the pages they were first written on
(``StatisticsPage``, ``Replayer``); ``i18n/spades_ko.py`` collects them from this file.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QWidget

from cardtable.core.history import GameRow, HandRow, fact_flag, fact_int, fact_text
from cardtable.gui.common.cardart import BackColour, CardPixmapCache
from cardtable.gui.common.columns import column
from cardtable.gui.common.figures import cards_html, percent, points_text
from cardtable.gui.common.history_view import BoardAndTab, StatsTab, StoredHandBoard
from cardtable.gui.common.player_names import person_name, player_name
from cardtable.gui.common.plots import BLUE, GOLD, RED, BarPlot, BubblePlot
from cardtable.gui.common.scene_access import Spot
from cardtable.gui.spades import text as spades_text
from cardtable.gui.spades.reading import spades_spots
from cardtable.gui.spades.review_desk import ReplayReview, replay_panel
from cardtable.gui.spades.review_panel import tab_title
from cardtable.gui.spades.scene import (
    SpadesScene,
    SpadesView,
    picture_after_hand,
    picture_from_view,
)
from cardtable.spades.actions import BLIND_NIL, NIL, BidValue
from cardtable.spades.events import TrickWon
from cardtable.spades.history import SpadesFrame, SpadesStats

translate = QCoreApplication.translate


def bid_value(text: str | None) -> BidValue | None:
    """A bid as stored in a hand's facts ("4", "nil") as the engine writes it."""
    if text in (NIL, BLIND_NIL):
        return text
    return int(text) if text and text.isdigit() else None


class SpadesStatsTab(StatsTab):
    """Games won, hands, exact bids, the average miss, nil success and bags; the person's
    bids against his tricks as bubbles, and each finished game's margin as a bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid, tiles = self.tiles([
            translate("StatisticsPage", "Games won"),
            translate("StatisticsPage", "Hands played"),
            translate("StatisticsPage", "Bids taken exactly"),
            translate("StatisticsPage", "Average miss"),
            translate("StatisticsPage", "Nil success"),
            translate("StatisticsPage", "Bags per hand"),
        ])  # fmt: skip
        self.games, self.hands, self.exact, self.miss, self.nil, self.bags = tiles
        self.bid_plot = BubblePlot(self)
        self.bid_plot.setObjectName("bidPlot")
        self.bid_plot.set_labels(
            translate("StatisticsPage", "Your bid and the tricks you took"),
            translate("StatisticsPage", "Bid (0: nil)"),
            translate("StatisticsPage", "Tricks taken"),
            translate("StatisticsPage", "No Spades bids stored yet."),
        )
        self.bid_plot.set_legend([
            (GOLD, translate("StatisticsPage", "exact")),
            (BLUE, translate("StatisticsPage", "over (bags)")),
            (RED, translate("StatisticsPage", "under (set)")),
        ])  # fmt: skip
        self.margin_plot = BarPlot(self)
        self.margin_plot.setObjectName("marginPlot")
        self.margin_plot.set_labels(
            translate("StatisticsPage", "Finished games: your margin"),
            translate("StatisticsPage", "Game"),
            translate("StatisticsPage", "Points ahead"),
            translate("StatisticsPage", "No finished Spades games yet."),
        )
        plots = QHBoxLayout()
        plots.setSpacing(12)
        plots.addWidget(self.bid_plot, 1)
        plots.addWidget(self.margin_plot, 1)
        column(self, grid, (plots, 1), margins=(0, 12, 0, 0))

    def show_stats(self, stats: SpadesStats) -> None:
        s = stats
        self.games.show_figure(
            percent(s.win_rate),
            translate("StatisticsPage", "games won: {0} of {1}").format(s.games_won, s.games),
        )
        # Hands played on differently after an undo count as played (and in the bags) but
        # not in the bid figures (``spades/history.py``): said here in so many words.
        self.hands.show_figure(
            str(s.hands),
            translate(
                "StatisticsPage", "hands with an undo: {0} (not in the bid and nil figures)"
            ).format(s.undo_hands)
            if s.undo_hands
            else "",
        )
        self.exact.show_figure(
            percent(s.exact_rate),
            translate("StatisticsPage", "exact: {0} of {1}; made or beaten: {2}").format(
                s.exact_bids, s.count_bids, percent(s.made_rate)
            ),
        )
        miss = "–" if s.mean_miss is None else f"{s.mean_miss:.1f}"
        self.miss.show_figure(miss, translate("StatisticsPage", "tricks off your bid"))
        tried = s.nils + s.blind_nils
        self.nil.show_figure(
            percent(s.nil_rate),
            translate("StatisticsPage", "made: {0} of {1} (blind nil: {2} of {3})").format(
                s.nils_made + s.blind_nils_made, tried, s.blind_nils_made, s.blind_nils
            ),
        )
        per_hand = "–" if s.bags_per_hand is None else f"{s.bags_per_hand:.1f}"
        self.bags.show_figure(
            per_hand,
            translate("StatisticsPage", "bags: {0} · penalties: {1}").format(s.bags, s.penalties),
        )
        plot = self.bid_plot
        plot.empty_text = (
            translate("StatisticsPage", "No bids to show: hands with an undo are left out.")
            if s.undo_hands
            else translate("StatisticsPage", "No Spades bids stored yet.")
        )
        plot.set_counts(s.bid_vs_tricks)
        self.margin_plot.set_values(s.margins)


class SpadesBoard(StoredHandBoard[SpadesFrame]):
    """One hand of a stored Spades game on the Spades table, every hand's cards face up;
    beside the cards, the person's review of the hand (double dummy at four players,
    paranoid at 3, 5 and 6)."""

    steps_stretch = 3
    hands_stretch = 2  # hands of 13-17 cards share the column with the steps
    hands_lines: int | None = None
    review: ReplayReview | None = None
    scene: SpadesScene

    def _make_scene(
        self, cache: CardPixmapCache, four_colour: bool, back: BackColour
    ) -> SpadesScene:
        rules = self.frames[0].view.rules
        return SpadesScene(rules, self.hero, cache, four_colour=four_colour, back=back)

    def _step_texts(self, index: int, frame: SpadesFrame) -> list[str | None]:
        if index == 0:
            dealer = self.names[frame.view.dealer]
            return [translate("Replayer", "The deal. Dealer: {0}").format(dealer)]
        rules = self.frames[0].view.rules
        return [spades_text.event_line(e, self.names, self.hero, rules) for e in frame.events]

    def make_view(self) -> SpadesView:
        return SpadesView(self.scene)

    def spots(self) -> list[Spot]:
        """The felt for a screen reader, as the table reads it (seats, everyone's open
        cards, the trick), the person's cards as words, not buttons."""
        return spades_spots(self.scene, self.names, self.hero, None)

    def extra_panel(self, parent: QWidget) -> tuple[str, QWidget] | None:
        """The review tab (its work starts now, on a worker thread)."""
        self.review = replay_panel(self.frames, self.names, self.hero, parent)
        return None if self.review is None else (tab_title(), self.review.panel)

    def close(self) -> None:
        if self.review is not None:
            self.review.close()

    def draw(self, index: int) -> str:
        frame = self.frames[index]
        if frame.record is not None:
            picture = picture_after_hand(frame.view, frame.record)
        else:
            picture = dataclasses.replace(
                picture_from_view(frame.view), hand=frame.hands[self.hero], legal=frozenset()
            )
        # The step that completes a trick shows that trick (and who took it), not the empty
        # table after it.
        self.scene.showing_last = any(isinstance(e, TrickWon) for e in frame.events)
        self.scene.sync(picture, self.names, self.bots())
        self.scene.open_hands(frame.hands)  # every hand face up, as the Badugi replayer
        rows = []
        for seat, cards in enumerate(frame.hands):
            held = (
                cards_html(cards, self.four_colour)
                if cards
                else translate("Replayer", "no cards left")
            )
            rows.append(f"<b>{self.names[seat]}</b>: {held}")
        return "<br>".join(rows)


def others_text(scores: Sequence[int]) -> str:
    """The other teams' (or players') totals, largest first: "61", "61 and 32",
    "61, 32, 20 and 10" (Korean "61, 32": ``{0} and {1}`` takes no particle)."""
    texts = [str(v) for v in sorted(scores, reverse=True)] or ["0"]
    if len(texts) == 1:
        return texts[0]
    return translate("Records", "{0} and {1}").format(", ".join(texts[:-1]), texts[-1])


class SpadesHistoryView(BoardAndTab):
    """Spades' ``HistoryView``: games with their score, hands counted in points."""

    stats_type = SpadesStatsTab
    board_type = SpadesBoard

    def game_result(self, row: GameRow) -> str:
        """Two sides: "Won 512 to 380", "Lost …", "Unfinished, 41 to 61": his team's total
        first. More sides (three or five players, each alone; six, three teams): every side
        named with its total, his first and the others largest first, "Unfinished · You 30
        · Leo 72 · Mina 23" (it read "Unfinished, 30 to 72 and 23", one against a pair)."""
        sides = len(row.scores)
        mine = None if row.hero_seat is None else row.hero_seat % max(1, sides)
        if sides > 2:
            return self._sides_line(row, mine)
        others = [v for i, v in enumerate(row.scores) if i != mine]
        rest = others_text(others)
        if row.result == "won":
            return translate("Records", "Won {0} to {1}").format(row.net, rest)
        if row.result == "lost":
            return translate("Records", "Lost {0} to {1}").format(row.net, rest)
        return translate("Records", "Unfinished, {0} to {1}").format(row.net, rest)

    @staticmethod
    def _sides_line(row: GameRow, mine: int | None) -> str:
        """ "Won · You 512 · Leo 380 · Mina 120": each side's name (its players' names,
        joined, in the reader's language where they are defaults) and total; totals alone
        where the names could not be read."""
        sides = len(row.scores)
        named = len(row.players) % sides == 0 and len(row.players) >= sides
        order = sorted(range(sides), key=lambda i: (i != mine, -row.scores[i]))
        parts = []
        for side in order:
            total = row.net if side == mine else row.scores[side]
            if not named:
                parts.append(str(total))
                continue
            seats = sorted(range(side, len(row.players), sides), key=lambda s: s != row.hero_seat)
            names = [
                person_name(row.players[s]) if s == row.hero_seat else player_name(row.players[s])
                for s in seats
            ]
            who = translate("Records", "{0} & {1}").format(*names) if len(names) == 2 else names[0]
            parts.append(f"{who} {total}")
        line = " · ".join(parts)
        if row.result == "won":
            return translate("Records", "Won · {0}").format(line)
        if row.result == "lost":
            return translate("Records", "Lost · {0}").format(line)
        return translate("Records", "Unfinished · {0}").format(line)

    def game_outcome(self, row: GameRow) -> int:
        return 1 if row.result == "won" else -1 if row.result == "lost" else 0

    def rules_text(self, row: GameRow) -> str:
        return spades_text.rules_summary(row.rules)

    def hand_result(self, row: HandRow) -> str:
        return points_text(row.net)

    def hand_details(self, row: HandRow) -> str:
        """His bid and the tricks he took; "undo used" for a hand played on differently
        after an undo."""
        tricks = fact_int(row.facts, "tricks") or 0
        line = spades_text.seat_status(bid_value(fact_text(row.facts, "bid")), tricks, True)
        if fact_flag(row.facts, "undo"):
            line += " · " + translate("Records", "undo used")
        return line


VIEW = SpadesHistoryView()
