"""Korean for session 18's Badugi polish (branch ``polish-badugi``): ``SHELL_KO`` for the
shell's catalogue (``fill_ts.translations`` takes it in). Kept apart so the helpers'
branches merge without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the bar while no bet of the person's can come this hand (gui/badugi/table.py)
    "Not dealt in: watching the hand out.": "이번 판에는 들어가지 않았습니다: 끝까지 지켜봅니다.",
    "You folded: watching the hand out.": "폴드했습니다: 이번 판을 끝까지 지켜봅니다.",
    "All-in: no more bets for you this hand.": "올인: 이번 판에는 더 베팅하지 않습니다.",
    # ... and out of a sit-and-go (gui/badugi/tournament_table.py)
    "You are out: watching the others play on (J jumps to the result).":
        "탈락했습니다: 남은 사람들의 게임을 지켜봅니다 (J: 결과로 바로 가기).",
    # the odds panel in single draw, before its one draw (gui/badugi/odds_panel.py)
    "The draw:": "드로우:",
    # the sit-and-goes' plot, now beside the net chips' (gui/badugi/sng_stats.py)
    "Prizes won, running total": "받은 상금 누적",
    # a single-draw hand's review names its one draw (gui/badugi/review_text.py)
    "before the draw": "드로우 전",
    "after the draw": "드로우 후",
}
# fmt: on
