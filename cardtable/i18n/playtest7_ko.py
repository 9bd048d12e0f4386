"""Korean for session 19's seventh playtest (branch ``playtest7``): ``KO`` for the Spades
catalogue (``spades_ko.KO`` takes it in). Kept apart so the helpers' branches merge without
touching the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the coach's reason when none of the simulated deals kept a nil clean (spades/coach.py)
    "Played for nil (ducking every trick), the hand takes a trick in every one of the {0} deals.":
        "닐로 플레이하면(모든 트릭을 피하면) 딜 {0}개 모두에서 트릭을 받습니다.",
}
# fmt: on
