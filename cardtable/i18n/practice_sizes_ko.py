"""Korean for the bidding practice at three, five and six players (``gui/spades/
practice_text.py``, ``coach_practice.py``): the table's size in the situation choices (the
new-game dialog's words: "각자 플레이", "파트너 두 팀"), the bidding positions at each size,
the table line and the played-out hand where everyone plays alone."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    "Three players, each alone": "3명, 각자 플레이",
    "Four players, two teams of partners": "4명, 파트너 두 팀",
    "Five players, each alone": "5명, 각자 플레이",
    "Six players, three teams of partners": "6명, 파트너 세 팀",
    "Bid 3rd (all bids known)": "세 번째로 비드 (모든 비드 알려짐)",
    "Bid 3rd (two opponents have bid)": "세 번째로 비드 (상대 두 명 비드함)",
    "Bid 4th (three opponents have bid)": "네 번째로 비드 (상대 세 명 비드함)",
    "Bid 4th (partner's bid known)": "네 번째로 비드 (파트너 비드 알려짐)",
    "Bid 5th (partner's bid known)": "다섯 번째로 비드 (파트너 비드 알려짐)",
    "Bid 5th (all bids known)": "다섯 번째로 비드 (모든 비드 알려짐)",
    "Bid 6th (all bids known)": "여섯 번째로 비드 (모든 비드 알려짐)",
    "Played out by hard bots: you took {0} trick with a bid of {1} ({2:+d} points).":
        "어려움 봇이 끝까지 플레이: {1} 비드로 {0}트릭을 받았습니다 ({2:+d}점).",
    "Played out by hard bots: you took {0} tricks with a bid of {1} ({2:+d} points).":
        "어려움 봇이 끝까지 플레이: {1} 비드로 {0}트릭을 받았습니다 ({2:+d}점).",
    "Table: {0}.": "테이블: {0}.",
    "Score: your team {0}, the other teams {1} (target {2}).  Your team's bags: {3}.  "
    "Partner: {4}.\nBids so far: {5}":
        "점수: 우리 팀 {0}, 다른 팀 {1} (목표 {2}).  우리 팀 백: {3}.  "
        "파트너: {4}.\n지금까지의 비드: {5}",
    "Score: you {0}, the others {1} (target {2}).  Your bags: {3}.  Everyone plays alone.\n"
    "Bids so far: {4}":
        "점수: 나 {0}, 다른 사람 {1} (목표 {2}).  내 백: {3}.  모두 각자 플레이합니다.\n"
        "지금까지의 비드: {4}",
}
# fmt: on
