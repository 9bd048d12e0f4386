"""Korean for the Spades table's later parts: undo, the trick browser, the card hint,
deliberate nil and blind nil (issue 18), the double-dummy hand review (issue 19) and the
bidding practice's memory (issue 20). Kept apart from ``spades_ko.KO``, which takes them in,
so neither table grows past a readable length."""

KO: dict[str, str] = {
    # undo, the trick browser, the card hint, deliberate nil and blind nil (issue 18)
    "Ask the coach what to bid, or which card to play and why (H)":
        "무엇을 비드할지, 어떤 카드를 왜 낼지 코치에게 묻습니다 (H)",
    "Undo": "무르기",
    "Take back your last card or bid (Ctrl+Z)": "마지막으로 낸 카드나 비드를 무릅니다 (Ctrl+Z)",
    "Earlier trick": "이전 트릭",
    "Show the trick before the one shown (T)": "보이는 트릭의 앞 트릭을 봅니다 (T)",
    "Later trick": "다음 트릭",
    "Show the trick after the one shown, then the trick in play (Shift+T)":
        "보이는 트릭의 다음 트릭을, 끝에서는 진행 중인 트릭을 봅니다 (Shift+T)",
    "Trick {0}: {1} led · {2} won": "{0}번째 트릭: {1} 리드 · {2} 승",
    "Undo: you take back the {0}.": "무르기: {0} 카드를 되돌립니다.",
    "Undo: you take back the {1} and {0} move after it.":
        "무르기: {1} 카드와 그 뒤의 {0}수를 되돌립니다.",
    "Undo: you take back the {1} and {0} moves after it.":
        "무르기: {1} 카드와 그 뒤의 {0}수를 되돌립니다.",
    "Undo: you take back your bid ({0}).": "무르기: 내 비드({0})를 되돌립니다.",
    "Undo: you take back your bid ({1}) and {0} move after it.":
        "무르기: 내 비드({1})와 그 뒤의 {0}수를 되돌립니다.",
    "Undo: you take back your bid ({1}) and {0} moves after it.":
        "무르기: 내 비드({1})와 그 뒤의 {0}수를 되돌립니다.",
    "{0} led {1}": "{0} 리드 {1}",
    "{0} {1}": "{0} {1}",
    "Trick {0}: {1}. Taken by {2}.": "{0}번째 트릭: {1}. 가져간 사람: {2}.",
    "No trick played yet.": "아직 끝난 트릭이 없습니다.",
    "Bid blind nil, without looking at your cards?": "카드를 보지 않고 블라인드 닐을 비드할까요?",
    "If you take no trick at all, your side scores {0} points; if you take even one, it loses "
    "{0}. You see your cards only after bidding.":
        "트릭을 하나도 받지 않으면 우리 편이 {0}점을 얻고, 하나라도 받으면 {0}점을 잃습니다. "
        "카드는 비드한 뒤에야 볼 수 있습니다.",
    "clubs": "클럽",
    "diamonds": "다이아몬드",
    "hearts": "하트",
    "spades": "스페이드",
    "Hint: {0}": "힌트: {0}",
    "Looking for the best card…": "가장 좋은 카드를 찾는 중…",
    "No hint this time: {0}": "이번에는 힌트를 드릴 수 없습니다: {0}",
    "Lead the {0}: you bid nil, so lead low.":
        "{0} 카드로 리드하세요: 닐을 불렀으니 낮은 카드로 리드합니다.",
    "Stay under with the {0}: you bid nil.": "{0} 카드로 낮게 따라가세요: 닐을 불렀습니다.",
    "Every card you may play wins this trick: your nil is lost. Take it with the {0}.":
        "낼 수 있는 카드가 모두 이 트릭을 이깁니다: 닐은 실패입니다. {0} 카드로 가져가세요.",
    "Win the trick with the {0}: your partner's nil is under threat.":
        "{0} 카드로 트릭을 이기세요: 파트너의 닐이 위험합니다.",
    "Play high with the {0}: your partner bid nil and plays after you.":
        "{0} 카드로 높게 내세요: 파트너가 닐을 불렀고 내 뒤에 냅니다.",
    "Lead the {0}: a high card your partner, on nil, can play under.":
        "{0} 카드로 리드하세요: 닐을 부른 파트너가 그 아래로 낼 수 있는 높은 카드입니다.",
    "Stay under with the {0}: the trick goes to {2}, who bid nil.":
        "{0} 카드로 낮게 따라가세요: 트릭은 닐을 부른 {2} 님에게 갑니다.",
    "Keep the trick low with the {0}: {2} bid nil and plays after you.":
        "{0} 카드로 트릭을 낮게 유지하세요: {2} 님이 닐을 불렀고 내 뒤에 냅니다.",
    "Lead the {0}: a low card in {1} that {2}, who bid nil, may have to win.":
        "{0} 카드로 리드하세요: 닐을 부른 {2} 님이 이겨야 할 수도 있는 낮은 {1} 카드입니다.",
    "Duck with the {0}: the trick is already your partner's.":
        "{0} 카드로 피하세요: 트릭은 이미 파트너의 것입니다.",
    "Trump with the {0}: you have no {1}.": "{0} 카드로 트럼프하세요: {1} 카드가 없습니다.",
    "Take the trick with the {0}: the cheapest card that wins it.":
        "{0} 카드로 트릭을 가져오세요: 이기는 카드 중 가장 낮은 카드입니다.",
    "Win the trick with the {0}: the highest of the {1} still out.":
        "{0} 카드로 트릭을 이기세요: 남은 {1} 중 가장 높은 카드입니다.",
    "Win the trick with the {0}: your side still needs {3} for its bid.":
        "{0} 카드로 트릭을 이기세요: 우리 편은 비드까지 아직 {3}트릭이 필요합니다.",
    "Win the trick with the {0}.": "{0} 카드로 트릭을 이기세요.",
    "Take the lead with the {0}: the highest of the {1} still out, so only a spade can beat it.":
        "{0} 카드로 앞서세요: 남은 {1} 중 가장 높은 카드라서 스페이드만 이길 수 있습니다.",
    "Take the lead with the {0} for now: your side still needs {3}.":
        "일단 {0} 카드로 앞서세요: 우리 편은 아직 {3}트릭이 필요합니다.",
    "Take the lead with the {0} for now: you still need {3} for your bid.":
        "일단 {0} 카드로 앞서세요: 비드까지 아직 {3}트릭이 필요합니다.",
    "Take the lead with the {0} for now.": "일단 {0} 카드로 앞서세요.",
    "Throw away the {0}: you have no {1}.": "{0} 카드를 버리세요: {1} 카드가 없습니다.",
    "Play the {0}: you cannot win this trick.": "{0} 카드를 내세요: 이 트릭은 이길 수 없습니다.",
    "Play the {0}: you cannot win this trick, and your lower {1} stay in hand to duck later.": (
        "{0} 카드를 내세요: 이 트릭은 이길 수 없으니, 더 낮은 {1} 카드는 나중에 피할 때 쓰도록 "
        "남겨 둡니다."
    ),
    "Duck with the {0}: your side has its {3} tricks, more would be bags.":
        "{0} 카드로 피하세요: 우리 편은 {3}트릭을 채웠고, 더 받으면 백이 됩니다.",
    "Duck with the {0}: keep your higher cards for later.":
        "{0} 카드로 피하세요: 높은 카드는 나중을 위해 아껴 두세요.",
    "Lead the {0}: the highest spade left draws out the others' spades.":
        "{0} 카드로 리드하세요: 남은 가장 높은 스페이드가 다른 사람들의 스페이드를 끌어냅니다.",
    "Lead the {0}: draw out the others' spades.":
        "{0} 카드로 리드하세요: 다른 사람들의 스페이드를 끌어냅니다.",
    "Lead the {0}: the highest of the {1} still out.":
        "{0} 카드로 리드하세요: 남은 {1} 중 가장 높은 카드입니다.",
    "Lead your long {1}: the {0}.": "긴 {1} 무늬로 리드하세요: {0} 카드.",
    "Lead the {0} from your short {1}: once they are gone you can trump them.":
        "짧은 {1} 무늬의 {0} 카드로 리드하세요: 다 떨어지면 트럼프할 수 있습니다.",
    "Lead the {0}: a low card lets the others spend their high ones.":
        "{0} 카드로 리드하세요: 낮은 카드로 다른 사람들이 높은 카드를 쓰게 합니다.",
    "Lead the {0}.": "{0} 카드로 리드하세요.",
    "Play the {0}.": "{0} 카드를 내세요.",
    "undo used": "무르기 사용",
    "No bids to show: hands with an undo are left out.":
        "보여 줄 비드가 없습니다: 무르기를 쓴 판은 빠집니다.",
    "Bid (0: nil)": "비드 (0: 닐)",
    "hands with an undo: {0} (not in the bid and nil figures)":
        "무르기를 쓴 판: {0} (비드·닐 수치에서 제외)",
    # the hand review (review_panel.py, review_desk.py): 더블 더미 = double-dummy, 복기 = review
    "Review": "복기",
    "Hand review": "판 복기",
    "Hand {0}: review": "{0}번째 판 복기",
    "Review of hand {0}: {1} (R shows it.)": "{0}번째 판 복기: {1} (R 키로 봅니다.)",
    "The review of a hand comes when it is over.": "판이 끝나면 복기가 나옵니다.",
    "Working out the double-dummy figures…": "더블 더미 숫자를 계산하는 중…",
    "This hand was not finished: nothing to review.": "이 판은 끝나지 않아 복기할 것이 없습니다.",
    "The review needs the double-dummy solver of the endplay package, which is missing or "
    "does not load here ({0}).":
        "복기에는 endplay 패키지의 더블 더미 계산기가 필요한데, 설치되어 있지 않거나 여기서 "
        "불러올 수 없습니다 ({0}).",
    "This hand could not be reviewed: {0}": "이 판은 복기할 수 없습니다: {0}",
    "the contract was made by {0}": "계약은 {0}트릭 넘게 성공했습니다",
    "the contract was made exactly": "계약은 정확히 성공했습니다",
    "the contract was set by {0}": "계약은 {0}트릭 모자라 실패했습니다",
    "{0}; {1}.": "{0}. {1}.",
    "{0}.": "{0}.",
    "set with {0} trick": "{0}트릭을 받아 실패",
    "set with {0} tricks": "{0}트릭을 받아 실패",
    "You bid blind nil: {0}.": "내 블라인드 닐: {0}.",
    "You bid nil: {0}.": "내 닐: {0}.",
    "Your partner {0} bid blind nil: {1}.": "파트너 {0}: 블라인드 닐, {1}.",
    "Your partner {0} bid nil: {1}.": "파트너 {0}: 닐, {1}.",
    "{0} (opponent) bid blind nil: {1}.": "상대 {0}: 블라인드 닐, {1}.",
    "{0} (opponent) bid nil: {1}.": "상대 {0}: 닐, {1}.",
    "Trick": "트릭",
    "Card": "카드",
    "Your side": "우리 편",
    "Best": "최선",
    "Best cards": "최선의\n카드",  # two lines: the column is narrow (issue 26)
    "Cost": "손실",
    "Your cards, double-dummy": "내가 낸 카드 (더블 더미)",
    "Your bid: {0}.": "내 비드: {0}.",
    "You bid blind; the coach looks at the cards as dealt.":
        "카드를 보지 않고 비드했습니다. 코치는 받은 카드를 보고 판단합니다.",
    "Your side took {0} on a contract of {1}.": "계약 {1}트릭에 대해 우리 편은 {0}트릭을 땄습니다.",
    "Your side took {0}.": "우리 편은 {0}트릭을 땄습니다.",
    # the practice's memory (issue 20)
    "Accuracy": "정확도",
    "Accuracy by situation": "상황별 정확도",
    "Accuracy by situation (A)": "상황별 정확도 (A)",
    "Bring back hands bid far off ({0} waiting)": "크게 틀린 손패 다시 풀기 (대기 {0})",
    "Review: your bid was far from the coach's here before (box {0} of {1}). {2}.":
        "복습: 전에 이 손패에서 코치의 비드와 크게 달랐습니다 (상자 {0}/{1}). {2}.",
    "No suit shorter than two": "모든 무늬가 두 장 이상",
    "A singleton": "싱글턴(한 장뿐인 무늬) 있음",
    "A void": "보이드(없는 무늬) 있음",
    "Hand shape": "손패 모양",
    "Bidding seat": "비드 순서",
    "Nil or not (the coach's bid)": "닐 여부 (코치의 비드 기준)",
    "Nil hands": "닐 손패",
    "Hands bid for tricks": "트릭 수를 비드한 손패",
    "Bids compared with the coach's, by the shape of the hand, the seat you bid from and "
    "whether the coach bid nil.":
        "손패 모양, 비드 순서, 코치가 닐을 불렀는지에 따라 코치의 비드와 비교한 결과입니다.",
    "Situation": "상황",
    "Hands": "손패",
    "Exact": "정확",
    "Within one": "1 이내",
    # Enter with no card chosen
    "Choose a card with the arrow keys first, then press Enter.":
        "먼저 화살표 키로 카드를 고른 뒤 Enter 키를 누르세요.",
}
