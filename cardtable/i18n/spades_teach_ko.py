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
    "Double-dummy: every hand open, everyone playing the best cards from then on. "
    "Tricks are your side's; 7–8 means proven between 7 and 8 (the search was cut "
    "short). Cost: points lost (tricks lost), points being your side's minus "
    "theirs for the hand (contracts and nils; a bag counts for nothing: +1 now, a "
    "tenth of the bag penalty later); ≥ −20: at least 20; ?: not judged or not proven.":
        "더블 더미: 모든 패를 펼치고, 그 뒤로 모두 최선의 카드를 낸다고 봅니다. 트릭은 우리 "
        "편의 것이고, 7–8은 7과 8 사이로 증명되었다는 뜻입니다 (탐색이 중간에 멈춤). 손실: "
        "잃은 점수(잃은 트릭). 점수는 이번 판 우리 편 점수에서 상대 점수를 뺀 값입니다 (계약과 "
        "닐; 백은 셈하지 않습니다: 지금 +1, 나중에 백 벌점의 10분의 1); ≥ −20: 적어도 20; "
        "?: 판단하지 못했거나 증명되지 않음.",
    "Bid {0}: made {1:.0%}, set {2:.0%}, {3:.1f} bags, {4:+.0f} points on average (the"
    " bags' share of the penalty counted).":
        "{0} 비드: 성공 {1:.0%}, 실패 {2:.0%}, 백 {3:.1f}개, 평균 {4:+.0f}점 (백 벌점 몫 포함).",
    "Bid {0} is set {1:.0%} of the time: {2} scores more on average.":
        "{0} 비드는 {1:.0%} 실패합니다: 평균으로는 {2} 비드가 점수가 더 높습니다.",
    "Bid {0} is made more often ({1:.0%}) but scores {2:.0f} points less.":
        "{0} 비드는 더 자주 성공하지만({1:.0%}) 평균 {2:.0f}점 낮습니다.",
}
