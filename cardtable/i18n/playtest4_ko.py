"""Korean for session 16's fourth playtest (branch ``playtest4``): ``SHELL_KO`` for the
shell's catalogue (``fill_ts.translations`` takes it in). Kept apart so the branch merges
without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the sit-and-go's log when a new level begins (tournament_text.level_up_line)
    "The blinds go up: {0}": "블라인드가 오릅니다: {0}",
    # the hand history's line for a sit-and-go not yet over (badugi/history_view.py)
    "Sit-and-go, unfinished · {0}": "싯앤고, 진행 중 · {0}",
    # F at a free check (text.refusal_text, rule "no_fold")
    "There is nothing to call, so you cannot fold: check with C.": (
        "콜할 금액이 없어 폴드할 수 없습니다. C로 체크하세요."
    ),
}
# fmt: on
