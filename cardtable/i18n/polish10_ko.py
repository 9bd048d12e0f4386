"""Korean for session 22's polish (branch ``polish10``): ``KO`` for the Spades catalogue
(``spades_ko.KO`` takes it in). Kept apart so other branches merge without touching the
other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the coach's line before its figures where the game's end counts in them
    # (spades/coach.py "game_counted", gui/spades/coach.templates)
    "Near the game's end the points on these deals count the game too: reaching {0} with the "
    "best total adds {1:.0f}, falling to {2} takes away {3:.0f}.":
        "게임 끝이 가까워 이 딜들의 점수에는 게임 결과도 들어 있습니다: 가장 높은 점수로 {0}점에 "
        "닿으면 {1:.0f}점을 더하고, {2}점까지 떨어지면 {3:.0f}점을 뺍니다.",
    # a seat's pill at six players names its partner (gui/spades/scene.show_count)
    "with {0}": "파트너 {0}",
    "{0} · with {1}": "{0}장·파트너 {1}",
    # the card hint on a blind nil (gui/spades/card_hint.reason_text)
    "Lead the {0}: you bid blind nil, so lead low.":
        "{0} 카드로 리드하세요: 블라인드 닐을 불렀으니 낮은 카드로 리드합니다.",
    "Stay under with the {0}: you bid blind nil.":
        "{0} 카드로 낮게 따라가세요: 블라인드 닐을 불렀습니다.",
}
# fmt: on
