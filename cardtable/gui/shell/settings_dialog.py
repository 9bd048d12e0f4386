"""The Settings dialog: animation speed, card colours, the pause between hands, sounds and
their volume, language, and each registered game's own options (``GuiSpec.options``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QWidget,
)

from cardtable.gui.common.columns import column
from cardtable.gui.common.prefs import MAX_PAUSE, GameOption, Prefs
from cardtable.gui.games import GUI_GAMES


class SettingsDialog(QDialog):
    """Edits ``prefs`` when accepted (``apply()``); the language takes effect on restart."""

    def __init__(self, prefs: Prefs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.setWindowTitle(self.tr("Settings"))
        self.speed = QComboBox(self)
        for key, label in (
            ("off", self.tr("Off")),
            ("fast", self.tr("Fast")),
            ("normal", self.tr("Normal")),
            ("slow", self.tr("Slow")),
        ):
            self.speed.addItem(label, key)
        self.speed.setCurrentIndex(self.speed.findData(prefs.speed_name))
        self.four_colour = QCheckBox(self.tr("Four-colour deck (blue diamonds, green clubs)"), self)
        self.four_colour.setChecked(prefs.four_colour)
        self.back = QComboBox(self)
        self.back.addItem(self.tr("Blue"), "blue")
        self.back.addItem(self.tr("Red"), "red")
        self.back.setCurrentIndex(self.back.findData(prefs.back_colour))
        self.pause = QSpinBox(self)
        self.pause.setRange(-1, MAX_PAUSE)
        self.pause.setSpecialValueText(self.tr("Wait for a click"))
        self.pause.setSuffix(self.tr(" s"))
        self.pause.setValue(prefs.next_hand_pause)
        self.game_options: list[tuple[GameOption, QCheckBox]] = []
        for spec in GUI_GAMES:
            for option in spec.options:
                box = QCheckBox(option.label(), self)
                box.setObjectName(f"option_{spec.name}_{option.key.replace('/', '_')}")
                if option.tooltip is not None:
                    box.setToolTip(option.tooltip())
                box.setChecked(option.get(prefs))
                self.game_options.append((option, box))
        self.sounds = QCheckBox(self.tr("Sounds (M turns them off and on)"), self)
        self.sounds.setChecked(not prefs.muted)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(prefs.volume)
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_label = QLabel(self)
        self.volume.valueChanged.connect(lambda v: self.volume_label.setText(f"{v}%"))
        self.volume_label.setText(f"{prefs.volume}%")
        self.volume_label.setMinimumWidth(self.volume_label.fontMetrics().horizontalAdvance("100%"))
        self.sounds.toggled.connect(self.volume.setEnabled)
        self.volume.setEnabled(self.sounds.isChecked())
        self.language = QComboBox(self)
        self.language.addItem(self.tr("System language"), "system")
        self.language.addItem("English", "en")
        self.language.addItem("한국어", "ko")
        self.language.setCurrentIndex(self.language.findData(prefs.language))

        form = QFormLayout()
        form.addRow(self.tr("Animation speed:"), self.speed)
        form.addRow("", self.four_colour)
        form.addRow(self.tr("Card back:"), self.back)
        form.addRow(self.tr("Next hand after:"), self.pause)
        for _option, box in self.game_options:
            form.addRow("", box)
        form.addRow("", self.sounds)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_label)
        form.addRow(self.tr("Volume:"), volume_row)
        form.addRow(self.tr("Language:"), self.language)
        note = QLabel(self.tr("A new language is used from the next start."), self)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column(self, form, note, buttons)

    def apply(self) -> None:
        """Store the choices in the preferences."""
        self.prefs.speed_name = self.speed.currentData()
        self.prefs.four_colour = self.four_colour.isChecked()
        self.prefs.back_colour = self.back.currentData()
        self.prefs.next_hand_pause = self.pause.value()
        self.prefs.language = self.language.currentData()
        self.prefs.muted = not self.sounds.isChecked()
        self.prefs.volume = self.volume.value()
        for option, box in self.game_options:
            option.set(self.prefs, box.isChecked())
