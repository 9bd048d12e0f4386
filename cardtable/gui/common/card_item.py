"""A card on the table: a QGraphicsObject so animations can move and fade it.

The picture comes from the shared ``CardPixmapCache`` at the size the card is really shown on
screen (scene width × view scale × device pixel ratio), so nothing is rasterised in
``paint()`` and cards stay sharp at any window size.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem

from cardtable.core.cards import Card
from cardtable.gui.common.cardart import CARD_ASPECT

PixmapSource = Callable[[Card | None, float], QPixmap]
"""Gives the pixmap for a card (None: the back) shown ``width`` scene units wide."""

_SHADOWS: dict[tuple[int, int, float], QPixmap] = {}


def shadow_pixmap(card: QPixmap) -> QPixmap:
    """The soft shadow under a card, as a pixmap the card's size: drawn once per size and
    copied after that (an antialiased rounded rectangle per card per frame was the biggest
    cost of repainting a table full of cards)."""
    key = (card.width(), card.height(), card.devicePixelRatio())
    found = _SHADOWS.get(key)
    if found is not None:
        return found
    shadow = QPixmap(card.size())
    shadow.setDevicePixelRatio(card.devicePixelRatio())
    shadow.fill(Qt.GlobalColor.transparent)
    painter = QPainter(shadow)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    w = card.width() / card.devicePixelRatio()
    h = card.height() / card.devicePixelRatio()
    painter.drawRoundedRect(QRectF(0, 0, w, h), w * 0.06, w * 0.06)
    painter.end()
    if len(_SHADOWS) > 64:
        _SHADOWS.clear()
    _SHADOWS[key] = shadow
    return shadow


class CardItem(QGraphicsObject):
    """One card, face up (``card`` set) or face down (``card`` None). Positioned by its
    top-left corner; ``lifted`` raises it (a marked discard), ``counted`` rings it in gold
    (a counted card at showdown), ``dimmed`` greys it (a card that does not play)."""

    clicked = Signal(int)

    def __init__(self, width: float, pixmaps: PixmapSource, slot: int = 0) -> None:
        super().__init__()
        self.width = width
        self.card: Card | None = None
        self.slot = slot
        self.lifted = False
        self.counted = False
        self.dimmed = False
        self._pixmaps = pixmaps
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def height(self) -> float:
        return self.width * CARD_ASPECT

    @property
    def face_up(self) -> bool:
        return self.card is not None

    def set_card(self, card: Card | None) -> None:
        if card is not self.card:
            self.card = card
            self.update()

    def set_width(self, width: float) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width

    def set_marks(
        self, *, lifted: bool = False, counted: bool = False, dimmed: bool = False
    ) -> None:
        if (lifted, counted, dimmed) != (self.lifted, self.counted, self.dimmed):
            self.lifted, self.counted, self.dimmed = lifted, counted, dimmed
            self.update()

    def place(
        self,
        card: Card | None,
        width: float,
        pos: QPointF,
        *,
        lifted: bool = False,
        counted: bool = False,
        dimmed: bool = False,
    ) -> None:
        """The card's whole look at once, shown: face, size, marks, place (a scene's sync
        sets every card each time; one call instead of one per property)."""
        self.set_card(card)
        self.set_width(width)
        self.set_marks(lifted=lifted, counted=counted, dimmed=dimmed)
        self.setPos(pos)
        self.setOpacity(1.0)
        self.show()

    def set_clickable(self, on: bool) -> None:
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(-3, -3, self.width + 6, self.height + 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        rect = QRectF(0, 0, self.width, self.height)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        pixmap = self._pixmaps(self.card, self.width)
        # Both pixmaps hold the on-screen pixel size; drawn into the card's logical rect.
        painter.drawPixmap(rect.translated(2, 3), shadow_pixmap(pixmap), QRectF(pixmap.rect()))
        painter.drawPixmap(QPointF(0, 0), pixmap)
        if self.dimmed:
            painter.setBrush(QColor(20, 30, 25, 120))
            painter.drawRoundedRect(rect, self.width * 0.055, self.width * 0.055)
        if self.counted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 204, 64), max(2.0, self.width * 0.045)))
            r = self.width * 0.07
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), r, r)
        if self.lifted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 120, 60), max(2.0, self.width * 0.035)))
            painter.drawRoundedRect(rect, self.width * 0.06, self.width * 0.06)
        painter.restore()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.slot)
            event.accept()
        else:
            super().mousePressEvent(event)
