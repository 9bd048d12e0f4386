"""Korean for session 18's second polish (branch ``polish2``): ``SHELL_KO`` for the shell's
catalogue (``fill_ts.translations`` takes it in). Kept apart so the helpers' branches merge
without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # Ctrl+1 at a Badugi table, Ctrl+2 at a Spades one (gui/shell/mainwindow.py)
    "This is the {0} table already: {1} starts a new {0} game.":
        "이미 {0} 테이블입니다. 새 {0} 게임은 {1} 키로 시작합니다.",
    # why the settings file could not be used, inside the box's brackets
    # (gui/common/load_reasons.py, the codes of gui/common/prefs.py)
    "it is not in the settings format": "설정 파일 형식이 아님",
    "it cannot be read": "읽을 수 없음",
    "it is far too large to be ours": "cardtable의 설정 파일이라기엔 너무 큼",
    "it is not text": "텍스트 파일이 아님",
    "it holds no settings": "설정이 하나도 들어 있지 않음",
    # a finished sit-and-go's panel (gui/badugi/tournament_text.py, tournament_panel.py)
    "Winner: {0}, after {1} hands.": "우승: {0} ({1}판 만에)",
    "Final standings": "최종 순위",
    # the review button under a hand the person was not in (gui/badugi/hand_review.py)
    "Review your hand {0}": "내 {0}번째 판 복기",
}
# fmt: on
