"""The bidding practice page's situation (``coach_practice.py``): the boxes that choose it
(the table's size, the score, the bags, the bidding position) and the switch for the hands
bid far off coming back, the line over the hand that states the dealt hand's situation (the
score per team, the bags, the partner, the bids so far), and the figures kept for the table
size chosen (the score line, the hands waiting).

``PracticeSituation`` is mixed into ``BiddingPractice``. It stands apart from the hand being
bid (choosing a bid, grading it, playing it out) because it is what frames every hand: a
change of the table's size refills the positions and deals a hand of that size, and each
size's figures are its own. Its texts keep the page's translation context
("BiddingPractice"): they were the page's before this module split off.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QWidget

from cardtable.core.practice_memory import ReviewItem
from cardtable.gui.common.player_names import player_name
from cardtable.gui.common.shortcuts import READ_KEYS, claim_keys
from cardtable.gui.spades import text
from cardtable.gui.spades.newgame import BOT_PLAYER_NAMES
from cardtable.gui.spades.practice_text import position_choices, situation_choices
from cardtable.spades.practice import PracticeDeal, Situation, position_table
from cardtable.spades.practice_progress import Progress

translate = QCoreApplication.translate

NAMES = ("You", *BOT_PLAYER_NAMES)
"""The seats' names at up to six players (the new-game dialog's bots, shown translated)."""


class PracticeSituation:
    """What it uses of the page is listed here."""

    boxes: dict[str, QComboBox]
    review_box: QCheckBox
    progress: Progress
    current: PracticeDeal | None
    score_label: QLabel
    _closed: bool
    _save: Callable[[], None]
    deal: Callable[[], None]

    def _build_choices(self) -> QHBoxLayout:
        """The situation boxes in a row, and the switch for the hands brought back (which
        the page puts by its status line)."""
        assert isinstance(self, QWidget)
        self.boxes = {}
        choose = QHBoxLayout()
        for key, options in situation_choices(self.progress.situation.players).items():
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
        # The positions change with the table's size: the box follows its longest.
        self.boxes["position"].setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        choose.addStretch(1)
        return choose

    def situation(self) -> Situation:
        return Situation(
            self.boxes["score"].currentData(),
            self.boxes["bags"].currentData(),
            self.boxes["position"].currentData(),
            self.boxes["players"].currentData(),
        )

    def _fill_positions(self, players: int, position: int) -> None:
        """The position box's choices at a table of ``players``, ``position`` chosen (the
        last, all bids known, where the table has fewer seats)."""
        box = self.boxes["position"]
        box.clear()
        for label, value in position_choices(players):
            box.addItem(label, value)
        box.setCurrentIndex(max(0, box.findData(min(position, players))))

    def _show_situation(self, situation: Situation) -> None:
        self.boxes["players"].setCurrentIndex(
            max(0, self.boxes["players"].findData(situation.players))
        )
        self._fill_positions(situation.players, situation.position)
        for key, value in (("score", situation.score), ("bags", situation.bags)):
            box = self.boxes[key]
            box.setCurrentIndex(max(0, box.findData(value)))

    def set_situation(self, situation: Situation) -> None:
        """Choose ``situation`` (as the boxes would) and remember it."""
        self._show_situation(situation)
        self._situation_changed()

    def _situation_changed(self) -> None:
        """Remember the choice; another table size refills the positions and deals a hand
        of that size (a hand of the old size would not be what the boxes say)."""
        players = self.boxes["players"].currentData()
        if self.boxes["position"].count() != players:
            self._fill_positions(players, self.boxes["position"].currentData())
        self.progress.situation = self.situation()
        self.progress.review = self.review_box.isChecked()
        self._save()
        self._update_score()
        shown = self.current.situation.players if self.current is not None else players
        if shown != players and not self._closed:
            self.deal()

    def reviews_here(self) -> list[ReviewItem]:
        """The positions waiting in the boxes at the table size chosen."""
        players = self.progress.situation.players
        return [r for r in self.progress.memory.reviews if position_table(r.position) == players]

    def _update_score(self) -> None:
        """The figures of the table size chosen (each size's are its own)."""
        c = self.progress.counts(self.progress.situation.players)
        self.score_label.setText(
            translate(
                "BiddingPractice",
                "Hands {0}   Exact {1:.0f}%   Within one {2:.0f}%   Nil choice {3:.0f}%",
            ).format(c.played, c.exact_percent, c.within_one_percent, c.nil_percent)
        )
        self.review_box.setText(
            translate("BiddingPractice", "Bring back hands bid far off ({0} waiting)").format(
                len(self.reviews_here())
            )
        )

    def _table_line(self, deal: PracticeDeal) -> str:
        """The score (one total per team), the bags, the partner (where there is one) and the
        bids so far."""
        view, rules = deal.view, deal.view.rules
        names = [
            translate("BiddingPractice", "You"),
            *(player_name(n) for n in NAMES[1 : rules.players]),
        ]
        bids = [
            translate("BiddingPractice", "{0}: {1}").format(names[s], text.bid_text(b))
            for s, b in enumerate(view.bids) if b is not None and s != deal.seat
        ]  # fmt: skip
        so_far = ", ".join(bids) if bids else translate("BiddingPractice", "none")
        ours, *others = view.totals
        if rules.players == 4:
            return translate(
                "BiddingPractice",
                "Score: your team {0}, opponents {1} (target {2}).  Your team's bags: {3}.  "
                "Partner: {4}.\nBids so far: {5}",
            ).format(ours, others[0], rules.target, view.bags[0], names[2], so_far)
        theirs = ", ".join(str(t) for t in others)
        if rules.team_count < rules.players:  # six: three partnerships, partner opposite
            partner = names[rules.team_count]
            return translate(
                "BiddingPractice",
                "Score: your team {0}, the other teams {1} (target {2}).  Your team's bags: "
                "{3}.  Partner: {4}.\nBids so far: {5}",
            ).format(ours, theirs, rules.target, view.bags[0], partner, so_far)
        return translate(
            "BiddingPractice",
            "Score: you {0}, the others {1} (target {2}).  Your bags: {3}.  "
            "Everyone plays alone.\nBids so far: {4}",
        ).format(ours, theirs, rules.target, view.bags[0], so_far)
