"""The end of a Spades game at the table (``table.py``): the game-over dialog with the
final scores, a new game at the same table (same players and rules, a new seed; a demo deals
one at once) or leaving it. ``GameEnd`` is mixed into ``SpadesTable``. Its text keeps the
table's translation context ("SpadesTable"): it was the table's before this module split
off.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, SignalInstance
from PySide6.QtWidgets import QLabel, QListWidget, QWidget

from cardtable.gui.common.announce import Announcer
from cardtable.gui.spades.review_desk import TableReview
from cardtable.gui.spades.scoresheet import REVIEW, GameOverDialog, ScoreSheet
from cardtable.spades import SeatView
from cardtable.spades.session import SpadesSession

translate = QCoreApplication.translate


class GameEnd:
    """What it uses of the table is listed here."""

    session: SpadesSession
    human: int
    names: list[str]
    spectating: bool
    game_over_dialog: GameOverDialog | None
    end_shown: bool
    log: QListWidget
    sheet: ScoreSheet
    game_over: SignalInstance
    _closed: bool
    next_hand: Callable[[], None]
    notice: QLabel
    announcer: Announcer
    review: TableReview

    # The table's properties (annotated only: a definition here would hide them).
    _view: SeatView | None

    def _announce_winner(self) -> None:
        if self.spectating:  # a demo plays on: another game at the same table
            self.new_game()
            return
        if self.game_over_dialog is not None:
            return
        view = self._view
        assert view is not None and view.winner is not None
        winner = view.winner
        assert isinstance(self, QWidget)
        dialog = GameOverDialog(
            winner,
            view.totals,
            self.session.finished_hands,
            self.names,
            self.session.rules,
            you_won=self.session.rules.team_of(self.human) == winner,
            parent=self,
        )
        dialog.accepted.connect(self.new_game)
        dialog.rejected.connect(self._leave)
        dialog.finished.connect(self._review_chosen)
        self.game_over_dialog = dialog
        self.end_shown = True
        dialog.open()

    def _review_chosen(self, result: int) -> None:
        """*Review the last hand*: the dialog goes, the table stays with the last hand's
        review up (or the line that it comes when worked out), and the notice says how to
        go on from there."""
        if result != REVIEW:
            return
        self._close_dialog()
        words = translate("SpadesTable", "The game is over: Ctrl+N starts a new game.")
        self.notice.setText(words)
        self.announcer.say(words)
        self.review.show()

    def _close_dialog(self) -> None:
        dialog, self.game_over_dialog = self.game_over_dialog, None
        if dialog is not None:
            dialog.deleteLater()

    def new_game(self) -> None:
        """Deal a new game at the same table (same players and rules, a new seed)."""
        self._close_dialog()
        if self._closed or not self.session.game_over:
            return
        self.session.new_game()  # nothing to show yet: the first deal's update comes next
        self.log.addItem(translate("SpadesTable", "A new game begins."))
        self.sheet.set_history((), self.names, self.session.rules)
        self.next_hand()

    def _leave(self) -> None:
        self._close_dialog()
        self.game_over.emit()
