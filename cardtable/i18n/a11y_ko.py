"""Korean for session 17's screen-reader and keyboard audit (branch ``a11y``): ``SHELL_KO``
for the shell's catalogue (``fill_ts.translations`` takes it in). Kept apart so the branch
merges without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the replayer: the decision review, worked out in the background, is ready
    "The review of this hand is ready (V shows it).": "이 판의 복기가 준비되었습니다 (V: 보기).",
}
# fmt: on
