"""The first window size is chosen from the screen: the preferred 1280x800 where it fits with
its frame, smaller and centred where not, never larger than the available area."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect

from cardtable.gui.shell.window_size import FRAME_GUESS, PREFERRED, first_geometry, minimum_for


def test_a_large_screen_gets_the_preferred_size_centred() -> None:
    placed = first_geometry(QRect(0, 0, 1920, 1080))
    assert placed.size() == PREFERRED
    assert placed.center().x() in (959, 960) and abs(placed.center().y() - 540) <= 20


def test_a_laptop_screen_gets_a_window_that_fits_with_its_frame() -> None:
    for width, height in [(1366, 768), (1024, 700), (1280, 720), (1280, 800)]:
        available = QRect(0, 0, width, height)
        placed = first_geometry(available)
        assert available.contains(placed.marginsAdded(FRAME_GUESS)), (width, height)
        assert placed.width() == min(PREFERRED.width(), width - 12)


def test_a_panel_offsets_the_window() -> None:
    """The available area of a screen with a panel at the top starts below it."""
    available = QRect(0, 32, 1366, 736)
    frame = QMargins(1, 20, 1, 1)
    placed = first_geometry(available, frame)
    assert placed.top() >= 52 and placed.bottom() <= 767


def test_the_minimum_never_exceeds_a_tiny_screen() -> None:
    assert minimum_for(QRect(0, 0, 800, 600)).height() <= 600 - FRAME_GUESS.top()
    assert minimum_for(QRect(0, 0, 1920, 1080)).width() == 900
