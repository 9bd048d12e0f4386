"""Korean for session 20's trainer edges (branch ``trainer-edges``): the verdict on a close
call whose dealing out failed. ``SHELL_KO`` for the shell's catalogue (``fill_ts.translations``
takes it in); kept apart so the helpers' branches merge without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    "Right by the approximate figures: yours wins about {0} points less often than the best "
    "play ({1}), within their precision. Dealing both out to settle it failed, so this grade "
    "rests on the approximate figures alone.":
        "대략적인 수치로 정답: 고른 선택의 승률이 최선의 선택({1})보다 약 {0}%p 낮지만, 수치의 "
        "정밀도 안입니다. 두 선택을 직접 돌려 보는 판정이 실패해서, 이 채점은 대략적인 수치에만 "
        "기댄 것입니다.",
}
# fmt: on
