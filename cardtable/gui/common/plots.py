"""Small charts for the statistics pages, painted with QPainter: a line (net chips over the
hands played), bubbles (bids against tricks taken) and bars (the margin of each game).

Our own code rather than a charting library: three plain charts do not justify a dependency,
and painting them lets them follow the app's look, its fonts and the screen's scale. Every
size is taken from the font, so nothing is clipped at 200% or at a small window; axes get
"nice" ticks (1, 2 or 5 times a power of ten).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

TEXT = QColor("#e8ece6")
FAINT = QColor(232, 236, 230, 60)
AXIS = QColor(232, 236, 230, 150)
GOLD = QColor("#f0c75e")
GREEN = QColor("#5fb37c")
RED = QColor("#d9645a")
BLUE = QColor("#6ea8dc")


def nice_ticks(low: float, high: float, count: int = 5, whole: bool = False) -> list[float]:
    """About ``count`` round steps (1, 2, 2.5 or 5 times a power of ten; ``whole``: whole
    numbers only) from a tick at or below ``low`` to one at or above ``high``."""
    if not (math.isfinite(low) and math.isfinite(high)):
        return [0.0, 1.0]
    # A range too narrow to divide (one value, or a rounding error wide) is widened.
    span = max(high - low, 1e-9 * max(1.0, abs(low), abs(high)))
    if high <= low:
        span = 1.0
    magnitude = 10 ** math.floor(math.log10(span / max(1, count)))
    steps = [m * magnitude for m in (1, 2, 2.5, 5, 10)]
    if whole:
        steps = [s for s in steps if s >= 1 and float(s).is_integer()] or [1.0]
    step = next((s for s in steps if span / s <= count), steps[-1])
    first = math.floor(low / step)
    last = max(math.ceil((low + span) / step), first + 1)
    return [k * step for k in range(first, last + 1)]


def y_label_across(metrics: QFontMetricsF, label: str, axis_height: float) -> bool:
    """Whether the y axis's label must be written across, above the axis: turned up the
    axis it would be cut (it is longer than the axis is tall)."""
    return bool(label) and metrics.horizontalAdvance(label) > axis_height


def tick_text(value: float) -> str:
    if abs(value - round(value)) < 1e-9:
        return f"{int(round(value))}"
    return f"{value:.1f}"


class Plot(QWidget):
    """Axes, ticks, title and an empty-state message; subclasses paint the data. ``pad_x``
    and ``pad_y`` widen the axes beyond the outer ticks (in data units) so marks drawn at
    the first or last value (a bubble, a bar) stay inside the plot."""

    pad_x = 0.0
    pad_y = 0.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.x_label = ""
        self.y_label = ""
        self.y_label_across = False
        self.empty_text = ""
        self.legend: list[tuple[QColor, str]] = []
        self._cache: QPixmap | None = None
        self._cache_key: tuple[int, int, float] = (0, 0, 0.0)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_labels(self, title: str, x_label: str, y_label: str, empty_text: str) -> None:
        self.title, self.x_label, self.y_label, self.empty_text = (
            title, x_label, y_label, empty_text)  # fmt: skip
        self.changed()

    def set_legend(self, entries: Sequence[tuple[QColor, str]]) -> None:
        """Coloured dots with their meaning, beside the title (under it when narrow)."""
        self.legend = list(entries)
        self.changed()

    def _paint_legend(self, painter: QPainter, rect: QRectF, line: float) -> float:
        """Draw the legend on the title row, or on a row of its own when the title leaves no
        room; returns the height it added."""
        if not self.legend:
            return 0.0
        metrics = QFontMetricsF(painter.font())
        widths = [line * 1.1 + metrics.horizontalAdvance(text) for _c, text in self.legend]
        total = sum(widths) + line * (len(widths) - 1)
        title_font = self._font(1.1, bold=True)
        title_w = QFontMetricsF(title_font).horizontalAdvance(self.title)
        own_row = title_w + line * 2 + total > rect.width()
        y = rect.top() + line * (1.9 if own_row else 0.7)
        x = rect.left() if own_row else rect.right() - total
        for (colour, text), width in zip(self.legend, widths, strict=True):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x + line * 0.35, y), line * 0.3, line * 0.3)
            painter.setPen(TEXT)
            painter.drawText(QRectF(x + line * 0.8, y - line / 2, width, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            x += width + line
        return line * 1.2 if own_row else 0.0

    def _font(self, scale: float = 1.0, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(9, round(13 * scale)))
        font.setBold(bold)
        return font

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        line = QFontMetricsF(self._font()).height()
        return QSize(round(line * 16), round(line * 10))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        line = QFontMetricsF(self._font()).height()
        return QSize(round(line * 30), round(line * 16))

    # ------------------------------------------------------------------ painting

    def has_data(self) -> bool:
        raise NotImplementedError

    def ranges(self) -> tuple[list[float], list[float]]:
        """The x and y ticks; the first and last of each are the plot's limits."""
        raise NotImplementedError

    def paint_data(self, painter: QPainter, area: QRectF, xs: list[float],
                   ys: list[float]) -> None:  # fmt: skip
        raise NotImplementedError

    def changed(self) -> None:
        """The data or labels changed: draw the chart again at the next paint."""
        self._cache = None
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        # The chart is drawn once per size and data into a pixmap (thousands of hands take
        # ~0.1 s to draw), and every later paint (an expose, a menu closing) only copies it.
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio)
        if self._cache is None or self._cache_key != key:
            pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            self._draw(pixmap)
            self._cache, self._cache_key = pixmap, key
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._cache)
        painter.end()

    def _draw(self, device: QPixmap) -> None:
        painter = QPainter(device)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        font = self._font()
        metrics = QFontMetricsF(font)
        line = metrics.height()
        rect = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        painter.setFont(self._font(1.1, bold=True))
        painter.setPen(TEXT)
        title_box = QRectF(rect.left(), rect.top(), rect.width(), line * 1.4)
        painter.drawText(title_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.title)  # fmt: skip
        painter.setFont(font)
        extra = self._paint_legend(painter, rect, line)
        if not self.has_data():
            painter.setPen(AXIS)
            painter.drawText(rect.adjusted(0, line * 1.5, 0, 0),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.empty_text)  # fmt: skip
            painter.end()
            return
        xs, ys = self.ranges()
        label_w = max(metrics.horizontalAdvance(tick_text(v)) for v in ys) + line * 0.6
        area = QRectF(
            rect.left() + line * 1.4 + label_w,
            rect.top() + line * 1.8 + extra,
            0,
            0,
        )
        area.setRight(rect.right() - line * 0.8)
        area.setBottom(rect.bottom() - line * 2.6)
        # A y label longer than the axis is tall (a short plot at 1024x700: "% of a pool"
        # was cut to "of a p") is written across, at the right of the title's row: the
        # plot keeps its height.
        self.y_label_across = y_label_across(metrics, self.y_label, area.height())
        if self.y_label_across:
            title_w = QFontMetricsF(self._font(1.1, bold=True)).horizontalAdvance(self.title)
            room = max(0.0, rect.width() - title_w - line)
            painter.setPen(AXIS)
            label = metrics.elidedText(self.y_label, Qt.TextElideMode.ElideRight, room)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(title_box, right, label)
        if area.width() < 20 or area.height() < 20:
            painter.end()
            return
        self._paint_axes(painter, area, xs, ys, metrics)
        painter.save()
        painter.setClipRect(area.adjusted(-line, -line, line, line))
        self.paint_data(painter, area, xs, ys)
        painter.restore()
        painter.end()

    def _paint_axes(self, painter: QPainter, area: QRectF, xs: list[float], ys: list[float],
                    metrics: QFontMetricsF) -> None:  # fmt: skip
        line = metrics.height()
        for y in ys:
            py = self.to_y(area, ys, y)
            painter.setPen(QPen(FAINT, 1))
            painter.drawLine(QPointF(area.left(), py), QPointF(area.right(), py))
            painter.setPen(AXIS)
            box = QRectF(area.left() - line * 6.3, py - line / 2, line * 6, line)
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             tick_text(y))  # fmt: skip
        for x in xs:
            px = self.to_x(area, xs, x)
            painter.setPen(QPen(FAINT, 1))
            painter.drawLine(QPointF(px, area.top()), QPointF(px, area.bottom()))
            painter.setPen(AXIS)
            box = QRectF(px - line * 3, area.bottom() + line * 0.2, line * 6, line)
            painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                             tick_text(x))  # fmt: skip
        painter.setPen(QPen(AXIS, 1.2))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        painter.setPen(TEXT)
        below = QRectF(area.left(), area.bottom() + line * 1.3, area.width(), line * 1.2)
        painter.drawText(below, Qt.AlignmentFlag.AlignCenter, self.x_label)
        if self.y_label_across:
            return  # written on the title's row (``_draw``)
        # The y label reads bottom to top in the strip left of the tick labels.
        painter.save()
        painter.translate(QRectF(self.rect()).left() + 4 + line * 0.7, area.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-area.height() / 2, -line * 0.6, area.height(), line * 1.2),
                         Qt.AlignmentFlag.AlignCenter, self.y_label)  # fmt: skip
        painter.restore()

    def to_x(self, area: QRectF, xs: list[float], x: float) -> float:
        lo, hi = xs[0] - self.pad_x, xs[-1] + self.pad_x
        return area.left() + (x - lo) / ((hi - lo) or 1) * area.width()

    def to_y(self, area: QRectF, ys: list[float], y: float) -> float:
        lo, hi = ys[0] - self.pad_y, ys[-1] + self.pad_y
        return area.bottom() - (y - lo) / ((hi - lo) or 1) * area.height()

    def unit(self, area: QRectF, xs: list[float], ys: list[float]) -> tuple[float, float]:
        """Pixels per data unit along x and y."""
        return (self.to_x(area, xs, 1) - self.to_x(area, xs, 0),
                self.to_y(area, ys, 0) - self.to_y(area, ys, 1))  # fmt: skip


class SeriesPlot(Plot):
    """One value per hand or game, numbered from ``first_x``; the y axis always shows 0."""

    first_x = 0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: tuple[float, ...] = ()

    def set_values(self, values: Sequence[float]) -> None:
        self.values = tuple(values)
        self.changed()

    def has_data(self) -> bool:
        return bool(self.values)

    def ranges(self) -> tuple[list[float], list[float]]:
        low, high = min(0.0, *self.values), max(0.0, *self.values)
        return (nice_ticks(self.first_x, len(self.values), 6, whole=True),
                nice_ticks(low, high, 5, whole=True))  # fmt: skip


class LinePlot(SeriesPlot):
    """A running total (whole chips or points) after each hand; hand 0 is the start, at 0."""

    def paint_data(self, painter: QPainter, area: QRectF, xs: list[float],
                   ys: list[float]) -> None:  # fmt: skip
        zero = self.to_y(area, ys, 0)
        painter.setPen(QPen(AXIS, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        points = [(0.0, 0.0), *((i + 1.0, v) for i, v in enumerate(self.values))]
        columns = max(1, int(area.width()))
        # Separate segments with round caps, not one path: a path that crosses itself costs
        # QPainter's stroker seconds (it unites the outline), segments cost milliseconds.
        pen = QPen(GOLD, 2.2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        if len(points) <= 2 * columns:
            where = [QPointF(self.to_x(area, xs, x), self.to_y(area, ys, y)) for x, y in points]
            painter.drawLines([QLineF(a, b) for a, b in zip(where, where[1:], strict=False)])
            return
        # More hands than pixels: one vertical stroke per pixel column from the lowest to the
        # highest value in it, joined to the column before; it looks the same as the full line.
        lines = []
        step = len(points) / columns
        previous = 0.0
        for c in range(columns):
            begin = int(c * step)
            chunk = [y for _x, y in points[begin : max(int((c + 1) * step), begin + 1)]]
            low, high = min(previous, *chunk), max(previous, *chunk)
            x = self.to_x(area, xs, points[begin][0])
            lines.append(QLineF(x, self.to_y(area, ys, low), x, self.to_y(area, ys, high)))
            previous = chunk[-1]
        pen.setWidthF(1.6)
        painter.setPen(pen)
        painter.drawLines(lines)


def bubble_colour(bid: int, tricks: int) -> QColor:
    """A (bid, tricks) bubble's colour as the legend names it: gold made exactly, blue over
    (bags), red set. A nil (bid 0) that took tricks is set: its tricks are not bags, and it
    scores minus 100 (playtest, session 21: failed nils were coloured as bags)."""
    if tricks == bid:
        return GOLD
    if bid == 0 or tricks < bid:
        return RED
    return BLUE


class BubblePlot(Plot):
    """How often each (bid, tricks taken) pair happened: a circle whose area is the count,
    gold on the diagonal (bid made exactly), blue above it (bags), red below (set) and red
    on the nil column above nothing (a nil that took a trick is set, not bagged)."""

    pad_x = pad_y = 0.6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts: dict[tuple[int, int], int] = {}

    def set_counts(self, counts: Mapping[tuple[int, int], int]) -> None:
        self.counts = dict(counts)
        self.changed()

    def has_data(self) -> bool:
        return bool(self.counts)

    def ranges(self) -> tuple[list[float], list[float]]:
        top = max(max(b for b, _ in self.counts), max(t for _, t in self.counts), 4)
        ticks = nice_ticks(0, top, 6, whole=True)
        return ticks, ticks

    def paint_data(self, painter: QPainter, area: QRectF, xs: list[float],
                   ys: list[float]) -> None:  # fmt: skip
        painter.setPen(QPen(AXIS, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(self.to_x(area, xs, xs[0]), self.to_y(area, ys, ys[0])),
                         QPointF(self.to_x(area, xs, xs[-1]), self.to_y(area, ys, ys[-1])))
        unit = min(self.unit(area, xs, ys))
        biggest = max(self.counts.values())
        painter.setPen(Qt.PenStyle.NoPen)
        for (bid, tricks), count in sorted(self.counts.items(), key=lambda kv: -kv[1]):
            radius = max(2.5, 0.48 * unit * math.sqrt(count / biggest))
            colour = QColor(bubble_colour(bid, tricks))
            colour.setAlpha(200)
            painter.setBrush(colour)
            centre = QPointF(self.to_x(area, xs, bid), self.to_y(area, ys, tricks))
            painter.drawEllipse(centre, radius, radius)


class BarPlot(SeriesPlot):
    """One bar per game: positive (won by so much) green, negative red."""

    pad_x = 0.6
    first_x = 1
    min_span = 20.0
    """The y axis spans at least this much: a game lost by one point filled the whole
    chart with red, as a landslide would (playtest, session 15)."""

    def ranges(self) -> tuple[list[float], list[float]]:
        """One tick per game up to ten (one game showed a "2" and an empty slot for a
        game never played), then round steps between the first game and the last."""
        games = len(self.values)
        if games <= 10:
            xs = [float(g) for g in range(1, games + 1)]
        else:
            ticks = nice_ticks(1, games, 6, whole=True)
            step = ticks[1] - ticks[0]
            # The ends' own numbers shown; a round tick too near one would crowd it.
            inner = [t for t in ticks if 1 + step / 2 <= t <= games - step / 2]
            xs = [1.0, *inner, float(games)]
        low, high = min(0.0, *self.values), max(0.0, *self.values)
        if high - low < self.min_span:
            if high > 0:
                high = low + self.min_span
            else:
                low = high - self.min_span
        return xs, nice_ticks(low, high, 5, whole=True)

    def paint_data(self, painter: QPainter, area: QRectF, xs: list[float],
                   ys: list[float]) -> None:  # fmt: skip
        zero = self.to_y(area, ys, 0)
        slot = self.unit(area, xs, ys)[0]
        painter.setPen(Qt.PenStyle.NoPen)
        for i, value in enumerate(self.values, start=1):
            x = self.to_x(area, xs, i)
            width = max(1.0, min(slot * 0.7, 60.0))  # one game's bar is a bar, not a wall
            top = self.to_y(area, ys, value)
            painter.setBrush(GREEN if value >= 0 else RED)
            painter.drawRect(QRectF(x - width / 2, min(top, zero), width, abs(zero - top)))
        painter.setPen(QPen(AXIS, 1))
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
