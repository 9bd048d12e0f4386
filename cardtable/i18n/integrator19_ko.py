"""Korean for session 19's integrator fixes: ``KO`` for the Spades catalogue (``spades_ko.KO``
takes it in). Kept apart so the helpers' branches merge without touching the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the bidding practice when Enter is pressed before any bid is chosen (coach_practice.py)
    "Choose a bid first: a digit, the arrow keys or a bid button.":
        "먼저 비드를 고르세요: 숫자 키, 화살표 키 또는 비드 버튼으로 고를 수 있습니다.",
}
# fmt: on
