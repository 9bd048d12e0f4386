"""The player's cards on the bidding practice page: overlapping, sorted by suit with spades
last, drawn from the shared card art at the page's device pixel ratio.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from cardtable.core.cards import Card
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.spades.trick_rules import SPADES


class HandStrip(QWidget):
    """The player's 13 cards, overlapping, sorted by suit (spades last) and rank."""

    def __init__(self, cache: CardPixmapCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cache = cache
        self.cards: tuple[Card, ...] = ()
        self.four_colour = False
        self.card_width = 96
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(150)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(700, 150)

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
