"""Card art: the pixmap cache renders once per key, sizes follow dpr, colours are right and
every card looks different. Pixels are sampled from real renders, so a broken drawing fails.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from cardtable.core.cards import Card, Rank, Suit, full_deck, parse_card
from cardtable.gui.common import cardart
from cardtable.gui.common.cardart import (
    CARD_ASPECT,
    BackColour,
    CardPixmapCache,
    paint_card,
    paint_empty_slot,
    render_card_image,
    suit_path,
)

pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, ...]]:
    """Every call the cache makes to the real renderer, recorded."""
    calls: list[tuple[object, ...]] = []
    real = cardart.render_card_image

    def counting(*args: object, **kwargs: object) -> QImage:
        calls.append((*args, *kwargs.values()))
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(cardart, "render_card_image", counting)
    return calls


def ink_pixels(
    image: QImage, x0: float, y0: float, x1: float, y1: float
) -> list[tuple[int, int, int]]:
    """Strongly inked pixels in a region given in card-width units (0..1 wide, 0..1.4 high).

    "Strongly inked" means some channel is below 100: the solid body of a symbol or letter,
    not the white card and not the pale antialiased edges.
    """
    w = image.width()
    out = []
    for y in range(int(y0 * w), int(y1 * w)):
        for x in range(int(x0 * w), int(x1 * w)):
            c = image.pixelColor(x, y)
            if c.alpha() == 255 and min(c.red(), c.green(), c.blue()) < 100:
                out.append((c.red(), c.green(), c.blue()))
    return out


def mean_colour(pixels: list[tuple[int, int, int]]) -> tuple[float, float, float]:
    assert pixels, "no ink found where the index should be"
    n = len(pixels)
    return (
        sum(p[0] for p in pixels) / n,
        sum(p[1] for p in pixels) / n,
        sum(p[2] for p in pixels) / n,
    )


def index_colour(card: Card, four_colour: bool) -> tuple[float, float, float]:
    """Mean ink colour of the top-left index (rank and suit) at 200%."""
    image = render_card_image(card, 100, 2.0, four_colour=four_colour)
    return mean_colour(ink_pixels(image, 0.03, 0.03, 0.27, 0.52))


def digest(image: QImage) -> str:
    return hashlib.sha256(bytes(image.constBits())).hexdigest()


# --------------------------------------------------------------------------- cache


def test_same_key_returns_the_same_pixmap_without_rendering_again(renders: list) -> None:
    cache = CardPixmapCache()
    card = parse_card("As")
    first = cache.pixmap(card, 80, 2.0)
    assert len(renders) == 1
    assert cache.pixmap(card, 80, 2.0) is first
    assert cache.pixmap(card, 80, 2) is first  # an int dpr is the same key
    # Options that cannot change the picture are not part of its key.
    assert cache.pixmap(card, 80, 2.0, back=BackColour.RED) is first
    back = cache.pixmap(None, 80, 2.0, back=BackColour.RED)
    assert cache.pixmap(None, 80, 2.0, four_colour=True, back=BackColour.RED) is back
    assert len(renders) == 2
    assert len(cache) == 2


def test_different_keys_give_different_pixmaps(renders: list) -> None:
    cache = CardPixmapCache()
    d = parse_card("7d")
    pixmaps = [
        cache.pixmap(d, 80, 1.0),
        cache.pixmap(parse_card("7h"), 80, 1.0),
        cache.pixmap(d, 81, 1.0),
        cache.pixmap(d, 80, 2.0),
        cache.pixmap(d, 80, 1.0, four_colour=True),
        cache.pixmap(None, 80, 1.0),
        cache.pixmap(None, 80, 1.0, back=BackColour.RED),
    ]
    assert len({id(p) for p in pixmaps}) == len(pixmaps)
    assert len(renders) == len(pixmaps)
    images = [p.toImage() for p in pixmaps]
    # Same size, different art: the colour flag, the suit and the back colour really differ.
    assert digest(images[0]) != digest(images[4])
    assert digest(images[0]) != digest(images[1])
    assert digest(images[5]) != digest(images[6])


def test_cache_drops_the_oldest_beyond_its_limit(renders: list) -> None:
    cache = CardPixmapCache(max_entries=2)
    a, b, c = parse_card("Ac"), parse_card("Ad"), parse_card("Ah")
    first = cache.pixmap(a, 40)
    cache.pixmap(b, 40)
    cache.pixmap(a, 40)  # a is now the most recently used
    cache.pixmap(c, 40)  # evicts b
    assert len(cache) == 2
    assert cache.pixmap(a, 40) is first
    assert len(renders) == 3
    cache.pixmap(b, 40)
    assert len(renders) == 4
    cache.clear()
    assert len(cache) == 0


@pytest.mark.parametrize("width", [57, 80, 123])
@pytest.mark.parametrize("dpr", [1.0, 1.25, 2.0, 3.0])
def test_pixmap_size_follows_width_and_device_pixel_ratio(width: int, dpr: float) -> None:
    pixmap = CardPixmapCache().pixmap(parse_card("Qh"), width, dpr)
    assert pixmap.width() == round(width * dpr)
    assert pixmap.height() == round(width * CARD_ASPECT * dpr)
    assert pixmap.devicePixelRatio() == pytest.approx(dpr)
    logical = pixmap.deviceIndependentSize()
    assert logical.width() == pytest.approx(width, abs=0.5)
    assert logical.height() == pytest.approx(width * CARD_ASPECT, abs=0.5)


def test_render_rejects_nonsense_sizes() -> None:
    with pytest.raises(ValueError):
        render_card_image(parse_card("2c"), 0)
    with pytest.raises(ValueError):
        render_card_image(parse_card("2c"), 50, 0.0)
    with pytest.raises(ValueError):
        CardPixmapCache(max_entries=0)


def test_200_percent_is_drawn_at_full_resolution_not_upscaled() -> None:
    """A 2x render has detail a scaled-up 1x render lacks: more distinct edge levels."""
    card = parse_card("Kd")
    sharp = render_card_image(card, 60, 2.0)
    blurry = render_card_image(card, 60, 1.0).scaled(
        sharp.size(),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    # Count fully inked pixels: thin lines and small shapes keep their solid cores at 2x,
    # while upscaling smears them into intermediate shades.
    solid_sharp = len(ink_pixels(sharp, 0, 0, 1, CARD_ASPECT))
    solid_blurry = len(ink_pixels(blurry, 0, 0, 1, CARD_ASPECT))
    assert solid_sharp > solid_blurry * 1.1


# --------------------------------------------------------------------------- colours


@pytest.mark.parametrize("text", ["Ah", "9h", "Qd", "2d"])
def test_hearts_and_diamonds_are_red_in_two_colour_mode(text: str) -> None:
    r, g, b = index_colour(parse_card(text), four_colour=False)
    assert r > 150 and g < 70 and b < 80, (r, g, b)


@pytest.mark.parametrize("text", ["As", "Ts", "Kc", "3c"])
def test_spades_and_clubs_are_black_in_two_colour_mode(text: str) -> None:
    r, g, b = index_colour(parse_card(text), four_colour=False)
    assert max(r, g, b) < 60, (r, g, b)


def test_four_colour_deck_recolours_diamonds_and_clubs_only() -> None:
    blue = index_colour(parse_card("8d"), four_colour=True)
    assert blue[2] > 150 and blue[0] < 80, blue
    green = index_colour(parse_card("8c"), four_colour=True)
    assert green[1] > 100 and green[0] < 80 and green[2] < 100, green
    red_two = index_colour(parse_card("8d"), four_colour=False)
    assert abs(blue[0] - red_two[0]) > 100 and abs(blue[2] - red_two[2]) > 100
    # Same art: hearts and spades are pixel-identical in both schemes.
    for text in ("8h", "8s", "Kh", "As"):
        card = parse_card(text)
        assert digest(render_card_image(card, 50, four_colour=True)) == digest(
            render_card_image(card, 50, four_colour=False)
        )


# --------------------------------------------------------------------------- the art


def test_every_face_and_back_renders_non_blank_and_distinct() -> None:
    digests: dict[str, str] = {}
    images: list[tuple[str, QImage]] = [
        (str(card), render_card_image(card, 60)) for card in full_deck()
    ]
    images += [(f"back-{b.value}", render_card_image(None, 60, back=b)) for b in BackColour]
    for name, image in images:
        assert not image.isNull()
        # Rounded corner: the very corner pixel stays transparent; the middle is opaque.
        assert image.pixelColor(0, 0).alpha() == 0, name
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255, name
        assert len(ink_pixels(image, 0, 0, 1, CARD_ASPECT)) > 100, f"{name} looks blank"
        digests[name] = digest(image)
    assert len(set(digests.values())) == len(images)


def test_four_colour_faces_are_distinct_too() -> None:
    seen = {digest(render_card_image(card, 40, four_colour=True)) for card in full_deck()}
    assert len(seen) == 52


@pytest.mark.parametrize("text", ["Th", "Qs", "Ac", "7d"])
def test_index_shows_rank_and_suit_in_the_strip_a_fan_leaves_visible(text: str) -> None:
    """With neighbours covering all but the left 30%, rank and suit must both be there."""
    card = parse_card(text)
    image = render_card_image(card, 100, 1.0)
    rank_ink = ink_pixels(image, 0.0, 0.03, 0.3, 0.3)
    suit_ink = ink_pixels(image, 0.0, 0.32, 0.3, 0.5)
    # Large: the rank alone covers a sizeable part of its strip (a small index would not).
    assert len(rank_ink) > 0.08 * 0.3 * 0.27 * 100 * 100, len(rank_ink)
    assert len(suit_ink) > 0.08 * 0.3 * 0.18 * 100 * 100, len(suit_ink)
    # The bottom-right index mirrors it: the card turned 180° has the same corner.
    turned = image.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
    assert len(ink_pixels(turned, 0.0, 0.03, 0.3, 0.5)) == pytest.approx(
        len(rank_ink) + len(suit_ink), rel=0.15
    )


def test_pip_cards_are_point_symmetric() -> None:
    """Pips for 2-10 sit in classic double-ended positions: the card looks the same turned."""
    for rank in (Rank.TWO, Rank.FOUR, Rank.SIX, Rank.EIGHT, Rank.TEN):
        card = Card(rank, Suit.DIAMONDS)  # the diamond is itself point-symmetric
        image = render_card_image(card, 80, 1.0)
        turned = image.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
        body = ink_pixels(image, 0.3, 0.05, 0.7, CARD_ASPECT - 0.05)
        body_turned = ink_pixels(turned, 0.3, 0.05, 0.7, CARD_ASPECT - 0.05)
        assert len(body) == pytest.approx(len(body_turned), rel=0.03), rank


def test_more_pips_more_ink() -> None:
    counts = [
        len(ink_pixels(render_card_image(Card(r, Suit.HEARTS), 60), 0.3, 0.05, 0.7, 1.35))
        for r in range(2, 11)
    ]
    assert counts == sorted(counts) and len(set(counts)) == len(counts), counts


def test_paint_card_keeps_proportions_in_any_rect() -> None:
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, 200, 200), parse_card("5s"))
    painter.end()
    card_w = 200 / CARD_ASPECT
    margin = (200 - card_w) / 2
    assert image.pixelColor(int(margin) - 2, 100).alpha() == 0
    assert image.pixelColor(int(margin) + 4, 100).alpha() == 255
    assert image.pixelColor(int(200 - margin) + 2, 100).alpha() == 0
    assert image.pixelColor(100, 1).alpha() == 255


def test_empty_slot_is_a_faint_outline() -> None:
    image = QImage(100, 140, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_empty_slot(painter, QRectF(0, 0, 100, 140), QColor(255, 255, 255, 200))
    painter.end()
    centre = image.pixelColor(50, 70)
    assert 0 < centre.alpha() < 60  # a tint, not a card
    edge = [image.pixelColor(x, 2).alpha() for x in range(10, 90)]
    assert max(edge) > 120  # the dashed line is there...
    assert min(edge) < 40  # ...and it is dashed


@pytest.mark.parametrize("suit", list(Suit))
def test_suit_paths_are_normalised_and_centred(suit: Suit) -> None:
    box = suit_path(suit, 10.0, QPointF(100, 50)).boundingRect()
    assert box.height() == pytest.approx(10.0, abs=1e-6)
    assert box.center().x() == pytest.approx(100, abs=1e-6)
    assert box.center().y() == pytest.approx(50, abs=1e-6)
    assert 5.0 < box.width() <= 10.0 + 1e-6


def test_all_suits_have_different_shapes() -> None:
    def raster(make: Callable[[], object]) -> str:
        image = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.fillPath(make(), QColor(0, 0, 0))  # type: ignore[arg-type]
        painter.end()
        return digest(image)

    shapes = {raster(lambda s=s: suit_path(s, 36, QPointF(20, 20))) for s in Suit}
    assert len(shapes) == 4
