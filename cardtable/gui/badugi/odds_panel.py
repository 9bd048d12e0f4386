"""The optional odds panel at the Badugi table: the live chances of the person's own hand.

It is given the person's ``SeatView`` only (the table never passes another seat's), so it can
say nothing about opponents' cards. Off by default (Settings, or the table's O key). During the
person's draw it lists the three best options by P(badugi) and the option of the cards marked
right now; at other times the chance of the best option with the draws left. Hidden when the
person has folded or the hand is over.

Odds come from ``cardtable.badugi.odds.draws`` (through ``trainer.all_options``) on the panel's
``TaskRunner`` thread, cached per (hand, draws left, dead cards): three draws left are read
from a table and two come from one vectorised pass (tens of milliseconds; the arrays it needs
are built on the worker right after the panel's first answer, usually the three-draw one), so
"working out" shows for a blink at most and play never blocks.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QWidget

from cardtable.badugi.facts import draws_left, hand_value
from cardtable.badugi.odds.draws import DiscardOption, prepare
from cardtable.badugi.phase import Phase
from cardtable.badugi.trainer import all_options, find_option
from cardtable.badugi.view import SeatView
from cardtable.gui.badugi.text import hand_name
from cardtable.gui.badugi.trainer_widgets import discard_text, percent
from cardtable.gui.common.columns import column
from cardtable.gui.common.named import named_label
from cardtable.gui.common.tasks import TaskControl, TaskRunner, Ticket

translate = QCoreApplication.translate

OddsKey = tuple[tuple[Any, ...], int, tuple[Any, ...]]

_STYLE = """
QFrame#oddsPanel { background: #1b2a22; border-top: 2px solid #2f6b45; }
QLabel { color: #e4ece4; font-size: 13px; }
QLabel#oddsTitle { color: #ffe6a6; font-weight: bold; font-size: 14px; }
"""


class OddsPanel(QFrame):
    """Shows the odds of the person's hand; ``show_for(view, marked)`` after every change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsPanel")
        self.setStyleSheet(_STYLE)
        self.title = named_label("oddsTitle", self, translate("OddsPanel", "Draw odds"))
        self.body = named_label("oddsBody", self, wrap=True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        column(self, self.title, self.body, margins=(10, 6, 10, 8))
        self.tasks = TaskRunner(self, name="cardtable-odds")
        self.tasks.finished.connect(self._on_result)
        self.tasks.failed.connect(self._on_failed)
        self.cache: dict[OddsKey, list[DiscardOption]] = {}
        self._asked: tuple[Ticket, OddsKey] | None = None  # the odds being worked out
        self._last: tuple[SeatView | None, frozenset[int]] = (None, frozenset())
        self.key: OddsKey | None = None  # what is shown (tests compare it to the view)
        self._prepared = False
        self.setVisible(False)

    def shutdown(self) -> None:
        self.tasks.shutdown()

    # ------------------------------------------------------------------ what to show

    def show_for(self, view: SeatView | None, marked: frozenset[int] = frozenset()) -> None:
        """Show the odds for ``view`` (the person's own view, or None to hide)."""
        self._last = (view, marked)
        if (
            view is None
            or view.phase is Phase.COMPLETE
            or not view.dealt_in[view.seat]
            or view.folded[view.seat]
            or len(view.hand) != 4
        ):
            self.key = None
            self.setVisible(False)
            return
        self.setVisible(True)
        left = draws_left(view)
        if left == 0:
            self.key = None
            value = hand_value(view.hand)
            made = translate("OddsPanel", "made") if value.is_badugi else translate(
                "OddsPanel", "no badugi"
            )
            self.body.setText(
                translate("OddsPanel", "No draws left: {0} ({1}).").format(hand_name(value), made)
            )
            return
        key: OddsKey = (tuple(view.hand), left, tuple(view.own_discards))
        self.key = key
        options = self.cache.get(key)
        if options is None:
            self._request(key)
            self.body.setText(translate("OddsPanel", "Working out the odds…"))
            return
        drawing_now = view.legal is not None and "draw" in view.legal.kinds
        self.body.setText(self._text(options, left, marked, view, drawing_now))

    def _text(
        self,
        options: list[DiscardOption],
        left: int,
        marked: frozenset[int],
        view: SeatView,
        drawing_now: bool,
    ) -> str:
        if view.rules.draws == 1:  # single draw's one draw is not a "last" one
            head = translate("OddsPanel", "The draw:")
        elif left == 1:
            head = translate("OddsPanel", "Last draw:")
        else:
            head = translate("OddsPanel", "{0} draws left:").format(left)
        if not drawing_now:
            best = options[0]
            return translate("OddsPanel", "{0} best is {1}, badugi {2}").format(
                head, discard_text(best), percent(best.p_badugi)
            )
        # Every figure says what it is the chance of, as the one-line form does.
        lines = [head]
        for i, option in enumerate(options[:3]):
            lines.append(
                translate("OddsPanel", "{0}. {1} — badugi {2}").format(
                    i + 1, discard_text(option), percent(option.p_badugi)
                )
            )
        thrown = [view.hand[i] for i in sorted(marked) if i < len(view.hand)]
        mine = find_option(options, thrown)
        lines.append(
            translate("OddsPanel", "Marked: {0} — badugi {1}").format(
                discard_text(mine), percent(mine.p_badugi)
            )
        )
        return "\n".join(lines)

    def shown_options(self) -> list[DiscardOption] | None:
        """The options behind what is shown (None while hidden or still working)."""
        return self.cache.get(self.key) if self.key is not None else None

    # ------------------------------------------------------------------ computing

    def _request(self, key: OddsKey) -> None:
        asked = self._asked
        if asked is not None and asked[1] == key and self.tasks.pending(asked[0]):
            return
        hand, left, dead = key

        def job(control: TaskControl) -> list[DiscardOption]:
            return all_options(hand, left, dead, control.cancelled)

        # The same key as the odds asked before: an older hand's odds are no longer wanted.
        self._asked = (self.tasks.submit_job("odds", job), key)

    def _on_result(self, ticket: Ticket, result: object) -> None:
        asked = self._asked
        if asked is None or asked[0] != ticket or not isinstance(result, list):
            return  # the arrays made ahead (``prepare``): nothing to show
        self._asked = None
        key = asked[1]
        self.cache[key] = result
        if not self._prepared:  # after the first answer, so it never waits behind this
            self._prepared = True
            self.tasks.submit("prepare", prepare)
        if len(self.cache) > 32:  # a hand has at most four positions: keep a few hands
            self.cache.pop(next(iter(self.cache)))
        self.show_for(*self._last)

    def _on_failed(self, ticket: Ticket, message: str) -> None:
        if self._asked is not None and self._asked[0] == ticket:
            self._asked = None
        self.body.setText(translate("OddsPanel", "The odds could not be worked out: {0}").format(
            message
        ))
