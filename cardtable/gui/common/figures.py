"""How the history pages write figures, shared by the shell and each game's statistics tab
and replay board: the figure tile, percentages and signed numbers, chips, points and hands
counted in words, and cards as coloured text."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QSizePolicy, QWidget

from cardtable.core.cards import Card
from cardtable.gui.common.columns import column
from cardtable.gui.common.named import named_label

translate = QCoreApplication.translate

class Tile(QFrame):
    """A figure with its caption and a detail line ("54%" / "Win rate" / "27 of 50 hands")."""

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tile")
        self.value = named_label("tileValue", self, "–")
        self.caption = named_label("tileCaption", self, caption, wrap=True)
        self.detail = named_label("tileDetail", self, "", wrap=True)
        col = column(self, self.value, self.caption, self.detail, margins=(12, 8, 12, 8), spacing=2)
        col.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def show_figure(self, value: str, detail: str = "") -> None:
        self.value.setText(value)
        self.detail.setText(detail)


def percent(p: float | None) -> str:
    return "–" if p is None else f"{100 * p:.0f}%"


def grouped(amount: int) -> str:
    """A chip amount as the table writes it: grouped ("1,480"), on the plates' stacks, the
    chip pills, the log and the buttons alike ("Raise to 1480" beside a stack of "1,500"
    read as two ways to write a number)."""
    return f"{amount:,}"


def signed(value: float | None, digits: int = 0) -> str:
    """Signed and grouped, "+12" or "-1,228", as the table writes its stacks (the
    history's "-1228 chips" stood beside a table that wrote "1,228")."""
    if value is None:
        return "–"
    return f"{value:+,.{digits}f}" if digits else f"{value:+,d}"


def chips_text(net: int) -> str:
    """"+12 chips", "-1 chip" (signed: what the hand or sitting won or lost)."""
    if abs(net) == 1:
        return translate("Records", "{0} chip").format(signed(net))
    return translate("Records", "{0} chips").format(signed(net))


def points_text(net: int) -> str:
    if abs(net) == 1:
        return translate("Records", "{0} point").format(signed(net))
    return translate("Records", "{0} points").format(signed(net))


def hands_text(count: int) -> str:
    if count == 1:
        return translate("Records", "1 hand")
    return translate("Records", "{0} hands").format(count)


_TWO_COLOUR_TEXT = ("#f4f4ef", "#ff8a80", "#ff8a80", "#f4f4ef")  # clubs, diamonds, hearts, spades
_FOUR_COLOUR_TEXT = ("#8ee08e", "#8ab8ff", "#ff8a80", "#f4f4ef")
"""Light inks for the dark panels, in the deck's colours: the four-colour deck's green clubs
and blue diamonds (``card_glyphs``' inks are for white card faces)."""


def cards_html(cards: Sequence[Card], four_colour: bool = False) -> str:
    """Cards with their suit symbols: hearts and diamonds in red, or in the four-colour
    deck's colours when the player chose it (the replayer ignored that choice)."""
    inks = _FOUR_COLOUR_TEXT if four_colour else _TWO_COLOUR_TEXT
    parts = []
    for card in cards:
        parts.append(f'<span style="color:{inks[int(card.suit)]}">{card.symbol_text}</span>')
    return " ".join(parts)
