"""Korean for the Spades hand review at three, five and six players (issue 28 part 3,
``gui/spades/review_sizes_text.py``): the figures there are what the person (or his side)
could make sure of whatever the others did, and the panel says so."""

from __future__ import annotations

KO: dict[str, str] = {
    "At a table of {0} everyone plays alone, and the others do not play together. So every"
    " figure here is what you could make sure of, whatever the others did: as if they all"
    " played against you. You may well have done better.":
        "{0}인 테이블에서는 모두 혼자 플레이하며, 다른 사람들은 서로 편을 먹지 않습니다. 그래서"
        " 여기 숫자는 모두 다른 사람들이 어떻게 하든 내가 확실히 얻을 수 있었던 값입니다. 모두가"
        " 나를 상대로 함께 플레이한다고 보고 계산했습니다. 실제로는 더 잘했을 수도 있습니다.",
    "At a table of six there are three partnerships, and the others do not play together."
    " So every figure here is what you and your partner could make sure of, whatever the"
    " others did: as if both other partnerships played against you. You may well have done"
    " better.":
        "6인 테이블에는 세 팀이 있고, 다른 사람들은 서로 편을 먹지 않습니다. 그래서 여기 숫자는"
        " 모두 다른 사람들이 어떻게 하든 나와 파트너가 확실히 얻을 수 있었던 값입니다. 다른 두"
        " 팀이 함께 우리를 상대한다고 보고 계산했습니다. 실제로는 더 잘했을 수도 있습니다.",
    "Every hand open. Tricks: the tricks in all for the hand that you could make sure of from "
    "this card on, whatever the others did; 7–8 means proven between 7 and 8 (the search was cut "
    "short). Cost: points you could have made sure of with the best card and gave away with this "
    "one (tricks lost), points being your own score for the hand from your bid or nil (a bag "
    "counts for nothing: +1 now, a tenth of the bag penalty later); ≥ −20: at least 20; ?: not "
    "judged or not proven.":
        "모든 손패를 펼쳐 놓고 계산했습니다. 트릭: 다른 사람들이 어떻게 하든 이 카드부터 내가 "
        "확실히 얻을 수 있었던 이번 판의 전체 트릭 수이며, 7–8은 7과 8 사이로 증명되었다는 "
        "뜻입니다(탐색이 중간에 끝남). 손실: 최선의 카드로는 확실히 얻을 수 있었는데 이 카드로 "
        "잃은 점수(잃은 트릭)이며, 점수는 이번 판에서 내 비드나 닐로 받는 점수입니다(백은 "
        "계산하지 않습니다: 지금은 +1점이지만 나중에 백 벌점의 10분의 1이 됩니다). ≥ −20: "
        "최소 20점; ?: 판단하지 못했거나 증명되지 않음.",
    "Every hand open. Tricks: the tricks in all for the hand that your side could make sure of "
    "from this card on, whatever the others did; 7–8 means proven between 7 and 8 (the search was "
    "cut short). Cost: points your side could have made sure of with the best card and gave away "
    "with this one (tricks lost), points being your side's own score for the hand from its "
    "contract and nils (a bag counts for nothing: +1 now, a tenth of the bag penalty later); "
    "≥ −20: at least 20; ?: not judged or not proven.":
        "모든 손패를 펼쳐 놓고 계산했습니다. 트릭: 다른 사람들이 어떻게 하든 이 카드부터 우리 편이 "
        "확실히 얻을 수 있었던 이번 판의 전체 트릭 수이며, 7–8은 7과 8 사이로 증명되었다는 "
        "뜻입니다(탐색이 중간에 끝남). 손실: 최선의 카드로는 확실히 얻을 수 있었는데 이 카드로 "
        "잃은 점수(잃은 트릭)이며, 점수는 이번 판에서 우리 편이 계약과 닐로 받는 점수입니다(백은 "
        "계산하지 않습니다: 지금은 +1점이지만 나중에 백 벌점의 10분의 1이 됩니다). ≥ −20: "
        "최소 20점; ?: 판단하지 못했거나 증명되지 않음.",
    "You took {0} on a bid of {1}.": "비드 {1}트릭에 대해 {0}트릭을 땄습니다.",
    "You took {0}.": "{0}트릭을 땄습니다.",
    "your bid was made by {0}": "내 비드는 {0}트릭 넘게 성공했습니다",
    "your bid was made exactly": "내 비드는 정확히 성공했습니다",
    "your bid was set by {0}": "내 비드는 {0}트릭 모자라 실패했습니다",
    "The figures count only your side's own points, so setting that nil is not counted.":
        "이 숫자는 우리 편 점수만 세므로, 그 닐을 깨는 것은 계산에 들어가지 않습니다.",
    "The figures count only your own points, so setting that nil is not counted.":
        "이 숫자는 내 점수만 세므로, 그 닐을 깨는 것은 계산에 들어가지 않습니다.",
    "Working out what you could make sure of…": "확실히 얻을 수 있었던 값을 계산하는 중…",
}
