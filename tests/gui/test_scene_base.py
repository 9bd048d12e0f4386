"""The shared table scene (``CardTableScene``): both games' scenes are one, draw the same felt
through it, take the card look and render scale from it, warm the card cache ahead of
``paint()`` and stop warming when told, and place the dealer button and the info lines the
same way. The shared view fits any of them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from cardtable.core.cards import parse_cards
from cardtable.gui.badugi.scene import TableScene
from cardtable.gui.common.cardart import BackColour, CardPixmapCache
from cardtable.gui.common.scene import (
    CENTRE,
    INFO_RECT,
    SCENE_H,
    SCENE_W,
    CardTableScene,
    paint_felt,
    place_info,
)
from cardtable.gui.common.table_view import TableView
from cardtable.gui.spades.scene import SpadesScene, SpadesView
from cardtable.spades import SpadesRules

pytestmark = pytest.mark.usefixtures("qapp")


def both_scenes(cache: CardPixmapCache | None = None) -> list[CardTableScene]:
    cache = cache if cache is not None else CardPixmapCache()
    return [TableScene(4, 0, cache), SpadesScene(SpadesRules(players=4), 0, cache)]


def background(scene: CardTableScene) -> QImage:
    image = QImage(int(SCENE_W), int(SCENE_H), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    scene.drawBackground(painter, QRectF(0, 0, SCENE_W, SCENE_H))
    painter.end()
    return image


def test_both_scenes_are_the_base_and_draw_its_felt() -> None:
    felt = QImage(int(SCENE_W), int(SCENE_H), QImage.Format.Format_ARGB32)
    felt.fill(QColor(0, 0, 0, 0))
    painter = QPainter(felt)
    paint_felt(painter, QRectF(0, 0, SCENE_W, SCENE_H))
    painter.end()
    middle = felt.pixelColor(int(CENTRE.x()), int(CENTRE.y()))
    corner = felt.pixelColor(2, 2)
    assert middle.green() > 2 * middle.red() and middle.green() > 100  # green felt
    assert corner.green() < 60 and corner.alpha() == 255  # the dark room
    for scene in both_scenes():
        assert isinstance(scene, CardTableScene)
        assert scene.sceneRect() == QRectF(0, 0, SCENE_W, SCENE_H)
        assert background(scene) == felt


def test_each_game_scene_passes_the_look_and_parent_to_the_base() -> None:
    """The card look and the Qt parent reach the base as given, the defaults otherwise."""
    for scene in both_scenes():
        assert (scene.four_colour, scene.back, scene.parent()) == (False, BackColour.BLUE, None)
    owner = QObject()
    cache = CardPixmapCache()
    look = {"four_colour": True, "back": BackColour.RED, "parent": owner}
    for scene in (TableScene(4, 0, cache, **look), SpadesScene(SpadesRules(), 0, cache, **look)):
        assert (scene.four_colour, scene.back, scene.parent()) == (True, BackColour.RED, owner)
        assert scene.cache is cache


def test_plates_pills_and_the_dealer_button_follow_the_layout() -> None:
    for scene in both_scenes():
        assert len(scene.seats) == len(scene.labels) == len(scene.layouts) == scene.n == 4
        for s, lay in enumerate(scene.layouts):
            assert scene.seats[s].pos() == lay.plate
        assert not scene.dealer.isVisible()
        scene.show_dealer(2)
        assert scene.dealer.isVisible() and scene.dealer.pos() == scene.layouts[2].button
        scene.show_dealer(None)
        assert not scene.dealer.isVisible()
        scene.set_info(["Hand 3", "Bidding"])
        assert scene.info.text() == "Hand 3\nBidding"
        bottom = scene.info.pos().y() + scene.info.boundingRect().height()
        assert scene.info.pos().x() == INFO_RECT.left() and bottom == INFO_RECT.bottom()
        scene.set_result("Tom wins 12")
        assert scene.result.isVisible() and scene.result.text == "Tom wins 12"
        scene.set_result("")
        assert not scene.result.isVisible()


def test_place_info_puts_the_last_line_at_the_bottom_of_its_corner() -> None:
    item = QGraphicsSimpleTextItem("one\ntwo\nthree")
    place_info(item)
    assert item.pos().y() + item.boundingRect().height() == INFO_RECT.bottom()


def test_the_card_look_and_render_scale_pick_the_cached_pixmap() -> None:
    cache = CardPixmapCache()
    scene = TableScene(4, 0, cache)
    card = parse_cards("Kd")[0]
    plain = scene.card_pixmap(card, 40)
    assert scene.card_pixmap(card, 40) is plain  # rendered once, then the cache's
    scene.set_look(True, BackColour.RED)
    scene.stop_warming()
    assert scene.card_pixmap(card, 40) is not plain  # the four-colour face
    assert scene.card_pixmap(None, 40) is cache.pixmap(None, 40, back=BackColour.RED)
    scene.set_render_scale(2.0)
    scene.stop_warming()
    assert scene.card_pixmap(card, 40).width() == 80  # rendered at on-screen pixels


def test_warming_renders_every_size_ahead_and_stops(qtbot: QtBot) -> None:
    cache = CardPixmapCache(max_entries=4096)
    scene = SpadesScene(SpadesRules(players=4), 0, cache)
    scene.set_render_scale(0.5)
    assert scene.warming
    qtbot.waitUntil(lambda: not scene.warming, timeout=30000)
    faces = sum(1 for _width, faces in scene.warm_sizes if faces)
    assert len(cache) == faces * 52 + len(scene.warm_sizes)  # faces, and a back per size
    for width, _faces in scene.warm_sizes:
        assert CardPixmapCache.key(None, round(width), 0.5) in cache
    scene.set_render_scale(0.7)
    assert scene.warming
    scene.stop_warming()
    assert not scene.warming


def test_the_shared_view_fits_either_scene(qtbot: QtBot) -> None:
    cache = CardPixmapCache()
    badugi, spades = both_scenes(cache)
    view = TableView(badugi)
    qtbot.addWidget(view)
    assert view.table_scene() is badugi
    special = SpadesView(spades)
    qtbot.addWidget(special)
    assert special.table_scene() is spades
    view.resize(600, 400)
    view.show()
    qtbot.waitExposed(view)
    assert badugi.render_scale == pytest.approx(
        view.transform().m11() * view.devicePixelRatioF(), abs=0.01
    )
    badugi.stop_warming()
    spades.stop_warming()
