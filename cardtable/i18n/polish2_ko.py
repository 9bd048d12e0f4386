"""Korean for session 18's second polish (branch ``polish2``): ``SHELL_KO`` for the shell's
catalogue (``fill_ts.translations`` takes it in). Kept apart so the helpers' branches merge
without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # Ctrl+1 at a Badugi table, Ctrl+2 at a Spades one (gui/shell/mainwindow.py)
    "This is the {0} table already: {1} starts a new {0} game.":
        "이미 {0} 테이블입니다. 새 {0} 게임은 {1} 키로 시작합니다.",
}
# fmt: on
