"""Korean for session 15's third playtest (branch ``playtest3``): ``KO`` for the Spades
catalogue (``spades_ko`` takes it in), ``SHELL_KO`` for the shell's (``fill_ts.translations``
takes it in). Kept apart so the branch merges without touching the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the Table menu's entry (table.py): its key shows in the menu's shortcut column
    "Back to the trick in play": "진행 중인 트릭으로 돌아가기",
}
# fmt: on

# fmt: off
SHELL_KO: dict[str, str] = {
    # the replayer's review (replayer.py): its step links by keyboard
    "Tab and Shift+Tab choose a step, Enter shows it": (
        "Tab과 Shift+Tab으로 단계를 고르고 Enter로 그 단계를 봅니다"
    ),
}
# fmt: on
