"""The new-game dialog for Badugi: every table setting the engine has, with sensible
defaults (six seats, you and five of the strongest bots, fixed limit 1/2, 200 chips) so one
click starts a game. Impossible settings are explained in words and the OK button waits.
What every game's dialog shares is ``gui.common.new_game``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable.badugi.rules import STRUCTURES, BadugiRules
from cardtable.badugi.session import BadugiConfig
from cardtable.badugi.spec import SPEC
from cardtable.badugi.tournament.session import TournamentSetup
from cardtable.core.session import SeatConfig
from cardtable.gui.badugi import text
from cardtable.gui.badugi.tournament_setup import DEFAULT_STACK, TournamentBox
from cardtable.gui.common.new_game import NewGameDialog
from cardtable.gui.common.remembered import Restorer, Setting, current
from cardtable.gui.common.words import plural

BOT_PLAYER_NAMES = ("Mina", "Jisoo", "Tom", "Ana", "Leo", "Yuna", "Sam", "Hana")


class BadugiNewGameDialog(NewGameDialog):
    """``config()`` gives the chosen table once ``exec()`` returned Accepted."""

    game = SPEC
    bot_player_names = BOT_PLAYER_NAMES

    def _title(self) -> str:
        return self.tr("New Badugi game")

    # ------------------------------------------------------------------ widgets

    def _first_rows(self) -> list[tuple[str, QWidget]]:
        # A cash table or a sit-and-go (badugi.tournament): the seats, betting and draws
        # are shared; a sit-and-go has its schedule and prizes instead of fixed blinds.
        self.kind = QComboBox(self)
        self.kind.addItem(self.tr("Cash game"), "cash")
        self.kind.addItem(self.tr("Sit-and-go tournament"), "tournament")
        return [(self.tr("&Game:"), self.kind)]

    def _build_options(self, table: QFormLayout) -> list[QGroupBox]:
        self.seats = QSpinBox(self)
        self.seats.setRange(2, 8)
        self.seats.setValue(6)
        self.your_seat = QSpinBox(self)
        self.your_seat.setRange(1, 6)
        # Made before the stakes' widgets: Tab goes in the order they are made, and the
        # starting chips sit in the table's rows, under your seat.
        self.stack = QSpinBox(self)
        self.stack.setRange(2, 1000000)
        self.stack.setValue(200)
        self.stack.setSingleStep(50)
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
        self.tournament = TournamentBox(self)

        table.addRow(self.tr("Seats:"), self.seats)
        table.addRow(self.tr("Your seat:"), self.your_seat)
        table.addRow(self.tr("Starting chips:"), self.stack)

        stakes = QGroupBox(self.tr("Stakes"), self)
        form2 = QFormLayout(stakes)
        form2.addRow(self.tr("Betting:"), self.structure)
        blinds = QHBoxLayout()
        # Two boxes behind one label: each named, not both read as "Stakes".
        self.small_blind.setAccessibleName(QCoreApplication.translate("BadugiText", "Small blind"))
        self.big_blind.setAccessibleName(QCoreApplication.translate("BadugiText", "Big blind"))
        blinds.addWidget(self.small_blind)
        blinds.addWidget(QLabel("/", self))
        blinds.addWidget(self.big_blind)
        form2.addRow(self.tr("Blinds (small / big):"), blinds)
        form2.addRow(self.tr("Raises per round (fixed limit):"), self.max_raises)
        form2.addRow("", self.uncapped)
        form2.addRow(self.tr("Draws:"), self.draws)
        form2.addRow(self.tr("Most cards in draw 2 (lunch):"), self.limit2)
        form2.addRow(self.tr("Most cards in draw 3 (dinner):"), self.limit3)

        for w in (self.seats, self.your_seat, self.small_blind, self.big_blind, self.stack,
                  self.max_raises):
            w.valueChanged.connect(self._revalidate)
        for c in (self.structure, self.draws, self.limit2, self.limit3):
            c.currentIndexChanged.connect(self._revalidate)
        self.structure.currentIndexChanged.connect(self._structure_changed)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        for w in (self.tournament.blinds, self.tournament.own_prizes):
            w.textChanged.connect(self._revalidate)
        for c in (self.tournament.prizes, self.tournament.preset):
            c.currentIndexChanged.connect(self._revalidate)
        self.seats.valueChanged.connect(self.tournament.set_entrants)
        self.tournament.own_prizes.textChanged.connect(lambda _: self.tournament.set_entrants(
            self.seats.value()))  # fmt: skip
        self.tournament.set_entrants(self.seats.value())
        for s in (self.tournament.hands, self.tournament.ante_from):
            s.valueChanged.connect(self._revalidate)
        return [stakes]

    def _players_column(self, columns: QHBoxLayout) -> None:
        right = QVBoxLayout()  # the sit-and-go's box under the players: the dialog fits 700
        right.addWidget(self.players_box, 1)
        right.addWidget(self.tournament)
        columns.addLayout(right)

    def _limit_box(self) -> QComboBox:
        box = QComboBox(self)
        box.addItem(self.tr("Any (up to 4)"), None)
        box.addItem(self.tr("None (stand pat)"), 0)
        for k in range(1, 4):  # a bare "1", "2", "3" did not say what was counted
            box.addItem(plural(k, self.tr("{0} card"), self.tr("{0} cards")), k)
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

    def _bots_in_play(self) -> int:
        return self.seats.value() - 1

    def _seat_label(self, row: int) -> str:
        """The computer players sit in the seats other than yours, in order."""
        seat = row if row < self.your_seat.value() - 1 else row + 1
        return self.tr("Seat {0}").format(seat + 1)

    def _seat_rows(self) -> None:
        self.your_seat.setMaximum(self.seats.value())
        super()._seat_rows()
        sng = self.is_tournament
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

    def _rules_problem(self) -> str | None:
        sb, bb = self.small_blind.value(), self.big_blind.value()
        if self.is_tournament:
            sb, bb = 1, 2  # the schedule's blinds, checked with the tournament itself
        if sb > bb:
            return self.tr("The small blind cannot be larger than the big blind.")
        if self.structure.currentData() == "fixed" and sb * 2 != bb:
            return self.tr("In fixed limit the small blind must be exactly half the big blind.")
        if self.stack.value() < bb:
            return self.tr("Starting chips must cover at least the big blind.")
        return None

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

    def _remembered_widgets(self) -> dict[str, Setting]:
        """The widgets remembered by name, in the order they are restored: the kind before
        the stack (choosing a kind moves a default stack), the big blind before the small
        (the structure's change sets the small blind from the big)."""
        return {
            "seats": self.seats,
            "your_seat": self.your_seat,
            "kind": self.kind,
            "structure": self.structure,
            "big_blind": self.big_blind,
            "small_blind": self.small_blind,
            "max_raises": self.max_raises,
            "uncapped": self.uncapped,
            "draws": self.draws,
            "limit2": self.limit2,
            "limit3": self.limit3,
            "stack": self.stack,
        }

    def _game_settings(self) -> dict[str, Any]:
        settings = {key: current(widget) for key, widget in self._remembered_widgets().items()}
        return {**settings, "tournament": self.tournament.settings()}

    def _restore(self, r: Restorer) -> None:
        for key, widget in self._remembered_widgets().items():
            r.setting(widget, key)
        tournament = r.data.get("tournament")  # the sit-and-go's own box, as it was left
        self.tournament.load_settings(tournament if isinstance(tournament, dict) else {})
