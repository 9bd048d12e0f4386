<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
    <context>
        <name>AdvicePanel</name>
        <message>
            <source>Coach: bid {0}</source>
            <translation>코치: {0} 비드</translation>
        </message>
        <message>
            <source>Coach: bid {0} ({1} as good)</source>
            <translation>코치: {0} 비드 (똑같이 좋음: {1})</translation>
        </message>
        <message>
            <source>Tricks taken playing to win (% of simulated deals):</source>
            <translation>트릭을 이기려고 플레이할 때 받는 트릭 수 (시뮬레이션한 딜 대비 %):</translation>
        </message>
        <message>
            <source>Playing to win tricks: about {0:.1f} tricks on average; the best number to bid is {1}.</source>
            <translation>트릭을 이기려고 플레이하면 평균 약 {0:.1f}트릭, 가장 좋은 숫자 비드는 {1}입니다.</translation>
        </message>
        <message>
            <source>Nil is worth it.</source>
            <translation>닐을 부를 만합니다.</translation>
        </message>
        <message>
            <source>Nil is not worth it.</source>
            <translation>닐은 부를 만하지 않습니다.</translation>
        </message>
        <message>
            <source>Playing for nil against the others' attack: a trick in every one of the {0} simulated deals. {1}</source>
            <translation>닐로 플레이하면(다른 사람들이 트릭을 떠넘기려 할 때) 시뮬레이션한 딜 {0}개 모두에서 트릭을 받습니다. {1}</translation>
        </message>
        <message>
            <source>Playing for nil against the others' attack: no trick in about {0:.0%} of the deals. {1}</source>
            <translation>닐로 플레이하면(다른 사람들이 트릭을 떠넘기려 할 때) 딜의 약 {0:.0%}에서 트릭을 하나도 받지 않습니다. {1}</translation>
        </message>
        <message>
            <source>the coach's bid</source>
            <translation>코치의 비드</translation>
        </message>
        <message>
            <source>your bid</source>
            <translation>내 비드</translation>
        </message>
    </context>
    <context>
        <name>BidSummary</name>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>비드</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>트릭</translation>
        </message>
        <message>
            <source>Result (team)</source>
            <translation>결과 (팀)</translation>
        </message>
        <message>
            <source>Hand {0}: bid vs tricks</source>
            <translation>{0}판: 비드 대 트릭</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>결과</translation>
        </message>
    </context>
    <context>
        <name>BiddingPractice</name>
        <message>
            <source>Score even</source>
            <translation>점수 동점</translation>
        </message>
        <message>
            <source>Behind by 150</source>
            <translation>150점 뒤짐</translation>
        </message>
        <message>
            <source>Ahead near the target</source>
            <translation>앞서며 목표 점수 근처</translation>
        </message>
        <message>
            <source>No bags held</source>
            <translation>백 없음</translation>
        </message>
        <message>
            <source>8 bags held</source>
            <translation>백 8개 보유</translation>
        </message>
        <message>
            <source>Bid 1st (no bids known)</source>
            <translation>첫 번째로 비드 (알려진 비드 없음)</translation>
        </message>
        <message>
            <source>Three players, each alone</source>
            <translation>3명, 각자 플레이</translation>
        </message>
        <message>
            <source>Four players, two teams of partners</source>
            <translation>4명, 파트너 두 팀</translation>
        </message>
        <message>
            <source>Five players, each alone</source>
            <translation>5명, 각자 플레이</translation>
        </message>
        <message>
            <source>Six players, three teams of partners</source>
            <translation>6명, 파트너 세 팀</translation>
        </message>
        <message>
            <source>Bid 2nd (one opponent has bid)</source>
            <translation>두 번째로 비드 (상대 한 명 비드함)</translation>
        </message>
        <message>
            <source>Bid 3rd (all bids known)</source>
            <translation>세 번째로 비드 (모든 비드 알려짐)</translation>
        </message>
        <message>
            <source>Bid 3rd (partner's bid known)</source>
            <translation>세 번째로 비드 (파트너 비드 알려짐)</translation>
        </message>
        <message>
            <source>Bid 4th (all bids known)</source>
            <translation>네 번째로 비드 (모든 비드 알려짐)</translation>
        </message>
        <message>
            <source>Bid 3rd (two opponents have bid)</source>
            <translation>세 번째로 비드 (상대 두 명 비드함)</translation>
        </message>
        <message>
            <source>Bid 4th (three opponents have bid)</source>
            <translation>네 번째로 비드 (상대 세 명 비드함)</translation>
        </message>
        <message>
            <source>Bid 5th (all bids known)</source>
            <translation>다섯 번째로 비드 (모든 비드 알려짐)</translation>
        </message>
        <message>
            <source>Bid 4th (partner's bid known)</source>
            <translation>네 번째로 비드 (파트너 비드 알려짐)</translation>
        </message>
        <message>
            <source>Bid 5th (partner's bid known)</source>
            <translation>다섯 번째로 비드 (파트너 비드 알려짐)</translation>
        </message>
        <message>
            <source>Bid 6th (all bids known)</source>
            <translation>여섯 번째로 비드 (모든 비드 알려짐)</translation>
        </message>
        <message>
            <source>Within one trick of {0}, as good as the coach's bid ({1}).</source>
            <translation>코치의 비드({1})만큼 좋은 비드 {0}에서 1트릭 이내입니다.</translation>
        </message>
        <message>
            <source>Played out by hard bots: you took {0} trick with a bid of {1} ({2:+d} points).</source>
            <translation>어려움 봇이 끝까지 플레이: {1} 비드로 {0}트릭을 받았습니다 ({2:+d}점).</translation>
        </message>
        <message>
            <source>Played out by hard bots: you took {0} tricks with a bid of {1} ({2:+d} points).</source>
            <translation>어려움 봇이 끝까지 플레이: {1} 비드로 {0}트릭을 받았습니다 ({2:+d}점).</translation>
        </message>
        <message>
            <source>Review: your bid was far from the coach's here before (box {0} of {1}). {2}.</source>
            <translation>복습: 전에 이 손패에서 코치의 비드와 크게 달랐습니다 (상자 {0}/{1}). {2}.</translation>
        </message>
        <message>
            <source>No suit shorter than two</source>
            <translation>모든 무늬가 두 장 이상</translation>
        </message>
        <message>
            <source>A singleton</source>
            <translation>싱글턴(한 장뿐인 무늬) 있음</translation>
        </message>
        <message>
            <source>A void</source>
            <translation>보이드(없는 무늬) 있음</translation>
        </message>
        <message>
            <source>Hand shape</source>
            <translation>손패 모양</translation>
        </message>
        <message>
            <source>Bidding seat</source>
            <translation>비드 순서</translation>
        </message>
        <message>
            <source>Nil or not (the coach's bid)</source>
            <translation>닐 여부 (코치의 비드 기준)</translation>
        </message>
        <message>
            <source>Nil hands</source>
            <translation>닐 손패</translation>
        </message>
        <message>
            <source>Hands bid for tricks</source>
            <translation>트릭 수를 비드한 손패</translation>
        </message>
        <message>
            <source>Accuracy by situation</source>
            <translation>상황별 정확도</translation>
        </message>
        <message>
            <source>Bids compared with the coach's, by the shape of the hand, the seat you bid from and whether the coach bid nil.</source>
            <translation>손패 모양, 비드 순서, 코치가 닐을 불렀는지에 따라 코치의 비드와 비교한 결과입니다.</translation>
        </message>
        <message>
            <source>Table: {0}.</source>
            <translation>테이블: {0}.</translation>
        </message>
        <message>
            <source>Situation</source>
            <translation>상황</translation>
        </message>
        <message>
            <source>Hands</source>
            <translation>손패</translation>
        </message>
        <message>
            <source>Exact</source>
            <translation>정확</translation>
        </message>
        <message>
            <source>Within one</source>
            <translation>1 이내</translation>
        </message>
        <message>
            <source>The practice progress could not be read and was set aside as {0}.</source>
            <translation>연습 기록을 읽을 수 없어 {0} 파일로 옮겨 두었습니다.</translation>
        </message>
        <message>
            <source>The practice progress could not be read and is left untouched: your accuracy will not be saved.</source>
            <translation>연습 기록을 읽을 수 없어 그대로 두었습니다. 정확도는 저장되지 않습니다.</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>비드</translation>
        </message>
        <message>
            <source>New hand</source>
            <translation>새 손패</translation>
        </message>
        <message>
            <source>Play it out</source>
            <translation>끝까지 플레이</translation>
        </message>
        <message>
            <source>Bid one more</source>
            <translation>비드 하나 올리기</translation>
        </message>
        <message>
            <source>Bid one less</source>
            <translation>비드 하나 내리기</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>뒤로</translation>
        </message>
        <message>
            <source>The practice progress could not be read.

Reason: {0}

It could not be set aside either ({1}), so it is left untouched and your accuracy will not be saved.</source>
            <translation>연습 기록을 읽을 수 없습니다.

이유: {0}

파일을 따로 옮길 수도 없어서({1}) 그대로 두었으며, 정확도는 저장되지 않습니다.</translation>
        </message>
        <message>
            <source>The practice progress could not be read and was set aside as {0}.

Reason: {1}

Your accuracy starts again from zero.</source>
            <translation>연습 기록을 읽을 수 없어 {0} 파일로 옮겨 두었습니다.

이유: {1}

정확도는 0부터 다시 시작합니다.</translation>
        </message>
        <message>
            <source>Could not save the practice progress: {0}</source>
            <translation>연습 기록을 저장하지 못했습니다: {0}</translation>
        </message>
        <message>
            <source>Hands {0}   Exact {1:.0f}%   Within one {2:.0f}%   Nil choice {3:.0f}%</source>
            <translation>손패 {0}   정확 {1:.0f}%   1 이내 {2:.0f}%   닐 판단 {3:.0f}%</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>카드를 나누는 중…</translation>
        </message>
        <message>
            <source>Played out by hard bots: you took {0} trick with a bid of {1};</source>
            <translation>어려움 봇이 끝까지 플레이: {1} 비드로 {0}트릭을 받았습니다.</translation>
        </message>
        <message>
            <source>Played out by hard bots: you took {0} tricks with a bid of {1};</source>
            <translation>어려움 봇이 끝까지 플레이: {1} 비드로 {0}트릭을 받았습니다.</translation>
        </message>
        <message>
            <source>your team took {1} of {2} ({3:+d} point).</source>
            <translation>팀은 {2} 중 {1}트릭 ({3:+d}점).</translation>
        </message>
        <message>
            <source>your team took {1} of {2} ({3:+d} points).</source>
            <translation>팀은 {2} 중 {1}트릭 ({3:+d}점).</translation>
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
            <source>Bring back hands bid far off ({0} waiting)</source>
            <translation>크게 틀린 손패 다시 풀기 (대기 {0})</translation>
        </message>
        <message>
            <source>Something went wrong: {0}</source>
            <translation>문제가 생겼습니다: {0}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>나</translation>
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation>{0}: {1}</translation>
        </message>
        <message>
            <source>Score: your team {0}, opponents {1} (target {2}).  Your team's bags: {3}.  Partner: {4}.
Bids so far: {5}</source>
            <translation>점수: 우리 팀 {0}, 상대 {1} (목표 {2}).  우리 팀 백: {3}.  파트너: {4}.
지금까지의 비드: {5}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>없음</translation>
        </message>
        <message>
            <source>Choose nil (another bid: type its number)</source>
            <translation>닐 선택 (다른 비드는 숫자를 치세요)</translation>
        </message>
        <message>
            <source>Score: your team {0}, the other teams {1} (target {2}).  Your team's bags: {3}.  Partner: {4}.
Bids so far: {5}</source>
            <translation>점수: 우리 팀 {0}, 다른 팀 {1} (목표 {2}).  우리 팀 백: {3}.  파트너: {4}.
지금까지의 비드: {5}</translation>
        </message>
        <message>
            <source>Score: you {0}, the others {1} (target {2}).  Your bags: {3}.  Everyone plays alone.
Bids so far: {4}</source>
            <translation>점수: 나 {0}, 다른 사람 {1} (목표 {2}).  내 백: {3}.  모두 각자 플레이합니다.
지금까지의 비드: {4}</translation>
        </message>
        <message>
            <source>Bid chosen: {0}</source>
            <translation>고른 비드: {0}</translation>
        </message>
        <message>
            <source>Choose a bid first: a digit, the arrow keys or a bid button.</source>
            <translation>먼저 비드를 고르세요: 숫자 키, 화살표 키 또는 비드 버튼으로 고를 수 있습니다.</translation>
        </message>
        <message>
            <source>The coach is thinking…</source>
            <translation>코치가 생각하는 중…</translation>
        </message>
        <message>
            <source>Playing the hand out…</source>
            <translation>끝까지 플레이하는 중…</translation>
        </message>
        <message>
            <source>Bid {0}</source>
            <translation>비드 {0}</translation>
        </message>
        <message>
            <source>Exactly the coach's bid ({0}).</source>
            <translation>코치의 비드({0})와 정확히 같습니다.</translation>
        </message>
        <message>
            <source>Within one trick of the coach's bid ({0}).</source>
            <translation>코치의 비드({0})와 1트릭 이내입니다.</translation>
        </message>
        <message>
            <source>Far from the coach's bid ({0}).</source>
            <translation>코치의 비드({0})와 차이가 큽니다.</translation>
        </message>
        <message>
            <source>Nil decision: right.</source>
            <translation>닐 판단: 맞음.</translation>
        </message>
        <message>
            <source>Nil decision: wrong.</source>
            <translation>닐 판단: 틀림.</translation>
        </message>
        <message>
            <source>As good as the coach's bid ({0}).</source>
            <translation>코치의 비드({0})만큼 좋습니다.</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <source>Game over</source>
            <translation>게임 종료</translation>
        </message>
        <message>
            <source>You win! {0}: {1} points</source>
            <translation>승리했습니다! {0}: {1}점</translation>
        </message>
        <message>
            <source>Winner: {0} with {1} points</source>
            <translation>승자: {0} ({1}점)</translation>
        </message>
        <message>
            <source>Final totals: {0}</source>
            <translation>최종 점수: {0}</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>새 게임</translation>
        </message>
        <message>
            <source>Leave table</source>
            <translation>테이블 나가기</translation>
        </message>
        <message>
            <source>Review the last hand</source>
            <translation>마지막 판 복기</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Spades</source>
            <translation>스페이드</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{0} and {1}</source>
            <translation>{0}, {1}</translation>
        </message>
        <message>
            <source>Won {0} to {1}</source>
            <translation>승리 {0} 대 {1}</translation>
        </message>
        <message>
            <source>Lost {0} to {1}</source>
            <translation>패배 {0} 대 {1}</translation>
        </message>
        <message>
            <source>Unfinished, {0} to {1}</source>
            <translation>진행 중, {0} 대 {1}</translation>
        </message>
        <message>
            <source>{0} &amp; {1}</source>
            <translation>{0} &amp; {1}</translation>
        </message>
        <message>
            <source>Won · {0}</source>
            <translation>승리 · {0}</translation>
        </message>
        <message>
            <source>Lost · {0}</source>
            <translation>패배 · {0}</translation>
        </message>
        <message>
            <source>Unfinished · {0}</source>
            <translation>진행 중 · {0}</translation>
        </message>
        <message>
            <source>undo used</source>
            <translation>무르기 사용</translation>
        </message>
    </context>
    <context>
        <name>Replayer</name>
        <message>
            <source>The deal. Dealer: {0}</source>
            <translation>카드를 나눕니다. 딜러: {0}</translation>
        </message>
        <message>
            <source>no cards left</source>
            <translation>남은 카드 없음</translation>
        </message>
    </context>
    <context>
        <name>RulesText</name>
        <message>
            <source>Four players in two teams; partners sit opposite. Each gets 13 cards.</source>
            <translation>네 명이 두 팀으로 나뉘고 같은 팀은 마주 앉습니다. 각자 13장을 받습니다.</translation>
        </message>
        <message>
            <source>Everyone bids how many tricks he will take. Nil is a bid to take no trick at all (worth 100 points); blind nil is bid before looking at the cards (200 points).</source>
            <translation>각자 몇 트릭을 딸지 비드합니다. 닐은 트릭을 하나도 따지 않겠다는 비드(100점)이고, 블라인드 닐(더블 닐)은 카드를 보기 전에 하는 닐(200점)입니다.</translation>
        </message>
        <message>
            <source>Follow the suit led if you can. The highest spade wins the trick, otherwise the highest card of the suit led. Spades cannot be led until one has been played, unless you hold only spades.</source>
            <translation>낼 수 있으면 먼저 나온 무늬를 따라 내야 합니다. 가장 높은 스페이드가 트릭을 따고, 스페이드가 없으면 먼저 나온 무늬의 가장 높은 카드가 땁니다. 스페이드가 한 번 나오기 전에는 스페이드로 시작할 수 없습니다(스페이드만 있을 때는 예외).</translation>
        </message>
        <message>
            <source>A team that takes at least its bid scores ten points per trick bid and one point per extra trick (a bag); a team that falls short loses ten points per trick bid. Every ten bags cost 100 points.</source>
            <translation>비드 이상을 딴 팀은 비드한 트릭당 10점, 초과 트릭(백)마다 1점을 얻고, 모자란 팀은 비드한 트릭당 10점을 잃습니다. 백이 10개 쌓이면 100점을 잃습니다.</translation>
        </message>
        <message>
            <source>The first team to reach 500 points wins; a team at −200 or below loses.</source>
            <translation>먼저 500점에 이른 팀이 이기고, −200점 이하가 된 팀은 집니다.</translation>
        </message>
        <message>
            <source>Other table sizes: with three players everyone plays alone with 17 cards (the 2♣ is taken out); with five, alone with 10 cards (the 2♣ and 2♦ are taken out); with six, three teams of two partners sitting opposite, 17 cards each from two decks without their 2♣ (of two equal cards in a trick, the first played wins). Playing alone, your bid is your contract and your bags are your own.</source>
            <translation>다른 인원: 3명이면 각자 혼자 17장씩 받습니다(2♣를 뺍니다). 5명이면 각자 혼자 10장씩 받습니다(2♣와 2♦를 뺍니다). 6명이면 두 명씩 세 팀이 되어 파트너끼리 마주 앉고, 2♣를 뺀 카드 두 벌에서 17장씩 받습니다(한 트릭에 같은 카드 두 장이 나오면 먼저 낸 카드가 이깁니다). 혼자 할 때는 내 비드가 곧 계약이고 백도 나 혼자 셉니다.</translation>
        </message>
        <message>
            <source>The new-game dialog sets the points to win and to lose, what nil and blind nil are worth and when blind nil is allowed, the bag penalty, whether spades may be led at any time, and the direction of play.</source>
            <translation>새 게임 창에서 승리 점수와 패배 점수, 닐과 블라인드 닐의 점수와 블라인드 닐을 할 수 있는 때, 백 벌점, 스페이드로 언제든 리드할 수 있는지, 진행 방향을 정할 수 있습니다.</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>스페이드</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Hand</source>
            <translation>판</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>팀</translation>
        </message>
        <message>
            <source>Bids</source>
            <translation>비드</translation>
        </message>
        <message>
            <source>Took</source>
            <translation>트릭</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>점수</translation>
        </message>
        <message>
            <source>Bags</source>
            <translation>백</translation>
        </message>
        <message>
            <source>Penalty</source>
            <translation>벌점</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>합계</translation>
        </message>
        <message>
            <source>Bags held</source>
            <translation>누적 백</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>비드</translation>
        </message>
    </context>
    <context>
        <name>SpadesCoach</name>
        <message>
            <source>Side aces (not spades): {0}, about one trick each.</source>
            <translation>사이드 에이스(스페이드 제외): {0}장, 각각 약 한 트릭.</translation>
        </message>
        <message>
            <source>Side kings: {0}, counted as half a trick each: {1:g}.</source>
            <translation>사이드 킹: {0}장, 각각 반 트릭으로 계산: {1:g}.</translation>
        </message>
        <message>
            <source>Short side suits (none or one card): {0}; the count credits {1} ruffs with the spades left over.</source>
            <translation>짧은 사이드 무늬(0장 또는 1장): {0}개. 계산은 남는 스페이드로 {1}트릭을 러프한다고 봅니다.</translation>
        </message>
        <message>
            <source>Short side suits (none or one card): {0}; the count credits {1} ruff with the spades left over.</source>
            <translation>짧은 사이드 무늬(0장 또는 1장): {0}개. 계산은 남는 스페이드로 {1}트릭을 러프한다고 봅니다.</translation>
        </message>
        <message>
            <source>Side aces (not spades): none.</source>
            <translation>사이드 에이스(스페이드 제외): 없음.</translation>
        </message>
        <message>
            <source>Side kings: none.</source>
            <translation>사이드 킹: 없음.</translation>
        </message>
        <message>
            <source>Short side suits (none or one card): none, so nothing to ruff.</source>
            <translation>짧은 사이드 무늬(0장 또는 1장): 없음. 러프할 곳이 없습니다.</translation>
        </message>
        <message>
            <source>Spade winners: {0}.</source>
            <translation>스페이드 승리 카드: {0}장.</translation>
        </message>
        <message>
            <source>The count gives {0:g} tricks: bid {1}.</source>
            <translation>계산으로는 {0:g}트릭: {1} 비드.</translation>
        </message>
        <message>
            <source>The count gives {0:g} trick: bid {1}.</source>
            <translation>계산으로는 {0:g}트릭: {1} 비드.</translation>
        </message>
        <message>
            <source>Playing out {1} deals of the other cards to win tricks, the hand takes {0:.1f} tricks on average.</source>
            <translation>나머지 카드를 {1}번 나눠 트릭을 이기려고 플레이해 보면 이 손패는 평균 {0:.1f}트릭을 받습니다.</translation>
        </message>
        <message>
            <source>Near the game's end the points on these deals count the game too: reaching {0} with the best total adds {1:.0f}, falling to {2} takes away {3:.0f}.</source>
            <translation>게임 끝이 가까워 이 딜들의 점수에는 게임 결과도 들어 있습니다: 가장 높은 점수로 {0}점에 닿으면 {1:.0f}점을 더하고, {2}점까지 떨어지면 {3:.0f}점을 뺍니다.</translation>
        </message>
        <message>
            <source>The simulation agrees: bid {0}.</source>
            <translation>시뮬레이션도 같습니다: {0} 비드.</translation>
        </message>
        <message>
            <source>The simulation says bid {0}, more than the count's {1}.</source>
            <translation>시뮬레이션은 {0} 비드를 권합니다. 계산의 {1}보다 많습니다.</translation>
        </message>
        <message>
            <source>The simulation says bid {0}, less than the count's {1}.</source>
            <translation>시뮬레이션은 {0} 비드를 권합니다. 계산의 {1}보다 적습니다.</translation>
        </message>
        <message>
            <source>On average bidding {0} scores {1:+.0f} points, bidding {2} scores {3:+.0f}.</source>
            <translation>평균적으로 {0} 비드는 {1:+.0f}점, {2} 비드는 {3:+.0f}점입니다.</translation>
        </message>
        <message>
            <source>A long side suit ({0} cards) wins tricks once the others run out.</source>
            <translation>긴 사이드 무늬({0}장)는 다른 사람들의 카드가 떨어지면 트릭을 얻습니다.</translation>
        </message>
        <message>
            <source>{0} spades: the count only credits {1} of them as winners.</source>
            <translation>스페이드 {0}장: 계산은 그중 {1}장만 승리 카드로 셉니다.</translation>
        </message>
        <message>
            <source>Side queens with cover ({0}) often win a trick; the count gives them none.</source>
            <translation>받쳐 주는 카드가 있는 사이드 퀸({0}장)은 종종 트릭을 얻지만 계산에서는 0으로 봅니다.</translation>
        </message>
        <message>
            <source>A bare or once-guarded side king ({0}) is often caught by the ace.</source>
            <translation>혼자이거나 한 장만 받쳐 주는 사이드 킹({0}장)은 에이스에 잡히기 쉽습니다.</translation>
        </message>
        <message>
            <source>An ace in a side suit of {0} cards is likely to be trumped.</source>
            <translation>{0}장짜리 사이드 무늬의 에이스는 스페이드에 잘릴 가능성이 큽니다.</translation>
        </message>
        <message>
            <source>Short suits ruff only with spades to spare; {0} spades are too few.</source>
            <translation>짧은 무늬는 남는 스페이드가 있어야 러프할 수 있습니다. 스페이드 {0}장은 부족합니다.</translation>
        </message>
        <message>
            <source>Short suits ruff only with spades to spare; {0} spade is too few.</source>
            <translation>짧은 무늬는 남는 스페이드가 있어야 러프할 수 있습니다. 스페이드 {0}장은 부족합니다.</translation>
        </message>
        <message>
            <source>You have {0} bags; the penalty comes at {1}, so overtricks hurt.</source>
            <translation>내 백이 {0}개이고 {1}개에서 벌점이므로 오버트릭은 손해입니다.</translation>
        </message>
        <message>
            <source>Played for nil (ducking every trick), the hand takes no trick in {0:.0%} of the deals.</source>
            <translation>닐로 플레이하면(모든 트릭을 피하면) 딜의 {0:.0%}에서 트릭을 하나도 받지 않습니다.</translation>
        </message>
        <message>
            <source>Played for nil (ducking every trick), the hand takes a trick in every one of the {0} deals.</source>
            <translation>닐로 플레이하면(모든 트릭을 피하면) 딜 {0}개 모두에서 트릭을 받습니다.</translation>
        </message>
        <message>
            <source>Nil scores more on average ({0:+.0f} points against {1:+.0f} for bidding {2}), but the coach bids nil only when it stays clean in {3:.0%} of the deals and leads by {4:.0f} points: the simulated defenders let a nil through more easily than people do.</source>
            <translation>닐의 평균 점수가 더 높지만(평균 {0:+.0f}점, {2} 비드는 {1:+.0f}점), 코치는 딜의 {3:.0%} 이상에서 트릭을 하나도 받지 않고 {4:.0f}점 이상 앞설 때만 닐을 권합니다: 시뮬레이션의 상대는 실제 사람보다 닐을 쉽게 놓아 줍니다.</translation>
        </message>
        <message>
            <source>made, {0} bag</source>
            <translation>성공, 백 {0}개</translation>
        </message>
        <message>
            <source>made, {0} bags</source>
            <translation>성공, 백 {0}개</translation>
        </message>
        <message>
            <source>Your partner bid nil: covering it costs tricks of your own.</source>
            <translation>파트너가 닐을 불렀습니다. 닐을 지켜 주느라 내 트릭을 잃게 됩니다.</translation>
        </message>
        <message>
            <source>An opponent bid nil: ducking it gives you extra tricks.</source>
            <translation>상대가 닐을 불렀습니다. 닐을 깨려다 보면 트릭을 더 받게 됩니다.</translation>
        </message>
        <message>
            <source>Your team has {0} bags; the penalty comes at {1}, so overtricks hurt.</source>
            <translation>우리 팀의 백이 {0}개이고 {1}개에서 벌점이므로 오버트릭은 손해입니다.</translation>
        </message>
        <message>
            <source>The game score ({0} to {1}) changes what a bid is worth.</source>
            <translation>게임 점수({0} 대 {1})에 따라 비드의 가치가 달라집니다.</translation>
        </message>
        <message>
            <source>Bid {0} on these deals: made {1:.0%}, set {2:.0%}, {3:.1f} bags, {4:+.0f} points on average (the bags' share of the penalty counted).</source>
            <translation>이 딜들에서 {0} 비드: 성공 {1:.0%}, 실패 {2:.0%}, 백 {3:.1f}개, 평균 {4:+.0f}점 (백 벌점 몫 포함).</translation>
        </message>
        <message>
            <source>Bid {0} is set in {1:.0%} of these deals: {2} scores more on average.</source>
            <translation>{0} 비드는 이 딜들의 {1:.0%}에서 실패합니다: 평균으로는 {2} 비드가 점수가 더 높습니다.</translation>
        </message>
        <message>
            <source>Bid {0} is made in more of these deals ({1:.0%}) but scores {2:.0f} points less.</source>
            <translation>{0} 비드는 이 딜들에서 더 자주 성공하지만({1:.0%}) 평균 {2:.0f}점 낮습니다.</translation>
        </message>
        <message>
            <source>Nil is worth it: {0:+.0f} points on average against {1:+.0f} for bidding {2}.</source>
            <translation>닐을 부를 만합니다: 평균 {0:+.0f}점, {2} 비드는 {1:+.0f}점.</translation>
        </message>
        <message>
            <source>Nil is not worth it: {0:+.0f} points on average against {1:+.0f} for bidding {2}.</source>
            <translation>닐은 부를 만하지 않습니다: 평균 {0:+.0f}점, {2} 비드는 {1:+.0f}점.</translation>
        </message>
        <message>
            <source>Nil is not advised with an ace or three high cards: good defenders force a trick with them more often than the simulated ones ({0:.0%} clean).</source>
            <translation>에이스나 높은 카드 세 장이 있으면 닐을 권하지 않습니다: 실제 상대는 시뮬레이션보다 더 자주 그 카드로 트릭을 받게 만듭니다(시뮬레이션 성공률 {0:.0%}).</translation>
        </message>
        <message>
            <source>nil made</source>
            <translation>닐 성공</translation>
        </message>
        <message>
            <source>nil set</source>
            <translation>닐 실패</translation>
        </message>
        <message>
            <source>made</source>
            <translation>성공</translation>
        </message>
        <message>
            <source>set ({0} of {1})</source>
            <translation>실패 ({1}트릭 중 {0})</translation>
        </message>
        <message>
            <source>Bidding coach</source>
            <translation>비드 코치</translation>
        </message>
        <message>
            <source>{0} is as good on these deals: {1:+.0f} points against {2:+.0f}, a gap of {3:.0f} ± {4:.0f}.</source>
            <translation>{0} 비드도 이 딜들에서는 똑같이 좋습니다: {1:+.0f}점 대 {2:+.0f}점, 차이 {3:.0f} ± {4:.0f}점.</translation>
        </message>
        <message>
            <source>Your {0} on these deals: {1:+.0f} points against {2:+.0f} for the coach's {3}, {4:.0f} ± {5:.0f} less on average.</source>
            <translation>이 딜들에서 내 {0} 비드는 {1:+.0f}점, 코치의 {3} 비드는 {2:+.0f}점: 평균 {4:.0f} ± {5:.0f}점 적습니다.</translation>
        </message>
    </context>
    <context>
        <name>SpadesHint</name>
        <message>
            <source>clubs</source>
            <translation>클럽</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>다이아몬드</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>하트</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>스페이드</translation>
        </message>
        <message>
            <source>Lead the {0}: you bid nil, so lead low.</source>
            <translation>{0} 카드로 리드하세요: 닐을 불렀으니 낮은 카드로 리드합니다.</translation>
        </message>
        <message>
            <source>Stay under with the {0}: you bid nil.</source>
            <translation>{0} 카드로 낮게 따라가세요: 닐을 불렀습니다.</translation>
        </message>
        <message>
            <source>Lead the {0}: you bid blind nil, so lead low.</source>
            <translation>{0} 카드로 리드하세요: 블라인드 닐을 불렀으니 낮은 카드로 리드합니다.</translation>
        </message>
        <message>
            <source>Stay under with the {0}: you bid blind nil.</source>
            <translation>{0} 카드로 낮게 따라가세요: 블라인드 닐을 불렀습니다.</translation>
        </message>
        <message>
            <source>Every card you may play wins this trick: your nil is lost. Take it with the {0}.</source>
            <translation>낼 수 있는 카드가 모두 이 트릭을 이깁니다: 닐은 실패입니다. {0} 카드로 가져가세요.</translation>
        </message>
        <message>
            <source>Every card you may play takes the lead for now: your nil is kept only if a later player beats it. Play the {0}.</source>
            <translation>낼 수 있는 카드가 모두 지금은 트릭을 앞섭니다: 뒤에 낼 사람이 이 카드를 이겨야만 닐이 지켜집니다. {0} 카드를 내세요.</translation>
        </message>
        <message>
            <source>Win the trick with the {0}: your partner's nil is under threat.</source>
            <translation>{0} 카드로 트릭을 이기세요: 파트너의 닐이 위험합니다.</translation>
        </message>
        <message>
            <source>Play high with the {0}: your partner bid nil and plays after you.</source>
            <translation>{0} 카드로 높게 내세요: 파트너가 닐을 불렀고 내 뒤에 냅니다.</translation>
        </message>
        <message>
            <source>Lead the {0}: a high card your partner, on nil, can play under.</source>
            <translation>{0} 카드로 리드하세요: 닐을 부른 파트너가 그 아래로 낼 수 있는 높은 카드입니다.</translation>
        </message>
        <message>
            <source>Stay under with the {0}: the trick goes to {2}, who bid nil.</source>
            <translation>{0} 카드로 낮게 따라가세요: 트릭은 닐을 부른 {2} 님에게 갑니다.</translation>
        </message>
        <message>
            <source>Keep the trick low with the {0}: {2} bid nil and plays after you.</source>
            <translation>{0} 카드로 트릭을 낮게 유지하세요: {2} 님이 닐을 불렀고 내 뒤에 냅니다.</translation>
        </message>
        <message>
            <source>Lead the {0}: a low card in {1} that {2}, who bid nil, may have to win.</source>
            <translation>{0} 카드로 리드하세요: 닐을 부른 {2} 님이 이겨야 할 수도 있는 낮은 {1} 카드입니다.</translation>
        </message>
        <message>
            <source>Duck with the {0}: the trick is already your partner's.</source>
            <translation>{0} 카드로 피하세요: 트릭은 이미 파트너의 것입니다.</translation>
        </message>
        <message>
            <source>Trump with the {0}: you have no {1}.</source>
            <translation>{0} 카드로 트럼프하세요: {1} 카드가 없습니다.</translation>
        </message>
        <message>
            <source>Take the trick with the {0}: the cheapest card that wins it.</source>
            <translation>{0} 카드로 트릭을 가져오세요: 이기는 카드 중 가장 낮은 카드입니다.</translation>
        </message>
        <message>
            <source>Win the trick with the {0}: the highest of the {1} still out.</source>
            <translation>{0} 카드로 트릭을 이기세요: 남은 {1} 중 가장 높은 카드입니다.</translation>
        </message>
        <message>
            <source>Win the trick with the {0}: your side still needs {3} for its bid.</source>
            <translation>{0} 카드로 트릭을 이기세요: 우리 편은 비드까지 아직 {3}트릭이 필요합니다.</translation>
        </message>
        <message>
            <source>Win the trick with the {0}: you still need {3} for your bid.</source>
            <translation>{0} 카드로 트릭을 이기세요: 비드까지 아직 {3}트릭이 필요합니다.</translation>
        </message>
        <message>
            <source>Every card you may play wins this trick: take it with the {0}.</source>
            <translation>낼 수 있는 카드가 모두 이 트릭을 이깁니다: {0} 카드로 가져가세요.</translation>
        </message>
        <message>
            <source>Win the trick with the {0} to set {2}'s side: it needs {3} of the last {4}.</source>
            <translation>{0} 카드로 트릭을 이겨 {2} 님 편의 실패를 노리세요: 남은 {4}트릭 중 {3}트릭이 필요합니다.</translation>
        </message>
        <message>
            <source>Win the trick with the {0} to set {2}, who needs {3} of the last {4} tricks.</source>
            <translation>{0} 카드로 트릭을 이겨 {2} 님의 실패를 노리세요: 남은 {4}트릭 중 {3}트릭이 필요합니다.</translation>
        </message>
        <message>
            <source>Win the trick with the {0}.</source>
            <translation>{0} 카드로 트릭을 이기세요.</translation>
        </message>
        <message>
            <source>Take the lead with the {0}: the highest of the {1} still out, so only a spade can beat it.</source>
            <translation>{0} 카드로 앞서세요: 남은 {1} 중 가장 높은 카드라서 스페이드만 이길 수 있습니다.</translation>
        </message>
        <message>
            <source>Take the lead with the {0} for now: your side still needs {3}.</source>
            <translation>일단 {0} 카드로 앞서세요: 우리 편은 아직 {3}트릭이 필요합니다.</translation>
        </message>
        <message>
            <source>Take the lead with the {0} for now: you still need {3} for your bid.</source>
            <translation>일단 {0} 카드로 앞서세요: 비드까지 아직 {3}트릭이 필요합니다.</translation>
        </message>
        <message>
            <source>Every card you may play takes the lead for now: play the {0}.</source>
            <translation>낼 수 있는 카드가 모두 일단 앞서게 됩니다: {0} 카드를 내세요.</translation>
        </message>
        <message>
            <source>Take the lead with the {0} to set {2}'s side: it needs {3} of the last {4}.</source>
            <translation>일단 {0} 카드로 앞서 {2} 님 편의 실패를 노리세요: 남은 {4}트릭 중 {3}트릭이 필요합니다.</translation>
        </message>
        <message>
            <source>Take the lead with the {0} to set {2}, who needs {3} of the last {4} tricks.</source>
            <translation>일단 {0} 카드로 앞서 {2} 님의 실패를 노리세요: 남은 {4}트릭 중 {3}트릭이 필요합니다.</translation>
        </message>
        <message>
            <source>Take the lead with the {0} for now.</source>
            <translation>일단 {0} 카드로 앞서세요.</translation>
        </message>
        <message>
            <source>Throw away the {0}: you have no {1}.</source>
            <translation>{0} 카드를 버리세요: {1} 카드가 없습니다.</translation>
        </message>
        <message>
            <source>Play the {0}: you cannot win this trick.</source>
            <translation>{0} 카드를 내세요: 이 트릭은 이길 수 없습니다.</translation>
        </message>
        <message>
            <source>Play the {0}: you cannot win this trick, and your lower {1} stay in hand to duck later.</source>
            <translation>{0} 카드를 내세요: 이 트릭은 이길 수 없으니, 더 낮은 {1} 카드는 나중에 피할 때 쓰도록 남겨 둡니다.</translation>
        </message>
        <message>
            <source>Duck with the {0}: your side has its {3} tricks, more would be bags.</source>
            <translation>{0} 카드로 피하세요: 우리 편은 {3}트릭을 채웠고, 더 받으면 백이 됩니다.</translation>
        </message>
        <message>
            <source>Duck with the {0}: you have your {3} tricks, more would be bags.</source>
            <translation>{0} 카드로 피하세요: {3}트릭을 채웠고, 더 받으면 백이 됩니다.</translation>
        </message>
        <message>
            <source>Duck with the {0}: keep your higher cards for later.</source>
            <translation>{0} 카드로 피하세요: 높은 카드는 나중을 위해 아껴 두세요.</translation>
        </message>
        <message>
            <source>Lead the {0}: the highest spade left draws out the others' spades.</source>
            <translation>{0} 카드로 리드하세요: 남은 가장 높은 스페이드가 다른 사람들의 스페이드를 끌어냅니다.</translation>
        </message>
        <message>
            <source>Lead the {0}: draw out the others' spades.</source>
            <translation>{0} 카드로 리드하세요: 다른 사람들의 스페이드를 끌어냅니다.</translation>
        </message>
        <message>
            <source>Lead the {0}: the highest of the {1} still out.</source>
            <translation>{0} 카드로 리드하세요: 남은 {1} 중 가장 높은 카드입니다.</translation>
        </message>
        <message>
            <source>Lead your long {1}: the {0}.</source>
            <translation>긴 {1} 무늬로 리드하세요: {0} 카드.</translation>
        </message>
        <message>
            <source>Lead the {0} from your short {1}: once they are gone you can trump them.</source>
            <translation>짧은 {1} 무늬의 {0} 카드로 리드하세요: 다 떨어지면 트럼프할 수 있습니다.</translation>
        </message>
        <message>
            <source>Lead the {0}: a low card lets the others spend their high ones.</source>
            <translation>{0} 카드로 리드하세요: 낮은 카드로 다른 사람들이 높은 카드를 쓰게 합니다.</translation>
        </message>
        <message>
            <source>Lead the {0}.</source>
            <translation>{0} 카드로 리드하세요.</translation>
        </message>
        <message>
            <source>Play the {0}.</source>
            <translation>{0} 카드를 내세요.</translation>
        </message>
        <message>
            <source>Hint: {0}</source>
            <translation>힌트: {0}</translation>
        </message>
        <message>
            <source>Looking for the best card…</source>
            <translation>가장 좋은 카드를 찾는 중…</translation>
        </message>
        <message>
            <source>No hint this time: {0}</source>
            <translation>이번에는 힌트를 드릴 수 없습니다: {0}</translation>
        </message>
    </context>
    <context>
        <name>SpadesNewGameDialog</name>
        <message>
            <source>New Spades game</source>
            <translation>새 스페이드 게임</translation>
        </message>
        <message>
            <source>Blind nil allowed</source>
            <translation>블라인드 닐 허용</translation>
        </message>
        <message>
            <source>Penalty for bags</source>
            <translation>백(오버트릭) 벌점 적용</translation>
        </message>
        <message>
            <source>Spades may be led any time</source>
            <translation>스페이드로 언제든 리드 가능</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>인원:</translation>
        </message>
        <message>
            <source>Direction of play:</source>
            <translation>진행 방향:</translation>
        </message>
        <message>
            <source>Points to win:</source>
            <translation>승리 점수:</translation>
        </message>
        <message>
            <source>A team loses at:</source>
            <translation>패배 점수:</translation>
        </message>
        <message>
            <source>Bidding and scoring</source>
            <translation>비드와 점수</translation>
        </message>
        <message>
            <source>Nil is worth:</source>
            <translation>닐 점수:</translation>
        </message>
        <message>
            <source>Blind nil is worth:</source>
            <translation>블라인드 닐 점수:</translation>
        </message>
        <message>
            <source>Blind nil only when behind by (0 = always):</source>
            <translation>블라인드 닐은 이만큼 뒤질 때만 (0 = 항상):</translation>
        </message>
        <message>
            <source>Bags before the penalty:</source>
            <translation>벌점까지의 백 수:</translation>
        </message>
        <message>
            <source>Penalty points:</source>
            <translation>벌점:</translation>
        </message>
        <message>
            <source>3 — everyone plays alone</source>
            <translation>3명 — 각자 플레이</translation>
        </message>
        <message>
            <source>4 — two teams of partners</source>
            <translation>4명 — 파트너 두 팀</translation>
        </message>
        <message>
            <source>5 — everyone plays alone</source>
            <translation>5명 — 각자 플레이</translation>
        </message>
        <message>
            <source>6 — three teams of partners</source>
            <translation>6명 — 파트너 세 팀</translation>
        </message>
        <message>
            <source>Seat {0} (your partner)</source>
            <translation>{0}번 자리 (내 파트너)</translation>
        </message>
        <message>
            <source>Seat {0} (opponent)</source>
            <translation>{0}번 자리 (상대)</translation>
        </message>
        <message>
            <source>Seat {0}</source>
            <translation>{0}번 자리</translation>
        </message>
        <message>
            <source>You sit at seat 1; partners sit opposite each other.</source>
            <translation>나는 1번 자리에 앉습니다. 파트너끼리 마주 앉습니다.</translation>
        </message>
        <message>
            <source>You sit at seat 1; everyone plays alone.</source>
            <translation>나는 1번 자리에 앉습니다. 모두 각자 플레이합니다.</translation>
        </message>
        <message>
            <source>A player loses at:</source>
            <translation>패배 점수:</translation>
        </message>
        <message>
            <source>These settings cannot be played: {0}</source>
            <translation>이 설정으로는 게임할 수 없습니다: {0}</translation>
        </message>
    </context>
    <context>
        <name>SpadesOptions</name>
        <message>
            <source>Allow undo (Ctrl+Z) at the Spades table</source>
            <translation>스페이드 테이블에서 무르기 허용 (Ctrl+Z)</translation>
        </message>
        <message>
            <source>A hand played on differently after an undo is marked in the history and left out of the bid figures.</source>
            <translation>무르기 뒤 다르게 진행한 판은 기록에 표시되고 비드 수치에서 빠집니다.</translation>
        </message>
    </context>
    <context>
        <name>SpadesReader</name>
        <message>
            <source>{0} points</source>
            <translation>{0}점</translation>
        </message>
        <message>
            <source>partner {1}, team {0} points</source>
            <translation>파트너 {1}, 팀 {0}점</translation>
        </message>
        <message>
            <source>{0}, cannot be played now</source>
            <translation>{0}, 지금 낼 수 없음</translation>
        </message>
        <message>
            <source>Your hand: {0} cards face down</source>
            <translation>내 패: 뒤집힌 카드 {0}장</translation>
        </message>
        <message>
            <source>{0}: {1} cards face down</source>
            <translation>{0}: 뒤집힌 카드 {1}장</translation>
        </message>
        <message>
            <source>{0} holds {1}</source>
            <translation>{0} 님의 패: {1}</translation>
        </message>
        <message>
            <source>Your hand: {0}</source>
            <translation>내 패: {0}</translation>
        </message>
        <message>
            <source>{0} played {1}</source>
            <translation>{0} 님이 낸 카드: {1}</translation>
        </message>
        <message>
            <source>{0}, winning</source>
            <translation>{0}, 이기는 중</translation>
        </message>
    </context>
    <context>
        <name>SpadesReview</name>
        <message>
            <source>The review needs the double-dummy solver of the endplay package, which is missing or does not load here ({0}).</source>
            <translation>복기에는 endplay 패키지의 더블 더미 계산기가 필요한데, 설치되어 있지 않거나 여기서 불러올 수 없습니다 ({0}).</translation>
        </message>
        <message>
            <source>This hand could not be reviewed: {0}</source>
            <translation>이 판은 복기할 수 없습니다: {0}</translation>
        </message>
        <message>
            <source>Hand review</source>
            <translation>판 복기</translation>
        </message>
        <message>
            <source>The review opens when this hand is over.</source>
            <translation>이 판이 끝나면 복기가 열립니다.</translation>
        </message>
        <message>
            <source>R shows the review once a hand is over.</source>
            <translation>판이 끝나면 R 키로 복기를 볼 수 있습니다.</translation>
        </message>
        <message>
            <source>Hand {0}</source>
            <translation>{0}판</translation>
        </message>
        <message>
            <source>Review of hand {0}: {1} (R shows it.)</source>
            <translation>{0}번째 판 복기: {1} (R 키로 봅니다.)</translation>
        </message>
        <message>
            <source>This hand was not finished: nothing to review.</source>
            <translation>이 판은 끝나지 않아 복기할 것이 없습니다.</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>복기</translation>
        </message>
        <message>
            <source>{0} trick</source>
            <translation>{0}트릭</translation>
        </message>
        <message>
            <source>{0} tricks</source>
            <translation>{0}트릭</translation>
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
            <source>no card was shown to cost you points</source>
            <translation>점수를 잃게 한 카드는 없습니다</translation>
        </message>
        <message>
            <source>{0} card cost you {1}</source>
            <translation>카드 {0}장 때문에 잃은 점수 {1}</translation>
        </message>
        <message>
            <source>{0} cards cost you {1}</source>
            <translation>카드 {0}장 때문에 잃은 점수 {1}</translation>
        </message>
        <message>
            <source>{0} card cost your side {1}</source>
            <translation>카드 {0}장 때문에 우리 편이 잃은 점수 {1}</translation>
        </message>
        <message>
            <source>{0} cards cost your side {1}</source>
            <translation>카드 {0}장 때문에 우리 편이 잃은 점수 {1}</translation>
        </message>
        <message>
            <source>{0} card cost you {1} ({2})</source>
            <translation>카드 {0}장 때문에 잃은 점수 {1}({2})</translation>
        </message>
        <message>
            <source>{0} cards cost you {1} ({2})</source>
            <translation>카드 {0}장 때문에 잃은 점수 {1}({2})</translation>
        </message>
        <message>
            <source>{0} card cost your side {1} ({2})</source>
            <translation>카드 {0}장 때문에 우리 편이 잃은 점수 {1}({2})</translation>
        </message>
        <message>
            <source>{0} cards cost your side {1} ({2})</source>
            <translation>카드 {0}장 때문에 우리 편이 잃은 점수 {1}({2})</translation>
        </message>
        <message>
            <source>{0} more card cost at least {1}</source>
            <translation>카드 {0}장 때문에 잃은 점수 적어도 {1}</translation>
        </message>
        <message>
            <source>{0} more cards cost at least {1}</source>
            <translation>카드 {0}장 때문에 잃은 점수 적어도 {1}</translation>
        </message>
        <message>
            <source>{0} card could not be judged</source>
            <translation>판단하지 못한 카드 {0}장</translation>
        </message>
        <message>
            <source>{0} cards could not be judged</source>
            <translation>판단하지 못한 카드 {0}장</translation>
        </message>
        <message>
            <source>This card cost you at least {0} (the search was cut short).</source>
            <translation>이 카드 때문에 잃은 점수: 적어도 {0} (탐색이 중간에 멈췄습니다).</translation>
        </message>
        <message>
            <source>This card cost your side at least {0} (the search was cut short).</source>
            <translation>이 카드 때문에 우리 편이 잃은 점수: 적어도 {0} (탐색이 중간에 멈췄습니다).</translation>
        </message>
        <message>
            <source>This card cost you {0}.</source>
            <translation>이 카드 때문에 잃은 점수: {0}.</translation>
        </message>
        <message>
            <source>This card cost your side {0}.</source>
            <translation>이 카드 때문에 우리 편이 잃은 점수: {0}.</translation>
        </message>
        <message>
            <source>This card cost you {0} ({1}).</source>
            <translation>이 카드 때문에 잃은 점수: {0}({1}).</translation>
        </message>
        <message>
            <source>This card cost your side {0} ({1}).</source>
            <translation>이 카드 때문에 우리 편이 잃은 점수: {0}({1}).</translation>
        </message>
        <message>
            <source>the contract was made by {0}</source>
            <translation>계약은 {0}트릭 넘게 성공했습니다</translation>
        </message>
        <message>
            <source>the contract was made exactly</source>
            <translation>계약은 정확히 성공했습니다</translation>
        </message>
        <message>
            <source>the contract was set by {0}</source>
            <translation>계약은 {0}트릭 모자라 실패했습니다</translation>
        </message>
        <message>
            <source>{0}; {1}.</source>
            <translation>{0}. {1}.</translation>
        </message>
        <message>
            <source>{0}.</source>
            <translation>{0}.</translation>
        </message>
        <message>
            <source>made</source>
            <translation>성공</translation>
        </message>
        <message>
            <source>set with {0} trick</source>
            <translation>{0}트릭을 받아 실패</translation>
        </message>
        <message>
            <source>set with {0} tricks</source>
            <translation>{0}트릭을 받아 실패</translation>
        </message>
        <message>
            <source>You bid blind nil: {0}.</source>
            <translation>내 블라인드 닐: {0}.</translation>
        </message>
        <message>
            <source>You bid nil: {0}.</source>
            <translation>내 닐: {0}.</translation>
        </message>
        <message>
            <source>Your partner {0} bid blind nil: {1}.</source>
            <translation>파트너 {0}: 블라인드 닐, {1}.</translation>
        </message>
        <message>
            <source>Your partner {0} bid nil: {1}.</source>
            <translation>파트너 {0}: 닐, {1}.</translation>
        </message>
        <message>
            <source>{0} (opponent) bid blind nil: {1}.</source>
            <translation>상대 {0}: 블라인드 닐, {1}.</translation>
        </message>
        <message>
            <source>{0} (opponent) bid nil: {1}.</source>
            <translation>상대 {0}: 닐, {1}.</translation>
        </message>
        <message>
            <source>no card was shown to cost your side points</source>
            <translation>점수를 잃게 한 카드는 없습니다</translation>
        </message>
        <message>
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <source>Not judged: the search was cut short before it could tell.</source>
            <translation>판단하지 못함: 답을 내기 전에 탐색이 멈췄습니다.</translation>
        </message>
        <message>
            <source>Your cards are judged by whether your nil could still be kept, not by tricks.</source>
            <translation>내 카드는 트릭 수가 아니라 닐을 아직 지킬 수 있었는지로 판단합니다.</translation>
        </message>
        <message>
            <source>Your cards are judged by the contract and the nil together.</source>
            <translation>내 카드는 계약과 닐을 함께 놓고 판단합니다.</translation>
        </message>
        <message>
            <source>Your cards are judged by your contract and setting the nil.</source>
            <translation>내 카드는 우리 계약과 상대 닐을 깨는 것으로 판단합니다.</translation>
        </message>
        <message>
            <source>Hand to review</source>
            <translation>복기할 판</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>비드</translation>
        </message>
        <message>
            <source>Took</source>
            <translation>트릭</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>트릭</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>카드</translation>
        </message>
        <message>
            <source>Your side</source>
            <translation>우리 편</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>최선</translation>
        </message>
        <message>
            <source>Best cards</source>
            <translation>최선의
카드</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>손실</translation>
        </message>
        <message>
            <source>Your cards, double-dummy</source>
            <translation>내가 낸 카드 (더블 더미)</translation>
        </message>
        <message>
            <source>The review of a hand comes when it is over.</source>
            <translation>판이 끝나면 복기가 나옵니다.</translation>
        </message>
        <message>
            <source>Working out the double-dummy figures…</source>
            <translation>더블 더미 숫자를 계산하는 중…</translation>
        </message>
        <message>
            <source>Hand {0}: review</source>
            <translation>{0}번째 판 복기</translation>
        </message>
        <message>
            <source>Double-dummy: every hand open, everyone playing the best cards from then on. Tricks are your side's; 7–8 means proven between 7 and 8 (the search was cut short). Cost: points lost (tricks lost), points being your side's minus theirs for the hand (contracts and nils; a bag counts for nothing: +1 now, a tenth of the bag penalty later); ≥ −20: at least 20; not solved: which cards were best is not proven; ?: this card's cost is not judged.</source>
            <translation>더블 더미: 모든 패를 펼치고, 그 뒤로 모두 최선의 카드를 낸다고 봅니다. 트릭은 우리 편의 것이고, 7–8은 7과 8 사이로 증명되었다는 뜻입니다 (탐색이 중간에 멈춤). 손실: 잃은 점수(잃은 트릭). 점수는 이번 판 우리 편 점수에서 상대 점수를 뺀 값입니다 (계약과 닐; 백은 셈하지 않습니다: 지금 +1, 나중에 백 벌점의 10분의 1); ≥ −20: 적어도 20; 풀지 못함: 어떤 카드가 최선이었는지 증명되지 않음; ?: 이 카드의 손실을 판단하지 못함.</translation>
        </message>
        <message>
            <source>Your bid: {0}. The coach: {1}, about {2:.1f} tricks expected.</source>
            <translation>내 비드: {0}. 코치: {1}, 예상 약 {2:.1f}트릭.</translation>
        </message>
        <message>
            <source>Chance of taking each number of tricks, on the coach's simulated deals:</source>
            <translation>코치가 시뮬레이션한 딜에서 트릭 수별 확률:</translation>
        </message>
        <message>
            <source>Your bid: {0}.</source>
            <translation>내 비드: {0}.</translation>
        </message>
        <message>
            <source>You bid blind; the coach looks at the cards as dealt.</source>
            <translation>카드를 보지 않고 비드했습니다. 코치는 받은 카드를 보고 판단합니다.</translation>
        </message>
        <message>
            <source>the coach's bid</source>
            <translation>코치의 비드</translation>
        </message>
        <message>
            <source>your bid</source>
            <translation>내 비드</translation>
        </message>
        <message>
            <source>Your side took {0}: {1} towards its contract of {2}, and {3} on a nil, which count only as bags.</source>
            <translation>우리 편은 {0}트릭을 땄습니다: 계약 {2}트릭에 {1}트릭, 닐을 부른 사람이 {3}트릭이며 이 트릭은 백으로만 셉니다.</translation>
        </message>
        <message>
            <source>Your side took {0} on a contract of {1}.</source>
            <translation>계약 {1}트릭에 대해 우리 편은 {0}트릭을 땄습니다.</translation>
        </message>
        <message>
            <source>Your side took {0}.</source>
            <translation>우리 편은 {0}트릭을 땄습니다.</translation>
        </message>
        <message>
            <source>At a table of {0} everyone plays alone, and the others do not play together. So every figure here is what you could make sure of, whatever the others did: as if they all played against you. You may well have done better.</source>
            <translation>{0}인 테이블에서는 모두 혼자 플레이하며, 다른 사람들은 서로 편을 먹지 않습니다. 그래서 여기 숫자는 모두 다른 사람들이 어떻게 하든 내가 확실히 얻을 수 있었던 값입니다. 모두가 나를 상대로 함께 플레이한다고 보고 계산했습니다. 실제로는 더 잘했을 수도 있습니다.</translation>
        </message>
        <message>
            <source>At a table of six there are three partnerships, and the others do not play together. So every figure here is what you and your partner could make sure of, whatever the others did: as if both other partnerships played against you. You may well have done better.</source>
            <translation>6인 테이블에는 세 팀이 있고, 다른 사람들은 서로 편을 먹지 않습니다. 그래서 여기 숫자는 모두 다른 사람들이 어떻게 하든 나와 파트너가 확실히 얻을 수 있었던 값입니다. 다른 두 팀이 함께 우리를 상대한다고 보고 계산했습니다. 실제로는 더 잘했을 수도 있습니다.</translation>
        </message>
        <message>
            <source>Every hand open. Tricks: the tricks in all for the hand that you could make sure of from this card on, whatever the others did; 7–8 means proven between 7 and 8 (the search was cut short). Cost: points you could have made sure of with the best card and gave away with this one (tricks lost), points being your own score for the hand from your bid or nil (a bag counts for nothing: +1 now, a tenth of the bag penalty later); ≥ −20: at least 20; not solved: which cards were best is not proven; ?: this card's cost is not judged.</source>
            <translation>모든 손패를 펼쳐 놓고 계산했습니다. 트릭: 다른 사람들이 어떻게 하든 이 카드부터 내가 확실히 얻을 수 있었던 이번 판의 전체 트릭 수이며, 7–8은 7과 8 사이로 증명되었다는 뜻입니다(탐색이 중간에 끝남). 손실: 최선의 카드로는 확실히 얻을 수 있었는데 이 카드로 잃은 점수(잃은 트릭)이며, 점수는 이번 판에서 내 비드나 닐로 받는 점수입니다(백은 계산하지 않습니다: 지금은 +1점이지만 나중에 백 벌점의 10분의 1이 됩니다). ≥ −20: 최소 20점; 풀지 못함: 어떤 카드가 최선이었는지 증명되지 않음; ?: 이 카드의 손실을 판단하지 못함.</translation>
        </message>
        <message>
            <source>Every hand open. Tricks: the tricks in all for the hand that your side could make sure of from this card on, whatever the others did; 7–8 means proven between 7 and 8 (the search was cut short). Cost: points your side could have made sure of with the best card and gave away with this one (tricks lost), points being your side's own score for the hand from its contract and nils (a bag counts for nothing: +1 now, a tenth of the bag penalty later); ≥ −20: at least 20; not solved: which cards were best is not proven; ?: this card's cost is not judged.</source>
            <translation>모든 손패를 펼쳐 놓고 계산했습니다. 트릭: 다른 사람들이 어떻게 하든 이 카드부터 우리 편이 확실히 얻을 수 있었던 이번 판의 전체 트릭 수이며, 7–8은 7과 8 사이로 증명되었다는 뜻입니다(탐색이 중간에 끝남). 손실: 최선의 카드로는 확실히 얻을 수 있었는데 이 카드로 잃은 점수(잃은 트릭)이며, 점수는 이번 판에서 우리 편이 계약과 닐로 받는 점수입니다(백은 계산하지 않습니다: 지금은 +1점이지만 나중에 백 벌점의 10분의 1이 됩니다). ≥ −20: 최소 20점; 풀지 못함: 어떤 카드가 최선이었는지 증명되지 않음; ?: 이 카드의 손실을 판단하지 못함.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>나</translation>
        </message>
        <message>
            <source>You took {0} on a bid of {1}.</source>
            <translation>비드 {1}트릭에 대해 {0}트릭을 땄습니다.</translation>
        </message>
        <message>
            <source>You took {0}.</source>
            <translation>{0}트릭을 땄습니다.</translation>
        </message>
        <message>
            <source>your bid was made by {0}</source>
            <translation>내 비드는 {0}트릭 넘게 성공했습니다</translation>
        </message>
        <message>
            <source>your bid was made exactly</source>
            <translation>내 비드는 정확히 성공했습니다</translation>
        </message>
        <message>
            <source>your bid was set by {0}</source>
            <translation>내 비드는 {0}트릭 모자라 실패했습니다</translation>
        </message>
        <message>
            <source>The figures count only your own points, so setting that nil is not counted.</source>
            <translation>이 숫자는 내 점수만 세므로, 그 닐을 깨는 것은 계산에 들어가지 않습니다.</translation>
        </message>
        <message>
            <source>The figures count only your side's own points, so setting that nil is not counted.</source>
            <translation>이 숫자는 우리 편 점수만 세므로, 그 닐을 깨는 것은 계산에 들어가지 않습니다.</translation>
        </message>
        <message>
            <source>Working out what you could make sure of…</source>
            <translation>확실히 얻을 수 있었던 값을 계산하는 중…</translation>
        </message>
        <message>
            <source>not solved</source>
            <translation>풀지 못함</translation>
        </message>
        <message>
            <source>Figures in italics are not exact: in the first tricks too many cards are still out for the search to finish, so they are proven bounds (0–{0}: between 0 and {0}), and “not solved” or “?” where it could not tell. Point at one to read why.</source>
            <translation>기울어진 글자는 정확한 값이 아닙니다: 처음 몇 트릭에는 남은 카드가 너무 많아 탐색이 끝나지 못하므로, 증명된 범위(0–{0}: 0에서 {0} 사이)이거나, 알 수 없는 곳은 ‘풀지 못함’ 또는 ‘?’입니다. 가리키면 이유가 나옵니다.</translation>
        </message>
        <message>
            <source>With this many cards still out, the search stopped before it could tell.</source>
            <translation>남은 카드가 아직 많아 탐색이 답을 내기 전에 멈췄습니다.</translation>
        </message>
        <message>
            <source>Between {0} and {1} tricks: a proven bound, not an exact figure.</source>
            <translation>{0}트릭에서 {1}트릭 사이: 정확한 값이 아니라 증명된 범위입니다.</translation>
        </message>
        <message>
            <source>Not solved: which cards were best is not proven.</source>
            <translation>풀지 못함: 어느 카드가 최선이었는지 증명되지 않았습니다.</translation>
        </message>
        <message>
            <source>Not judged: this card's cost is not proven.</source>
            <translation>판단 못 함: 이 카드의 손실이 증명되지 않았습니다.</translation>
        </message>
    </context>
    <context>
        <name>SpadesTable</name>
        <message>
            <source>Spades table</source>
            <translation>스페이드 테이블</translation>
        </message>
        <message>
            <source>Play the chosen card / bid</source>
            <translation>고른 카드 내기 / 비드하기</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>비드</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>블라인드 닐</translation>
        </message>
        <message>
            <source>Bid blind nil, without looking at your cards?</source>
            <translation>카드를 보지 않고 블라인드 닐을 비드할까요?</translation>
        </message>
        <message>
            <source>If you take no trick at all, your side scores {0} points; if you take even one, it loses {0}. You see your cards only after bidding.</source>
            <translation>트릭을 하나도 받지 않으면 우리 편이 {0}점을 얻고, 하나라도 받으면 {0}점을 잃습니다. 카드는 비드한 뒤에야 볼 수 있습니다.</translation>
        </message>
        <message>
            <source>Bid blind nil</source>
            <translation>블라인드 닐 비드</translation>
        </message>
        <message>
            <source>Choose a card with the arrow keys first, then press Enter.</source>
            <translation>먼저 화살표 키로 카드를 고른 뒤 Enter 키를 누르세요.</translation>
        </message>
        <message>
            <source>Choose a card with the arrows (← →) and play it with Enter.</source>
            <translation>화살표(← →)로 카드를 고르고 Enter로 내세요.</translation>
        </message>
        <message>
            <source>Bid chosen: {0}</source>
            <translation>고른 비드: {0}</translation>
        </message>
        <message>
            <source>Choose nil (another bid: type its number)</source>
            <translation>닐 선택 (다른 비드는 숫자를 치세요)</translation>
        </message>
        <message>
            <source>Look at cards</source>
            <translation>카드 보기</translation>
        </message>
        <message>
            <source>Choose the card to the left</source>
            <translation>왼쪽 카드 고르기</translation>
        </message>
        <message>
            <source>Choose the card to the right</source>
            <translation>오른쪽 카드 고르기</translation>
        </message>
        <message>
            <source>Bid one more</source>
            <translation>비드 하나 올리기</translation>
        </message>
        <message>
            <source>Bid one less</source>
            <translation>비드 하나 내리기</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>지난 트릭</translation>
        </message>
        <message>
            <source>Ask the coach what to bid, or which card to play and why (H)</source>
            <translation>무엇을 비드할지, 어떤 카드를 왜 낼지 코치에게 묻습니다 (H)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>무르기</translation>
        </message>
        <message>
            <source>Take back your last card or bid (Ctrl+Z)</source>
            <translation>마지막으로 낸 카드나 비드를 무릅니다 (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Earlier trick</source>
            <translation>이전 트릭</translation>
        </message>
        <message>
            <source>Show the trick before the one shown (T)</source>
            <translation>보이는 트릭의 앞 트릭을 봅니다 (T)</translation>
        </message>
        <message>
            <source>Later trick</source>
            <translation>다음 트릭</translation>
        </message>
        <message>
            <source>Back to the trick in play</source>
            <translation>진행 중인 트릭으로 돌아가기</translation>
        </message>
        <message>
            <source>Show the trick after the one shown, then the trick in play (Shift+T)</source>
            <translation>보이는 트릭의 다음 트릭을, 끝에서는 진행 중인 트릭을 봅니다 (Shift+T)</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>점수표</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>다음 판</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>힌트</translation>
        </message>
        <message>
            <source>Hand log</source>
            <translation>게임 기록</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>기록</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>트릭</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>코치</translation>
        </message>
        <message>
            <source>Welcome to the Spades table.</source>
            <translation>스페이드 테이블에 오신 것을 환영합니다.</translation>
        </message>
        <message>
            <source>You must follow the suit that was led.</source>
            <translation>리드된 무늬를 따라 내야 합니다.</translation>
        </message>
        <message>
            <source>Spades cannot be led until a spade has been played (unless you hold only spades).</source>
            <translation>스페이드가 한 번 나오기 전에는 스페이드로 리드할 수 없습니다 (스페이드만 남은 경우 제외).</translation>
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
            <source>{0} is thinking… Your hint comes at your turn.</source>
            <translation>{0} 생각 중… 내 차례가 되면 힌트가 나옵니다.</translation>
        </message>
        <message>
            <source>Your bid: how many tricks will you take? Type the number or use the arrows.</source>
            <translation>비드: 트릭을 몇 개 가져올까요? 숫자를 치거나 화살표로 고르세요.</translation>
        </message>
        <message>
            <source>Not your turn yet: the cards are still moving.</source>
            <translation>아직 내 차례가 아닙니다: 카드가 아직 움직이는 중입니다.</translation>
        </message>
        <message>
            <source>Not your turn yet: {0} is to play.</source>
            <translation>아직 내 차례가 아닙니다: {0} 님 차례입니다.</translation>
        </message>
        <message>
            <source>No trick has been taken yet this hand.</source>
            <translation>이번 판에는 아직 끝난 트릭이 없습니다.</translation>
        </message>
        <message>
            <source>Your cards are still face down: look at them with {0}, or bid blind nil with {1}.</source>
            <translation>카드가 아직 엎어져 있습니다. {0} 키로 카드를 보거나 {1} 키로 블라인드 닐을 비드하세요.</translation>
        </message>
        <message>
            <source>The hint will be shown when it is your turn.</source>
            <translation>내 차례가 되면 힌트를 보여 드립니다.</translation>
        </message>
        <message>
            <source>Choose a number first (or press H to ask the coach).</source>
            <translation>먼저 숫자를 고르세요 (코치에게 물으려면 H).</translation>
        </message>
        <message>
            <source>Hand {0}: {1}</source>
            <translation>{0}판: {1}</translation>
        </message>
        <message>
            <source>The game is over: Ctrl+N starts a new game.</source>
            <translation>게임이 끝났습니다: Ctrl+N 키로 새 게임을 시작합니다.</translation>
        </message>
        <message>
            <source>A new game begins.</source>
            <translation>새 게임을 시작합니다.</translation>
        </message>
        <message>
            <source>Nil</source>
            <translation>닐</translation>
        </message>
        <message>
            <source>Bid {0}</source>
            <translation>비드 {0}</translation>
        </message>
        <message>
            <source>{0} is thinking…</source>
            <translation>{0} 생각 중…</translation>
        </message>
        <message>
            <source>Your cards are face down: bid blind nil, or look at your cards.</source>
            <translation>카드가 엎어져 있습니다: 블라인드 닐을 비드하거나 카드를 보세요.</translation>
        </message>
        <message>
            <source>The coach is thinking…</source>
            <translation>코치가 생각하는 중…</translation>
        </message>
        <message>
            <source>Your turn: play a card.</source>
            <translation>내 차례: 카드를 내세요.</translation>
        </message>
        <message>
            <source>The coach could not advise: {0}</source>
            <translation>코치가 조언하지 못했습니다: {0}</translation>
        </message>
    </context>
    <context>
        <name>SpadesText</name>
        <message>
            <source>Bidding…</source>
            <translation>비드 중…</translation>
        </message>
        <message>
            <source>Waiting to bid</source>
            <translation>비드 대기</translation>
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
            <source>Partner</source>
            <translation>파트너</translation>
        </message>
        <message>
            <source>with {0}</source>
            <translation>파트너 {0}</translation>
        </message>
        <message>
            <source>{0} · Partner</source>
            <translation>{0}장 · 파트너</translation>
        </message>
        <message>
            <source>{0} · with {1}</source>
            <translation>{0}장·파트너 {1}</translation>
        </message>
        <message>
            <source>Trick {0}: {1} led · {2} won</source>
            <translation>{0}번째 트릭: {1} 리드 · {2} 승</translation>
        </message>
        <message>
            <source>Last trick: won by {0}</source>
            <translation>지난 트릭: {0} 획득</translation>
        </message>
        <message>
            <source>No trick played yet</source>
            <translation>아직 트릭이 없습니다</translation>
        </message>
        <message>
            <source>{0} led · {1} winning</source>
            <translation>{0} 리드 · {1} 우세</translation>
        </message>
        <message>
            <source>Hand {0}</source>
            <translation>{0}판</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>판 종료</translation>
        </message>
        <message>
            <source>Trick {0} of {1}</source>
            <translation>트릭 {0} / {1}</translation>
        </message>
        <message>
            <source>Spades broken</source>
            <translation>스페이드 개방</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>비드</translation>
        </message>
        <message>
            <source>Bags: {0}</source>
            <translation>누적 백: {0}</translation>
        </message>
        <message>
            <source>Nil</source>
            <translation>닐</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>블라인드 닐</translation>
        </message>
        <message>
            <source>Bid {0}</source>
            <translation>비드 {0}</translation>
        </message>
        <message>
            <source>{0} · Took {1}</source>
            <translation>{0} · 트릭 {1}</translation>
        </message>
        <message>
            <source>partners</source>
            <translation>파트너 팀</translation>
        </message>
        <message>
            <source>everyone alone</source>
            <translation>각자 플레이</translation>
        </message>
        <message>
            <source>to {0} points</source>
            <translation>{0}점 승리</translation>
        </message>
        <message>
            <source>Counterclockwise</source>
            <translation>시계 반대 방향</translation>
        </message>
        <message>
            <source>Clockwise</source>
            <translation>시계 방향</translation>
        </message>
        <message>
            <source>Undo: you take back the {0}.</source>
            <translation>무르기: {0} 카드를 되돌립니다.</translation>
        </message>
        <message>
            <source>Undo: you take back the {1} and {0} move after it.</source>
            <translation>무르기: {1} 카드와 그 뒤의 {0}수를 되돌립니다.</translation>
        </message>
        <message>
            <source>Undo: you take back the {1} and {0} moves after it.</source>
            <translation>무르기: {1} 카드와 그 뒤의 {0}수를 되돌립니다.</translation>
        </message>
        <message>
            <source>Undo: you take back your bid ({0}).</source>
            <translation>무르기: 내 비드({0})를 되돌립니다.</translation>
        </message>
        <message>
            <source>Undo: you take back your bid ({1}) and {0} move after it.</source>
            <translation>무르기: 내 비드({1})와 그 뒤의 {0}수를 되돌립니다.</translation>
        </message>
        <message>
            <source>Undo: you take back your bid ({1}) and {0} moves after it.</source>
            <translation>무르기: 내 비드({1})와 그 뒤의 {0}수를 되돌립니다.</translation>
        </message>
        <message>
            <source>— Hand {0} · dealer: {1} —</source>
            <translation>— {0}판 · 딜러: {1} —</translation>
        </message>
        <message>
            <source>You look at your cards.</source>
            <translation>카드를 확인했습니다.</translation>
        </message>
        <message>
            <source>You bid nil.</source>
            <translation>나: 닐 비드.</translation>
        </message>
        <message>
            <source>You bid blind nil!</source>
            <translation>나: 블라인드 닐 비드!</translation>
        </message>
        <message>
            <source>You bid {0}.</source>
            <translation>나: {0} 비드.</translation>
        </message>
        <message>
            <source>{0} bids nil.</source>
            <translation>{0}: 닐 비드.</translation>
        </message>
        <message>
            <source>{0} bids blind nil!</source>
            <translation>{0}: 블라인드 닐 비드!</translation>
        </message>
        <message>
            <source>{0} bids {1}.</source>
            <translation>{0}: {1} 비드.</translation>
        </message>
        <message>
            <source>Bidding is over; you lead.</source>
            <translation>비드 끝. 첫 리드: 나.</translation>
        </message>
        <message>
            <source>Bidding is over; {0} leads.</source>
            <translation>비드 끝. 첫 리드: {0}.</translation>
        </message>
        <message>
            <source>You play {0}.</source>
            <translation>나: {0}.</translation>
        </message>
        <message>
            <source>{0} plays {1}.</source>
            <translation>{0}: {1}.</translation>
        </message>
        <message>
            <source>Spades are broken.</source>
            <translation>스페이드가 개방되었습니다.</translation>
        </message>
        <message>
            <source>You take trick {0}.</source>
            <translation>나: {0}번째 트릭 획득.</translation>
        </message>
        <message>
            <source>{0} takes trick {1}.</source>
            <translation>{0}: {1}번째 트릭 획득.</translation>
        </message>
        <message>
            <source>{0}: {1:+d}, bag penalty {2:+d} (total {3})</source>
            <translation>{0}: {1:+d}, 백 벌점 {2:+d} (합계 {3})</translation>
        </message>
        <message>
            <source>{0}: {1:+d} (total {2})</source>
            <translation>{0}: {1:+d} (합계 {2})</translation>
        </message>
        <message>
            <source>Hand {0} scored.</source>
            <translation>{0}판 점수 계산.</translation>
        </message>
        <message>
            <source>No winner yet: a tie for the lead at {0} ({1}). The game goes on until one side leads.</source>
            <translation>아직 승자가 없습니다: {0}점 공동 선두({1}). 한쪽이 앞설 때까지 게임이 계속됩니다.</translation>
        </message>
        <message>
            <source>Game over. Winner: {0} with {1} points.</source>
            <translation>게임 종료. 승자: {0} ({1}점).</translation>
        </message>
    </context>
    <context>
        <name>SpadesTricks</name>
        <message>
            <source>you led {0}</source>
            <translation>나 리드 {0}</translation>
        </message>
        <message>
            <source>you {0}</source>
            <translation>나 {0}</translation>
        </message>
        <message>
            <source>{0} led {1}</source>
            <translation>{0} 리드 {1}</translation>
        </message>
        <message>
            <source>{0} {1}</source>
            <translation>{0} {1}</translation>
        </message>
        <message>
            <source>Trick {0}: {1}. Taken by you.</source>
            <translation>{0}번째 트릭: {1}. 가져간 사람: 나.</translation>
        </message>
        <message>
            <source>Trick {0}: {1}. Taken by {2}.</source>
            <translation>{0}번째 트릭: {1}. 가져간 사람: {2}.</translation>
        </message>
        <message>
            <source>No trick played yet.</source>
            <translation>아직 끝난 트릭이 없습니다.</translation>
        </message>
        <message>
            <source>{0} Trick {1} on show (Esc: back).</source>
            <translation>{0} {1}번째 트릭을 보는 중 (Esc: 돌아가기).</translation>
        </message>
    </context>
    <context>
        <name>StatisticsPage</name>
        <message>
            <source>Games won</source>
            <translation>이긴 게임</translation>
        </message>
        <message>
            <source>Hands played</source>
            <translation>플레이한 판</translation>
        </message>
        <message>
            <source>Bids taken exactly</source>
            <translation>비드를 정확히 맞춘 비율</translation>
        </message>
        <message>
            <source>Average miss</source>
            <translation>평균 오차</translation>
        </message>
        <message>
            <source>Nil success</source>
            <translation>닐 성공률</translation>
        </message>
        <message>
            <source>Bags per hand</source>
            <translation>판당 백</translation>
        </message>
        <message>
            <source>Your bid and the tricks you took</source>
            <translation>내 비드와 가져온 트릭</translation>
        </message>
        <message>
            <source>Bid (0: nil)</source>
            <translation>비드 (0: 닐)</translation>
        </message>
        <message>
            <source>Tricks taken</source>
            <translation>가져온 트릭</translation>
        </message>
        <message>
            <source>No Spades bids stored yet.</source>
            <translation>저장된 스페이드 비드가 아직 없습니다.</translation>
        </message>
        <message>
            <source>exact</source>
            <translation>정확</translation>
        </message>
        <message>
            <source>over (bags)</source>
            <translation>초과 (백)</translation>
        </message>
        <message>
            <source>under (set)</source>
            <translation>미달 (세트)</translation>
        </message>
        <message>
            <source>Finished games: your margin</source>
            <translation>끝난 게임: 점수 차</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>게임</translation>
        </message>
        <message>
            <source>Points ahead</source>
            <translation>앞선 점수</translation>
        </message>
        <message>
            <source>No finished Spades games yet.</source>
            <translation>끝난 스페이드 게임이 아직 없습니다.</translation>
        </message>
        <message>
            <source>games won: {0} of {1}</source>
            <translation>이긴 게임: {1}게임 중 {0}게임</translation>
        </message>
        <message>
            <source>hands with an undo: {0} (not in the bid and nil figures)</source>
            <translation>무르기를 쓴 판: {0} (비드·닐 수치에서 제외)</translation>
        </message>
        <message>
            <source>exact: {0} of {1}; made or beaten: {2}</source>
            <translation>정확: {1}번 중 {0}번 · 달성 이상: {2}</translation>
        </message>
        <message>
            <source>tricks off your bid</source>
            <translation>비드와 트릭 수의 차이</translation>
        </message>
        <message>
            <source>made: {0} of {1} (blind nil: {2} of {3})</source>
            <translation>성공: {1}번 중 {0}번 (블라인드 닐: {3}번 중 {2}번)</translation>
        </message>
        <message>
            <source>bags: {0} · penalties: {1}</source>
            <translation>백: {0} · 벌점: {1}번</translation>
        </message>
        <message>
            <source>No bids to show: hands with an undo are left out.</source>
            <translation>보여 줄 비드가 없습니다: 무르기를 쓴 판은 빠집니다.</translation>
        </message>
    </context>
</TS>
