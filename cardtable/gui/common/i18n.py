"""Loading the Korean translation (and Qt's own, for standard buttons) at start-up."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parents[2] / "i18n"


SHELL_CATALOGUE = "cardtable"
"""The catalogue of the shell, the shared widgets and the games without one of their own."""


def qm_path(lang: str, catalogue: str = SHELL_CATALOGUE) -> Path:
    return I18N_DIR / f"{catalogue}_{lang}.qm"


def choose_language(preference: str, override: str | None = None) -> str:
    """"en" or "ko": the command line wins, then the setting, then the system locale."""
    if override in ("en", "ko"):
        return override
    if preference in ("en", "ko"):
        return preference
    return "ko" if QLocale.system().language() == QLocale.Language.Korean else "en"


def install_translators(
    app: QCoreApplication, lang: str, catalogues: Sequence[str]
) -> list[QTranslator]:
    """Install the translators for ``lang``: the ``catalogues`` named (the shell's first,
    then each registered game's own: ``cardtable.gui.games.catalogues()``) and Qt's own.
    Keep the returned list alive (Qt does not own them). English needs none: the source
    strings are English."""
    installed: list[QTranslator] = []
    if lang == "en":
        return installed
    for catalogue in catalogues:
        translator = QTranslator(app)
        if translator.load(str(qm_path(lang, catalogue))):
            app.installTranslator(translator)
            installed.append(translator)
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(QLocale(lang), "qtbase", "_", qt_dir):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


def remove_translators(app: QCoreApplication, translators: list[QTranslator]) -> None:
    for t in translators:
        app.removeTranslator(t)
