"""The new-game dialog for Badugi: every table setting the engine has, with sensible
defaults (six seats, you and five of the strongest bots, fixed limit 1/2, 200 chips) so one
click starts a game. Impossible settings are explained in words and the OK button waits."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable.badugi.bot_menu import BOTS
from cardtable.badugi.rules import STRUCTURES, BadugiRules
from cardtable.badugi.session import BadugiConfig
from cardtable.badugi.spec import SPEC
from cardtable.badugi.tournament.session import TournamentSetup
from cardtable.core.session import SeatConfig
from cardtable.gui.badugi import text
from cardtable.gui.badugi.tournament_setup import DEFAULT_STACK, TournamentBox
from cardtable.gui.common.difficulty import DifficultyChoice
from cardtable.gui.common.remembered import Restorer
from cardtable.gui.common.words import bot_level_name

BOT_PLAYER_NAMES = ("Mina", "Jisoo", "Tom", "Ana", "Leo", "Yuna", "Sam", "Hana")


class BadugiNewGameDialog(QDialog):
    """``config()`` gives the chosen table once ``exec()`` returned Accepted."""

    def __init__(self, last: dict[str, Any] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Badugi game"))
        self.bots = BOTS.names()
        self._build()
        self.load_settings(last or {})
        self._revalidate()

    # ------------------------------------------------------------------ widgets

    def _build(self) -> None:
        # A cash table or a sit-and-go (badugi.tournament): the seats, betting and draws
        # are shared; a sit-and-go has its schedule and prizes instead of fixed blinds.
        # Made first: the Tab order is the order widgets are made in.
        self.kind = QComboBox(self)
        self.kind.addItem(self.tr("Cash game"), "cash")
        self.kind.addItem(self.tr("Sit-and-go tournament"), "tournament")
        self.name = QLineEdit(self.tr("You"), self)
        self.name.setMaxLength(20)
        self.seats = QSpinBox(self)
        self.seats.setRange(2, 8)
        self.seats.setValue(6)
        self.your_seat = QSpinBox(self)
        self.your_seat.setRange(1, 6)
        self.structure = QComboBox(self)
        for s in STRUCTURES:
            self.structure.addItem(text.structure_name(s), s)
        self.small_blind = QSpinBox(self)
        self.small_blind.setRange(1, 100000)
        self.small_blind.setValue(1)
        self.big_blind = QSpinBox(self)
        self.big_blind.setRange(2, 200000)
        self.big_blind.setValue(2)
        self.max_raises = QSpinBox(self)
        self.max_raises.setRange(1, 9)
        self.max_raises.setValue(3)
        self.uncapped = QCheckBox(self.tr("No raise cap when two players are left"), self)
        self.draws = QComboBox(self)
        self.draws.addItem(self.tr("Triple draw"), 3)
        self.draws.addItem(self.tr("Single draw"), 1)
        self.limit2 = self._limit_box()
        self.limit3 = self._limit_box()
        self.stack = QSpinBox(self)
        self.stack.setRange(2, 1000000)
        self.stack.setValue(200)
        self.stack.setSingleStep(50)
        self.tournament = TournamentBox(self)

        table = QGroupBox(self.tr("Table"), self)
        form = QFormLayout(table)
        form.addRow(self.tr("Your name:"), self.name)
        form.addRow(self.tr("Seats:"), self.seats)
        form.addRow(self.tr("Your seat:"), self.your_seat)
        form.addRow(self.tr("Starting chips:"), self.stack)

        stakes = QGroupBox(self.tr("Stakes"), self)
        form2 = QFormLayout(stakes)
        form2.addRow(self.tr("Betting:"), self.structure)
        blinds = QHBoxLayout()
        blinds.addWidget(self.small_blind)
        blinds.addWidget(QLabel("/", self))
        blinds.addWidget(self.big_blind)
        form2.addRow(self.tr("Blinds (small / big):"), blinds)
        form2.addRow(self.tr("Raises per round (fixed limit):"), self.max_raises)
        form2.addRow("", self.uncapped)
        form2.addRow(self.tr("Draws:"), self.draws)
        form2.addRow(self.tr("Most cards in draw 2 (lunch):"), self.limit2)
        form2.addRow(self.tr("Most cards in draw 3 (dinner):"), self.limit3)

        self.players_box = QGroupBox(self.tr("Computer players"), self)
        self.players_grid = QGridLayout(self.players_box)
        self.bot_names: list[QLineEdit] = []
        self.bot_levels: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for i in range(8):
            label = QLabel(self)
            name = QLineEdit(BOT_PLAYER_NAMES[i], self)
            name.setMaxLength(20)
            name.setMinimumWidth(110)  # left to the layout it was squeezed to 28 pixels
            level = QComboBox(self)
            for b in self.bots:
                level.addItem(bot_level_name(BOTS.label(b)), b)
            level.setCurrentIndex(len(self.bots) - 1)  # registered weakest first
            self.players_grid.addWidget(label, i, 0)
            self.players_grid.addWidget(name, i, 1)
            self.players_grid.addWidget(level, i, 2)
            self.seat_labels.append(label)
            self.bot_names.append(name)
            self.bot_levels.append(level)
        self.players_grid.setRowStretch(8, 1)  # the rows stay together at the top

        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        # One choice for every computer player, first in the dialog (each seat's own level
        # is still there, below): a first game is not five of the strongest bots unasked.
        self.difficulty = DifficultyChoice(
            BOTS, SPEC.default_level, self.bot_levels, lambda: self.seats.value() - 1, self
        )
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        top.addRow(self.tr("&Game:"), self.kind)
        top.addRow(self.tr("Difficulty:"), self.difficulty)

        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(table)
        left.addWidget(stakes)
        columns.addLayout(left)
        right = QVBoxLayout()  # the sit-and-go's box under the players: the dialog fits 700
        right.addWidget(self.players_box, 1)
        right.addWidget(self.tournament)
        columns.addLayout(right)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(columns)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        for w in (self.seats, self.your_seat, self.small_blind, self.big_blind, self.stack,
                  self.max_raises):
            w.valueChanged.connect(self._revalidate)
        for c in (self.structure, self.draws, self.limit2, self.limit3):
            c.currentIndexChanged.connect(self._revalidate)
        for e in (self.name, *self.bot_names):
            e.textChanged.connect(self._revalidate)
        self.structure.currentIndexChanged.connect(self._structure_changed)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        for w in (self.tournament.blinds, self.tournament.own_prizes):
            w.textChanged.connect(self._revalidate)
        for c in (self.tournament.prizes, self.tournament.preset):
            c.currentIndexChanged.connect(self._revalidate)
        for s in (self.tournament.hands, self.tournament.ante_from):
            s.valueChanged.connect(self._revalidate)

    def _limit_box(self) -> QComboBox:
        box = QComboBox(self)
        box.addItem(self.tr("Any (up to 4)"), None)
        for k in range(4):
            box.addItem(str(k), k)
        return box

    @property
    def is_tournament(self) -> bool:
        return self.kind.currentData() == "tournament"

    def _kind_changed(self) -> None:
        """A sit-and-go starts from the sites' 1,500 chips; a cash table from 200."""
        if self.is_tournament and self.stack.value() == 200:
            self.stack.setValue(DEFAULT_STACK)
        elif not self.is_tournament and self.stack.value() == DEFAULT_STACK:
            self.stack.setValue(200)
        self._revalidate()

    def _structure_changed(self) -> None:
        if self.structure.currentData() == "fixed":
            self.small_blind.setValue(max(1, self.big_blind.value() // 2))

    # ------------------------------------------------------------------ reading it

    def _seat_rows(self) -> None:
        n = self.seats.value()
        self.your_seat.setMaximum(n)
        you = self.your_seat.value() - 1
        row = 0
        for seat in range(n):
            if seat == you:
                continue
            self.seat_labels[row].setText(self.tr("Seat {0}").format(seat + 1))
            row += 1
        for i in range(8):
            visible = i < n - 1
            for w in (self.seat_labels[i], self.bot_names[i], self.bot_levels[i]):
                w.setVisible(visible)
        if hasattr(self, "difficulty"):
            self.difficulty.follow_seats()  # fewer seats may all be at one level now
        sng = self.is_tournament if hasattr(self, "kind") else False
        fixed = self.structure.currentData() == "fixed"
        self.max_raises.setEnabled(fixed and not sng)
        self.uncapped.setEnabled(fixed and not sng)
        triple = self.draws.currentData() == 3
        self.limit2.setEnabled(triple and not sng)
        self.limit3.setEnabled(triple and not sng)
        self.small_blind.setEnabled(not sng)
        self.big_blind.setEnabled(not sng)
        if hasattr(self, "tournament"):
            self.tournament.setVisible(sng)

    def problem(self) -> str | None:
        """Why the settings cannot make a table, in the player's language; None if they can."""
        sb, bb = self.small_blind.value(), self.big_blind.value()
        if self.is_tournament:
            sb, bb = 1, 2  # the schedule's blinds, checked with the tournament below
        if sb > bb:
            return self.tr("The small blind cannot be larger than the big blind.")
        if self.structure.currentData() == "fixed" and sb * 2 != bb:
            return self.tr("In fixed limit the small blind must be exactly half the big blind.")
        if self.stack.value() < bb:
            return self.tr("Starting chips must cover at least the big blind.")
        names = [self.name.text().strip()] + [
            self.bot_names[i].text().strip() for i in range(self.seats.value() - 1)
        ]
        if not all(names):
            return self.tr("Every player needs a name.")
        if len(set(names)) != len(names):
            return self.tr("Two players have the same name.")
        try:
            self._make_config()
        except ValueError as exc:
            return str(exc)
        return None

    def _revalidate(self) -> None:
        self._seat_rows()
        problem = self.problem()
        self.error.setText(problem or "")
        self.error.setVisible(problem is not None)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)

    def accept(self) -> None:
        if self.problem() is None:
            super().accept()

    def _make_config(self) -> BadugiConfig | TournamentSetup:
        triple = self.draws.currentData() == 3
        limits = (None, self.limit2.currentData(), self.limit3.currentData()) if triple else (None,)
        rules = BadugiRules(
            structure=self.structure.currentData(),
            small_blind=self.small_blind.value(),
            big_blind=self.big_blind.value(),
            draws=3 if triple else 1,
            max_raises=self.max_raises.value(),
            uncapped_heads_up=self.uncapped.isChecked(),
            draw_limits=limits,
        )
        n = self.seats.value()
        you = self.your_seat.value() - 1
        seats: list[SeatConfig] = []
        row = 0
        for seat in range(n):
            if seat == you:
                seats.append(SeatConfig(self.name.text().strip()))
            else:
                seats.append(SeatConfig(self.bot_names[row].text().strip(),
                                        self.bot_levels[row].currentData()))
                row += 1
        if self.is_tournament:
            sng = self.tournament.config(
                n, self.structure.currentData(), 3 if triple else 1, self.stack.value()
            )
            return TournamentSetup(sng, tuple(seats))
        config = BadugiConfig(rules, tuple(seats), self.stack.value())
        config.validate()
        return config

    def config(self) -> BadugiConfig | TournamentSetup:
        return self._make_config()

    # ------------------------------------------------------------------ remembering it

    def settings(self) -> dict[str, Any]:
        return {
            "name": self.name.text(),
            "seats": self.seats.value(),
            "your_seat": self.your_seat.value(),
            "structure": self.structure.currentData(),
            "small_blind": self.small_blind.value(),
            "big_blind": self.big_blind.value(),
            "max_raises": self.max_raises.value(),
            "uncapped": self.uncapped.isChecked(),
            "draws": self.draws.currentData(),
            "limit2": self.limit2.currentData(),
            "limit3": self.limit3.currentData(),
            "stack": self.stack.value(),
            "bot_names": [e.text() for e in self.bot_names],
            "bot_levels": [c.currentData() for c in self.bot_levels],
            **self.difficulty.remember(),
            "kind": self.kind.currentData(),
            "tournament": self.tournament.settings(),
        }

    def load_settings(self, data: dict[str, Any]) -> None:
        """Restore remembered choices; anything missing or odd keeps its default."""
        r = Restorer(data)
        r.text(self.name, "name")
        r.number(self.seats, "seats")
        r.number(self.your_seat, "your_seat")
        r.pick(self.kind, "kind")
        tournament = data.get("tournament")
        self.tournament.load_settings(tournament if isinstance(tournament, dict) else {})
        r.pick(self.structure, "structure")
        r.number(self.big_blind, "big_blind")
        r.number(self.small_blind, "small_blind")
        r.number(self.max_raises, "max_raises")
        r.flag(self.uncapped, "uncapped")
        r.pick(self.draws, "draws")
        r.pick(self.limit2, "limit2")
        r.pick(self.limit3, "limit3")
        r.number(self.stack, "stack")
        r.bots(self.bot_names, self.bot_levels)
        self._seat_rows()  # the seats in play, before the difficulty looks at them
        self.difficulty.restore(data)
