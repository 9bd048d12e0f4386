"""Korean for the Spades review's proven figures and points (issue 25): the summary's costs,
the cost column and its tool tips, the nil notes, the footnote."""

from __future__ import annotations

KO: dict[str, str] = {
    "no card was shown to cost your side points": "점수를 잃게 한 카드는 없습니다",
    "{0} card cost your side {1} ({2})": "카드 {0}장 때문에 우리 편이 잃은 점수 {1}({2})",
    "{0} cards cost your side {1} ({2})": "카드 {0}장 때문에 우리 편이 잃은 점수 {1}({2})",
    "{0} card cost you {1} ({2})": "카드 {0}장 때문에 잃은 점수 {1}({2})",
    "{0} card cost you {1}": "카드 {0}장 때문에 잃은 점수 {1}",
    "{0} cards cost you {1}": "카드 {0}장 때문에 잃은 점수 {1}",
    "{0} card cost your side {1}": "카드 {0}장 때문에 우리 편이 잃은 점수 {1}",
    "{0} cards cost your side {1}": "카드 {0}장 때문에 우리 편이 잃은 점수 {1}",
    "{0} cards cost you {1} ({2})": "카드 {0}장 때문에 잃은 점수 {1}({2})",
    "no card was shown to cost you points": "점수를 잃게 한 카드는 없습니다",
    "{0} point": "{0}점",
    "{0} points": "{0}점",
    "{0} trick": "{0}트릭",
    "{0} tricks": "{0}트릭",
    "{0} more card cost at least {1}": "카드 {0}장 때문에 잃은 점수 적어도 {1}",
    "{0} more cards cost at least {1}": "카드 {0}장 때문에 잃은 점수 적어도 {1}",
    "{0} card could not be judged": "판단하지 못한 카드 {0}장",
    "{0} cards could not be judged": "판단하지 못한 카드 {0}장",
    "; ": "; ",
    "Cost": "손실",
    "Hand to review": "복기할 판",
    "This card cost your side at least {0} (the search was cut short).":
        "이 카드 때문에 우리 편이 잃은 점수: 적어도 {0} (탐색이 중간에 멈췄습니다).",
    "This card cost you at least {0} (the search was cut short).":
        "이 카드 때문에 잃은 점수: 적어도 {0} (탐색이 중간에 멈췄습니다).",
    "Not judged: the search was cut short before it could tell.":
        "판단하지 못함: 답을 내기 전에 탐색이 멈췄습니다.",
    "This card cost your side {0} ({1}).": "이 카드 때문에 우리 편이 잃은 점수: {0}({1}).",
    "This card cost you {0} ({1}).": "이 카드 때문에 잃은 점수: {0}({1}).",
    "This card cost your side {0}.": "이 카드 때문에 우리 편이 잃은 점수: {0}.",
    "This card cost you {0}.": "이 카드 때문에 잃은 점수: {0}.",
    "Your cards are judged by whether your nil could still be kept, not by tricks.":
        "내 카드는 트릭 수가 아니라 닐을 아직 지킬 수 있었는지로 판단합니다.",
    "Your cards are judged by the contract and the nil together.":
        "내 카드는 계약과 닐을 함께 놓고 판단합니다.",
    "Your cards are judged by your contract and setting the nil.":
        "내 카드는 우리 계약과 상대 닐을 깨는 것으로 판단합니다.",
}
