"""Badugi in the history pages (``gui.common.history_view``): a sitting's and a hand's rows
in chips, the person's final cards and their name, the Badugi tab of the statistics page (with
the leak report, ``leak_report``), a stored hand on the Badugi table for the replayer, and
the person's decision review beside it (``review_text``).

The strings keep the translation contexts of the pages they were first written on
(``StatisticsPage``, ``Replayer``), so the catalogues translate them as before.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QWidget

from cardtable.badugi.facts import hand_value
from cardtable.badugi.history import BadugiFrame, BadugiStats
from cardtable.badugi.tournament.prizes import Finish
from cardtable.badugi.tournament.results import PPM, SNG_KEY
from cardtable.core.cards import parse_cards
from cardtable.core.history import GameRow, HandRow, StoredReview
from cardtable.gui.badugi import review_text, tournament_text
from cardtable.gui.badugi import text as badugi_text
from cardtable.gui.badugi.leak_report import LeakReportView
from cardtable.gui.badugi.reading import badugi_spots
from cardtable.gui.badugi.scene import TableScene
from cardtable.gui.badugi.sng_stats import SngStats
from cardtable.gui.common.cardart import BackColour, CardPixmapCache
from cardtable.gui.common.columns import column
from cardtable.gui.common.figures import cards_html, chips_text, percent, signed
from cardtable.gui.common.history_view import BoardAndTab, StatsTab, StoredHandBoard
from cardtable.gui.common.plots import LinePlot
from cardtable.gui.common.scene_access import Spot
from cardtable.gui.common.table_view import TableView

translate = QCoreApplication.translate


class BadugiStatsTab(StatsTab):
    """Hands, win rate, bb/100, VPIP and showdowns won; the running net chips as a line;
    the leak report from the kept reviews."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid, tiles = self.tiles([
            translate("StatisticsPage", "Hands played"),
            translate("StatisticsPage", "Win rate"),
            translate("StatisticsPage", "Big blinds per 100 hands"),
            translate("StatisticsPage", "Voluntarily in the pot (VPIP)"),
            translate("StatisticsPage", "Showdowns won"),
        ])  # fmt: skip
        self.hands, self.win, self.bb100, self.vpip, self.showdown = tiles
        self.net_plot = LinePlot(self)
        self.net_plot.setObjectName("netPlot")
        self.net_plot.set_labels(
            translate("StatisticsPage", "Net chips over the hands played"),
            translate("StatisticsPage", "Hands"),
            translate("StatisticsPage", "Chips"),
            # The figures are the cash tables' (tournament chips are not theirs): after a
            # sit-and-go's hands alone, "No Badugi hands stored yet" was wrong.
            translate(
                "StatisticsPage",
                "No cash-table hands stored yet (sit-and-go hands are not counted here).",
            ),
        )
        self.leaks = LeakReportView(self)
        self.leaks.hand_requested.connect(self.hand_requested)
        self.sng = SngStats(self)  # sit-and-goes, when there are any
        # The two plots side by side (the net chips alone take the row): one above the
        # other left the leak report's tree one row high at 1024x700, two at 1366x768.
        plots = QHBoxLayout()
        plots.setSpacing(16)
        plots.addWidget(self.net_plot, 1)
        plots.addWidget(self.sng, 1)
        column(self, grid, (plots, 1), (self.leaks, 2), margins=(0, 12, 0, 0))

    def show_stats(self, stats: BadugiStats) -> None:
        s = stats
        self.hands.show_figure(
            str(s.hands), translate("StatisticsPage", "sittings: {0}").format(s.sittings)
        )
        self.win.show_figure(
            percent(s.win_rate),
            translate("StatisticsPage", "hands won: {0} of {1}").format(s.won, s.hands),
        )
        self.bb100.show_figure(signed(s.bb_per_100, 1), chips_text(s.net_chips))
        self.vpip.show_figure(
            percent(s.vpip), translate("StatisticsPage", "called or raised before the first draw")
        )
        self.showdown.show_figure(
            percent(s.showdown_win_rate),
            translate("StatisticsPage", "showdowns won: {0} of {1}").format(
                s.showdowns_won, s.showdowns
            ),
        )
        self.net_plot.set_values(s.cumulative)
        self.sng.show_formats(s.tournaments)
        self.leaks.set_sng_hands(s.sng_hand_ids)

    def show_reviews(self, reviews: Sequence[StoredReview], waiting: int) -> None:
        self.leaks.show_reviews(reviews, waiting)

    def shutdown(self) -> None:
        self.leaks.shutdown()


class BadugiBoard(StoredHandBoard[BadugiFrame]):
    """A stored Badugi hand on the Badugi table, every live hand face up."""

    steps_stretch = 4
    hands_stretch = 1  # a line a hand (two when the panel is narrow): the steps get the rest

    scene: TableScene

    @property
    def hands_lines(self) -> int:
        return 2 * len(self.names) + 1

    def _make_scene(
        self, cache: CardPixmapCache, four_colour: bool, back: BackColour
    ) -> TableScene:
        return TableScene(len(self.names), self.hero, cache, four_colour=four_colour, back=back)

    def _step_texts(self, index: int, frame: BadugiFrame) -> list[str | None]:
        draws = self.frames[0].view.rules.draws
        return [badugi_text.event_line(e, self.names, draws, self.hero) for e in frame.events]

    def make_view(self) -> TableView:
        return TableView(self.scene)

    def spots(self) -> list[Spot]:
        """The felt for a screen reader, as the table reads it (every seat, its cards and
        hand, bets, pots), the person's cards as words, not buttons."""
        return badugi_spots(self.scene, self.names, self.hero, frozenset(), False, None)

    def draw(self, index: int) -> str:
        frame = self.frames[index]
        self.scene.sync(frame.view, self.names, self.bots())
        rows = []
        for seat, cards in enumerate(frame.hands):
            if not cards:
                continue
            line = f"<b>{self.names[seat]}</b>: {cards_html(cards, self.four_colour)}"
            if frame.view.folded[seat]:
                line += " · " + translate("Replayer", "folded")
            else:
                line += " · " + badugi_text.hand_name(hand_value(cards))
            rows.append(line)
        return "<br>".join(rows)


class BadugiHistoryView(BoardAndTab):
    """Badugi's ``HistoryView``: sittings and hands counted in chips."""

    stats_type = BadugiStatsTab
    board_type = BadugiBoard

    def game_result(self, row: GameRow) -> str:
        if row.key.startswith(SNG_KEY) and len(row.scores) == 6:  # a sit-and-go: his place
            place, last, entrants, ppm = row.scores[:4]
            finish = Finish(0, place, last, 0)
            prize = (
                tournament_text.prize_text(Fraction(ppm, PPM)) if ppm
                else translate("Tournament", "no prize")  # not "0% of the pool"
            )  # fmt: skip
            # Said a sit-and-go, as an unfinished one's is: the row's title is a cash
            # sitting's ("Badugi · no limit, triple draw · 6 players").
            return translate("Tournament", "Sit-and-go · {0} of {1} · {2}").format(
                tournament_text.place_text(finish), entrants, prize
            )
        if row.key.startswith(SNG_KEY):  # not over: its chips are not money won or lost
            return translate("Tournament", "Sit-and-go, unfinished · {0}").format(
                chips_text(row.net)
            )
        return chips_text(row.net)

    def game_outcome(self, row: GameRow) -> int:
        return (row.net > 0) - (row.net < 0)

    def rules_text(self, row: GameRow) -> str:
        return badugi_text.rules_summary(row.rules)

    def hand_result(self, row: HandRow) -> str:
        return chips_text(row.net)

    def hand_details(self, row: HandRow) -> str:
        """His final cards and their name."""
        try:
            cards = parse_cards(row.cards)
        except ValueError:
            return ""
        if len(cards) != 4:
            return ""
        name = badugi_text.hand_name(hand_value(cards))
        return f"{badugi_text.cards_text(cards)} · {name}"

    def review_html(self, review: Mapping[str, Any]) -> str:
        return review_text.review_html(review)

    def review_marks(self, review: Mapping[str, Any]) -> dict[int, str]:
        return review_text.step_marks(review)


VIEW = BadugiHistoryView()
