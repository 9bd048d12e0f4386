"""The new-game dialog for Spades: every option of the rules engine, with the standard game
as default (four players, you and your partner against two, three computer players at the
strongest level, 500 to win) so one click starts. Settings the engine refuses are explained
with the engine's own reason and the Start button waits until they are fixed."""

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

from cardtable.core.session import SeatConfig
from cardtable.gui.common.difficulty import DifficultyChoice
from cardtable.gui.common.remembered import Restorer
from cardtable.gui.common.words import bot_level_name
from cardtable.gui.spades import text
from cardtable.spades import CLOCKWISE, COUNTERCLOCKWISE, SpadesRules
from cardtable.spades.bot_menu import BOTS
from cardtable.spades.session import SpadesConfig
from cardtable.spades.spec import SPEC

BOT_PLAYER_NAMES = ("Mina", "Tom", "Jisoo", "Ana", "Leo")
MAX_BOTS = 5


class SpadesNewGameDialog(QDialog):
    """``config()`` gives the chosen table once ``exec()`` returned Accepted."""

    def __init__(self, last: dict[str, Any] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Spades game"))
        self.bots = BOTS.names()
        self._build()
        self.load_settings(last or {})
        self._revalidate()

    # ------------------------------------------------------------------ widgets

    def _spin(self, low: int, high: int, value: int, step: int = 1) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setSingleStep(step)
        spin.valueChanged.connect(self._revalidate)
        return spin

    def _check(self, label: str, on: bool) -> QCheckBox:
        box = QCheckBox(label, self)
        box.setChecked(on)
        box.toggled.connect(self._revalidate)
        return box

    def _build(self) -> None:
        self.name = QLineEdit(self.tr("You"), self)
        self.name.setMaxLength(20)
        self.name.textChanged.connect(self._revalidate)
        self.players = QComboBox(self)
        for n in (3, 4, 5, 6):
            self.players.addItem(self._players_label(n), n)
        self.players.setCurrentIndex(1)
        self.players.currentIndexChanged.connect(self._revalidate)
        self.direction = QComboBox(self)
        for d in (CLOCKWISE, COUNTERCLOCKWISE):
            self.direction.addItem(text.direction_name(d), d)
        self.direction.currentIndexChanged.connect(self._revalidate)

        self.target = self._spin(-10000, 10000, 500, 50)
        self.loss = self._spin(-10000, 10000, -200, 50)
        self.nil_value = self._spin(-1000, 1000, 100, 10)
        self.blind_nil = self._check(self.tr("Blind nil allowed"), True)
        self.blind_value = self._spin(-1000, 1000, 200, 10)
        self.blind_behind = self._spin(-1000, 10000, 0, 50)
        self.bag_penalty = self._check(self.tr("Penalty for bags"), True)
        self.bag_limit = self._spin(-100, 100, 10)
        self.bag_points = self._spin(-1000, 1000, 100, 10)
        self.lead_any = self._check(self.tr("Spades may be led any time"), False)

        table = QGroupBox(self.tr("Table"), self)
        form = QFormLayout(table)
        form.addRow(self.tr("Your name:"), self.name)
        form.addRow(self.tr("Players:"), self.players)
        form.addRow(self.tr("Direction of play:"), self.direction)
        form.addRow(self.tr("Points to win:"), self.target)
        form.addRow(self.tr("A team loses at:"), self.loss)

        bidding = QGroupBox(self.tr("Bidding and scoring"), self)
        form2 = QFormLayout(bidding)
        form2.addRow(self.tr("Nil is worth:"), self.nil_value)
        form2.addRow("", self.blind_nil)
        form2.addRow(self.tr("Blind nil is worth:"), self.blind_value)
        form2.addRow(self.tr("Blind nil only when behind by (0 = always):"), self.blind_behind)
        form2.addRow("", self.bag_penalty)
        form2.addRow(self.tr("Bags before the penalty:"), self.bag_limit)
        form2.addRow(self.tr("Penalty points:"), self.bag_points)
        form2.addRow("", self.lead_any)

        self.players_box = QGroupBox(self.tr("Computer players"), self)
        grid = QGridLayout(self.players_box)
        self.seat_labels: list[QLabel] = []
        self.bot_names: list[QLineEdit] = []
        self.bot_levels: list[QComboBox] = []
        for i in range(MAX_BOTS):
            label = QLabel(self)
            name = QLineEdit(BOT_PLAYER_NAMES[i], self)
            name.setMaxLength(20)
            name.setMinimumWidth(110)
            name.textChanged.connect(self._revalidate)
            level = QComboBox(self)
            for b in self.bots:
                level.addItem(bot_level_name(BOTS.label(b)), b)
            level.setCurrentIndex(len(self.bots) - 1)  # registered weakest first
            grid.addWidget(label, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(level, i, 2)
            self.seat_labels.append(label)
            self.bot_names.append(name)
            self.bot_levels.append(level)
        self.team_note = QLabel(self)
        self.team_note.setWordWrap(True)
        grid.addWidget(self.team_note, MAX_BOTS, 0, 1, 3)

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
            BOTS, SPEC.default_level, self.bot_levels, lambda: self.players.currentData() - 1, self
        )
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        top.addRow(self.tr("Difficulty:"), self.difficulty)

        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(table)
        left.addWidget(bidding)
        columns.addLayout(left)
        right = QVBoxLayout()
        right.addWidget(self.players_box)
        right.addStretch(1)
        columns.addLayout(right)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(columns)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    def _players_label(self, n: int) -> str:
        return {
            3: self.tr("3 — everyone plays alone"),
            4: self.tr("4 — two teams of partners"),
            5: self.tr("5 — everyone plays alone"),
            6: self.tr("6 — three teams of partners"),
        }[n]

    # ------------------------------------------------------------------ reading it

    def _seat_rows(self) -> None:
        n: int = self.players.currentData()
        teams = {4: 2, 6: 3}.get(n, n)
        for i in range(MAX_BOTS):
            seat = i + 1
            visible = seat < n
            for w in (self.seat_labels[i], self.bot_names[i], self.bot_levels[i]):
                w.setVisible(visible)
            if teams < n and seat % teams == 0:
                self.seat_labels[i].setText(self.tr("Seat {0} (your partner)").format(seat + 1))
            elif teams < n:
                self.seat_labels[i].setText(self.tr("Seat {0} (opponent)").format(seat + 1))
            else:
                self.seat_labels[i].setText(self.tr("Seat {0}").format(seat + 1))
        if hasattr(self, "difficulty"):
            self.difficulty.follow_seats()  # fewer seats may all be at one level now
        self.team_note.setText(
            self.tr("You sit at seat 1; partners sit opposite each other.")
            if teams < n
            else self.tr("You sit at seat 1; everyone plays for himself.")
        )
        self.blind_value.setEnabled(self.blind_nil.isChecked())
        self.blind_behind.setEnabled(self.blind_nil.isChecked())
        self.bag_limit.setEnabled(self.bag_penalty.isChecked())
        self.bag_points.setEnabled(self.bag_penalty.isChecked())

    def rules(self) -> SpadesRules:
        """The chosen rules; ValueError (the engine's reason) if they are impossible."""
        return SpadesRules(
            players=self.players.currentData(),
            direction=self.direction.currentData(),
            blind_nil=self.blind_nil.isChecked(),
            blind_nil_behind=self.blind_behind.value(),
            spades_lead_any_time=self.lead_any.isChecked(),
            bag_penalty=self.bag_penalty.isChecked(),
            bag_limit=self.bag_limit.value(),
            bag_penalty_points=self.bag_points.value(),
            nil_value=self.nil_value.value(),
            blind_nil_value=self.blind_value.value(),
            target=self.target.value(),
            loss_threshold=self.loss.value(),
        )

    def problem(self) -> str | None:
        """Why the settings cannot make a table; None if they can."""
        n = self.players.currentData()
        names = [self.name.text().strip()] + [
            self.bot_names[i].text().strip() for i in range(n - 1)
        ]
        if not all(names):
            return self.tr("Every player needs a name.")
        if len(set(names)) != len(names):
            return self.tr("Two players have the same name.")
        try:
            self._make_config()
        except ValueError as exc:
            return self.tr("These settings cannot be played: {0}").format(exc)
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

    def _make_config(self) -> SpadesConfig:
        rules = self.rules()
        seats = [SeatConfig(self.name.text().strip())]
        for i in range(rules.players - 1):
            seats.append(
                SeatConfig(self.bot_names[i].text().strip(), self.bot_levels[i].currentData())
            )
        config = SpadesConfig(rules, tuple(seats))
        config.validate()
        return config

    def config(self) -> SpadesConfig:
        return self._make_config()

    # ------------------------------------------------------------------ remembering it

    def settings(self) -> dict[str, Any]:
        return {
            "name": self.name.text(),
            "players": self.players.currentData(),
            "direction": self.direction.currentData(),
            "target": self.target.value(),
            "loss_threshold": self.loss.value(),
            "nil_value": self.nil_value.value(),
            "blind_nil": self.blind_nil.isChecked(),
            "blind_nil_value": self.blind_value.value(),
            "blind_nil_behind": self.blind_behind.value(),
            "bag_penalty": self.bag_penalty.isChecked(),
            "bag_limit": self.bag_limit.value(),
            "bag_penalty_points": self.bag_points.value(),
            "spades_lead_any_time": self.lead_any.isChecked(),
            "bot_names": [e.text() for e in self.bot_names],
            "bot_levels": [c.currentData() for c in self.bot_levels],
            **self.difficulty.remember(),
        }

    def load_settings(self, data: dict[str, Any]) -> None:
        """Restore remembered choices; anything missing or odd keeps its default."""
        r = Restorer(data)
        r.text(self.name, "name")
        r.pick(self.players, "players")
        r.pick(self.direction, "direction")
        r.number(self.target, "target")
        r.number(self.loss, "loss_threshold")
        r.number(self.nil_value, "nil_value")
        r.flag(self.blind_nil, "blind_nil")
        r.number(self.blind_value, "blind_nil_value")
        r.number(self.blind_behind, "blind_nil_behind")
        r.flag(self.bag_penalty, "bag_penalty")
        r.number(self.bag_limit, "bag_limit")
        r.number(self.bag_points, "bag_penalty_points")
        r.flag(self.lead_any, "spades_lead_any_time")
        r.bots(self.bot_names, self.bot_levels)
        self._seat_rows()  # the seats in play, before the difficulty looks at them
        self.difficulty.restore(data)
