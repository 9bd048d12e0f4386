"""The Badugi table's odds panel and pre-actions, the table's side business: mixed into
``BadugiTable`` (``table.py``), which keeps the turn loop and the person's intents.

The odds panel is given the person's own view only; the pre-actions ("Check/Fold", "Call
any") are offered while others bet in a round the person is still in and carried out when
his turn comes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction

from cardtable.badugi import facts
from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.view import SeatView
from cardtable.core.cards import Card
from cardtable.gui.badugi.odds_panel import OddsPanel
from cardtable.gui.badugi.options import SHOW_ODDS
from cardtable.gui.badugi.pre_actions import PreActions
from cardtable.gui.common.prefs import Prefs


class OddsAndPreActions:
    """What it uses of the table is listed here."""

    prefs: Prefs
    human: int
    spectating: bool
    odds_panel: OddsPanel
    pre: PreActions
    _view: SeatView | None
    _closed: bool
    _hand_over: bool
    _marked: set[int]
    _cards_arriving: bool  # the animation running brings the person cards
    _move_no: int
    _legal: Callable[[], LegalActions | None]
    _act: Callable[[Action], None]
    shown_hand: Callable[[], tuple[Card, ...]]
    animating: bool

    act_odds: QAction

    # ------------------------------------------------------------------ odds panel

    def toggle_odds(self) -> None:
        """The O key: show or hide the odds panel, remembered in the settings."""
        SHOW_ODDS.set(self.prefs, self.act_odds.isChecked())
        self._update_odds()

    def _update_odds(self) -> None:
        """Only the person's own view ever reaches the panel, and only once the cards it
        names are on the table (while his cards are dealt or drawn it is hidden)."""
        view = self._view if SHOW_ODDS.get(self.prefs) and not self._closed else None
        if self.animating and self._cards_arriving:
            view = None
        if view is not None and view.seat != self.human:
            view = None
        marked: frozenset[int] = frozenset()
        if view is not None:  # the panel counts positions in the dealt order, not as shown
            shown = self.shown_hand()
            marked = frozenset(view.hand.index(shown[i]) for i in self._marked if i < len(shown))
        self.odds_panel.show_for(view, marked)

    # ------------------------------------------------------------------ pre-actions

    def _pre_available(self) -> bool:
        """Pre-actions are offered while others bet in a round the person is still in."""
        view = self._view
        if view is None or self._closed or self._hand_over or self.spectating:
            return False
        return facts.still_betting(view) and (view.to_act != self.human or self.animating)

    def _to_call(self) -> int:
        view = self._view
        return facts.to_call(view) if view is not None else 0

    def clear_pre_actions(self) -> None:
        self.pre.clear()

    def _carry_out_pre_action(self) -> bool:
        """The person's turn has come: do what was ticked (then untick it); True if done."""
        legal = self._legal()
        if legal is None:
            return False
        action = self.pre.due(legal)
        if action is None:
            return False
        moves = self._move_no
        self._act(action)
        return self._move_no != moves

