"""The building blocks every table's animations are made of: a finished group with the
sprites to remove when it ends, and the moves, fades and delays composed into it.

Qt drives every animation (no chained timers); a table waits only on its group's
``finished`` signal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject


@dataclass
class Built:
    """An animation ready to start, and the sprites to remove when it ends."""

    group: QSequentialAnimationGroup
    sprites: list[QGraphicsItem] = field(default_factory=list)


def move(
    target: QObject, start: QPointF, end: QPointF, ms: float, parent: QObject
) -> QPropertyAnimation:
    anim = QPropertyAnimation(target, b"pos", parent)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setDuration(max(1, round(ms)))
    anim.setEasingCurve(QEasingCurve.Type.OutCubic)
    return anim


def fade(target: QObject, ms: float, parent: QObject) -> QPropertyAnimation:
    anim = QPropertyAnimation(target, b"opacity", parent)
    anim.setStartValue(1.0)
    anim.setEndValue(0.0)
    anim.setDuration(max(1, round(ms)))
    return anim


def at_once(
    target: QObject, name: bytes, start: float, end: float, parent: QObject
) -> QPropertyAnimation:
    """At once (1 ms): ``target``'s property ``name`` goes from ``start`` to ``end`` where
    its step of the group begins (a sprite shown or hidden, raised or lowered)."""
    anim = QPropertyAnimation(target, name, parent)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setDuration(1)
    return anim


def opacity(target: QObject, start: float, end: float, parent: QObject) -> QPropertyAnimation:
    """At once (1 ms): a sprite appears or vanishes where its step of the group begins."""
    return at_once(target, b"opacity", start, end, parent)


def appearing(
    item: QGraphicsObject, anim: QAbstractAnimation, parent: QObject
) -> QSequentialAnimationGroup:
    """``anim`` with ``item`` out of sight until it starts: a face-up card waiting for its
    turn to fly from the deck showed there (the person's first card in the middle of the
    felt for a second, at the deal of both games and at the Badugi draw)."""
    item.setOpacity(0.0)
    step = QSequentialAnimationGroup(parent)
    step.addAnimation(opacity(item, 0.0, 1.0, step))
    anim.setParent(step)
    step.addAnimation(anim)
    return step


def delayed(anim: QAbstractAnimation, delay_ms: float, parent: QObject) -> QAbstractAnimation:
    if delay_ms <= 0:
        return anim
    seq = QSequentialAnimationGroup(parent)
    seq.addAnimation(QPauseAnimation(max(1, round(delay_ms)), seq))
    anim.setParent(seq)
    seq.addAnimation(anim)
    return seq


class AnimationBuilder:
    """What every table's animation builder holds and does the same way: one sequential
    group owned by ``owner``, the sprites made for it, durations scaled by ``speed``,
    pauses and parallel steps, and the finished animation (None when nothing was added).
    Each game's builder adds its own steps (deal, bet, trick…)."""

    def __init__(self, speed: float, owner: QObject) -> None:
        self.speed = speed
        self.group = QSequentialAnimationGroup(owner)
        self.sprites: list[QGraphicsItem] = []

    def ms(self, base: float) -> float:
        return base * self.speed

    def parallel(self) -> QParallelAnimationGroup:
        """A step whose animations run side by side, appended to the sequence."""
        par = QParallelAnimationGroup(self.group)
        self.group.addAnimation(par)
        return par

    def pause(self, base_ms: float) -> None:
        self.group.addAnimation(QPauseAnimation(max(1, round(self.ms(base_ms))), self.group))

    def built(self) -> Built | None:
        """The animation to start, or None (the empty group deleted) when no step was added."""
        if self.group.animationCount() == 0:
            self.group.deleteLater()
            return None
        return Built(self.group, self.sprites)
