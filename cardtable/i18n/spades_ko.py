"""Korean for the Spades table: the catalogue its ``GuiSpec`` names ("spades"), kept apart
from the shell's ``cardtable_ko.ts`` so the two can be edited independently; the app
installs both translators.

Run from the repository root:  .venv/bin/python -m cardtable.i18n.spades_ko
(or ``-m cardtable.i18n.fill_ts spades``). It collects the strings of the Spades GUI package
into ``spades_ko.ts``, fills in ``CATALOGUE`` and compiles ``spades_ko.qm``. A string
without an entry is reported and left unfinished, so nothing is silently shown in English.
"""

from __future__ import annotations

import sys

from cardtable.i18n import fill_ts
from cardtable.i18n.a11y2_ko import KO as A11Y2_KO
from cardtable.i18n.a11y_ko import KO as A11Y_KO
from cardtable.i18n.coach_close_ko import KO as COACH_CLOSE_KO
from cardtable.i18n.coach_sizes_ko import KO as COACH_SIZES_KO
from cardtable.i18n.defects_ko import KO as DEFECTS_KO
from cardtable.i18n.figures_honest_ko import KO as FIGURES_HONEST_KO
from cardtable.i18n.game_rules_ko import KO as GAME_RULES_KO
from cardtable.i18n.hint_polish_ko import KO as HINT_POLISH_KO
from cardtable.i18n.history_ko import KO as HISTORY_KO
from cardtable.i18n.integrator19_ko import KO as INTEGRATOR19_KO
from cardtable.i18n.playtest2_ko import KO as PLAYTEST2_KO
from cardtable.i18n.playtest3_ko import KO as PLAYTEST3_KO
from cardtable.i18n.playtest5_ko import KO as PLAYTEST5_KO
from cardtable.i18n.playtest6_ko import KO as PLAYTEST6_KO
from cardtable.i18n.playtest7_ko import KO as PLAYTEST7_KO
from cardtable.i18n.playtest9_ko import KO as PLAYTEST9_KO
from cardtable.i18n.playtest_ko import KO as PLAYTEST_KO
from cardtable.i18n.polish8_ko import KO as POLISH8_KO
from cardtable.i18n.polish9_ko import KO as POLISH9_KO
from cardtable.i18n.polish10_ko import KO as POLISH10_KO
from cardtable.i18n.polish11_ko import KO as POLISH11_KO
from cardtable.i18n.polish_ko import KO as POLISH_KO
from cardtable.i18n.polish_spades_ko import KO as POLISH_SPADES_KO
from cardtable.i18n.practice_sizes_ko import KO as PRACTICE_SIZES_KO
from cardtable.i18n.registry_ko import SPADES_KO as REGISTRY_SPADES_KO
from cardtable.i18n.review_sizes_ko import KO as REVIEW_SIZES_KO
from cardtable.i18n.spades_ko_play import KO as PLAY_KO
from cardtable.i18n.spades_teach_ko import KO as TEACH_KO
from cardtable.i18n.table_edges_ko import KO as TABLE_EDGES_KO

NAME = "spades"
TS = fill_ts.ts_path(NAME)
QM = fill_ts.qm_path(NAME)

KO: dict[str, str] = {
    # the game's name, the coach's title and the rules (Help -> Rules)
    "Spades": "스페이드",
    "Bidding coach": "비드 코치",
    "Four players in two teams; partners sit opposite. Each gets 13 cards.":
        "네 명이 두 팀으로 나뉘고 같은 팀은 마주 앉습니다. 각자 13장을 받습니다.",
    "Everyone bids how many tricks he will take. Nil is a bid to take no trick at all (worth "
    "100 points); blind nil is bid before looking at the cards (200 points).":
        "각자 몇 트릭을 딸지 비드합니다. 닐은 트릭을 하나도 따지 않겠다는 비드(100점)이고, "
        "블라인드 닐(더블 닐)은 카드를 보기 전에 하는 닐(200점)입니다.",
    "Follow the suit led if you can. The highest spade wins the trick, otherwise the highest "
    "card of the suit led. Spades cannot be led until one has been played, unless you hold "
    "only spades.":
        "낼 수 있으면 먼저 나온 무늬를 따라 내야 합니다. 가장 높은 스페이드가 트릭을 따고, "
        "스페이드가 없으면 먼저 나온 무늬의 가장 높은 카드가 땁니다. 스페이드가 한 번 나오기 "
        "전에는 스페이드로 시작할 수 없습니다(스페이드만 있을 때는 예외).",
    "A team that takes at least its bid scores ten points per trick bid and one point per extra "
    "trick (a bag); a team that falls short loses ten points per trick bid. Every ten bags cost "
    "100 points.":
        "비드 이상을 딴 팀은 비드한 트릭당 10점, 초과 트릭(백)마다 1점을 얻고, 모자란 팀은 "
        "비드한 트릭당 10점을 잃습니다. 백이 10개 쌓이면 100점을 잃습니다.",
    "The first team to reach 500 points wins; a team at −200 or below loses.":
        "먼저 500점에 이른 팀이 이기고, −200점 이하가 된 팀은 집니다.",
    "Other table sizes: with three players everyone plays alone with 17 cards (the 2♣ "
    "is taken out); with five, alone with 10 cards (the 2♣ and 2♦ are taken out); with "
    "six, three teams of two partners sitting opposite, 17 cards each from two decks "
    "without their 2♣ (of two equal cards in a trick, the first played wins). Playing "
    "alone, your bid is your contract and your bags are your own.":
        "다른 인원: 3명이면 각자 혼자 17장씩 받습니다(2♣를 뺍니다). 5명이면 각자 혼자 10장씩 "
        "받습니다(2♣와 2♦를 뺍니다). 6명이면 두 명씩 세 팀이 되어 파트너끼리 마주 앉고, 2♣를 "
        "뺀 카드 두 벌에서 17장씩 받습니다(한 트릭에 같은 카드 두 장이 나오면 먼저 낸 카드가 "
        "이깁니다). 혼자 할 때는 내 비드가 곧 계약이고 백도 나 혼자 셉니다.",
    "The new-game dialog sets the points to win and to lose, what nil and blind nil are "
    "worth and when blind nil is allowed, the bag penalty, whether spades may be led at "
    "any time, and the direction of play.":
        "새 게임 창에서 승리 점수와 패배 점수, 닐과 블라인드 닐의 점수와 블라인드 닐을 할 수 "
        "있는 때, 백 벌점, 스페이드로 언제든 리드할 수 있는지, 진행 방향을 정할 수 있습니다.",
    # end of game and score sheet
    "Game over": "게임 종료",
    "You win! {0}: {1} points": "승리했습니다! {0}: {1}점",
    "Winner: {0} with {1} points": "승자: {0} ({1}점)",
    "Final totals: {0}": "최종 점수: {0}",
    "New game": "새 게임",
    "Leave table": "테이블 나가기",
    "Hand": "판",
    "Team": "팀",
    "Bids": "비드",
    "Took": "트릭",
    "Points": "점수",
    "Bags": "백",
    "Penalty": "벌점",
    "Total": "합계",
    "Bags held": "누적 백",
    # new-game dialog
    "New Spades game": "새 스페이드 게임",
    "You": "나",
    "Blind nil allowed": "블라인드 닐 허용",
    "Penalty for bags": "백(오버트릭) 벌점 적용",
    "Spades may be led any time": "스페이드로 언제든 리드 가능",
    "Players:": "인원:",
    "Direction of play:": "진행 방향:",
    "Points to win:": "승리 점수:",
    "A team loses at:": "패배 점수:",
    "A player loses at:": "패배 점수:",
    "Bidding and scoring": "비드와 점수",
    "Nil is worth:": "닐 점수:",
    "Blind nil is worth:": "블라인드 닐 점수:",
    "Blind nil only when behind by (0 = always):": "블라인드 닐은 이만큼 뒤질 때만 (0 = 항상):",
    "Bags before the penalty:": "벌점까지의 백 수:",
    "Penalty points:": "벌점:",
    "3 — everyone plays alone": "3명 — 각자 플레이",
    "4 — two teams of partners": "4명 — 파트너 두 팀",
    "5 — everyone plays alone": "5명 — 각자 플레이",
    "6 — three teams of partners": "6명 — 파트너 세 팀",
    "Seat {0} (your partner)": "{0}번 자리 (내 파트너)",
    "Seat {0} (opponent)": "{0}번 자리 (상대)",
    "Seat {0}": "{0}번 자리",
    "You sit at seat 1; partners sit opposite each other.": (
        "나는 1번 자리에 앉습니다. 파트너끼리 마주 앉습니다."
    ),
    "You sit at seat 1; everyone plays alone.": (
        "나는 1번 자리에 앉습니다. 모두 각자 플레이합니다."
    ),
    "These settings cannot be played: {0}": "이 설정으로는 게임할 수 없습니다: {0}",
    # table actions and notices
    "Play the chosen card / bid": "고른 카드 내기 / 비드하기",
    "Bid": "비드",
    "Bid blind nil": "블라인드 닐 비드",
    "Look at cards": "카드 보기",
    "Choose the card to the left": "왼쪽 카드 고르기",
    "Choose the card to the right": "오른쪽 카드 고르기",
    "Bid one more": "비드 하나 올리기",
    "Bid one less": "비드 하나 내리기",
    "Last trick": "지난 트릭",
    "Score sheet": "점수표",
    "Next hand": "다음 판",
    "Log": "기록",
    "Nil": "닐",
    "Welcome to the Spades table.": "스페이드 테이블에 오신 것을 환영합니다.",
    "You must follow the suit that was led.": "리드된 무늬를 따라 내야 합니다.",
    "Spades cannot be led until a spade has been played (unless you hold only spades).": (
        "스페이드가 한 번 나오기 전에는 스페이드로 리드할 수 없습니다 (스페이드만 남은 경우 제외)."
    ),
    "It is not your turn.": "내 차례가 아닙니다.",
    "The hand is over.": "이번 판은 끝났습니다.",
    "Hand {0}: {1}": "{0}판: {1}",
    "A new game begins.": "새 게임을 시작합니다.",
    "Bid {0}": "비드 {0}",
    "{0} is thinking…": "{0} 생각 중…",
    "Your cards are face down: bid blind nil, or look at your cards.": (
        "카드가 엎어져 있습니다: 블라인드 닐을 비드하거나 카드를 보세요."
    ),
    "Your turn: play a card.": "내 차례: 카드를 내세요.",
    # the scene
    "Bidding…": "비드 중…",
    "Waiting to bid": "비드 대기",
    "{0} card": "{0}장",
    "{0} cards": "{0}장",
    "Partner": "파트너",
    "Last trick: won by {0}": "지난 트릭: {0} 획득",
    "No trick played yet": "아직 트릭이 없습니다",
    "{0} led · {1} winning": "{0} 리드 · {1} 우세",
    "Hand {0}": "{0}판",
    "Hand over": "판 종료",
    "Trick {0} of {1}": "트릭 {0} / {1}",
    "Spades broken": "스페이드 개방",
    "Bidding": "비드",
    "Bags: {0}": "누적 백: {0}",
    # words and log lines
    "Blind nil": "블라인드 닐",
    "{0} · Took {1}": "{0} · 트릭 {1}",
    "Counterclockwise": "시계 반대 방향",
    "Clockwise": "시계 방향",
    "— Hand {0} · dealer: {1} —": "— {0}판 · 딜러: {1} —",
    "You look at your cards.": "카드를 확인했습니다.",
    "You bid nil.": "나: 닐 비드.",
    "You bid blind nil!": "나: 블라인드 닐 비드!",
    "You bid {0}.": "나: {0} 비드.",
    "{0} bids nil.": "{0}: 닐 비드.",
    "{0} bids blind nil!": "{0}: 블라인드 닐 비드!",
    "{0} bids {1}.": "{0}: {1} 비드.",
    # Every log line as "이름: 무엇." (no 님 in one kind of line only, no particle after
    # a name the player may type): "비드 끝. 첫 리드: 미나.", "미나: 2번째 트릭 획득."
    "Bidding is over; you lead.": "비드 끝. 첫 리드: 나.",
    "Bidding is over; {0} leads.": "비드 끝. 첫 리드: {0}.",
    # The person's lines as the others' ("레오: J♦."): "4♦ 카드를 냈습니다." read apart.
    "You play {0}.": "나: {0}.",
    "{0} plays {1}.": "{0}: {1}.",
    "Spades are broken.": "스페이드가 개방되었습니다.",
    "You take trick {0}.": "나: {0}번째 트릭 획득.",
    "{0} takes trick {1}.": "{0}: {1}번째 트릭 획득.",
    "{0}: {1:+d} (total {2})": "{0}: {1:+d} (합계 {2})",
    "Hand {0} scored.": "{0}판 점수 계산.",
    "Game over. Winner: {0} with {1} points.": "게임 종료. 승자: {0} ({1}점).",
    # the bidding coach: hint, advice panel, bid-versus-tricks summary
    "Hint": "힌트",
    "The coach is thinking…": "코치가 생각하는 중…",
    "The coach could not advise: {0}": "코치가 조언하지 못했습니다: {0}",
    "Coach": "코치",
    "Choose a number first (or press H to ask the coach).":
        "먼저 숫자를 고르세요 (코치에게 물으려면 H).",
    "the coach's bid": "코치의 비드",
    "your bid": "내 비드",
    "Coach: bid {0}": "코치: {0} 비드",
    "Nil is worth it.": "닐을 부를 만합니다.",
    "Nil is not worth it.": "닐은 부를 만하지 않습니다.",
    "Player": "플레이어",
    "Tricks": "트릭",
    "Result (team)": "결과 (팀)",
    "Hand {0}: bid vs tricks": "{0}판: 비드 대 트릭",
    "nil made": "닐 성공",
    "nil set": "닐 실패",
    "made, {0} bag": "성공, 백 {0}개",
    "made, {0} bags": "성공, 백 {0}개",
    "made": "성공",
    "set ({0} of {1})": "실패 ({1}트릭 중 {0})",
    "Side aces (not spades): {0}, about one trick each.":
        "사이드 에이스(스페이드 제외): {0}장, 각각 약 한 트릭.",
    "Side kings: {0}, counted as half a trick each: {1:g}.":
        "사이드 킹: {0}장, 각각 반 트릭으로 계산: {1:g}.",
    "Spade winners: {0}.": "스페이드 승리 카드: {0}장.",
    "The count gives {0:g} tricks: bid {1}.": "계산으로는 {0:g}트릭: {1} 비드.",
    "The count gives {0:g} trick: bid {1}.": "계산으로는 {0:g}트릭: {1} 비드.",
    "Playing out {1} deals of the other cards to win tricks, the hand takes {0:.1f} tricks"
    " on average.":
        "나머지 카드를 {1}번 나눠 트릭을 이기려고 플레이해 보면 이 손패는 평균 {0:.1f}트릭을"
        " 받습니다.",
    "The simulation agrees: bid {0}.": "시뮬레이션도 같습니다: {0} 비드.",
    "The simulation says bid {0}, more than the count's {1}.":
        "시뮬레이션은 {0} 비드를 권합니다. 계산의 {1}보다 많습니다.",
    "The simulation says bid {0}, less than the count's {1}.":
        "시뮬레이션은 {0} 비드를 권합니다. 계산의 {1}보다 적습니다.",
    "On average bidding {0} scores {1:+.0f} points, bidding {2} scores {3:+.0f}.":
        "평균적으로 {0} 비드는 {1:+.0f}점, {2} 비드는 {3:+.0f}점입니다.",
    "A long side suit ({0} cards) wins tricks once the others run out.":
        "긴 사이드 무늬({0}장)는 다른 사람들의 카드가 떨어지면 트릭을 얻습니다.",
    "{0} spades: the count only credits {1} of them as winners.":
        "스페이드 {0}장: 계산은 그중 {1}장만 승리 카드로 셉니다.",
    "Side queens with cover ({0}) often win a trick; the count gives them none.":
        "받쳐 주는 카드가 있는 사이드 퀸({0}장)은 종종 트릭을 얻지만 계산에서는 0으로 봅니다.",
    "A bare or once-guarded side king ({0}) is often caught by the ace.":
        "혼자이거나 한 장만 받쳐 주는 사이드 킹({0}장)은 에이스에 잡히기 쉽습니다.",
    "An ace in a side suit of {0} cards is likely to be trumped.":
        "{0}장짜리 사이드 무늬의 에이스는 스페이드에 잘릴 가능성이 큽니다.",
    "Short suits ruff only with spades to spare; {0} spades are too few.":
        "짧은 무늬는 남는 스페이드가 있어야 러프할 수 있습니다. 스페이드 {0}장은 부족합니다.",
    "Short suits ruff only with spades to spare; {0} spade is too few.":
        "짧은 무늬는 남는 스페이드가 있어야 러프할 수 있습니다. 스페이드 {0}장은 부족합니다.",
    "Your partner bid nil: covering it costs tricks of your own.":
        "파트너가 닐을 불렀습니다. 닐을 지켜 주느라 내 트릭을 잃게 됩니다.",
    "An opponent bid nil: ducking it gives you extra tricks.":
        "상대가 닐을 불렀습니다. 닐을 깨려다 보면 트릭을 더 받게 됩니다.",
    "Your team has {0} bags; the penalty comes at {1}, so overtricks hurt.":
        "우리 팀의 백이 {0}개이고 {1}개에서 벌점이므로 오버트릭은 손해입니다.",
    "The game score ({0} to {1}) changes what a bid is worth.":
        "게임 점수({0} 대 {1})에 따라 비드의 가치가 달라집니다.",
    "Played for nil (ducking every trick), the hand takes no trick in {0:.0%} of the deals.":
        "닐로 플레이하면(모든 트릭을 피하면) 딜의 {0:.0%}에서 트릭을 하나도 받지 않습니다.",
    "Nil is worth it: {0:+.0f} points on average against {1:+.0f} for bidding {2}.":
        "닐을 부를 만합니다: 평균 {0:+.0f}점, {2} 비드는 {1:+.0f}점.",
    "Nil is not worth it: {0:+.0f} points on average against {1:+.0f} for bidding {2}.":
        "닐은 부를 만하지 않습니다: 평균 {0:+.0f}점, {2} 비드는 {1:+.0f}점.",
    "Nil is not advised with an ace or three high cards: good defenders force a trick with them"
    " more often than the simulated ones ({0:.0%} clean).":
        "에이스나 높은 카드 세 장이 있으면 닐을 권하지 않습니다: 실제 상대는 시뮬레이션보다"
        " 더 자주 그 카드로 트릭을 받게 만듭니다(시뮬레이션 성공률 {0:.0%}).",
    # bidding practice
    "Score even": "점수 동점",
    "Behind by 150": "150점 뒤짐",
    "Ahead near the target": "앞서며 목표 점수 근처",
    "No bags held": "백 없음",
    "8 bags held": "백 8개 보유",
    "Bid 1st (no bids known)": "첫 번째로 비드 (알려진 비드 없음)",
    "Bid 2nd (one opponent has bid)": "두 번째로 비드 (상대 한 명 비드함)",
    "Bid 3rd (partner's bid known)": "세 번째로 비드 (파트너 비드 알려짐)",
    "Bid 4th (all bids known)": "네 번째로 비드 (모든 비드 알려짐)",
    "New hand": "새 손패",
    "Play it out": "끝까지 플레이",
    "Back": "뒤로",
    "The practice progress could not be read and was set aside as {0}.\n\nReason: {1}\n\n"
    "Your accuracy starts again from zero.":
        "연습 기록을 읽을 수 없어 {0} 파일로 옮겨 두었습니다.\n\n이유: {1}\n\n"
        "정확도는 0부터 다시 시작합니다.",
    "Could not save the practice progress: {0}": "연습 기록을 저장하지 못했습니다: {0}",
    "The practice progress could not be read.\n\nReason: {0}\n\n"
    "It could not be set aside either ({1}), so it is left untouched and "
    "your accuracy will not be saved.":
        "연습 기록을 읽을 수 없습니다.\n\n이유: {0}\n\n"
        "파일을 따로 옮길 수도 없어서({1}) 그대로 두었으며, 정확도는 저장되지 않습니다.",
    "Hands {0}   Exact {1:.0f}%   Within one {2:.0f}%   Nil choice {3:.0f}%":
        "손패 {0}   정확 {1:.0f}%   1 이내 {2:.0f}%   닐 판단 {3:.0f}%",
    "Dealing…": "카드를 나누는 중…",
    "Played out by hard bots: you took {0} trick with a bid of {1};":
        "어려움 봇이 끝까지 플레이: {1} 비드로 {0}트릭을 받았습니다.",
    "Played out by hard bots: you took {0} tricks with a bid of {1};":
        "어려움 봇이 끝까지 플레이: {1} 비드로 {0}트릭을 받았습니다.",
    "your team took {1} of {2} ({3:+d} point).": "팀은 {2} 중 {1}트릭 ({3:+d}점).",
    "your team took {1} of {2} ({3:+d} points).": "팀은 {2} 중 {1}트릭 ({3:+d}점).",
    "Something went wrong: {0}": "문제가 생겼습니다: {0}",
    "{0}: {1}": "{0}: {1}",
    "Score: your team {0}, opponents {1} (target {2}).  Your team's bags: {3}.  "
    "Partner: {4}.\nBids so far: {5}":
        "점수: 우리 팀 {0}, 상대 {1} (목표 {2}).  우리 팀 백: {3}.  "
        "파트너: {4}.\n지금까지의 비드: {5}",
    "none": "없음",
    "Playing the hand out…": "끝까지 플레이하는 중…",
    "Exactly the coach's bid ({0}).": "코치의 비드({0})와 정확히 같습니다.",
    "Within one trick of the coach's bid ({0}).": "코치의 비드({0})와 1트릭 이내입니다.",
    "Far from the coach's bid ({0}).": "코치의 비드({0})와 차이가 큽니다.",
    "Nil decision: right.": "닐 판단: 맞음.",
    "Nil decision: wrong.": "닐 판단: 틀림.",
    # keyboard and screen readers (issue 18)
    "{0}, cannot be played now": "{0}, 지금 낼 수 없음",
    "Your hand: {0}": "내 패: {0}",
    "{0} played {1}": "{0} 님이 낸 카드: {1}",
    "{0}, winning": "{0}, 이기는 중",
    "Spades table": "스페이드 테이블",
    "Hand log": "게임 기록",
    **PLAY_KO,
    **TEACH_KO,
    **COACH_SIZES_KO,
    **REVIEW_SIZES_KO,
    **HINT_POLISH_KO,
    **PRACTICE_SIZES_KO,
    **PLAYTEST_KO,
    **POLISH_KO,
    **PLAYTEST2_KO,
    **PLAYTEST3_KO,
    **COACH_CLOSE_KO,
    **TABLE_EDGES_KO,
    **PLAYTEST5_KO,
    **PLAYTEST6_KO,
    **A11Y_KO,
    **POLISH_SPADES_KO,
    **A11Y2_KO,
    **FIGURES_HONEST_KO,
    **PLAYTEST7_KO,
    **INTEGRATOR19_KO,
    **GAME_RULES_KO,
    **POLISH8_KO,
    **POLISH9_KO,
    **PLAYTEST9_KO,
    **POLISH10_KO,
    **POLISH11_KO,
}

CATALOGUE: dict[str, str] = {**HISTORY_KO, **KO, **REGISTRY_SPADES_KO, **DEFECTS_KO}
"""What the catalogue is filled from: the Spades tab of the statistics page and the Spades
replay board (gui/spades/history_view.py) say what the history pages say: history_ko's
words, with this table's own where a string is in both."""


def sources() -> list[str]:
    """Every module of the Spades GUI package; lupdate skips those without strings."""
    return fill_ts.sources(NAME)


def main() -> int:
    return fill_ts.build(NAME)


if __name__ == "__main__":
    sys.exit(main())
