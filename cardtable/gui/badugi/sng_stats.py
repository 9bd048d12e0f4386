"""The sit-and-goes on the Badugi statistics tab: per format (seats, betting, draws) the
tournaments played, average finish, in-the-money rate, wins and prize per tournament, and
the prizes won over time as a running total."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QLabel, QWidget

from cardtable.badugi.tournament.results import FormatStats
from cardtable.gui.badugi import text as badugi_text
from cardtable.gui.common.columns import column
from cardtable.gui.common.plots import LinePlot


def place_text(place: float) -> str:
    """An average finishing place as a player writes it: "5" after one tournament, "2.5"
    or "3.33" after more ("average finish 5.00" for a single fifth place read as a measure
    of something finer than a place)."""
    return f"{place:.2f}".rstrip("0").rstrip(".")


class SngStats(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sngStats")
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.plot = LinePlot(self)
        self.plot.set_labels(
            # Short: the plot stands beside the net chips' (half the page), and its axes say
            # the rest ("Sit-and-goes", "% of a pool").
            self.tr("Prizes won, running total"),
            self.tr("Sit-and-goes"),
            self.tr("% of a pool"),
            "",
        )
        column(self, self.summary, (self.plot, 1), margins=(0, 0, 0, 0))
        self.show_formats([])

    def show_formats(self, formats: Sequence[FormatStats]) -> None:
        self.setVisible(bool(formats))
        lines = []
        for f in formats:
            draws = self.tr("triple draw") if f.draws == 3 else self.tr("single draw")
            lines.append(
                self.tr(
                    "<b>{0} seats · {1} · {2}</b>: {3} played, average finish {4}, in the "
                    "money {5:.0f}%, {6} won, prize per tournament {7:.2f}% of the pool"
                ).format(
                    f.entrants, badugi_text.structure_name(f.structure), draws, f.played,
                    place_text(f.average_finish), 100 * f.itm_rate, f.wins, f.prize_per_tournament,
                )  # fmt: skip
            )
        self.summary.setText("<br>".join(lines))
        running, total = [], 0.0
        for share in sorted(
            ((i, s) for f in formats for i, s in enumerate(f.shares)), key=lambda x: x[0]
        ):
            total += share[1]
            running.append(total)
        self.plot.set_values(running)
