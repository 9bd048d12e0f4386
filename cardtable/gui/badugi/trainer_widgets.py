"""Small widgets shared by the draw trainer and the table's odds panel: a large clickable card,
bars of P(badugi with high <= r), a play-out list, and how options are written for people."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QPauseAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cardtable.badugi.facts import hand_value
from cardtable.badugi.odds.draws import HIGHS
from cardtable.badugi.trainer import DrawStep
from cardtable.core.cards import Card
from cardtable.gui.badugi.text import hand_name
from cardtable.gui.common.card_glyphs import rank_text
from cardtable.gui.common.card_words import card_name, cards_text
from cardtable.gui.common.cardart import CARD_ASPECT, CardPixmapCache
from cardtable.gui.common.focus_ring import RING
from cardtable.gui.common.named import named_label
from cardtable.gui.common.shortcuts import focusable

translate = QCoreApplication.translate


class _Option(Protocol):
    @property
    def discard(self) -> tuple[Card, ...]: ...


def discard_text(option: _Option) -> str:
    """ "Stand pat" or "Draw 2: K♣ 9♦"."""
    if not option.discard:
        return translate("TrainerText", "Stand pat")
    thrown = cards_text(option.discard)
    return translate("TrainerText", "Draw {0}: {1}").format(len(option.discard), thrown)


def percent(p: float) -> str:
    return f"{100 * p:.1f}%"


def high_label(rank: int) -> str:
    """ "≤ 8" for P(badugi with high <= 8)."""
    return f"≤ {rank_text(rank)}"


def value_name(cards: Iterable[Card]) -> str:
    """The translated name of a hand ("three-card 4-3-A")."""
    return hand_name(hand_value(cards))


class CardButton(QAbstractButton):
    """A large card that is clicked (or keyed 1-4) to mark it for the discard: a marked card
    is lifted and crossed, like the table's."""

    def __init__(self, cache: CardPixmapCache, width: int = 132, parent: QWidget | None = None):
        super().__init__(parent)
        self.cache = cache
        self.card: Card | None = None
        self.card_width = width
        self.four_colour = False
        self.setCheckable(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        focusable(self, (Qt.Key.Key_Space,))  # Tab reaches it, Space marks it

    def set_card(self, card: Card | None) -> None:
        self.card = card
        self.setAccessibleName(card_name(card) if card is not None else "")
        self.setChecked(False)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(self.card_width + 8, round(self.card_width * CARD_ASPECT) + 34)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        lift = 0 if self.isChecked() else 26
        pixmap = self.cache.pixmap(
            self.card, self.card_width, self.devicePixelRatioF(), four_colour=self.four_colour
        )
        painter.drawPixmap(4, lift + 4, pixmap)
        if self.isChecked():
            h = round(self.card_width * CARD_ASPECT)
            painter.fillRect(QRectF(4, 4, self.card_width, h), QColor(20, 20, 20, 90))
            painter.setPen(QPen(QColor("#ffd27a"), 3))
            painter.drawRoundedRect(QRectF(3, 3, self.card_width + 2, h + 2), 8, 8)
            painter.setPen(QColor("#ffd27a"))
            font = QFont()
            font.setPixelSize(15)
            font.setBold(True)
            painter.setFont(font)
            label = translate("TrainerText", "discard")
            box = QRectF(4, h + 6, self.card_width, 24)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        if self.hasFocus():  # the keyboard's card: a white ring around it
            h = round(self.card_width * CARD_ASPECT)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 200), 5))
            painter.drawRoundedRect(QRectF(2, lift + 2, self.card_width + 4, h + 4), 9, 9)
            painter.setPen(QPen(QColor(RING), 3))
            painter.drawRoundedRect(QRectF(2, lift + 2, self.card_width + 4, h + 4), 9, 9)
        painter.end()


class ByHighBars(QWidget):
    """Bars of P(badugi with high <= r) for r = 4..13: the smoothness of an option at a glance
    (the last bar is P(badugi))."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: Mapping[int, float] = {}
        self.setMinimumSize(220, 90)

    def set_values(self, values: Mapping[int, float] | None) -> None:
        self.values = dict(values or {})
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        w, h = self.width(), self.height()
        n = len(HIGHS)
        slot = w / n
        base = h - 18
        font = QFont()
        font.setPixelSize(11)
        painter.setFont(font)
        for i, r in enumerate(HIGHS):
            p = self.values.get(r, 0.0)
            x = i * slot + 3
            bar = (base - 14) * p
            colour = QColor("#f0c75e") if r == 13 else QColor("#5fb37c")
            painter.fillRect(QRectF(x, base - bar, slot - 6, bar), colour)
            painter.setPen(QColor("#d8dcd8"))
            label_box = QRectF(i * slot, base + 2, slot, 16)
            painter.drawText(label_box, Qt.AlignmentFlag.AlignCenter, rank_text(r))
            if self.values:
                painter.drawText(
                    QRectF(i * slot, base - bar - 14, slot, 14),
                    Qt.AlignmentFlag.AlignCenter,
                    f"{100 * p:.0f}",
                )
        painter.end()


class PlayOutView(QWidget):
    """The draws of a play-out, one row each: the cards thrown and received, the hand after."""

    def __init__(self, cache: CardPixmapCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cache = cache
        self.four_colour = False
        self.rows: list[QWidget] = []
        self._anim: QSequentialAnimationGroup | None = None
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.addStretch(1)

    def clear(self) -> None:
        for row in self.rows:
            row.setParent(None)
            row.deleteLater()
        self.rows = []

    def add_step(self, step: DrawStep, total: int) -> QWidget:
        """Append one draw's row (hidden; ``reveal`` shows it when the animation gets there)."""
        row = QWidget(self)
        row.setObjectName("playOutRow")
        col = QVBoxLayout(row)
        col.setContentsMargins(0, 2, 0, 6)
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        if step.discarded:
            what = translate("TrainerText", "Draw {0} of {1}: throw {2}, get {3}").format(
                step.draw, total, cards_text(step.discarded), cards_text(step.received)
            )
        else:
            what = translate("TrainerText", "Draw {0} of {1}: stand pat").format(step.draw, total)
        text = named_label("playOutText", row, f"{what} → {value_name(step.after)}", wrap=True)
        for card in step.after:
            pic = QLabel(row)
            dpr = self.devicePixelRatioF()
            pic.setPixmap(self.cache.pixmap(card, 46, dpr, four_colour=self.four_colour))
            if card in step.received:
                pic.setStyleSheet("border-bottom: 3px solid #ffd27a;")
            line.addWidget(pic)
        line.addStretch(1)
        col.addWidget(text)
        col.addLayout(line)
        row.setVisible(False)
        self.layout_.insertWidget(len(self.rows), row)
        self.rows.append(row)
        return row

    def play(self, steps: Sequence[DrawStep], speed: float) -> None:
        """Show ``steps`` as rows revealed one after another, 0.7 s apart scaled by
        ``speed`` (at 0, all at once)."""
        self.clear()
        for step in steps:
            self.add_step(step, len(steps))
        duration = round(700 * speed)
        if duration <= 0:
            for i in range(len(steps)):
                self.reveal(i)
            return
        group = QSequentialAnimationGroup(self)
        for i in range(len(steps)):
            pause = QPauseAnimation(duration if i else 150, group)
            pause.finished.connect(lambda i=i: self.reveal(i))
            group.addAnimation(pause)
        group.finished.connect(self._animation_done)
        self._anim = group
        group.start()

    def _animation_done(self) -> None:
        anim, self._anim = self._anim, None
        if anim is not None:
            anim.deleteLater()

    def finish(self) -> None:
        """Cut a running reveal short: every row shows."""
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
            anim.deleteLater()
            for i in range(len(self.rows)):
                self.reveal(i)

    def stop(self) -> None:
        """Stop a running reveal where it is (the page is closing)."""
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()

    def reveal(self, index: int) -> None:
        if 0 <= index < len(self.rows):
            self.rows[index].setVisible(True)

    def shown(self) -> int:
        return sum(1 for r in self.rows if not r.isHidden())
