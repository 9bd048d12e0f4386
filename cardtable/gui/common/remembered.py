"""Restoring a dialog's remembered choices from a JSON object that may be old or damaged.

Both new-game dialogs keep their last choices in QSettings as JSON; a value that is missing,
of the wrong type or no longer offered must leave the widget at its default rather than fail,
so every setter here checks before it sets.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

Setting = QComboBox | QSpinBox | QCheckBox
"""A widget that holds one remembered value: a list's chosen entry, a number, a tick."""


def current(widget: Setting) -> Any:
    """What ``widget`` holds now, as it is remembered: a list's chosen data, a box's number
    or whether it is ticked."""
    if isinstance(widget, QComboBox):
        return widget.currentData()
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    return widget.value()


class Restorer:
    """Sets widgets from ``data`` where its values fit them."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data if isinstance(data, Mapping) else {}

    def pick(self, box: QComboBox, key: str) -> None:
        """Select the entry whose data is ``data[key]``, if there is one."""
        i = box.findData(self.data.get(key))
        if i >= 0:
            box.setCurrentIndex(i)

    def number(self, spin: QSpinBox, key: str) -> None:
        value = self.data.get(key)
        if (
            isinstance(value, int)
            and not isinstance(value, bool)
            and spin.minimum() <= value <= spin.maximum()  # 10**30 would overflow the box
        ):
            spin.setValue(value)

    def flag(self, box: QCheckBox, key: str) -> None:
        value = self.data.get(key)
        if isinstance(value, bool):
            box.setChecked(value)

    def setting(self, widget: Setting, key: str) -> None:
        """``pick``, ``number`` or ``flag``, as ``widget`` is a list, a number or a tick."""
        if isinstance(widget, QComboBox):
            self.pick(widget, key)
        elif isinstance(widget, QCheckBox):
            self.flag(widget, key)
        else:
            self.number(widget, key)

    def text(self, edit: QLineEdit, key: str) -> None:
        """Non-blank text only: an empty name would leave the seat unnamed."""
        value = self.data.get(key)
        if isinstance(value, str) and value.strip():
            edit.setText(value)

    def bots(self, names: Sequence[QLineEdit], levels: Sequence[QComboBox]) -> None:
        """The computer players' names and strengths, as far as there are seats for them."""
        given = self.data.get("bot_names")
        for edit, name in zip(names, given if isinstance(given, list) else [], strict=False):
            if isinstance(name, str) and name.strip():
                edit.setText(name)
        given = self.data.get("bot_levels")
        for box, level in zip(levels, given if isinstance(given, list) else [], strict=False):
            i = box.findData(level)
            if i >= 0:
                box.setCurrentIndex(i)
