"""Korean for session 21's Spades playtest (branch ``playtest9``): ``KO`` for the Spades
catalogue (``spades_ko.KO`` takes it in). Kept apart so the helpers' branches merge without
touching the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the card hint on nil when every card leads but a later player may still beat it
    # (play_hint kind nil_ahead)
    "Every card you may play takes the lead for now: your nil is kept only if a later player "
    "beats it. Play the {0}.":
        "낼 수 있는 카드가 모두 지금은 트릭을 앞섭니다: 뒤에 낼 사람이 이 카드를 이겨야만 닐이 "
        "지켜집니다. {0} 카드를 내세요.",
    # the log's scored line names a bag penalty (text.scored_line)
    "{0}: {1:+d}, bag penalty {2:+d} (total {3})": "{0}: {1:+d}, 백 벌점 {2:+d} (합계 {3})",
    # the review says what a bid the coach scored beside its own cost
    # (coach_close_text.miss_line)
    "Your {0} on these deals: {1:+.0f} points against {2:+.0f} for the coach's {3}, "
    "{4:.0f} ± {5:.0f} less on average.":
        "이 딜들에서 내 {0} 비드는 {1:+.0f}점, 코치의 {3} 비드는 {2:+.0f}점: 평균 "
        "{4:.0f} ± {5:.0f}점 적습니다.",
    # the review's side line when a nil bidder of the side took tricks (review_panel)
    "Your side took {0}: {1} towards its contract of {2}, and {3} on a nil, which count only "
    "as bags.":
        "우리 편은 {0}트릭을 땄습니다: 계약 {2}트릭에 {1}트릭, 닐을 부른 사람이 {3}트릭이며 "
        "이 트릭은 백으로만 셉니다.",
    # T, Shift+T or L before a trick of the hand is taken (notices.no_trick_words)
    "No trick has been taken yet this hand.": "이번 판에는 아직 끝난 트릭이 없습니다.",
    # a tie for the lead plays on past the target (text.play_on_line)
    "No winner yet: a tie for the lead at {0} ({1}). The game goes on until one side leads.":
        "아직 승자가 없습니다: {0}점 공동 선두({1}). 한쪽이 앞설 때까지 게임이 계속됩니다.",
    # the game-over box offers the last hand's review (scoresheet.GameOverDialog, game_end)
    "Review the last hand": "마지막 판 복기",
    "The game is over: Ctrl+N starts a new game.":
        "게임이 끝났습니다: Ctrl+N 키로 새 게임을 시작합니다.",
    # a seat's points for a screen reader, with the partner named (reading.points_words;
    # alone "{0} points", in spades_teach_ko)
    "partner {1}, team {0} points": "파트너 {1}, 팀 {0}점",
}
# fmt: on
