"""Start-up and smoothness of the app as a person sees it: the time from launching
``cardtable`` to the first painted window, and the longest time the event loop is kept from
running (a stall: clicks, repaints and animations wait that long) while bots play a demo.

Each run starts a fresh process (``python -m cardtable.app --demo GAME --quit-after S
--report-timing``) with its own settings and data folders (nothing of the user's is read or
written) and prints its numbers; the summary gives the median and worst over the runs, and
the places the GUI thread was found in during stalls (sampled by ``cardtable.gui.common.timing``).
Goals (issue 12): under 1 s to the first paint, under 50 ms for the longest stall.

    python benchmarks/bench_startup.py --game badugi --seconds 20 --runs 3
    DISPLAY=:24 python benchmarks/bench_startup.py --platform xcb   # a real (X) display

Prints numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def one_run(game: str, seconds: float, platform: str, scale: str | None) -> dict[str, object]:
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as home:
        env = dict(os.environ)
        env.update(
            XDG_CONFIG_HOME=str(Path(home) / "config"),
            XDG_DATA_HOME=str(Path(home) / "data"),
            QT_QPA_PLATFORM=platform,
            PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")])),
        )
        if scale:
            env["QT_SCALE_FACTOR"] = scale
        command = [sys.executable, "-m", "cardtable.app", "--demo", game,
                   "--quit-after", str(seconds), "--report-timing"]
        launched = time.time()
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"the app failed ({done.returncode}):\n{done.stderr}")
    values: dict[str, str] = {}
    places: Counter[str] = Counter()
    for line in done.stdout.splitlines():
        key, _, value = line.partition("=")
        if key == "stall_at":
            count, _, place = value.partition("x ")
            places[place] += int(count)
        elif key:
            values[key] = value
    return {
        "first_paint_s": float(values["first_paint_epoch"]) - launched,
        "table_paint_s": float(values.get("table_paint_epoch", "nan")) - launched,
        "longest_stall_ms": float(values["longest_stall_ms"]),
        "stall_cpu": values.get("longest_stall_cpu_ms", "?,?"),
        "stalls_over_50ms": int(values["stalls_over_50ms"]),
        "places": places,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=("badugi", "spades", "both"), default="both")
    parser.add_argument("--seconds", type=float, default=20.0, help="demo length per run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--platform", default="offscreen", help="Qt platform (xcb: a display)")
    parser.add_argument("--scale", help="QT_SCALE_FACTOR for the app (2: 200 %%)")
    args = parser.parse_args()
    games = ("badugi", "spades") if args.game == "both" else (args.game,)
    print(f"platform {args.platform}, scale {args.scale or 1}, {args.seconds:g} s demos, "
          f"{os.cpu_count()} cores")
    for game in games:
        runs = [one_run(game, args.seconds, args.platform, args.scale) for _ in range(args.runs)]
        places: Counter[str] = Counter()
        for i, r in enumerate(runs, 1):
            places.update(r["places"])  # type: ignore[arg-type]
            print(f"  {game} run {i}: first paint {r['first_paint_s']:.2f} s, table shown "
                  f"{r['table_paint_s']:.2f} s, longest stall {r['longest_stall_ms']:.0f} ms "
                  f"(CPU in it, GUI thread / whole process: {r['stall_cpu']} ms), "
                  f"stalls over 50 ms: {r['stalls_over_50ms']}")
        paint = [float(r["first_paint_s"]) for r in runs]  # type: ignore[arg-type]
        table = [float(r["table_paint_s"]) for r in runs]  # type: ignore[arg-type]
        stall = [float(r["longest_stall_ms"]) for r in runs]  # type: ignore[arg-type]
        print(f"{game}: first paint median {statistics.median(paint):.2f} s "
              f"(worst {max(paint):.2f}); table shown median {statistics.median(table):.2f} s; "
              f"longest stall while playing median {statistics.median(stall):.0f} ms "
              f"(worst {max(stall):.0f})")
        for place, count in places.most_common(6):
            print(f"    stalled {count}x in {place}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
