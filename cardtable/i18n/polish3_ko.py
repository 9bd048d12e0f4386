"""Korean for session 19's third polish (branch ``polish3``): ``SHELL_KO`` for the shell's
catalogue (``fill_ts.translations`` takes it in). Kept apart so the helpers' branches merge
without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the leak report's situations in single draw (gui/badugi/review_text.situation_name)
    "In the draw": "드로우에서",
    "Facing a bet before the draw": "드로우 전, 베팅을 받았을 때",
    "Facing a bet after the draw": "드로우 후, 베팅을 받았을 때",
    "No bet to face before the draw": "드로우 전, 베팅이 없을 때",
    "No bet to face after the draw": "드로우 후, 베팅이 없을 때",
    # a finished sit-and-go's panel (gui/badugi/tournament_text.ended_line)
    "Ended at level {0} · blinds {1}": "레벨 {0}에서 끝남 · 블라인드 {1}",
}
# fmt: on
