"""The end of a sit-and-go: places, prizes and the chip graph of the whole tournament."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QWidget,
)

from cardtable.badugi.tournament.standings import Standings
from cardtable.gui.badugi import tournament_text as words
from cardtable.gui.common import figure_table
from cardtable.gui.common.columns import column
from cardtable.gui.common.plots import Plot, nice_ticks

SEAT_COLOURS = ("#f0c75e", "#6ea8dc", "#5fb37c", "#d9645a", "#c08ad8", "#f4f4f4", "#ff7fbf",
                "#40e0d0")  # fmt: skip
"""One line colour a seat, told apart on the dark plot: yellow, blue, green, red, purple,
white, pink, turquoise (the sixth seat was orange, too close to the first seat's yellow)."""


class ChipGraph(Plot):
    """Each seat's chips after every hand (hand 0: the start), one line per seat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[int, ...]] = []

    def set_graph(self, rows: Sequence[Sequence[int]], names: Sequence[str]) -> None:
        self.rows = [tuple(r) for r in rows]
        self.set_legend([(QColor(SEAT_COLOURS[s % 8]), n) for s, n in enumerate(names)])

    def has_data(self) -> bool:
        return len(self.rows) > 1

    def ranges(self) -> tuple[list[float], list[float]]:
        top = max(max(r) for r in self.rows)
        return (nice_ticks(0, len(self.rows) - 1, 6, whole=True),
                nice_ticks(0, top, 5, whole=True))  # fmt: skip

    def paint_data(self, painter: QPainter, area: QRectF, xs: list[float],
                   ys: list[float]) -> None:  # fmt: skip
        seats = len(self.rows[0])
        for s in range(seats):
            pen = QPen(QColor(SEAT_COLOURS[s % 8]), 2.0)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            points = []
            for x, row in enumerate(self.rows):
                points.append(QPointF(self.to_x(area, xs, x), self.to_y(area, ys, row[s])))
                if row[s] == 0:
                    break  # out: the line stops where the seat went out
            painter.drawLines([QLineF(a, b) for a, b in zip(points, points[1:], strict=False)])


GRAPH_MIN_H = 160
"""The chip graph's least height: what is left of a 1024x700 screen under eight places."""


class TournamentResults(QDialog):
    """Places, prizes (percent of the pool) and the chip graph; Close to leave, Play again
    (accepted) for a new sit-and-go like this one; with ``last_hand``, "Review your hand N"
    (``review_asked``) for the person's last hand, often the one he went out on: the box
    covered the table's own button and, modal, kept V from it."""

    review_asked = Signal()

    def __init__(
        self,
        st: Standings,
        names: Sequence[str],
        graph: Sequence[Sequence[int]],
        you: int | None,
        parent: QWidget | None = None,
        last_hand: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tournament results"))
        order = sorted(range(len(names)), key=lambda s: _place(st, s))
        summary = QLabel(self)
        summary.setWordWrap(True)
        if you is not None and st.finishes[you] is not None:
            finish = st.finishes[you]
            assert finish is not None
            if st.prizes[you]:
                said = self.tr("You finished {0} and won {1}.").format(
                    words.place_text(finish), words.prize_text(st.prizes[you])
                )
            else:
                said = self.tr("You finished {0}, out of the prizes.").format(
                    words.place_text(finish)
                )
            summary.setText(said)
        self.table = QTableWidget(len(names), 4, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Player"), self.tr("Prize"), self.tr("Out in hand")]
        )
        figure_table.read_only(self.table, fit_others=False)
        for row, seat in enumerate(order):
            finish = st.finishes[seat]
            cells = [
                words.place_text(finish) if finish is not None else "",
                names[seat],
                words.prize_text(st.prizes[seat]) if st.prizes[seat] else "—",
                str(finish.hand_no + 1) if finish is not None and finish.hand_no >= 0 else "—",
            ]
            for col, text in enumerate(cells):
                item = figure_table.cell(text)
                if seat == you:  # the person finds his own row at a glance
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        self.table.setAccessibleName(self.tr("Places and prizes"))
        _fit_rows(self.table)
        self.graph = ChipGraph(self)
        self.graph.set_labels(
            self.tr("Chips after each hand"), self.tr("Hand"), self.tr("Chips"), ""
        )
        self.graph.set_graph(graph, names)
        # The charts' light ink is made for the statistics page's dark green.
        self.graph.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.graph.setStyleSheet("background: #173d2b;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        # Another sit-and-go at once, as Spades' game-over sheet offers another game: the
        # results offered only Close, and a player who wanted the next one went through the
        # start screen and the whole new-game dialog again.
        self.again = buttons.addButton(
            self.tr("&Play again"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.again.setAccessibleDescription(
            self.tr("A new sit-and-go with the same players and blinds")
        )
        self.review: QPushButton | None = None
        if last_hand is not None:
            self.review = buttons.addButton(
                self.tr("&Review your hand {0}").format(last_hand),
                QDialogButtonBox.ButtonRole.ActionRole,
            )
            self.review.clicked.connect(self.review_asked)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        column(self, summary, self.table, (self.graph, 1), buttons)
        self.graph.setMinimumHeight(GRAPH_MIN_H)
        self.resize(720, 560)
        # The keys on Close (Enter and Esc both leave), not on the table's first cell.
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        close.setFocus()


def _fit_rows(table: QTableWidget) -> None:
    """The table exactly as high as its title row and every place (up to eight seats): at
    six seats it scrolled, and the person's own row, often the last, showed half."""
    table.ensurePolished()
    table.setWordWrap(False)  # one line a row, at the default height
    rows = table.rowCount() * table.verticalHeader().defaultSectionSize()
    header = table.horizontalHeader().sizeHint().height()
    table.setFixedHeight(rows + header + 2 * table.frameWidth())
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)


def _place(st: Standings, seat: int) -> int:
    finish = st.finishes[seat]
    return finish.place if finish is not None else 99
