"""The start screen: pick a game, resume a saved one (each game keeps its own), open a
trainer, the statistics or the hand history."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.gui.common.focus_ring import ring_rules
from cardtable.gui.common.named import named_label, style_panel
from cardtable.gui.common.shortcuts import focusable, with_keys
from cardtable.gui.games import GUI_GAMES, trainers
from cardtable.gui.shell.game_list import game_titles

_STYLE = """
QWidget#startScreen { background: qradialgradient(cx:0.5, cy:0.45, radius:0.9,
    fx:0.5, fy:0.45, stop:0 #1f6e43, stop:1 #0b2e1c); }
QLabel#title { color: #f4efe2; }
QLabel#subtitle { color: #cfe3d4; font-size: 16px; }
QPushButton { color: #f4f4ef; background: #2b3138; border: 3px solid #11161b;
    border-radius: 12px; padding: 12px 24px; font-size: 20px; font-weight: bold; min-width: 200px; }
QPushButton:hover { background: #3a434c; }
QPushButton[resume="true"] { background: #b08a2e; color: #1b1405; }
QPushButton[resume="true"]:hover { background: #c89d36; }
QPushButton:disabled { background: #2b3138; color: #6d747b; }
""" + ring_rules("QPushButton", 'QPushButton[resume="true"]')


_ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)


class StartScreen(QWidget):
    """Emits ``game_chosen(game)``, ``resume_requested(game)`` or ``trainer_chosen(key)``
    (trainers, and the statistics and history pages)."""

    game_chosen = Signal(str)
    resume_requested = Signal(str)
    trainer_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        style_panel(self, "startScreen", _STYLE)
        self._keys: dict[str, QKeySequence] = {}
        self._last: QPushButton | None = None
        self._latest: str | None = None  # the save played last: its Resume has the focus
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        title = named_label("title", self, "cardtable")
        font = QFont()
        font.setPixelSize(54)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(self.tr("{0} against the computer").format(game_titles()), self)
        subtitle.setObjectName("subtitle")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.game_buttons: dict[str, QPushButton] = {}
        games = QHBoxLayout()
        games.addStretch(1)
        for spec in GUI_GAMES:
            key = spec.name
            button = QPushButton(spec.title(), self)
            button.setObjectName(f"play_{key}")
            focusable(button)
            button.clicked.connect(lambda _c=False, key=key: self.game_chosen.emit(key))
            games.addWidget(button)
            self.game_buttons[key] = button
        games.addStretch(1)
        self.resume_buttons: dict[str, QPushButton] = {}
        resume_row = QHBoxLayout()
        resume_row.addStretch(1)
        for key in [k for spec in GUI_GAMES for k in (spec.name, *dict(spec.save_titles))]:
            button = QPushButton(self)
            button.setObjectName(f"resume_{key}")
            focusable(button)
            button.setProperty("resume", True)
            button.clicked.connect(lambda _c=False, key=key: self.resume_requested.emit(key))
            resume_row.addWidget(button)
            self.resume_buttons[key] = button
        resume_row.addStretch(1)
        # Each game's practice pages (the draw trainer, the bidding coach) in one row.
        self.trainers = QHBoxLayout()
        self.trainers.addStretch(1)
        self.trainers.addStretch(1)
        self.trainer_buttons: dict[str, QPushButton] = {}
        for _spec, entry in trainers():
            self.add_trainer(entry.key, entry.title())

        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(36)
        layout.addLayout(games)
        layout.addSpacing(18)
        layout.addLayout(resume_row)
        layout.addSpacing(18)
        layout.addLayout(self.trainers)
        layout.addSpacing(18)
        self.records = QHBoxLayout()
        self.records.addStretch(1)
        self.records.addStretch(1)
        layout.addLayout(self.records)
        layout.addStretch(3)
        self.set_resumable([])
        for button in (*self.game_buttons.values(), *self.resume_buttons.values()):
            button.installEventFilter(self)  # the page buttons get it as they are added

    def _buttons(self) -> list[QPushButton]:
        return [*self.game_buttons.values(), *self.resume_buttons.values(),
                *self.trainer_buttons.values()]  # fmt: skip

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """The arrow keys move between the buttons as they stand on the screen. A push
        button's own arrows go to the previous or next button in the tab order, so Down from
        the top right button went to the row's left button below it, and Up from the
        bidding coach to the draw trainer beside it."""
        if event.type() == QEvent.Type.KeyPress and isinstance(watched, QPushButton):
            assert isinstance(event, QKeyEvent)
            arrow = Qt.Key(event.key())
            if arrow in _ARROWS:
                target = self.arrow_target(watched, arrow)
                if target is not None:
                    target.setFocus(Qt.FocusReason.TabFocusReason)
                return True  # at an edge the focus stays (it wrapped to the first button)
        return super().eventFilter(watched, event)

    def arrow_target(self, current: QPushButton, key: Qt.Key) -> QPushButton | None:
        """The button an arrow key moves to from ``current``: Left and Right the nearest
        in its row that way; Up and Down the nearest row that way, and in it the button
        closest under or over ``current``. None where there is none (the focus stays)."""
        here = current.geometry().center()
        others = [b for b in self._buttons() if b is not current and b.isVisible()
                  and b.isEnabled()]  # fmt: skip
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            sign = -1 if key == Qt.Key.Key_Left else 1
            row = [b for b in others if b.geometry().center().y() == here.y()
                   and (b.geometry().center().x() - here.x()) * sign > 0]  # fmt: skip
            return min(row, key=lambda b: abs(b.geometry().center().x() - here.x()), default=None)
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            sign = -1 if key == Qt.Key.Key_Up else 1
            ahead = [b for b in others if (b.geometry().center().y() - here.y()) * sign > 0]
            return min(
                ahead,
                key=lambda b: (abs(b.geometry().center().y() - here.y()),
                               abs(b.geometry().center().x() - here.x())),  # fmt: skip
                default=None,
            )
        return None  # not an arrow

    def add_trainer(self, key: str, title: str) -> QPushButton:
        """A button in the trainers row (between its two stretches) emitting
        ``trainer_chosen(key)``."""
        return self._page_button(self.trainers, key, title)

    def add_record_page(self, key: str, title: str) -> QPushButton:
        """A button in the row under the trainers (statistics, history), also emitting
        ``trainer_chosen(key)``."""
        return self._page_button(self.records, key, title)

    def _page_button(self, row: QHBoxLayout, key: str, title: str) -> QPushButton:
        button = QPushButton(title, self)
        button.setObjectName(f"trainer_{key}")
        focusable(button)
        button.clicked.connect(lambda _c=False, key=key: self.trainer_chosen.emit(key))
        row.insertWidget(row.count() - 1, button)
        self.trainer_buttons[key] = button
        button.installEventFilter(self)
        self._tip(button)
        return button

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if isinstance(new, QPushButton) and new.parent() is self:
            self._last = new

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        """Back from a table or a page, the focus returns to the button that opened it, as
        a keyboard player expects (it went to the first button, or nowhere). After the
        page switch has placed the focus itself, hence the zero timer."""
        super().showEvent(event)
        QTimer.singleShot(0, self._restore_focus)

    def _restore_focus(self) -> None:
        last = self._last
        if not self.isVisible():
            return
        if last is None:  # at launch: the game played last is the one most likely gone on with
            waiting = [b for b in self.resume_buttons.values() if b.isVisible()]
            latest = self.resume_buttons.get(self._latest or "")
            if latest is not None and latest.isVisible():
                latest.setFocus(Qt.FocusReason.OtherFocusReason)
            elif waiting:
                waiting[0].setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if last.isVisible() and last.isEnabled():
            last.setFocus(Qt.FocusReason.OtherFocusReason)
        else:  # a Resume button gone with its game: the first game's button
            next(iter(self.game_buttons.values())).setFocus(Qt.FocusReason.OtherFocusReason)

    def show_keys(self, keys: dict[str, QKeySequence]) -> None:
        """The window's keys for the buttons, by button name ("resume_badugi": Ctrl+1): each
        button's tool tip names its key."""
        self._keys = dict(keys)
        for button in self._buttons():
            self._tip(button)

    def _tip(self, button: QPushButton) -> None:
        key = self._keys.get(button.objectName())
        button.setToolTip(with_keys(button.text(), [key] if key is not None else []))

    def back_from(self, key: str) -> None:
        """Back from the table of save ``key``, kept to resume: its Resume button has the
        focus next. The button that had opened the table may be another save's (a cash
        table resumed, a sit-and-go begun from it and left): Enter there went on with the
        game the player had not just left."""
        button = self.resume_buttons.get(key)
        if button is not None:
            self._last = button

    def set_resumable(self, games: Sequence[tuple[str, str]], latest: str | None = None) -> None:
        """Show a Resume button for each ``(game, title)`` with a saved game; ``latest``, the
        save played last, has the focus at launch."""
        self._latest = latest
        titles = dict(games)
        for key, button in self.resume_buttons.items():
            on = key in titles
            button.setVisible(on)
            button.setEnabled(on)
            if on:
                button.setText(self.tr("Resume {0}").format(titles[key]))
                self._tip(button)
