"""Loading the Korean translation (and Qt's own, for standard buttons) at start-up."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parents[2] / "i18n"


def qm_path(lang: str) -> Path:
    return I18N_DIR / f"cardtable_{lang}.qm"


def choose_language(preference: str, override: str | None = None) -> str:
    """"en" or "ko": the command line wins, then the setting, then the system locale."""
    if override in ("en", "ko"):
        return override
    if preference in ("en", "ko"):
        return preference
    return "ko" if QLocale.system().language() == QLocale.Language.Korean else "en"


def install_translators(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """Install the translators for ``lang``; keep the returned list alive (Qt does not own
    them). English needs none: the source strings are English."""
    installed: list[QTranslator] = []
    if lang == "en":
        return installed
    # The shell's catalogue first, then each game's own (``GuiSpec.catalogue``): every
    # compiled catalogue of the language in the package's i18n folder.
    for path in sorted(I18N_DIR.glob(f"*_{lang}.qm"), key=lambda p: p != qm_path(lang)):
        translator = QTranslator(app)
        if translator.load(str(path)):
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
