"""One "Difficulty" choice for every computer player at the top of a new-game dialog.

Every seat used to start at the strongest bot, chosen seat by seat further down the dialog:
a first-time player met five ``hard`` opponents without being asked. The choice here sets
all the seats at once and starts at the game's ``default_level`` (Medium); a seat set on
its own makes it read "Mixed (set per player)". Both new-game dialogs use it, and it is
remembered with their other choices (``remember``/``restore``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSignalBlocker
from PySide6.QtWidgets import QComboBox, QWidget

from cardtable.core.bots import BotMenu
from cardtable.gui.common.words import bot_level_name

MIXED = "mixed"
OLD_DEFAULT = "hard"
"""What every seat was before the choice existed: remembered levels all at it were never
chosen, so they give way to the default."""


class DifficultyChoice(QComboBox):
    """The levels of ``bots`` (weakest first) plus "Mixed". ``seats`` are the per-seat
    boxes; ``in_play()`` how many of them the table uses now (the rest are hidden)."""

    def __init__(
        self,
        bots: BotMenu,
        default: str,
        seats: Sequence[QComboBox],
        in_play: Callable[[], int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("difficulty")
        self.seats = list(seats)
        self.in_play = in_play
        self.default = default
        for name in bots.names():
            self.addItem(bot_level_name(bots.label(name)), name)
        self.addItem(QCoreApplication.translate("Difficulty", "Mixed (set per player)"), MIXED)
        tip = QCoreApplication.translate(
            "Difficulty", "How strong all the computer players are; each can be set below."
        )
        self.setToolTip(tip)
        self.setAccessibleName(QCoreApplication.translate("Difficulty", "Difficulty"))
        self.setAccessibleDescription(tip)
        self.activated.connect(self._chosen)
        for box in self.seats:
            box.currentIndexChanged.connect(self.follow_seats)
        self.set_level(default)

    def level(self) -> str:
        return str(self.currentData())

    def set_level(self, level: str) -> None:
        """Every seat to ``level`` (a bot's name; MIXED leaves the seats as they are)."""
        if level != MIXED and self.findData(level) < 0:
            level = self.default
        if level != MIXED:
            for box in self.seats:
                index = box.findData(level)
                if index >= 0:
                    box.setCurrentIndex(index)
        self.follow_seats()

    def _chosen(self, index: int) -> None:
        level = self.itemData(index)
        if level != MIXED:
            self.set_level(level)
        else:
            self.follow_seats()

    def follow_seats(self) -> None:
        """Show the level the seats in play share, or Mixed when they differ."""
        levels = {box.currentData() for box in self.seats[: self.in_play()]}
        shown = levels.pop() if len(levels) == 1 else MIXED
        with QSignalBlocker(self):
            self.setCurrentIndex(max(0, self.findData(shown)))

    # ------------------------------------------------------------------ remembering

    def remember(self) -> dict[str, Any]:
        return {"difficulty": self.level()}

    def restore(self, data: Mapping[str, Any]) -> None:
        """After the seats' remembered levels are set: the remembered difficulty; when
        there is none (settings from before the choice existed), the default, unless
        the seats were set differently from the old all-``hard`` default."""
        level = data.get("difficulty") if isinstance(data, Mapping) else None
        if isinstance(level, str) and (level == MIXED or self.findData(level) >= 0):
            self.set_level(level)
            return
        levels = {box.currentData() for box in self.seats[: self.in_play()]}
        self.set_level(self.default if levels <= {OLD_DEFAULT} else MIXED)
