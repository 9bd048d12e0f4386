"""A new player's first start on common screens, under a real X server with a window manager:
the window opens inside the screen, frame included, and every control of both tables is on
the screen at the person's first turn (on a 1366x768 laptop the betting buttons used to be
below the screen's edge, at 1024x700 the log too)."""

from __future__ import annotations

from pathlib import Path

import pytest
from xserver import fresh_env, missing_tools, run_probe, x_display

PROBE = Path(__file__).with_name("first_start_probe.py")
TURN_CONTROLS = {"badugi": {"fold", "bet_raise", "log"}, "spades": {"bid", "bidValue", "log"}}
SIZES = [(1024, 700), (1280, 720), (1366, 768), (1280, 800)]


def inside(outer: list[int], inner: list[int]) -> bool:
    ox, oy, ow, oh = outer
    x, y, w, h = inner
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


@pytest.mark.skipif(bool(missing_tools()), reason=f"needs {', '.join(missing_tools())}")
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["badugi", "spades"])
def test_first_start_shows_every_control(tmp_path: Path, size: tuple[int, int], game: str):
    with x_display(*size) as display:
        report = run_probe(PROBE, fresh_env(tmp_path, display), game)
    assert report["turn"], "the bots never came round to the person"
    available = report["available"]
    assert inside(available, report["frame"]), report
    controls = report["controls"]
    # The person's controls for the turn: Badugi's fold and bet buttons, Spades' bids.
    names = {c["name"] for c in controls}
    assert TURN_CONTROLS[game] <= names, sorted(names)
    off = [c for c in controls if not inside(available, c["rect"])]
    assert off == [], off
