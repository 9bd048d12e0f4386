"""The bidding coach's widgets, shared by the Spades table's Hint and the bidding practice page.

``AdvicePanel`` shows one ``coach.Advice``: the suggested bid, whether nil is worth it, the
chance of taking each number of tricks as bars, and the explanation lines. The lines are built
from the advice's ``reasons`` (key, numbers) with *translated* templates (``templates()``), so a
Korean player reads Korean sentences with the coach's own numbers; the English templates are
the coach's ``TEMPLATES`` word for word (a test checks it).

The after-hand "bid versus tricks" table, which the side panel shows beside the coach, is
``hand_summary.py``.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.gui.common.columns import column
from cardtable.gui.common.named import dark_scroll_bars, named_label, style_panel
from cardtable.gui.spades.coach_close_text import as_good_lines, coach_headline
from cardtable.spades.actions import BLIND_NIL, NIL, BidValue
from cardtable.spades.coach import Advice

translate = QCoreApplication.translate


def templates() -> dict[str, str]:
    """``coach.TEMPLATES`` translated (literal strings so lupdate collects them)."""
    return {
        "side_aces": translate("SpadesCoach", "Side aces (not spades): {0}, about one trick each."),
        "side_kings": translate(
            "SpadesCoach", "Side kings: {0}, counted as half a trick each: {1:g}."
        ),
        "short_suits": translate(
            "SpadesCoach",
            "Short side suits (none or one card): {0}; the count credits {1} ruffs with the spades"
            " left over.",
        ),
        "short_suits_one": translate(
            "SpadesCoach",
            "Short side suits (none or one card): {0}; the count credits {1} ruff with the spades"
            " left over.",
        ),
        "side_aces_none": translate("SpadesCoach", "Side aces (not spades): none."),
        "side_kings_none": translate("SpadesCoach", "Side kings: none."),
        "short_suits_none": translate(
            "SpadesCoach", "Short side suits (none or one card): none, so nothing to ruff."
        ),
        "spade_winners": translate("SpadesCoach", "Spade winners: {0}."),
        "formula": translate("SpadesCoach", "The count gives {0:g} tricks: bid {1}."),
        "formula_one": translate("SpadesCoach", "The count gives {0:g} trick: bid {1}."),
        "simulation": translate(
            "SpadesCoach",
            "Playing out {1} deals of the other cards to win tricks, the hand takes {0:.1f} tricks"
            " on average.",
        ),
        "game_counted": translate(
            "SpadesCoach",
            "Near the game's end the points on these deals count the game too: reaching {0}"
            " with the best total adds {1:.0f}, falling to {2} takes away {3:.0f}.",
        ),
        "sim_agrees": translate("SpadesCoach", "The simulation agrees: bid {0}."),
        "sim_higher": translate(
            "SpadesCoach", "The simulation says bid {0}, more than the count's {1}."
        ),
        "sim_lower": translate(
            "SpadesCoach", "The simulation says bid {0}, less than the count's {1}."
        ),
        "bid_values": translate(
            "SpadesCoach",
            "On average bidding {0} scores {1:+.0f} points, bidding {2} scores {3:+.0f}.",
        ),
        "why_long_suit": translate(
            "SpadesCoach", "A long side suit ({0} cards) wins tricks once the others run out."
        ),
        "why_long_spades": translate(
            "SpadesCoach", "{0} spades: the count only credits {1} of them as winners."
        ),
        "why_side_queens": translate(
            "SpadesCoach",
            "Side queens with cover ({0}) often win a trick; the count gives them none.",
        ),
        "why_bare_king": translate(
            "SpadesCoach", "A bare or once-guarded side king ({0}) is often caught by the ace."
        ),
        "why_ace_ruffed": translate(
            "SpadesCoach", "An ace in a side suit of {0} cards is likely to be trumped."
        ),
        "why_few_spades": translate(
            "SpadesCoach", "Short suits ruff only with spades to spare; {0} spades are too few."
        ),
        "why_few_spades_one": translate(
            "SpadesCoach", "Short suits ruff only with spades to spare; {0} spade is too few."
        ),
        "why_partner_nil": translate(
            "SpadesCoach", "Your partner bid nil: covering it costs tricks of your own."
        ),
        "why_opponent_nil": translate(
            "SpadesCoach", "An opponent bid nil: ducking it gives you extra tricks."
        ),
        "why_bags": translate(
            "SpadesCoach", "Your team has {0} bags; the penalty comes at {1}, so overtricks hurt."
        ),
        "why_bags_alone": translate(
            "SpadesCoach", "You have {0} bags; the penalty comes at {1}, so overtricks hurt."
        ),
        "why_position": translate(
            "SpadesCoach", "The game score ({0} to {1}) changes what a bid is worth."
        ),
        "bid_option": translate(
            "SpadesCoach",
            "Bid {0} on these deals: made {1:.0%}, set {2:.0%}, {3:.1f} bags, {4:+.0f} points on"
            " average (the bags' share of the penalty counted).",
        ),
        "reason_higher": translate(
            "SpadesCoach", "Bid {0} is set in {1:.0%} of these deals: {2} scores more on average."
        ),
        "reason_lower": translate(
            "SpadesCoach",
            "Bid {0} is made in more of these deals ({1:.0%}) but scores {2:.0f} points less.",
        ),
        "nil_chance": translate(
            "SpadesCoach",
            "Played for nil (ducking every trick), the hand takes no trick in {0:.0%} of the "
            "deals.",
        ),
        "nil_never": translate(
            "SpadesCoach",
            "Played for nil (ducking every trick), the hand takes a trick in every one of the {0}"
            " deals.",
        ),
        "nil_yes": translate(
            "SpadesCoach",
            "Nil is worth it: {0:+.0f} points on average against {1:+.0f} for bidding {2}.",
        ),
        "nil_no": translate(
            "SpadesCoach",
            "Nil is not worth it: {0:+.0f} points on average against {1:+.0f} for bidding {2}.",
        ),
        "nil_short": translate(
            "SpadesCoach",
            "Nil scores more on average ({0:+.0f} points against {1:+.0f} for bidding {2}), but"
            " the coach bids nil only when it stays clean in {3:.0%} of the deals and leads by"
            " {4:.0f} points: the simulated defenders let a nil through more easily than people"
            " do.",
        ),
        "nil_stopper": translate(
            "SpadesCoach",
            "Nil is not advised with an ace or three high cards: good defenders force a trick"
            " with them more often than the simulated ones ({0:.0%} clean).",
        ),
    }


def _as_int(value: float) -> float | int:
    """Counts arrive as floats in ``reasons``; "{0}" should read "2", not "2.0"."""
    return int(value) if float(value).is_integer() else value


def explanation_lines(advice: Advice) -> list[str]:
    """The advice's reasons in the display language; a template that fails to format (a
    translation slip) falls back to the coach's English line rather than hiding the reason."""
    table = templates()
    out = []
    for (key, nums), english in zip(advice.reasons, advice.explanation, strict=True):
        try:
            out.append(table[key].format(*(_as_int(n) for n in nums)))
        except (KeyError, ValueError, IndexError):
            out.append(english)
    return out


def game_line(figures: Sequence[float]) -> str:
    """The ``game_counted`` line for ``Advice.game_counted``'s figures ("" for none): what
    the points beside it count besides the hand's score, for the review's coach line."""
    if not figures:
        return ""
    return templates()["game_counted"].format(*(_as_int(n) for n in figures))


class DistributionBars(QWidget):
    """The chance of taking 0..13 tricks as a row of bars; the suggested number is gold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trickDistribution")
        self.values: tuple[float, ...] = ()
        self.marked: int | None = None
        self.player: int | None = None
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(420, 96)

    def set_values(
        self, values: Sequence[float], marked: int | None, player: int | None = None
    ) -> None:
        self.values = tuple(values)
        self.marked = marked
        self.player = player
        self.update()

    def label_step(self) -> int:
        """1: a number under every bar; 2: under every other one, when two-digit numbers
        would touch (17 cards at three and six players in the narrow side panel, where
        "1011121314" reads as one number)."""
        n = len(self.values)
        if n == 0:
            return 1
        widest = QFontMetrics(_label_font()).horizontalAdvance(str(n - 1))
        return 1 if widest + 5 <= self.width() / n else 2

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        if not self.values:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = len(self.values)
        w, h = self.width(), self.height()
        label_h, top_h = 16, 14
        slot = w / n
        peak = max(max(self.values), 1e-9)
        small = _label_font()
        p.setFont(small)
        step = self.label_step()
        for i, v in enumerate(self.values):
            x = i * slot + 2
            bar_h = (h - label_h - top_h) * v / peak
            rect = QRectF(x, h - label_h - bar_h, slot - 4, bar_h)
            colour = QColor(COACH_COLOUR) if i == self.marked else QColor("#5f9f77")
            if i == self.player and i != self.marked:
                colour = QColor(PLAYER_COLOUR)
            p.fillRect(rect, colour)
            p.setPen(QColor("#e8ece6"))
            if i % step == 0:
                p.drawText(
                    QRectF(i * slot, h - label_h, slot, label_h),
                    Qt.AlignmentFlag.AlignCenter,
                    str(i),
                )
            if v >= 0.005:
                p.drawText(
                    QRectF(i * slot, h - label_h - bar_h - top_h, slot, top_h),
                    Qt.AlignmentFlag.AlignCenter,
                    f"{v * 100:.0f}",
                )
        p.end()


def _label_font() -> QFont:
    small = QFont()
    small.setPixelSize(11)
    return small


COACH_COLOUR = "#d9a93a"  # the coach's bid on the bars
PLAYER_COLOUR = "#6f8fd0"  # the player's bid (practice), when it differs


class AdvicePanel(QFrame):
    """One piece of advice: the suggested bid, what the hand does played to win tricks (the
    expected tricks, the best number, the distribution bars) and played for nil (the chance of
    no trick), each said in so many words so the two figures never look contradictory, then
    the reasons (scrolling when long).

    ``narrow``: one column, for the table's side panel (the table itself keeps its room); the
    practice page has the width for two columns (figures left, reasons right). Either way the
    panel takes the height its page gives it: capped at 230 pixels on the practice page, the
    reasons were cut mid-sentence above a scroll bar nobody saw, with room to spare below."""

    def __init__(self, parent: QWidget | None = None, narrow: bool = False) -> None:
        super().__init__(parent)
        style_panel(
            self,
            "advicePanel",
            "QFrame#advicePanel { background: #1f252c; border-top: 1px solid #3a424b; }"
            "QLabel { color: #eef2ea; font-size: 13px; }"
            "QLabel#adviceHeadline { color: #ffd27a; font-size: 16px; font-weight: bold; }"
            "QLabel#adviceWin, QLabel#adviceNil { color: #ffffff; }"
            "QScrollArea#adviceScroll, QWidget#adviceReasonsBox { background: transparent; }"
            + dark_scroll_bars(),
        )
        self.advice: Advice | None = None
        self.headline = named_label("adviceHeadline", self, wrap=True)
        self.win_line = named_label("adviceWin", self, wrap=True)
        self.nil_line = named_label("adviceNil", self, wrap=True)
        self.dist_title = QLabel(
            self.tr("Tricks taken playing to win (% of simulated deals):"), self
        )
        self.dist_title.setWordWrap(True)
        self.bars = DistributionBars(self)
        self.legend = QLabel(self)  # what the coloured bars are, when the player's is shown
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setVisible(False)
        self.reasons = named_label("adviceReasons", None, wrap=True)
        self.reasons.setTextFormat(Qt.TextFormat.PlainText)
        self.reasons.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box = QWidget()
        box.setObjectName("adviceReasonsBox")
        column(box, self.reasons, margins=(0, 0, 6, 0)).addStretch(1)
        self.reasons_scroll = QScrollArea(self)  # not ``scroll``: QWidget.scroll()
        self.reasons_scroll.setObjectName("adviceScroll")
        # Tab reaches it (to scroll long reasons): a name, not a nameless pane.
        self.reasons_scroll.setAccessibleName(QCoreApplication.translate("SpadesTable", "Coach"))
        self.reasons_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.reasons_scroll.setWidgetResizable(True)
        self.reasons_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.reasons_scroll.setWidget(box)
        figures = QVBoxLayout()
        figures.setSpacing(3)
        for w in (self.headline, self.win_line, self.dist_title, self.bars, self.legend,
                  self.nil_line):
            figures.addWidget(w)
        if narrow:
            parts = (figures, (self.reasons_scroll, 1))
            column(self, *parts, margins=(10, 8, 10, 8), spacing=8)
        else:
            figures.addStretch(1)
            row = QHBoxLayout(self)
            row.setContentsMargins(12, 6, 12, 6)
            row.setSpacing(16)
            # The reasons get the wider column and a point smaller type: with the coach's
            # bid explained against its neighbours (issue 25) they all show at 1024x700.
            self.reasons.setStyleSheet("font-size: 12px;")
            # The figures set the panel's height, the reasons scroll within it: the bids as
            # good as the coach's (``coach_close``) add a reason, and the practice page must
            # still not scroll at 1024x700.
            policy = self.reasons_scroll.sizePolicy()
            policy.setVerticalPolicy(QSizePolicy.Policy.Ignored)
            self.reasons_scroll.setSizePolicy(policy)
            row.addLayout(figures, 4)
            row.addWidget(self.reasons_scroll, 6)

    def show_advice(self, advice: Advice, player_bid: BidValue | None = None) -> None:
        """Fill in ``advice``; ``player_bid`` (practice) is marked in blue on the bars."""
        self.advice = advice
        # The bids as good as the coach's on its deals: named in the headline, their figures
        # the first reason (in the reasons' own scroll, so the page grows no taller).
        self.headline.setText(coach_headline(advice.bid, advice.close))
        self.win_line.setText(
            self.tr(
                "Playing to win tricks: about {0:.1f} tricks on average; the best number to "
                "bid is {1}."
            ).format(advice.expected_tricks, advice.best_number)
        )
        verdict = (
            self.tr("Nil is worth it.") if advice.nil_worth_it
            else self.tr("Nil is not worth it.")
        )
        if advice.p_nil == 0:  # none of the deals: a count, said as one ("about 0%" read oddly)
            # In the other line's words (it read "(ducking every trick)" here and "against
            # the others' attack" there, as if two kinds of playout).
            nil = self.tr(
                "Playing for nil against the others' attack: a trick in every one of the {0} "
                "simulated deals. {1}"
            ).format(advice.samples, verdict)
        else:
            # The others play to give a nil a trick: said, as a learner saw "no trick" in
            # 53% of the bars above (playing to win, unopposed) and "about 25%" here.
            # Short enough for one line more than before, not two: at 1012x660 under the
            # read-only banner the answer must show without a scroll bar.
            nil = self.tr(
                "Playing for nil against the others' attack: no trick in about {0:.0%} of the "
                "deals. {1}"
            ).format(advice.p_nil, verdict)
        self.nil_line.setText(nil)
        player = None
        if player_bid is not None and player_bid not in (NIL, BLIND_NIL):
            player = int(player_bid)
        elif player_bid is not None:
            player = 0
        marked = None if advice.bid == NIL else int(advice.bid)
        self.bars.set_values(advice.trick_distribution, marked, player)
        keys = []
        if marked is not None:
            keys.append((COACH_COLOUR, self.tr("the coach's bid")))
        if player is not None and player != marked:
            keys.append((PLAYER_COLOUR, self.tr("your bid")))
        self.legend.setText("&nbsp;&nbsp;&nbsp;".join(
            f"<span style='color:{colour}'>■</span>&nbsp;{html.escape(what, quote=False)}"
            for colour, what in keys
        ))
        self.legend.setVisible(player is not None and bool(keys))
        # The game's-end line goes first: every figure after it counts the game too.
        explained = list(zip(advice.reasons, explanation_lines(advice), strict=True))
        game = [line for (key, _), line in explained if key == "game_counted"]
        rest = [line for (key, _), line in explained if key != "game_counted"]
        lines = game + as_good_lines(advice.close, advice.points) + rest
        self.reasons.setText("\n".join("• " + line for line in lines))
