"""Telling the player that a trainer's progress file could not be used.

The draw trainer and the bidding practice keep their progress in a file; when it is refused
at start (``ProgressLoad.error``) both pages say so the same way: a notice that stays on the
page and a message box, worded for the two cases (set aside under a new name, or kept
untouched because the folder is read-only). Each page passes its own translated templates.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from cardtable.core.store import ProgressLoad
from cardtable.gui.common.load_reasons import reason_text

PLAIN_LABELS = "QLabel { color: palette(window-text); background: transparent; }"
"""A dialog's labels in the dialog's own colours, whatever style sheet its parent has."""


def one_paragraph(text: str) -> str:
    """The page's notice: the box's paragraphs on one line each ended as a sentence (the
    reason, an error's words, has no full stop). With the box's blank lines between them the
    notice pushed the bidding practice's answer below a scroll bar at 1024x700."""
    paragraphs = [" ".join(p.split()) for p in text.split("\n\n") if p.strip()]
    return " ".join(p if p.endswith((".", "!", "?", ":")) else p + "." for p in paragraphs)


def report_unreadable_progress(
    page: QWidget,
    notice: QLabel,
    loaded: ProgressLoad,
    moved: str,
    kept: str,
    short: tuple[str, str] | None = None,
) -> QMessageBox:
    """Show why ``loaded`` came back fresh. ``moved`` is formatted with (new file name,
    reason), ``kept`` with (reason, why it could not be moved). ``short``: the notice's own
    words for the two cases (``moved``'s with the new file name), where the page has room for
    one line; otherwise the notice says the box's text in one paragraph. The notice's tool
    tip holds the whole text. Returns the open box."""
    name = loaded.moved_to.name if loaded.moved_to else ""
    why = reason_text(loaded.code, loaded.details, loaded.error)
    if loaded.move_error is not None:
        text = kept.format(why, loaded.move_error)
    else:
        text = moved.format(name, why)
    if short is None:
        notice.setText(one_paragraph(text))
    else:
        notice.setText(short[1] if loaded.move_error is not None else short[0].format(name))
    notice.setToolTip(text)
    notice.setAccessibleDescription(text)
    notice.setVisible(True)
    title = QCoreApplication.translate("ProgressNotice", "Progress could not be read")
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, page)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    box.setObjectName("progressError")
    # The box is the page's child, and the pages' dark-felt style sheet (light QLabel text)
    # cascades into it: on the box's light background its message was invisible. Its own
    # rule, closer to the labels, gives them back the box's ink.
    box.setStyleSheet(PLAIN_LABELS)
    box.open()
    return box
