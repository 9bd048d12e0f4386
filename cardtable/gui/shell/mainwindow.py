"""The main window: menus with shortcuts, the start screen, and the table of the game being
played. It owns the autosaves, one per game: every change of the session is written at once,
a save that cannot be read at start-up is set aside and reported, never fatal, and nothing
saved is discarded without the player saying so.

Its parts live in mixins of their own: the saves and the messages about them
(``saves_shell.py``), the practice and history pages (``pages_shell.py``), the history of play
(``history_shell.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

from cardtable import __version__
from cardtable.core.session import SessionDriver
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.columns import column
from cardtable.gui.common.icon import app_icon
from cardtable.gui.common.page import Page
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.games import GUI_GAMES, gui_spec, trainers
from cardtable.gui.shell.game_list import game_titles
from cardtable.gui.shell.history_shell import (
    HistoryShell,
    history_title,
    statistics_title,
)
from cardtable.gui.shell.page_access import PageStack
from cardtable.gui.shell.pages_shell import PagesShell, close_windows
from cardtable.gui.shell.quit_key import QuitOverBoxes
from cardtable.gui.shell.save_banner import SaveBanner
from cardtable.gui.shell.saves_shell import SavesShell
from cardtable.gui.shell.settings_dialog import SettingsDialog
from cardtable.gui.shell.start_screen import StartScreen
from cardtable.gui.shell.window_notice import WindowNotice
from cardtable.gui.shell.window_size import fit_frame, minimum_for, place_first
from cardtable.storage.autosave import LoadResult, SaveShelf, slot_of

if TYPE_CHECKING:  # the tables' base is loaded with the first table
    from cardtable.gui.common.session_table import SessionTable


class MainWindow(HistoryShell, SavesShell, PagesShell, QMainWindow):
    """``data_dir`` holds the autosaves (the app passes QStandardPaths.AppDataLocation).
    ``closed`` is emitted once the window has closed and put everything away: the app
    quits on it (``cardtable.app``)."""

    closed = Signal()

    def __init__(
        self, prefs: Prefs, data_dir: str | Path, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.saves = SaveShelf(
            data_dir,
            [spec.name for spec in GUI_GAMES],
            {slot: spec.name for spec in GUI_GAMES for slot, _title in spec.save_titles},
        )
        self.cache = CardPixmapCache()
        self.session: SessionDriver | None = None
        self.table: SessionTable | None = None
        self.trainer: Page | None = None
        self._trainer_key = ""
        self._table_focus: QWidget | None = None  # where the table had it, a page away
        self._saved: dict[str, SessionDriver] = {}
        self.last_save_error: LoadResult | None = None
        self.setWindowTitle("cardtable")
        self.setWindowIcon(app_icon())
        self.pages = PageStack(self)
        self.start_screen = StartScreen(self)
        self.start_screen.game_chosen.connect(self.start_game)
        self.start_screen.resume_requested.connect(self.switch_game)
        self.start_screen.trainer_chosen.connect(self.open_trainer)
        self.pages.addWidget(self.start_screen)
        self.pages.kept_out = self.start_screen  # out of the screen reader's tree when hidden
        self.save_banner = SaveBanner(self)
        self._save_warned = False
        central = QWidget(self)
        column(central, self.save_banner, (self.pages, 1), margins=(0, 0, 0, 0), spacing=0)
        self.setCentralWidget(central)
        # No status bar: shown for a message ("Your Spades game is saved…") and hidden
        # after it (its empty strip cost 22 pixels at 1024x700), it moved the table 22
        # pixels twice. The messages are drawn at the menu bar's right end instead.
        self._build_menus()
        self.notice = WindowNotice(self)
        self.setMinimumSize(minimum_for(self.screen().availableGeometry()))
        geometry = prefs.window_geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            place_first(self)
        # Once the window manager has framed the window, its real frame must fit the screen
        # too (a saved size from a larger screen, a title bar taller than the guess).
        self._fit_checked = False
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(150)
        self._fit_timer.timeout.connect(lambda: fit_frame(self))
        # What is wrong at start (unreadable saves, a history that cannot be used) is
        # gathered and told in one message: one box each opened on top of each other.
        self._pending_problems: list[tuple[str, str]] | None = []
        self._report_settings(prefs.problem)
        self._check_save()
        self._open_history(data_dir)
        self._tell_problems()
        self.start_screen.add_record_page("stats", statistics_title())
        self.start_screen.add_record_page("history", history_title())
        self.start_screen.show_keys({
            **{f"resume_{game}": act.shortcut() for game, act in self.act_switch.items()},
            **{f"trainer_{key}": act.shortcut() for key, act in self.act_trainers.items()},
            "trainer_stats": self.act_statistics.shortcut(),
            "trainer_history": self.act_history.shortcut(),
        })  # fmt: skip

    # ------------------------------------------------------------------ menus

    def _menu_action(
        self,
        menu: QMenu,
        text: str,
        key: QKeySequence | QKeySequence.StandardKey | str | None,
        slot: object,
    ) -> QAction:
        action = QAction(text, self)
        if key is not None:
            action.setShortcut(QKeySequence(key))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.act_new = self._menu_action(game, self.tr("&New game…"), QKeySequence.StandardKey.New,
                                         self.new_game)
        self.act_new.setShortcut(QKeySequence("Ctrl+N"))
        self.act_resume = self._menu_action(game, self.tr("&Resume"), "Ctrl+R", self.resume)
        self.act_leave = self._menu_action(game, self.tr("&Leave table"), "Ctrl+W",
                                           self.leave_table)
        self.switch_menu = game.addMenu(self.tr("&Switch game"))
        self.act_switch: dict[str, QAction] = {}
        for n, spec in enumerate(GUI_GAMES, start=1):
            self.act_switch[spec.name] = self._menu_action(
                self.switch_menu, spec.title(), f"Ctrl+{n}",
                lambda _c=False, key=spec.name: self.switch_game(key),
            )
        game.addSeparator()
        self.act_trainers: dict[str, QAction] = {}
        for _spec, entry in trainers():
            self.act_trainers[entry.key] = self._menu_action(
                game, entry.title(), entry.shortcut,
                lambda _c=False, key=entry.key: self.open_trainer(key),
            )
        self._build_history_actions(game)
        game.addSeparator()
        self.act_mute = self._menu_action(game, self.tr("&Mute sounds"), "M", self.toggle_mute)
        self.act_mute.setCheckable(True)
        self.act_mute.setChecked(self.prefs.muted)
        self.act_settings = self._menu_action(game, self.tr("&Settings…"), "Ctrl+,",
                                              self.show_settings)
        game.addSeparator()
        self.act_quit = self._menu_action(game, self.tr("&Quit"), "Ctrl+Q", self.close)
        # Ctrl+Q over a modal box or dialog too (Qt gives the window's shortcuts only to the
        # active window, which the box then is).
        self._quit_key = QuitOverBoxes(self.act_quit, self)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self._quit_key)
        self.table_menu = self.menuBar().addMenu(self.tr("&Table"))
        self.table_menu.setEnabled(False)
        self.table_menu.setToolTipsVisible(True)  # the tables' actions say their keys there
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.act_rules = self._menu_action(help_menu, self.tr("&Rules"), "F1", self.show_rules)
        self.act_about = self._menu_action(help_menu, self.tr("&About cardtable"), None,
                                           self.show_about)

    # ------------------------------------------------------------------ games

    def current_game(self) -> str:
        """The game of the open table, else the first game listed."""
        return self.session.game if self.session is not None else GUI_GAMES[0].name

    def new_game(self) -> None:
        self.start_game(self.current_game())

    def start_game(self, game: str) -> None:
        entry = gui_spec(game)
        titles = {game: entry.title, **dict(entry.save_titles)}
        # A game with one save is asked about before its dialog (nothing filled in for
        # nothing). A game with several (Badugi's cash table and sit-and-go) is asked once
        # the dialog has said which save the new game goes to, about that one alone: asked
        # first, "your saved Badugi game will be lost" came before a sit-and-go that kept it.
        if len(titles) == 1 and self.has_save(game) and not self._confirm_new(entry.title()):
            return
        config = entry.ask_new_game(self, self.prefs)
        if config is None:
            return
        session = entry.game.new_session(config)
        slot = slot_of(session)
        replaces = len(titles) > 1 and slot in titles and self.has_save(slot)
        if replaces and not self._confirm_new(titles[slot]()):
            return
        self.open_session(session)

    def _confirm_new(self, title: str) -> bool:
        """Whether the player agrees to lose his saved game ``title`` to a new one."""
        return self.confirm(
            self.tr("New game"),
            self.tr("Start a new game of {0}? Your saved {0} game will be lost.").format(title),
        )

    def switch_game(self, game: str) -> None:
        """Go to ``game``: its open table, its saved game, or a new one. The table being left
        stays saved, so switching never loses a game."""
        at_table = self.table is not None and self.pages.currentWidget() is self.table
        if self.trainer is not None:
            self.close_trainer()
        if self.session is not None and self.session.game == game:
            if at_table:
                self._say_already_here(game)
            self.resume()
            return
        if game in self._saved:
            self.open_session(self._saved[game])
        else:
            self.start_game(game)

    def _say_already_here(self, game: str) -> None:
        """Ctrl+1 at a Badugi table (Ctrl+2 at a Spades one) had nothing to go to and said
        nothing, as if the key were dead: it says where the player is and how to start anew,
        at the menu bar's end and to a screen reader."""
        assert self.table is not None
        keys = self.act_new.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        note = self.tr("This is the {0} table already: {1} starts a new {0} game.").format(
            gui_spec(game).title(), keys
        )
        self.notice.show_message(note, 6000, self.table.announcer)

    def leave_table(self) -> None:
        """Back to the start screen; the game stays saved and can be resumed."""
        if self.trainer is not None:
            self.close_trainer()
        if self.session is None:
            return
        self.close_table()
        self._update_resume()

    def open_session(self, session: SessionDriver, save: bool = True) -> None:
        """Seat the player at ``session``'s table (new or resumed) and start play.
        ``save`` False (a demo of bots) leaves the saved games and the history alone."""
        entry = gui_spec(session.game)
        # A new game of the open table's game replaces it (the player said so): it is not
        # kept to resume, and the window's notice must not say it was.
        replaced = self.session is not None and slot_of(self.session) == slot_of(session)
        self.close_table(keep=not replaced)
        self.session = session
        if save:
            self._saved.pop(slot_of(session), None)
            session.add_save_hook(self._autosave)
            self._autosave(session)
            session.add_save_hook(self._record_hands)
            self._record_hands(session)
        table = entry.make_table(session, self.prefs, self.cache, self)
        self.table = table
        table.game_over.connect(self._game_over)
        table.play_again.connect(self._play_again)
        self.pages.addWidget(table)
        self.pages.setCurrentWidget(table)
        self.table_menu.clear()
        for action in table.table_actions:
            self.table_menu.addAction(action)
        self.table_menu.setEnabled(True)
        self.setWindowTitle(f"{entry.title()} — cardtable")
        self._update_resume()
        table.start()

    def close_table(self, keep: bool = True) -> None:
        """Stop the table (timers, animations, bot thread) and remove it. With ``keep`` its
        session (saved) waits to be resumed; a finished game is not kept."""
        table, self.table = self.table, None
        session, self.session = self.session, None
        if session is not None:
            session.remove_save_hook(self._autosave)
            session.remove_save_hook(self._record_hands)
            if keep:
                self._saved[slot_of(session)] = session
                self.start_screen.back_from(slot_of(session))
                if self.save_banner.isHidden():
                    note = self.tr("Your {0} game is saved: resume it from the start screen.")
                else:  # kept in memory only: the banner says why
                    note = self.tr(
                        "Your {0} game waits on the start screen, but it is not saved: it is "
                        "lost when you quit."
                    )
                # The save's own name, as its Resume button says it ("Badugi sit-and-go"):
                # "Your Badugi game" named the cash table's save as well.
                entry = gui_spec(session.game)
                title = dict(entry.save_titles).get(slot_of(session), entry.title)
                self.notice.show_message(note.format(title()), 8000)
        if table is None:
            return
        table.shutdown()
        close_windows(table)
        self.table_menu.clear()
        self.table_menu.setEnabled(False)
        self.pages.removeWidget(table)
        table.setParent(None)
        table.deleteLater()
        self.pages.setCurrentWidget(self.start_screen)
        self.setWindowTitle("cardtable")

    def resume(self) -> None:
        """Back to the open table, or resume the saved game played last."""
        if self.table is not None:
            if self.trainer is not None:
                self.close_trainer()
            self.pages.setCurrentWidget(self.table)
            return
        if not self._saved:
            self._pending_problems = []
            self._check_save()
            self._tell_problems()
        if self._saved:
            last = self._latest_save()
            assert last is not None
            self.open_session(self._saved[last])
        else:
            self._message(self.tr("Resume"), self.tr("There is no saved game."),
                          QMessageBox.Icon.Information)

    def _game_over(self) -> None:
        # After the table's own end (the game-over sheet, "Leave table" chosen on it; a
        # sit-and-go's results) a second box saying the game is over was one click too many.
        told = self.table is not None and self.table.end_shown
        if self.session is not None:
            self.saves.store(slot_of(self.session)).clear()
        self.close_table(keep=False)
        self._update_resume()
        if not told:
            self._message(self.tr("Game over"), self.tr("The game is over. Thanks for playing!"),
                          QMessageBox.Icon.Information)

    def _play_again(self, session: SessionDriver) -> None:
        """The ended sitting's table asked for another like it (a sit-and-go's Play again):
        opened in its place, its save taking the ended one's."""
        self.open_session(session)

    # ------------------------------------------------------------------ dialogs

    def show_settings(self) -> None:
        dialog = SettingsDialog(self.prefs, self)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                dialog.apply()
                self.act_mute.setChecked(self.prefs.muted)
                if self.table is not None:
                    self.table.apply_prefs()
                if self.trainer is not None:
                    self.trainer.apply_prefs()
        finally:
            dialog.deleteLater()

    def toggle_mute(self) -> None:
        """The M key: sounds off or on, remembered; said at the menu bar's end."""
        self.prefs.muted = self.act_mute.isChecked()
        self.notice.show_message(
            self.tr("Sounds off.") if self.prefs.muted else self.tr("Sounds on."), 3000
        )

    def show_rules(self) -> None:
        """Both games' rules, one tab each, open at the game in front of the player (the
        table's, or the trainer's: the bidding coach is Spades). With one page for the
        game of the table only, a player on the start screen or in the bidding coach was
        shown Badugi's rules and had no way to Spades'."""
        dialog = QDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        tabs = QTabWidget(dialog)
        tabs.setObjectName("rulesTabs")
        keys = [spec.name for spec in GUI_GAMES]
        for spec in GUI_GAMES:
            browser = QTextBrowser(tabs)
            browser.setObjectName(f"rules_{spec.name}")
            browser.setAccessibleName(self.tr("Rules of {0}").format(spec.title()))
            browser.setHtml(spec.rules_html())
            tabs.addTab(browser, spec.title())

        def titled(index: int) -> None:
            dialog.setWindowTitle(self.tr("Rules of {0}").format(GUI_GAMES[index].title()))
            tabs.setAccessibleName(dialog.windowTitle())  # the tab list was nameless

        tabs.currentChanged.connect(titled)
        tabs.setCurrentIndex(keys.index(self._game_in_view()))
        titled(tabs.currentIndex())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
        buttons.rejected.connect(dialog.close)
        column(dialog, tabs, buttons)
        dialog.resize(620, 520)
        dialog.setObjectName("rulesDialog")
        dialog.open()
        self.rules_dialog = dialog

    def show_about(self) -> QMessageBox:
        """The version and every game the app offers (read from the registry)."""
        # Qt adds " — cardtable" (the application's display name) to every window's title,
        # so "About cardtable" read "About cardtable — cardtable" on the frame.
        return self._message(
            self.tr("About"),
            self.tr("cardtable {0}\n\n{1} against computer players, offline.\n"
                    "Free software under the GNU GPL, version 3 or later.").format(
                __version__, game_titles()
            ),
            QMessageBox.Icon.Information,
        )

    def bring_forward(self) -> None:
        """Another start of cardtable on this data folder asked for the window."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    # ------------------------------------------------------------------ closing

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        if not event.spontaneous() and not self._fit_checked:
            self._fit_checked = True
            self._fit_timer.start()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        self._fit_timer.stop()
        self.prefs.set_window_geometry(self.saveGeometry())
        self.close_trainer()
        self.close_table()
        self._close_history()
        super().closeEvent(event)
        if event.isAccepted():
            # The app ends here, not when Qt finds no window left: a box still shown then
            # (one the closing page left without a parent, say) kept it running with no
            # window and the data folder locked (issue 26, defect 11).
            app = QApplication.instance()
            if app is not None:
                app.removeEventFilter(self._quit_key)
            self.closed.emit()
