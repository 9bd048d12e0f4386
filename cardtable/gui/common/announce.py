"""Telling a screen reader what just happened: whose turn it is, what the others did.

Nothing on a card table has the focus while the bots play, so a screen reader would say
nothing at all; an announcement (``QAccessibleAnnouncementEvent``, Qt 6.8 and later; on Linux
the AT-SPI "announcement" signal) is spoken whatever has the focus. ``Announcer`` keeps the
last few messages, so the player's review of the table (and a test) can find them again.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from cardtable.gui.common.card_words import spoken

KEPT = 20


class Announcer:
    """Announces for ``widget`` (the table): ``say`` politely (after what is being read),
    ``alert`` at once (the player's turn)."""

    def __init__(self, widget: QWidget) -> None:
        self.widget = widget
        self.spoken: deque[str] = deque(maxlen=KEPT)
        self.holder: Callable[[str, bool], bool] | None = None
        """Asked first with each message and whether it is assertive: True when it keeps
        the message to say later (a review window the person reads, ``review_hold.py``)."""

    def say(self, message: str, assertive: bool = False, hold: bool = True) -> None:
        """Say ``message``; ``hold`` False: past the ``holder`` (what is said of the window
        that holds the rest, or the held lines themselves)."""
        message = spoken(message.strip())  # cards named as the card objects name them
        if not message:
            return
        if hold and self.holder is not None and self.holder(message, assertive):
            return
        self.spoken.append(message)
        if not QAccessible.isActive():  # no assistive tool listening: nothing to send
            return
        event = QAccessibleAnnouncementEvent(self.widget, message)
        politeness = (
            QAccessible.AnnouncementPoliteness.Assertive
            if assertive
            else QAccessible.AnnouncementPoliteness.Polite
        )
        event.setPoliteness(politeness)
        QAccessible.updateAccessibility(event)

    def alert(self, message: str) -> None:
        self.say(message, assertive=True)
