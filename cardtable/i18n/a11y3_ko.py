"""Korean for session 18's third screen-reader pass (branch ``a11y3``): ``SHELL_KO`` for the
shell's catalogue (``fill_ts.translations`` takes it in). Kept apart so the branch merges
without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the table's news held while the Badugi review is read (gui/badugi/review_hold.py)
    "Your turn at the table.": "테이블에서 내 차례입니다.",
    "While you read the review: {0}": "복기를 읽는 동안: {0}",
    "While you read the review ({0} earlier in the hand log): {1}":
        "복기를 읽는 동안 (그 전 {0}개는 게임 기록에): {1}",
}
# fmt: on
