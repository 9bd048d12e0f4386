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
