"""The registered games named in one phrase ("Badugi and Spades"), for the start screen's
subtitle and the About box: read from the registry, so a game added by its two lines is
named there too."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.gui.games import GUI_GAMES

translate = QCoreApplication.translate


def joined(titles: Sequence[str]) -> str:
    """``titles`` as one phrase: "A", "A and B", "A, B and C" (translated)."""
    if not titles:
        return ""
    if len(titles) == 1:
        return titles[0]
    head = titles[0]
    for title in titles[1:-1]:
        head = translate("GameList", "{0}, {1}").format(head, title)
    return translate("GameList", "{0} and {1}").format(head, titles[-1])


def game_titles() -> str:
    """Every game the app offers, by its translated title, in the registry's order."""
    return joined([spec.title() for spec in GUI_GAMES])
