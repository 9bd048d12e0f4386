"""The start screen: pick a game, or resume the saved one. Trainers get their own row later."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.gui.games import GAMES
from cardtable.gui.spades_coach import coach_title

_STYLE = """
QWidget#startScreen { background: qradialgradient(cx:0.5, cy:0.45, radius:0.9,
    fx:0.5, fy:0.45, stop:0 #1f6e43, stop:1 #0b2e1c); }
QLabel#title { color: #f4efe2; }
QLabel#subtitle { color: #cfe3d4; font-size: 16px; }
QPushButton { color: #f4f4ef; background: #2b3138; border: 1px solid #11161b;
    border-radius: 12px; padding: 14px 26px; font-size: 20px; font-weight: bold; min-width: 200px; }
QPushButton:hover { background: #3a434c; }
QPushButton#resume { background: #b08a2e; color: #1b1405; }
QPushButton#resume:hover { background: #c89d36; }
QPushButton:disabled { background: #2b3138; color: #6d747b; }
"""


class StartScreen(QWidget):
    """Emits ``game_chosen(game)`` or ``resume_requested``."""

    game_chosen = Signal(str)
    resume_requested = Signal()
    trainer_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(_STYLE)
        title = QLabel("cardtable", self)
        title.setObjectName("title")
        font = QFont()
        font.setPixelSize(54)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(self.tr("Badugi and Spades against the computer"), self)
        subtitle.setObjectName("subtitle")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.game_buttons: dict[str, QPushButton] = {}
        games = QHBoxLayout()
        games.addStretch(1)
        for key, entry in GAMES.items():
            button = QPushButton(entry.title(), self)
            button.setObjectName(f"play_{key}")
            button.clicked.connect(lambda _c=False, key=key: self.game_chosen.emit(key))
            games.addWidget(button)
            self.game_buttons[key] = button
        games.addStretch(1)
        self.resume_button = QPushButton(self.tr("Resume saved game"), self)
        self.resume_button.setObjectName("resume")
        self.resume_button.clicked.connect(self.resume_requested)
        resume_row = QHBoxLayout()
        resume_row.addStretch(1)
        resume_row.addWidget(self.resume_button)
        resume_row.addStretch(1)
        # Trainers (draw trainer, bidding coach) will add a row of buttons to this layout.
        self.trainers = QHBoxLayout()
        self.trainers.addStretch(1)
        self.trainers.addStretch(1)
        self.trainer_buttons: dict[str, QPushButton] = {}
        self.add_trainer("draw", self.tr("Draw trainer"))
        self.add_trainer("bidding_coach", coach_title())

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
        layout.addStretch(3)
        self.set_resumable(False)

    def add_trainer(self, key: str, title: str) -> QPushButton:
        """A button in the trainers row (between its two stretches) emitting
        ``trainer_chosen(key)``."""
        button = QPushButton(title, self)
        button.setObjectName(f"trainer_{key}")
        button.clicked.connect(lambda _c=False, key=key: self.trainer_chosen.emit(key))
        self.trainers.insertWidget(self.trainers.count() - 1, button)
        self.trainer_buttons[key] = button
        return button

    def set_resumable(self, on: bool, what: str = "") -> None:
        self.resume_button.setEnabled(on)
        self.resume_button.setVisible(on)
        if what:
            self.resume_button.setText(self.tr("Resume {0}").format(what))
