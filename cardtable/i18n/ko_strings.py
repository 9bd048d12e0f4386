"""Korean translations of the UI strings, source text → translation.

``fill_ts.py`` writes them into ``cardtable_ko.ts`` after ``pyside6-lupdate`` has collected
the source strings; ``pyside6-lrelease`` then compiles the .qm the app loads. Keeping them as
a Python table lets a reviewer read and diff them without Qt Linguist.
"""

from __future__ import annotations

KO: dict[str, str] = {
    # new-game dialog
    "New Badugi game": "새 바둑이 게임",
    "You": "나",
    "No raise cap when two players are left": "두 명만 남으면 레이즈 제한 없음",
    "Triple draw": "트리플 드로우 (세 번 바꾸기)",
    "Single draw": "싱글 드로우 (한 번 바꾸기)",
    "Table": "테이블",
    "Your name:": "내 이름:",
    "Seats:": "자리 수:",
    "Your seat:": "내 자리:",
    "Starting chips:": "시작 칩:",
    "Stakes": "판돈",
    "Betting:": "베팅 방식:",
    "Blinds (small / big):": "블라인드 (스몰 / 빅):",
    "Raises per round (fixed limit):": "라운드당 레이즈 횟수 (리밋):",
    "Draws:": "드로우:",
    "Most cards in draw 2 (lunch):": "두 번째 드로우(점심) 최대 장수:",
    "Most cards in draw 3 (dinner):": "세 번째 드로우(저녁) 최대 장수:",
    "Computer players": "컴퓨터 플레이어",
    "Difficulty:": "난이도:",
    "Difficulty": "난이도",
    "Mixed (set per player)": "섞어서 (플레이어마다 따로)",
    "How strong all the computer players are; each can be set below.":
        "모든 컴퓨터 플레이어의 실력입니다. 아래에서 한 명씩 따로 정할 수도 있습니다.",
    "Start": "시작",
    "Beginner (random)": "초보 (무작위)",
    "Basic": "기본",
    "Any (up to 4)": "제한 없음 (최대 4장)",
    "Seat {0}": "{0}번 자리",
    "The small blind cannot be larger than the big blind.":
        "스몰 블라인드는 빅 블라인드보다 클 수 없습니다.",
    "In fixed limit the small blind must be exactly half the big blind.":
        "리밋 게임에서는 스몰 블라인드가 빅 블라인드의 정확히 절반이어야 합니다.",
    "Starting chips must cover at least the big blind.":
        "시작 칩은 적어도 빅 블라인드만큼은 있어야 합니다.",
    "Every player needs a name.": "모든 플레이어에게 이름이 필요합니다.",
    "Two players have the same name.": "이름이 같은 플레이어가 있습니다.",
    # table
    "Fold": "폴드",
    "½ Pot": "하프 팟",
    "Pot": "팟",
    "All-in": "올인",
    "Stand pat": "패스 (스탠딩 팻)",
    "Next hand": "다음 판",
    "Mark card {0}": "{0}번째 카드 선택",
    "Welcome to the Badugi table.": "바둑이 테이블에 오신 것을 환영합니다.",
    "Game resumed.": "게임을 이어서 합니다.",
    "&Mute sounds": "소리 끄기(&M)",
    "Sounds off.": "소리를 껐습니다.",
    "Sounds on.": "소리를 켰습니다.",
    "Sounds (M turns them off and on)": "소리 (M 키로 끄고 켭니다)",
    "Volume": "음량",
    "Volume:": "음량:",
    "cardtable is already running with the data folder {0}, but its window did not answer. "
    "Switch to it, or quit it and start cardtable again.":
        "cardtable이 이미 실행 중입니다(데이터 폴더: {0}). 그런데 그 창이 응답하지 않습니다. "
        "그 창으로 가거나, 그 창을 닫고 cardtable을 다시 시작하세요.",
    "The hand history can be looked at but not added to, so the hands you play now are not "
    "being stored.\n\nReason: {0}":
        "지난 판 기록은 볼 수는 있지만 더할 수는 없어서, 지금 하는 판은 기록되지 않습니다."
        "\n\n이유: {0}",
    "Settings could not be read": "설정을 읽을 수 없습니다",
    "Your settings could not be read ({0}) and were set aside as {1}.\n\n"
    "cardtable uses its default settings; choose yours again in Settings.":
        "설정 파일을 읽을 수 없어서({0}) 다른 이름으로 옮겨 두었습니다: {1}\n\n"
        "기본 설정을 사용합니다. 설정 메뉴에서 다시 골라 주세요.",
    "Your settings in {0} could not be read ({1}) and could not be set aside either "
    "({2}). cardtable uses its default settings.":
        "{0}의 설정 파일을 읽을 수 없고({1}) 다른 이름으로 옮길 수도 없었습니다({2}). "
        "기본 설정을 사용합니다.",
    "A computer player made an illegal move: {0}": "컴퓨터 플레이어가 규칙에 어긋난 행동을 했습니다: {0}",  # noqa: E501
    "A computer player failed: {0}": "컴퓨터 플레이어에 오류가 생겼습니다: {0}",
    "That amount is not allowed here.": "지금은 그 금액을 걸 수 없습니다.",
    "Too many cards for this draw.": "이번 드로우에서 바꿀 수 있는 장수를 넘었습니다.",
    "You cannot check: there is a bet to call or fold.":
        "체크할 수 없습니다: 베팅이 있으니 콜하거나 폴드하세요.",
    "It is not your turn.": "내 차례가 아닙니다.",
    "The hand is over.": "이번 판은 끝났습니다.",
    "You may change at most {0} cards in this draw.": "이번 드로우에서는 최대 {0}장까지 바꿀 수 있습니다.",  # noqa: E501
    "You buy in again for {0}.": "칩 {0}개로 다시 바이인했습니다.",
    "Out of chips": "칩이 없습니다",
    "You have no chips left. Buy in again for {0}?": "칩을 모두 잃었습니다. 칩 {0}개로 다시 바이인할까요?",  # noqa: E501
    "{0} is thinking…": "{0} 님이 생각 중…",
    "Bet": "벳",
    "Raise": "레이즈",
    "Draw {0}": "{0}장 드로우",
    "Draw": "드로우",
    # words at the table
    "{0} badugi": "{0} 바둑이",
    "three-card {0}": "세 장 {0}",
    "two-card {0}": "두 장 {0}",
    "one-card {0}": "한 장 {0}",
    "Fixed limit": "리밋",
    "Pot limit": "팟 리밋",
    "Half-pot limit": "하프 팟 리밋",
    "No limit": "노 리밋",
    "the draw": "드로우",
    "draw 1 (breakfast)": "첫 번째 드로우 (아침)",
    "draw 2 (lunch)": "두 번째 드로우 (점심)",
    "draw 3 (dinner)": "세 번째 드로우 (저녁)",
    "first betting round": "첫 베팅 라운드",
    "final betting round": "마지막 베팅 라운드",
    "betting round {0}": "{0}번째 베팅 라운드",
    "pat": "패스",
    "drew {0}": "{0}장 바꿈",
    "Check": "체크",
    "Call {0}": "콜 {0}",
    "Bet {0}": "벳 {0}",
    "Raise to {0}": "{0}까지 레이즈",
    "{0} (all-in)": "{0} (올인)",
    "— Hand {0} · button: {1} —": "— {0}번째 판 · 버튼: {1} —",
    "{0}: small blind {1}": "{0}: 스몰 블라인드 {1}",
    "{0}: big blind {1}": "{0}: 빅 블라인드 {1}",
    "Pot {0}": "팟 {0}",
    "The discards are shuffled into a new stub ({0} cards)": "버린 카드 {0}장을 섞어 새로 씁니다",
    "stand pat": "패스",
    "You win {0}": "내가 {0} 획득",
    "{0}: uncalled {1} returned": "{0}: 아무도 콜하지 않은 {1} 돌려받음",
    "The discards are shuffled into a new stub ({0} card)": "버린 카드 {0}장을 섞어 새로 씁니다",
    "Check/Fold": "체크/폴드",
    "Call any": "무조건 콜",
    # computer players' levels
    "Easy": "쉬움",
    "Medium": "보통",
    "Hard": "어려움",
    "[out {0}, in {1}]": "[버림 {0}, 받음 {1}]",
    "{0}: shows {1} ({2})": "{0}: {1} 공개 ({2})",
    "{0}: mucks": "{0}: 카드를 덮음",
    "You show {0} ({1})": "내 카드 공개: {0} ({1})",
    "You muck": "내 카드를 덮음",
    "You win {0} from {1}": "내가 {1}에서 {0} 획득",
    "the pot": "팟",
    "side pot {0}": "사이드 팟 {0}",
    "{0}: wins {1} from {2}": "{0}: {2}에서 {1} 획득",
    "Sitting out": "쉬는 중",
    "Folded": "폴드함",
    "Side pot {0}": "사이드 팟 {0}",
    "{0} wins {1}": "{0} 님 {1} 획득",
    "Hand {0} · {1} {2}/{3}": "{0}번째 판 · {1} {2}/{3}",
    "Hand over": "판 종료",
    "Total pot {0}": "전체 팟 {0}",
    "Small blind": "스몰 블라인드",
    "Big blind": "빅 블라인드",
    "Mucked": "카드 덮음",
    "Wins {0}": "{0} 획득",
    # games
    "Badugi": "바둑이",
    # main window
    "&Game": "게임(&G)",
    "&New game…": "새 게임(&N)…",
    "&Resume": "이어하기(&R)",
    "&Settings…": "설정(&S)…",
    "&Quit": "끝내기(&Q)",
    "&Table": "테이블(&T)",
    "&Help": "도움말(&H)",
    "&Rules": "규칙(&R)",
    "&About cardtable": "cardtable 정보(&A)",
    "Saved game could not be read": "저장된 게임을 읽을 수 없습니다",
    "Problems found": "문제가 있습니다",
    "cardtable found these problems:": "cardtable에서 다음 문제를 발견했습니다:",
    "Could not save the game: {0}": "게임을 저장하지 못했습니다: {0}",
    "Could not save the game": "게임을 저장하지 못했습니다",
    "The saved game could not be read.\n\nReason: {0}\n\n"
    "It could not be set aside either ({1}), so it is left untouched in "
    "{2} and nothing will be saved over it. You can play, but your games "
    "will not be saved until that folder can be written to.":
        "저장된 게임을 읽을 수 없습니다.\n\n이유: {0}\n\n"
        "파일을 따로 옮길 수도 없어서({1}) {2}에 그대로 두었으며, 그 위에 저장하지 않습니다. "
        "게임은 할 수 있지만 그 폴더에 쓸 수 있게 될 때까지 게임이 저장되지 않습니다.",
    "Games are not being saved: the unreadable saved game in {0} is kept "
    "untouched. Make the folder writable and restart cardtable.":
        "게임이 저장되지 않고 있습니다: {0}의 읽을 수 없는 저장 파일을 그대로 두었습니다. "
        "폴더에 쓸 수 있게 한 뒤 cardtable을 다시 시작하세요.",
    "Nothing can be saved in {0} ({1}): games and training progress will be "
    "lost when you quit. Make the folder writable and restart cardtable.":
        "{0}에 아무것도 저장할 수 없습니다({1}): 끝내면 게임과 연습 기록이 사라집니다. "
        "폴더에 쓸 수 있게 한 뒤 cardtable을 다시 시작하세요.",
    "Your game is not being saved: {0}. It cannot be resumed later until "
    "saving works again.":
        "게임이 저장되지 않고 있습니다: {0}. 다시 저장할 수 있게 될 때까지 "
        "나중에 이어서 할 수 없습니다.",
    "New game": "새 게임",
    "Resume": "이어하기",
    "There is no saved game.": "저장된 게임이 없습니다.",
    "Game over": "게임 끝",
    "The game is over. Thanks for playing!": "게임이 끝났습니다. 즐겨 주셔서 고맙습니다!",
    "Rules of {0}": "{0} 규칙",
    "About": "정보",
    # rules
    "Each player gets four cards face down. The aim is the lowest hand of four different suits "
    "and four different ranks: a <b>badugi</b>.":
        "각자 카드 네 장을 엎어서 받습니다. 목표는 무늬 네 개와 숫자 네 개가 모두 다른 "
        "가장 낮은 패, 곧 <b>바둑이</b>(메이드)입니다.",
    "Only cards of different suits and ranks count. More counted cards always win: any "
    "four-card badugi beats any three-card hand, which beats any two-card hand.":
        "무늬와 숫자가 서로 다른 카드만 셉니다. 세는 카드가 많은 쪽이 항상 이깁니다: "
        "네 장짜리 바둑이는 어떤 세 장 패보다 강하고, 세 장 패는 두 장 패보다 강합니다.",
    "Between hands of the same size, aces are low; compare the highest counted card first, and "
    "the lower one wins. The best hand is A-2-3-4 of four suits. Suits never break a tie; equal "
    "hands split the pot.":
        "장수가 같으면 에이스는 1로 칩니다. 가장 높은 카드부터 비교해 더 낮은 쪽이 이깁니다. "
        "가장 좋은 패는 무늬가 모두 다른 A-2-3-4(골프)입니다. 무늬로는 승부를 가리지 않으며, "
        "같은 패는 팟을 나눕니다.",
    "Triple draw: betting, draw 1 (breakfast), betting, draw 2 (lunch), betting, draw 3 "
    "(dinner), final betting, showdown. Single draw has one draw and two betting rounds.":
        "트리플 드로우: 베팅, 첫 번째 드로우(아침), 베팅, 두 번째 드로우(점심), 베팅, "
        "세 번째 드로우(저녁), 마지막 베팅, 쇼다운. 싱글 드로우는 드로우 한 번과 베팅 두 번입니다.",
    "In a draw you throw away 0 to 4 cards and get as many new ones; keeping all four is "
    "standing pat. How many cards each player changed is public.":
        "드로우에서는 0~4장을 버리고 같은 수만큼 새로 받습니다. 네 장을 모두 지키는 것을 "
        "패스(스탠딩 팻)라고 합니다. 각자 몇 장을 바꿨는지는 모두에게 공개됩니다.",
    "The small blind sits left of the button, the big blind left of that. Before the first draw "
    "the player left of the big blind acts first; later the first player left of the button.":
        "버튼 왼쪽이 스몰 블라인드, 그 왼쪽이 빅 블라인드입니다. 첫 드로우 전에는 빅 블라인드 "
        "왼쪽 사람이 먼저 하고, 그 뒤로는 버튼 왼쪽의 첫 사람부터 합니다.",
    "Fixed limit: bets and raises are one small bet (the big blind) in the first two rounds and "
    "one big bet (twice that) later, with at most one bet and three raises per round. Pot limit "
    "and half-pot limit cap a raise at the pot or half of it; in no limit you may bet all your "
    "chips.":
        "리밋: 처음 두 라운드는 스몰 벳(빅 블라인드만큼), 이후에는 빅 벳(그 두 배)씩 걸며, "
        "라운드마다 벳 한 번과 레이즈 세 번까지입니다. 팟 리밋과 하프 팟 리밋은 레이즈를 팟 또는 "
        "그 절반까지로 제한하고, 노 리밋에서는 가진 칩을 모두 걸 수 있습니다.",
    "At the showdown the best hand wins; a player who goes all-in can only win the chips he "
    "matched, the rest forms side pots.":
        "쇼다운에서는 가장 좋은 패가 이깁니다. 올인한 사람은 자신이 맞춘 만큼만 가져갈 수 "
        "있고, 나머지는 사이드 팟이 됩니다.",
    # settings
    "Settings": "설정",
    "Off": "끄기",
    "Fast": "빠르게",
    "Normal": "보통",
    "Slow": "느리게",
    "Four-colour deck (blue diamonds, green clubs)": "4색 카드 (파란 다이아몬드, 초록 클로버)",
    "Blue": "파랑",
    "Red": "빨강",
    "Wait for a click": "클릭할 때까지 기다리기",
    " s": "초",
    "System language": "시스템 언어",
    "Animation speed:": "애니메이션 속도:",
    "Card back:": "카드 뒷면:",
    "Next hand after:": "다음 판까지:",
    "Language:": "언어:",
    "A new language is used from the next start.": "바꾼 언어는 다음에 실행할 때부터 적용됩니다.",
    # start screen
    "Resume {0}": "{0} 이어하기",
    # draw trainer and odds panel
    "Draw trainer": "드로우 연습",
    "Show draw odds": "드로우 확률 보기",
    "Show draw odds at the Badugi table": "바둑이 테이블에서 드로우 확률 보기",
    "Allow undo (Ctrl+Z) at the Spades table": "스페이드 테이블에서 무르기 허용 (Ctrl+Z)",
    "A hand played on differently after an undo is marked in the history and left out of the "
    "bid figures.":
        "무르기 뒤 다르게 진행한 판은 기록에 표시되고 비드 수치에서 빠집니다.",
    "Play it out": "끝까지 뽑아 보기",
    "Back to start screen": "시작 화면으로",
    "Live odds": "실시간 확률",
    "#": "순위",
    "Discard": "버릴 카드",
    "Keep": "남길 카드",
    "P(badugi)": "바둑이 확률",
    "Spots:": "상황:",
    "Draws left:": "남은 드로우:",
    "Random": "무작위",
    "Earlier discards (dead cards)": "앞서 버린 카드 (죽은 카드)",
    "The trainer's progress could not be read and was set aside as {0}.\n\nReason: {1}\n\n"
    "Your score starts again from zero.":
        "연습 기록을 읽을 수 없어 {0} 파일로 옮겨 두었습니다.\n\n이유: {1}\n\n"
        "점수는 0부터 다시 시작합니다.",
    "Progress could not be read": "연습 기록을 읽을 수 없음",
    "The trainer's progress could not be read.\n\nReason: {0}\n\n"
    "It could not be set aside either ({1}), so it is left untouched and "
    "your score will not be saved.":
        "연습 기록을 읽을 수 없습니다.\n\n이유: {0}\n\n"
        "파일을 따로 옮길 수도 없어서({1}) 그대로 두었으며, 점수는 저장되지 않습니다.",
    "Could not save the trainer's progress: {0}": "연습 기록을 저장할 수 없습니다: {0}",
    "Score {0}/{1} ({2:.0f}%)   Streak {3}   Best streak {4}":
        "점수 {0}/{1} ({2:.0f}%)   연속 정답 {3}   최고 연속 {4}",
    "Dealing a spot and working out its odds…": "상황을 나누고 확률을 계산하는 중…",
    "Dealing a spot and working out its odds… {0}/16": "상황을 나누고 확률을 계산하는 중… {0}/16",
    "The odds could not be worked out: {0}": "확률을 계산할 수 없습니다: {0}",
    "Spot: {0}": "상황: {0}",
    "Mark cards to see their odds.": "카드를 고르면 그 확률이 보입니다.",
    "Badugi {0}": "바둑이 {0}",
    "Pat decisions": "패스 (스탠딩 팻)",
    "One-card draws": "한 장 드로우",
    "Two-card draws": "두 장 드로우",
    "Breaking a badugi": "메이드 깨기",
    "Other draws": "그 밖의 드로우",
    "1 draw left (the last)": "드로우 1번 남음 (마지막)",
    "{0} draws left": "드로우 {0}번 남음",
    "Opponents before you drew: {0}": "앞선 상대들이 바꾼 장 수: {0}",
    "Your earlier discards (dead): {0}": "앞서 버린 카드 (죽은 카드): {0}",
    "Right: as good as the best play ({0}) within a tenth of a point.":
        "정답: 최선의 선택({0})과 0.1점 안쪽으로 같습니다.",
    "It makes a badugi {0} points less often.":
        "바둑이가 될 확률이 {0}%p 낮습니다.",
    "It makes a badugi {0} points more often, but worse ones.":
        "바둑이가 될 확률은 {0}%p 높지만 더 나쁜 메이드입니다.",
    # the draw trainer's ranking by chance to win, and its memory (issue 20)
    "Wins": "승률",
    "Wins: {0}": "승률 {0}",
    "How often this discard wins the showdown": "이렇게 버렸을 때 쇼다운에서 이길 확률",
    "How often it ends with a badugi": "마지막에 바둑이(메이드)가 될 확률",
    "Right! {0} is the best play: it wins {1}.": "정답! 최선의 선택: {0}, 승률 {1}.",
    "The best play is {0} (wins {1}). Yours ranks #{2} and wins {3} points less often.":
        "최선의 선택: {0} (승률 {1}). 고른 선택은 {2}위이며 승률이 {3}%p 낮습니다.",
    "Wins: how often a discard ends with the best hand against the hands your opponents' "
    "draws make likely (ties count half); bars: how often it makes a badugi this high or "
    "better.":
        "승률: 상대들이 바꾼 장 수로 보아 그들이 가질 법한 패를 상대로 쇼다운에서 가장 좋은 "
        "패가 될 확률(비기면 절반)이고, 막대는 이 높이 이하의 바둑이가 될 확률입니다.",
    "Review: you missed this spot before (box {0} of {1}).":
        "복습: 전에 틀린 상황입니다 (상자 {0}/{1}).",
    "Bring back missed spots ({0} waiting, {1} learned)":
        "틀린 상황 다시 풀기 (대기 {0}, 익힘 {1})",
    "Best play: stand pat": "최선: 패스 (스탠딩 팻)",
    "Best play: keep 3, draw 1": "최선: 3장 남기고 1장 드로우",
    "Best play: keep 2, draw 2": "최선: 2장 남기고 2장 드로우",
    "Best play: keep 1, draw 3": "최선: 1장 남기고 3장 드로우",
    "Best play: draw 4": "최선: 4장 모두 드로우",
    "Accuracy": "정확도",
    "Accuracy by situation": "상황별 정확도",
    "Accuracy by situation (A)": "상황별 정확도 (A)",
    "Spots by the draws left and by what the best play keeps.":
        "남은 드로우 수와 최선의 선택이 남기는 카드 수에 따른 상황입니다.",
    "Situation": "상황",
    "Spots": "문제 수",
    "Right": "정답",
    "Close": "닫기",
    "Draw odds": "드로우 확률",
    "made": "메이드",
    "no badugi": "바둑이 아님",
    "No draws left: {0} ({1}).": "남은 드로우 없음: {0} ({1}).",
    "Working out the odds…": "확률을 계산하는 중…",
    "Last draw:": "마지막 드로우:",
    "{0} draws left:": "드로우 {0}번 남음:",
    "{0} best is {1}, badugi {2}": "{0} 최선의 선택은 {1}, 바둑이 {2}",
    "{0}. {1} — badugi {2}": "{0}. {1} — 바둑이 {2}",
    "Marked: {0} — badugi {1}": "고른 카드: {0} — 바둑이 {1}",
    "Draw {0}: {1}": "{0}장 바꾸기: {1}",
    "discard": "버림",
    "Draw {0} of {1}: throw {2}, get {3}": "드로우 {0}/{1}: {2} 버리고 {3} 받음",
    "Draw {0} of {1}: stand pat": "드로우 {0}/{1}: 패스 (스탠딩 팻)",
    # keyboard and screen readers (issue 18)
    "Bet in front of {0}: {1}": "{0} 앞의 베팅: {1}",
    "{0}, counts": "{0}, 족보에 들어감",
    "{0}, does not count": "{0}, 족보에 들어가지 않음",
    "Card {0} of your hand: key {0} marks it to change":
        "내 패의 {0}번째 카드: 키 {0} 누르면 바꿀 카드로 표시",
    "Your hand: {0}": "내 패: {0}",
    "{0}: {1} cards face down": "{0}: 뒤집힌 카드 {1}장",
    "{0} shows {1}": "{0} 님의 패: {1}",
    "Your turn to draw: mark up to {0} cards with keys 1 to 4, then D to draw, or P to stand pat.":
        "내 드로우 차례: 1~4 키로 카드를 최대 {0}장 고른 뒤 D로 바꾸거나, P로 패스하세요.",
    "Your turn: {0} to call.": "내 차례: 콜 금액 {0}.",
    "Your turn: nothing to call.": "내 차례: 콜할 금액 없음.",
    "Badugi table": "바둑이 테이블",
    "Type an amount": "금액 입력",
    "Hand log": "게임 기록",
    "What the table says now": "테이블의 현재 안내",
    "Amount to bet or raise to": "벳 또는 레이즈할 금액",
    "Type an amount, Enter to bet it (E)": "금액을 입력하고 Enter로 거세요 (E)",
    "Give up this hand": "이번 판을 포기합니다",
    "Ace": "에이스",
    "Two": "2",
    "Three": "3",
    "Four": "4",
    "Five": "5",
    "Six": "6",
    "Seven": "7",
    "Eight": "8",
    "Nine": "9",
    "Ten": "10",
    "Jack": "잭",
    "Queen": "퀸",
    "King": "킹",
    "Clubs": "클럽",
    "Diamonds": "다이아몬드",
    "Hearts": "하트",
    "Spades": "스페이드",
    "a card face down": "뒤집힌 카드",
    "{0} of {1}": "{1} {0}",
    "{0} ({1})": "{0} ({1})",
    "{0} (you)": "{0} (나)",
    "to act": "차례",
    "dealer": "딜러",
    "Dealer button: {0}": "딜러 버튼: {0}",
}
