"""Korean for session 21's eighth playtest (branch ``playtest8``): ``SHELL_KO`` for the
shell's catalogue (``fill_ts.translations`` takes it in). Kept apart so the helpers'
branches merge without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the sit-and-go's results (tournament_results.py): another one at once
    "&Play again": "다시 하기(&P)",
    "A new sit-and-go with the same players and blinds": "같은 플레이어와 블라인드로 새 싯앤고",
    # V at a resumed table (hand_review.py): the earlier hands are in the history
    "The hands played before this game was resumed are reviewed in the hand history ({0}).":
        "이어서 하기 전에 친 판은 판 기록({0})에서 복기할 수 있습니다.",
    # the draw trainer's line under a new spot (trainer_spots.py): how to answer
    "Mark the cards to throw with keys 1 to 4 (or click them), then D to draw; P stands pat.":
        "버릴 카드를 1~4 키로 표시하고(클릭해도 됩니다) D로 바꾸세요. P는 패스(스탠딩 팻)입니다.",
    # a finished sit-and-go's result in the hand history (badugi/history_view.py)
    "Sit-and-go · {0} of {1} · {2}": "싯앤고 · {1}명 중 {0} · {2}",
}
# fmt: on
