"""Korean for session 18's audit of the figures a learner sees (branch ``figures-honest``):
a sampled figure now says "about" (약) or carries its ±, and the Spades review's footnotes
name the best cards' "not solved" (풀지 못함) as the cells write it. ``SHELL_KO`` for the
shell's catalogue (``fill_ts.translations`` takes it in), ``KO`` for the Spades catalogue
(``spades_ko.KO``). Kept apart so the helpers' branches merge without touching the other
dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the Badugi review and leak report: the costs are estimates from playouts
    "Flagged: {0} of {1} decisions, about {2} bb": "실수로 표시: 결정 {1}개 중 {0}개, 약 {2} bb",
    "{0} hand reviewed: {1} of {2} decisions flagged, about {3} bb in all.":
        "{0}판 복기: 결정 {2}개 중 {1}개 실수, 모두 약 {3} bb.",
    "{0} hands reviewed: {1} of {2} decisions flagged, about {3} bb in all.":
        "{0}판 복기: 결정 {2}개 중 {1}개 실수, 모두 약 {3} bb.",
    "Estimated cost (bb)": "추정 손실 (bb)",
    # the sit-and-go review: a choice's prize equity is a mean over playouts
    "Prize equity about {0}% of the pool, cost {1}% ± {2}":
        "상금 기대치 상금 풀의 약 {0}%, 손실 {1}% ± {2}",
}

KO: dict[str, str] = {
    # the bidding coach's panel: its figures come from simulated deals
    "Tricks taken playing to win (% of simulated deals):":
        "트릭을 이기려고 플레이할 때 받는 트릭 수 (시뮬레이션한 딜 대비 %):",
    "Playing to win tricks: about {0:.1f} tricks on average; the best number to bid is {1}.":
        "트릭을 이기려고 플레이하면 평균 약 {0:.1f}트릭, 가장 좋은 숫자 비드는 {1}입니다.",
    "Playing for nil against the others' attack: a trick in every one of the {0} simulated "
    "deals. {1}":
        "닐로 플레이하면(다른 사람들이 트릭을 떠넘기려 할 때) 시뮬레이션한 딜 {0}개 모두에서 "
        "트릭을 받습니다. {1}",
    "Bid {0} on these deals: made {1:.0%}, set {2:.0%}, {3:.1f} bags, {4:+.0f} points on"
    " average (the bags' share of the penalty counted).":
        "이 딜들에서 {0} 비드: 성공 {1:.0%}, 실패 {2:.0%}, 백 {3:.1f}개, 평균 {4:+.0f}점 "
        "(백 벌점 몫 포함).",
    "Bid {0} is set in {1:.0%} of these deals: {2} scores more on average.":
        "{0} 비드는 이 딜들의 {1:.0%}에서 실패합니다: 평균으로는 {2} 비드가 점수가 더 높습니다.",
    "Bid {0} is made in more of these deals ({1:.0%}) but scores {2:.0f} points less.":
        "{0} 비드는 이 딜들에서 더 자주 성공하지만({1:.0%}) 평균 {2:.0f}점 낮습니다.",
    "Your bid: {0}. The coach: {1}, about {2:.1f} tricks expected.":
        "내 비드: {0}. 코치: {1}, 예상 약 {2:.1f}트릭.",
    "Chance of taking each number of tricks, on the coach's simulated deals:":
        "코치가 시뮬레이션한 딜에서 트릭 수별 확률:",
    # the review's footnotes: "not solved" and "?" as the cells write them
    "Double-dummy: every hand open, everyone playing the best cards from then on. "
    "Tricks are your side's; 7–8 means proven between 7 and 8 (the search was cut "
    "short). Cost: points lost (tricks lost), points being your side's minus "
    "theirs for the hand (contracts and nils; a bag counts for nothing: +1 now, a "
    "tenth of the bag penalty later); ≥ −20: at least 20; not solved: which cards were "
    "best is not proven; ?: this card's cost is not judged.":
        "더블 더미: 모든 패를 펼치고, 그 뒤로 모두 최선의 카드를 낸다고 봅니다. 트릭은 우리 "
        "편의 것이고, 7–8은 7과 8 사이로 증명되었다는 뜻입니다 (탐색이 중간에 멈춤). 손실: "
        "잃은 점수(잃은 트릭). 점수는 이번 판 우리 편 점수에서 상대 점수를 뺀 값입니다 (계약과 "
        "닐; 백은 셈하지 않습니다: 지금 +1, 나중에 백 벌점의 10분의 1); ≥ −20: 적어도 20; "
        "풀지 못함: 어떤 카드가 최선이었는지 증명되지 않음; ?: 이 카드의 손실을 판단하지 못함.",
    "Every hand open. Tricks: the tricks in all for the hand that you could make sure of from "
    "this card on, whatever the others did; 7–8 means proven between 7 and 8 (the search was cut "
    "short). Cost: points you could have made sure of with the best card and gave away with this "
    "one (tricks lost), points being your own score for the hand from your bid or nil (a bag "
    "counts for nothing: +1 now, a tenth of the bag penalty later); ≥ −20: at least 20; not "
    "solved: which cards were best is not proven; ?: this card's cost is not judged.":
        "모든 손패를 펼쳐 놓고 계산했습니다. 트릭: 다른 사람들이 어떻게 하든 이 카드부터 내가 "
        "확실히 얻을 수 있었던 이번 판의 전체 트릭 수이며, 7–8은 7과 8 사이로 증명되었다는 "
        "뜻입니다(탐색이 중간에 끝남). 손실: 최선의 카드로는 확실히 얻을 수 있었는데 이 카드로 "
        "잃은 점수(잃은 트릭)이며, 점수는 이번 판에서 내 비드나 닐로 받는 점수입니다(백은 "
        "계산하지 않습니다: 지금은 +1점이지만 나중에 백 벌점의 10분의 1이 됩니다). ≥ −20: "
        "최소 20점; 풀지 못함: 어떤 카드가 최선이었는지 증명되지 않음; ?: 이 카드의 손실을 "
        "판단하지 못함.",
    "Every hand open. Tricks: the tricks in all for the hand that your side could make sure of "
    "from this card on, whatever the others did; 7–8 means proven between 7 and 8 (the search was "
    "cut short). Cost: points your side could have made sure of with the best card and gave away "
    "with this one (tricks lost), points being your side's own score for the hand from its "
    "contract and nils (a bag counts for nothing: +1 now, a tenth of the bag penalty later); "
    "≥ −20: at least 20; not solved: which cards were best is not proven; ?: this card's cost is "
    "not judged.":
        "모든 손패를 펼쳐 놓고 계산했습니다. 트릭: 다른 사람들이 어떻게 하든 이 카드부터 우리 편이 "
        "확실히 얻을 수 있었던 이번 판의 전체 트릭 수이며, 7–8은 7과 8 사이로 증명되었다는 "
        "뜻입니다(탐색이 중간에 끝남). 손실: 최선의 카드로는 확실히 얻을 수 있었는데 이 카드로 "
        "잃은 점수(잃은 트릭)이며, 점수는 이번 판에서 우리 편이 계약과 닐로 받는 점수입니다(백은 "
        "계산하지 않습니다: 지금은 +1점이지만 나중에 백 벌점의 10분의 1이 됩니다). ≥ −20: "
        "최소 20점; 풀지 못함: 어떤 카드가 최선이었는지 증명되지 않음; ?: 이 카드의 손실을 "
        "판단하지 못함.",
}
# fmt: on
