"""The bidding practice page's jobs: dealing a hand (the bots before the player bid), the
coach's advice and the play-out each take up to a second or two, so they run on the page's
``TaskRunner`` (one of each kind at a time) and come back here through queued signals.
``PracticeJobs`` is mixed into ``BiddingPractice`` (``coach_practice.py``), which shows what
they bring. Its texts keep the page's translation context ("BiddingPractice"): they were the
page's before this module split off.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from cardtable.core.practice_memory import ReviewItem
from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.tasks import TaskControl, TaskRunner, Ticket
from cardtable.gui.spades.coach import AdvicePanel
from cardtable.gui.spades.hand_strip import HandStrip
from cardtable.gui.spades.practice_text import outcome_text
from cardtable.spades.actions import BidValue
from cardtable.spades.coach import Advice, coach_advice
from cardtable.spades.practice import (
    Grade,
    PlayOut,
    PracticeDeal,
    Situation,
    deal_situation,
    position_table,
)
from cardtable.spades.practice_progress import Progress

translate = QCoreApplication.translate


class PracticeJobs:
    """What it uses of the page is listed here."""

    samples: int
    bot_budget_ms: float | None
    bot_samples: int
    progress: Progress
    tasks: TaskRunner
    current: PracticeDeal | None
    review: ReviewItem | None
    advice: Advice | None
    player_bid: BidValue | None
    result: Grade | None
    play_result: tuple[int, BidValue] | None
    hand: HandStrip
    verdict: QLabel
    outcome: QLabel
    announcer: Announcer
    status: QLabel
    table_line: QLabel
    advice_panel: AdvicePanel
    _closed: bool
    _save: Callable[[], None]
    situation: Callable[[], Situation]
    _show_deal: Callable[[PracticeDeal], None]
    _grade: Callable[[], None]
    _update_actions: Callable[[], None]

    def _submit(self, kind: str, job: Callable[[TaskControl], Any]) -> None:
        """Run ``job`` on the worker; a job of the same kind still out is dropped."""
        self.tasks.submit_job(kind, job)

    def busy(self, kind: str) -> bool:
        return kind in self.tasks.pending_keys()

    @property
    def deal_ready(self) -> bool:
        return self.current is not None and not self.busy("deal")

    def deal(self, seed: int | None = None) -> None:
        """Deal the next hand: a hand bid far off before that is due again at the table size
        chosen (when reviews are on), else a new one in the chosen situation (on the worker:
        the bots bid first)."""
        if self._closed:
            return
        self.tasks.cancel_all()
        players = self.progress.situation.players
        due = (
            self.progress.memory.due(lambda r: position_table(r.position) == players)
            if seed is None and self.progress.review
            else None
        )
        if due is not None:
            self._use(PracticeDeal.from_json(due.position), due)
            return
        if seed is None:
            seed = self.progress.next_seed
            self.progress.next_seed += 1
            self._save()
        situation = self.situation()
        budget, samples = self.bot_budget_ms, self.bot_samples
        self._clear()
        self.table_line.setText(translate("BiddingPractice", "Dealing…"))
        self._submit("deal", lambda _control: deal_situation(situation, seed, budget, samples))
        self._update_actions()

    def _clear(self) -> None:
        self.current = None
        self.review = None
        self.advice = self.player_bid = self.result = self.play_result = None
        self.hand.set_cards(())
        self.verdict.clear()
        self.outcome.clear()
        self.outcome.setVisible(False)  # the grade alone has the row: one line, not two
        self.advice_panel.setVisible(False)

    def _use(self, deal: PracticeDeal, review: ReviewItem | None) -> None:
        """Show a known position (brought back, or on screen at the last close) at once."""
        self.tasks.cancel_all()
        self._clear()
        self.review = review
        self.current = deal
        self._show_deal(deal)
        self._ask_coach()
        self.progress.memory.current = deal.to_json()
        self._save()
        self._update_actions()

    def _ask_coach(self) -> None:
        """The coach's advice as the table gives it for the same hand (``coach_advice``: no
        time limit), so a position brought back for review gets the advice it had."""
        deal = self.current
        assert deal is not None
        view, samples = deal.view, self.samples
        self._submit("advice", lambda _control: coach_advice(view, samples))

    def _on_done(self, ticket: Ticket, result: object) -> None:
        kind = ticket.key
        if self._closed:
            return
        if kind == "deal" and isinstance(result, PracticeDeal):
            self.current = result
            self._show_deal(result)
            self._ask_coach()
            self.progress.memory.current = result.to_json()
            self._save()
        elif kind == "advice" and isinstance(result, Advice):
            self.advice = result
            if self.player_bid is not None:
                self._grade()
        elif kind == "play" and isinstance(result, PlayOut):
            self.play_result = (result.took, result.bid)
            self.outcome.setText(outcome_text(result))
            self.outcome.setVisible(True)
            self.announcer.say(self.outcome.text())
        self._update_actions()

    def _on_failed(self, _ticket: Ticket, message: str) -> None:
        self.status.setText(
            translate("BiddingPractice", "Something went wrong: {0}").format(message)
        )
        self._update_actions()
