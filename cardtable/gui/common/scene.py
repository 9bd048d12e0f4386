"""The base of every table scene (after KDE libkcardgame's ``KCardScene``): what a game's
picture shares with every other game's.

A game's scene (``gui/badugi/scene.py``, ``gui/spades/scene.py``) subclasses
``CardTableScene`` and adds its own items and its ``sync``. The base holds what is the same at
every table, so a fix to it reaches all of them and the shared view (``TableView``) needs to
know nothing of any game:

- the room, the rail and the felt (``drawBackground``), in the fixed logical size
  ``SCENE_W`` × ``SCENE_H`` the view scales to the window;
- the card look: four-colour deck, back colour, the on-screen render scale, and the pixmaps
  from the shared ``CardPixmapCache``, rendered once per card, size and device pixel ratio
  and warmed ahead (``warm_up``), never rasterised in ``paint()``;
- a plate and a pill per seat, placed by ``seat_layouts`` from the game's ``Footprint``;
- the dealer button, the info lines in their corner and the result pill in the middle.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict, TypeVar

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from cardtable.core.cards import Card, full_deck
from cardtable.gui.common.cardart import BackColour, CardPixmapCache
from cardtable.gui.common.chips import DealerButtonItem
from cardtable.gui.common.seat_item import PLATE_H, PillLabel, SeatItem
from cardtable.gui.common.seat_layout import (
    CENTRE,
    SCENE_H,
    SCENE_W,
    Footprint,
    SeatLayout,
    seat_layouts,
)

__all__ = [
    "CENTRE",
    "HUMAN_LABEL",
    "HUMAN_PLATE",
    "INFO_RECT",
    "INFO_SEPARATOR",
    "RAIL_RX",
    "RAIL_RY",
    "SCENE_H",
    "SCENE_W",
    "CardLook",
    "CardTableScene",
    "SceneOptions",
    "WarmSizes",
    "felt_rect",
    "paint_felt",
    "place_info",
    "wrap_info",
]

RAIL_RX, RAIL_RY = 545.0, 270.0
"""Half axes of the table's wooden rail (the felt is inside it)."""
RAIL_W = 24.0
"""The rail's width: the felt's ellipse is this much inside the rail's."""
HUMAN_PLATE = QPointF(CENTRE.x(), SCENE_H - PLATE_H / 2 - 10)
HUMAN_LABEL = QPointF(CENTRE.x(), 698)  # between the person's cards and plate
INFO_RECT = QRectF(12, SCENE_H - 104, 388, 96)
"""The hand's info lines sit in the bottom left corner of the room, which no seat uses at any
table size (they used to sit in the middle of the felt, where the top seats' cards go)."""
INFO_Z = 2
DEALER_Z = 6

WarmSizes = tuple[tuple[float, bool], ...]
"""(width, faces too) for every width a scene draws cards at: the backs are warmed at every
width, the 52 faces only where faces are shown."""

Item = TypeVar("Item", bound=QGraphicsItem)


class CardLook(TypedDict, total=False):
    """How the cards look, as the settings say (the defaults where not given):
    ``four_colour`` suits and the ``back`` colour."""

    four_colour: bool
    back: BackColour


class SceneOptions(CardLook, total=False):
    """What a game's scene passes on to ``CardTableScene`` as it came: the card look and
    the Qt ``parent``. Each game's scene takes them as ``**options`` and adds only its own."""

    parent: QObject | None


def place_info(item: QGraphicsSimpleTextItem) -> None:
    """Put the info lines in their corner, their last line at the bottom."""
    item.setPos(INFO_RECT.left(), INFO_RECT.bottom() - item.boundingRect().height())


INFO_SEPARATOR = "  ·  "


def wrap_info(lines: Sequence[str], metrics: QFontMetricsF, width: float) -> list[str]:
    """``lines`` (each may hold several, "\\n"-separated) with each one wider than ``width``
    broken at its ``INFO_SEPARATOR``s, as many parts to a line as fit."""
    out: list[str] = []
    for line in "\n".join(lines).split("\n") if lines else []:
        parts = line.split(INFO_SEPARATOR)
        current = parts[0]
        for part in parts[1:]:
            joined = current + INFO_SEPARATOR + part
            if metrics.horizontalAdvance(joined) <= width:
                current = joined
            else:
                out.append(current)
                current = part
        out.append(current)
    return out


def _bold(pixel_size: int) -> QFont:
    font = QFont()
    font.setPixelSize(pixel_size)
    font.setBold(True)
    return font


def felt_rect() -> QRectF:
    """The bounding box of the felt's ellipse (inside the rail): what lies on the table."""
    outer = QRectF(CENTRE.x() - RAIL_RX, CENTRE.y() - RAIL_RY, 2 * RAIL_RX, 2 * RAIL_RY)
    return outer.adjusted(RAIL_W, RAIL_W, -RAIL_W, -RAIL_W)


def paint_felt(painter: QPainter, rect: QRectF) -> None:
    """The room, the rail and the felt: the background of every table."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    room = QLinearGradient(0, 0, 0, SCENE_H)
    room.setColorAt(0, QColor(34, 30, 38))
    room.setColorAt(1, QColor(18, 16, 22))
    painter.fillRect(rect, QBrush(room))
    outer = QRectF(CENTRE.x() - RAIL_RX, CENTRE.y() - RAIL_RY, 2 * RAIL_RX, 2 * RAIL_RY)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 110))
    painter.drawEllipse(outer.translated(0, 10))
    rail = QLinearGradient(outer.topLeft(), outer.bottomLeft())
    rail.setColorAt(0, QColor(122, 74, 40))
    rail.setColorAt(1, QColor(70, 40, 20))
    painter.setBrush(rail)
    painter.drawEllipse(outer)
    felt = QRadialGradient(CENTRE, RAIL_RX)
    felt.setColorAt(0, QColor(40, 140, 80))
    felt.setColorAt(0.7, QColor(24, 108, 60))
    felt.setColorAt(1, QColor(14, 76, 42))
    painter.setBrush(felt)
    painter.setPen(QPen(QColor(20, 20, 20, 160), 2))
    inside = felt_rect()
    painter.drawEllipse(inside)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
    painter.drawEllipse(inside.adjusted(60, 45, -60, -45))
    painter.restore()


class CardTableScene(QGraphicsScene):
    """A table's picture: felt, a plate and a pill per seat, the card look and its cache.

    A game's scene calls ``__init__`` first (it makes the plates and the pills), adds its own
    items, then ``_add_dealer``, ``_add_info`` and ``_add_result`` where they belong in its
    stacking order (items of equal height stack in the order they were added).

    Rendering a card face takes 2-8 ms (more at 200 %); done inside ``paint()`` the first time
    each card shows (a new hand, a new window size) it held up the event loop for a whole
    fan of cards at once. The warmer renders them ahead, one card per turn of the event loop,
    whenever the on-screen scale changes, so ``paint()`` almost always finds them ready."""

    dealer: DealerButtonItem
    info: QGraphicsSimpleTextItem
    result: PillLabel

    def __init__(
        self,
        n_seats: int,
        human_seat: int,
        footprint: Footprint,
        cache: CardPixmapCache,
        warm_sizes: WarmSizes,
        four_colour: bool = False,
        back: BackColour = BackColour.BLUE,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self.n = n_seats
        self.human = human_seat
        self.cache = cache
        self.four_colour = four_colour
        self.back = back
        self.render_scale = 1.0
        self.warm_sizes = warm_sizes
        self._to_warm: list[tuple[Card | None, float]] = []
        self._warmer = QTimer(self)
        self._warmer.setInterval(0)
        self._warmer.timeout.connect(self._warm_one)
        self.layouts: list[SeatLayout] = seat_layouts(n_seats, human_seat, footprint)
        self.seats: list[SeatItem] = []
        self.labels: list[PillLabel] = []
        for s, lay in enumerate(self.layouts):
            plate = SeatItem(s, footprint.name_px)
            plate.setPos(lay.plate)
            self.addItem(plate)
            self.seats.append(plate)
            label = PillLabel(footprint.pill_px, footprint.pill_h, footprint.label.width())
            # placed clear of the cards, plates and button
            self.labels.append(self._add_hidden(label, pos=lay.label))

    # ------------------------------------------------------------------ shared items

    def _add_hidden(self, item: Item, z: float | None = None, pos: QPointF | None = None) -> Item:
        """``item`` added to the felt (at depth ``z`` and at ``pos`` where given), hidden until
        a position shows it: how every card, chip stack, pill and button of a table starts."""
        if z is not None:
            item.setZValue(z)
        if pos is not None:
            item.setPos(pos)
        self.addItem(item)
        item.hide()
        return item

    def _add_dealer(self) -> DealerButtonItem:
        """The dealer button, hidden until ``show_dealer``."""
        self.dealer = self._add_hidden(DealerButtonItem(), DEALER_Z)
        self.dealer_seat: int | None = None
        return self.dealer

    def _add_info(self, pixel_size: int, min_pixel_size: int) -> QGraphicsSimpleTextItem:
        """The hand's info lines (bold, ``pixel_size`` high, down to ``min_pixel_size``
        where the lines would not fit their corner), placed by ``set_info``."""
        self.info = QGraphicsSimpleTextItem()
        self.info_px = (pixel_size, min_pixel_size)
        self.info.setFont(_bold(pixel_size))
        self.info.setBrush(QColor(225, 245, 225, 230))
        self.info.setZValue(INFO_Z)
        self.addItem(self.info)
        return self.info

    def _add_result(self, pos: QPointF, z: float | None = None) -> PillLabel:
        """The gold line in the middle of the felt (the hand's result), hidden while empty."""
        self.result = self._add_hidden(PillLabel(), z, pos)
        return self.result

    def show_dealer(self, seat: int | None) -> None:
        """The button in front of ``seat``; hidden for None (nothing dealt yet)."""
        self.dealer_seat = seat
        if seat is None:
            self.dealer.hide()
            return
        self.dealer.setPos(self.layouts[seat].button)
        self.dealer.show()

    def set_info(self, lines: Sequence[str]) -> None:
        """The info lines in their corner, the last at the bottom (none: empty), in the
        largest font that keeps them inside it: a line too wide goes on at its "  ·  "
        (the pot under the street), and a long bags list takes a smaller font."""
        biggest, smallest = self.info_px
        for px in range(biggest, smallest - 1, -1):
            font = _bold(px)
            self.info.setFont(font)
            self.info.setText("\n".join(wrap_info(lines, QFontMetricsF(font), INFO_RECT.width())))
            box = self.info.boundingRect()
            if box.width() <= INFO_RECT.width() and box.height() <= INFO_RECT.height():
                break
        place_info(self.info)

    def set_result(self, message: str) -> None:
        """A line in the middle of the felt (the hand's result), empty to hide it."""
        self.result.set_text(message, gold=True)

    # ------------------------------------------------------------------ pictures

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt API)
        paint_felt(painter, rect)

    # ------------------------------------------------------------------ the card look

    def set_look(self, four_colour: bool, back: BackColour) -> None:
        self.four_colour, self.back = four_colour, back
        self.update()
        self.warm_up()

    def set_render_scale(self, scale: float) -> None:
        """View scale × device pixel ratio: cards are rendered at exactly that many pixels."""
        scale = round(max(0.2, scale), 2)
        if scale != self.render_scale:
            self.render_scale = scale
            self.update()
            self.warm_up()

    def card_pixmap(self, card: Card | None, width: float) -> QPixmap:
        """``card``'s picture (None: the back) for a card ``width`` scene units wide."""
        return self.cache.pixmap(
            card, round(width), self.render_scale, four_colour=self.four_colour, back=self.back
        )

    def warm_up(self) -> None:
        """Queue every card (and the back) at every size the scene uses for rendering."""
        self._to_warm = [
            (card, width)
            for width, faces in self.warm_sizes
            for card in ((None, *full_deck()) if faces else (None,))
        ]
        if not self._warmer.isActive():
            self._warmer.start()

    @property
    def warming(self) -> bool:
        """Cards are still queued to be rendered ahead."""
        return self._warmer.isActive()

    def stop_warming(self) -> None:
        self._to_warm = []
        self._warmer.stop()

    def _warm_one(self) -> None:
        if not self._to_warm:
            self._warmer.stop()
            return
        card, width = self._to_warm.pop()
        self.card_pixmap(card, width)
