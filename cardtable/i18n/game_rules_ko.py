"""Korean for session 20's history rows that say what was played (branch ``game-rules-rows``):
``SHELL_KO`` for the shell's catalogue (``fill_ts.translations`` takes it in), ``KO`` for the
Spades catalogue (``spades_ko.KO`` takes it in). Kept apart so the helpers' branches merge
without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # a sitting's row of the hand history (history_page.py): game · rules · players
    "{0} · {1} · {2} players": "{0} · {1} · {2}명",
    "{0} · {1}": "{0} · {1}",
    # a Badugi sitting's rules (gui/badugi/text.py rules_summary); "Fixed limit" is 리밋
    "fixed limit": "리밋",
    "pot limit": "팟 리밋",
    "half-pot limit": "하프 팟 리밋",
    "no limit": "노 리밋",
}

KO: dict[str, str] = {
    # a Spades game's rules in its row of the hand history (gui/spades/text.py rules_summary)
    "partners": "파트너 팀",
    "everyone alone": "각자 플레이",
    "to {0} points": "{0}점 승리",
}
# fmt: on
