"""Korean for session 18's last rough edges (branch ``last-edges``): the draw trainer's
chance to win said "about" (약) where it is approximate, with two or three draws left.
``SHELL_KO`` for the shell's catalogue (``fill_ts.translations`` takes it in); kept apart so
the helpers' branches merge without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    "Wins: about {0}": "승률 약 {0}",
    "Wins (about)": "승률 (약)",
    "How often this discard wins the showdown; with more than one draw left the hands that "
    "miss a badugi are counted approximately":
        "이렇게 버렸을 때 쇼다운에서 이길 확률. 드로우가 두 번 이상 남으면 바둑이가 못 된 "
        "패들은 대략으로 셉니다",
    "Right! {0} is the best play: it wins about {1}.": "정답! 최선의 선택: {0}, 승률 약 {1}.",
    "The best play is {0} (wins about {1}). Yours ranks #{2} and wins about {3} points less "
    "often.":
        "최선의 선택: {0} (승률 약 {1}). 고른 선택은 {2}위이며 승률이 약 {3}%p 낮습니다.",
}
# fmt: on
