"""The main window's stack of pages, with the start screen out of the screen reader's way
while another page is on show.

``QStackedWidget`` only hides the pages it does not show, and Qt's accessibility tree lists
hidden child widgets too: right after a table opened, a screen reader still found the start
screen's six buttons (and the game button just pressed still "showing" in its cache; issue
26, defect 8). ``PageStack`` takes the start screen out of the window while another page is
on show (a widget without a parent or a window of its own is in no accessibility tree) and
puts it back when it is shown again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStackedWidget, QWidget


def landing(page: QWidget) -> QWidget:
    """Where the focus lands on ``page`` as it is shown: the control it last held there (a
    table's felt, coming back from the history), else the page itself, named by its title
    (a page that wants another widget takes it in ``take_focus``)."""
    last = page.focusWidget()
    if last is not None and page.isAncestorOf(last) and last.isVisibleTo(page) and last.isEnabled():
        return last
    return page


class PageStack(QStackedWidget):
    """The window's pages; ``kept_out`` (the start screen) leaves the window while another
    page is on show and comes back with ``setCurrentWidget``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kept_out: QWidget | None = None
        out: list[QWidget] = []  # the page while it is out of the window
        self._out = out
        # Out of the window it is no longer deleted with it: it goes with the stack.
        self.destroyed.connect(lambda *_: [page.deleteLater() for page in out])

    def setCurrentWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt API)
        page = self.kept_out
        if widget is page and self.indexOf(widget) < 0:
            self._out.clear()
            self.addWidget(widget)
        current = self.currentWidget()
        focus = QApplication.focusWidget()
        if (
            current is not None
            and current is not widget
            and focus is not None
            and current.isAncestorOf(focus)
        ):
            # Else, as the page goes, Qt hands the focus to each next control in turn (the
            # table's Nil box, say) and a screen reader speaks every one. It went to nothing
            # first (``clearFocus``), but Qt reports the widget that loses the focus as
            # focused then: a reader heard "Spades table" once more before the history. The
            # focus goes straight to where it lands on the new page.
            landing(widget).setFocus(Qt.FocusReason.OtherFocusReason)
        super().setCurrentWidget(widget)
        if page is not None and widget is not page and self.indexOf(page) >= 0:
            self.removeWidget(page)
            page.setParent(None)  # no parent: in no accessibility tree
            self._out[:] = [page]
