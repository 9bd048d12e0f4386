"""Korean for the game menu's leave/switch entries, the statistics page, the hand history
and the replayer: kept apart from ``ko_strings.py`` so these pages can change without
touching the table's strings. ``fill_ts`` merges both tables into ``cardtable_ko.ts``."""

from __future__ import annotations

KO: dict[str, str] = {
    # game menu: leaving a table, switching game, one save per game
    "&Leave table": "테이블 나가기(&L)",
    "&Switch game": "게임 바꾸기(&S)",
    "Start a new game of {0}? Your saved {0} game will be lost.":
        "{0} 새 게임을 시작할까요? 저장된 {0} 게임은 사라집니다.",
    "Your {0} game is saved: resume it from the start screen.":
        "{0} 게임이 저장되었습니다. 시작 화면에서 이어서 할 수 있습니다.",
    "Your {0} game waits on the start screen, but it is not saved: it is lost when you quit.":
        "{0} 게임은 시작 화면에서 이어서 할 수 있지만 저장되지 않았습니다. 끝내면 사라집니다.",
    # the history in the main window
    "Statistics": "통계",
    "Hand history": "판 기록",
    "S&tatistics": "통계(&T)",
    "Hand &history": "판 기록(&H)",
    "The hand history could not be used and was set aside as {0}. A new one was started."
    "\n\nReason: {1}":
        "판 기록 파일을 쓸 수 없어 {0} 파일로 옮겨 두고 새로 시작했습니다.\n\n이유: {1}",
    "The hand history cannot be used, so hands are not being stored.\n\nReason: {0}":
        "판 기록을 쓸 수 없어 판이 저장되지 않습니다.\n\n이유: {0}",
    "The history could not be read: {0}": "기록을 읽을 수 없습니다: {0}",
    "It was set aside as {0}; a new one was started.":
        "{0} 파일로 옮겨 두고 새 기록을 시작했습니다.",
    "the history is not available": "기록을 쓸 수 없습니다",
    # results and counts
    "{0} chip": "{0}칩",
    "{0} chips": "{0}칩",
    "{0} point": "{0}점",
    "{0} points": "{0}점",
    "1 hand": "1판",
    "{0} hands": "{0}판",
    "Won {0} to {1}": "승리 {0} 대 {1}",
    "Lost {0} to {1}": "패배 {0} 대 {1}",
    "Unfinished, {0} to {1}": "진행 중, {0} 대 {1}",
    # statistics page
    "Back": "뒤로",
    "Refresh": "새로 고침",
    "Hands played": "플레이한 판",
    "Win rate": "승률",
    "Big blinds per 100 hands": "100판당 빅 블라인드",
    "Voluntarily in the pot (VPIP)": "자발적 참여율 (VPIP)",
    "Showdowns won": "쇼다운 승률",
    "Net chips over the hands played": "판마다 쌓인 칩 손익",
    "Hands": "판",
    "Chips": "칩",
    "Games won": "이긴 게임",
    "Bids taken exactly": "비드를 정확히 맞춘 비율",
    "Average miss": "평균 오차",
    "Nil success": "닐 성공률",
    "Bags per hand": "판당 백",
    "Your bid and the tricks you took": "내 비드와 가져온 트릭",
    "Bid": "비드",
    "Tricks taken": "가져온 트릭",
    "No Spades bids stored yet.": "저장된 스페이드 비드가 아직 없습니다.",
    "exact": "정확",
    "over (bags)": "초과 (백)",
    "under (set)": "미달 (세트)",
    "Finished games: your margin": "끝난 게임: 점수 차",
    "Game": "게임",
    "Points ahead": "앞선 점수",
    "No finished Spades games yet.": "끝난 스페이드 게임이 아직 없습니다.",
    "sittings: {0}": "세션: {0}",
    "hands won: {0} of {1}": "이긴 판: {1}판 중 {0}판",
    "called or raised before the first draw": "첫 드로우 전에 콜이나 레이즈한 비율",
    "showdowns won: {0} of {1}": "쇼다운 승리: {1}번 중 {0}번",
    "games won: {0} of {1}": "이긴 게임: {1}게임 중 {0}게임",
    "exact: {0} of {1}; made or beaten: {2}": "정확: {1}번 중 {0}번 · 달성 이상: {2}",
    "tricks off your bid": "비드와 트릭 수의 차이",
    "made: {0} of {1} (blind nil: {2} of {3})":
        "성공: {1}번 중 {0}번 (블라인드 닐: {3}번 중 {2}번)",
    "bags: {0} · penalties: {1}": "백: {0} · 벌점: {1}번",
    # hand history
    "Replay": "다시 보기",
    "All games": "모든 게임",
    "Show:": "보기:",
    "When": "날짜",
    "Result": "결과",
    "Details": "내용",
    "No hands stored yet. Every hand you finish at a table appears here.":
        "저장된 판이 아직 없습니다. 테이블에서 끝낸 판은 모두 여기에 나옵니다.",
    "{0} · {1} players": "{0} · {1}명",
    "Hand {0}": "{0}번째 판",
    "{0} · hand {1} · {2}": "{0} · {1}번째 판 · {2}",
    # replayer
    "First": "처음",
    "◀ Back": "◀ 이전",
    "Forward ▶": "다음 ▶",
    "Last": "마지막",
    "Previous hand": "이전 판",
    "Back to the list": "목록으로",
    "Everyone's cards": "모두의 카드",
    "Steps": "진행",
    "The deal. Dealer: {0}": "카드를 나눕니다. 딜러: {0}",
    "Step {0} of {1}": "{1}단계 중 {0}단계",
    "folded": "폴드",
    "no cards left": "남은 카드 없음",
}
