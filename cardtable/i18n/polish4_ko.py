"""Korean for session 19's fourth polish (branch ``polish4``): ``SHELL_KO`` for the shell's
catalogue (``fill_ts.translations`` takes it in). Kept apart so the helpers' branches merge
without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the leak report's position, action and hand rows when the hands are of both games
    # (gui/badugi/leak_report.row_title)
    "{0}, single draw": "{0}, 싱글 드로우",
    "{0}, triple draw": "{0}, 트리플 드로우",
}
# fmt: on
