"""The sit-and-go panel beside the table: the level and its blinds, the next level and how
many hands until it, the players left and the average stack, and the standings: each seat's
stack in big blinds, largest first, then the seats out with their places. Plain labels and a
list, read by screen readers, in the dark look of the side panel under it (the table's
style sheet, ``table_style.py``).

The standings count a hand in progress's chips in the pot with their owner (the plates on the
felt show what is left in front of each player), so the list says the chips each had when the
hand began, and its order holds still while the hand is played: its caption says so.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.badugi.tournament.standings import Standings
from cardtable.gui.badugi import tournament_text as words
from cardtable.gui.common.named import named_label


class TournamentPanel(QFrame):
    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournamentPanel")
        self.names = list(names)
        self.level = named_label("tournamentLevel", self)
        self.next = QLabel(self)
        self.average = QLabel(self)
        self.caption = named_label(
            "standingsCaption", self, self.tr("Standings (chips as each hand began)")
        )
        for label in (self.level, self.next, self.average, self.caption):
            label.setWordWrap(True)
        self.seats = QListWidget(self)
        self.seats.setObjectName("standings")
        self.seats.setAccessibleName(self.tr("Stacks"))
        # By pixel: by item, the list sized to its rows still showed a scroll bar (Qt counts
        # a page of items short there: its range stayed 1 until 15 pixels more were given).
        self.seats.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        layout.addWidget(self.level)
        layout.addWidget(self.next)
        layout.addWidget(self.average)
        layout.addSpacing(4)
        layout.addWidget(self.caption)
        layout.addWidget(self.seats)
        self.setAccessibleName(self.tr("Tournament"))

    def show_standings(self, st: Standings) -> None:
        if st.over:  # read as finished: that it is over, where it ended, who won
            self.level.setText(words.next_line(st))
            self.next.setText(words.ended_line(st))
            self.average.setText(words.winner_line(st, self.names))
            self.caption.setText(self.tr("Final standings"))
        else:
            self.level.setText(words.level_line(st))
            self.next.setText(words.next_line(st))
            self.average.setText(words.average_line(st))
        lines = [words.seat_line(self.names[s], st, s) for s in st.by_chips()]
        if [self.seats.item(i).text() for i in range(self.seats.count())] != lines:
            self.seats.clear()
            self.seats.addItems(lines)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """The list exactly as high as its rows (one per seat, out or in): it kept nine
        lines' height, empty room under six names, and the log under it less."""
        seats = self.seats
        seats.ensurePolished()  # the table's style sheet sets the rows' font
        rows = sum(seats.sizeHintForRow(i) for i in range(seats.count()))
        if rows > 0:
            seats.setFixedHeight(rows + 2 * seats.frameWidth())
