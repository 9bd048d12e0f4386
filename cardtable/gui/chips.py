"""Chips on the felt: a bet in front of a seat, or a pot in the middle, with its amount."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem

_CHIP_COLOURS = (
    (QColor(230, 230, 230), QColor(40, 80, 180)),  # 1: white
    (QColor(200, 40, 40), QColor(250, 250, 250)),  # 5: red
    (QColor(30, 130, 70), QColor(250, 250, 250)),  # 25: green
    (QColor(30, 30, 34), QColor(230, 190, 60)),  # 100: black
    (QColor(120, 60, 160), QColor(250, 250, 250)),  # 500: purple
)
_DENOMS = (1, 5, 25, 100, 500)
CHIP_R = 11.0


def chip_columns(amount: int) -> list[tuple[int, int]]:
    """(colour index, chips) for up to three columns of the largest denominations."""
    cols: list[tuple[int, int]] = []
    rest = amount
    for i in range(len(_DENOMS) - 1, -1, -1):
        n = rest // _DENOMS[i]
        if n:
            cols.append((i, min(n, 6)))
            rest -= n * _DENOMS[i]
    return cols[:3]


class ChipStackItem(QGraphicsObject):
    """Centred on its position: chip columns on the left, the amount in a pill on the right.
    ``label`` (e.g. "Side pot 1") is written above the chips when set."""

    def __init__(self) -> None:
        super().__init__()
        self.amount = 0
        self.label = ""
        self.setZValue(4)

    def set_amount(self, amount: int, label: str = "") -> None:
        if (amount, label) != (self.amount, self.label):
            self.prepareGeometryChange()
            self.amount, self.label = amount, label
            self.update()
        self.setVisible(amount > 0)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(16)
        font.setBold(True)
        return font

    def _text_width(self) -> float:
        return QFontMetricsF(self._font()).horizontalAdvance(f"{self.amount:,}") + 16

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        w = 3 * (2 * CHIP_R + 2) + self._text_width() + 8
        return QRectF(-w / 2 - 4, -44, w + 8, 70)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        if self.amount <= 0:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        cols = chip_columns(self.amount)
        text_w = self._text_width()
        chips_w = len(cols) * (2 * CHIP_R + 2)
        total = chips_w + 6 + text_w
        x = -total / 2
        for colour, count in cols:
            base, stripe = _CHIP_COLOURS[colour]
            cx = x + CHIP_R
            for k in range(count):
                cy = 8 - k * 4
                painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
                painter.setBrush(base.darker(130))
                painter.drawEllipse(QPointF(cx, cy + 2), CHIP_R, CHIP_R * 0.55)
                painter.setBrush(base)
                painter.drawEllipse(QPointF(cx, cy), CHIP_R, CHIP_R * 0.55)
                painter.setPen(QPen(stripe, 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(cx, cy), CHIP_R * 0.7, CHIP_R * 0.36)
            x += 2 * CHIP_R + 2
        pill = QRectF(x + 6, -4, text_w, 24)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(pill, 12, 12)
        painter.setFont(self._font())
        painter.setPen(QColor(255, 240, 200))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, f"{self.amount:,}")
        if self.label:
            small = QFont()
            small.setPixelSize(13)
            painter.setFont(small)
            painter.setPen(QColor(230, 240, 230))
            painter.drawText(QRectF(-total / 2 - 20, -42, total + 40, 18),
                             Qt.AlignmentFlag.AlignCenter, self.label)
        painter.restore()


class DealerButtonItem(QGraphicsObject):
    """The white "D" disc, centred on its position."""

    R = 15.0

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(-self.R - 2, -self.R - 2, 2 * self.R + 6, 2 * self.R + 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(1.5, 2.5), self.R, self.R)
        painter.setBrush(QColor(250, 250, 245))
        painter.setPen(QPen(QColor(90, 90, 90), 1.5))
        painter.drawEllipse(QPointF(0, 0), self.R, self.R)
        font = QFont()
        font.setPixelSize(16)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(30, 30, 30))
        painter.drawText(QRectF(-self.R, -self.R, 2 * self.R, 2 * self.R),
                         Qt.AlignmentFlag.AlignCenter, "D")
        painter.restore()
