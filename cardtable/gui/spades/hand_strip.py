"""The player's cards on the bidding practice page: overlapping, sorted by suit with spades
last, drawn from the shared card art at the page's device pixel ratio.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from cardtable.core.cards import Card
from cardtable.gui.common.cardart import CARD_ASPECT, CardPixmapCache
from cardtable.spades.trick_rules import SPADES

FULL_WIDTH = 96
"""The cards' width where the page has the height for them."""
SHORT_WIDTH = 68
"""The cards' width on a short page (1024x700): with the coach's answer under them, the
full-size cards pushed its last lines below a scroll bar."""
TIGHT_WIDTH = 52
"""The cards' width on a short page that also shows a notice (an unreadable progress file),
about as wide as the table draws the person's hand on a 1024x700 screen (92 scene pixels at
0.5675)."""


class HandStrip(QWidget):
    """The player's 13 cards, overlapping, sorted by suit (spades last) and rank."""

    def __init__(self, cache: CardPixmapCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cache = cache
        self.cards: tuple[Card, ...] = ()
        self.four_colour = False
        self.card_width = FULL_WIDTH
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self._height())

    def _height(self) -> int:
        return round(self.card_width * CARD_ASPECT) + 8  # 4 pixels over and under

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(700, self._height())

    def set_card_width(self, width: int) -> None:
        """Draw the cards ``width`` pixels wide, the strip as high as they need."""
        if width != self.card_width:
            self.card_width = width
            self.setMinimumHeight(self._height())
            self.updateGeometry()
            self.update()

    def set_cards(self, cards: tuple[Card, ...]) -> None:
        self.cards = tuple(sorted(cards, key=lambda c: (c.suit == SPADES, c.suit, c.index)))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        if not self.cards:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        step = min(48, (self.width() - self.card_width - 8) / max(1, len(self.cards) - 1))
        total = step * (len(self.cards) - 1) + self.card_width
        x0 = max(4.0, (self.width() - total) / 2)
        for i, card in enumerate(self.cards):
            pixmap = self.cache.pixmap(
                card, self.card_width, self.devicePixelRatioF(), four_colour=self.four_colour
            )
            p.drawPixmap(int(x0 + i * step), 4, pixmap)
        p.end()
