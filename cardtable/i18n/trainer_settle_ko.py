"""Korean for session 19's settled close calls (branch ``trainer-settle``): an answer the
approximate figures cannot decide is dealt out, and the verdict gives the settled gap with its
standard error. ``SHELL_KO`` for the shell's catalogue (``fill_ts.translations`` takes it in);
kept apart so the helpers' branches merge without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    "A close call: by the approximate figures yours wins about {0} points less often than the "
    "best play ({1}), within their precision. Settling it by dealing both out…":
        "아슬아슬한 판정: 대략적인 수치로는 고른 선택의 승률이 최선의 선택({1})보다 약 {0}%p "
        "낮지만, 수치의 정밀도 안입니다. 두 선택을 직접 돌려 보며 판정하는 중…",
    "Settled by {0} deals: yours wins {1} ± {2} points less often.":
        "{0}번 돌려 본 판정: 고른 선택의 승률이 {1} ± {2}%p 낮습니다.",
    "Settled by {0} deals: yours wins {1} ± {2} points more often.":
        "{0}번 돌려 본 판정: 고른 선택의 승률이 {1} ± {2}%p 높습니다.",
    "Right: as good as the best play ({0}).":
        "정답: 최선의 선택({0})과 같습니다.",
    "The best play is {0} (wins about {1}). Yours ranks #{2}.":
        "최선의 선택: {0} (승률 약 {1}). 고른 선택은 {2}위입니다.",
    "The close call could not be settled: {0}":
        "아슬아슬한 판정을 끝내지 못했습니다: {0}",
}
# fmt: on
