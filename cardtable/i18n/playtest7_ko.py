"""Korean for session 19's seventh playtest (branch ``playtest7``): ``KO`` for the Spades
catalogue (``spades_ko.KO`` takes it in). Kept apart so the helpers' branches merge without
touching the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the coach's reason when none of the simulated deals kept a nil clean (spades/coach.py)
    "Played for nil (ducking every trick), the hand takes a trick in every one of the {0} deals.":
        "닐로 플레이하면(모든 트릭을 피하면) 딜 {0}개 모두에서 트릭을 받습니다.",
    # the coach's count when a hand has none of a kind (spades/coach.py)
    "Side aces (not spades): none.": "사이드 에이스(스페이드 제외): 없음.",
    "Side kings: none.": "사이드 킹: 없음.",
    "Short side suits (none or one card): none, so nothing to ruff.":
        "짧은 사이드 무늬(0장 또는 1장): 없음. 러프할 곳이 없습니다.",
    # the count's ruffs, said as the count's (spades/coach.py)
    "Short side suits (none or one card): {0}; the count credits {1} ruffs with the spades left "
    "over.":
        "짧은 사이드 무늬(0장 또는 1장): {0}개. "
        "계산은 남는 스페이드로 {1}트릭을 러프한다고 봅니다.",
    "Short side suits (none or one card): {0}; the count credits {1} ruff with the spades left "
    "over.":
        "짧은 사이드 무늬(0장 또는 1장): {0}개. "
        "계산은 남는 스페이드로 {1}트릭을 러프한다고 봅니다.",
    # the coach's nil line beside the bars (gui/spades/coach.py): the others attack a nil
    "Playing for nil against the others' attack: no trick in about {0:.0%} of the deals. {1}":
        "닐로 플레이하면(다른 사람들이 트릭을 떠넘기려 할 때) "
        "딜의 약 {0:.0%}에서 트릭을 하나도 받지 않습니다. {1}",
}
# fmt: on
