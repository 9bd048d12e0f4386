"""Badugi's own settings (rows of the Settings dialog, through ``GuiSpec.options``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.gui.common.prefs import GameOption

translate = QCoreApplication.translate

SHOW_ODDS = GameOption(
    "table/show_odds",
    False,
    lambda: translate("BadugiOptions", "Show draw odds at the Badugi table"),
)
"""The odds panel at the Badugi table (the person's own hand only); off by default."""
