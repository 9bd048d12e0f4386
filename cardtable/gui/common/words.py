"""Words both tables share: counted phrases ("1 card", "2 cards") and the computer players'
level names.

English puts a noun in the plural after any number but one; Korean has no plural and counts
with a counter word ("1장", "2장"). Qt's numerus forms (``tr(text, n=...)`` with ``%n``) would
need an English translation file as well as the Korean one, so a counted phrase is instead two
literal strings, each translated on its own (the Korean entries are usually the same), and
``plural`` picks one by the number::

    plural(n, translate("TableWords", "{0} card"), translate("TableWords", "{0} cards"))

(a shared context for words of shared code, the game's own for a game's words).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def plural(count: int, one: str, many: str, *more: object) -> str:
    """``one`` or ``many`` (already translated) formatted with ``count`` and ``more``."""
    return (one if count == 1 else many).format(count, *more)


def bot_level_name(label: str) -> str:
    """A bot's level as the new-game dialogs list it: its label (``BotEntry.label``, in
    English) translated. The labels reach the catalogue through ``i18n.fill_ts``, which
    reads every game's bot list."""
    return translate("BotLevels", label)

