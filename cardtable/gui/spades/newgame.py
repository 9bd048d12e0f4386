"""The new-game dialog for Spades: every option of the rules engine, with the standard game
as default (four players, you and your partner against two, three computer players at the
strongest level, 500 to win) so one click starts. Settings the engine refuses are explained
with the engine's own reason and the Start button waits until they are fixed. What every
game's dialog shares is ``gui.common.new_game``."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
)

from cardtable.core.session import SeatConfig
from cardtable.gui.common.new_game import NewGameDialog
from cardtable.gui.common.remembered import Restorer, Setting, current
from cardtable.gui.spades import text
from cardtable.spades import CLOCKWISE, COUNTERCLOCKWISE, SpadesRules
from cardtable.spades.session import SpadesConfig
from cardtable.spades.spec import SPEC

BOT_PLAYER_NAMES = ("Mina", "Tom", "Jisoo", "Ana", "Leo")
MAX_BOTS = 5


class SpadesNewGameDialog(NewGameDialog):
    """``config()`` gives the chosen table once ``exec()`` returned Accepted."""

    game = SPEC
    bot_player_names = BOT_PLAYER_NAMES

    def _title(self) -> str:
        return self.tr("New Spades game")

    # ------------------------------------------------------------------ widgets

    def _build_options(self, table: QFormLayout) -> list[QGroupBox]:
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

        table.addRow(self.tr("Players:"), self.players)
        table.addRow(self.tr("Direction of play:"), self.direction)
        table.addRow(self.tr("Points to win:"), self.target)
        self.loss_label = QLabel(self.tr("A team loses at:"), self)
        table.addRow(self.loss_label, self.loss)

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
        return [bidding]

    def _below_players(self, grid: QGridLayout) -> None:
        self.team_note = QLabel(self)
        self.team_note.setWordWrap(True)
        grid.addWidget(self.team_note, MAX_BOTS, 0, 1, 3)

    def _players_column(self, columns: QHBoxLayout) -> None:
        right = QVBoxLayout()
        right.addWidget(self.players_box)
        right.addStretch(1)
        columns.addLayout(right)

    def _players_label(self, n: int) -> str:
        return {
            3: self.tr("3 — everyone plays alone"),
            4: self.tr("4 — two teams of partners"),
            5: self.tr("5 — everyone plays alone"),
            6: self.tr("6 — three teams of partners"),
        }[n]

    # ------------------------------------------------------------------ reading it

    def _teams(self) -> int:
        n: int = self.players.currentData()
        return {4: 2, 6: 3}.get(n, n)

    def _bots_in_play(self) -> int:
        return self.players.currentData() - 1

    def _seat_label(self, row: int) -> str:
        seat = row + 1
        teams = self._teams()
        if teams < self.players.currentData() and seat % teams == 0:
            return self.tr("Seat {0} (your partner)").format(seat + 1)
        if teams < self.players.currentData():
            return self.tr("Seat {0} (opponent)").format(seat + 1)
        return self.tr("Seat {0}").format(seat + 1)

    def _seat_rows(self) -> None:
        super()._seat_rows()
        partners = self._teams() < self.players.currentData()
        self.team_note.setText(
            self.tr("You sit at seat 1; partners sit opposite each other.")
            if partners
            else self.tr("You sit at seat 1; everyone plays alone.")
        )
        # At three and five players there are no teams: the threshold is each player's.
        self.loss_label.setText(
            self.tr("A team loses at:") if partners else self.tr("A player loses at:")
        )
        self.blind_value.setEnabled(self.blind_nil.isChecked())
        self.blind_behind.setEnabled(self.blind_nil.isChecked())
        self.bag_limit.setEnabled(self.bag_penalty.isChecked())
        self.bag_points.setEnabled(self.bag_penalty.isChecked())

    def rules(self) -> SpadesRules:
        """The chosen rules; ValueError (the engine's reason) if they are impossible. The
        remembered settings are exactly the rules' fields, read from the widgets once."""
        return SpadesRules(**self._game_settings())

    def _refusal(self, exc: ValueError) -> str:
        return self.tr("These settings cannot be played: {0}").format(exc)

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

    def _rule_widgets(self) -> dict[str, Setting]:
        """The widget of each rule, by the rules' field name: the remembered settings are the
        rules' fields, so one table serves ``rules()``, remembering and restoring."""
        return {
            "players": self.players,
            "direction": self.direction,
            "target": self.target,
            "loss_threshold": self.loss,
            "nil_value": self.nil_value,
            "blind_nil": self.blind_nil,
            "blind_nil_value": self.blind_value,
            "blind_nil_behind": self.blind_behind,
            "bag_penalty": self.bag_penalty,
            "bag_limit": self.bag_limit,
            "bag_penalty_points": self.bag_points,
            "spades_lead_any_time": self.lead_any,
        }

    def _game_settings(self) -> dict[str, Any]:
        return {key: current(widget) for key, widget in self._rule_widgets().items()}

    def _restore(self, r: Restorer) -> None:
        for key, widget in self._rule_widgets().items():
            r.setting(widget, key)
