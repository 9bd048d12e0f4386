"""The sit-and-go part of the Badugi new-game dialog: the blind schedule (a preset, then
editable: the big blinds, hands per level, the level antes start at) and the prize table
(by entrants, or one chosen, editable). The dialog's seats, betting and draws are shared
with the cash game; ``config`` builds the ``TournamentConfig``."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from cardtable.badugi.tournament.engine import TournamentConfig
from cardtable.badugi.tournament.prizes import NAMED_TABLES, default_payouts
from cardtable.badugi.tournament.schedule import PRESET_ANTE_FROM, BlindSchedule
from cardtable.gui.badugi import tournament_text as words
from cardtable.gui.common.remembered import Restorer

DEFAULT_STACK = 1500


class TournamentBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Sit-and-go"))
        self.preset = QComboBox(self)
        self.preset.addItem(self.tr("Regular (10 hands a level)"), "regular")
        self.preset.addItem(self.tr("Turbo (5 hands a level)"), "turbo")
        self.blinds = QLineEdit(self)
        self.blinds.setAccessibleName(self.tr("Big blinds by level"))
        self.blinds.setToolTip(
            self.tr("The big blind of each level, separated by commas (the small blind is "
                    "half of it; past the last level the blinds double every level).")
        )  # fmt: skip
        self.hands = QSpinBox(self)
        self.hands.setRange(1, 1000)
        self.ante_from = QSpinBox(self)
        self.ante_from.setRange(0, 60)
        self.ante_from.setSpecialValueText(self.tr("No antes"))
        self.ante_from.setValue(PRESET_ANTE_FROM)
        self.prizes = QComboBox(self)
        self.prizes.addItem(self.tr("By the number of players"), "auto")
        for key, table in NAMED_TABLES.items():
            self.prizes.addItem(words.payouts_text(table), key)
        self.prizes.addItem(self.tr("My own"), "own")
        self.own_prizes = QLineEdit(self)
        self.own_prizes.setAccessibleName(self.tr("Prizes in percent by place"))
        self.own_prizes.setPlaceholderText("50, 30, 20")
        self.paid = QLabel(self)
        self.paid.setAccessibleName(self.tr("Prizes paid"))
        self.entrants = 6
        form = QFormLayout(self)
        form.addRow(self.tr("Blind schedule:"), self.preset)
        form.addRow(self.tr("Big blinds:"), self.blinds)
        form.addRow(self.tr("Hands per level:"), self.hands)
        form.addRow(self.tr("Antes from level:"), self.ante_from)
        form.addRow(self.tr("Prizes:"), self.prizes)
        form.addRow(self.tr("Prizes (%):"), self.own_prizes)
        form.addRow(self.tr("Paid:"), self.paid)
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        self.prizes.currentIndexChanged.connect(self._prizes_chosen)
        self._preset_chosen()
        self._prizes_chosen()

    def _preset_chosen(self) -> None:
        name = self.preset.currentData()
        schedule = BlindSchedule.preset(name)
        self.blinds.setText(", ".join(str(b) for b in schedule.big_blinds))
        self.blinds.setCursorPosition(0)  # the first levels in view, not the list's tail
        self.hands.setValue(schedule.hands_per_level)

    def _prizes_chosen(self) -> None:
        self.own_prizes.setEnabled(self.prizes.currentData() == "own")
        self._show_paid()

    def set_entrants(self, entrants: int) -> None:
        """The seats chosen: the prizes paid follow them (by the number of players)."""
        self.entrants = entrants
        self._show_paid()

    def _show_paid(self) -> None:
        """What the places are paid for the seats chosen, so "by the number of players"
        is not read off the example in the greyed box."""
        try:
            table = self.payouts(self.entrants)
        except ValueError:
            self.paid.setText("—")
            return
        self.paid.setText(words.paid_text(table))

    def payouts(self, entrants: int) -> tuple[int, ...]:
        key = self.prizes.currentData()
        if key == "auto":
            return default_payouts(entrants)
        if key == "own":
            try:
                return tuple(int(x) for x in self.own_prizes.text().replace("/", ",").split(","))
            except ValueError as exc:
                raise ValueError(
                    self.tr("Write the prizes as whole percents by place, such as 65, 35.")
                ) from exc
        return NAMED_TABLES[key]

    def schedule(self) -> BlindSchedule:
        try:
            bbs = tuple(int(x) for x in self.blinds.text().split(",") if x.strip())
        except ValueError as exc:
            raise ValueError(
                self.tr("Write the big blinds as whole numbers separated by commas.")
            ) from exc
        return BlindSchedule(bbs, self.hands.value(), self.ante_from.value())

    def config(self, entrants: int, structure: str, draws: int, stack: int) -> TournamentConfig:
        """ValueError, in words, for a tournament that cannot be played."""
        return TournamentConfig(
            entrants, structure, draws, stack, self.schedule(), self.payouts(entrants)
        )

    def settings(self) -> dict[str, Any]:
        return {
            "preset": self.preset.currentData(),
            "big_blinds": self.blinds.text(),
            "hands_per_level": self.hands.value(),
            "ante_from": self.ante_from.value(),
            "prizes": self.prizes.currentData(),
            "own_prizes": self.own_prizes.text(),
        }

    def load_settings(self, data: dict[str, Any]) -> None:
        r = Restorer(data)
        r.pick(self.preset, "preset")
        r.text(self.blinds, "big_blinds")
        self.blinds.setCursorPosition(0)
        r.number(self.hands, "hands_per_level")
        r.number(self.ante_from, "ante_from")
        r.pick(self.prizes, "prizes")
        r.text(self.own_prizes, "own_prizes")


