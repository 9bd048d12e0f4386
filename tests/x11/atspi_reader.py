"""Run by ``test_atspi.py`` with the *system* Python (``/usr/bin/python3``, where Debian's
``python3-pyatspi`` lives), as assistive software: it finds the cardtable application on the
accessibility bus, presses the start screen's Badugi button and the new-game dialog's Start
button through their AT-SPI actions (no mouse, no key), listens for announcements, waits for
"your turn", then walks the table's accessible tree and prints one JSON line: every object's
role, name and states, and the announcements heard.

Arguments: the words to wait for in an announcement ("Your turn"), the name of the game
button ("Badugi"), of the dialog's start button ("Start"), a timeout in seconds.
"""

from __future__ import annotations

import json
import sys
import threading
import time

import pyatspi  # type: ignore[import-not-found]


def find_app(timeout: float):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and "cardtable" in (app.name or "").lower():
                return app
        time.sleep(0.3)
    raise SystemExit("the app never showed on the accessibility bus")


def walk(node, depth=0, out=None, limit=4000):
    out = [] if out is None else out
    if node is None or len(out) >= limit:
        return out
    try:
        states = node.getState()
        out.append({
            "role": node.getRoleName(),
            "name": node.name or "",
            "showing": states.contains(pyatspi.STATE_SHOWING),
            "focusable": states.contains(pyatspi.STATE_FOCUSABLE),
            "enabled": states.contains(pyatspi.STATE_ENABLED),
            "actions": _actions(node),
            "depth": depth,
        })
        for i in range(node.childCount):
            walk(node.getChildAtIndex(i), depth + 1, out, limit)
    except Exception as exc:  # an object gone while walking: note it, go on
        out.append({"role": "gone", "name": str(exc), "depth": depth})
    return out


def _actions(node) -> list[str]:
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]


def find(node, role: str, name: str):
    """The first showing object with ``role`` whose name is ``name``."""
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is None:
            continue
        if (
            child.getRoleName() == role
            and (child.name or "") == name
            and child.getState().contains(pyatspi.STATE_SHOWING)
        ):
            return child
        found = find(child, role, name)
        if found is not None:
            return found
    return None


def press(node) -> None:
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("Press") if "Press" in names else 0)


def wait_for(what, timeout: float, step: float = 0.3):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = what()
        if found:
            return found
        time.sleep(step)
    return None


def main() -> int:
    turn_words, game_button, start_button, timeout = sys.argv[1:5]
    timeout_s = float(timeout)
    heard: list[str] = []

    def on_event(event) -> None:
        heard.append(str(event.any_data))

    pyatspi.Registry.registerEventListener(on_event, "object:announcement")
    # The listener needs the registry's loop; run it beside the steps below.
    threading.Thread(target=pyatspi.Registry.start, daemon=True).start()

    app = find_app(timeout_s)
    button = wait_for(lambda: find(app, "push button", game_button), timeout_s)
    if button is None:
        raise SystemExit(f"no {game_button!r} button: {walk(app)}")
    press(button)
    start = wait_for(lambda: find(app, "push button", start_button), timeout_s)
    if start is None:
        raise SystemExit(f"no {start_button!r} button in the new-game dialog: {walk(app)}")
    press(start)
    turned = wait_for(lambda: any(turn_words in h for h in heard), timeout_s)
    time.sleep(0.5)  # the table settles after the announcement
    tree = walk(app)
    pyatspi.Registry.stop()
    print(json.dumps({"turn": bool(turned), "heard": heard, "tree": tree}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
