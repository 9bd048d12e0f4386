"""Spades' names in the shell (the start screen, the menus, window titles): in a module of
their own, so listing the games loads neither the engine nor the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def title() -> str:
    return translate("Games", "Spades")


def coach_title() -> str:
    """The bidding practice page's name, for the start screen, the Game menu and the page."""
    return translate("SpadesCoach", "Bidding coach")
