"""Korean for session 18's trainer grading (branch ``trainer-grade``): with two or three draws
left a choice within the approximate figures' precision of the best counts as right, and
the verdict says so. ``SHELL_KO`` for the shell's catalogue (``fill_ts.translations`` takes
it in); kept apart so the helpers' branches merge without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    "Right: as good as the best play ({0}) within the figures' precision (with more than one "
    "draw left they are approximate).":
        "정답: 수치의 정밀도 안에서 최선의 선택({0})과 같습니다 (드로우가 두 번 이상 남으면 "
        "수치는 대략입니다).",
}
# fmt: on
