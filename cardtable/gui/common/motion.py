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
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtWidgets import QGraphicsItem


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


def opacity(target: QObject, start: float, end: float, parent: QObject) -> QPropertyAnimation:
    """At once (1 ms): a sprite appears or vanishes where its step of the group begins."""
    anim = QPropertyAnimation(target, b"opacity", parent)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setDuration(1)
    return anim


def delayed(anim: QAbstractAnimation, delay_ms: float, parent: QObject) -> QAbstractAnimation:
    if delay_ms <= 0:
        return anim
    seq = QSequentialAnimationGroup(parent)
    seq.addAnimation(QPauseAnimation(max(1, round(delay_ms)), seq))
    anim.setParent(seq)
    seq.addAnimation(anim)
    return seq
