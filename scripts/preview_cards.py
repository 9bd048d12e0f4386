"""Render the whole deck into PNG sheets so a person can look at the card art.

Writes, at 1x and 2x device pixel ratio, one sheet with both colour schemes, the backs, an
empty slot and two fanned hands (to judge the indices when cards overlap). The pixmaps come
from ``CardPixmapCache``, the same path the table uses, so the 2x sheet shows what a 200%
screen gets.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/preview_cards.py [--out DIR] [--width N]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Run from a checkout without installing: the package lives next to this script's folder.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter  # noqa: E402

from cardtable.core.cards import Card, Rank, Suit, parse_cards  # noqa: E402
from cardtable.gui.common.cardart import (  # noqa: E402
    BackColour,
    CardPixmapCache,
    card_size_for_width,
    paint_empty_slot,
)

FELT = QColor(22, 92, 52)


def render_sheet(width: int, dpr: float, cache: CardPixmapCache) -> QImage:
    """One sheet: two-colour deck, four-colour deck, backs, empty slot, fanned hands."""
    card = card_size_for_width(width)
    gap = max(6, width // 10)
    label_h = 24
    cols = 13
    small = max(24, width // 2)
    sheet_w = gap + max(cols * (card.width() + gap), 13 * (small + 4) + gap + 4 * (2 * width + gap))
    rows_h = 9 * (card.height() + gap) + 2 * width * 7 // 5 + 4 * label_h
    sheet_h = gap + rows_h + gap
    image = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(FELT)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setFamilies(["DejaVu Sans", "NanumGothic", "sans-serif"])
    font.setPixelSize(15)
    p.setFont(font)
    p.setPen(QColor(235, 235, 220))

    y = gap
    for title, four in (("Two-colour deck", False), ("Four-colour deck", True)):
        p.drawText(QPointF(gap, y + 16), f"{title}  (width {width}px, dpr {dpr:g})")
        y += label_h
        for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
            for i, rank in enumerate(Rank):
                pm = cache.pixmap(Card(rank, suit), width, dpr, four_colour=four)
                p.drawPixmap(QPointF(gap + i * (card.width() + gap), y), pm)
            y += card.height() + gap

    p.drawText(QPointF(gap, y + 16), "Backs, empty slot, fanned hands (30% showing)")
    y += label_h
    x = gap
    for back in BackColour:
        p.drawPixmap(QPointF(x, y), cache.pixmap(None, width, dpr, back=back))
        x += card.width() + gap
    paint_empty_slot(p, QRectF(x, y, card.width(), card.height()))
    x += card.width() + 2 * gap
    for four, text in ((False, "As Kh Qd Jc Td 9s 5h 2c"), (True, "Ac 7d 7h 3s Kd 8c")):
        for i, c in enumerate(parse_cards(text)):
            pm = cache.pixmap(c, width, dpr, four_colour=four)
            p.drawPixmap(QPointF(x + i * round(card.width() * 0.3), y), pm)
        x += round(card.width() * 0.3) * (len(text.split()) - 1) + card.width() + 2 * gap
    y += card.height() + gap

    # Small cards, as on a crowded table or a history panel.
    p.drawText(QPointF(gap, y + 16), f"Small ({small}px) and large ({width * 2}px)")
    y += label_h
    x = gap
    for c in parse_cards("As Kh Qd Jc Td 9s 8h 7c 6d 5s 4h 3c 2d"):
        p.drawPixmap(QPointF(x, y), cache.pixmap(c, small, dpr, four_colour=True))
        x += small + 4
    x += gap
    for c in parse_cards("Qs 10h 8c Ad"):
        p.drawPixmap(QPointF(x, y), cache.pixmap(c, width * 2, dpr))
        x += width * 2 + gap
    p.setPen(Qt.PenStyle.NoPen)
    p.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp"), help="output directory")
    parser.add_argument("--width", type=int, default=90, help="card width in logical pixels")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    cache = CardPixmapCache()
    args.out.mkdir(parents=True, exist_ok=True)
    for dpr in (1.0, 2.0):
        path = args.out / f"cardtable-cards-{int(dpr)}x.png"
        if not render_sheet(args.width, dpr, cache).save(str(path)):
            print(f"could not write {path}", file=sys.stderr)
            return 1
        print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
