"""Render the application icon's PNG sizes from its hand-drawn SVG.

Run after editing ``cardtable/assets/icons/hicolor/scalable/apps/<APP_ID>.svg`` and commit the
PNGs it writes to ``cardtable/assets/icons/hicolor/<N>x<N>/apps/<APP_ID>.png``: desktops,
installers and Windows/macOS icon builders want fixed sizes, and committing them means a
build does not need an SVG renderer. Rendering uses QtSvg, which PySide6-Essentials ships.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py [--check]

``--check`` renders in memory and exits 1 if a committed PNG is missing, has the wrong size
or visibly differs from a fresh render (so CI can tell when someone forgot to re-run this).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from cardtable.gui.common.icon import APP_ID, ICON_SIZES  # noqa: E402

HICOLOR = ROOT / "cardtable" / "assets" / "icons" / "hicolor"
SVG = HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"


def render_icon(renderer: QSvgRenderer, size: int) -> QImage:
    """The SVG drawn into a transparent ``size``×``size`` image, antialiased."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        renderer.render(painter, QRectF(0, 0, size, size))
    finally:
        painter.end()
    return image


def _close(a: QImage, b: QImage) -> bool:
    """Whether two same-sized ARGB32 images match up to antialiasing noise.

    Exact equality would fail between Qt versions, whose rasterisers differ by a few levels
    on edges; a real change to the drawing moves far more than 1% of the bytes.
    """
    da, db = bytes(a.constBits()), bytes(b.constBits())
    differing = sum(1 for x, y in zip(da, db, strict=True) if abs(x - y) > 8)
    return differing <= len(da) // 100


def png_path(size: int) -> Path:
    return HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify, do not write")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"make_icons: cannot read {SVG}", file=sys.stderr)
        return 1
    problems = 0
    for size in ICON_SIZES:
        image = render_icon(renderer, size)
        path = png_path(size)
        if args.check:
            saved = QImage(str(path))
            fresh = image.convertToFormat(QImage.Format.Format_ARGB32)
            if saved.isNull() or saved.size() != image.size():
                print(f"make_icons: {path} missing or wrong size", file=sys.stderr)
                problems += 1
            elif not _close(saved.convertToFormat(QImage.Format.Format_ARGB32), fresh):
                print(f"make_icons: {path} is out of date", file=sys.stderr)
                problems += 1
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path), "PNG"):
            print(f"make_icons: cannot write {path}", file=sys.stderr)
            return 1
        print(path.relative_to(ROOT))
    del app
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
