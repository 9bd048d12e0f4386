"""Badugi's names in the shell (the start screen, the menus, window titles): in a module of
their own, so listing the games loads neither the engine nor the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def title() -> str:
    return translate("Games", "Badugi")


def tournament_title() -> str:
    """The sit-and-go's save on the start screen (its Resume button)."""
    return translate("Games", "Badugi sit-and-go")


def trainer_title() -> str:
    """The draw trainer's name, for the start screen, the Game menu and the page."""
    return translate("StartScreen", "Draw trainer")
