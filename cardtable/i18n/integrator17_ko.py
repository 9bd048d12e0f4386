"""Korean for the integrator's session-17 changes: ``SHELL_KO`` for the shell's catalogue
(``fill_ts.translations`` takes it in). Kept apart so the helpers' branches merge without
touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the Badugi leak report's choice of hands (gui/badugi/leak_report.py)
    "Ha&nds:": "판(&N):",
    "Hands the report adds up": "보고서에 넣을 판",
    "Cash tables and sit-and-goes": "캐시 게임과 싯앤고",
    "Cash tables only": "캐시 게임만",
    "Sit-and-goes only": "싯앤고만",
}
# fmt: on
