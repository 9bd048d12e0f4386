"""Korean for the Badugi decision review and the leak report (the table's review window, the
replayer's review, the statistics page's report): kept apart from ``ko_strings.py`` and
``history_ko.py`` so the review can change without touching them. ``fill_ts`` merges it.

Sentences are written around their numbered places with no particle straight after one (the
particle would fit some words and not others): "{0} 패로" puts a noun between."""

from __future__ import annotations

KO: dict[str, str] = {
    # one line per flagged decision (badugi.review.explain, gui.badugi.review_text.words)
    "{0} {1} {2}: {3} bb ({4} was worth more)": "{2} {1} {0}: {3} bb ({4} 쪽이 더 나았음)",
    "with {0}": "{0} 패로",
    "Folded to {0}": "폴드 ({0})",
    "Checked": "체크",
    "Called {0}": "콜 ({0})",
    "Bet {0} bb": "{0} bb 벳",
    "Raised": "레이즈",
    "Raised to {0} bb": "{0} bb까지 레이즈",
    "Drew one card": "1장 교체",
    "Drew {0} cards": "{0}장 교체",
    "Stood pat": "패스 (스탠딩 팻)",
    "one bet": "1벳",
    "{0} bets": "{0}벳",
    "{0} bb": "{0} bb",
    "against a pat hand": "패스한 상대에게",
    "against {0} pat hands": "패스한 상대 {0}명에게",
    "against one player": "상대 한 명에게",
    "against one player drawing one card": "1장 바꾼 상대 한 명에게",
    "against one player drawing {0} cards": "{0}장 바꾼 상대 한 명에게",
    "against {0} players": "상대 {0}명에게",
    "folding": "폴드",
    "checking": "체크",
    "calling": "콜",
    "betting": "벳",
    "raising": "레이즈",
    "betting {0} bb": "{0} bb 벳",
    "raising to {0} bb": "{0} bb까지 레이즈",
    "drawing one card": "1장 교체",
    "drawing {0} cards": "{0}장 교체",
    "standing pat": "패스",
    # rounds and situations
    "before the first draw": "첫 드로우 전",
    "after the first draw": "첫 드로우 후",
    "after the second draw": "두 번째 드로우 후",
    "after the last draw": "마지막 드로우 후",
    "the first draw": "첫 번째 드로우",
    "the second draw": "두 번째 드로우",
    "the last draw": "마지막 드로우",
    "In the first draw": "첫 번째 드로우에서",
    "In the second draw": "두 번째 드로우에서",
    "In the last draw": "마지막 드로우에서",
    "Facing a bet before the first draw": "첫 드로우 전, 베팅을 받았을 때",
    "Facing a bet after the first draw": "첫 드로우 후, 베팅을 받았을 때",
    "Facing a bet after the second draw": "두 번째 드로우 후, 베팅을 받았을 때",
    "Facing a bet after the last draw": "마지막 드로우 후, 베팅을 받았을 때",
    "No bet to face before the first draw": "첫 드로우 전, 베팅이 없을 때",
    "No bet to face after the first draw": "첫 드로우 후, 베팅이 없을 때",
    "No bet to face after the second draw": "두 번째 드로우 후, 베팅이 없을 때",
    "No bet to face after the last draw": "마지막 드로우 후, 베팅이 없을 때",
    # positions, actions, hands
    "Early position": "앞쪽 자리",
    "Late position": "뒤쪽 자리",
    "Button": "버튼",
    "Folds": "폴드",
    "Checks": "체크",
    "Calls": "콜",
    "Bets": "벳",
    "Raises": "레이즈",
    "Draws": "드로우",
    "Standing pat": "패스",
    "Badugis": "메이드 (바둑이)",
    "Three-card hands": "세 장 패",
    "Two-card hands": "두 장 패",
    "One-card hands": "한 장 패",
    # a decision's choices
    "Draw {0} card": "{0}장 바꾸기",
    "Draw {0} cards": "{0}장 바꾸기",
    "Raise to {0} bb": "{0} bb까지 레이즈",
    "Call": "콜",
    # a hand's review
    "Each decision judged only on what you knew then: your cards, the bets, the draw counts "
    "and the players' records, never the hidden cards.":
        "모든 결정은 그때 알던 것만으로 판단합니다: 내 카드, 베팅, 바꾼 장수, 플레이어들의 "
        "기록. 숨겨진 카드는 보지 않습니다.",
    "You had no decision to make.": "결정할 일이 없었습니다.",
    "A cost is flagged when it is at least twice its standard error (±, from the playouts) "
    "and 0.25 bb.":
        "손실이 표준오차(±, 시뮬레이션에서 나온 값)의 두 배 이상이고 0.25 bb 이상일 때만 "
        "실수로 표시합니다.",
    "Step {0}": "{0}단계",
    "badugi {0}": "바둑이 {0}",
    "Cost {0} bb ± {1}": "손실 {0} bb ± {1}",
    "Review hand": "판 복기",
    "Review of hand {0}": "{0}번째 판 복기",
    "Working out the review of this hand…": "이번 판을 복기하는 중…",
    "This hand could not be reviewed: {0}": "이 판은 복기할 수 없습니다: {0}",
    "Review of your decisions": "내 결정 복기",
    # the leak report
    "Where you lose most": "가장 많이 잃는 곳",
    "By situation": "상황별",
    "By position": "자리별",
    "By action": "행동별",
    "By hand": "패별",
    "Where": "어디서",
    "Decisions": "결정",
    "Flagged": "실수",
    "No reviewed hands yet. Every hand you finish is reviewed when you open the statistics.":
        "아직 복기한 판이 없습니다. 통계를 열면 끝낸 판을 모두 복기합니다.",
    "{0} more being reviewed in the background…": "{0}판 더 복기하는 중…",
    "Hand {0}: {1}": "{0}번째 판: {1}",
}
