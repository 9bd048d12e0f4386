"""Korean for the integrator's session-18 changes: ``SHELL_KO`` for the shell's catalogue
(``fill_ts.translations`` takes it in). Kept apart so the helpers' branches merge without
touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the hand history's list, named apart from its page (gui/shell/history_page.py)
    "Games and their hands": "게임과 판 목록",
}
# fmt: on
