"""Korean for session 18's second screen-reader and keyboard pass (branch ``a11y2``): ``KO``
for the Spades catalogue (``spades_ko.CATALOGUE`` takes it in). Kept apart so the branch
merges without touching the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # another seat's cards under one stand-in (spades/reading.py): face down at the table,
    # open in the replayer
    "{0}: {1} cards face down": "{0}: 뒤집힌 카드 {1}장",
    "{0} holds {1}": "{0} 님의 패: {1}",
}
# fmt: on
