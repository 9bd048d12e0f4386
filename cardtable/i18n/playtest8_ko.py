"""Korean for session 21's eighth playtest (branch ``playtest8``): ``SHELL_KO`` for the
shell's catalogue (``fill_ts.translations`` takes it in). Kept apart so the helpers'
branches merge without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the sit-and-go's results (tournament_results.py): another one at once
    "&Play again": "다시 하기(&P)",
    "A new sit-and-go with the same players and blinds": "같은 플레이어와 블라인드로 새 싯앤고",
}
# fmt: on
