"""The application icon: where its files live and how to load them into a QIcon.

The icon is drawn by hand as SVG (``hicolor/scalable/apps/<APP_ID>.svg``) and rendered to the
usual PNG sizes by ``packaging/make_icons.py``. The file names use the reverse-DNS
application id, the one the .desktop file and the AppStream metainfo use too, so the same
tree can be installed into ``share/icons/hicolor`` unchanged.

The PNGs are loaded as well as the SVG because small sizes rendered at build time can be
checked by eye, and because the SVG image-format plugin is not always deployed with Qt.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QIcon

APP_ID = "io.github.cardtable.CardTable"
ICON_SIZES: tuple[int, ...] = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def icon_theme_dir() -> Path | None:
    """The ``hicolor`` icon tree, shipped inside the package (``cardtable/assets``) so that a
    wheel or a bundle carries it; None if it is missing."""
    candidate = Path(__file__).resolve().parents[2] / "assets" / "icons" / "hicolor"
    return candidate if candidate.is_dir() else None


def svg_icon_path() -> Path | None:
    """The hand-drawn SVG source of the icon, if it can be found."""
    root = icon_theme_dir()
    path = root / "scalable" / "apps" / f"{APP_ID}.svg" if root else None
    return path if path is not None and path.is_file() else None


def png_icon_path(size: int) -> Path | None:
    """The PNG of the icon rendered at ``size``×``size`` pixels, if it can be found."""
    root = icon_theme_dir()
    path = root / f"{size}x{size}" / "apps" / f"{APP_ID}.png" if root else None
    return path if path is not None and path.is_file() else None


def app_icon() -> QIcon:
    """The application icon with every size we ship; the theme's icon if none are found.

    Needs a QGuiApplication. Qt picks the closest size for each use (title bar, task bar,
    Alt+Tab), so small sizes come from the PNGs made for them rather than being scaled.
    """
    icon = QIcon()
    for size in ICON_SIZES:
        png = png_icon_path(size)
        if png is not None:
            icon.addFile(str(png))
    svg = svg_icon_path()
    if svg is not None:
        icon.addFile(str(svg))
    if icon.isNull():
        icon = QIcon.fromTheme(APP_ID)
    return icon
