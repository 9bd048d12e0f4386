"""Korean for the words that name every registered game at once (the start screen's
subtitle, the About box): the games' titles are filled in from the registry."""

from __future__ import annotations

KO: dict[str, str] = {
    "{0} against the computer": "컴퓨터와 즐기는 {0}",
    "cardtable {0}\n\n{1} against computer players, offline.\n"
    "Free software under the GNU GPL, version 3 or later.":
        "cardtable {0}\n\n컴퓨터와 오프라인으로 즐기는 {1}.\n"
        "GNU GPL 3판 이상으로 배포되는 자유 소프트웨어입니다.",
    # Joining the games' titles: "A, B and C". Korean lists them with commas (the particle
    # for "and", 와 or 과, would depend on the last sound of the title before it).
    "{0}, {1}": "{0}, {1}",
    "{0} and {1}": "{0}, {1}",
}

SPADES_KO: dict[str, str] = {
    # Spades' own rows of the Settings dialog (gui/spades/options.py: GuiSpec.options),
    # in the Spades catalogue since the options moved into the game's package
    "Allow undo (Ctrl+Z) at the Spades table": "스페이드 테이블에서 무르기 허용 (Ctrl+Z)",
    "A hand played on differently after an undo is marked in the history and left out of the "
    "bid figures.":
        "무르기 뒤 다르게 진행한 판은 기록에 표시되고 비드 수치에서 빠집니다.",
}
