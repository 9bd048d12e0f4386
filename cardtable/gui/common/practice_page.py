"""What the trainers' pages share (the Badugi draw trainer, the Spades bidding practice):
the progress file opened when the page is made, its actions and tool buttons, saving the
progress after each answer, and the accuracy window.

A trainer subclasses ``PracticePage`` and says how its progress is opened
(``_open_progress``), what the line says when it cannot be saved (``_save_failed``) and which
accuracy window it shows (``_accuracy_dialog``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QLabel, QToolButton, QWidget

from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.named import style_panel
from cardtable.gui.common.page import Page
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.common.shortcuts import page_action, tool_button


class PracticePage(Page):
    """A trainer page. ``back_requested`` asks the main window to close it; ``loaded`` is
    what opening the progress file found (``progress``, and the ``load_error``,
    ``moved_to`` and ``move_error`` the start reports)."""

    object_name = ""
    """The page's Qt object name (its style sheet and the tests find it by it)."""
    store: Any
    """The trainer's progress store (``_open_progress`` opens it)."""
    status: QLabel
    """The page's status line (the trainer makes it with its widgets)."""

    def __init__(
        self,
        prefs: Prefs,
        cache: CardPixmapCache,
        data_dir: str | Path,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        style_panel(self, self.object_name)
        self.prefs = prefs
        self.cache = cache
        loaded = self._open_progress(data_dir)
        self.progress = loaded.progress
        self.load_error: str | None = loaded.error
        self.moved_to: Path | None = loaded.moved_to
        self.move_error: str | None = loaded.move_error  # set when the file had to be kept
        self.loaded = loaded
        self._build_page()

    # ------------------------------------------------------------------ the trainer's part

    def _build_page(self) -> None:
        """Make the trainer's widgets and actions (the progress is loaded by then)."""
        raise NotImplementedError

    def _open_progress(self, data_dir: str | Path) -> Any:
        """Open the trainer's progress store in ``data_dir`` (``self.store``) and return
        what loading it found."""
        raise NotImplementedError

    def _save_failed(self, exc: OSError) -> str:
        """The status line when the progress could not be saved."""
        raise NotImplementedError

    def _accuracy_dialog(self) -> QDialog:
        """The trainer's accuracy-per-situation window over its progress."""
        raise NotImplementedError

    # ------------------------------------------------------------------ shared

    def _action(self, name: str, text: str, keys: list[str], slot: Any) -> QAction:
        return page_action(self, name, text, keys, slot)

    def _tool(self, action: QAction) -> QToolButton:
        return tool_button(self, action)

    def _save(self) -> None:
        try:
            self.store.save(self.progress)
        except OSError as exc:
            self.status.setText(self._save_failed(exc))

    def show_accuracy(self) -> QDialog:
        """The accuracy per situation, in a window of its own."""
        self.accuracy_dialog = self._accuracy_dialog()
        self.accuracy_dialog.open()
        return self.accuracy_dialog
