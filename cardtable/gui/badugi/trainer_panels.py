"""The draw trainer page's panels: the live odds of the discard being marked, the table of
all sixteen options once the player has answered, and the row of filters that choose which
spots are dealt.

Widgets only: they show a ``TrainerOption`` or a ``Grade`` that the trainer's maths
(``badugi.trainer``) worked out, or hand the page the player's settings. Their texts keep
the page's translation context ("DrawTrainer").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QTableWidget,
    QWidget,
)

from cardtable.badugi.trainer import KINDS, Grade, TrainerOption
from cardtable.badugi.trainer_settle import needs_settling
from cardtable.gui.badugi.trainer_text import figures_note, kind_name
from cardtable.gui.badugi.trainer_widgets import (
    ByHighBars,
    cards_text,
    discard_text,
    high_label,
    percent,
)
from cardtable.gui.common import figure_table
from cardtable.gui.common.columns import column
from cardtable.gui.common.combo_look import COMBO_RULES
from cardtable.gui.common.flow_layout import FlowLayout
from cardtable.gui.common.focus_ring import PAGE_RING
from cardtable.gui.common.named import dark_scroll_bars, dark_tables, named_label
from cardtable.gui.common.shortcuts import READ_KEYS, claim_keys, focusable

BEST_COLOUR = QColor("#2f7a4b")
CHOICE_COLOUR = QColor("#8a6a1f")
COLUMNS_HIGH = (6, 7, 8, 9, 11)  # P(badugi with high <= r) shown as columns


translate = QCoreApplication.translate

PAGE_STYLE = (
    """
QWidget#drawTrainer { background: qradialgradient(cx:0.4, cy:0.35, radius:1.0,
    fx:0.4, fy:0.35, stop:0 #1f6e43, stop:1 #0b2e1c); }
QLabel { color: #eef2ea; font-size: 14px; }
QLabel#title { font-size: 24px; font-weight: bold; }
QLabel#score { font-size: 15px; color: #ffe6a6; }
QLabel#situation { font-size: 17px; }
QLabel#handName { font-size: 18px; font-weight: bold; color: #ffe6a6; }
QLabel#verdict { font-size: 16px; background: rgba(0,0,0,70); border-radius: 8px; padding: 8px; }
QLabel#status { color: #ffd27a; }
QLabel#explain { font-size: 12px; color: #cfd8cc; }
QFrame#panel { background: rgba(10,20,15,150); border: 1px solid #2c5a3d; border-radius: 10px; }
QLabel#panelBig { font-size: 30px; font-weight: bold; color: #ffe6a6; }
QCheckBox { color: #eef2ea; font-size: 14px; border: 2px solid transparent; border-radius: 5px;
    padding: 1px 3px; }
QToolButton, QPushButton {
  color: #f2f2ee; background: #2f6b45; border: 3px solid #1d4a2e; border-radius: 8px;
  padding: 5px 12px; font-size: 15px; font-weight: bold; }
QToolButton:hover, QPushButton:hover { background: #3b8457; }
QToolButton:disabled, QPushButton:disabled { background: #3a3f46; color: #8a8f96; }
QToolButton#back { background: #2b3138; }
QTableWidget { font-size: 13px; }
QScrollArea { background: transparent; border: none; }
QWidget#playOut { background: transparent; }
"""
    + dark_tables()
    + PAGE_RING
    + COMBO_RULES
    + dark_scroll_bars()
)


class LiveOddsPanel(QFrame):
    """The odds of the option the marked cards make: its chance to win, big, then
    P(badugi) and bars of P(badugi with high <= r)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.title = QLabel(translate("DrawTrainer", "Live odds"), self)
        self.choice = QLabel(self)
        self.choice.setWordWrap(True)
        # Wraps: "Wins: about 21.8%" at 30 px is wider than the panel (cut to "Wins: about
        # 21." in English); the figure goes under its words instead.
        self.big = named_label("panelBig", self, wrap=True)
        self.badugi = QLabel(self)
        self.bars = ByHighBars(self)
        self.note = named_label("explain", self, figures_note(), wrap=True)
        column(self, self.title, self.choice, self.big, self.badugi, (self.bars, 1), self.note)
        self.setFixedWidth(280)

    def show_option(self, option: TrainerOption | None, approximate: bool = False) -> None:
        """Show ``option``'s odds; None: nothing to show yet. ``approximate``: its chance to
        win is not exact (more than one draw left, ``odds.win.wins_exact``): said "about"."""
        if option is None:
            self.choice.setText(translate("DrawTrainer", "Mark cards to see their odds."))
            self.big.clear()
            self.badugi.clear()
            self.bars.set_values(None)
            return
        self.choice.setText(discard_text(option))
        wins = (translate("DrawTrainer", "Wins: about {0}") if approximate
                else translate("DrawTrainer", "Wins: {0}"))  # fmt: skip
        self.big.setText(wins.format(percent(option.win)))
        self.badugi.setText(translate("DrawTrainer", "Badugi {0}").format(percent(option.p_badugi)))
        self.bars.set_values(option.p_badugi_by_high)


class ResultsTable(QTableWidget):
    """Every option of a graded spot, best first: the best ones green, the player's bold
    (and amber when it is not among the best)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5 + len(COLUMNS_HIGH), parent)
        self.setObjectName("results")
        self.setAccessibleName(translate("DrawTrainer", "Every discard, best first"))
        headers = [
            translate("DrawTrainer", "#"),
            translate("DrawTrainer", "Discard"),
            translate("DrawTrainer", "Keep"),
            translate("DrawTrainer", "Wins"),
            translate("DrawTrainer", "P(badugi)"),
        ]
        headers += [high_label(r) for r in COLUMNS_HIGH]
        self.setHorizontalHeaderLabels(headers)
        tips = {
            3: translate("DrawTrainer", "How often this discard wins the showdown"),
            4: translate("DrawTrainer", "How often it ends with a badugi"),
        }
        for col, tip in tips.items():
            item = self.horizontalHeaderItem(col)
            if item is not None:
                item.setToolTip(tip)
        figure_table.read_only(self, stretch=(1,), selection=figure_table.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.kept_row: int | None = None
        """The row kept in sight whatever the table's height (``keep_in_sight``)."""

    def keep_in_sight(self, row: int) -> None:
        """Scroll to ``row`` now and again whenever the table's height changes: the page's
        layout settles in more than one pass after an answer (the verdict above takes its
        two lines last), and in a window filling a 1024x700 screen the table shrank from
        133 to 113 px after the scroll, leaving the player's row below sight."""
        self.kept_row = row
        self._scroll_to_kept()

    def _scroll_to_kept(self) -> None:
        item = self.item(self.kept_row, 0) if self.kept_row is not None else None
        if item is not None:
            self.scrollToItem(item)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        if event.size().height() != event.oldSize().height():
            self._scroll_to_kept()

    def show_grade(self, result: Grade, approximate: bool = False) -> None:
        """One row per option of ``result.ranked``. ``approximate``: the chances to win are
        not exact (more than one draw left): the column's title says "about".

        The stars (★, green) mark the options as good as the best: within the tolerance
        of the best's chance to win, except the player's choice when it is a close call,
        whose row says what its verdict says (nothing while it is being settled). And the
        stars follow the ranking: no row below the choice is starred while the choice is
        not. Such a row has a wider approximate gap than the choice, so it lies in the
        same band the figures cannot decide (or below a choice dealt out and found worse);
        starred, it read as "as good as the best" over a choice left blank."""
        self.kept_row = None
        self._title_wins(approximate)
        self.setRowCount(len(result.ranked))
        bold = figure_table.bold()
        below_blank_choice = False  # a row after the choice's, which has no star
        for row, option in enumerate(result.ranked):
            is_choice = option is result.chosen
            is_best = row == 0 or option.win >= result.best.win - result.tolerance
            if is_choice and (result.settled is not None or needs_settling(result)):
                # The row says what the verdict says: nothing while it is being settled.
                is_best = row == 0 or (result.settled is not None and result.correct)
            is_best = is_best and not below_blank_choice
            below_blank_choice = below_blank_choice or (is_choice and not is_best)
            mark = "★" if is_best else ""
            if is_choice:
                mark += " ▶"
            cells = [
                f"{row + 1} {mark}".strip(),
                discard_text(option),
                cards_text(option.keep),
                percent(option.win),
                percent(option.p_badugi),
            ]
            cells += [percent(option.p_badugi_by_high[r]) for r in COLUMNS_HIGH]
            for col, text in enumerate(cells):
                item = figure_table.cell(text, right=col not in (1, 2))
                if is_best:
                    item.setBackground(QBrush(BEST_COLOUR))
                if is_choice:
                    item.setFont(bold)
                    if not is_best:
                        item.setBackground(QBrush(CHOICE_COLOUR))
                self.setItem(row, col, item)

    def _title_wins(self, approximate: bool) -> None:
        item = self.horizontalHeaderItem(3)
        if item is None:
            return
        if approximate:
            item.setText(translate("DrawTrainer", "Wins (about)"))
            item.setToolTip(translate(
                "DrawTrainer",
                "How often this discard wins the showdown; with more than one draw left the "
                "hands that miss a badugi are counted approximately",
            ))  # fmt: skip
        else:
            item.setText(translate("DrawTrainer", "Wins"))
            item.setToolTip(translate("DrawTrainer", "How often this discard wins the showdown"))

    def best_rows(self) -> list[int]:
        """Rows highlighted as best (for tests and accessibility)."""
        return [
            r
            for r in range(self.rowCount())
            if (item := self.item(r, 0)) is not None and item.background().color() == BEST_COLOUR
        ]


class SpotFilters(QObject):
    """The filters and options under the trainer: the kinds of spot, the draws left and
    the dead cards, in ``row`` (a flow layout of the ``page``'s widgets, in rows that wrap
    so a narrow window never cuts one off). ``changed`` when the player changes any."""

    changed = Signal()

    def __init__(
        self,
        page: QWidget,
        kinds: Sequence[str],
        draws_left: int | None,
        with_dead: bool,
        review: bool = True,
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
        self.review_box = QCheckBox(page)  # its label counts the spots waiting (the page's)
        self.review_box.setObjectName("filter_review")
        self.review_box.setChecked(review)
        self.review_box.toggled.connect(self.changed)
        self.review_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.row.addWidget(self.review_box)
