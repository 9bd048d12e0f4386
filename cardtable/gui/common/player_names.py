"""The computer players' default names, in the reader's language.

A Korean player found "Mina" and "Jisoo" in Latin letters at a table where every other word
was Korean. The names are keys (English, as the games list them) translated where they are
shown: the new-game dialogs fill in the translated name, which the player may still change,
and the bidding practice names its seats the same way; a table shows its computer players'
stored names so (the demo's, named in ``core``, and a game saved in another language).
Every default name is written here once as a literal so the translation tool collects it;
``player_name`` of any other text (a name the player typed) is that text unchanged.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "PlayerNames"

DEFAULT_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("PlayerNames", "Mina"),
    QT_TRANSLATE_NOOP("PlayerNames", "Jisoo"),
    QT_TRANSLATE_NOOP("PlayerNames", "Tom"),
    QT_TRANSLATE_NOOP("PlayerNames", "Ana"),
    QT_TRANSLATE_NOOP("PlayerNames", "Leo"),
    QT_TRANSLATE_NOOP("PlayerNames", "Yuna"),
    QT_TRANSLATE_NOOP("PlayerNames", "Sam"),
    QT_TRANSLATE_NOOP("PlayerNames", "Hana"),
)
"""Every name a dialog or the practice offers by default (each game picks its order)."""

DEMO_ONLY: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("PlayerNames", "Hoon"),
    QT_TRANSLATE_NOOP("PlayerNames", "Sora"),
)
"""The demo table's names (``core.session.DEMO_NAMES``) that no dialog offers."""

KNOWN = frozenset(DEFAULT_NAMES + DEMO_ONLY)

PERSON = QT_TRANSLATE_NOOP("PlayerNames", "You")
"""The person's default name (the new-game dialog's "You")."""


def player_name(name: str) -> str:
    """``name`` in the reader's language when it is one of ``DEFAULT_NAMES``, else as is."""
    return QCoreApplication.translate(CONTEXT, name) if name in KNOWN else name


def person_name(name: str) -> str:
    """The person's ``name`` in the reader's language when it is the English default "You"
    (a game saved, or a dialog remembered, before a switch to Korean showed "You" among
    Korean words), else as typed."""
    return QCoreApplication.translate(CONTEXT, PERSON) if name == PERSON else name
