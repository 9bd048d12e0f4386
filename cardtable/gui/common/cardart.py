"""Card art drawn by the project with QPainter: faces, the back and an empty-slot outline.

Why QPainter and not bundled images: the art must stay sharp at any card size and any device
pixel ratio (200% screens), must offer a four-colour deck as an option of the same art, and
must not depend on third-party artwork or on which fonts a system happens to have. Suit
symbols are therefore vector paths built here, and rank letters are font outlines that are
measured and scaled to a fixed box, so a missing font changes the letter shapes a little but
never the layout.

Layout is designed for a hand fanned to the right: the top-left index (rank over suit) takes
about 30% of the card width, so it stays readable when neighbouring cards cover the rest. The
same index, turned 180°, sits at the bottom right. Pips keep to a central band that never
touches the indices.

Drawing is done in "card units": the card is 1.0 wide and ``CARD_ASPECT`` (1.4) high, and the
painter is scaled to the target rectangle. ``paint_card`` is a pure function of its arguments;
``CardPixmapCache`` renders each (card, width, dpr, colours, back) once and keeps the pixmap,
so the table never rasterises art inside ``paint()``.

The art is split along its seams, and this module is its one door (import from here):
``card_units.py`` (card units, the outline, symmetric shapes), ``card_glyphs.py`` (suit shapes
and inks, rank letters), ``card_layouts.py`` (pips, the ace, the court panels),
``card_face.py`` (the face painter and its indices), ``card_back.py`` (the back, its colours,
the empty slot). This module keeps the rendering to images and the pixmap cache.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from cardtable.core.cards import Card
from cardtable.gui.common.card_back import BackColour, paint_card_back, paint_empty_slot
from cardtable.gui.common.card_face import paint_card_face
from cardtable.gui.common.card_glyphs import suit_colour, suit_path
from cardtable.gui.common.card_units import CARD_ASPECT

__all__ = [
    "CARD_ASPECT",
    "BackColour",
    "CardPixmapCache",
    "card_pixel_size",
    "card_size_for_width",
    "paint_card",
    "paint_card_back",
    "paint_card_face",
    "paint_empty_slot",
    "render_card_image",
    "suit_colour",
    "suit_path",
]


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: Card | None,
    *,
    four_colour: bool = False,
    back: BackColour = BackColour.BLUE,
) -> None:
    """Paint ``card``'s face, or the back when ``card`` is None, into ``rect``."""
    if card is None:
        paint_card_back(painter, rect, back=back)
    else:
        paint_card_face(painter, rect, card, four_colour=four_colour)


# --------------------------------------------------------------------------- rendering, cache


def card_size_for_width(width: int) -> QSize:
    """Logical size of a card ``width`` pixels wide (height rounded to whole pixels)."""
    return QSize(width, round(width * CARD_ASPECT))


def card_pixel_size(width: int, dpr: float = 1.0) -> QSize:
    """Device-pixel size of the image for a card ``width`` logical pixels wide at ``dpr``."""
    return QSize(round(width * dpr), round(width * CARD_ASPECT * dpr))


def render_card_image(
    card: Card | None,
    width: int,
    dpr: float = 1.0,
    *,
    four_colour: bool = False,
    back: BackColour = BackColour.BLUE,
) -> QImage:
    """Render one card into a transparent QImage of ``width``×``dpr`` device pixels.

    A QImage, not a QPixmap, so this may run on a worker thread (as kpat pre-renders its
    cards); ``CardPixmapCache`` converts on the GUI thread. The image carries ``dpr`` so Qt
    draws it at its logical size, sharp on high-density screens.
    """
    if width <= 0 or dpr <= 0:
        raise ValueError(f"card width and dpr must be positive, got {width} and {dpr}")
    size = card_pixel_size(width, dpr)
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        logical = QRectF(0, 0, size.width() / dpr, size.height() / dpr)
        paint_card(painter, logical, card, four_colour=four_colour, back=back)
    finally:
        painter.end()
    return image


CacheKey = tuple[int, int, float, bool, BackColour | None]


class CardPixmapCache:
    """Card pixmaps rendered once per (card, width, dpr, colour scheme, back) and kept.

    The table asks for a pixmap whenever it lays out or the screen's scale changes; asking
    again for the same key returns the very same QPixmap without drawing anything. Options
    that do not affect a picture are left out of its key (the back colour for faces, the
    four-colour flag for the back), so they never cause a second render. The oldest pixmaps
    are dropped beyond ``max_entries``, which bounds memory while a window is being resized
    through many sizes. Use from the GUI thread only (QPixmap).
    """

    def __init__(self, max_entries: int = 1024) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self.max_entries = max_entries
        self._pixmaps: OrderedDict[CacheKey, QPixmap] = OrderedDict()

    @staticmethod
    def key(
        card: Card | None,
        width: int,
        dpr: float = 1.0,
        *,
        four_colour: bool = False,
        back: BackColour = BackColour.BLUE,
    ) -> CacheKey:
        if card is None:
            return (-1, int(width), round(float(dpr), 4), False, back)
        return (card.index, int(width), round(float(dpr), 4), bool(four_colour), None)

    def pixmap(
        self,
        card: Card | None,
        width: int,
        dpr: float = 1.0,
        *,
        four_colour: bool = False,
        back: BackColour = BackColour.BLUE,
    ) -> QPixmap:
        """The pixmap of ``card`` (None for the back), ``width`` logical pixels wide."""
        key = self.key(card, width, dpr, four_colour=four_colour, back=back)
        found = self._pixmaps.get(key)
        if found is not None:
            self._pixmaps.move_to_end(key)
            return found
        image = render_card_image(card, int(width), dpr, four_colour=four_colour, back=back)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._pixmaps[key] = pixmap
        while len(self._pixmaps) > self.max_entries:
            self._pixmaps.popitem(last=False)
        return pixmap

    def clear(self) -> None:
        """Forget every pixmap (for example after the art settings change)."""
        self._pixmaps.clear()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def __contains__(self, key: object) -> bool:
        return key in self._pixmaps
