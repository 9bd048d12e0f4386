"""The bar under the Badugi table: the bet sizing row (½ pot, pot, all-in, a slider and a
box) over the row of action buttons and pre-action boxes.

Every button runs one of the table's QActions (which carry the shortcuts); the bar shows a
decision's choices on them (``show_choices``: what is enabled, visible and how it reads) from
the person's legal actions and view, so it holds no rules of its own. It keeps its height
whatever it shows, so the table above never jumps.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.badugi import facts
from cardtable.badugi.actions import LegalActions
from cardtable.badugi.view import SeatView
from cardtable.gui.badugi import text
from cardtable.gui.common.amount_box import AmountBox
from cardtable.gui.common.figures import grouped
from cardtable.gui.common.focus_ring import RING_ON_LIGHT, ring_rules
from cardtable.gui.common.icons import danger_icon
from cardtable.gui.common.named import style_panel
from cardtable.gui.common.shortcuts import (
    READ_KEYS,
    claim_keys,
    focusable,
    tool_button,
    tooltip_with_keys,
)

SIZES = ("half_pot", "pot", "all_in")
BUTTONS = ("fold", "check_call", "bet_raise", "draw", "stand_pat", "review_hand", "next_hand")
PRE = ("pre_check_fold", "pre_check_call", "pre_call_any")

# Every control has a border that turns white with the focus (``focus_ring``): always
# there, so nothing moves when the focus comes; the padding makes up for its width.
_STYLE = """
QWidget#actionBar { background: #1c2026; }
QToolButton, QPushButton#sizeButton {
  color: #f2f2ee; background: #2f6b45; border: 3px solid #1d4a2e; border-radius: 8px;
  padding: 6px 14px; font-size: 16px; font-weight: bold; min-width: 92px;
}
QToolButton:hover, QPushButton#sizeButton:hover { background: #3b8457; }
QToolButton:disabled, QPushButton#sizeButton:disabled { background: #3a3f46; color: #8a8f96; }
QToolButton#fold { background: #8a2f2f; border-color: #5e1f1f; }
QToolButton#fold:hover { background: #a33a3a; }
QToolButton#fold:disabled { background: #3a3f46; }
QPushButton#sizeButton { min-width: 56px; padding: 4px 8px; font-size: 14px; background: #394048;
  border-color: #2a2f35; }
QLabel#watching { color: #e8ece6; font-size: 16px; padding: 6px 8px; }
QLabel#amountLimit { color: #c9d2cb; font-size: 14px; padding: 0px 4px; }
QCheckBox { color: #e8ece6; font-size: 15px; spacing: 6px; padding: 6px 8px;
  border: 2px solid #1c2026; border-radius: 6px; }
QCheckBox:checked { color: #ffd27a; }
QSlider { border: 2px solid #1c2026; border-radius: 4px; }
/* No step arrows: with a border and a background Qt's style drew two blank buttons; the
   slider, the presets and Up/Down set the amount. */
QSpinBox { font-size: 16px; min-width: 80px; padding: 2px; border: 3px solid #1c2026;
  border-radius: 4px; background: #f4f4f0; color: #111111; }
QSpinBox::up-button, QSpinBox::down-button { width: 0px; border: none; }
""" + ring_rules(
    "QToolButton", "QToolButton#fold", "QPushButton#sizeButton", "QCheckBox", "QSlider"
) + ring_rules("QSpinBox", colour=RING_ON_LIGHT)


translate = QCoreApplication.translate


class ActionBar(QWidget):
    """The bar for the table's ``actions`` (by name): the ``SIZES`` as sizing buttons, the
    ``BUTTONS`` as big buttons (``buttons[name]``) and the ``PRE`` actions as check boxes
    (``pre_boxes[name]``). ``keep_sizing_room``: the sizing row keeps its room while hidden
    (the big-bet games, where it comes and goes with every decision)."""

    def __init__(
        self, actions: Mapping[str, QAction], keep_sizing_room: bool, parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.named = dict(actions)  # not ``actions``: that is QWidget.actions()
        style_panel(self, "actionBar", _STYLE)
        self._sized_move: int | None = None  # the decision the bet box was last reset for
        self.spin = AmountBox(self)
        self.spin.setObjectName("amount")
        self.spin.setAccessibleName(translate("BadugiTable", "Amount to bet or raise to"))
        self.spin.setToolTip(translate("BadugiTable", "Type an amount, Enter to bet it (E)"))
        # The amount stood against the box's left edge (the style sheet's padding does not
        # reach the line edit inside a spin box).
        self.spin.lineEdit().setTextMargins(6, 0, 6, 0)
        # Beside the box, what the most it takes makes: the plate shows the chips behind a
        # posted blind, and "201" typed from 201 behind raised to 201 and kept 2 chips.
        self.limit = QLabel(self)
        self.limit.setObjectName("amountLimit")
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("amountSlider")
        self.slider.setMinimumWidth(160)
        self.slider.setAccessibleName(translate("BadugiTable", "Amount to bet or raise to"))
        self.slider.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        claim_keys(self.slider, READ_KEYS)
        self.slider.valueChanged.connect(self.spin.setValue)
        self.spin.valueChanged.connect(self.slider.setValue)
        self.size_buttons: list[QPushButton] = []
        for act in (actions[name] for name in SIZES):
            b = QPushButton(act.text(), self)
            b.setObjectName("sizeButton")
            focusable(b)
            b.clicked.connect(act.trigger)
            tooltip_with_keys(act)
            b.setToolTip(act.toolTip())
            act.changed.connect(lambda b=b, act=act: b.setEnabled(act.isEnabled()))
            act.changed.connect(lambda b=b, act=act: b.setText(act.text()))
            act.changed.connect(lambda b=b, act=act: b.setToolTip(act.toolTip()))
            self.size_buttons.append(b)
        self.buttons: dict[str, QToolButton] = {
            name: tool_button(self, actions[name]) for name in BUTTONS
        }
        # Folding is not told by its red alone: a cross beside the word, and a description.
        fold = self.buttons["fold"]
        actions["fold"].setIcon(danger_icon())
        fold.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        fold.setAccessibleDescription(translate("BadugiTable", "Give up this hand"))
        self.pre_boxes: dict[str, QCheckBox] = {}
        for act in (actions[name] for name in PRE):
            box = QCheckBox(act.text(), self)
            box.setObjectName(act.objectName())
            focusable(box)
            tooltip_with_keys(act)
            box.setToolTip(act.toolTip())
            act.changed.connect(lambda box=box, act=act: box.setToolTip(act.toolTip()))
            box.toggled.connect(act.setChecked)
            act.toggled.connect(box.setChecked)
            act.changed.connect(lambda box=box, act=act: box.setText(act.text()))
            self.pre_boxes[act.objectName()] = box
        # In the betting buttons' place while no bet of the person's can come this hand
        # (folded, all-in, not dealt in): what is happening, not greyed choices.
        self.watching = QLabel(self)
        self.watching.setObjectName("watching")
        self.watching.hide()

        # Two rows: the bet sizing above the buttons (a row of its own, so a narrow window
        # does not crush it), kept in place even while hidden so the table never jumps.
        rows = QVBoxLayout(self)
        rows.setContentsMargins(12, 6, 12, 10)
        rows.setSpacing(6)
        self.sizing = QWidget(self)
        sizing_row = QHBoxLayout(self.sizing)
        sizing_row.setContentsMargins(0, 0, 0, 0)
        sizing_row.addStretch(1)
        for b in self.size_buttons:
            sizing_row.addWidget(b)
        sizing_row.addWidget(self.slider, 1)
        sizing_row.addWidget(self.spin)
        sizing_row.addWidget(self.limit)
        sizing_row.addStretch(1)
        policy = self.sizing.sizePolicy()
        policy.setRetainSizeWhenHidden(keep_sizing_room)
        self.sizing.setSizePolicy(policy)
        rows.addWidget(self.sizing)
        self.buttons_row = QWidget(self)
        row = QHBoxLayout(self.buttons_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)
        for button in self.buttons.values():
            row.addWidget(button)
        for box in self.pre_boxes.values():
            row.addWidget(box)
        row.addWidget(self.watching)
        row.addStretch(1)
        rows.addWidget(self.buttons_row)
        # What the bar holds changes with every decision ("Raise to 200 (all-in)" is wider
        # than "Bet"); its width must never push the side panel over (the table would jump).
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        self.spin.valueChanged.connect(lambda _v: self.show_captions())
        # While a number past the limits is typed the value waits for Enter; the button
        # says now what Enter will make ("9" where 7 is the most: "Raise to 7").
        self.spin.lineEdit().textEdited.connect(lambda _t: self.show_captions())
        # The buttons' row keeps the (styled) buttons' height when the pre-action boxes
        # stand in for them, so the table above never jumps.
        self.buttons["fold"].ensurePolished()
        self.buttons_row.setMinimumHeight(self.buttons["fold"].sizeHint().height())
        self._shown: tuple[LegalActions | None, SeatView | None, int] = (None, None, 0)

    def chain_focus(self, after: QWidget) -> None:
        """Tab order: the buttons of the decision, the sizing (buttons, slider, box), the
        pre-actions, then ``after`` (the log)."""
        chain: list[QWidget] = [
            *self.buttons.values(), *self.size_buttons, self.slider, self.spin,
            *self.pre_boxes.values(), after,
        ]  # fmt: skip
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def give_focus_to(self, target: QWidget) -> None:
        """Before acting: a control of the bar with the focus (the amount box after E and
        digits) goes away with the decision, and Qt would hand the focus on to the next in
        the chain, the hand log; ``target`` (the table) takes it instead."""
        focus = QApplication.focusWidget()
        if focus is not None and self.isAncestorOf(focus):
            target.setFocus()

    def show_choices(
        self,
        legal: LegalActions | None,
        view: SeatView | None,
        move_no: int,
        marked: int,
        hand_over: bool,
        can_deal: bool,
        pre: bool,
        watching: str | None = None,
    ) -> None:
        """Show the person's choices: ``legal`` (None: not his turn, or input is blocked)
        in his ``view`` at move ``move_no``, with ``marked`` cards marked for a draw.
        ``hand_over``: between hands (``can_deal``: the next hand may be dealt); ``pre``:
        the pre-action boxes stand in for the betting buttons; ``watching``: no bet of his
        can come this hand, these words stand in for them ("": nothing does)."""
        a = self.named
        kinds: frozenset[str] = legal.kinds if legal is not None else frozenset()
        drawing = "draw" in kinds
        a["fold"].setEnabled("fold" in kinds)
        a["check_call"].setEnabled(bool({"check", "call"} & kinds))
        can_size = bool({"bet", "raise"} & kinds)
        a["bet_raise"].setEnabled(can_size)
        a["draw"].setEnabled(drawing and marked > 0)
        a["stand_pat"].setEnabled(drawing)
        a["next_hand"].setEnabled(hand_over and can_deal)
        ranged = can_size and legal is not None and legal.max_to > legal.min_to
        for name in (*SIZES, "amount"):  # E too: at a fixed limit it had nothing to do
            a[name].setEnabled(ranged)
        if can_size and legal is not None:
            # Each decision starts from the smallest bet or raise: an amount chosen for an
            # earlier decision (last hand's shove) must never be one key press away.
            fresh = self._sized_move != move_no
            self._sized_move = move_no
            keep = self.spin.value()
            in_range = legal.min_to <= keep <= legal.max_to
            value = keep if in_range and ranged and not fresh else legal.min_to
            self._set_range(legal.min_to, legal.max_to, value)
        self._show_limit(legal if ranged else None, view)
        self.sizing.setVisible(bool(ranged))
        self._one_button_per_amount(view if ranged else None)
        betting = not drawing and not hand_over and not pre
        watched = watching if betting else None
        for name, visible in (
            ("fold", betting and watched is None),
            ("check_call", betting and watched is None),
            ("bet_raise", betting and watched is None),
            ("draw", drawing),
            ("stand_pat", drawing),
            ("review_hand", hand_over and a["review_hand"].isEnabled()),
            ("next_hand", hand_over),
        ):
            self.buttons[name].setVisible(visible)
        for box in self.pre_boxes.values():
            box.setVisible(pre)
        self.watching.setText(watched or "")
        self.watching.setVisible(bool(watched))
        self._shown = (legal, view, marked)
        self.show_captions()

    def _show_limit(self, legal: LegalActions | None, view: SeatView | None) -> None:
        """The most the box takes, as the round's total it makes, beside the box and in its
        accessible description (a screen reader hears it with E): "All-in: raise to 203".
        "Raise to" is the round's total (the game's convention, kept), while the plate
        shows the chips behind the blind already posted: typing the plate's 201 raised to
        201 and kept 2 chips, where a player expected a shove. Where a pot limit stops the
        raise short of all-in, the most it allows ("Most: raise to 40")."""
        words = limit_words(legal, view) if legal is not None and view is not None else ""
        self.limit.setText(words)
        self.spin.setAccessibleDescription(words)

    def _one_button_per_amount(self, view: SeatView | None) -> None:
        """One size button per amount: at pot limit "Pot" and "Max" both made the pot (the
        most it allows), two buttons for one choice. "All-in" stays where the amount is a
        shove, else the first of ½ Pot, Pot, Max; a hidden button's key still works."""
        amounts = [
            facts.sized_bet(view, size) if view is not None else None
            for size in ("half", "pot", "all")
        ]
        shove = facts.all_in_to(view) if view is not None else None
        keep: dict[int | None, int] = {}
        for index, amount in enumerate(amounts):
            if amount not in keep or amount == shove:
                keep[amount] = index
        for index, button in enumerate(self.size_buttons):
            button.setVisible(keep.get(amounts[index]) == index)

    def show_captions(self) -> None:
        """The buttons' words for the choices shown: "Call 4 (all-in)", "Raise to 12",
        "Draw 2" (the bet follows the box as it changes)."""
        legal, view, marked = self._shown
        a = self.named
        if legal is not None and "call" in legal.kinds:
            all_in = view is not None and legal.call_amount >= view.stacks[view.seat]
            a["check_call"].setText(text.action_text("call", legal.call_amount, all_in))
        else:
            a["check_call"].setText(text.action_text("check", 0))
        if legal is not None and view is not None and {"bet", "raise"} & legal.kinds:
            # At pot and half-pot limits the most allowed is often less than a shove: A
            # sets the box to that most, so the button says "Max", not "All-in".
            capped = legal.max_to < facts.all_in_to(view)
            a["all_in"].setText(
                translate("BadugiTable", "Max") if capped else translate("BadugiTable", "All-in")
            )
        amount = self.spin.pending()
        if legal is not None and legal.max_to == legal.min_to:
            amount = legal.min_to
        # Say so on the button when the amount is everything the person has.
        shove = legal is not None and view is not None and amount >= facts.all_in_to(view)
        if legal is not None and "raise" in legal.kinds:
            a["bet_raise"].setText(text.action_text("raise", amount, shove))
        elif legal is not None and "bet" in legal.kinds:
            a["bet_raise"].setText(text.action_text("bet", amount, shove))
        elif view is not None and view.current_bet > 0:
            # A bet stands (the blinds, or the raise cap reached in fixed limit): what the
            # button cannot do now is raise, not bet.
            a["bet_raise"].setText(translate("BadugiTable", "Raise"))
        else:
            a["bet_raise"].setText(translate("BadugiTable", "Bet"))
        if marked:
            a["draw"].setText(translate("BadugiTable", "Draw {0}").format(marked))
        else:
            a["draw"].setText(translate("BadugiTable", "Draw"))

    def _set_range(self, low: int, high: int, value: int) -> None:
        """The bet box and slider run from ``low`` to ``high`` and show ``value``, without
        telling anyone (the captions follow from the caller)."""
        self.spin.blockSignals(True)
        self.slider.blockSignals(True)
        self.spin.setRange(low, high)
        self.slider.setRange(low, high)
        self.spin.setValue(value)
        self.slider.setValue(value)
        self.spin.blockSignals(False)
        self.slider.blockSignals(False)


def limit_words(legal: LegalActions, view: SeatView) -> str:
    """What the most the amount box takes makes: an all-in's round total ("All-in: raise to
    203", "All-in: bet 150"), or a pot limit's most ("Most: raise to 40")."""
    raising, most = "raise" in legal.kinds, grouped(legal.max_to)  # "1,480", as the plate
    if legal.max_to >= facts.all_in_to(view):
        if raising:
            return translate("BadugiTable", "All-in: raise to {0}").format(most)
        return translate("BadugiTable", "All-in: bet {0}").format(most)
    if raising:
        return translate("BadugiTable", "Most: raise to {0}").format(most)
    return translate("BadugiTable", "Most: bet {0}").format(most)
