"""A stand-in ``SceneReader`` no longer needs leaves Qt's accessible tree: hidden, it stayed
among the viewport's accessible children (Qt lists hidden child widgets, marked invisible),
so a tree read beside the live "Mina: 13 cards" still held the deal's "Mina: 13 cards face
down" (session 18, a11y3's note). Each test failed before: the stand-in was only hidden."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsView, QWidget
from pytestqt.qtbot import QtBot

from cardtable.gui.common.scene_access import SceneReader, Spot


def accessible_names(widget: QWidget) -> list[tuple[str, bool]]:
    """The accessible children of ``widget`` as Qt gives them to AT-SPI: (name, invisible)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None
    children = (iface.child(i) for i in range(iface.childCount()))
    return [(c.text(QAccessible.Text.Name), c.state().invisible)
            for c in children if c is not None and c.isValid()]  # fmt: skip


def flush_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_stand_in_that_goes_leaves_the_tree(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    scene = QGraphicsScene(0, 0, 300, 100)
    backs = QGraphicsRectItem(10, 10, 40, 60)
    fan = QGraphicsRectItem(100, 10, 40, 60)
    card = QGraphicsRectItem(200, 10, 40, 60)
    for item in (backs, fan, card):
        scene.addItem(item)
    view = QGraphicsView(scene, window)
    view.resize(300, 100)
    spots = [Spot("cards1", backs, "Mina: 13 cards face down"),
             Spot("hand0", card, "Four of Clubs", press=lambda: None)]  # fmt: skip
    reader = SceneReader(view, lambda: spots)
    reader.refresh()
    window.show()
    qtbot.waitExposed(window)
    viewport = view.viewport()
    assert ("Mina: 13 cards face down", False) in accessible_names(viewport)
    # Her fan is now read as one pill; the card is played.
    spots[:] = [Spot("label1", fan, "Mina: 13 cards")]
    reader.refresh()
    # At once: what is left until Qt deletes it is invisible to a reader.
    assert all(invisible for name, invisible in accessible_names(viewport)
               if name in ("Mina: 13 cards face down", "Four of Clubs"))  # fmt: skip
    flush_deletes()
    assert accessible_names(viewport) == [("Mina: 13 cards", False)]
    assert reader.names() == {"label1": "Mina: 13 cards"}
    # Back again (a new hand): a fresh stand-in, read as before.
    spots.append(Spot("cards1", backs, "Mina: 13 cards face down"))
    reader.refresh()
    assert ("Mina: 13 cards face down", False) in accessible_names(viewport)
    assert set(reader.names()) == {"label1", "cards1"}


def test_a_spades_table_holds_no_hidden_stand_in(qtbot: QtBot, tmp_path: Path) -> None:
    """As a11y3 heard it: Mina's backs read as "Mina: 13 cards face down" while her pill is
    not yet shown (the deal), then the pill's "Mina: 13 cards" spans them; at the bids every
    stand-in in the felt's tree is one the reader shows."""
    from test_spades_table import make_session as spades_session
    from test_spades_table import open_table

    window, table = open_table(qtbot, tmp_path, spades_session(seed=5))
    qtbot.waitUntil(lambda: table.act_look.isEnabled(), timeout=15000)
    reader = table.reader
    assert reader is not None
    pill = table.scene.labels[1]
    pill.setVisible(False)  # the moment of the deal before her pill shows
    reader.refresh()
    assert reader.names()["cards1"] == "Mina: 13 cards face down"
    pill.setVisible(True)
    reader.refresh()
    flush_deletes()
    in_tree = [name for name, _invisible in accessible_names(table.view.viewport())]
    assert "Mina: 13 cards face down" not in in_tree
    assert sorted(in_tree) == sorted(reader.names().values())
    window.close_table(keep=False)
    window.close()
