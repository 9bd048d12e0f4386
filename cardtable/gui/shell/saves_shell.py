"""The main window's saves and the messages it tells about them: every game's autosave is
loaded at start and written at every change of its session; a save that cannot be read is
set aside (or kept, when it cannot be moved) and reported, never fatal; a folder that cannot
be written shows a lasting banner.

A mixin of ``MainWindow`` kept in its own module so the window's code stays about windows
(like ``HistoryShell``). Its words keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMessageBox

from cardtable.core.jsonio import folder_problem
from cardtable.core.session import SessionDriver
from cardtable.gui.common.load_reasons import reason_text, settings_reason_text
from cardtable.gui.common.prefs import SettingsProblem
from cardtable.gui.games import GUI_GAMES, gui_spec
from cardtable.gui.shell.save_banner import SaveBanner
from cardtable.gui.shell.start_screen import StartScreen
from cardtable.storage.autosave import LoadResult, SaveShelf, slot_of

if TYPE_CHECKING:
    from cardtable.gui.common.session_table import SessionTable

    _Window = QMainWindow  # what the mixin is mixed into, for the type checker
else:
    _Window = object

translate = QCoreApplication.translate

_NAME = re.compile(r"\S*[-.]\S*[-.]\S*")
"""A file name ("session-badugi.bad-20261127-203849.json"): a run without spaces with at
least two dots or hyphens."""

WORD_JOINER = "\u2060"


def whole_names(text: str) -> str:
    """``text`` with its file names kept on one line: the box broke them after a hyphen
    ("session-" at the end of a line, "badugi.bad-….json" on the next; issue 26). An
    invisible word joiner after each hyphen forbids that break (Qt's rich text ignores
    ``<nobr>`` there)."""
    return _NAME.sub(lambda m: m.group(0).replace("-", "-" + WORD_JOINER), text)


def game_title(game: str) -> str:
    """A game's title from its code, or the code for a game this cardtable does not know."""
    try:
        return gui_spec(game).title()
    except KeyError:
        return game


class SavesShell(_Window):
    """Needs from the window: the attributes declared here (set in its ``__init__``)."""

    saves: SaveShelf
    save_banner: SaveBanner
    start_screen: StartScreen
    act_resume: QAction
    act_leave: QAction
    session: SessionDriver | None
    table: SessionTable | None
    last_save_error: LoadResult | None
    _saved: dict[str, SessionDriver]
    _save_warned: bool
    _pending_problems: list[tuple[str, str]] | None

    # ------------------------------------------------------------------ messages

    def _message(self, title: str, text: str, icon: QMessageBox.Icon) -> QMessageBox:
        """A message that does not block the event loop (tests and bots keep running)."""
        box = QMessageBox(icon, title, whole_names(text), QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.open()
        return box

    def _problem(self, title: str, text: str) -> None:
        """Warn the player: at once, or, while files are checked (at start), together with
        the other problems found then (``_tell_problems``)."""
        if self._pending_problems is not None:
            self._pending_problems.append((title, text))
        else:
            self._message(title, text, QMessageBox.Icon.Warning)

    def _tell_problems(self) -> None:
        """One message for the problems gathered since ``_pending_problems`` was set."""
        problems, self._pending_problems = self._pending_problems or [], None
        if len(problems) == 1:
            self._message(*problems[0], QMessageBox.Icon.Warning)
        elif problems:
            text = "\n\n".join(
                [translate("MainWindow", "cardtable found these problems:")]
                + [f"■ {title}\n{body}" for title, body in problems]
            )
            self._message(translate("MainWindow", "Problems found"), text, QMessageBox.Icon.Warning)

    def confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question (a hook tests replace)."""
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    # ------------------------------------------------------------------ saving

    def _check_save(self) -> None:
        """Load every game's save; report the ones that had to be set aside or kept."""
        for game, result in self.saves.load_all().items():
            if result.session is not None and game not in self._saved:
                self._saved[game] = result.session
            if result.error is not None:
                self.last_save_error = result
                self._report_unreadable(result)
        self._check_folder()
        self._update_resume()

    def _report_settings(self, problem: SettingsProblem | None) -> None:
        """The settings file could not be used (``Prefs.checked``): say so, as for saves."""
        if problem is None:
            return
        title = translate("MainWindow", "Settings could not be read")
        reason = settings_reason_text(problem.code, problem.reason)
        if problem.moved_to is not None:
            text = translate(
                "MainWindow",
                "Your settings could not be read ({0}) and were set aside as {1}.\n\n"
                "cardtable uses its default settings; choose yours again in Settings.",
            ).format(reason, problem.moved_to.name)
        else:
            text = translate(
                "MainWindow",
                "Your settings in {0} could not be read ({1}) and could not be set aside "
                "either ({2}). cardtable uses its default settings.",
            ).format(problem.path, reason, problem.move_error)
        self._problem(title, text)

    def _report_unreadable(self, result: LoadResult) -> None:
        if result.kept:
            # It could not be moved (read-only folder): it stays, and nothing overwrites it.
            self._problem(
                translate("MainWindow", "Saved game could not be read"),
                translate(
                    "MainWindow",
                    "The saved game could not be read.\n\nReason: {0}\n\n"
                    "It could not be set aside either ({1}), so it is left untouched in "
                    "{2} and nothing will be saved over it. You can play, but your games "
                    "will not be saved until that folder can be written to.",
                ).format(self._reason(result), result.move_error, self.saves.directory),
            )
            return
        where = result.moved_to.name if result.moved_to else ""
        # The folder too: a save from a newer cardtable can be taken back to it, and the
        # player asks first whether his hands went with the game (they did not).
        self._problem(
            translate("MainWindow", "Saved game could not be read"),
            translate(
                "MainWindow",
                "The saved game could not be read and was set aside as {0} in {1}.\n\n"
                "Reason: {2}\n\nYou can start a new game. Your hand history and "
                "statistics are not affected.",
            ).format(where, self.saves.directory, self._reason(result)),
        )

    @staticmethod
    def _reason(result: LoadResult) -> str:
        """Why the save was refused, in the window's language (the core's code and details;
        its English for a code the window does not know)."""
        return reason_text(result.code, result.details, result.error, game_title)

    def _check_folder(self) -> None:
        """Show the banner when nothing can be saved: a kept unreadable save, or a data
        folder that cannot be written (found at start, before a game is played)."""
        if self._show_blocked():
            return
        problem = folder_problem(self.saves.directory)
        if problem is not None:
            self.save_banner.show_problem(
                translate(
                    "MainWindow",
                    "Nothing can be saved in {0} ({1}): games and training progress will be "
                    "lost when you quit. Make the folder writable and restart cardtable.",
                ).format(self.saves.directory, problem)
            )

    def _show_blocked(self) -> bool:
        """The banner for an unreadable save kept untouched (a game that cannot be saved
        until restart); False when there is none."""
        if self.saves.blocked is None:
            return False
        self.save_banner.show_problem(
            translate(
                "MainWindow",
                "Games are not being saved: the unreadable saved game in {0} is kept "
                "untouched. Make the folder writable and restart cardtable.",
            ).format(self.saves.directory)
        )
        return True

    def _update_resume(self) -> None:
        """The start screen offers every saved game; Resume works while anything can be."""
        self.act_resume.setEnabled(bool(self._saved) or self.table is not None)
        self.act_leave.setEnabled(self.table is not None)
        self.start_screen.set_resumable(
            [(spec.name, spec.title()) for spec in GUI_GAMES if spec.name in self._saved]
            + [
                (slot, title())
                for spec in GUI_GAMES
                for slot, title in spec.save_titles
                if slot in self._saved
            ],
            latest=self._latest_save(),
        )

    def _latest_save(self) -> str | None:
        """The waiting save played last (by its file's time), None without one."""
        if not self._saved:
            return None
        return max(self._saved, key=lambda g: self.saves.store(g).modified())

    def _autosave(self, session: SessionDriver) -> None:
        try:
            self.saves.store(slot_of(session)).save(session)
        except OSError as exc:
            # A lasting banner (and once a message), not a status line that fades.
            if self._show_blocked():  # an unreadable save is kept: the player was told at start
                return
            # Known since start (a read-only folder: the banner said so): the banner's new
            # words are enough. A box there took the person's next key presses at the table.
            told = not self.save_banner.isHidden()
            self.save_banner.show_problem(
                translate(
                    "MainWindow",
                    "Your game is not being saved: {0}. It cannot be resumed later until "
                    "saving works again.",
                ).format(exc.strerror or exc)
            )
            if not self._save_warned and not told:
                self._save_warned = True
                self._message(
                    translate("MainWindow", "Could not save the game"),
                    translate("MainWindow", "Could not save the game: {0}").format(
                        exc.strerror or exc
                    ),
                    QMessageBox.Icon.Warning,
                )
            return
        if not self.save_banner.isHidden():
            self.save_banner.clear()  # saving works again (for this game at least)
            self._show_blocked()

    def has_save(self, game: str) -> bool:
        """A game of ``game`` waits to be resumed (at its open table or in its save)."""
        return game in self._saved or (self.session is not None and slot_of(self.session) == game)
