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


BET_W = 130.0
"""The widest a bet or a pot is ever drawn: the room ``seat_layout`` keeps in front of a seat.
A long amount (stacks go up to a million, so a bet can be "8,000,000") gives up its smallest
chip columns first, then shrinks its figures, rather than spill onto the cards beside it."""
BET_TOP = -19.0  # the top of six stacked chips (with their outline), from the item's centre
BET_BOTTOM = 20.0  # the bottom of the amount's pill
_FONT_PX = 16
_MIN_FONT_PX = 9


def _amount_font(px: int) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(True)
    return font


class ChipStackItem(QGraphicsObject):
    """Centred on its position: chip columns on the left, the amount in a pill on the right,
    never wider than ``BET_W``. ``label`` (e.g. "Side pot 1") is written above the chips when
    set."""

    def __init__(self) -> None:
        super().__init__()
        self.amount = 0
        self.label = ""
        self._fit: tuple[list[tuple[int, int]], int, float] = ([], _FONT_PX, 0.0)
        self.setZValue(4)

    def set_amount(self, amount: int, label: str = "") -> None:
        if (amount, label) != (self.amount, self.label):
            self.prepareGeometryChange()
            self.amount, self.label = amount, label
            self._fit = self._fitted()
            self.update()
        self.setVisible(amount > 0)

    def _fitted(self) -> tuple[list[tuple[int, int]], int, float]:
        """(chip columns, font pixel size, text pill width) that fit in ``BET_W``."""
        cols, px = chip_columns(self.amount), _FONT_PX
        while True:
            text_w = QFontMetricsF(_amount_font(px)).horizontalAdvance(f"{self.amount:,}") + 16
            if len(cols) * (2 * CHIP_R + 2) + 6 + text_w <= BET_W or px <= _MIN_FONT_PX:
                return cols, px, text_w
            if len(cols) > 1:
                cols = cols[:-1]
            else:
                px -= 1

    def painted_rect(self) -> QRectF:
        """Where the chips and the amount are drawn (the label, if any, goes above it)."""
        cols, _, text_w = self._fit
        total = len(cols) * (2 * CHIP_R + 2) + 6 + text_w
        return QRectF(-total / 2, BET_TOP, total, BET_BOTTOM - BET_TOP)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        rect = self.painted_rect()
        if self.label:
            rect = rect.united(QRectF(rect.left() - 20, -42, rect.width() + 40, 18))
        return rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        if self.amount <= 0:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        cols, px, text_w = self._fit
        total = self.painted_rect().width()
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
        pill = QRectF(x + 6, -4, text_w, BET_BOTTOM + 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(pill, 12, 12)
        painter.setFont(_amount_font(px))
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
