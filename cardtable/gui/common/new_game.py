"""What every game's new-game dialog shares: the person's name, the computer players (a name
and a level a seat) with one difficulty for all of them, the line that says why the settings
cannot make a table, Start and Cancel, and remembering the last choices.

A game's dialog subclasses ``NewGameDialog`` and supplies its own options (``_build_options``:
rows of the Table box and the boxes below it), how many computer players the options seat,
each computer seat's label, the configuration the options make, and its own remembered
fields. The widgets are made in the order they were before the base existed (name, the game's
options, the computer players, the buttons, the difficulty), so the keyboard's tab order is
unchanged.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
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

from cardtable.core.spec import GameSpec
from cardtable.gui.common.columns import column
from cardtable.gui.common.difficulty import DifficultyChoice
from cardtable.gui.common.named import named_label
from cardtable.gui.common.player_names import person_name, player_name
from cardtable.gui.common.remembered import Restorer
from cardtable.gui.common.words import bot_level_name

translate = QCoreApplication.translate
# An explicit context, "NewGameDialog": self.tr() would look the text up under the subclass's
# name (see session_table.py).


class NewGameDialog(QDialog):
    """``config()`` gives the chosen table once ``exec()`` returned Accepted. ``game`` is the
    game's spec (its bots and default level); ``bot_player_names`` the computer players'
    default names, one a row."""

    game: GameSpec
    bot_player_names: tuple[str, ...]

    def __init__(self, last: dict[str, Any] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self._title())
        self.bots = self.game.bots.names()
        self._build()
        self.load_settings(last or {})
        self._revalidate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        # Qt draws the focus frame only once a key has moved the focus in a window, and
        # clears that mark as the window comes to the front: a player who opened the dialog
        # by keys saw no sign of where they would go (its first box, "Game:") until he
        # pressed Tab. The dialog is worked by keys, so the frame shows once it is in front.
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            QTimer.singleShot(0, self._show_focus)

    def _show_focus(self) -> None:
        """The focus frame on the box that has the focus, as after a key moved it there."""
        self.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
        focused = self.focusWidget()
        if focused is not None:
            focused.update()

    # ------------------------------------------------------------------ the game's part

    def _title(self) -> str:
        raise NotImplementedError

    def _build_options(self, table: QFormLayout) -> list[QGroupBox]:
        """Make the game's options, add its rows to the Table box's ``table`` (below the
        name) and return the boxes shown under it."""
        raise NotImplementedError

    def _bots_in_play(self) -> int:
        """How many computer players the options seat."""
        raise NotImplementedError

    def _seat_label(self, row: int) -> str:
        """The label of computer-player row ``row`` (which seat it is)."""
        raise NotImplementedError

    def _make_config(self) -> Any:
        """The configuration the dialog shows; ValueError (the engine's reason) when it
        cannot be played."""
        raise NotImplementedError

    def _rules_problem(self) -> str | None:
        """A game's own reason the options cannot make a table, checked before the names."""
        return None

    def _refusal(self, exc: ValueError) -> str:
        """The line shown when the engine refuses the configuration."""
        return str(exc)

    def _first_rows(self) -> list[tuple[str, QWidget]]:
        """Rows at the very top, above the difficulty, made before anything else so they come
        first in the tab order (Badugi: cash game or sit-and-go)."""
        return []

    def _players_column(self, columns: QHBoxLayout) -> None:
        """Put the computer players' box beside the options."""
        columns.addWidget(self.players_box)

    def _below_players(self, grid: QGridLayout) -> None:
        """Anything under the computer players' rows (by default the rows stay together at
        the top)."""
        grid.setRowStretch(len(self.bot_player_names), 1)

    def _game_settings(self) -> dict[str, Any]:
        """The game's own remembered choices."""
        return {}

    def _restore(self, r: Restorer) -> None:
        """Restore the game's own remembered choices."""

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
        first = self._first_rows()
        self.name = QLineEdit(translate("NewGameDialog", "You"), self)
        self.name.setMaxLength(20)
        self.name.textChanged.connect(self._revalidate)
        table = QGroupBox(translate("NewGameDialog", "Table"), self)
        form = QFormLayout(table)
        form.addRow(translate("NewGameDialog", "Your name:"), self.name)
        boxes = [table, *self._build_options(form)]

        self.players_box = QGroupBox(translate("NewGameDialog", "Computer players"), self)
        self.players_grid = QGridLayout(self.players_box)
        self.bot_names: list[QLineEdit] = []
        self.bot_levels: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for i, default in enumerate(self.bot_player_names):
            label = QLabel(self)
            name = QLineEdit(player_name(default), self)
            name.setMaxLength(20)
            name.setMinimumWidth(110)  # left to the layout it was squeezed to 28 pixels
            name.textChanged.connect(self._revalidate)
            level = QComboBox(self)
            for b in self.bots:
                level.addItem(bot_level_name(self.game.bots.label(b)), b)
            level.setCurrentIndex(len(self.bots) - 1)  # registered weakest first
            self.players_grid.addWidget(label, i, 0)
            self.players_grid.addWidget(name, i, 1)
            self.players_grid.addWidget(level, i, 2)
            self.seat_labels.append(label)
            self.bot_names.append(name)
            self.bot_levels.append(level)
        self._below_players(self.players_grid)

        self.error = named_label("error", self, wrap=True)
        self.error.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("NewGameDialog", "Start")
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        # One choice for every computer player, first in the dialog (each seat's own level
        # is still there, below): a first game is not five of the strongest bots unasked.
        self.difficulty = DifficultyChoice(
            self.game.bots, self.game.default_level, self.bot_levels, self._bots_in_play, self
        )
        if first:  # Tab goes from the game's first rows to the difficulty under them
            QWidget.setTabOrder(first[-1][1], self.difficulty)
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        for label, widget in first:
            top.addRow(label, widget)
        top.addRow(translate("NewGameDialog", "Difficulty:"), self.difficulty)

        columns = QHBoxLayout()
        left = QVBoxLayout()
        for box in boxes:
            left.addWidget(box)
        columns.addLayout(left)
        self._players_column(columns)
        column(self, top, columns, self.error, self.buttons)

    # ------------------------------------------------------------------ reading it

    def _seat_rows(self) -> None:
        """Show a row for each computer player the options seat, labelled with its seat."""
        n = self._bots_in_play()
        for i, label in enumerate(self.seat_labels):
            label.setText(self._seat_label(i))
            # Said with its seat: five "Medium" boxes read alike (a box's label is its own
            # text to Qt on Windows and macOS, and nothing tied the seat to it on Linux).
            label.setBuddy(self.bot_names[i])
            self.bot_names[i].setAccessibleName(
                translate("NewGameDialog", "{0}: name").format(label.text())
            )
            self.bot_levels[i].setAccessibleName(
                translate("NewGameDialog", "{0}: difficulty").format(label.text())
            )
            for w in (label, self.bot_names[i], self.bot_levels[i]):
                w.setVisible(i < n)
        if hasattr(self, "difficulty"):
            self.difficulty.follow_seats()  # fewer seats may all be at one level now

    def problem(self) -> str | None:
        """Why the settings cannot make a table, in the player's language; None if they can."""
        problem = self._rules_problem()
        if problem is not None:
            return problem
        names = [self.name.text().strip()] + [
            self.bot_names[i].text().strip() for i in range(self._bots_in_play())
        ]
        if not all(names):
            return translate("NewGameDialog", "Every player needs a name.")
        if len(set(names)) != len(names):
            return translate("NewGameDialog", "Two players have the same name.")
        try:
            self._make_config()
        except ValueError as exc:
            return self._refusal(exc)
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

    def config(self) -> Any:
        return self._make_config()

    # ------------------------------------------------------------------ remembering it

    def settings(self) -> dict[str, Any]:
        return {
            "name": self.name.text(),
            **self._game_settings(),
            "bot_names": [e.text() for e in self.bot_names],
            "bot_levels": [c.currentData() for c in self.bot_levels],
            **self.difficulty.remember(),
        }

    def load_settings(self, data: dict[str, Any]) -> None:
        """Restore remembered choices; anything missing or odd keeps its default."""
        r = Restorer(data)
        r.text(self.name, "name")
        self._restore(r)
        r.bots(self.bot_names, self.bot_levels)
        # Names remembered before a language switch: the defaults in this language.
        self.name.setText(person_name(self.name.text()))
        for edit in self.bot_names:
            edit.setText(player_name(edit.text()))
        self._seat_rows()  # the seats in play, before the difficulty looks at them
        self.difficulty.restore(data)
