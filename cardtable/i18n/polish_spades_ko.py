"""Korean for session 18's Spades and shared-screen polish (branch ``polish-spades``):
``SHELL_KO`` for the shell's catalogue (``fill_ts.translations`` takes it in), ``KO`` for the
Spades catalogue (``spades_ko.KO``). Kept apart so the helpers' branches merge without
touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # why a save or progress file was refused (gui/common/load_reasons.py)
    "{0} is not valid JSON ({1})": "{0} 파일이 올바른 JSON이 아닙니다 ({1})",
    "{0} is nested too deeply to be one of our files":
        "{0} 파일은 중첩이 너무 깊어 cardtable의 파일일 수 없습니다",
    "{0} is not a regular file": "{0}은(는) 일반 파일이 아닙니다",
    "{0} is too large ({1} bytes; the limit is {2})":
        "{0} 파일이 너무 큽니다 ({1}바이트, 한도 {2}바이트)",
    "{0} is too large (the limit is {1} bytes)": "{0} 파일이 너무 큽니다 (한도 {1}바이트)",
    "cannot read {0}: {1}": "{0} 파일을 읽을 수 없습니다: {1}",
    "{0} is not UTF-8 text": "{0} 파일이 UTF-8 텍스트가 아닙니다",
    "{0} is not a {1} file (expected a JSON object)":
        "{0}은(는) {1} 파일이 아닙니다 (JSON 객체가 아닙니다)",
    "{0} is not a {1} file (format is {2})": "{0}은(는) {1} 파일이 아닙니다 (형식: {2})",
    "{0} has no valid version number": "{0}에 올바른 버전 번호가 없습니다",
    "{0} was written by a newer cardtable (version {1}, this one reads up to {2})":
        "{0}은(는) 더 새로운 cardtable이 쓴 파일입니다 (버전 {1}, 이 cardtable은 {2}까지 읽습니다)",
    "the save holds a {0} game, not a {1} game":
        "저장 파일에 {1} 게임이 아니라 {0} 게임이 들어 있습니다",
    "the save belongs in another file ({0})": "이 저장은 다른 파일({0})의 것입니다",
    "the saved game has no seat for you (every seat is a computer)":
        "저장된 게임에 내 자리가 없습니다 (모든 자리가 컴퓨터입니다)",
    "the saved game is of an unknown game {0}": "저장된 게임이 알 수 없는 게임 {0}입니다",
    "an older {0} save; the newer one was kept":
        "예전 {0} 저장 파일입니다. 더 새로운 저장을 남겼습니다",
    "its content failed a check: {0}": "내용이 검사를 통과하지 못했습니다: {0}",
}

KO: dict[str, str] = {
    # the history's line for a Spades game of three sides or more (gui/spades/history_view.py)
    "Won · {0}": "승리 · {0}",
    "Lost · {0}": "패배 · {0}",
    "Unfinished · {0}": "진행 중 · {0}",
    "{0} & {1}": "{0} & {1}",
    # the review's figures that are not exact (gui/spades/review_bounds.py)
    "not solved": "풀지 못함",
    "Figures in italics are not exact: in the first tricks too many cards are still out "
    "for the search to finish, so they are proven bounds (0–{0}: between 0 and {0}), and "
    "“not solved” or “?” where it could not tell. Point at one to read why.":
        "기울어진 글자는 정확한 값이 아닙니다: 처음 몇 트릭에는 남은 카드가 너무 많아 탐색이 "
        "끝나지 못하므로, 증명된 범위(0–{0}: 0에서 {0} 사이)이거나, 알 수 없는 곳은 ‘풀지 "
        "못함’ 또는 ‘?’입니다. 가리키면 이유가 나옵니다.",
    "With this many cards still out, the search stopped before it could tell.":
        "남은 카드가 아직 많아 탐색이 답을 내기 전에 멈췄습니다.",
    "Between {0} and {1} tricks: a proven bound, not an exact figure.":
        "{0}트릭에서 {1}트릭 사이: 정확한 값이 아니라 증명된 범위입니다.",
    "Not solved: which cards were best is not proven.":
        "풀지 못함: 어느 카드가 최선이었는지 증명되지 않았습니다.",
    "Not judged: this card's cost is not proven.":
        "판단 못 함: 이 카드의 손실이 증명되지 않았습니다.",
}
# fmt: on
