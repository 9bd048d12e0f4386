"""A new player's first start on common screens, under a real X server with a window manager:
the window opens inside the screen, frame included, and every control of every screen he
meets (the start screen, both new-game dialogs, the settings, the rules, both tables at his
first turn, the draw trainer, the bidding coach, the statistics, the hand history and the
replayer) lies inside the screen's available area. On a 1366x768 laptop the betting buttons
used to be below the screen's edge, at 1024x700 the log too.

One X server and one start of the app per screen size, every screen checked in that start
(``screens_probe.py``), so the four sizes cost four starts.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from xserver import fresh_env, missing_tools, run_probe, x_display

PROBE = Path(__file__).with_name("screens_probe.py")
SIZES = [(1024, 700), (1280, 720), (1366, 768), (1280, 800)]
SCREENS = {
    "start", "new_badugi", "new_spades", "settings", "rules", "trainer_draw",
    "trainer_bidding_coach", "table_badugi", "table_spades", "statistics", "history",
    "replayer",
}  # fmt: skip
TURN_CONTROLS = {
    "table_badugi": {"fold", "bet_raise", "log", "hand0"},
    "table_spades": {"bid", "bidValue", "log"},
}


def inside(outer: list[int], inner: list[int]) -> bool:
    ox, oy, ow, oh = outer
    x, y, w, h = inner
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


def off_screen(available: list[int], screen: dict[str, Any]) -> list[dict[str, Any]]:
    """The controls not wholly on the screen and in their window (in a scroll area: the
    part in sight; the rest is reached by scrolling)."""
    client = screen["client"]
    return [
        c for c in screen["controls"]
        if not inside(available, c["seen"] if c["scrolled"] else c["rect"])
        or (not c["scrolled"] and not inside(client, c["rect"]))
    ]  # fmt: skip


@pytest.mark.skipif(bool(missing_tools()), reason=f"needs {', '.join(missing_tools())}")
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_fits_a_fresh_profile(tmp_path: Path, size: tuple[int, int]) -> None:
    with x_display(*size) as display:
        report = run_probe(PROBE, fresh_env(tmp_path, display), timeout=240)
    available = report["available"]
    screens = report["screens"]
    assert screens["turn_badugi"] and screens["turn_spades"], "the bots never came round"
    assert set(screens) >= SCREENS, sorted(screens)
    problems = {}
    for name in SCREENS:
        screen = screens[name]
        if not inside(available, screen["frame"]):
            problems[name] = {"frame": screen["frame"]}
        off = off_screen(available, screen)
        if off:
            problems.setdefault(name, {})["controls"] = off
        assert len(screen["controls"]) >= 2, (name, screen)
    assert problems == {}, problems
    for name, wanted in TURN_CONTROLS.items():
        names = {c["name"] for c in screens[name]["controls"]}
        assert wanted <= names, (name, sorted(names))
