"""Korean for session 14's play-test fixes at the Spades table (branch ``playtest``): the
partner's shorter pill, used where "17 cards · Partner" is wider than the room the six-seat
layout keeps. Kept apart so the branch merges without touching the other tables;
``spades_ko`` takes it in."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the partner's pill where the full one does not fit (scene.py _sync_label)
    "{0} · Partner": "{0}장 · 파트너",
}
# fmt: on
