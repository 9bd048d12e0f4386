"""The draw trainer's spots (``trainer.py``): which spot comes next, asking the spot feed
(``spot_feed.py``, a worker) for it, the progress line while its odds are worked out, and
showing it when it arrives. ``TrainerSpots`` is mixed into ``DrawTrainer``, which keeps the
widgets, the answers, the live odds and the play-out. Its texts keep the page's translation
context ("DrawTrainer"): they were the page's before this module split off.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel

from cardtable.badugi.trainer import OTHER, Grade, Spot, TrainerOption
from cardtable.badugi.trainer_progress import Progress, spot_to_json
from cardtable.core.practice_memory import ReviewItem
from cardtable.gui.badugi.spot_feed import SpotFeed, SpotKey, next_spot
from cardtable.gui.badugi.trainer_panels import ResultsTable
from cardtable.gui.badugi.trainer_text import kind_name, review_text, situation_text
from cardtable.gui.badugi.trainer_widgets import CardButton, PlayOutView, value_name
from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.card_words import card_name
from cardtable.gui.common.prefs import Prefs

translate = QCoreApplication.translate


class TrainerSpots:
    """What it uses of the page is listed here."""

    prefs: Prefs
    progress: Progress
    feed: SpotFeed
    spot: Spot | None
    options: list[TrainerOption]
    kinds: frozenset[str]
    requested: tuple[SpotKey, ReviewItem | None] | None
    review: ReviewItem | None
    result: Grade | None
    marked: set[int]
    card_buttons: list[CardButton]
    situation: QLabel
    kind_label: QLabel
    hand_name: QLabel
    status: QLabel
    verdict: QLabel
    announcer: Announcer
    results: ResultsTable
    play_view: PlayOutView
    play_scroll: Any
    draws_box: QComboBox
    dead_box: QCheckBox
    _closed: bool
    wanted_kinds: Callable[[], list[str]]
    _save: Callable[[], None]
    _stop_animation: Callable[[], None]
    _update_live: Callable[[], None]
    _update_actions: Callable[[], None]

    def _next(self) -> tuple[SpotKey, ReviewItem | None]:
        return next_spot(self.progress, self.wanted_kinds(), self.draws_box.currentData(),
                         self.dead_box.isChecked())  # fmt: skip

    def _prefetch(self) -> None:
        """Prepare the spot after the current one while the player thinks."""
        if not self._closed:
            self.feed.prepare(self._next()[0])

    def next_spot(self) -> None:
        """Show the next spot (at once if prepared, else when computed)."""
        if self._closed or (self.spot is not None and self.result is None):
            return
        self._request(*self._next())

    def _request(self, key: SpotKey, review: ReviewItem | None) -> None:
        self._stop_animation()
        self.requested = (key, review)
        ready = self.feed.request(key)
        if ready is not None:
            self._show(ready)
            return
        self.spot = None
        self.result = None
        self.marked.clear()
        self._clear_results()
        self.status.setText(translate("DrawTrainer", "Dealing a spot and working out its odds…"))
        self._update_actions()

    def _on_failed(self, message: str) -> None:
        self.status.setText(
            translate("DrawTrainer", "The odds could not be worked out: {0}").format(message)
        )

    def _on_progress(self, done: int) -> None:
        if self.spot is None:
            self.status.setText(
                translate("DrawTrainer", "Dealing a spot and working out its odds… {0}/16").format(
                    done % 17
                )
            )

    def _show(self, generated: Any) -> None:
        spot, options, kinds = generated
        self.spot, self.options, self.kinds = spot, options, kinds
        key, self.review = self.requested or (None, None)
        self.requested = None
        self.result = None
        self.marked.clear()
        self._clear_results()
        for button, card in zip(self.card_buttons, spot.hand, strict=True):
            button.four_colour = self.prefs.four_colour
            button.set_card(card)
        self.situation.setText(situation_text(spot))
        self._say_kind(answered=False)
        self.hand_name.setText(value_name(spot.hand))
        # Told to a screen reader: the page keeps the focus, so a new spot came silently.
        cards = ", ".join(card_name(card) for card in spot.hand)
        self.announcer.say(f"{cards} ({self.hand_name.text()}). {self.situation.text()}")
        # How to answer, until he does: the page showed four cards and "Stand pat", and
        # nothing said how to throw cards (the table's turn line does).
        self.status.setText(
            translate(
                "DrawTrainer",
                "Mark the cards to throw with keys 1 to 4 (or click them), then D to draw; "
                "P stands pat.",
            )
        )
        if key is not None and key[0] == "sequence":
            self.progress.next_spot = spot.number + 1
        self.progress.memory.current = spot_to_json(spot, kinds - {OTHER})
        self._save()
        self._update_live()
        self._update_actions()
        self._prefetch()

    def _say_kind(self, answered: bool) -> None:
        """The spot's kind ("Spot: One-card draws") once answered, and whether it is a
        review. The kind is named after the best discard, so shown before the answer it gave
        the answer away ("Two-card draws": throw two), as the live odds did (issue 26)."""
        parts = []
        if answered:
            kinds = ", ".join(kind_name(k) for k in sorted(self.kinds))
            parts.append(translate("DrawTrainer", "Spot: {0}").format(kinds))
        if self.review is not None:
            parts.append(review_text(self.review))
        self.kind_label.setText("   ".join(parts))

    def _clear_results(self) -> None:
        self.results.setRowCount(0)
        self.results.setVisible(False)
        self.verdict.setVisible(False)
        self.play_view.clear()
        self.play_scroll.setVisible(False)
