"""Korean for the Spades table, kept apart from the shell's ``cardtable_ko.ts`` so the two
can be edited independently; the app installs both translators.

Run from the repository root:  .venv/bin/python -m cardtable.i18n.spades_ko
It collects the strings of the Spades GUI files into ``spades_ko.ts``, fills in the table
below and compiles ``spades_ko.qm``. A string without an entry is reported and left
unfinished, so nothing is silently shown in English.
"""

from __future__ import annotations

import sys
from pathlib import Path

from cardtable.i18n.fill_ts import update

HERE = Path(__file__).resolve().parent
TS = HERE / "spades_ko.ts"
QM = HERE / "spades_ko.qm"

KO: dict[str, str] = {
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
    "Table": "테이블",
    "Your name:": "내 이름:",
    "Players:": "인원:",
    "Direction of play:": "진행 방향:",
    "Points to win:": "승리 점수:",
    "A team loses at:": "패배 점수:",
    "Bidding and scoring": "비드와 점수",
    "Nil is worth:": "닐 점수:",
    "Blind nil is worth:": "블라인드 닐 점수:",
    "Blind nil only when behind by (0 = always):": "블라인드 닐은 이만큼 뒤질 때만 (0 = 항상):",
    "Bags before the penalty:": "벌점까지의 백 수:",
    "Penalty points:": "벌점:",
    "Computer players": "컴퓨터 플레이어",
    "Start": "시작",
    "3 — everyone plays alone": "3명 — 각자 플레이",
    "4 — two teams of partners": "4명 — 파트너 두 팀",
    "5 — everyone plays alone": "5명 — 각자 플레이",
    "6 — three teams of partners": "6명 — 파트너 세 팀",
    "Beginner (random)": "초보 (무작위)",
    "Basic": "기본",
    "Seat {0} (your partner)": "{0}번 자리 (내 파트너)",
    "Seat {0} (opponent)": "{0}번 자리 (상대)",
    "Seat {0}": "{0}번 자리",
    "You sit at seat 1; partners sit opposite each other.": (
        "나는 1번 자리에 앉습니다. 파트너끼리 마주 앉습니다."
    ),
    "You sit at seat 1; everyone plays for himself.": (
        "나는 1번 자리에 앉습니다. 모두 각자 플레이합니다."
    ),
    "Every player needs a name.": "모든 플레이어에게 이름이 필요합니다.",
    "Two players have the same name.": "이름이 같은 플레이어가 있습니다.",
    "These settings cannot be played: {0}": "이 설정으로는 게임할 수 없습니다: {0}",
    # table actions and notices
    "Play the chosen card / bid": "고른 카드 내기 / 비드하기",
    "Bid": "비드",
    "Bid nil": "닐 비드",
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
    "Game resumed.": "게임을 이어서 합니다.",
    "A computer player made an illegal move: {0}": (
        "컴퓨터 플레이어가 규칙에 어긋난 수를 두었습니다: {0}"
    ),
    "A computer player failed: {0}": "컴퓨터 플레이어에 오류가 났습니다: {0}",
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
    "Your bid: how many tricks will you take?": "비드: 트릭을 몇 개 가져올까요?",
    "Your turn: play a card.": "내 차례: 카드를 내세요.",
    # the scene
    "Bidding…": "비드 중…",
    "Waiting to bid": "비드 대기",
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
    # words and log lines
    "Blind nil": "블라인드 닐",
    "{0} · Took {1}": "{0} · 트릭 {1}",
    "Counterclockwise": "시계 반대 방향",
    "Clockwise": "시계 방향",
    "— Hand {0} · dealer: {1} —": "— {0}판 · 딜러: {1} —",
    "You look at your cards.": "카드를 확인했습니다.",
    "You bid nil.": "닐을 비드했습니다.",
    "You bid blind nil!": "블라인드 닐을 비드했습니다!",
    "You bid {0}.": "{0}을(를) 비드했습니다.",
    "{0} bids nil.": "{0}: 닐 비드.",
    "{0} bids blind nil!": "{0}: 블라인드 닐 비드!",
    "{0} bids {1}.": "{0}: {1} 비드.",
    "Bidding is over; you lead.": "비드 끝. 내가 리드합니다.",
    "Bidding is over; {0} leads.": "비드 끝. {0}이(가) 리드합니다.",
    "You play {0}.": "{0}을(를) 냈습니다.",
    "{0} plays {1}.": "{0}: {1}.",
    "Spades are broken.": "스페이드가 개방되었습니다.",
    "You take trick {0}.": "트릭 {0}을(를) 가져왔습니다.",
    "{0} takes trick {1}.": "{0}이(가) 트릭 {1}을(를) 가져갑니다.",
    "{0}: {1:+d} (total {2})": "{0}: {1:+d} (합계 {2})",
    "Hand {0} scored.": "{0}판 점수 계산.",
    "Game over. Winner: {0} with {1} points.": "게임 종료. 승자: {0} ({1}점).",
}

SOURCES = (
    "cardtable/gui/spades_table.py",
    "cardtable/gui/spades_scene.py",
    "cardtable/gui/spades_text.py",
    "cardtable/gui/spades_scoresheet.py",
    "cardtable/gui/newgame_spades.py",
)


def main() -> int:
    return update(list(SOURCES), TS, QM, KO)


if __name__ == "__main__":
    sys.exit(main())
