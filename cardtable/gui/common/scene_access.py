"""What a screen reader finds on a card table: one accessible object per thing on the felt.

The table is a ``QGraphicsScene``: its seats, cards, pots and button are scene items, not
widgets, and Qt's accessibility (AT-SPI on Linux) sees only widgets, so the view read as one
nameless pane. ``SceneReader`` keeps a stand-in widget over each item that matters, placed
exactly over it on the view's viewport (so a screen reader's review and a magnifier find
them where they are drawn), transparent to the mouse, drawing nothing but a focus ring:

- ``SpotLabel``: something to read (a seat, a pot, a card on the felt), its name the words;
- ``SpotButton``: one of the player's cards he may pick (mark for a draw, play): Tab
  reaches it, Space or Enter presses it, and an assistive tool's "press" does the same.

The game says what there is and how to word it (``Spot``s, from its scene after each sync);
this module knows nothing of any game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QGraphicsView,
    QLabel,
    QWidget,
)

from cardtable.gui.common.focus_ring import RING
from cardtable.gui.common.shortcuts import ACTIVATE_KEYS, claim_keys, enter_clicks


@dataclass(frozen=True)
class Spot:
    """One thing on the table a screen reader should find: ``key`` (stable from one sync to
    the next, "seat2", "hand0"), the scene ``item`` it stands for, its ``name`` in words.
    ``press`` makes it a button (a card the player may pick; ``checked`` for a card marked
    to change; ``enabled`` False while it may not be picked). ``cover``: more items the
    stand-in spans with ``item`` (a fan of backs and its draw pill read as one: "Mina: 4
    cards face down, drew 2"), so a reader's review and a magnifier find each of them."""

    key: str
    item: QGraphicsItem
    name: str
    description: str = ""
    press: Callable[[], None] | None = None
    checked: bool | None = None
    enabled: bool = True
    cover: tuple[QGraphicsItem, ...] = ()


class SpotLabel(QLabel):
    """A thing to read: shows nothing (the scene draws it), says its accessible name."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class SpotButton(QAbstractButton):
    """A card the player may pick; draws a focus ring when the keyboard is on it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        claim_keys(self, ACTIVATE_KEYS)
        self.press: Callable[[], None] | None = None
        # A card to mark is checkable: pressed by a click, Space or an assistive tool's
        # "toggle" alike, each of which toggles it (the reader sets the state it shows with
        # the signals blocked).
        self.clicked.connect(lambda: None if self.isCheckable() else self._pressed())
        self.toggled.connect(lambda _on: self._pressed())

    def _pressed(self) -> None:
        if self.press is not None:
            self.press()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if not enter_clicks(self, event):
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        if not self.hasFocus():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # A white ring with a dark edge: visible on the felt, on a card and on the room.
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor(0, 0, 0, 200), 5))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QPen(QColor(RING), 3))
        painter.drawRoundedRect(rect, 6, 6)
        painter.end()


class SceneReader:
    """Keeps ``view``'s stand-ins in step with ``spots()`` (called by ``refresh``)."""

    def __init__(self, view: QGraphicsView, spots: Callable[[], Sequence[Spot]]) -> None:
        self.view = view
        self.spots = spots
        self.widgets: dict[str, SpotLabel | SpotButton] = {}
        self._chained: list[QWidget] = []  # the buttons put after the view in the Tab chain

    def refresh(self) -> None:
        """Place, name and show a stand-in per spot; drop the ones no longer there."""
        viewport = self.view.viewport()
        wanted = list(self.spots())
        seen = set()
        for spot in wanted:
            if not spot.item.isVisible() or spot.item.scene() is None or not spot.name:
                continue
            seen.add(spot.key)
            widget = self._widget(spot, viewport)
            rect = self._rect(spot)
            if widget.geometry() != rect:
                widget.setGeometry(rect)
            if widget.accessibleName() != spot.name:
                widget.setAccessibleName(spot.name)
            if widget.accessibleDescription() != spot.description:
                widget.setAccessibleDescription(spot.description)
            if isinstance(widget, SpotButton):
                widget.press = spot.press
                widget.setCheckable(spot.checked is not None)
                if spot.checked is not None and widget.isChecked() != spot.checked:
                    widget.blockSignals(True)
                    widget.setChecked(spot.checked)
                    widget.blockSignals(False)
                if not spot.enabled:
                    self._keep_focus_off(widget)
                widget.setEnabled(spot.enabled)
            if widget.isHidden():
                widget.show()
        for key in [k for k in self.widgets if k not in seen]:
            self._drop(self.widgets.pop(key))
        self._chain([self.widgets[s.key] for s in wanted if s.key in seen])

    def _chain(self, shown: list[SpotLabel | SpotButton]) -> None:
        """Put the card buttons straight after the felt in the Tab chain, in the order
        they lie: a button made later went to the chain's end, after the log, so Tab
        from the felt passed the table's buttons before the cards."""
        buttons: list[QWidget] = [w for w in shown if isinstance(w, SpotButton)]
        if buttons == self._chained:
            return
        self._chained = buttons
        for first, second in zip([self.view, *buttons], buttons, strict=False):
            QWidget.setTabOrder(first, second)

    def _keep_focus_off(self, widget: QWidget) -> None:
        """The felt takes the focus from a card that goes (drawn, played) or is greyed:
        Qt moved it on to the next widget, which went too, and a screen reader spoke each
        in turn ("Queen of Diamonds", "Seven of Diamonds", "Check/Fold", "Call 2", "Call
        any", a log line, "Hand log") after every draw."""
        if widget.hasFocus():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _drop(self, widget: QWidget) -> None:
        """Take a stand-in no longer wanted out of the accessible tree: hidden only, it
        stayed among the viewport's accessible children (Qt lists hidden child widgets,
        marked invisible), and a tree read beside "Mina: 13 cards" still held the deal's
        "Mina: 13 cards face down". Hidden now (invisible to a reader until it goes) and
        deleted by the event loop, not at once: ``refresh`` may run inside the stand-in's
        own click. A spot that comes back gets a fresh one."""
        self._keep_focus_off(widget)
        widget.hide()
        widget.deleteLater()

    def _widget(self, spot: Spot, viewport: QWidget) -> SpotLabel | SpotButton:
        widget = self.widgets.get(spot.key)
        button = spot.press is not None
        if widget is not None and isinstance(widget, SpotButton) == button:
            return widget
        if widget is not None:  # a card became a button or stopped being one
            self._drop(widget)
        widget = SpotButton(viewport) if button else SpotLabel(viewport)
        widget.setObjectName(spot.key)
        self.widgets[spot.key] = widget
        return widget

    def _rect(self, spot: Spot) -> QRect:
        box = spot.item.sceneBoundingRect()
        for item in spot.cover:
            if item.isVisible() and item.scene() is not None:
                box = box.united(item.sceneBoundingRect())
        return self.view.mapFromScene(box).boundingRect()

    def names(self) -> dict[str, str]:
        """The names shown now, by key (for tests and the review of a table; a stand-in
        dropped is out of ``widgets`` at once)."""
        return {k: w.accessibleName() for k, w in self.widgets.items() if not w.isHidden()}
