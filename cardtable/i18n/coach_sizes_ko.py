"""Korean for the bidding coach and the card hint at tables without partners (three and five
players: "you", not "your side") and for the coach's nil line when nil scores more on
average but misses its thresholds (issue 28 part 3)."""

from __future__ import annotations

KO: dict[str, str] = {
    "You have {0} bags; the penalty comes at {1}, so overtricks hurt.":
        "내 백이 {0}개이고 {1}개에서 벌점이므로 오버트릭은 손해입니다.",
    "Nil scores more on average ({0:+.0f} points against {1:+.0f} for bidding {2}), but"
    " the coach bids nil only when it stays clean in {3:.0%} of the deals and leads by"
    " {4:.0f} points: the simulated defenders let a nil through more easily than people"
    " do.":
        "닐의 평균 점수가 더 높지만(평균 {0:+.0f}점, {2} 비드는 {1:+.0f}점), 코치는 딜의"
        " {3:.0%} 이상에서 트릭을 하나도 받지 않고 {4:.0f}점 이상 앞설 때만 닐을 권합니다:"
        " 시뮬레이션의 상대는 실제 사람보다 닐을 쉽게 놓아 줍니다.",
    "Win the trick with the {0}: you still need {3} for your bid.":
        "{0} 카드로 트릭을 이기세요: 비드까지 아직 {3}트릭이 필요합니다.",
    "Duck with the {0}: you have your {3} tricks, more would be bags.":
        "{0} 카드로 피하세요: {3}트릭을 채웠고, 더 받으면 백이 됩니다.",
}
