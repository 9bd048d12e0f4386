"""The Badugi table's part in its odds panel: what view it is shown, and when.

A mixin of ``BadugiTable``, kept apart so the table's module stays about the table: only the
person's own view ever reaches the panel, and only once the cards it names are on the table
(while his cards are dealt or drawn it is hidden, or it would name cards not yet shown).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from cardtable.badugi.view import SeatView
from cardtable.core.cards import Card
from cardtable.gui.badugi.odds_panel import OddsPanel
from cardtable.gui.common.prefs import Prefs

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    _Table = QWidget
else:
    _Table = object


class OddsGlue(_Table):
    """Needs from the table: the attributes declared here and ``shown_hand``."""

    prefs: Prefs
    act_odds: QAction
    odds_panel: OddsPanel
    human: int
    _view: SeatView | None
    _closed: bool
    _marked: set[int]
    _cards_arriving: bool

    if TYPE_CHECKING:

        @property
        def animating(self) -> bool: ...

        def shown_hand(self) -> tuple[Card, ...]: ...

    def toggle_odds(self) -> None:
        """The O key: show or hide the odds panel, remembered in the settings."""
        self.prefs.show_odds = self.act_odds.isChecked()
        self._update_odds()

    def _update_odds(self) -> None:
        view = self._view if self.prefs.show_odds and not self._closed else None
        if self.animating and self._cards_arriving:
            view = None
        if view is not None and view.seat != self.human:
            view = None
        marked: frozenset[int] = frozenset()
        if view is not None:  # the panel counts positions in the dealt order, not as shown
            shown = self.shown_hand()
            marked = frozenset(view.hand.index(shown[i]) for i in self._marked if i < len(shown))
        self.odds_panel.show_for(view, marked)
