"""Korean for the bids as good as the coach's on its deals (``spades.coach_close``): the
table's coach panel and the hand review say it alike, the bidding practice grades such a bid
as no miss. Kept apart so the branch merges without touching the other tables;
``spades_ko`` merges it into ``CATALOGUE``."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    "Coach: bid {0} ({1} as good)": "코치: {0} 비드 (똑같이 좋음: {1})",
    "{0} is as good on these deals: {1:+.0f} points against {2:+.0f}, a gap of {3:.0f} "
    "± {4:.0f}.":
        "{0} 비드도 이 딜들에서는 똑같이 좋습니다: {1:+.0f}점 대 {2:+.0f}점, 차이 {3:.0f} "
        "± {4:.0f}점.",
    "As good as the coach's bid ({0}).": "코치의 비드({0})만큼 좋습니다.",
}
# fmt: on
