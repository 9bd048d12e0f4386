"""The bidding practice page: a page of the main window, like the draw trainer.

The player chooses a situation (score, bags, bidding position), gets a seeded hand where it is
their turn to bid (the seats before them bid with ``hard`` bots), picks a bid, and the coach
shows its advice, the trick distribution and whether the bid matched; "Play it out" plays the
hand with ``hard`` bots for all four seats (the player's seat keeping the player's bid) and
reports the tricks taken against the bid. Accuracy (overall and per situation: hand shape,
bidding seat, nil or not), the hands bid far from the coach (they come back, Leitner boxes:
``core.practice_memory``) and the hand on screen are kept in the app data folder.

The logic is ``cardtable.spades.practice`` (no Qt). Dealing (bots bidding), the coach's
simulation and the play-out each take up to a second or two, so all three run as jobs on the
page's ``TaskRunner`` (one of each kind at a time) and come back through queued signals;
nothing blocks the event loop and ``shutdown`` leaves no thread behind. The jobs
(``practice_jobs.py``), the hand strip (``hand_strip.py``) and the page's words
(``practice_text.py``) have modules of their own.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cardtable.core.practice_memory import ReviewItem
from cardtable.gui.common.named import named_label
from cardtable.gui.common.practice_page import PracticePage
from cardtable.gui.common.progress_notice import report_unreadable_progress
from cardtable.gui.common.shortcuts import (
    READ_KEYS,
    claim_keys,
)
from cardtable.gui.common.tasks import TaskRunner
from cardtable.gui.spades import text
from cardtable.gui.spades.coach import AdvicePanel
from cardtable.gui.spades.hand_strip import HandStrip
from cardtable.gui.spades.practice_bids import PracticeBids
from cardtable.gui.spades.practice_jobs import PracticeJobs
from cardtable.gui.spades.practice_look import PAGE_STYLE
from cardtable.gui.spades.practice_text import (
    accuracy_dialog,
    review_text,
    situation_choices,
    unreadable_texts,
    verdict_text,
)
from cardtable.gui.spades.spec import coach_title
from cardtable.spades.actions import NIL, BidValue
from cardtable.spades.coach import Advice
from cardtable.spades.practice import (
    Grade,
    PracticeDeal,
    Progress,
    ProgressStore,
    Situation,
    grade,
    play_out,
)

NAMES = ("You", "Mina", "Tom", "Jisoo")


class BiddingPractice(PracticeJobs, PracticePage):
    """The practice page. ``back_requested`` asks the main window to close it."""

    object_name = "biddingPractice"
    progress: Progress

    samples = 300
    """Deals the coach plays out per hand (tests lower it)."""
    budget_ms: float | None = 900.0
    bot_budget_ms: float | None = 30.0
    """Per card for the ``hard`` bots that bid before the player and play the hand out."""
    bot_samples = 40

    def _build_page(self) -> None:
        self.error_box: QMessageBox | None = None
        self.tasks = TaskRunner(self, name="cardtable-coach")  # keys: "deal", "advice", "play"
        self.tasks.finished.connect(self._on_done)
        self.tasks.failed.connect(self._on_failed)
        self.current: PracticeDeal | None = None
        self.review: ReviewItem | None = None  # the box the hand on screen came from
        self.advice: Advice | None = None
        self.player_bid: BidValue | None = None
        self.result: Grade | None = None
        self.play_result: tuple[int, BidValue] | None = None
        self._choice = 1
        self._closed = False
        self._build_actions()
        self._build_ui()
        self.setStyleSheet(PAGE_STYLE)
        self._show_situation(self.progress.situation)
        self._update_score()
        self._update_actions()

    # ------------------------------------------------------------------ construction

    def _build_actions(self) -> None:
        self.act_submit = self._action("submit", self.tr("Bid"), ["Return", "Enter"], self.submit)
        self.act_next = self._action("next", self.tr("New hand"), ["N"], lambda: self.deal())
        self.act_play = self._action("play_out", self.tr("Play it out"), ["P"], self.play_out)
        self.act_up = self._action(
            "bid_up", self.tr("Bid one more"), ["Up", "+", "Right"], lambda: self.change_bid(1)
        )
        self.act_down = self._action(
            "bid_down", self.tr("Bid one less"), ["Down", "-", "Left"], lambda: self.change_bid(-1)
        )
        self.act_back = self._action("back", self.tr("Back"), ["Escape"], self.back_requested)
        self.act_accuracy = self._action("accuracy", self.tr("Accuracy"), ["A"], self.show_accuracy)
        self.act_accuracy.setToolTip(self.tr("Accuracy by situation (A)"))
        self.table_actions = [
            self.act_submit, self.act_next, self.act_play, self.act_up, self.act_down,
            self.act_accuracy, self.act_back,
        ]  # fmt: skip

    def _build_ui(self) -> None:
        title = named_label("title", self, coach_title())
        self.score_label = named_label("score", self)
        head = QHBoxLayout()
        head.addWidget(title)
        head.addStretch(1)
        head.addWidget(self.score_label)
        head.addWidget(self._tool(self.act_accuracy))
        head.addWidget(self._tool(self.act_back))

        self.boxes: dict[str, QComboBox] = {}
        choose = QHBoxLayout()
        for key, options in situation_choices().items():
            box = QComboBox(self)
            box.setObjectName(f"situation_{key}")
            for label, value in options:
                box.addItem(label, value)
            box.activated.connect(self._situation_changed)
            box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            claim_keys(box, READ_KEYS)  # the page's arrows choose the bid elsewhere
            choose.addWidget(box)
            self.boxes[key] = box
        self.review_box = QCheckBox(self)
        self.review_box.setObjectName("review")
        self.review_box.setChecked(self.progress.review)
        self.review_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.review_box.toggled.connect(self._situation_changed)
        choose.addWidget(self.review_box)
        choose.addStretch(1)
        choose.addWidget(self._tool(self.act_next))

        self.notice = named_label("notice", self, wrap=True)
        self.notice.setVisible(False)
        self.table_line = named_label("tableLine", self, wrap=True)
        self.hand = HandStrip(self.cache, self)
        self.hand.four_colour = self.prefs.four_colour

        self.picker = PracticeBids(self.choose_bid, self)
        self.bid_group = self.picker.group
        self.bid_buttons = self.picker.buttons
        row = self.picker.row
        row.addSpacing(12)
        row.addWidget(self._tool(self.act_submit))
        row.addWidget(self._tool(self.act_play))
        row.addStretch(1)

        self.verdict = named_label("verdict", self, wrap=True)
        self.outcome = named_label("outcome", self, wrap=True)
        self.status = named_label("status", self)
        self.advice_panel = AdvicePanel(self)
        self.advice_panel.setVisible(False)

        body = QWidget(self)
        col = QVBoxLayout(body)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.table_line)
        col.addWidget(self.hand)
        col.addWidget(self.picker)
        col.addWidget(self.verdict)
        col.addWidget(self.outcome)
        col.addWidget(self.advice_panel, 1000)  # the room left over, when it shows
        col.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        # The felt shows through the body, and only through it: a bare "background:
        # transparent" reached every widget inside, the bid buttons too, so the chosen bid's
        # dark text stood on the dark green felt (issue 18, defect 12).
        body.setObjectName("practiceBody")
        body.setStyleSheet("QWidget#practiceBody { background: transparent; }")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 12, 18, 12)
        layout.addLayout(head)
        layout.addLayout(choose)
        layout.addWidget(self.notice)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.status)

    # ------------------------------------------------------------------ life

    def start(self) -> None:
        """Report an unreadable progress file, then show the hand on screen when the page
        was last closed, or deal the first."""
        if self.load_error is not None:
            self.error_box = report_unreadable_progress(
                self, self.notice, self.loaded, *unreadable_texts()
            )
        current = self.progress.memory.current
        if current is not None:
            deal = PracticeDeal.from_json(current)
            self._use(deal, self.progress.memory.find(deal.key))
        else:
            self.deal()

    def shutdown(self) -> None:
        """Cancel the jobs and stop the worker thread; the progress is already saved."""
        self._closed = True
        self.tasks.shutdown()

    def apply_prefs(self) -> None:
        self.cache.clear()
        self.hand.four_colour = self.prefs.four_colour
        self.hand.update()

    # ------------------------------------------------------------------ situation, progress

    def situation(self) -> Situation:
        return Situation(
            self.boxes["score"].currentData(),
            self.boxes["bags"].currentData(),
            self.boxes["position"].currentData(),
        )

    def _show_situation(self, situation: Situation) -> None:
        for key, value in (
            ("score", situation.score), ("bags", situation.bags),
            ("position", situation.position),
        ):  # fmt: skip
            box = self.boxes[key]
            box.setCurrentIndex(max(0, box.findData(value)))

    def set_situation(self, situation: Situation) -> None:
        """Choose ``situation`` (as the boxes would) and remember it."""
        self._show_situation(situation)
        self._situation_changed()

    def _situation_changed(self) -> None:
        self.progress.situation = self.situation()
        self.progress.review = self.review_box.isChecked()
        self._save()

    def _open_progress(self, data_dir: str | Path) -> Any:
        self.store = ProgressStore(data_dir)
        return self.store.load()

    def _save_failed(self, exc: OSError) -> str:
        return self.tr("Could not save the practice progress: {0}").format(exc)

    def _update_score(self) -> None:
        p = self.progress
        self.score_label.setText(
            self.tr(
                "Hands {0}   Exact {1:.0f}%   Within one {2:.0f}%   Nil choice {3:.0f}%"
            ).format(p.played, p.exact_percent, p.within_one_percent, p.nil_percent)
        )
        self.review_box.setText(
            self.tr("Bring back hands bid far off ({0} waiting)").format(p.memory.waiting())
        )

    def _accuracy_dialog(self) -> QDialog:
        return accuracy_dialog(self, self.progress.memory)

    # ------------------------------------------------------------------ the hand

    def _show_deal(self, deal: PracticeDeal) -> None:
        view = deal.view
        self.hand.set_cards(view.hand or ())
        names = [self.tr("You"), *NAMES[1:]]
        bids = [
            self.tr("{0}: {1}").format(names[s], text.bid_text(b))
            for s, b in enumerate(view.bids) if b is not None and s != deal.seat
        ]  # fmt: skip
        ours, theirs = view.totals
        self.table_line.setText(
            self.tr(
                "Score: your team {0}, opponents {1} (target {2}).  Your team's bags: {3}.  "
                "Partner: {4}.\nBids so far: {5}"
            ).format(
                ours,
                theirs,
                view.rules.target,
                view.bags[0],
                NAMES[2],
                ", ".join(bids) if bids else self.tr("none"),
            )
            + (f"\n{review_text(self.review, deal.situation)}" if self.review else "")
        )
        self._choice = 1
        self._update_actions()

    def choose_bid(self, value: int) -> None:
        if self.current is not None and self.result is None and self.player_bid is None:
            self._choice = value
            self._update_actions()

    def change_bid(self, step: int) -> None:
        self.choose_bid(max(0, min(13, self._choice + step)))

    def submit(self) -> None:
        """Bid the chosen number (0 = nil); the grade follows as soon as the coach answers."""
        if self.current is None or self.player_bid is not None:
            return
        self.player_bid = NIL if self._choice == 0 else self._choice
        if self.advice is not None:
            self._grade()
        else:
            self.verdict.setText(self.tr("The coach is thinking…"))
        self._update_actions()

    def _grade(self) -> None:
        advice, bid = self.advice, self.player_bid
        assert advice is not None and bid is not None
        self.result = result = grade(bid, advice)
        self.progress.record(result, self.current)
        self._save()
        self._update_score()
        self.advice_panel.show_advice(advice, bid)
        self.advice_panel.setVisible(True)
        self.verdict.setText(verdict_text(result))

    def play_out(self) -> None:
        """Play the hand out with hard bots (the player's bid kept), on the worker."""
        deal, bid = self.current, self.player_bid
        if deal is None or bid is None or self.busy("play"):
            return
        budget, samples = self.bot_budget_ms, self.bot_samples
        self.play_result = None
        self.outcome.setText(self.tr("Playing the hand out…"))
        self._submit(
            "play", lambda control: play_out(deal, bid, budget, samples, control.cancelled)
        )
        self._update_actions()

    def _update_actions(self) -> None:
        ready = self.current is not None and not self.busy("deal")
        open_bid = ready and self.player_bid is None
        self.act_submit.setEnabled(open_bid)
        self.act_up.setEnabled(open_bid)
        self.act_down.setEnabled(open_bid)
        self.act_play.setEnabled(
            ready
            and self.player_bid is not None
            and not self.busy("play")
            and self.play_result is None
        )
        self.act_next.setEnabled(not self._closed)
        for button in self.bid_buttons.values():
            button.setEnabled(open_bid)
        self.bid_buttons[self._choice].setChecked(True)
        self.act_submit.setText(
            self.tr("Bid {0}").format(text.bid_text(NIL if self._choice == 0 else self._choice))
        )
