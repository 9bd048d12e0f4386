"""The draw trainer page's panels: the live odds of the discard being marked, the table of
all sixteen options once the player has answered, and the row of filters that choose which
spots are dealt.

Widgets only: they show a ``DiscardOption`` or a ``Grade`` that the trainer's maths
(``badugi.trainer``) worked out, or hand the page the player's settings. Their texts keep
the page's translation context ("DrawTrainer").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.badugi.odds import DiscardOption
from cardtable.badugi.trainer import KINDS, Grade
from cardtable.gui.badugi.trainer_text import kind_name
from cardtable.gui.badugi.trainer_widgets import (
    ByHighBars,
    cards_text,
    discard_text,
    high_label,
    percent,
)
from cardtable.gui.common.flow_layout import FlowLayout
from cardtable.gui.common.shortcuts import READ_KEYS, claim_keys, focusable

BEST_COLOUR = QColor("#2f7a4b")
CHOICE_COLOUR = QColor("#8a6a1f")
COLUMNS_HIGH = (6, 7, 8, 9, 11)  # P(badugi with high <= r) shown as columns


translate = QCoreApplication.translate


class LiveOddsPanel(QFrame):
    """The odds of the option the marked cards make, as a big P(badugi) and bars."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.title = QLabel(translate("DrawTrainer", "Live odds"), self)
        self.choice = QLabel(self)
        self.choice.setWordWrap(True)
        self.big = QLabel(self)
        self.big.setObjectName("panelBig")
        self.bars = ByHighBars(self)
        self.note = QLabel(
            translate("DrawTrainer", "Bars: chance of a badugi this high or better"), self
        )
        self.note.setWordWrap(True)
        col = QVBoxLayout(self)
        col.addWidget(self.title)
        col.addWidget(self.choice)
        col.addWidget(self.big)
        col.addWidget(self.bars, 1)
        col.addWidget(self.note)
        self.setFixedWidth(280)

    def show_option(self, option: DiscardOption | None) -> None:
        """Show ``option``'s odds; None: nothing to show yet."""
        if option is None:
            self.choice.setText(translate("DrawTrainer", "Mark cards to see their odds."))
            self.big.clear()
            self.bars.set_values(None)
            return
        self.choice.setText(discard_text(option))
        self.big.setText(translate("DrawTrainer", "Badugi {0}").format(percent(option.p_badugi)))
        self.bars.set_values(option.p_badugi_by_high)


class ResultsTable(QTableWidget):
    """Every option of a graded spot, best first: the best ones green, the player's bold
    (and amber when it is not among the best)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5 + len(COLUMNS_HIGH), parent)
        self.setObjectName("results")
        headers = [
            translate("DrawTrainer", "#"),
            translate("DrawTrainer", "Discard"),
            translate("DrawTrainer", "Keep"),
            translate("DrawTrainer", "P(badugi)"),
        ]
        headers += [high_label(r) for r in COLUMNS_HIGH] + [translate("DrawTrainer", "Value")]
        self.setHorizontalHeaderLabels(headers)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def show_grade(self, result: Grade) -> None:
        """One row per option of ``result.ranked``."""
        self.setRowCount(len(result.ranked))
        bold = QFont()
        bold.setBold(True)
        for row, option in enumerate(result.ranked):
            is_best = row == 0 or option.score >= result.best.score - 1e-12
            is_choice = option is result.chosen
            mark = "★" if is_best else ""
            if is_choice:
                mark += " ▶"
            cells = [f"{row + 1} {mark}".strip(), discard_text(option), cards_text(option.keep),
                     percent(option.p_badugi)]
            cells += [percent(option.p_badugi_by_high[r]) for r in COLUMNS_HIGH]
            cells.append(f"{100 * option.score:.1f}")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(
                    Qt.AlignmentFlag.AlignVCenter
                    | (Qt.AlignmentFlag.AlignLeft if col in (1, 2) else Qt.AlignmentFlag.AlignRight)
                )
                if is_best:
                    item.setBackground(QBrush(BEST_COLOUR))
                if is_choice:
                    item.setFont(bold)
                    if not is_best:
                        item.setBackground(QBrush(CHOICE_COLOUR))
                self.setItem(row, col, item)

    def best_rows(self) -> list[int]:
        """Rows highlighted as best (for tests and accessibility)."""
        return [r for r in range(self.rowCount())
                if (item := self.item(r, 0)) is not None
                and item.background().color() == BEST_COLOUR]


class SpotFilters(QObject):
    """The filters and options under the trainer: the kinds of spot, the draws left and
    the dead cards, in ``row`` (a flow layout of the ``page``'s widgets, in rows that wrap
    so a narrow window never cuts one off). ``changed`` when the player changes any."""

    changed = Signal()

    def __init__(
        self, page: QWidget, kinds: Sequence[str], draws_left: int | None, with_dead: bool
    ) -> None:
        super().__init__(page)
        self.boxes: dict[str, QCheckBox] = {}
        self.row = FlowLayout(spacing=10)
        self.row.addWidget(QLabel(translate("DrawTrainer", "Spots:"), page))
        for kind in KINDS:
            box = QCheckBox(kind_name(kind), page)
            box.setObjectName(f"filter_{kind}")
            box.setChecked(kind in kinds)
            box.toggled.connect(self.changed)
            focusable(box, (Qt.Key.Key_Space,))
            self.boxes[kind] = box
            self.row.addWidget(box)
        draws = QWidget(page)  # the label and its box stay on one row
        draws_row = QHBoxLayout(draws)
        draws_row.setContentsMargins(16, 0, 16, 0)
        draws_row.addWidget(QLabel(translate("DrawTrainer", "Draws left:"), draws))
        self.draws_box = QComboBox(draws)
        self.draws_box.addItem(translate("DrawTrainer", "Random"), None)
        for n in (1, 2, 3):
            self.draws_box.addItem(str(n), n)
        self.draws_box.setCurrentIndex(max(0, self.draws_box.findData(draws_left)))
        self.draws_box.currentIndexChanged.connect(self.changed)
        self.draws_box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.draws_box.setAccessibleName(translate("DrawTrainer", "Draws left:"))
        claim_keys(self.draws_box, READ_KEYS)
        draws_row.addWidget(self.draws_box)
        self.row.addWidget(draws)
        self.dead_box = QCheckBox(translate("DrawTrainer", "Earlier discards (dead cards)"), page)
        self.dead_box.setChecked(with_dead)
        self.dead_box.toggled.connect(self.changed)
        focusable(self.dead_box, (Qt.Key.Key_Space,))
        self.row.addWidget(self.dead_box)
