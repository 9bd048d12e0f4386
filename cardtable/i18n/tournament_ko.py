"""Korean for the Badugi sit-and-go (issue 27): the new-game dialog's choice, the table's
tournament panel, the watch-or-jump choice, the results and the rules. 토너먼트 = tournament,
레벨 = level, 블라인드 = blinds, 앤티 = ante, 상금 = prize, 풀 = pool."""

KO = {
    # new-game dialog
    "&Game:": "게임(&G):",
    "Cash game": "캐시 게임",
    "Sit-and-go tournament": "싯앤고 토너먼트",
    "Sit-and-go": "싯앤고",
    "Regular (10 hands a level)": "보통 (레벨마다 10판)",
    "Turbo (5 hands a level)": "터보 (레벨마다 5판)",
    "Big blinds by level": "레벨별 빅 블라인드",
    "The big blind of each level, separated by commas (the small blind is half of it; past "
    "the last level the blinds double every level).": "레벨마다의 빅 블라인드를 쉼표로 구분해 "
    "적습니다 (스몰 블라인드는 그 절반이며, 마지막 레벨 뒤로는 레벨마다 블라인드가 두 배가 "
    "됩니다).",
    "No antes": "앤티 없음",
    "By the number of players": "참가 인원에 따라",
    "My own": "직접 정하기",
    "Prizes in percent by place": "순위별 상금 비율(%)",
    "Blind schedule:": "블라인드 일정:",
    "Big blinds:": "빅 블라인드:",
    "Hands per level:": "레벨당 판 수:",
    "Antes from level:": "앤티 시작 레벨:",
    "Prizes:": "상금:",
    "Prizes (%):": "상금 (%):",
    "Paid:": "지급:",
    "Prizes paid": "지급되는 상금",
    "{0}: {1}%": "{0}: {1}%",
    "Write the prizes as whole percents by place, such as 65, 35.": "상금은 순위별 정수 "
    "퍼센트로 적으세요. 예: 65, 35",
    "Write the big blinds as whole numbers separated by commas.": "빅 블라인드는 쉼표로 "
    "구분한 정수로 적으세요.",
    "Badugi sit-and-go": "바둑이 싯앤고",
    # the panel
    "Tournament": "토너먼트",
    "Stacks": "칩",
    "{0} bb": "{0} bb",  # as the reviews and statistics write it
    "{0}, ante {1}": "{0}, 앤티 {1}",
    "{0}: ante {1}": "{0}: 앤티 {1}",
    "Level {0} · blinds {1}": "레벨 {0} · 블라인드 {1}",
    "The tournament is over.": "토너먼트가 끝났습니다.",
    "Next level: {0} in {1} hands": "다음 레벨: {1}판 뒤 {0}",
    "Players left: {0} · average stack {1} ({2})": "남은 사람: {0} · 평균 칩 {1} ({2})",
    "{0}-{1} (shared)": "{0}-{1} (공동)",
    "1st": "1위",
    "2nd": "2위",
    "3rd": "3위",
    "{0}th": "{0}위",
    "{0}: out, {1}": "{0}: 탈락, {1}",
    "{0}: {1} ({2})": "{0}: {1} ({2})",
    "{0}% of the pool": "상금 풀의 {0}%",
    "Winner takes all": "우승자 독식",
    # out: watch or jump
    "You are out": "탈락했습니다",
    "You finished {0}. The others play on.": "{0}로 끝났습니다. 남은 사람들이 계속합니다.",
    "Slow": "느리게",
    "Normal": "보통",
    "Fast": "빠르게",
    "Fastest (no animation)": "가장 빠르게 (애니메이션 없음)",
    "Speed:": "속도:",
    "&Watch": "지켜보기(&W)",
    "&Jump to the result": "결과로 바로 가기(&J)",
    "The others play the tournament out…": "남은 사람들이 토너먼트를 끝까지 치르는 중…",
    "Watch instead": "대신 지켜보기",
    "Jump to the result": "결과로 바로 가기",
    "The others play the tournament out… {0} of {1} players out": "남은 사람들이 토너먼트를 "
    "끝까지 치르는 중… {1}명 중 {0}명 탈락",
    "The others played the tournament out.": "남은 사람들이 토너먼트를 끝냈습니다.",
    # results
    "Tournament results": "토너먼트 결과",
    "You finished {0} and won {1}.": "{0}로 끝내고 {1}를 받았습니다.",
    "You finished {0}, out of the prizes.": "{0}로 끝났습니다. 상금은 없습니다.",
    "Place": "순위",
    "Player": "플레이어",
    "Prize": "상금",
    "Out in hand": "탈락한 판",
    "Places and prizes": "순위와 상금",
    "Chips after each hand": "판마다의 칩",
    "Hand": "판",
    "Chips": "칩",
    # rules
    "<b>Sit-and-go tournament</b>: everyone starts with the same chips and nobody buys more. "
    "The blinds rise every few hands by a schedule of levels (a new level starts with the next "
    "hand, never inside one), and from a chosen level every player also posts an ante. A player "
    "short of a blind or ante posts what he has and is all-in.": "<b>싯앤고 토너먼트</b>: 모두 "
    "같은 칩으로 시작하고 칩을 더 살 수 없습니다. 블라인드는 레벨 일정에 따라 몇 판마다 "
    "오르며(새 레벨은 판 도중이 아니라 다음 판부터), 정해진 레벨부터는 모두가 앤티도 냅니다. "
    "블라인드나 앤티보다 칩이 적은 사람은 가진 만큼 내고 올인이 됩니다.",
    "A player with no chips after a hand is out. Of several out in the same hand, the one who "
    "began it with more chips places higher; equal stacks share those places and their prizes. "
    "The button moves to the next player still in. The last player with chips wins; the prizes "
    "are shares of the pool by place (by default: 2-3 players winner takes all, 4-6 65/35, 7-8 "
    "50/30/20).": "판이 끝났을 때 칩이 없는 사람은 탈락합니다. 같은 판에서 여럿이 탈락하면 "
    "그 판을 더 많은 칩으로 시작한 사람이 높은 순위를 받고, 칩이 같았으면 그 순위들과 상금을 "
    "똑같이 나눕니다. 버튼은 남아 있는 다음 사람에게 갑니다. 마지막까지 칩이 남은 사람이 "
    "우승하며, 상금은 순위별로 상금 풀을 나눈 몫입니다(기본: 2-3명은 우승자 독식, 4-6명은 "
    "65/35, 7-8명은 50/30/20).",
    # statistics and history (sng_stats.py, history_view.py)
    "Sit-and-goes": "싯앤고",
    "% of a pool": "상금 풀 대비 %",
    "triple draw": "트리플 드로우",
    "single draw": "싱글 드로우",
    "<b>{0} seats · {1} · {2}</b>: {3} played, average finish {4}, in the money {5:.0f}%, "
    "{6} won, prize per tournament {7:.2f}% of the pool": "<b>{0}인 · {1} · {2}</b>: {3}번 참가, "
    "평균 순위 {4}, 입상 {5:.0f}%, 우승 {6}번, 토너먼트당 상금 풀의 {7:.2f}%",
    "Chips and prizes disagree: by prizes the best is {0}.": "칩과 상금의 판단이 다릅니다: "
    "상금으로는 {0} 쪽이 가장 좋습니다.",
}
