"""The box where a player types an amount (a bet, a raise) without trapping the keyboard.

A plain ``QSpinBox`` with the focus takes every printable key for its text: the table's
letter keys (F, C, R, A) stopped working once the box had been clicked, Enter did nothing and
nothing gave the focus back, into later hands. This box keeps only what typing an amount
needs (digits, editing and stepping keys); Enter submits, Esc hands the focus back, and every
other key reaches the table's shortcuts as if the box were not there.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import QSpinBox, QWidget

from cardtable.gui.common.shortcuts import esc_releases

EDIT_KEYS = frozenset({
    Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_Left, Qt.Key.Key_Right,
    Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Up, Qt.Key.Key_Down,
    Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Return, Qt.Key.Key_Enter,
    Qt.Key.Key_Escape,
    *(Qt.Key(Qt.Key.Key_0.value + d) for d in range(10)),
})  # fmt: skip
"""The keys the box keeps while it has the focus (without Ctrl or Alt)."""


class AmountBox(QSpinBox):
    """``submitted`` on Enter (the value typed is taken first); ``released`` on Esc: the
    owner puts the focus back on the table."""

    submitted = Signal()
    released = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setKeyboardTracking(True)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            held = event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier
                | Qt.KeyboardModifier.AltModifier
                | Qt.KeyboardModifier.MetaModifier
            )
            if not held and Qt.Key(event.key()) in EDIT_KEYS:
                event.accept()
                return True
            # Not for the box: the line edit inside would claim any printable key.
            event.ignore()
            return False
        return super().event(event)

    def _digits(self, text: str) -> str:
        """``text`` without the box's prefix, suffix, spaces and group separators."""
        core = text.removeprefix(self.prefix()).removesuffix(self.suffix())
        return "".join(c for c in core if not c.isspace() and c not in ",.'")

    def validate(self, text: str, pos: int) -> object:
        """Any number may be typed: a plain spin box refused a key that took the amount past
        the most allowed ("9" where a pot-limit raise goes to 7 at most did nothing, and
        Enter then made the raise the box still showed: 4). Enter brings it into range
        (``fixup``)."""
        state = super().validate(text, pos)
        verdict = state[0] if isinstance(state, tuple) else state
        digits = self._digits(text)
        if verdict == QValidator.State.Invalid and digits.isdigit():
            return (QValidator.State.Intermediate, text, pos)
        return state

    def fixup(self, text: str) -> str:
        """A number typed out of range becomes the nearest amount allowed: over the most,
        the most (all-in, the pot); under the least, the least (the minimum raise)."""
        digits = self._digits(text)
        if not digits.isdigit():
            return super().fixup(text)
        return self.textFromValue(min(max(int(digits), self.minimum()), self.maximum()))

    def pending(self) -> int:
        """The amount Enter (or the bet button) would take now: the number typed brought
        into range, or the box's value when nothing has been typed since."""
        digits = self._digits(self.text())
        if not digits.isdigit():
            return self.value()
        return min(max(int(digits), self.minimum()), self.maximum())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.interpretText()
            event.accept()
            self.submitted.emit()
            return
        if not esc_releases(event, self.released):
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        super().focusInEvent(event)
        # Typing replaces the amount, whichever way the focus came (key, Tab, click).
        self.selectAll()

    def take_focus(self) -> None:
        """Put the focus here to type an amount (the table's key for it)."""
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.selectAll()
