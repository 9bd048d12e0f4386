"""A seat's name plate: name, chips behind, and one status line (last action, draw, result)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem

from cardtable.gui.common.figures import grouped

PLATE_W = 184.0
PLATE_H = 68.0

NAME_PX = 20
STATUS_PX = 22
"""The plate's name and chips, and its status line, in scene pixels where they fit. The felt
is drawn at about 0.58 of its size at 1024x700: the status line ("Bid 2", "Bid 2 · Tricks
1") is then about 12.7 px high, as the table's other text (17 px came out about 9 px,
issue 26, defect 6)."""
STATUS_MIN_PX = 14
STACK_MIN_PX = 17


ACTIVE_MARK = "▶"
"""Before the status line of the seat to act: its turn told by a shape, not the ring's gold
alone."""


class SeatItem(QGraphicsObject):
    """Centred on its position. ``active`` (to act) draws a thick gold ring and a pointer
    before the status line; ``out`` (folded or sitting out) fades the plate (its status says
    why in words); ``winner`` tints it."""

    def __init__(self, seat: int, name_px: int = NAME_PX) -> None:
        super().__init__()
        self.seat = seat
        self.name_px = name_px
        """The name's and the chips' size where they fit (a game whose felt is drawn
        smaller asks for more: ``Footprint.name_px``)."""
        self.name = ""
        self.stack = 0
        self.status = ""
        self.is_bot = True
        self.active = False
        self.out = False
        self.winner = False
        self._texts: tuple[tuple[str, int, str], tuple[str, QFont, str, QFont, str, QFont]] | None
        self._texts = None
        self.setZValue(5)

    def set_state(
        self,
        *,
        name: str,
        stack: int,
        status: str,
        is_bot: bool,
        active: bool,
        out: bool,
        winner: bool,
    ) -> None:
        new = (name, stack, status, is_bot, active, out, winner)
        old = (self.name, self.stack, self.status, self.is_bot, self.active, self.out, self.winner)
        if new != old:
            self.name, self.stack, self.status, self.is_bot = new[:4]
            self.active, self.out, self.winner = new[4:]
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(-PLATE_W / 2 - 6, -PLATE_H / 2 - 6, PLATE_W + 12, PLATE_H + 12)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(-PLATE_W / 2, -PLATE_H / 2, PLATE_W, PLATE_H)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        if self.winner:
            grad.setColorAt(0, QColor(120, 92, 20, 240))
            grad.setColorAt(1, QColor(70, 52, 10, 240))
        else:
            grad.setColorAt(0, QColor(38, 44, 52, 235))
            grad.setColorAt(1, QColor(18, 22, 28, 235))
        painter.setOpacity(0.55 if self.out else 1.0)
        if self.active:
            painter.setPen(QPen(QColor(255, 204, 64), 3.5))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
        painter.setBrush(grad)
        painter.drawRoundedRect(rect, 14, 14)

        name, name_font, stack, stack_font, status, status_font = self.texts()
        painter.setFont(name_font)
        painter.setPen(QColor(245, 245, 240))
        top = QRectF(rect.left() + 12, rect.top() + 4, rect.width() - 24, 26)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)

        painter.setFont(stack_font)
        painter.setPen(QColor(255, 214, 102))
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, stack)

        painter.setPen(QColor(255, 255, 255, 40))
        painter.drawLine(
            QPointF(rect.left() + 10, rect.top() + 32), QPointF(rect.right() - 10, rect.top() + 32)
        )

        painter.setFont(status_font)
        painter.setPen(QColor(190, 230, 200) if not self.winner else QColor(255, 240, 180))
        bottom = QRectF(rect.left() + 12, rect.top() + 34, rect.width() - 24, 30)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, status)
        painter.restore()

    def shown_status(self) -> str:
        """The status line as drawn: with the pointer while the seat is to act."""
        if self.active:
            return f"{ACTIVE_MARK} {self.status}".rstrip()
        return self.status

    def texts(self) -> tuple[str, QFont, str, QFont, str, QFont]:
        """(name, font, chips, font, status, font) as drawn: all within ``TEXT_W``. The chips
        come first; a name too long for what they leave is drawn smaller, then ends in "…"
        (names may have 20 letters and stacks eight digits: they were drawn over each
        other); a long status ("Call 1,000,000 · All-in") too, instead of being cut off.
        Measured once per change, not at every paint."""
        key = (self.name, self.stack, self.shown_status())
        if self._texts is None or self._texts[0] != key:
            self._texts = (key, self._measure())
        return self._texts[1]

    def _measure(self) -> tuple[str, QFont, str, QFont, str, QFont]:
        stack = grouped(self.stack)
        stack_font = _font(self.name_px, bold=True)
        if QFontMetricsF(stack_font).horizontalAdvance(stack) > TEXT_W / 2:
            stack_font = _font(STACK_MIN_PX, bold=True)  # eight digits leave the name room
        stack_w = QFontMetricsF(stack_font).horizontalAdvance(stack)
        room = TEXT_W - stack_w - NAME_GAP
        name, name_font = fitted(self.name, room, self.name_px, 12, bold=True)
        status, status_font = fitted(self.shown_status(), TEXT_W, STATUS_PX, STATUS_MIN_PX)
        return name, name_font, stack, stack_font, status, status_font


TEXT_W = PLATE_W - 24  # the plate's text lines, inside its padding
NAME_GAP = 8  # between the name and the chips


def _font(px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font


def fitted(text: str, width: float, px: int, min_px: int, bold: bool = False) -> tuple[str, QFont]:
    """``text`` in the largest font from ``px`` down to ``min_px`` pixels that fits in
    ``width``; at ``min_px``, shortened with "…" if it still does not fit."""
    width = max(0.0, width)
    for size in range(px, min_px - 1, -1):
        font = _font(size, bold)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            return text, font
    font = _font(min_px, bold)
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width), font


PILL_PX = 16
"""A pill's text (hand names at the showdown): 14 px came out about 7 px high on the
half-size felt at 1024x700 (issue 26, defect 6)."""
PILL_H = 26


class PillLabel(QGraphicsObject):
    """A short text in a dark pill, centred on its position (hand names at showdown)."""

    def __init__(self, px: int = PILL_PX, height: float = PILL_H, room: float = 0.0) -> None:
        super().__init__()
        self.text = ""
        self.gold = False
        self.px = px
        self.height = height
        self.room = room
        """The width the layout keeps for the pill (0: not known); see ``fits``."""
        self.setZValue(6)

    def fits(self, text: str) -> bool:
        """Whether ``text``'s pill is no wider than the room the layout kept for it, so that
        a caller can choose a shorter wording rather than cover the cards beside it."""
        width = QFontMetricsF(self._font()).horizontalAdvance(text) + 20
        return not self.room or width <= self.room

    def set_text(self, text: str, gold: bool = False) -> None:
        if (text, gold) != (self.text, self.gold):
            self.prepareGeometryChange()
            self.text, self.gold = text, gold
            self.update()
        self.setVisible(bool(text))

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self.px)
        font.setBold(True)
        return font

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        from PySide6.QtGui import QFontMetricsF

        w = QFontMetricsF(self._font()).horizontalAdvance(self.text) + 20
        return QRectF(-w / 2, -self.height / 2, w, self.height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor(255, 204, 64), 1.5) if self.gold else Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRoundedRect(rect, self.height / 2, self.height / 2)
        painter.setFont(self._font())
        painter.setPen(QColor(255, 224, 130) if self.gold else QColor(235, 235, 235))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
        painter.restore()
