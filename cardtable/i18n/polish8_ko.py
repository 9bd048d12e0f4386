"""Korean for session 20's polish (branch ``polish8``): ``KO`` for the Spades catalogue
(``spades_ko.KO`` takes it in). Kept apart so the helpers' branches merge without touching
the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the trick line names the person "you" (trick_browser.trick_line): "나", as the log does
    "you led {0}": "나 리드 {0}",
    "you {0}": "나 {0}",
    "Trick {0}: {1}. Taken by you.": "{0}번째 트릭: {1}. 가져간 사람: 나.",
    # R before there is a review to show (review_desk.TableReview.asked_early)
    "The review opens when this hand is over.": "이 판이 끝나면 복기가 열립니다.",
    "R shows the review once a hand is over.": "판이 끝나면 R 키로 복기를 볼 수 있습니다.",
}
# fmt: on
