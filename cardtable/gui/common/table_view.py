"""The QGraphicsView that shows a table scene (any game's ``CardTableScene``) scaled to the
window, keeping its proportions."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from cardtable.gui.common.focus_ring import RING
from cardtable.gui.common.scene import CardTableScene

RING_WIDTH = 3
"""The felt's focus ring, in pixels: as wide as the bar's rings look at the felt's size."""
KEYBOARD_REASONS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)


class TableView(QGraphicsView):
    """Fits the whole scene in the widget; tells the scene its on-screen scale so cards are
    rendered at the pixel size they are shown at. ``fitted`` follows every new fit (the
    screen reader's stand-ins move with the items). A click on the felt takes the focus, so
    it leaves the amount box or the log for the table, and so does Tab: the felt is a stop
    in the window's Tab chain. (It was a click stop only, and once Tab had left it for the
    buttons a keyboard player never came back to the table's name and its cards.)"""

    fitted = Signal()

    def __init__(self, scene: CardTableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # The felt (gradients, antialiased ovals) is drawn once per size and then copied: it
        # was a third of every repaint (about 17 ms of a 56 ms frame, measured).
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # The viewport, under the view and over the screen reader's stand-ins, never holds
        # the focus (the view is its proxy) but said it could: a reader listed a nameless
        # focusable "Client" pane on every felt. Not focusable, it is a nameless filler a
        # reader passes by, and a click on it still gives the view the focus. (Qt hands a
        # focus policy on to the proxy: the proxy is let go while the viewport's is set.)
        viewport = self.viewport()
        viewport.setFocusProxy(None)  # type: ignore[arg-type]  (Qt takes none; the stubs not)
        viewport.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        viewport.setFocusProxy(self)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)
        self._ring = False

    def ring_shown(self) -> bool:
        """Whether the felt draws its focus ring now (reached by Tab, not left since)."""
        return self._ring

    def _show_ring(self, shown: bool) -> None:
        if shown != self._ring:
            self._ring = shown
            self.viewport().update()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        super().focusInEvent(event)
        self._show_ring(event.reason() in KEYBOARD_REASONS)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        super().focusOutEvent(event)
        self._show_ring(False)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        self._show_ring(False)
        super().mousePressEvent(event)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        super().drawForeground(painter, rect)
        if not self._ring:
            return
        painter.save()
        painter.resetTransform()  # the viewport's pixels, whatever the scene's scale
        half = RING_WIDTH / 2
        edge = QRectF(self.viewport().rect()).adjusted(half, half, -half, -half)
        painter.setPen(QPen(QColor(RING), RING_WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(edge)
        painter.restore()

    def table_scene(self) -> CardTableScene:
        scene = self.scene()
        assert isinstance(scene, CardTableScene)
        return scene

    def _fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.table_scene().set_render_scale(self.transform().m11() * self.devicePixelRatioF())
        self.fitted.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        self._fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        # The felt needs no keys (a scroll by the arrows would shift the table): they go on
        # to the table.
        event.ignore()
