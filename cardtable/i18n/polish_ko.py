"""Korean for session 15's table polish (branch ``table-polish``): ``KO`` for the Spades
catalogue (``spades_ko`` takes it in), ``SHELL_KO`` for the shell's (``fill_ts.translations``
takes it in). Kept apart so the branch merges without touching the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # said to a screen reader when a key chooses a bid (intents.py, coach_practice.py)
    "Bid chosen: {0}": "고른 비드: {0}",
    # the history's game line, every other total said (history_view.py others_text):
    # "진행 중, 41 대 61, 32"
    "{0} and {1}": "{0}, {1}",
}
# fmt: on

# fmt: off
SHELL_KO: dict[str, str] = {
    # the sit-and-go standings list's caption (badugi/tournament_panel.py)
    "Standings (chips as each hand began)": "순위 (각 판이 시작될 때의 칩)",
    # the demo table's names no dialog offers (gui/common/player_names.py DEMO_ONLY)
    "Hoon": "훈",
    "Sora": "소라",
}
# fmt: on
