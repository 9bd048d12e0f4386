"""Entry point of the desktop app (``cardtable``).

``--version`` prints the version; ``--lang en|ko`` overrides the language setting;
``--quit-after SECONDS`` shows the window and quits after that long (smoke tests).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence


def _seconds(text: str) -> float:
    """A time for ``--quit-after``: a finite number of seconds, 0 or more (``nan`` or ``inf``
    would reach Qt's timer as a value it cannot take)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or not 0 <= value <= 86_400:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds from 0 to 86400")
    return value


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardtable", description="Badugi and Spades table.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--lang", choices=("en", "ko"), help="user interface language")
    parser.add_argument(
        "--quit-after",
        type=_seconds,
        metavar="SECONDS",
        help="quit after this long (smoke tests)",
    )
    args, _unknown = parser.parse_known_args(argv)  # Qt options (-platform ...) pass through
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(list(sys.argv[1:] if argv is None else argv))
    if args.version:
        from cardtable import __version__

        print(f"cardtable {__version__}")
        return 0

    from PySide6.QtCore import QStandardPaths, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.gui.i18n import choose_language, install_translators
    from cardtable.gui.icon import APP_ID, app_icon
    from cardtable.gui.mainwindow import MainWindow
    from cardtable.gui.prefs import Prefs

    QApplication.setOrganizationName("cardtable")
    QApplication.setOrganizationDomain("cardtable.github.io")
    QApplication.setApplicationName("CardTable")
    QApplication.setApplicationDisplayName("cardtable")
    QApplication.setDesktopFileName(APP_ID)
    app = QApplication.instance() or QApplication([sys.argv[0], *(argv or sys.argv[1:])])
    assert isinstance(app, QApplication)
    app.setWindowIcon(app_icon())
    prefs = Prefs()
    translators = install_translators(app, choose_language(prefs.language, args.lang))
    data_dir = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    window = MainWindow(prefs, data_dir)
    window.show()
    if args.quit_after is not None:
        QTimer.singleShot(round(args.quit_after * 1000), window.close)
    code = app.exec()
    del translators
    return code


if __name__ == "__main__":
    sys.exit(main())
