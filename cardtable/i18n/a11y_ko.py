"""Korean for session 17's screen-reader and keyboard audit (branch ``a11y``): ``SHELL_KO``
for the shell's catalogue (``fill_ts.translations`` takes it in), ``KO`` for the Spades one
(``spades_ko.CATALOGUE``). Kept apart so the branch merges without touching the other
dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the replayer: the decision review, worked out in the background, is ready
    "The review of this hand is ready (V shows it).": "이 판의 복기가 준비되었습니다 (V: 보기).",
    # the new-game dialog's computer players, named with their seat
    "{0}: name": "{0}: 이름",
    "{0}: difficulty": "{0}: 난이도",
    # the Badugi table: a card marked (or unmarked) to change by its key
    "{0}: to change.": "{0}: 바꿀 카드로 표시.",
    "{0}: kept.": "{0}: 표시 해제.",
    # the draw trainer's table of answers, named for a screen reader
    "Every discard, best first": "모든 버리기, 좋은 순서대로",
}

KO: dict[str, str] = {
    # the Spades hand before the person looks at it (spades/reading.py)
    "Your hand: {0} cards face down": "내 패: 뒤집힌 카드 {0}장",
}
# fmt: on
