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

from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

from cardtable.gui.common.i18n import I18N_DIR, SHELL_CATALOGUE

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


@cache
def shipped_forms() -> dict[str, str]:
    """Each default name as every shipped catalogue writes it ("나", "미나") -> its key
    ("You", "Mina"). A dialog remembers, and a game saves, the name as it was shown: after a
    switch from Korean to English the key alone did not find "나", which stayed among English
    words. Read from the catalogues themselves, so a language added later counts too."""
    forms: dict[str, str] = {}
    for qm in sorted(I18N_DIR.glob(f"{SHELL_CATALOGUE}_*.qm")):
        catalogue = QTranslator()
        if not catalogue.load(str(qm)):
            continue
        for key in (*KNOWN, PERSON):
            text = catalogue.translate(CONTEXT, key)
            if text and text != key:
                forms.setdefault(text, key)
    return forms


def _key(name: str) -> str:
    """The default name's key for ``name`` in any language, or ``name`` as it is."""
    return name if name in KNOWN or name == PERSON else shipped_forms().get(name, name)


def player_name(name: str) -> str:
    """``name`` in the reader's language when it is one of ``DEFAULT_NAMES`` in any shipped
    language, else as is (a name the player typed)."""
    key = _key(name)
    return QCoreApplication.translate(CONTEXT, key) if key in KNOWN else name


def person_name(name: str) -> str:
    """The person's ``name`` in the reader's language when it is the default "You" in any
    shipped language (a game saved, or a dialog remembered, before a switch of language:
    "You" among Korean words, "나" among English ones), else as typed."""
    return QCoreApplication.translate(CONTEXT, PERSON) if _key(name) == PERSON else name
