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
}
# fmt: on
