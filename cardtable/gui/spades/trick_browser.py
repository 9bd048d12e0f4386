"""Every trick of the hand, not only the last: the Spades table's trick browser.

T shows the trick before the one on show (from the trick being played: the last finished
one), Shift+T the one after (past the last: back to the trick being played), Esc back to
the trick being played, L the last trick and back, and a click on a row of the side panel's
*Tricks* list shows that trick. The finished trick is drawn in the middle of the table with
its winner marked, and said in words in the notice line and the list (who led, every seat's
card, who took it; at the person's turn the notice says the turn and which trick is on
show, the trick's words go to the list and the screen reader), so it can be read as well as
seen. The tricks come from the table's ``Picture`` (the update's view, or the finished hand's
record between hands), so the browser works during the hand and after it until the next
hand is dealt.

``TrickBrowsing`` is mixed into ``SpadesTable``; ``TrickList`` is the side panel's list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QListWidget, QWidget

from cardtable.gui.common.announce import Announcer
from cardtable.gui.spades import text
from cardtable.gui.spades.picture import Picture
from cardtable.gui.spades.scene import SpadesScene
from cardtable.spades.trick_rules import Trick

translate = QCoreApplication.translate


def trick_line(
    number: int, trick: Trick, winner: int, names: Sequence[str], you: int | None = None
) -> str:
    """ "Trick 3: Mina led 4♥, Tom 9♥, you K♥, Jisoo 2♥. Taken by you." The person's seat
    ``you`` (None at a demo, where every seat is a bot's) is "you", not his name: the
    default name "You" stood capitalised mid-sentence, "Taken by You." """
    cards = []
    for k, (seat, card) in enumerate(trick):
        shown = text.card_text(card)
        if seat == you:
            cards.append(translate("SpadesTricks", "you led {0}").format(shown) if k == 0
                         else translate("SpadesTricks", "you {0}").format(shown))  # fmt: skip
        elif k == 0:
            cards.append(translate("SpadesTricks", "{0} led {1}").format(names[seat], shown))
        else:
            cards.append(translate("SpadesTricks", "{0} {1}").format(names[seat], shown))
    if winner == you:
        return translate("SpadesTricks", "Trick {0}: {1}. Taken by you.").format(
            number, ", ".join(cards)
        )
    return translate("SpadesTricks", "Trick {0}: {1}. Taken by {2}.").format(
        number, ", ".join(cards), names[winner]
    )


class TrickList(QListWidget):
    """One row per finished trick of the hand; ``chosen(index)`` when a row is clicked."""

    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tricks")
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table's keys stay the table's
        self._shown: tuple[Trick, ...] | None = None
        self.itemClicked.connect(lambda item: self.chosen.emit(self.row(item)))

    def set_tricks(self, picture: Picture, names: Sequence[str], you: int | None) -> None:
        """List ``picture``'s finished tricks (rebuilt only when they changed); ``you``: the
        person's seat (None: a demo)."""
        if picture.tricks == self._shown:
            return
        self._shown = picture.tricks
        self.clear()
        for k, (trick, winner) in enumerate(zip(picture.tricks, picture.trick_winners,
                                                strict=True)):  # fmt: skip
            self.addItem(trick_line(k + 1, trick, winner, names, you))
        if not picture.tricks:
            self.addItem(translate("SpadesTricks", "No trick played yet."))
        self.scrollToBottom()

    def mark(self, index: int | None) -> None:
        """Select the row of the trick on show (none: the trick being played)."""
        self.blockSignals(True)
        if index is None:
            self.clearSelection()
            self.setCurrentRow(-1)
        else:
            self.setCurrentRow(index)
            self.scrollToItem(self.item(index))
        self.blockSignals(False)


class TrickBrowsing:
    """The trick browser's half of ``SpadesTable``; what it uses of the table is listed."""

    scene: SpadesScene
    names: list[str]
    bots: list[bool]
    human: int
    spectating: bool
    notice: QLabel
    tricks_list: TrickList
    announcer: Announcer
    act_last_trick: QAction
    _picture: Picture | None
    _explained: bool
    _next_timer: QTimer
    _update_actions: Callable[[], None]

    def _you(self) -> int | None:
        """The person's seat, named "you" in the trick lines; None at a demo."""
        return None if self.spectating else self.human

    def _finished_tricks(self) -> int:
        return len(self._picture.tricks) if self._picture is not None else 0

    def earlier_trick(self) -> None:
        """T: the trick before the one on show (from the live trick: the last finished)."""
        count = self._finished_tricks()
        if not count or self._picture is None:
            return
        shown = self.scene.browsed(self._picture)
        self.browse_trick(count - 1 if shown is None else max(0, shown - 1))

    def later_trick(self) -> None:
        """Shift+T: the trick after the one on show; after the last, the live trick."""
        if self._picture is None:
            return
        shown = self.scene.browsed(self._picture)
        if shown is not None:
            self.browse_trick(shown + 1 if shown + 1 < self._finished_tricks() else None)

    def live_trick(self) -> None:
        """Esc: back to the trick being played, from any trick on show."""
        self.browse_trick(None)

    def browsed_words(self, turn: str | None) -> str:
        """The notice while a trick is on show: the trick in words, then what the table
        says now (``turn``: "Your turn: play a card.", someone thinking), so browsing
        never hides whose turn it is."""
        picture, index = self._picture, self.scene.browsing
        if picture is None or index is None or not 0 <= index < len(picture.tricks):
            return turn or ""
        line = trick_line(index + 1, picture.tricks[index], picture.trick_winners[index],
                          self.names, self._you())  # fmt: skip
        if not turn:
            return line
        # Both would not fit the one line: the turn is said, the trick is on the felt, in
        # the Tricks list and told to a screen reader (``browse_trick``).
        return translate("SpadesTricks", "{0} Trick {1} on show (Esc: back).").format(
            turn, index + 1
        )

    def toggle_last_trick(self) -> None:
        """L: the last finished trick in the middle of the table (again: back)."""
        on = self.act_last_trick.isChecked() and self._finished_tricks() > 0
        self.browse_trick(self._finished_tricks() - 1 if on else None)

    def browse_trick(self, index: int | None) -> None:
        """Show finished trick ``index`` (0-based) in the middle, None for the live one."""
        picture = self._picture
        if picture is None:
            return
        if index is not None and not 0 <= index < len(picture.tricks):
            index = None
        was_browsing = self.scene.browsing is not None
        if index is not None:
            # A trick looked at after the hand: the next deal waits for N (the pause setting
            # dealt 3 s after the last card, taking the trick away as it was being read).
            self._next_timer.stop()
        self._mark_browsing(index, len(picture.tricks))
        self.scene.sync(picture, self.names, self.bots)
        if index is not None:
            trick, winner = picture.tricks[index], picture.trick_winners[index]
            self.announcer.say(trick_line(index + 1, trick, winner, self.names, self._you()))
        if index is None and was_browsing:
            self.notice.clear()
            self._explained = False
        self._update_actions()  # (the notice: the trick on show with ``browsed_words``)

    def _mark_browsing(self, index: int | None, count: int) -> None:
        self.scene.browsing = index
        self.act_last_trick.blockSignals(True)
        self.act_last_trick.setChecked(index is not None and index == count - 1)
        self.act_last_trick.blockSignals(False)
        self.tricks_list.mark(index)

    def _stop_browsing(self) -> None:
        """Play moved on: the middle shows the live trick again."""
        if self.scene.browsing is not None:
            self._explained = False
        self._mark_browsing(None, self._finished_tricks())
