"""Korean for session 15's table polish (branch ``table-polish``): ``KO`` for the Spades
catalogue (``spades_ko`` takes it in), ``SHELL_KO`` for the shell's (``fill_ts.translations``
takes it in). Kept apart so the branch merges without touching the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # said to a screen reader when a key chooses a bid (intents.py, coach_practice.py)
    "Bid chosen: {0}": "고른 비드: {0}",
}
# fmt: on

# fmt: off
SHELL_KO: dict[str, str] = {
}
# fmt: on
