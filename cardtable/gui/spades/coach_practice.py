"""The bidding practice page: a page of the main window, like the draw trainer.

The player chooses a situation (the table's size: 3, 4, 5 or 6 players; score, bags, bidding
position), gets a seeded hand where it is their turn to bid (the seats before them bid with
``hard`` bots), picks a bid, and the coach shows its advice, the trick distribution and
whether the bid matched; "Play it out" plays the hand with ``hard`` bots for every seat (the
player's seat keeping the player's bid) and reports the tricks taken against the bid.
Accuracy (overall and per situation: hand shape, bidding seat, nil or not; each table size
apart), the hands bid far from the coach (they come back, Leitner boxes:
``core.practice_memory``; only those of the size chosen) and the hand on screen are kept in
the app data folder, the situation chosen with them. Choosing another size deals a hand of
that size at once (the bid pad and the table line follow the hand on screen).

The logic is ``cardtable.spades.practice`` and its progress ``practice_progress`` (no Qt).
Dealing (bots bidding), the coach's simulation and the play-out each take up to a second or
two, so all three run as jobs on the page's ``TaskRunner`` (one of each kind at a time) and
come back through queued signals; nothing blocks the event loop and ``shutdown`` leaves no
thread behind. The jobs (``practice_jobs.py``), the hand strip (``hand_strip.py``) and the
page's words (``practice_text.py``) have modules of their own, and so do the situation's
boxes, the line over the hand and the figures of the size chosen (``practice_situation.py``).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QMessageBox,
    QScrollArea,
    QWidget,
)

from cardtable.core.practice_memory import ReviewItem
from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.columns import column
from cardtable.gui.common.named import ElidedLabel, named_label
from cardtable.gui.common.practice_page import PracticePage
from cardtable.gui.common.progress_notice import report_unreadable_progress
from cardtable.gui.common.tasks import TaskRunner
from cardtable.gui.spades import text
from cardtable.gui.spades.bid_focus import follow_choice
from cardtable.gui.spades.coach import AdvicePanel
from cardtable.gui.spades.hand_strip import FULL_WIDTH, SHORT_WIDTH, TIGHT_WIDTH, HandStrip
from cardtable.gui.spades.practice_bids import PracticeBids
from cardtable.gui.spades.practice_jobs import PracticeJobs
from cardtable.gui.spades.practice_look import PAGE_STYLE
from cardtable.gui.spades.practice_situation import PracticeSituation
from cardtable.gui.spades.practice_text import (
    accuracy_dialog,
    review_text,
    unreadable_notices,
    unreadable_texts,
    verdict_text,
)
from cardtable.gui.spades.spec import coach_title
from cardtable.gui.spades.typed_bid import TypedBid
from cardtable.spades.actions import NIL, BidValue
from cardtable.spades.coach import COACH_DEALS, Advice
from cardtable.spades.practice import (
    Grade,
    PracticeDeal,
    grade,
    play_out,
    position_table,
)
from cardtable.spades.practice_progress import Progress, ProgressStore

SHORT_PAGE = 700
"""A page lower than this (pixels) draws the hand smaller: the page is 640 high in a
window filling a 1024x700 screen, 706 at 1366x768."""
TIGHT_PAGE = 620
"""The page's height less the notice's under which the cards are drawn smallest: on a
1024x700 screen the notice of an unreadable progress file (two lines) pushed the coach's
answer 20 pixels below a scroll bar."""

PAGE_EDGE = 12
"""The page's top and bottom margins (half that on a tight page)."""


class BiddingPractice(PracticeSituation, PracticeJobs, PracticePage):
    """The practice page. ``back_requested`` asks the main window to close it."""

    object_name = "biddingPractice"
    progress: Progress

    samples = COACH_DEALS
    """Deals the coach plays out per hand, as at the table (tests lower it)."""
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
        # No bid chosen as a hand is dealt (as at the table): with 1 chosen, Enter at once
        # answered 1 for a learner who had not yet chosen anything.
        self._choice: int | None = None
        self._closed = False
        self.typed = TypedBid()  # digits typed: "3" chooses 3, "1" then "2" quickly 12
        self.announcer = Announcer(self)
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
        # 0-9 choose the number typed, "0" alone nil; the menu (the keys list) shows "0", whose
        # entry says the digits work, as the table's does (ten entries would crowd it).
        self.digit_actions = [
            self._action(f"digit_{d}", str(d), [str(d)], partial(self.type_bid, d))
            for d in range(10)
        ]
        self.digit_actions[0].setText(self.tr("Choose nil (another bid: type its number)"))
        self.act_accuracy = self._action("accuracy", self.tr("Accuracy"), ["A"], self.show_accuracy)
        self.act_accuracy.setToolTip(self.tr("Accuracy by situation (A)"))
        self.table_actions = [
            self.act_submit, self.act_next, self.act_play, self.act_up, self.act_down,
            self.digit_actions[0], self.act_accuracy, self.act_back,
        ]  # fmt: skip

    def _build_ui(self) -> None:
        title = named_label("title", self, coach_title())
        self.setAccessibleName(title.text())  # the page holds the focus: say what it is
        self.score_label = named_label("score", self)
        head = QHBoxLayout()
        head.addWidget(title)
        head.addStretch(1)
        head.addWidget(self.score_label)
        # "New hand" here, not after the situation boxes: with the boxes' focus ring and
        # padding that row is full at 1024 pixels, and the boxes' words were cut.
        head.addWidget(self._tool(self.act_next))
        head.addWidget(self._tool(self.act_accuracy))
        head.addWidget(self._tool(self.act_back))

        choose = self._build_choices()

        self.notice = named_label("notice", self, wrap=True)
        self.notice.setVisible(False)
        self.table_line = named_label("tableLine", self, wrap=True)
        self.hand = HandStrip(self.cache, self)
        self.hand.four_colour = self.prefs.four_colour

        self.picker = PracticeBids(self.choose_bid, self)
        self.bid_buttons = self.picker.buttons
        row = self.picker.row
        row.addSpacing(12)
        row.addWidget(self._tool(self.act_submit))
        row.addWidget(self._tool(self.act_play))
        row.addStretch(1)

        self.verdict = named_label("verdict", self, wrap=True)
        self.outcome = named_label("outcome", self, wrap=True)
        # One line ending in "…" where too long (the whole in its tool tip): a save refused
        # in a read-only folder ran 440 px past the window's edge at 1024x700.
        self.status = ElidedLabel(self)
        self.status.setObjectName("status")
        self.advice_panel = AdvicePanel(self)
        self.advice_panel.setVisible(False)

        body = QWidget(self)
        col = column(body, self.table_line, self.hand, self.picker, margins=(0, 0, 0, 0))
        # The grade and the played-out result side by side: a row of their own each pushed
        # the coach's answer below a scroll bar at 1024x700. The result is hidden until the
        # hand is played out, so that the grade has the whole row (half of it took two lines
        # and, under the read-only banner, pushed the answer 23 px down).
        self.outcome.setVisible(False)
        said = QHBoxLayout()
        said.addWidget(self.verdict, 1)
        said.addWidget(self.outcome, 1)
        col.addLayout(said)
        col.addWidget(self.advice_panel, 1000)  # the room left over, when it shows
        col.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setAccessibleName(coach_title())  # it can take the focus: say what it holds
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        # The felt shows through the body, and only through it: a bare "background:
        # transparent" reached every widget inside, the bid buttons too, so the chosen bid's
        # dark text stood on the dark green felt (issue 18, defect 12).
        body.setObjectName("practiceBody")
        body.setStyleSheet("QWidget#practiceBody { background: transparent; }")

        layout = column(
            self, head, choose, self.notice, (scroll, 1), margins=(18, PAGE_EDGE, 18, PAGE_EDGE)
        )
        # The review switch sits by the status line: the choices' row above is full with the
        # table's size in it (1024 pixels wide).
        foot = QHBoxLayout()
        foot.addWidget(self.review_box)
        foot.addSpacing(12)
        foot.addWidget(self.status, 1)
        layout.addLayout(foot)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit_cards()

    def _fit_cards(self) -> None:
        """Smaller cards on a short page, so the coach's answer shows whole under them; the
        smallest while the notice of an unreadable progress file takes its lines too."""
        room = self.height()
        if self.notice.isVisibleTo(self):
            room -= self.notice.heightForWidth(max(1, self.width() - 36))  # the page's margins
        wide = FULL_WIDTH if room >= SHORT_PAGE else SHORT_WIDTH
        self.hand.set_card_width(wide if room >= TIGHT_PAGE else TIGHT_WIDTH)
        # And the page's top and bottom margins halved: under the window's read-only banner
        # (42 px more) the answer still went 2 px below a scroll bar.
        edge = PAGE_EDGE if room >= TIGHT_PAGE else PAGE_EDGE // 2
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(18, edge, 18, edge)

    # ------------------------------------------------------------------ life

    def start(self) -> None:
        """Report an unreadable progress file, then show the hand on screen when the page
        was last closed (if it is of the table size chosen), or deal the first."""
        if self.load_error is not None:
            self.error_box = report_unreadable_progress(
                self, self.notice, self.loaded, *unreadable_texts(), unreadable_notices()
            )
            self._fit_cards()
        current = self.progress.memory.current
        players = self.progress.situation.players
        if current is not None and position_table(current) == players:
            deal = PracticeDeal.from_json(current)
            self._use(deal, self.progress.memory.find(deal.key))
        else:  # none, or closed while a hand of the size chosen was being dealt
            self.deal()

    def shutdown(self) -> None:
        """Cancel the jobs and stop the worker thread; the progress is already saved."""
        self._closed = True
        self.tasks.shutdown()

    def apply_prefs(self) -> None:
        self.cache.clear()
        self.hand.four_colour = self.prefs.four_colour
        self.hand.update()

    # ------------------------------------------------------------------ progress

    def _open_progress(self, data_dir: str | Path) -> Any:
        self.store = ProgressStore(data_dir)
        return self.store.load()

    def _save_failed(self, exc: OSError) -> str:
        return self.tr("Could not save the practice progress: {0}").format(exc)

    def _accuracy_dialog(self) -> QDialog:
        return accuracy_dialog(self, self.progress.memory, self.progress.situation.players)

    # ------------------------------------------------------------------ the hand

    def _show_deal(self, deal: PracticeDeal) -> None:
        view = deal.view
        self.hand.set_cards(view.hand or ())
        self.picker.show_up_to(view.rules.max_bid)
        self.typed.forget()
        self.table_line.setText(
            self._table_line(deal)
            + (f"\n{review_text(self.review, deal.situation)}" if self.review else "")
        )
        self._choice = None
        self._update_actions()

    def choose_bid(self, value: int) -> None:
        if self.current is not None and self.result is None and self.player_bid is None:
            self._choice = value
            self._update_actions()

    def change_bid(self, step: int) -> None:
        self.typed.forget()
        self._key_choice(self.picker.stepped(self._choice, step))

    def type_bid(self, digit: int) -> None:
        """A digit key chooses the number typed ("0" alone nil; ``typed_bid.py``)."""
        value = self.typed.digit(digit, range(self.picker.top + 1))
        if value is not None:
            self._key_choice(value)

    def _key_choice(self, value: int) -> None:
        """Choose ``value`` with a key and say it (a screen reader does not hear a button
        checked away from the focus)."""
        if self.current is None or self.player_bid is not None or self.result is not None:
            return  # no bid open: the choice stays
        self.choose_bid(value)
        if follow_choice(self.picker.buttons, self._choice):
            return  # the focus was on a bid button and went to the one chosen: it says it
        self.announcer.say(self.tr("Bid chosen: {0}").format(self._choice_text()))

    def _choice_text(self) -> str:
        """The bid chosen in words ("nil", "4"); call only with one chosen."""
        assert self._choice is not None
        return text.bid_text(NIL if self._choice == 0 else self._choice)

    def submit(self) -> None:
        """Bid the chosen number (0 = nil); the grade follows as soon as the coach answers."""
        if self.current is None or self.player_bid is not None:
            return
        if self._choice is None:
            ask = self.tr("Choose a bid first: a digit, the arrow keys or a bid button.")
            self.verdict.setText(ask)
            self.announcer.say(ask)
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
        self.announcer.say(self.verdict.text())  # the grade, else unheard by a screen reader

    def play_out(self) -> None:
        """Play the hand out with hard bots (the player's bid kept), on the worker."""
        deal, bid = self.current, self.player_bid
        if deal is None or bid is None or self.busy("play"):
            return
        budget, samples = self.bot_budget_ms, self.bot_samples
        self.play_result = None
        self.outcome.setText(self.tr("Playing the hand out…"))
        self.outcome.setVisible(True)
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
        self.picker.focus_off(open_bid, self)
        for button in self.bid_buttons.values():
            button.setEnabled(open_bid)
        self.picker.check(self._choice)
        self.act_submit.setText(
            self.tr("Bid")
            if self._choice is None
            else self.tr("Bid {0}").format(self._choice_text())
        )
