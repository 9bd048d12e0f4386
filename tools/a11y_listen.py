"""Listen to cardtable as a screen reader does, from outside its process (not part of the app).

Run with the *system* Python (Debian's ``python3-pyatspi``) on the same session D-Bus as the
app (started with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``): prints, one line each and flushed,
what Orca would speak on its own: each object that takes the focus (``FOCUS role "name"``,
with its description), each announcement (``SAID ...``) and each control checked or
unchecked (``CHECKED "name"``). An event Orca drops (a focus event from a widget that does
not hold the focus, a checked change away from the focus) is marked "not said". Play the
app by keys meanwhile (``xdotool key``) and read the lines beside the screenshots. Stops
after ``seconds`` (default 600)::

    /usr/bin/python3 tools/a11y_listen.py 300 > heard.txt
    /usr/bin/python3 tools/a11y_listen.py --tree > tree.txt   # what is there now, once
"""

from __future__ import annotations

import sys
import threading
import time

import pyatspi  # type: ignore[import-not-found]


def line(text: str) -> None:
    now = time.time()
    print(
        f"{time.strftime('%H:%M:%S', time.localtime(now))}.{int(now % 1 * 1000):03d} {text}",
        flush=True,
    )


def on_focus(event) -> None:  # noqa: ANN001 (an AT-SPI event)
    if not event.detail1:  # focus lost: the next gain says where it went
        return
    node = event.source
    try:
        words = f'FOCUS {node.getRoleName()} "{node.name or ""}"'
        if not node.getState().contains(pyatspi.STATE_FOCUSED):
            # Qt's clearFocus() reports the widget that *loses* the focus as focused; Orca
            # asks the state and says nothing for one that lacks it (its on_focused_changed).
            words += " (not focused now: not said)"
        if node.description:
            words += f" ({node.description})"
        parent = node.parent
        if parent is not None and parent.name:
            words += f' in "{parent.name}"'
    except Exception as exc:  # noqa: BLE001 (gone while being read)
        words = f"FOCUS (gone: {exc})"
    line(words)


def on_announcement(event) -> None:  # noqa: ANN001
    line(f"SAID {event.any_data}")


def on_checked(event) -> None:  # noqa: ANN001
    """A control checked or unchecked (a bid chosen, a card marked): what a reader says of
    the focused control's new state. Orca speaks a checked change only from the focus (its
    ``is_presentable_checked_change``): one elsewhere (a bid chosen by key from the felt, a
    dialog's check box set as it is built, before it shows) is marked "not the focus"."""
    try:
        name = event.source.name or ""
        focused = event.source.getState().contains(pyatspi.STATE_FOCUSED)
    except Exception:  # noqa: BLE001 (gone while being read)
        name, focused = "?", True
    away = "" if focused else " (not the focus: not said)"
    line(f'{"CHECKED" if event.detail1 else "UNCHECKED"} "{name}"{away}')


def tree(node, depth: int = 0, limit: int = 40) -> None:  # noqa: ANN001 (an AT-SPI object)
    """Print ``node`` and what lies under it, one line each (role and name, indented)."""
    try:
        role, name, count = node.getRoleName(), node.name or "", node.childCount
    except Exception:  # noqa: BLE001 (gone while being read)
        return
    print(f'{"  " * depth}{role} "{name}"', flush=True)
    if depth < limit:
        for i in range(count):
            child = node.getChildAtIndex(i)
            if child is not None:
                tree(child, depth + 1, limit)


def main() -> int:
    if sys.argv[1:2] == ["--tree"]:  # the app's whole tree once, as a reader's review walks it
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and "cardtable" in (app.name or "").lower():
                tree(app)
        return 0
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 600.0
    pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    pyatspi.Registry.registerEventListener(on_checked, "object:state-changed:checked")
    threading.Timer(seconds, pyatspi.Registry.stop).start()
    line("listening")
    pyatspi.Registry.start()
    return 0


if __name__ == "__main__":
    sys.exit(main())
