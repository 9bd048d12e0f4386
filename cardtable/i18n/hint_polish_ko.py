"""Korean for session 13's two card-hint fixes at the Spades table: the reasons for taking a
trick with the bid already made (every card wins, or an opponent's contract close to being
set: 실패, as the score sheet says) and the hint queued by H out of turn. Kept apart so the
branch merges without touching the other tables; ``spades_ko`` takes it in."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the card hint's reasons with the bid made (play_hint kinds *_forced, *_set, *_set_alone)
    "Every card you may play wins this trick: take it with the {0}.":
        "낼 수 있는 카드가 모두 이 트릭을 이깁니다: {0} 카드로 가져가세요.",
    "Every card you may play takes the lead for now: play the {0}.":
        "낼 수 있는 카드가 모두 일단 앞서게 됩니다: {0} 카드를 내세요.",
    "Win the trick with the {0} to set {2}'s side: it needs {3} of the last {4}.":
        "{0} 카드로 트릭을 이겨 {2} 님 편의 실패를 노리세요: 남은 {4}트릭 중 {3}트릭이 필요합니다.",
    "Win the trick with the {0} to set {2}, who needs {3} of the last {4} tricks.":
        "{0} 카드로 트릭을 이겨 {2} 님의 실패를 노리세요: 남은 {4}트릭 중 {3}트릭이 필요합니다.",
    "Take the lead with the {0} to set {2}'s side: it needs {3} of the last {4}.":
        "일단 {0} 카드로 앞서 {2} 님 편의 실패를 노리세요: 남은 {4}트릭 중 {3}트릭이 필요합니다.",
    "Take the lead with the {0} to set {2}, who needs {3} of the last {4} tricks.":
        "일단 {0} 카드로 앞서 {2} 님의 실패를 노리세요: 남은 {4}트릭 중 {3}트릭이 필요합니다.",
    # H pressed while the computer players still play (hint_queue.py, notices.py)
    "The hint will be shown when it is your turn.": "내 차례가 되면 힌트를 보여 드립니다.",
    "{0} is thinking… Your hint comes at your turn.":
        "{0} 생각 중… 내 차례가 되면 힌트가 나옵니다.",
}
# fmt: on
