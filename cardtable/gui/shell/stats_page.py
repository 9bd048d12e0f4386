"""The statistics page: the person's figures for each game, from the history database, with
charts (net chips over the hands played; bids against tricks taken; the margin of each game).

It only reads: the figures are worked out by ``table.history_stats`` from the stored rows
each time the page is shown, so they always match the history browser.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QTabWidget, QVBoxLayout, QWidget

from cardtable.badugi.history import BadugiStats, badugi_stats
from cardtable.gui.common.plots import BLUE, GOLD, RED, BarPlot, BubblePlot, LinePlot
from cardtable.gui.common.shortcuts import page_action
from cardtable.gui.shell.records_common import (
    STYLE,
    Tile,
    chips_text,
    game_title,
    header,
    percent,
    signed,
)
from cardtable.spades.history import SpadesStats, spades_stats
from cardtable.table.history_db import HistoryDB, HistoryError


class StatisticsPage(QWidget):
    """``back_requested`` asks the main window to close the page."""

    back_requested = Signal()

    def __init__(self, history: HistoryDB | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recordsPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.history = history
        self.badugi = BadugiStats()
        self.spades = SpadesStats()
        self.act_back = page_action(self, "back", self.tr("Back"), ["Esc"],
                                    self.back_requested.emit)  # fmt: skip
        self.act_badugi = page_action(self, "tab_badugi", game_title("badugi"), ["B"],
                                      lambda: self.tabs.setCurrentIndex(0))  # fmt: skip
        self.act_spades = page_action(self, "tab_spades", game_title("spades"), ["S"],
                                      lambda: self.tabs.setCurrentIndex(1))  # fmt: skip
        self.act_refresh = page_action(self, "refresh", self.tr("Refresh"), ["F5"], self.refresh)
        self.table_actions: list[QAction] = [self.act_badugi, self.act_spades, self.act_refresh,
                                             self.act_back]  # fmt: skip
        self._build_ui()
        self.setStyleSheet(STYLE)

    # ------------------------------------------------------------------ construction

    def _build_ui(self) -> None:
        top, _title = header(self, self.act_back, self.tr("Statistics"))
        self.note = QLabel(self)
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statsTabs")
        self.tabs.addTab(self._badugi_tab(), game_title("badugi"))
        self.tabs.addTab(self._spades_tab(), game_title("spades"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 12, 18, 14)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addWidget(self.tabs, 1)

    def _tiles(self, parent: QWidget, captions: list[str]) -> tuple[QGridLayout, list[Tile]]:
        grid = QGridLayout()
        grid.setSpacing(10)
        tiles = [Tile(c, parent) for c in captions]
        for i, tile in enumerate(tiles):
            grid.addWidget(tile, 0, i)
            grid.setColumnStretch(i, 1)
        return grid, tiles

    def _badugi_tab(self) -> QWidget:
        tab = QWidget(self)
        grid, tiles = self._tiles(tab, [
            self.tr("Hands played"), self.tr("Win rate"), self.tr("Big blinds per 100 hands"),
            self.tr("Voluntarily in the pot (VPIP)"), self.tr("Showdowns won"),
        ])  # fmt: skip
        (self.b_hands, self.b_win, self.b_bb100, self.b_vpip, self.b_showdown) = tiles
        self.net_plot = LinePlot(tab)
        self.net_plot.setObjectName("netPlot")
        self.net_plot.set_labels(self.tr("Net chips over the hands played"), self.tr("Hands"),
                                 self.tr("Chips"), self.tr("No Badugi hands stored yet."))
        col = QVBoxLayout(tab)
        col.setContentsMargins(0, 12, 0, 0)
        col.addLayout(grid)
        col.addWidget(self.net_plot, 1)
        return tab

    def _spades_tab(self) -> QWidget:
        tab = QWidget(self)
        grid, tiles = self._tiles(tab, [
            self.tr("Games won"), self.tr("Hands played"), self.tr("Bids taken exactly"),
            self.tr("Average miss"), self.tr("Nil success"), self.tr("Bags per hand"),
        ])  # fmt: skip
        (self.s_games, self.s_hands, self.s_exact, self.s_miss, self.s_nil,
         self.s_bags) = tiles  # fmt: skip
        self.bid_plot = BubblePlot(tab)
        self.bid_plot.setObjectName("bidPlot")
        self.bid_plot.set_labels(self.tr("Your bid and the tricks you took"), self.tr("Bid"),
                                 self.tr("Tricks taken"), self.tr("No Spades bids stored yet."))
        self.bid_plot.set_legend([(GOLD, self.tr("exact")), (BLUE, self.tr("over (bags)")),
                                  (RED, self.tr("under (set)"))])  # fmt: skip
        self.margin_plot = BarPlot(tab)
        self.margin_plot.setObjectName("marginPlot")
        self.margin_plot.set_labels(self.tr("Finished games: your margin"), self.tr("Game"),
                                    self.tr("Points ahead"),
                                    self.tr("No finished Spades games yet."))  # fmt: skip
        plots = QHBoxLayout()
        plots.setSpacing(12)
        plots.addWidget(self.bid_plot, 1)
        plots.addWidget(self.margin_plot, 1)
        col = QVBoxLayout(tab)
        col.setContentsMargins(0, 12, 0, 0)
        col.addLayout(grid)
        col.addLayout(plots, 1)
        return tab

    # ------------------------------------------------------------------ page protocol

    def start(self) -> None:
        self.refresh()

    def shutdown(self) -> None:
        """Nothing runs on its own here."""

    def apply_prefs(self) -> None:
        """Nothing here depends on the preferences."""

    # ------------------------------------------------------------------ figures

    def refresh(self) -> None:
        """Read the history again and show its figures."""
        self.note.setVisible(False)
        history = self.history
        try:
            if history is None or not history.is_open:
                raise HistoryError(self.tr("the history is not available"))
            sittings = len(history.games("badugi"))
            self.badugi = badugi_stats(history.hands("badugi"), sittings)
            self.spades = spades_stats(history.hands("spades"), history.games("spades"))
        except HistoryError as exc:
            self.badugi, self.spades = BadugiStats(), SpadesStats()
            text = self.tr("The history could not be read: {0}").format(exc)
            if exc.moved_to is not None:
                text += " " + self.tr("It was set aside as {0}; a new one was started.").format(
                    exc.moved_to.name
                )
            self.note.setText(text)
            self.note.setVisible(True)
        self._show_badugi(self.badugi)
        self._show_spades(self.spades)

    def _show_badugi(self, s: BadugiStats) -> None:
        self.b_hands.show_figure(str(s.hands), self.tr("sittings: {0}").format(s.sittings))
        self.b_win.show_figure(percent(s.win_rate),
                               self.tr("hands won: {0} of {1}").format(s.won, s.hands))
        self.b_bb100.show_figure(signed(s.bb_per_100, 1), chips_text(s.net_chips))
        self.b_vpip.show_figure(percent(s.vpip),
                                self.tr("called or raised before the first draw"))
        self.b_showdown.show_figure(
            percent(s.showdown_win_rate),
            self.tr("showdowns won: {0} of {1}").format(s.showdowns_won, s.showdowns),
        )
        self.net_plot.set_values(s.cumulative)

    def _show_spades(self, s: SpadesStats) -> None:
        self.s_games.show_figure(percent(s.win_rate),
                                 self.tr("games won: {0} of {1}").format(s.games_won, s.games))
        self.s_hands.show_figure(str(s.hands))
        self.s_exact.show_figure(
            percent(s.exact_rate),
            self.tr("exact: {0} of {1}; made or beaten: {2}").format(
                s.exact_bids, s.count_bids, percent(s.made_rate)
            ),
        )
        miss = "–" if s.mean_miss is None else f"{s.mean_miss:.1f}"
        self.s_miss.show_figure(miss, self.tr("tricks off your bid"))
        tried = s.nils + s.blind_nils
        self.s_nil.show_figure(
            percent(s.nil_rate),
            self.tr("made: {0} of {1} (blind nil: {2} of {3})").format(
                s.nils_made + s.blind_nils_made, tried, s.blind_nils_made, s.blind_nils
            ),
        )
        per_hand = "–" if s.bags_per_hand is None else f"{s.bags_per_hand:.1f}"
        self.s_bags.show_figure(
            per_hand, self.tr("bags: {0} · penalties: {1}").format(s.bags, s.penalties)
        )
        self.bid_plot.set_counts(s.bid_vs_tricks)
        self.margin_plot.set_values(s.margins)
