"""H pressed while the computer players are still playing: the hint waits for the person's
turn. Before, H did nothing until then (and a Return after it only said to choose a card
first); now the table says at once that the hint comes at his turn, and asks for it by
itself when the turn comes: the card hint in play, the bidding coach at his bid.

A queued hint belongs to the hand it was asked in: it is dropped when that hand ends, when
the person undoes (the position it was asked about is gone) and when the table closes (a
reloaded game is a new table, with nothing queued). ``QueuedHint`` is its half of
``SpadesTable``; the table calls ``_ask_queued_hint`` at each settle.
"""

from __future__ import annotations

from collections.abc import Callable

from cardtable.gui.spades.notices import queued_words
from cardtable.spades import Phase
from cardtable.spades.session import SpadesSession
from cardtable.spades.views import SeatView


class QueuedHint:
    """The queued hint's half of ``SpadesTable``; what it uses of the table is listed here."""

    session: SpadesSession
    human: int
    spectating: bool
    _closed: bool
    blocked: bool
    _view: SeatView | None
    hint_available: Callable[[], bool]
    card_hint_available: Callable[[], bool]
    show_hint: Callable[[], None]
    _update_actions: Callable[[], None]
    _tell: Callable[[str], None]

    _queued_hint: int | None = None
    """The hand number H was pressed in, out of turn; None: no hint waits."""

    @property
    def hint_queued(self) -> bool:
        """A hint waits for the person's turn."""
        return self._queued_hint is not None

    def hint_now(self) -> bool:
        """It is the person's turn to bid (cards seen) or play: a hint is asked at once."""
        return self.hint_available() or self.card_hint_available()

    def hint_queueable(self) -> bool:
        """H may wait for the turn: the person still has a bid or a card to come in this
        hand (in play: cards left in his hand) and it is not his turn at rest now."""
        view = self._view
        if self._closed or self.spectating or view is None or self.session.hand_over:
            return False
        if self.hint_now() or (view.turn == self.human and not self.blocked):
            return False  # his turn: the hint now, or none (cards still face down)
        if view.phase is Phase.BIDDING:
            return True
        return view.phase is Phase.PLAYING and bool(view.hand)

    def queue_hint(self) -> None:
        """H out of turn: remember it and say so at once, in the notice and aloud."""
        view = self._view
        if view is None or not self.hint_queueable():
            return
        self._queued_hint = view.hand_number
        self._tell(queued_words())
        self._update_actions()

    def drop_queued_hint(self) -> None:
        """Forget the hint waiting for the turn (the hand ended, an undo, the table closed)."""
        self._queued_hint = None

    def _ask_queued_hint(self) -> None:
        """The table settled: once the person's turn has come, ask for the queued hint; a
        hint queued in another hand, or with the hand over, is dropped."""
        queued = self._queued_hint
        if queued is None:
            return
        view = self._view
        if self._closed or view is None or self.session.hand_over or view.hand_number != queued:
            self.drop_queued_hint()
            return
        if self.hint_now():
            self.drop_queued_hint()
            self.show_hint()
