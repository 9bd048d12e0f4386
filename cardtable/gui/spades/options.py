"""Spades' own settings (rows of the Settings dialog, through ``GuiSpec.options``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.gui.common.prefs import GameOption

translate = QCoreApplication.translate

ALLOW_UNDO = GameOption(
    "table/allow_undo",
    True,
    lambda: translate("SpadesOptions", "Allow undo (Ctrl+Z) at the Spades table"),
    lambda: translate("SpadesOptions", "A hand played on differently after an undo is "
                      "marked in the history and left out of the bid figures."),
)  # fmt: skip
"""Ctrl+Z takes back the person's last card or bid at the Spades table. On by default: the
table is for playing alone and learning, a mis-click should not cost a hand, and a hand
played on differently after an undo is marked in the history and kept out of the bid
figures, so the record stays honest; a player who wants every hand to count turns it off."""
