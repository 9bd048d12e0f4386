"""Korean for issue 26's defect fixes (the history's unreadable rows, the review's state,
the trick browser's words): kept apart so the branch merges without touching the other
tables. ``fill_ts`` merges it into ``cardtable_ko.ts``."""

from __future__ import annotations

KO: dict[str, str] = {
    "Part of the history could not be read: {0} and {1} hold a value of the wrong type. "
    "What could not be read is left out here (seats whose names could not be read are "
    "numbered); the file keeps it unchanged.":
        "기록의 일부를 읽을 수 없습니다: {0}, {1}에 형식이 맞지 않는 값이 있습니다. 읽을 수 "
        "없는 것은 여기서 빼고 보여 줍니다(이름을 읽을 수 없는 자리는 번호로 표시). 파일에는 "
        "그대로 남아 있습니다.",
    "{0} game or sitting": "게임 또는 자리 {0}개",
    "{0} games or sittings": "게임 또는 자리 {0}개",
    "{0} hand": "{0}판",
    # the Spades trick browser: Esc back, the turn still said
    "{0} Trick {1} on show (Esc: back).": "{0} {1}번째 트릭을 보는 중 (Esc: 돌아가기).",
    # the Badugi table's review of the last hand (V)
    "No hand of yours is over yet to review.": "아직 복기할 끝난 판이 없습니다.",
    "Reviewing hand {0}…": "{0}번째 판 복기 중…",
    "The review of hand {0} is ready.": "{0}번째 판 복기가 준비되었습니다.",
}
