"""Widgets set up by name: a label or a panel that the page's style sheet (and the tests)
find by its object name.

Most panels style their labels by name (``QLabel#verdict { ... }``) and paint their own
background from a style sheet; each did so in two or three lines of its own, the same every
time. These helpers are those lines once."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


def named_label(name: str, parent: QWidget | None, text: str = "", wrap: bool = False) -> QLabel:
    """A label called ``name`` showing ``text``; ``wrap``: words wrap to the width it is
    given (sentences and reasons), else it keeps one line (titles, figures)."""
    label = QLabel(text, parent)
    label.setObjectName(name)
    if wrap:
        label.setWordWrap(True)
    return label


def style_panel(panel: QWidget, name: str, sheet: str = "") -> None:
    """Call ``panel`` ``name`` and let it paint the background its style sheet (``sheet``,
    when given) sets: a QWidget subclass paints none without ``WA_StyledBackground``."""
    panel.setObjectName(name)
    panel.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    if sheet:
        panel.setStyleSheet(sheet)


def dark_scroll_bars(*scopes: str) -> str:
    """Style-sheet rules for the scroll bars of dark panels and pages (the coach's reasons,
    the tables' logs, the statistics, history and replayer pages): a dark groove and a grey
    handle, where the platform's light grey stood out on the dark. ``scopes``: the widgets
    whose scroll bars take the look (``QListWidget#log``); none, every scroll bar under the
    sheet's widget."""
    prefixes = [f"{s} " for s in scopes] or [""]

    def rule(parts: tuple[str, ...], body: str) -> str:
        chosen = ", ".join(f"{p}QScrollBar{part}" for p in prefixes for part in parts)
        return f"{chosen} {{ {body} }}\n"

    sheet = ""
    for side, across, along in (("vertical", "width", "height"), ("horizontal", "height", "width")):
        sheet += rule((f":{side}",), f"background: #2a3139; {across}: 10px; margin: 0;")
        sheet += rule(
            (f"::handle:{side}",), f"background: #6b7682; border-radius: 4px; min-{along}: 24px;"
        )
        sheet += rule((f"::add-line:{side}", f"::sub-line:{side}"), f"{along}: 0;")
        sheet += rule((f"::add-page:{side}", f"::sub-page:{side}"), "background: none;")
    return sheet


def dark_tables(*scopes: str) -> str:
    """Style-sheet rules for the figure tables of dark panels and pages (the trainers', the
    accuracy dialog's, the Spades score sheet): a dark ground with light figures and titles,
    where the platform's white table stood out on the dark. ``scopes``: the tables that take
    the look (``QTableWidget#scoreSheet``); none, every table under the sheet's widget. The
    size of the figures stays each table's own."""
    tables = ", ".join(scopes) or "QTableWidget"
    sections = ", ".join(f"{s} QHeaderView::section" for s in scopes) or "QHeaderView::section"
    return (
        f"{tables} {{ background: #15181c; color: #d8dcd8; gridline-color: #2a3036; }}\n"
        f"{sections} {{ background: #232a31; color: #eef2ea; padding: 3px; border: none; }}\n"
    )


class ElidedLabel(QLabel):
    """One line that ends in "…" where its room is too narrow, the whole of it then in its
    tool tip; ``text()`` (what a screen reader says) stays whole. A status line beside other
    widgets: a long message (a file that cannot be saved, and why) ran off its end, cut."""

    def setText(self, text: str) -> None:  # noqa: N802 (Qt API)
        super().setText(text)
        self._tip()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._tip()

    def shown_text(self) -> str:
        """The words as drawn: the text, elided to the label's width."""
        width = self.contentsRect().width()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, width)

    def _tip(self) -> None:
        self.setToolTip(self.text() if self.shown_text() != self.text() else "")

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            self.shown_text(),
            self.foregroundRole(),
        )
