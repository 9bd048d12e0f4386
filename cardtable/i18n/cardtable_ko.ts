<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
    <context>
        <name>Accuracy</name>
        <message>
            <source>Close</source>
            <translation>닫기</translation>
        </message>
    </context>
    <context>
        <name>BadugiNewGameDialog</name>
        <message>
            <source>New Badugi game</source>
            <translation>새 바둑이 게임</translation>
        </message>
        <message>
            <source>Cash game</source>
            <translation>캐시 게임</translation>
        </message>
        <message>
            <source>Sit-and-go tournament</source>
            <translation>싯앤고 토너먼트</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>게임(&amp;G):</translation>
        </message>
        <message>
            <source>No raise cap when two players are left</source>
            <translation>두 명만 남으면 레이즈 제한 없음</translation>
        </message>
        <message>
            <source>Triple draw</source>
            <translation>트리플 드로우 (세 번 바꾸기)</translation>
        </message>
        <message>
            <source>Single draw</source>
            <translation>싱글 드로우 (한 번 바꾸기)</translation>
        </message>
        <message>
            <source>Seats:</source>
            <translation>자리 수:</translation>
        </message>
        <message>
            <source>Your seat:</source>
            <translation>내 자리:</translation>
        </message>
        <message>
            <source>Starting chips:</source>
            <translation>시작 칩:</translation>
        </message>
        <message>
            <source>Stakes</source>
            <translation>판돈</translation>
        </message>
        <message>
            <source>Betting:</source>
            <translation>베팅 방식:</translation>
        </message>
        <message>
            <source>Blinds (small / big):</source>
            <translation>블라인드 (스몰 / 빅):</translation>
        </message>
        <message>
            <source>Raises per round (fixed limit):</source>
            <translation>라운드당 레이즈 횟수 (리밋):</translation>
        </message>
        <message>
            <source>Draws:</source>
            <translation>드로우:</translation>
        </message>
        <message>
            <source>Most cards in draw 2 (lunch):</source>
            <translation>두 번째 드로우(점심) 최대 장수:</translation>
        </message>
        <message>
            <source>Most cards in draw 3 (dinner):</source>
            <translation>세 번째 드로우(저녁) 최대 장수:</translation>
        </message>
        <message>
            <source>Any (up to 4)</source>
            <translation>제한 없음 (최대 4장)</translation>
        </message>
        <message>
            <source>None (stand pat)</source>
            <translation>없음 (패스)</translation>
        </message>
        <message>
            <source>{0} card</source>
            <translation>{0}장</translation>
        </message>
        <message>
            <source>{0} cards</source>
            <translation>{0}장</translation>
        </message>
        <message>
            <source>Seat {0}</source>
            <translation>{0}번 자리</translation>
        </message>
        <message>
            <source>The small blind cannot be larger than the big blind.</source>
            <translation>스몰 블라인드는 빅 블라인드보다 클 수 없습니다.</translation>
        </message>
        <message>
            <source>In fixed limit the small blind must be exactly half the big blind.</source>
            <translation>리밋 게임에서는 스몰 블라인드가 빅 블라인드의 정확히 절반이어야 합니다.</translation>
        </message>
        <message>
            <source>Starting chips must cover at least the big blind.</source>
            <translation>시작 칩은 적어도 빅 블라인드만큼은 있어야 합니다.</translation>
        </message>
    </context>
    <context>
        <name>BadugiOptions</name>
        <message>
            <source>Show draw odds at the Badugi table</source>
            <translation>바둑이 테이블에서 드로우 확률 보기</translation>
        </message>
    </context>
    <context>
        <name>BadugiReader</name>
        <message>
            <source>{0} chips</source>
            <translation>{0}칩</translation>
        </message>
        <message>
            <source>Bet in front of {0}: {1}</source>
            <translation>{0} 앞의 베팅: {1}</translation>
        </message>
        <message>
            <source>{0}, counts</source>
            <translation>{0}, 족보에 들어감</translation>
        </message>
        <message>
            <source>{0}, does not count</source>
            <translation>{0}, 족보에 들어가지 않음</translation>
        </message>
        <message>
            <source>Card {0} of your hand: key {0} marks it to change</source>
            <translation>내 패의 {0}번째 카드: 키 {0} 누르면 바꿀 카드로 표시</translation>
        </message>
        <message>
            <source>Your hand: {0}</source>
            <translation>내 패: {0}</translation>
        </message>
        <message>
            <source>{0}: {1} cards face down</source>
            <translation>{0}: 뒤집힌 카드 {1}장</translation>
        </message>
        <message>
            <source>{0} shows {1}</source>
            <translation>{0} 님의 패: {1}</translation>
        </message>
        <message>
            <source>Your turn to draw: mark up to {0} cards with keys 1 to 4, then D to draw, or P to stand pat.</source>
            <translation>내 드로우 차례: 1~4 키로 카드를 최대 {0}장 고른 뒤 D로 바꾸거나, P로 패스하세요.</translation>
        </message>
        <message>
            <source>Your turn: {0} to call.</source>
            <translation>내 차례: 콜 금액 {0}.</translation>
        </message>
        <message>
            <source>Your turn: nothing to call.</source>
            <translation>내 차례: 콜할 금액 없음.</translation>
        </message>
    </context>
    <context>
        <name>BadugiReview</name>
        <message>
            <source>Review hand</source>
            <translation>판 복기</translation>
        </message>
        <message>
            <source>Review your hand {0}</source>
            <translation>내 {0}번째 판 복기</translation>
        </message>
        <message>
            <source>The hands played before this game was resumed are reviewed in the hand history ({0}).</source>
            <translation>이어서 하기 전에 친 판은 판 기록({0})에서 복기할 수 있습니다.</translation>
        </message>
        <message>
            <source>No hand of yours is over yet to review.</source>
            <translation>아직 복기할 끝난 판이 없습니다.</translation>
        </message>
        <message>
            <source>Review of hand {0}</source>
            <translation>{0}번째 판 복기</translation>
        </message>
        <message>
            <source>Reviewing hand {0}…</source>
            <translation>{0}번째 판 복기 중…</translation>
        </message>
        <message>
            <source>The review of hand {0} is ready.</source>
            <translation>{0}번째 판 복기가 준비되었습니다.</translation>
        </message>
        <message>
            <source>This hand could not be reviewed: {0}</source>
            <translation>이 판은 복기할 수 없습니다: {0}</translation>
        </message>
        <message>
            <source>Cash tables and sit-and-goes</source>
            <translation>캐시 게임과 싯앤고</translation>
        </message>
        <message>
            <source>Cash tables only</source>
            <translation>캐시 게임만</translation>
        </message>
        <message>
            <source>Sit-and-goes only</source>
            <translation>싯앤고만</translation>
        </message>
        <message>
            <source>By situation</source>
            <translation>상황별</translation>
        </message>
        <message>
            <source>By position</source>
            <translation>자리별</translation>
        </message>
        <message>
            <source>By action</source>
            <translation>행동별</translation>
        </message>
        <message>
            <source>By hand</source>
            <translation>패별</translation>
        </message>
        <message>
            <source>{0}, single draw</source>
            <translation>{0}, 싱글 드로우</translation>
        </message>
        <message>
            <source>{0}, triple draw</source>
            <translation>{0}, 트리플 드로우</translation>
        </message>
        <message>
            <source>Where you lose most</source>
            <translation>가장 많이 잃는 곳</translation>
        </message>
        <message>
            <source>Ha&amp;nds:</source>
            <translation>판(&amp;N):</translation>
        </message>
        <message>
            <source>Hands the report adds up</source>
            <translation>보고서에 넣을 판</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>어디서</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>결정</translation>
        </message>
        <message>
            <source>Flagged</source>
            <translation>실수</translation>
        </message>
        <message>
            <source>Estimated cost (bb)</source>
            <translation>추정 손실 (bb)</translation>
        </message>
        <message>
            <source>{0} hand reviewed: {1} of {2} decisions flagged, about {3} bb in all.</source>
            <translation>{0}판 복기: 결정 {2}개 중 {1}개 실수, 모두 약 {3} bb.</translation>
        </message>
        <message>
            <source>{0} hands reviewed: {1} of {2} decisions flagged, about {3} bb in all.</source>
            <translation>{0}판 복기: 결정 {2}개 중 {1}개 실수, 모두 약 {3} bb.</translation>
        </message>
        <message>
            <source>No reviewed hands yet. Every hand you finish is reviewed when you open the statistics.</source>
            <translation>아직 복기한 판이 없습니다. 통계를 열면 끝낸 판을 모두 복기합니다.</translation>
        </message>
        <message>
            <source>{0} more being reviewed in the background…</source>
            <translation>{0}판 더 복기하는 중…</translation>
        </message>
        <message>
            <source>Hand {0}: {1}</source>
            <translation>{0}번째 판: {1}</translation>
        </message>
        <message>
            <source>{0} {1} {2}: {3} bb ({4} was worth more)</source>
            <translation>{2} {1} {0}: {3} bb ({4} 쪽이 더 나았음)</translation>
        </message>
        <message>
            <source>with {0}</source>
            <translation>{0} 패로</translation>
        </message>
        <message>
            <source>Folded to {0}</source>
            <translation>폴드 ({0})</translation>
        </message>
        <message>
            <source>Checked</source>
            <translation>체크</translation>
        </message>
        <message>
            <source>Called {0}</source>
            <translation>콜 ({0})</translation>
        </message>
        <message>
            <source>Bet</source>
            <translation>벳</translation>
        </message>
        <message>
            <source>Bet {0} bb</source>
            <translation>{0} bb 벳</translation>
        </message>
        <message>
            <source>Raised</source>
            <translation>레이즈</translation>
        </message>
        <message>
            <source>Raised to {0} bb</source>
            <translation>{0} bb까지 레이즈</translation>
        </message>
        <message>
            <source>Called {0} all-in</source>
            <translation>올인 콜 ({0})</translation>
        </message>
        <message>
            <source>Bet all-in</source>
            <translation>올인 벳</translation>
        </message>
        <message>
            <source>Bet {0} bb all-in</source>
            <translation>{0} bb 올인 벳</translation>
        </message>
        <message>
            <source>Raised all-in</source>
            <translation>올인 레이즈</translation>
        </message>
        <message>
            <source>Raised all-in to {0} bb</source>
            <translation>{0} bb 올인 레이즈</translation>
        </message>
        <message>
            <source>Drew one card</source>
            <translation>1장 교체</translation>
        </message>
        <message>
            <source>Drew {0} cards</source>
            <translation>{0}장 교체</translation>
        </message>
        <message>
            <source>Stood pat</source>
            <translation>패스 (스탠딩 팻)</translation>
        </message>
        <message>
            <source>one bet</source>
            <translation>1벳</translation>
        </message>
        <message>
            <source>{0} bets</source>
            <translation>{0}벳</translation>
        </message>
        <message>
            <source>{0} bb</source>
            <translation>{0} bb</translation>
        </message>
        <message>
            <source>against a pat hand</source>
            <translation>패스한 상대에게</translation>
        </message>
        <message>
            <source>against {0} pat hands</source>
            <translation>패스한 상대 {0}명에게</translation>
        </message>
        <message>
            <source>against one player</source>
            <translation>상대 한 명에게</translation>
        </message>
        <message>
            <source>against one player drawing one card</source>
            <translation>1장 바꾼 상대 한 명에게</translation>
        </message>
        <message>
            <source>against one player drawing {0} cards</source>
            <translation>{0}장 바꾼 상대 한 명에게</translation>
        </message>
        <message>
            <source>against {0} players</source>
            <translation>상대 {0}명에게</translation>
        </message>
        <message>
            <source>folding</source>
            <translation>폴드</translation>
        </message>
        <message>
            <source>checking</source>
            <translation>체크</translation>
        </message>
        <message>
            <source>calling</source>
            <translation>콜</translation>
        </message>
        <message>
            <source>betting</source>
            <translation>벳</translation>
        </message>
        <message>
            <source>raising</source>
            <translation>레이즈</translation>
        </message>
        <message>
            <source>betting {0} bb</source>
            <translation>{0} bb 벳</translation>
        </message>
        <message>
            <source>raising to {0} bb</source>
            <translation>{0} bb까지 레이즈</translation>
        </message>
        <message>
            <source>drawing one card</source>
            <translation>1장 교체</translation>
        </message>
        <message>
            <source>drawing {0} cards</source>
            <translation>{0}장 교체</translation>
        </message>
        <message>
            <source>standing pat</source>
            <translation>패스</translation>
        </message>
        <message>
            <source>before the draw</source>
            <translation>드로우 전</translation>
        </message>
        <message>
            <source>the draw</source>
            <translation>드로우</translation>
        </message>
        <message>
            <source>after the draw</source>
            <translation>드로우 후</translation>
        </message>
        <message>
            <source>before the first draw</source>
            <translation>첫 드로우 전</translation>
        </message>
        <message>
            <source>after the first draw</source>
            <translation>첫 드로우 후</translation>
        </message>
        <message>
            <source>after the second draw</source>
            <translation>두 번째 드로우 후</translation>
        </message>
        <message>
            <source>after the last draw</source>
            <translation>마지막 드로우 후</translation>
        </message>
        <message>
            <source>the first draw</source>
            <translation>첫 번째 드로우</translation>
        </message>
        <message>
            <source>the second draw</source>
            <translation>두 번째 드로우</translation>
        </message>
        <message>
            <source>the last draw</source>
            <translation>마지막 드로우</translation>
        </message>
        <message>
            <source>In the draw</source>
            <translation>드로우에서</translation>
        </message>
        <message>
            <source>Facing a bet before the draw</source>
            <translation>드로우 전, 베팅을 받았을 때</translation>
        </message>
        <message>
            <source>No bet to face before the draw</source>
            <translation>드로우 전, 베팅이 없을 때</translation>
        </message>
        <message>
            <source>Facing a bet after the draw</source>
            <translation>드로우 후, 베팅을 받았을 때</translation>
        </message>
        <message>
            <source>No bet to face after the draw</source>
            <translation>드로우 후, 베팅이 없을 때</translation>
        </message>
        <message>
            <source>In the first draw</source>
            <translation>첫 번째 드로우에서</translation>
        </message>
        <message>
            <source>In the second draw</source>
            <translation>두 번째 드로우에서</translation>
        </message>
        <message>
            <source>In the last draw</source>
            <translation>마지막 드로우에서</translation>
        </message>
        <message>
            <source>Facing a bet before the first draw</source>
            <translation>첫 드로우 전, 베팅을 받았을 때</translation>
        </message>
        <message>
            <source>Facing a bet after the first draw</source>
            <translation>첫 드로우 후, 베팅을 받았을 때</translation>
        </message>
        <message>
            <source>Facing a bet after the second draw</source>
            <translation>두 번째 드로우 후, 베팅을 받았을 때</translation>
        </message>
        <message>
            <source>Facing a bet after the last draw</source>
            <translation>마지막 드로우 후, 베팅을 받았을 때</translation>
        </message>
        <message>
            <source>No bet to face before the first draw</source>
            <translation>첫 드로우 전, 베팅이 없을 때</translation>
        </message>
        <message>
            <source>No bet to face after the first draw</source>
            <translation>첫 드로우 후, 베팅이 없을 때</translation>
        </message>
        <message>
            <source>No bet to face after the second draw</source>
            <translation>두 번째 드로우 후, 베팅이 없을 때</translation>
        </message>
        <message>
            <source>No bet to face after the last draw</source>
            <translation>마지막 드로우 후, 베팅이 없을 때</translation>
        </message>
        <message>
            <source>Small blind</source>
            <translation>스몰 블라인드</translation>
        </message>
        <message>
            <source>Big blind</source>
            <translation>빅 블라인드</translation>
        </message>
        <message>
            <source>Early position</source>
            <translation>앞쪽 자리</translation>
        </message>
        <message>
            <source>Late position</source>
            <translation>뒤쪽 자리</translation>
        </message>
        <message>
            <source>Button</source>
            <translation>버튼</translation>
        </message>
        <message>
            <source>Folds</source>
            <translation>폴드</translation>
        </message>
        <message>
            <source>Checks</source>
            <translation>체크</translation>
        </message>
        <message>
            <source>Calls</source>
            <translation>콜</translation>
        </message>
        <message>
            <source>Bets</source>
            <translation>벳</translation>
        </message>
        <message>
            <source>Raises</source>
            <translation>레이즈</translation>
        </message>
        <message>
            <source>Draws</source>
            <translation>드로우</translation>
        </message>
        <message>
            <source>Standing pat</source>
            <translation>패스</translation>
        </message>
        <message>
            <source>Badugis</source>
            <translation>메이드 (바둑이)</translation>
        </message>
        <message>
            <source>Three-card hands</source>
            <translation>세 장 패</translation>
        </message>
        <message>
            <source>Two-card hands</source>
            <translation>두 장 패</translation>
        </message>
        <message>
            <source>One-card hands</source>
            <translation>한 장 패</translation>
        </message>
        <message>
            <source>Bet {0} bb (all-in)</source>
            <translation>{0} bb 올인 벳</translation>
        </message>
        <message>
            <source>Raise to {0} bb (all-in)</source>
            <translation>{0} bb 올인 레이즈</translation>
        </message>
        <message>
            <source>{0} (all-in)</source>
            <translation>{0} (올인)</translation>
        </message>
        <message>
            <source>Draw {0} card</source>
            <translation>{0}장 바꾸기</translation>
        </message>
        <message>
            <source>Draw {0} cards</source>
            <translation>{0}장 바꾸기</translation>
        </message>
        <message>
            <source>Stand pat</source>
            <translation>패스 (스탠딩 팻)</translation>
        </message>
        <message>
            <source>Raise to {0} bb</source>
            <translation>{0} bb까지 레이즈</translation>
        </message>
        <message>
            <source>Fold</source>
            <translation>폴드</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>체크</translation>
        </message>
        <message>
            <source>Call</source>
            <translation>콜</translation>
        </message>
        <message>
            <source>Each decision judged only on what you knew then: your cards, the bets, the draw counts and the players' records, never the hidden cards.</source>
            <translation>모든 결정은 그때 알던 것만으로 판단합니다: 내 카드, 베팅, 바꾼 장수, 플레이어들의 기록. 숨겨진 카드는 보지 않습니다.</translation>
        </message>
        <message>
            <source>You had no decision to make.</source>
            <translation>결정할 일이 없었습니다.</translation>
        </message>
        <message>
            <source>Flagged: {0} of {1} decisions, about {2} bb</source>
            <translation>실수로 표시: 결정 {1}개 중 {0}개, 약 {2} bb</translation>
        </message>
        <message>
            <source>A cost is flagged when it is at least twice its standard error (±, from the playouts) and 0.25 bb.</source>
            <translation>손실이 표준오차(±, 시뮬레이션에서 나온 값)의 두 배 이상이고 0.25 bb 이상일 때만 실수로 표시합니다.</translation>
        </message>
        <message>
            <source>Step {0}</source>
            <translation>{0}단계</translation>
        </message>
        <message>
            <source>badugi {0}</source>
            <translation>바둑이 {0}</translation>
        </message>
        <message>
            <source>Cost {0} bb ± {1}</source>
            <translation>손실 {0} bb ± {1}</translation>
        </message>
        <message>
            <source>Your turn at the table.</source>
            <translation>테이블에서 내 차례입니다.</translation>
        </message>
        <message>
            <source>While you read the review ({0} earlier in the hand log): {1}</source>
            <translation>복기를 읽는 동안 (그 전 {0}개는 게임 기록에): {1}</translation>
        </message>
        <message>
            <source>While you read the review: {0}</source>
            <translation>복기를 읽는 동안: {0}</translation>
        </message>
    </context>
    <context>
        <name>BadugiTable</name>
        <message>
            <source>Badugi table</source>
            <translation>바둑이 테이블</translation>
        </message>
        <message>
            <source>Fold</source>
            <translation>폴드</translation>
        </message>
        <message>
            <source>½ Pot</source>
            <translation>하프 팟</translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>팟</translation>
        </message>
        <message>
            <source>All-in</source>
            <translation>올인</translation>
        </message>
        <message>
            <source>Stand pat</source>
            <translation>패스 (스탠딩 팻)</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>다음 판</translation>
        </message>
        <message>
            <source>Type an amount</source>
            <translation>금액 입력</translation>
        </message>
        <message>
            <source>Show draw odds</source>
            <translation>드로우 확률 보기</translation>
        </message>
        <message>
            <source>Fixed limit: each bet is a set size. B bets or raises, C calls.</source>
            <translation>리밋에서는 벳 크기가 정해져 있습니다. B로 벳·레이즈, C로 콜하세요.</translation>
        </message>
        <message>
            <source>Only one amount is open now: “{0}” with B.</source>
            <translation>지금은 ‘{0}’만 할 수 있습니다 (B).</translation>
        </message>
        <message>
            <source>You cannot raise now: call with C or fold with F.</source>
            <translation>지금은 레이즈할 수 없습니다. C로 콜하거나 F로 폴드하세요.</translation>
        </message>
        <message>
            <source>You cannot bet now: check with C.</source>
            <translation>지금은 벳할 수 없습니다. C로 체크하세요.</translation>
        </message>
        <message>
            <source>Not your turn yet: “{0}” is ticked for when it comes.</source>
            <translation>아직 내 차례가 아닙니다. 미리 선택: ‘{0}’ (내 차례가 오면 실행)</translation>
        </message>
        <message>
            <source>Not your turn yet: {0} is to act.</source>
            <translation>아직 내 차례가 아닙니다: {0} 님 차례입니다.</translation>
        </message>
        <message>
            <source>Not your turn yet: the cards are still moving.</source>
            <translation>아직 내 차례가 아닙니다: 카드가 아직 움직이는 중입니다.</translation>
        </message>
        <message>
            <source>Check/Fold</source>
            <translation>체크/폴드</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>체크</translation>
        </message>
        <message>
            <source>Call any</source>
            <translation>무조건 콜</translation>
        </message>
        <message>
            <source>Mark card {0}</source>
            <translation>{0}번째 카드 선택</translation>
        </message>
        <message>
            <source>Hand log</source>
            <translation>게임 기록</translation>
        </message>
        <message>
            <source>Welcome to the Badugi table.</source>
            <translation>바둑이 테이블에 오신 것을 환영합니다.</translation>
        </message>
        <message>
            <source>That amount is not allowed here.</source>
            <translation>지금은 그 금액을 걸 수 없습니다.</translation>
        </message>
        <message>
            <source>Too many cards for this draw.</source>
            <translation>이번 드로우에서 바꿀 수 있는 장수를 넘었습니다.</translation>
        </message>
        <message>
            <source>You cannot check: there is a bet to call or fold.</source>
            <translation>체크할 수 없습니다: 베팅이 있으니 콜하거나 폴드하세요.</translation>
        </message>
        <message>
            <source>There is nothing to call, so you cannot fold: check with C.</source>
            <translation>콜할 금액이 없어 폴드할 수 없습니다. C로 체크하세요.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>내 차례가 아닙니다.</translation>
        </message>
        <message>
            <source>The hand is over.</source>
            <translation>이번 판은 끝났습니다.</translation>
        </message>
        <message>
            <source>{0}: kept.</source>
            <translation>{0}: 표시 해제.</translation>
        </message>
        <message>
            <source>You may change at most {0} cards in this draw.</source>
            <translation>이번 드로우에서는 최대 {0}장까지 바꿀 수 있습니다.</translation>
        </message>
        <message>
            <source>{0}: to change.</source>
            <translation>{0}: 바꿀 카드로 표시.</translation>
        </message>
        <message>
            <source>You buy in again for {0}.</source>
            <translation>칩 {0}개로 다시 바이인했습니다.</translation>
        </message>
        <message>
            <source>Out of chips</source>
            <translation>칩이 없습니다</translation>
        </message>
        <message>
            <source>You have no chips left. Buy in again for {0}?</source>
            <translation>칩을 모두 잃었습니다. 칩 {0}개로 다시 바이인할까요?</translation>
        </message>
        <message>
            <source>Buy in again</source>
            <translation>다시 바이인</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>테이블 나가기</translation>
        </message>
        <message>
            <source>{0} is thinking…</source>
            <translation>{0} 님이 생각 중…</translation>
        </message>
        <message>
            <source>Not dealt in: watching the hand out.</source>
            <translation>이번 판에는 들어가지 않았습니다: 끝까지 지켜봅니다.</translation>
        </message>
        <message>
            <source>You folded: watching the hand out.</source>
            <translation>폴드했습니다: 이번 판을 끝까지 지켜봅니다.</translation>
        </message>
        <message>
            <source>All-in: no more bets for you this hand.</source>
            <translation>올인: 이번 판에는 더 베팅하지 않습니다.</translation>
        </message>
        <message>
            <source>Amount to bet or raise to</source>
            <translation>벳 또는 레이즈할 금액</translation>
        </message>
        <message>
            <source>Type an amount, Enter to bet it (E)</source>
            <translation>금액을 입력하고 Enter로 거세요 (E)</translation>
        </message>
        <message>
            <source>Give up this hand</source>
            <translation>이번 판을 포기합니다</translation>
        </message>
        <message>
            <source>Max</source>
            <translation>최대</translation>
        </message>
        <message>
            <source>Raise</source>
            <translation>레이즈</translation>
        </message>
        <message>
            <source>Bet</source>
            <translation>벳</translation>
        </message>
        <message>
            <source>Draw {0}</source>
            <translation>{0}장 드로우</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>드로우</translation>
        </message>
        <message>
            <source>All-in: raise to {0}</source>
            <translation>올인: {0}까지 레이즈</translation>
        </message>
        <message>
            <source>All-in: bet {0}</source>
            <translation>올인: 벳 {0}</translation>
        </message>
        <message>
            <source>Most: raise to {0}</source>
            <translation>최대: {0}까지 레이즈</translation>
        </message>
        <message>
            <source>Most: bet {0}</source>
            <translation>최대: 벳 {0}</translation>
        </message>
    </context>
    <context>
        <name>BadugiText</name>
        <message>
            <source>{0} badugi</source>
            <translation>{0} 바둑이</translation>
        </message>
        <message>
            <source>three-card {0}</source>
            <translation>세 장 {0}</translation>
        </message>
        <message>
            <source>two-card {0}</source>
            <translation>두 장 {0}</translation>
        </message>
        <message>
            <source>one-card {0}</source>
            <translation>한 장 {0}</translation>
        </message>
        <message>
            <source>Fixed limit</source>
            <translation>리밋</translation>
        </message>
        <message>
            <source>Pot limit</source>
            <translation>팟 리밋</translation>
        </message>
        <message>
            <source>Half-pot limit</source>
            <translation>하프 팟 리밋</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>노 리밋</translation>
        </message>
        <message>
            <source>fixed limit</source>
            <translation>리밋</translation>
        </message>
        <message>
            <source>pot limit</source>
            <translation>팟 리밋</translation>
        </message>
        <message>
            <source>half-pot limit</source>
            <translation>하프 팟 리밋</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>노 리밋</translation>
        </message>
        <message>
            <source>single draw</source>
            <translation>싱글 드로우</translation>
        </message>
        <message>
            <source>triple draw</source>
            <translation>트리플 드로우</translation>
        </message>
        <message>
            <source>the draw</source>
            <translation>드로우</translation>
        </message>
        <message>
            <source>draw 1 (breakfast)</source>
            <translation>첫 번째 드로우 (아침)</translation>
        </message>
        <message>
            <source>draw 2 (lunch)</source>
            <translation>두 번째 드로우 (점심)</translation>
        </message>
        <message>
            <source>draw 3 (dinner)</source>
            <translation>세 번째 드로우 (저녁)</translation>
        </message>
        <message>
            <source>first betting round</source>
            <translation>첫 베팅 라운드</translation>
        </message>
        <message>
            <source>final betting round</source>
            <translation>마지막 베팅 라운드</translation>
        </message>
        <message>
            <source>betting round {0}</source>
            <translation>{0}번째 베팅 라운드</translation>
        </message>
        <message>
            <source>pat</source>
            <translation>패스</translation>
        </message>
        <message>
            <source>drew {0}</source>
            <translation>{0}장 바꿈</translation>
        </message>
        <message>
            <source>Fold</source>
            <translation>폴드</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>체크</translation>
        </message>
        <message>
            <source>Call {0}</source>
            <translation>콜 {0}</translation>
        </message>
        <message>
            <source>Bet {0}</source>
            <translation>벳 {0}</translation>
        </message>
        <message>
            <source>Raise to {0}</source>
            <translation>{0}까지 레이즈</translation>
        </message>
        <message>
            <source>{0} (all-in)</source>
            <translation>{0} (올인)</translation>
        </message>
        <message>
            <source>You win {0}</source>
            <translation>내가 {0} 획득</translation>
        </message>
        <message>
            <source>— Hand {0} · button: {1} —</source>
            <translation>— {0}번째 판 · 버튼: {1} —</translation>
        </message>
        <message>
            <source>{0}: ante {1}</source>
            <translation>{0}: 앤티 {1}</translation>
        </message>
        <message>
            <source>{0}: small blind {1}</source>
            <translation>{0}: 스몰 블라인드 {1}</translation>
        </message>
        <message>
            <source>{0}: big blind {1}</source>
            <translation>{0}: 빅 블라인드 {1}</translation>
        </message>
        <message>
            <source>{0}: uncalled {1} returned</source>
            <translation>{0}: 아무도 콜하지 않은 {1} 돌려받음</translation>
        </message>
        <message>
            <source>The discards are shuffled into a new stub ({0} card)</source>
            <translation>버린 카드 {0}장을 섞어 새로 씁니다</translation>
        </message>
        <message>
            <source>You show {0} ({1})</source>
            <translation>내 카드 공개: {0} ({1})</translation>
        </message>
        <message>
            <source>{0}: shows {1} ({2})</source>
            <translation>{0}: {1} 공개 ({2})</translation>
        </message>
        <message>
            <source>You muck</source>
            <translation>내 카드를 덮음</translation>
        </message>
        <message>
            <source>{0}: mucks</source>
            <translation>{0}: 카드를 덮음</translation>
        </message>
        <message>
            <source>You win {0} from {1}</source>
            <translation>내가 {1}에서 {0} 획득</translation>
        </message>
        <message>
            <source>{0}: wins {1} from {2}</source>
            <translation>{0}: {2}에서 {1} 획득</translation>
        </message>
        <message>
            <source>Pot {0}</source>
            <translation>팟 {0}</translation>
        </message>
        <message>
            <source>The discards are shuffled into a new stub ({0} cards)</source>
            <translation>버린 카드 {0}장을 섞어 새로 씁니다</translation>
        </message>
        <message>
            <source>stand pat</source>
            <translation>패스</translation>
        </message>
        <message>
            <source>[out {0}, in {1}]</source>
            <translation>[버림 {0}, 받음 {1}]</translation>
        </message>
        <message>
            <source>the pot</source>
            <translation>팟</translation>
        </message>
        <message>
            <source>side pot {0}</source>
            <translation>사이드 팟 {0}</translation>
        </message>
        <message>
            <source>Sitting out</source>
            <translation>쉬는 중</translation>
        </message>
        <message>
            <source>Folded</source>
            <translation>폴드함</translation>
        </message>
        <message>
            <source>All-in</source>
            <translation>올인</translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>팟</translation>
        </message>
        <message>
            <source>Side pot {0}</source>
            <translation>사이드 팟 {0}</translation>
        </message>
        <message>
            <source>{0} wins {1}</source>
            <translation>{0} 님 {1} 획득</translation>
        </message>
        <message>
            <source>Hand {0} · {1} {2}/{3}</source>
            <translation>{0}번째 판 · {1} {2}/{3}</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>판 종료</translation>
        </message>
        <message>
            <source>Total pot {0}</source>
            <translation>전체 팟 {0}</translation>
        </message>
        <message>
            <source>Small blind</source>
            <translation>스몰 블라인드</translation>
        </message>
        <message>
            <source>Big blind</source>
            <translation>빅 블라인드</translation>
        </message>
        <message>
            <source>Mucked</source>
            <translation>카드 덮음</translation>
        </message>
        <message>
            <source>Wins {0}</source>
            <translation>{0} 획득</translation>
        </message>
    </context>
    <context>
        <name>BotLevels</name>
        <message>
            <source>Beginner (random)</source>
            <translation>초보 (무작위)</translation>
        </message>
        <message>
            <source>Basic</source>
            <translation>기본</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>쉬움</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>보통</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>어려움</translation>
        </message>
    </context>
    <context>
        <name>CardWords</name>
        <message>
            <source>Ace</source>
            <translation>에이스</translation>
        </message>
        <message>
            <source>Two</source>
            <translation>2</translation>
        </message>
        <message>
            <source>Three</source>
            <translation>3</translation>
        </message>
        <message>
            <source>Four</source>
            <translation>4</translation>
        </message>
        <message>
            <source>Five</source>
            <translation>5</translation>
        </message>
        <message>
            <source>Six</source>
            <translation>6</translation>
        </message>
        <message>
            <source>Seven</source>
            <translation>7</translation>
        </message>
        <message>
            <source>Eight</source>
            <translation>8</translation>
        </message>
        <message>
            <source>Nine</source>
            <translation>9</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>10</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>잭</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>퀸</translation>
        </message>
        <message>
            <source>King</source>
            <translation>킹</translation>
        </message>
        <message>
            <source>Clubs</source>
            <translation>클럽</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>다이아몬드</translation>
        </message>
        <message>
            <source>Hearts</source>
            <translation>하트</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>스페이드</translation>
        </message>
        <message>
            <source>a card face down</source>
            <translation>뒤집힌 카드</translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{1} {0}</translation>
        </message>
    </context>
    <context>
        <name>Difficulty</name>
        <message>
            <source>Mixed (set per player)</source>
            <translation>섞어서 (플레이어마다 따로)</translation>
        </message>
        <message>
            <source>How strong all the computer players are; each can be set below.</source>
            <translation>모든 컴퓨터 플레이어의 실력입니다. 아래에서 한 명씩 따로 정할 수도 있습니다.</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>난이도</translation>
        </message>
    </context>
    <context>
        <name>DrawTrainer</name>
        <message>
            <source>Draw</source>
            <translation>드로우</translation>
        </message>
        <message>
            <source>Stand pat</source>
            <translation>패스 (스탠딩 팻)</translation>
        </message>
        <message>
            <source>Play it out</source>
            <translation>끝까지 뽑아 보기</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>다음 판</translation>
        </message>
        <message>
            <source>Back to start screen</source>
            <translation>시작 화면으로</translation>
        </message>
        <message>
            <source>Live odds</source>
            <translation>실시간 확률</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>정확도</translation>
        </message>
        <message>
            <source>Accuracy by situation (A)</source>
            <translation>상황별 정확도 (A)</translation>
        </message>
        <message>
            <source>Mark card {0}</source>
            <translation>{0}번째 카드 선택</translation>
        </message>
        <message>
            <source>Draw trainer</source>
            <translation>드로우 연습</translation>
        </message>
        <message>
            <source>Score: counting…</source>
            <translation>점수: 세는 중…</translation>
        </message>
        <message>
            <source>The close call could not be settled: {0}</source>
            <translation>아슬아슬한 판정을 끝내지 못했습니다: {0}</translation>
        </message>
        <message>
            <source>The close call of an earlier spot could not be settled: {0}</source>
            <translation>앞 상황의 아슬아슬한 판정을 끝내지 못했습니다: {0}</translation>
        </message>
        <message>
            <source>Wins: {0}</source>
            <translation>승률 {0}</translation>
        </message>
        <message>
            <source>Every discard, best first</source>
            <translation>모든 버리기, 좋은 순서대로</translation>
        </message>
        <message>
            <source>#</source>
            <translation>순위</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>버릴 카드</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>남길 카드</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>승률</translation>
        </message>
        <message>
            <source>P(badugi)</source>
            <translation>바둑이 확률</translation>
        </message>
        <message>
            <source>How often this discard wins the showdown</source>
            <translation>이렇게 버렸을 때 쇼다운에서 이길 확률</translation>
        </message>
        <message>
            <source>How often it ends with a badugi</source>
            <translation>마지막에 바둑이(메이드)가 될 확률</translation>
        </message>
        <message>
            <source>Wins (about)</source>
            <translation>승률 (약)</translation>
        </message>
        <message>
            <source>How often this discard wins the showdown; with more than one draw left the hands that miss a badugi are counted approximately</source>
            <translation>이렇게 버렸을 때 쇼다운에서 이길 확률. 드로우가 두 번 이상 남으면 바둑이가 못 된 패들은 대략으로 셉니다</translation>
        </message>
        <message>
            <source>Spots:</source>
            <translation>상황:</translation>
        </message>
        <message>
            <source>Draws left:</source>
            <translation>남은 드로우:</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>무작위</translation>
        </message>
        <message>
            <source>Earlier discards (dead cards)</source>
            <translation>앞서 버린 카드 (죽은 카드)</translation>
        </message>
        <message>
            <source>The trainer's progress could not be read.

Reason: {0}

It could not be set aside either ({1}), so it is left untouched and your score will not be saved.</source>
            <translation>연습 기록을 읽을 수 없습니다.

이유: {0}

파일을 따로 옮길 수도 없어서({1}) 그대로 두었으며, 점수는 저장되지 않습니다.</translation>
        </message>
        <message>
            <source>The trainer's progress could not be read and was set aside as {0}.

Reason: {1}

Your score starts again from zero.</source>
            <translation>연습 기록을 읽을 수 없어 {0} 파일로 옮겨 두었습니다.

이유: {1}

점수는 0부터 다시 시작합니다.</translation>
        </message>
        <message>
            <source>Could not save the trainer's progress: {0}</source>
            <translation>연습 기록을 저장할 수 없습니다: {0}</translation>
        </message>
        <message>
            <source>Score {0}/{1} ({2:.0f}%)   Streak {3}   Best streak {4}</source>
            <translation>점수 {0}/{1} ({2:.0f}%)   연속 정답 {3}   최고 연속 {4}</translation>
        </message>
        <message>
            <source>Dealing a spot and working out its odds…</source>
            <translation>상황을 나누고 확률을 계산하는 중…</translation>
        </message>
        <message>
            <source>The odds could not be worked out: {0}</source>
            <translation>확률을 계산할 수 없습니다: {0}</translation>
        </message>
        <message>
            <source>Dealing a spot and working out its odds… {0}/16</source>
            <translation>상황을 나누고 확률을 계산하는 중… {0}/16</translation>
        </message>
        <message>
            <source>Mark the cards to throw with keys 1 to 4 (or click them), then D to draw; P stands pat.</source>
            <translation>버릴 카드를 1~4 키로 표시하고(클릭해도 됩니다) D로 바꾸세요. P는 패스(스탠딩 팻)입니다.</translation>
        </message>
        <message>
            <source>Spot: {0}</source>
            <translation>상황: {0}</translation>
        </message>
        <message>
            <source>Mark cards to see their odds.</source>
            <translation>카드를 고르면 그 확률이 보입니다.</translation>
        </message>
        <message>
            <source>Wins: about {0}</source>
            <translation>승률 약 {0}</translation>
        </message>
        <message>
            <source>Badugi {0}</source>
            <translation>바둑이 {0}</translation>
        </message>
        <message>
            <source>Draw {0}</source>
            <translation>{0}장 드로우</translation>
        </message>
        <message>
            <source>Pat decisions</source>
            <translation>패스 (스탠딩 팻)</translation>
        </message>
        <message>
            <source>One-card draws</source>
            <translation>한 장 드로우</translation>
        </message>
        <message>
            <source>Two-card draws</source>
            <translation>두 장 드로우</translation>
        </message>
        <message>
            <source>Breaking a badugi</source>
            <translation>메이드 깨기</translation>
        </message>
        <message>
            <source>Other draws</source>
            <translation>그 밖의 드로우</translation>
        </message>
        <message>
            <source>1 draw left (the last)</source>
            <translation>드로우 1번 남음 (마지막)</translation>
        </message>
        <message>
            <source>{0} draws left</source>
            <translation>드로우 {0}번 남음</translation>
        </message>
        <message>
            <source>pat</source>
            <translation>패스</translation>
        </message>
        <message>
            <source>Opponents before you drew: {0}</source>
            <translation>앞선 상대들이 바꾼 장 수: {0}</translation>
        </message>
        <message>
            <source>Your earlier discards (dead): {0}</source>
            <translation>앞서 버린 카드 (죽은 카드): {0}</translation>
        </message>
        <message>
            <source>Right! {0} is the best play: it wins about {1}.</source>
            <translation>정답! 최선의 선택: {0}, 승률 약 {1}.</translation>
        </message>
        <message>
            <source>Right! {0} is the best play: it wins {1}.</source>
            <translation>정답! 최선의 선택: {0}, 승률 {1}.</translation>
        </message>
        <message>
            <source>Right: as good as the best play ({0}) within the figures' precision (with more than one draw left they are approximate).</source>
            <translation>정답: 수치의 정밀도 안에서 최선의 선택({0})과 같습니다 (드로우가 두 번 이상 남으면 수치는 대략입니다).</translation>
        </message>
        <message>
            <source>The best play is {0} (wins about {1}). Yours ranks #{2} and wins about {3} points less often.</source>
            <translation>최선의 선택: {0} (승률 약 {1}). 고른 선택은 {2}위이며 승률이 약 {3}%p 낮습니다.</translation>
        </message>
        <message>
            <source>The best play is {0} (wins {1}). Yours ranks #{2} and wins {3} points less often.</source>
            <translation>최선의 선택: {0} (승률 {1}). 고른 선택은 {2}위이며 승률이 {3}%p 낮습니다.</translation>
        </message>
        <message>
            <source>It makes a badugi {0} points less often.</source>
            <translation>바둑이가 될 확률이 {0}%p 낮습니다.</translation>
        </message>
        <message>
            <source>It makes a badugi {0} points more often, but worse ones.</source>
            <translation>바둑이가 될 확률은 {0}%p 높지만 더 나쁜 메이드입니다.</translation>
        </message>
        <message>
            <source>A close call: by the approximate figures yours wins about {0} points less often than the best play ({1}), within their precision. Settling it by dealing both out…</source>
            <translation>아슬아슬한 판정: 대략적인 수치로는 고른 선택의 승률이 최선의 선택({1})보다 약 {0}%p 낮지만, 수치의 정밀도 안입니다. 두 선택을 직접 돌려 보며 판정하는 중…</translation>
        </message>
        <message>
            <source>Right by the approximate figures: yours wins about {0} points less often than the best play ({1}), within their precision. Dealing both out to settle it failed, so this grade rests on the approximate figures alone.</source>
            <translation>대략적인 수치로 정답: 고른 선택의 승률이 최선의 선택({1})보다 약 {0}%p 낮지만, 수치의 정밀도 안입니다. 두 선택을 직접 돌려 보는 판정이 실패해서, 이 채점은 대략적인 수치에만 기댄 것입니다.</translation>
        </message>
        <message>
            <source>Settled by {0} deals: yours wins {1} ± {2} points less often.</source>
            <translation>{0}번 돌려 본 판정: 고른 선택의 승률이 {1} ± {2}%p 낮습니다.</translation>
        </message>
        <message>
            <source>Settled by {0} deals: yours wins {1} ± {2} points more often.</source>
            <translation>{0}번 돌려 본 판정: 고른 선택의 승률이 {1} ± {2}%p 높습니다.</translation>
        </message>
        <message>
            <source>Right: as good as the best play ({0}).</source>
            <translation>정답: 최선의 선택({0})과 같습니다.</translation>
        </message>
        <message>
            <source>The best play is {0} (wins about {1}). Yours ranks #{2}.</source>
            <translation>최선의 선택: {0} (승률 약 {1}). 고른 선택은 {2}위입니다.</translation>
        </message>
        <message>
            <source>Wins: how often a discard ends with the best hand against the hands your opponents' draws make likely (ties count half); bars: how often it makes a badugi this high or better.</source>
            <translation>승률: 상대들이 바꾼 장 수로 보아 그들이 가질 법한 패를 상대로 쇼다운에서 가장 좋은 패가 될 확률(비기면 절반)이고, 막대는 이 높이 이하의 바둑이가 될 확률입니다.</translation>
        </message>
        <message>
            <source>Review: you missed this spot before (box {0} of {1}).</source>
            <translation>복습: 전에 틀린 상황입니다 (상자 {0}/{1}).</translation>
        </message>
        <message>
            <source>Bring back missed spots ({0} waiting, {1} learned)</source>
            <translation>틀린 상황 다시 풀기 (대기 {0}, 익힘 {1})</translation>
        </message>
        <message>
            <source>Best play: stand pat</source>
            <translation>최선: 패스 (스탠딩 팻)</translation>
        </message>
        <message>
            <source>Best play: keep 3, draw 1</source>
            <translation>최선: 3장 남기고 1장 드로우</translation>
        </message>
        <message>
            <source>Best play: keep 2, draw 2</source>
            <translation>최선: 2장 남기고 2장 드로우</translation>
        </message>
        <message>
            <source>Best play: keep 1, draw 3</source>
            <translation>최선: 1장 남기고 3장 드로우</translation>
        </message>
        <message>
            <source>Best play: draw 4</source>
            <translation>최선: 4장 모두 드로우</translation>
        </message>
        <message>
            <source>Accuracy by situation</source>
            <translation>상황별 정확도</translation>
        </message>
        <message>
            <source>Spots by the draws left and by what the best play keeps.</source>
            <translation>남은 드로우 수와 최선의 선택이 남기는 카드 수에 따른 상황입니다.</translation>
        </message>
        <message>
            <source>Situation</source>
            <translation>상황</translation>
        </message>
        <message>
            <source>Spots</source>
            <translation>문제 수</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>정답</translation>
        </message>
        <message>
            <source>Right: as good as the best play ({0}) within a tenth of a point.</source>
            <translation>정답: 최선의 선택({0})과 0.1점 안쪽으로 같습니다.</translation>
        </message>
    </context>
    <context>
        <name>GameList</name>
        <message>
            <source>{0}, {1}</source>
            <translation>{0}, {1}</translation>
        </message>
        <message>
            <source>{0} and {1}</source>
            <translation>{0}, {1}</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Badugi</source>
            <translation>바둑이</translation>
        </message>
        <message>
            <source>Badugi sit-and-go</source>
            <translation>바둑이 싯앤고</translation>
        </message>
    </context>
    <context>
        <name>HistoryPage</name>
        <message>
            <source>Back</source>
            <translation>뒤로</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>다시 보기</translation>
        </message>
        <message>
            <source>Hand history</source>
            <translation>판 기록</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>모든 게임</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>보기:</translation>
        </message>
        <message>
            <source>Games and their hands</source>
            <translation>게임과 판 목록</translation>
        </message>
        <message>
            <source>When</source>
            <translation>날짜</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>게임</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>결과</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>내용</translation>
        </message>
        <message>
            <source>No hands stored yet. Every hand you finish at a table appears here.</source>
            <translation>저장된 판이 아직 없습니다. 테이블에서 끝낸 판은 모두 여기에 나옵니다.</translation>
        </message>
        <message>
            <source>The history could not be read: {0}</source>
            <translation>기록을 읽을 수 없습니다: {0}</translation>
        </message>
        <message>
            <source>It was set aside as {0}; a new one was started.</source>
            <translation>{0} 파일로 옮겨 두고 새 기록을 시작했습니다.</translation>
        </message>
        <message>
            <source>the history is not available</source>
            <translation>기록을 쓸 수 없습니다</translation>
        </message>
        <message>
            <source>{0} · {1} · {2} players</source>
            <translation>{0} · {1} · {2}명</translation>
        </message>
        <message>
            <source>{0} · {1}</source>
            <translation>{0} · {1}</translation>
        </message>
        <message>
            <source>{0} · {1} players</source>
            <translation>{0} · {1}명</translation>
        </message>
        <message>
            <source>Hand {0}</source>
            <translation>{0}번째 판</translation>
        </message>
        <message>
            <source>{0} · hand {1} · {2}</source>
            <translation>{0} · {1}번째 판 · {2}</translation>
        </message>
        <message>
            <source>Seat {0}</source>
            <translation>{0}번 자리</translation>
        </message>
        <message>
            <source>Working out the review of this hand…</source>
            <translation>이번 판을 복기하는 중…</translation>
        </message>
        <message>
            <source>This hand could not be reviewed: {0}</source>
            <translation>이 판은 복기할 수 없습니다: {0}</translation>
        </message>
    </context>
    <context>
        <name>HistoryShell</name>
        <message>
            <source>Statistics</source>
            <translation>통계</translation>
        </message>
        <message>
            <source>Hand history</source>
            <translation>판 기록</translation>
        </message>
        <message>
            <source>The hand history can be looked at but not added to, so the hands you play now are not being stored.

Reason: {0}</source>
            <translation>지난 판 기록은 볼 수는 있지만 더할 수는 없어서, 지금 하는 판은 기록되지 않습니다.

이유: {0}</translation>
        </message>
        <message>
            <source>The hand history could not be used and was set aside as {0}. A new one was started.

Reason: {1}</source>
            <translation>판 기록 파일을 쓸 수 없어 {0} 파일로 옮겨 두고 새로 시작했습니다.

이유: {1}</translation>
        </message>
        <message>
            <source>The hand history cannot be used, so hands are not being stored.

Reason: {0}</source>
            <translation>판 기록을 쓸 수 없어 판이 저장되지 않습니다.

이유: {0}</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>통계(&amp;T)</translation>
        </message>
        <message>
            <source>Hand &amp;history</source>
            <translation>판 기록(&amp;H)</translation>
        </message>
    </context>
    <context>
        <name>LoadReasons</name>
        <message>
            <source>{0} is not valid JSON ({1})</source>
            <translation>{0} 파일이 올바른 JSON이 아닙니다 ({1})</translation>
        </message>
        <message>
            <source>{0} is nested too deeply to be one of our files</source>
            <translation>{0} 파일은 중첩이 너무 깊어 cardtable의 파일일 수 없습니다</translation>
        </message>
        <message>
            <source>{0} is not a regular file</source>
            <translation>{0}은(는) 일반 파일이 아닙니다</translation>
        </message>
        <message>
            <source>{0} is too large ({1} bytes; the limit is {2})</source>
            <translation>{0} 파일이 너무 큽니다 ({1}바이트, 한도 {2}바이트)</translation>
        </message>
        <message>
            <source>{0} is too large (the limit is {1} bytes)</source>
            <translation>{0} 파일이 너무 큽니다 (한도 {1}바이트)</translation>
        </message>
        <message>
            <source>cannot read {0}: {1}</source>
            <translation>{0} 파일을 읽을 수 없습니다: {1}</translation>
        </message>
        <message>
            <source>{0} is not UTF-8 text</source>
            <translation>{0} 파일이 UTF-8 텍스트가 아닙니다</translation>
        </message>
        <message>
            <source>{0} is not a {1} file (expected a JSON object)</source>
            <translation>{0}은(는) {1} 파일이 아닙니다 (JSON 객체가 아닙니다)</translation>
        </message>
        <message>
            <source>{0} is not a {1} file (format is {2})</source>
            <translation>{0}은(는) {1} 파일이 아닙니다 (형식: {2})</translation>
        </message>
        <message>
            <source>{0} has no valid version number</source>
            <translation>{0}에 올바른 버전 번호가 없습니다</translation>
        </message>
        <message>
            <source>{0} was written by a newer cardtable (version {1}, this one reads up to {2})</source>
            <translation>{0}은(는) 더 새로운 cardtable이 쓴 파일입니다 (버전 {1}, 이 cardtable은 {2}까지 읽습니다)</translation>
        </message>
        <message>
            <source>the save holds a {0} game, not a {1} game</source>
            <translation>저장 파일에 {1} 게임이 아니라 {0} 게임이 들어 있습니다</translation>
        </message>
        <message>
            <source>the save belongs in another file ({0})</source>
            <translation>이 저장은 다른 파일({0})의 것입니다</translation>
        </message>
        <message>
            <source>the saved game has no seat for you (every seat is a computer)</source>
            <translation>저장된 게임에 내 자리가 없습니다 (모든 자리가 컴퓨터입니다)</translation>
        </message>
        <message>
            <source>the saved game is of an unknown game {0}</source>
            <translation>저장된 게임이 알 수 없는 게임 {0}입니다</translation>
        </message>
        <message>
            <source>an older {0} save; the newer one was kept</source>
            <translation>예전 {0} 저장 파일입니다. 더 새로운 저장을 남겼습니다</translation>
        </message>
        <message>
            <source>its content failed a check: {0}</source>
            <translation>내용이 검사를 통과하지 못했습니다: {0}</translation>
        </message>
        <message>
            <source>it is not in the settings format</source>
            <translation>설정 파일 형식이 아님</translation>
        </message>
        <message>
            <source>it cannot be read</source>
            <translation>읽을 수 없음</translation>
        </message>
        <message>
            <source>it is far too large to be ours</source>
            <translation>cardtable의 설정 파일이라기엔 너무 큼</translation>
        </message>
        <message>
            <source>it is not text</source>
            <translation>텍스트 파일이 아님</translation>
        </message>
        <message>
            <source>it holds no settings</source>
            <translation>설정이 하나도 들어 있지 않음</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Game</source>
            <translation>게임(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>새 게임(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Resume</source>
            <translation>이어하기(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Leave table</source>
            <translation>테이블 나가기(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Switch game</source>
            <translation>게임 바꾸기(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Mute sounds</source>
            <translation>소리 끄기(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>설정(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>끝내기(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Table</source>
            <translation>테이블(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>도움말(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>규칙(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;About cardtable</source>
            <translation>cardtable 정보(&amp;A)</translation>
        </message>
        <message>
            <source>This is the {0} table already: {1} starts a new {0} game.</source>
            <translation>이미 {0} 테이블입니다. 새 {0} 게임은 {1} 키로 시작합니다.</translation>
        </message>
        <message>
            <source>About</source>
            <translation>정보</translation>
        </message>
        <message>
            <source>cardtable {0}

{1} against computer players, offline.
Free software under the GNU GPL, version 3 or later.</source>
            <translation>cardtable {0}

컴퓨터와 오프라인으로 즐기는 {1}.
GNU GPL 3판 이상으로 배포되는 자유 소프트웨어입니다.</translation>
        </message>
        <message>
            <source>cardtable found these problems:</source>
            <translation>cardtable에서 다음 문제를 발견했습니다:</translation>
        </message>
        <message>
            <source>Problems found</source>
            <translation>문제가 있습니다</translation>
        </message>
        <message>
            <source>Settings could not be read</source>
            <translation>설정을 읽을 수 없습니다</translation>
        </message>
        <message>
            <source>Your settings could not be read ({0}) and were set aside as {1}.

cardtable uses its default settings; choose yours again in Settings.</source>
            <translation>설정 파일을 읽을 수 없어서({0}) 다른 이름으로 옮겨 두었습니다: {1}

기본 설정을 사용합니다. 설정 메뉴에서 다시 골라 주세요.</translation>
        </message>
        <message>
            <source>Your settings in {0} could not be read ({1}) and could not be set aside either ({2}). cardtable uses its default settings.</source>
            <translation>{0}의 설정 파일을 읽을 수 없고({1}) 다른 이름으로 옮길 수도 없었습니다({2}). 기본 설정을 사용합니다.</translation>
        </message>
        <message>
            <source>Saved game could not be read</source>
            <translation>저장된 게임을 읽을 수 없습니다</translation>
        </message>
        <message>
            <source>The saved game could not be read.

Reason: {0}

It could not be set aside either ({1}), so it is left untouched in {2} and nothing will be saved over it. You can play, but your games will not be saved until that folder can be written to.</source>
            <translation>저장된 게임을 읽을 수 없습니다.

이유: {0}

파일을 따로 옮길 수도 없어서({1}) {2}에 그대로 두었으며, 그 위에 저장하지 않습니다. 게임은 할 수 있지만 그 폴더에 쓸 수 있게 될 때까지 게임이 저장되지 않습니다.</translation>
        </message>
        <message>
            <source>The saved game could not be read and was set aside as {0} in {1}.

Reason: {2}

You can start a new game. Your hand history and statistics are not affected.</source>
            <translation>저장된 게임을 읽을 수 없어서 {1} 폴더에 {0} 파일로 따로 옮겨 두었습니다.

이유: {2}

새 게임을 시작할 수 있습니다. 판 기록과 통계는 그대로 있습니다.</translation>
        </message>
        <message>
            <source>Games are not being saved: the unreadable saved game in {0} is kept untouched. Make the folder writable and restart cardtable.</source>
            <translation>게임이 저장되지 않고 있습니다: {0}의 읽을 수 없는 저장 파일을 그대로 두었습니다. 폴더에 쓸 수 있게 한 뒤 cardtable을 다시 시작하세요.</translation>
        </message>
        <message>
            <source>Start a new game of {0}? Your saved {0} game will be lost.</source>
            <translation>{0} 새 게임을 시작할까요? 저장된 {0} 게임은 사라집니다.</translation>
        </message>
        <message>
            <source>Your {0} game is saved: resume it from the start screen.</source>
            <translation>{0} 게임이 저장되었습니다. 시작 화면에서 이어서 할 수 있습니다.</translation>
        </message>
        <message>
            <source>Your {0} game waits on the start screen, but it is not saved: it is lost when you quit.</source>
            <translation>{0} 게임은 시작 화면에서 이어서 할 수 있지만 저장되지 않았습니다. 끝내면 사라집니다.</translation>
        </message>
        <message>
            <source>Nothing can be saved in {0} ({1}): games and training progress will be lost when you quit. Make the folder writable and restart cardtable.</source>
            <translation>{0}에 아무것도 저장할 수 없습니다({1}): 끝내면 게임과 연습 기록이 사라집니다. 폴더에 쓸 수 있게 한 뒤 cardtable을 다시 시작하세요.</translation>
        </message>
        <message>
            <source>Your game is not being saved: {0}. It cannot be resumed later until saving works again.</source>
            <translation>게임이 저장되지 않고 있습니다: {0}. 다시 저장할 수 있게 될 때까지 나중에 이어서 할 수 없습니다.</translation>
        </message>
        <message>
            <source>Could not save the game</source>
            <translation>게임을 저장하지 못했습니다</translation>
        </message>
        <message>
            <source>Could not save the game: {0}</source>
            <translation>게임을 저장하지 못했습니다: {0}</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>새 게임</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>이어하기</translation>
        </message>
        <message>
            <source>There is no saved game.</source>
            <translation>저장된 게임이 없습니다.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>게임 끝</translation>
        </message>
        <message>
            <source>The game is over. Thanks for playing!</source>
            <translation>게임이 끝났습니다. 즐겨 주셔서 고맙습니다!</translation>
        </message>
        <message>
            <source>Sounds off.</source>
            <translation>소리를 껐습니다.</translation>
        </message>
        <message>
            <source>Sounds on.</source>
            <translation>소리를 켰습니다.</translation>
        </message>
        <message>
            <source>Rules of {0}</source>
            <translation>{0} 규칙</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>You</source>
            <translation>나</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>테이블</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>내 이름:</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>컴퓨터 플레이어</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>시작</translation>
        </message>
        <message>
            <source>Difficulty:</source>
            <translation>난이도:</translation>
        </message>
        <message>
            <source>{0}: name</source>
            <translation>{0}: 이름</translation>
        </message>
        <message>
            <source>{0}: difficulty</source>
            <translation>{0}: 난이도</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation>모든 플레이어에게 이름이 필요합니다.</translation>
        </message>
        <message>
            <source>Two players have the same name.</source>
            <translation>이름이 같은 플레이어가 있습니다.</translation>
        </message>
    </context>
    <context>
        <name>OddsPanel</name>
        <message>
            <source>Draw odds</source>
            <translation>드로우 확률</translation>
        </message>
        <message>
            <source>made</source>
            <translation>메이드</translation>
        </message>
        <message>
            <source>no badugi</source>
            <translation>바둑이 아님</translation>
        </message>
        <message>
            <source>No draws left: {0} ({1}).</source>
            <translation>남은 드로우 없음: {0} ({1}).</translation>
        </message>
        <message>
            <source>Working out the odds…</source>
            <translation>확률을 계산하는 중…</translation>
        </message>
        <message>
            <source>The draw:</source>
            <translation>드로우:</translation>
        </message>
        <message>
            <source>Last draw:</source>
            <translation>마지막 드로우:</translation>
        </message>
        <message>
            <source>{0} draws left:</source>
            <translation>드로우 {0}번 남음:</translation>
        </message>
        <message>
            <source>{0} best is {1}, badugi {2}</source>
            <translation>{0} 최선의 선택은 {1}, 바둑이 {2}</translation>
        </message>
        <message>
            <source>{0}. {1} — badugi {2}</source>
            <translation>{0}. {1} — 바둑이 {2}</translation>
        </message>
        <message>
            <source>Marked: {0} — badugi {1}</source>
            <translation>고른 카드: {0} — 바둑이 {1}</translation>
        </message>
        <message>
            <source>The odds could not be worked out: {0}</source>
            <translation>확률을 계산할 수 없습니다: {0}</translation>
        </message>
    </context>
    <context>
        <name>OutChoice</name>
        <message>
            <source>You are out</source>
            <translation>탈락했습니다</translation>
        </message>
        <message>
            <source>You finished {0}. The others play on.</source>
            <translation>{0}로 끝났습니다. 남은 사람들이 계속합니다.</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>느리게</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>보통</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>빠르게</translation>
        </message>
        <message>
            <source>Fastest (no animation)</source>
            <translation>가장 빠르게 (애니메이션 없음)</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>속도:</translation>
        </message>
        <message>
            <source>&amp;Watch</source>
            <translation>지켜보기(&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Jump to the result</source>
            <translation>결과로 바로 가기(&amp;J)</translation>
        </message>
    </context>
    <context>
        <name>PlayerNames</name>
        <message>
            <source>Mina</source>
            <translation>미나</translation>
        </message>
        <message>
            <source>Jisoo</source>
            <translation>지수</translation>
        </message>
        <message>
            <source>Tom</source>
            <translation>톰</translation>
        </message>
        <message>
            <source>Ana</source>
            <translation>아나</translation>
        </message>
        <message>
            <source>Leo</source>
            <translation>레오</translation>
        </message>
        <message>
            <source>Yuna</source>
            <translation>유나</translation>
        </message>
        <message>
            <source>Sam</source>
            <translation>샘</translation>
        </message>
        <message>
            <source>Hana</source>
            <translation>하나</translation>
        </message>
        <message>
            <source>Hoon</source>
            <translation>훈</translation>
        </message>
        <message>
            <source>Sora</source>
            <translation>소라</translation>
        </message>
        <message>
            <source>You</source>
            <translation>나</translation>
        </message>
    </context>
    <context>
        <name>ProgressNotice</name>
        <message>
            <source>Progress could not be read</source>
            <translation>연습 기록을 읽을 수 없음</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{0} chip</source>
            <translation>{0}칩</translation>
        </message>
        <message>
            <source>{0} chips</source>
            <translation>{0}칩</translation>
        </message>
        <message>
            <source>{0} point</source>
            <translation>{0}점</translation>
        </message>
        <message>
            <source>{0} points</source>
            <translation>{0}점</translation>
        </message>
        <message>
            <source>1 hand</source>
            <translation>1판</translation>
        </message>
        <message>
            <source>{0} hands</source>
            <translation>{0}판</translation>
        </message>
        <message>
            <source>Part of the history could not be read: {0} and {1} hold a value of the wrong type. What could not be read is left out here (seats whose names could not be read are numbered); the file keeps it unchanged.</source>
            <translation>기록의 일부를 읽을 수 없습니다: {0}, {1}에 형식이 맞지 않는 값이 있습니다. 읽을 수 없는 것은 여기서 빼고 보여 줍니다(이름을 읽을 수 없는 자리는 번호로 표시). 파일에는 그대로 남아 있습니다.</translation>
        </message>
        <message>
            <source>{0} game or sitting</source>
            <translation>게임 또는 자리 {0}개</translation>
        </message>
        <message>
            <source>{0} games or sittings</source>
            <translation>게임 또는 자리 {0}개</translation>
        </message>
        <message>
            <source>{0} hand</source>
            <translation>{0}판</translation>
        </message>
    </context>
    <context>
        <name>Replayer</name>
        <message>
            <source>First</source>
            <translation>처음</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ 이전</translation>
        </message>
        <message>
            <source>Forward ▶</source>
            <translation>다음 ▶</translation>
        </message>
        <message>
            <source>Last</source>
            <translation>마지막</translation>
        </message>
        <message>
            <source>Previous hand</source>
            <translation>이전 판</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>다음 판</translation>
        </message>
        <message>
            <source>Back to the list</source>
            <translation>목록으로</translation>
        </message>
        <message>
            <source>Review of your decisions</source>
            <translation>내 결정 복기</translation>
        </message>
        <message>
            <source>Everyone's cards</source>
            <translation>모두의 카드</translation>
        </message>
        <message>
            <source>Tab and Shift+Tab choose a step, Enter shows it</source>
            <translation>Tab과 Shift+Tab으로 단계를 고르고 Enter로 그 단계를 봅니다</translation>
        </message>
        <message>
            <source>Steps</source>
            <translation>진행</translation>
        </message>
        <message>
            <source>The review of this hand is ready (V shows it).</source>
            <translation>이 판의 복기가 준비되었습니다 (V: 보기).</translation>
        </message>
        <message>
            <source>Step {0} of {1}</source>
            <translation>{1}단계 중 {0}단계</translation>
        </message>
        <message>
            <source>folded</source>
            <translation>폴드</translation>
        </message>
    </context>
    <context>
        <name>RulesText</name>
        <message>
            <source>Each player gets four cards face down. The aim is the lowest hand of four different suits and four different ranks: a &lt;b&gt;badugi&lt;/b&gt;.</source>
            <translation>각자 카드 네 장을 엎어서 받습니다. 목표는 무늬 네 개와 숫자 네 개가 모두 다른 가장 낮은 패, 곧 &lt;b&gt;바둑이&lt;/b&gt;(메이드)입니다.</translation>
        </message>
        <message>
            <source>Only cards of different suits and ranks count. More counted cards always win: any four-card badugi beats any three-card hand, which beats any two-card hand.</source>
            <translation>무늬와 숫자가 서로 다른 카드만 셉니다. 세는 카드가 많은 쪽이 항상 이깁니다: 네 장짜리 바둑이는 어떤 세 장 패보다 강하고, 세 장 패는 두 장 패보다 강합니다.</translation>
        </message>
        <message>
            <source>Between hands of the same size, aces are low; compare the highest counted card first, and the lower one wins. The best hand is A-2-3-4 of four suits. Suits never break a tie; equal hands split the pot.</source>
            <translation>장수가 같으면 에이스는 1로 칩니다. 가장 높은 카드부터 비교해 더 낮은 쪽이 이깁니다. 가장 좋은 패는 무늬가 모두 다른 A-2-3-4(골프)입니다. 무늬로는 승부를 가리지 않으며, 같은 패는 팟을 나눕니다.</translation>
        </message>
        <message>
            <source>Triple draw: betting, draw 1 (breakfast), betting, draw 2 (lunch), betting, draw 3 (dinner), final betting, showdown. Single draw has one draw and two betting rounds.</source>
            <translation>트리플 드로우: 베팅, 첫 번째 드로우(아침), 베팅, 두 번째 드로우(점심), 베팅, 세 번째 드로우(저녁), 마지막 베팅, 쇼다운. 싱글 드로우는 드로우 한 번과 베팅 두 번입니다.</translation>
        </message>
        <message>
            <source>In a draw you throw away 0 to 4 cards and get as many new ones; keeping all four is standing pat. How many cards each player changed is public.</source>
            <translation>드로우에서는 0~4장을 버리고 같은 수만큼 새로 받습니다. 네 장을 모두 지키는 것을 패스(스탠딩 팻)라고 합니다. 각자 몇 장을 바꿨는지는 모두에게 공개됩니다.</translation>
        </message>
        <message>
            <source>The small blind sits left of the button, the big blind left of that. Before the first draw the player left of the big blind acts first; later the first player left of the button.</source>
            <translation>버튼 왼쪽이 스몰 블라인드, 그 왼쪽이 빅 블라인드입니다. 첫 드로우 전에는 빅 블라인드 왼쪽 사람이 먼저 하고, 그 뒤로는 버튼 왼쪽의 첫 사람부터 합니다.</translation>
        </message>
        <message>
            <source>Fixed limit: bets and raises are one small bet (the big blind) in the first two rounds and one big bet (twice that) later, with at most one bet and three raises per round. Pot limit and half-pot limit cap a raise at the pot or half of it; in no limit you may bet all your chips.</source>
            <translation>리밋: 처음 두 라운드는 스몰 벳(빅 블라인드만큼), 이후에는 빅 벳(그 두 배)씩 걸며, 라운드마다 벳 한 번과 레이즈 세 번까지입니다. 팟 리밋과 하프 팟 리밋은 레이즈를 팟 또는 그 절반까지로 제한하고, 노 리밋에서는 가진 칩을 모두 걸 수 있습니다.</translation>
        </message>
        <message>
            <source>At the showdown the best hand wins; a player who goes all-in can only win the chips he matched, the rest forms side pots.</source>
            <translation>쇼다운에서는 가장 좋은 패가 이깁니다. 올인한 사람은 자신이 맞춘 만큼만 가져갈 수 있고, 나머지는 사이드 팟이 됩니다.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sit-and-go tournament&lt;/b&gt;: everyone starts with the same chips and nobody buys more. The blinds rise every few hands by a schedule of levels (a new level starts with the next hand, never inside one), and from a chosen level every player also posts an ante. A player short of a blind or ante posts what he has and is all-in.</source>
            <translation>&lt;b&gt;싯앤고 토너먼트&lt;/b&gt;: 모두 같은 칩으로 시작하고 칩을 더 살 수 없습니다. 블라인드는 레벨 일정에 따라 몇 판마다 오르며(새 레벨은 판 도중이 아니라 다음 판부터), 정해진 레벨부터는 모두가 앤티도 냅니다. 블라인드나 앤티보다 칩이 적은 사람은 가진 만큼 내고 올인이 됩니다.</translation>
        </message>
        <message>
            <source>A player with no chips after a hand is out. Of several out in the same hand, the one who began it with more chips places higher; equal stacks share those places and their prizes. The button moves to the next player still in. The last player with chips wins; the prizes are shares of the pool by place (by default: 2-3 players winner takes all, 4-6 65/35, 7-8 50/30/20).</source>
            <translation>판이 끝났을 때 칩이 없는 사람은 탈락합니다. 같은 판에서 여럿이 탈락하면 그 판을 더 많은 칩으로 시작한 사람이 높은 순위를 받고, 칩이 같았으면 그 순위들과 상금을 똑같이 나눕니다. 버튼은 남아 있는 다음 사람에게 갑니다. 마지막까지 칩이 남은 사람이 우승하며, 상금은 순위별로 상금 풀을 나눈 몫입니다(기본: 2-3명은 우승자 독식, 4-6명은 65/35, 7-8명은 50/30/20).</translation>
        </message>
        <message>
            <source>Badugi</source>
            <translation>바둑이</translation>
        </message>
    </context>
    <context>
        <name>SessionTable</name>
        <message>
            <source>Game resumed.</source>
            <translation>게임을 이어서 합니다.</translation>
        </message>
        <message>
            <source>What the table says now</source>
            <translation>테이블의 현재 안내</translation>
        </message>
        <message>
            <source>A computer player made an illegal move: {0}</source>
            <translation>컴퓨터 플레이어가 규칙에 어긋난 행동을 했습니다: {0}</translation>
        </message>
        <message>
            <source>A computer player failed: {0}</source>
            <translation>컴퓨터 플레이어에 오류가 생겼습니다: {0}</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>설정</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>끄기</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>빠르게</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>보통</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>느리게</translation>
        </message>
        <message>
            <source>Four-colour deck (blue diamonds, green clubs)</source>
            <translation>4색 카드 (파란 다이아몬드, 초록 클로버)</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>파랑</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>빨강</translation>
        </message>
        <message>
            <source>Wait for a click</source>
            <translation>클릭할 때까지 기다리기</translation>
        </message>
        <message>
            <source> s</source>
            <translation>초</translation>
        </message>
        <message>
            <source>Sounds (M turns them off and on)</source>
            <translation>소리 (M 키로 끄고 켭니다)</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>음량</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>시스템 언어</translation>
        </message>
        <message>
            <source>Animation speed:</source>
            <translation>애니메이션 속도:</translation>
        </message>
        <message>
            <source>Card back:</source>
            <translation>카드 뒷면:</translation>
        </message>
        <message>
            <source>Next hand after:</source>
            <translation>다음 판까지:</translation>
        </message>
        <message>
            <source>Volume:</source>
            <translation>음량:</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>언어:</translation>
        </message>
        <message>
            <source>A new language is used from the next start.</source>
            <translation>바꾼 언어는 다음에 실행할 때부터 적용됩니다.</translation>
        </message>
    </context>
    <context>
        <name>Shortcuts</name>
        <message>
            <source>{0} ({1})</source>
            <translation>{0} ({1})</translation>
        </message>
    </context>
    <context>
        <name>SingleInstance</name>
        <message>
            <source>cardtable is already running with the data folder {0}, but its window did not answer. Switch to it, or quit it and start cardtable again.</source>
            <translation>cardtable이 이미 실행 중입니다(데이터 폴더: {0}). 그런데 그 창이 응답하지 않습니다. 그 창으로 가거나, 그 창을 닫고 cardtable을 다시 시작하세요.</translation>
        </message>
    </context>
    <context>
        <name>SngStats</name>
        <message>
            <source>Prizes won, running total</source>
            <translation>받은 상금 누적</translation>
        </message>
        <message>
            <source>Sit-and-goes</source>
            <translation>싯앤고</translation>
        </message>
        <message>
            <source>% of a pool</source>
            <translation>상금 풀 대비 %</translation>
        </message>
        <message>
            <source>triple draw</source>
            <translation>트리플 드로우</translation>
        </message>
        <message>
            <source>single draw</source>
            <translation>싱글 드로우</translation>
        </message>
        <message>
            <source>&lt;b&gt;{0} seats · {1} · {2}&lt;/b&gt;: {3} played, average finish {4}, in the money {5:.0f}%, {6} won, prize per tournament {7:.2f}% of the pool</source>
            <translation>&lt;b&gt;{0}인 · {1} · {2}&lt;/b&gt;: {3}번 참가, 평균 순위 {4}, 입상 {5:.0f}%, 우승 {6}번, 토너먼트당 상금 풀의 {7:.2f}%</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>Draw trainer</source>
            <translation>드로우 연습</translation>
        </message>
        <message>
            <source>{0} against the computer</source>
            <translation>컴퓨터와 즐기는 {0}</translation>
        </message>
        <message>
            <source>Resume {0}</source>
            <translation>{0} 이어하기</translation>
        </message>
    </context>
    <context>
        <name>StatisticsPage</name>
        <message>
            <source>Back</source>
            <translation>뒤로</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>새로 고침</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>통계</translation>
        </message>
        <message>
            <source>Hands played</source>
            <translation>플레이한 판</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>승률</translation>
        </message>
        <message>
            <source>Big blinds per 100 hands</source>
            <translation>100판당 빅 블라인드</translation>
        </message>
        <message>
            <source>Voluntarily in the pot (VPIP)</source>
            <translation>자발적 참여율 (VPIP)</translation>
        </message>
        <message>
            <source>Showdowns won</source>
            <translation>쇼다운 승률</translation>
        </message>
        <message>
            <source>Net chips over the hands played</source>
            <translation>판마다 쌓인 칩 손익</translation>
        </message>
        <message>
            <source>Hands</source>
            <translation>판</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>칩</translation>
        </message>
        <message>
            <source>No cash-table hands stored yet (sit-and-go hands are not counted here).</source>
            <translation>저장된 캐시 게임 판이 아직 없습니다 (싯앤고 판은 여기에 세지 않습니다).</translation>
        </message>
        <message>
            <source>the history is not available</source>
            <translation>기록을 쓸 수 없습니다</translation>
        </message>
        <message>
            <source>The history could not be read: {0}</source>
            <translation>기록을 읽을 수 없습니다: {0}</translation>
        </message>
        <message>
            <source>It was set aside as {0}; a new one was started.</source>
            <translation>{0} 파일로 옮겨 두고 새 기록을 시작했습니다.</translation>
        </message>
        <message>
            <source>sittings: {0}</source>
            <translation>세션: {0}</translation>
        </message>
        <message>
            <source>hands won: {0} of {1}</source>
            <translation>이긴 판: {1}판 중 {0}판</translation>
        </message>
        <message>
            <source>called or raised before the first draw</source>
            <translation>첫 드로우 전에 콜이나 레이즈한 비율</translation>
        </message>
        <message>
            <source>showdowns won: {0} of {1}</source>
            <translation>쇼다운 승리: {1}번 중 {0}번</translation>
        </message>
    </context>
    <context>
        <name>StockTable</name>
        <message>
            <source>Next hand</source>
            <translation>다음 판</translation>
        </message>
    </context>
    <context>
        <name>TableWords</name>
        <message>
            <source>You</source>
            <translation>나</translation>
        </message>
        <message>
            <source>{0} (you)</source>
            <translation>{0} (나)</translation>
        </message>
        <message>
            <source>to act</source>
            <translation>차례</translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>딜러</translation>
        </message>
        <message>
            <source>Dealer button: {0}</source>
            <translation>딜러 버튼: {0}</translation>
        </message>
    </context>
    <context>
        <name>Tournament</name>
        <message>
            <source>no prize</source>
            <translation>상금 없음</translation>
        </message>
        <message>
            <source>Sit-and-go · {0} of {1} · {2}</source>
            <translation>싯앤고 · {1}명 중 {0} · {2}</translation>
        </message>
        <message>
            <source>Sit-and-go, unfinished · {0}</source>
            <translation>싯앤고, 진행 중 · {0}</translation>
        </message>
        <message>
            <source>{0} bb</source>
            <translation>{0} bb</translation>
        </message>
        <message>
            <source>{0}, ante {1}</source>
            <translation>{0}, 앤티 {1}</translation>
        </message>
        <message>
            <source>Level {0} · blinds {1}</source>
            <translation>레벨 {0} · 블라인드 {1}</translation>
        </message>
        <message>
            <source>The blinds go up: {0}</source>
            <translation>블라인드가 오릅니다: {0}</translation>
        </message>
        <message>
            <source>The tournament is over.</source>
            <translation>토너먼트가 끝났습니다.</translation>
        </message>
        <message>
            <source>Next level: {0} in {1} hands</source>
            <translation>다음 레벨: {1}판 뒤 {0}</translation>
        </message>
        <message>
            <source>Ended at level {0} · blinds {1}</source>
            <translation>레벨 {0}에서 끝남 · 블라인드 {1}</translation>
        </message>
        <message>
            <source>Players left: {0} · average stack {1} ({2})</source>
            <translation>남은 사람: {0} · 평균 칩 {1} ({2})</translation>
        </message>
        <message>
            <source>Winner: {0}, after {1} hands.</source>
            <translation>우승: {0} ({1}판 만에)</translation>
        </message>
        <message>
            <source>{0}-{1} (shared)</source>
            <translation>{0}-{1} (공동)</translation>
        </message>
        <message>
            <source>Out · {0}</source>
            <translation>탈락 · {0}</translation>
        </message>
        <message>
            <source>1st</source>
            <translation>1위</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>2위</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>3위</translation>
        </message>
        <message>
            <source>{0}th</source>
            <translation>{0}위</translation>
        </message>
        <message>
            <source>{0}: out, {1}</source>
            <translation>{0}: 탈락, {1}</translation>
        </message>
        <message>
            <source>{0}: {1} ({2})</source>
            <translation>{0}: {1} ({2})</translation>
        </message>
        <message>
            <source>{0}% of the pool</source>
            <translation>상금 풀의 {0}%</translation>
        </message>
        <message>
            <source>Winner takes all</source>
            <translation>우승자 독식</translation>
        </message>
        <message>
            <source>{0}: {1}%</source>
            <translation>{0}: {1}%</translation>
        </message>
        <message>
            <source>Prize equity about {0}% of the pool, cost {1}% ± {2}</source>
            <translation>상금 기대치 상금 풀의 약 {0}%, 손실 {1}% ± {2}</translation>
        </message>
        <message>
            <source>Chips and prizes disagree: by prizes the best is {0}.</source>
            <translation>칩과 상금의 판단이 다릅니다: 상금으로는 {0} 쪽이 가장 좋습니다.</translation>
        </message>
    </context>
    <context>
        <name>TournamentBox</name>
        <message>
            <source>Sit-and-go</source>
            <translation>싯앤고</translation>
        </message>
        <message>
            <source>Regular (10 hands a level)</source>
            <translation>보통 (레벨마다 10판)</translation>
        </message>
        <message>
            <source>Turbo (5 hands a level)</source>
            <translation>터보 (레벨마다 5판)</translation>
        </message>
        <message>
            <source>Big blinds by level</source>
            <translation>레벨별 빅 블라인드</translation>
        </message>
        <message>
            <source>The big blind of each level, separated by commas (the small blind is half of it; past the last level the blinds double every level).</source>
            <translation>레벨마다의 빅 블라인드를 쉼표로 구분해 적습니다 (스몰 블라인드는 그 절반이며, 마지막 레벨 뒤로는 레벨마다 블라인드가 두 배가 됩니다).</translation>
        </message>
        <message>
            <source>No antes</source>
            <translation>앤티 없음</translation>
        </message>
        <message>
            <source>By the number of players</source>
            <translation>참가 인원에 따라</translation>
        </message>
        <message>
            <source>My own</source>
            <translation>직접 정하기</translation>
        </message>
        <message>
            <source>Prizes in percent by place</source>
            <translation>순위별 상금 비율(%)</translation>
        </message>
        <message>
            <source>Prizes paid</source>
            <translation>지급되는 상금</translation>
        </message>
        <message>
            <source>Blind schedule:</source>
            <translation>블라인드 일정:</translation>
        </message>
        <message>
            <source>Big blinds:</source>
            <translation>빅 블라인드:</translation>
        </message>
        <message>
            <source>Hands per level:</source>
            <translation>레벨당 판 수:</translation>
        </message>
        <message>
            <source>Antes from level:</source>
            <translation>앤티 시작 레벨:</translation>
        </message>
        <message>
            <source>Prizes:</source>
            <translation>상금:</translation>
        </message>
        <message>
            <source>Prizes (%):</source>
            <translation>상금 (%):</translation>
        </message>
        <message>
            <source>Paid:</source>
            <translation>지급:</translation>
        </message>
        <message>
            <source>Write the prizes as whole percents by place, such as 65, 35.</source>
            <translation>상금은 순위별 정수 퍼센트로 적으세요. 예: 65, 35</translation>
        </message>
        <message>
            <source>Write the big blinds as whole numbers separated by commas.</source>
            <translation>빅 블라인드는 쉼표로 구분한 정수로 적으세요.</translation>
        </message>
    </context>
    <context>
        <name>TournamentPanel</name>
        <message>
            <source>Standings (chips as each hand began)</source>
            <translation>순위 (각 판이 시작될 때의 칩)</translation>
        </message>
        <message>
            <source>Stacks</source>
            <translation>칩</translation>
        </message>
        <message>
            <source>Tournament</source>
            <translation>토너먼트</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>최종 순위</translation>
        </message>
    </context>
    <context>
        <name>TournamentResults</name>
        <message>
            <source>Tournament results</source>
            <translation>토너먼트 결과</translation>
        </message>
        <message>
            <source>You finished {0} and won {1}.</source>
            <translation>{0}로 끝내고 {1}를 받았습니다.</translation>
        </message>
        <message>
            <source>You finished {0}, out of the prizes.</source>
            <translation>{0}로 끝났습니다. 상금은 없습니다.</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>순위</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>상금</translation>
        </message>
        <message>
            <source>Out in hand</source>
            <translation>탈락한 판</translation>
        </message>
        <message>
            <source>Places and prizes</source>
            <translation>순위와 상금</translation>
        </message>
        <message>
            <source>Chips after each hand</source>
            <translation>판마다의 칩</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>판</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>칩</translation>
        </message>
        <message>
            <source>&amp;Play again</source>
            <translation>다시 하기(&amp;P)</translation>
        </message>
        <message>
            <source>A new sit-and-go with the same players and blinds</source>
            <translation>같은 플레이어와 블라인드로 새 싯앤고</translation>
        </message>
        <message>
            <source>&amp;Review your hand {0}</source>
            <translation>내 {0}번째 판 복기(&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>TournamentTable</name>
        <message>
            <source>The others play the tournament out…</source>
            <translation>남은 사람들이 토너먼트를 끝까지 치르는 중…</translation>
        </message>
        <message>
            <source>Watch instead</source>
            <translation>대신 지켜보기</translation>
        </message>
        <message>
            <source>Jump to the result</source>
            <translation>결과로 바로 가기</translation>
        </message>
        <message>
            <source>You are out: watching the others play on (J jumps to the result).</source>
            <translation>탈락했습니다: 남은 사람들의 게임을 지켜봅니다 (J: 결과로 바로 가기).</translation>
        </message>
        <message>
            <source>The result comes at the end of this hand.</source>
            <translation>이번 판이 끝나면 결과로 갑니다.</translation>
        </message>
        <message>
            <source>The others play the tournament out… {0} of {1} players out</source>
            <translation>남은 사람들이 토너먼트를 끝까지 치르는 중… {1}명 중 {0}명 탈락</translation>
        </message>
        <message>
            <source>The others played the tournament out.</source>
            <translation>남은 사람들이 토너먼트를 끝냈습니다.</translation>
        </message>
    </context>
    <context>
        <name>TrainerText</name>
        <message>
            <source>Stand pat</source>
            <translation>패스 (스탠딩 팻)</translation>
        </message>
        <message>
            <source>Draw {0}: {1}</source>
            <translation>{0}장 바꾸기: {1}</translation>
        </message>
        <message>
            <source>discard</source>
            <translation>버림</translation>
        </message>
        <message>
            <source>Draw {0} of {1}: throw {2}, get {3}</source>
            <translation>드로우 {0}/{1}: {2} 버리고 {3} 받음</translation>
        </message>
        <message>
            <source>Draw {0} of {1}: stand pat</source>
            <translation>드로우 {0}/{1}: 패스 (스탠딩 팻)</translation>
        </message>
    </context>
</TS>
