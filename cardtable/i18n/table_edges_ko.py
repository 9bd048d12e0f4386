"""Korean for session 16's table edges (branch ``table-edges``): ``KO`` for the Spades
catalogue (``spades_ko`` takes it in). Kept apart so the branch merges without touching the
other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the bidding practice's one-line notice of an unreadable progress file (practice_text.py)
    "The practice progress could not be read and was set aside as {0}.":
        "연습 기록을 읽을 수 없어 {0} 파일로 옮겨 두었습니다.",
    "The practice progress could not be read and is left untouched: your accuracy "
    "will not be saved.":
        "연습 기록을 읽을 수 없어 그대로 두었습니다. 정확도는 저장되지 않습니다.",
}
# fmt: on
