"""Korean for session 14's play-test fixes (branch ``playtest``): ``KO`` for the Spades
table (the partner's shorter pill, used where "17 cards · Partner" is wider than the room the
six-seat layout keeps; ``spades_ko`` takes it in), ``SHELL_KO`` for the shell's catalogue (the
Badugi statistics; ``fill_ts.translations`` takes it in). Kept apart so the branch merges
without touching the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the partner's pill where the full one does not fit (scene.py show_count)
    "{0} · Partner": "{0}장 · 파트너",
}
# fmt: on

# fmt: off
SHELL_KO: dict[str, str] = {
    # the Badugi statistics' net-chips plot with no cash-table hand (badugi/history_view.py)
    "No cash-table hands stored yet (sit-and-go hands are not counted here).":
        "저장된 캐시 게임 판이 아직 없습니다 (싯앤고 판은 여기에 세지 않습니다).",
}
# fmt: on
