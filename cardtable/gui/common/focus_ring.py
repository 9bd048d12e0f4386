"""The focus ring: how a keyboard player sees which control Space or Enter will work.

Style sheets replace the platform's focus frame, so every styled control says it itself: a
border that is always there (so nothing moves when the focus comes) and turns ``RING`` when
the control has the focus. ``RING`` is white: at least 3:1 against every dark fill and
background the app uses (WCAG's figure for a control's boundary); on a light fill (the
amount box) the ring is ``RING_ON_LIGHT``. ``tests/gui/test_keyboard.py`` measures both from
the pixels drawn.
"""

from __future__ import annotations

RING = "#ffffff"
RING_ON_LIGHT = "#2f6fdb"


def ring_rules(*selectors: str, colour: str = RING) -> str:
    """Style-sheet rules giving each selector's focused state the ring colour."""
    focused = ", ".join(f"{s}:focus" for s in selectors)
    return f"{focused} {{ border-color: {colour}; }}\n"


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """WCAG 2 contrast ratio of two sRGB colours (1 to 21)."""

    def lum(rgb: tuple[int, int, int]) -> float:
        def channel(c: int) -> float:
            s = c / 255
            return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

        r, g, b_ = (channel(c) for c in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


PAGE_RING = ring_rules(
    "QToolButton", "QPushButton", "QToolButton#back", "QCheckBox", "QTreeWidget", "QListWidget",
    "QTableWidget",
)
"""The focus rules of the pages (trainers, statistics, history): each of these controls
has a border of its own that turns ``RING`` with the focus."""
