"""The application icon: the SVG renders at every size and the committed PNGs match it."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from cardtable.gui.common.icon import APP_ID, ICON_SIZES, app_icon, png_icon_path, svg_icon_path

pytestmark = pytest.mark.usefixtures("qapp")


def render(size: int) -> QImage:
    path = svg_icon_path()
    assert path is not None
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def test_sizes_are_the_usual_ones() -> None:
    assert ICON_SIZES == (16, 22, 24, 32, 48, 64, 128, 256, 512)


def test_svg_is_plain_self_contained_svg() -> None:
    path = svg_icon_path()
    assert path is not None and path.name == f"{APP_ID}.svg"
    text = path.read_text(encoding="utf-8")
    root = ET.fromstring(text)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 256 256"
    # No external references: every link points inside the file.
    for element in root.iter():
        for name, value in element.attrib.items():
            if name.endswith("href"):
                assert value.startswith("#"), value
    assert "<image" not in text and "url(http" not in text


@pytest.mark.parametrize("size", ICON_SIZES)
def test_svg_renders_at_every_size(size: int) -> None:
    image = render(size)
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner of the felt

    def at(fx: float, fy: float) -> QColor:
        return image.pixelColor(int(fx * size), int(fy * size))

    spade, paper, diamond = at(0.5, 0.5), at(0.573, 0.741), at(0.289, 0.467)
    assert spade.alpha() == paper.alpha() == diamond.alpha() == 255
    assert spade.lightness() < 90, spade.name()  # the black spade in the middle
    assert paper.lightness() > 180, paper.name()  # on a white card
    assert diamond.red() > diamond.green() + 60, diamond.name()  # and the red diamond
    felt = image.pixelColor(size // 2, size - 1 - max(1, size // 20))
    assert felt.alpha() == 255 and felt.green() > felt.red() + 30  # green felt below the cards


@pytest.mark.parametrize("size", ICON_SIZES)
def test_committed_png_exists_with_its_size_and_matches_the_svg(size: int) -> None:
    path = png_icon_path(size)
    assert path is not None, f"missing {size}x{size} PNG: run packaging/make_icons.py"
    assert path.parent.parent.name == f"{size}x{size}" and path.name == f"{APP_ID}.png"
    image = QImage(str(path))
    assert image.size() == QSize(size, size)
    assert image.hasAlphaChannel()
    fresh = render(size)
    # Same picture (up to rasteriser differences between Qt versions): compare a few points.
    for x, y in ((size // 2, size // 2), (size // 4, size // 3), (size - 2, size // 2)):
        a, b = image.pixelColor(x, y), fresh.pixelColor(x, y)
        assert abs(a.red() - b.red()) < 40 and abs(a.green() - b.green()) < 40, (x, y)


def test_app_icon_offers_every_size() -> None:
    icon = app_icon()
    assert not icon.isNull()
    sizes = {s.width() for s in icon.availableSizes()}
    assert set(ICON_SIZES) <= sizes
