"""Korean for session 17's sixth playtest (branch ``playtest6``): ``SHELL_KO`` for the
shell's catalogue (``fill_ts.translations`` takes it in). Kept apart so the branch merges
without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the A button where the pot caps the raise below a shove (badugi/action_bar.py)
    "Max": "최대",
}
# fmt: on
