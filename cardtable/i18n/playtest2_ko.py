"""Korean for session 15's second playtest (branch ``playtest2``): ``KO`` for the Spades
catalogue (``spades_ko`` takes it in), ``SHELL_KO`` for the shell's (``fill_ts.translations``
takes it in). Kept apart so the branch merges without touching the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the notice at the person's bid (notices.py): typing the number chooses it
    "Your bid: how many tricks will you take? Type the number or use the arrows.": (
        "비드: 트릭을 몇 개 가져올까요? 숫자를 치거나 화살표로 고르세요."
    ),
    # the Table menu's nil entry (table.py), which is the keys list a player reads
    "Choose nil (another bid: type its number)": "닐 선택 (다른 비드는 숫자를 치세요)",
}
# fmt: on

# fmt: off
SHELL_KO: dict[str, str] = {
}
# fmt: on
