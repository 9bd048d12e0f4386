"""Update the Korean translation: collect strings, fill them in, compile the .qm.

Run from the repository root:  .venv/bin/python -m cardtable.i18n.fill_ts
A string without a Korean entry is reported and left unfinished, so nothing is silently
shown in English.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from cardtable.i18n.history_ko import KO as HISTORY_KO
from cardtable.i18n.ko_strings import KO
from cardtable.i18n.review_ko import KO as REVIEW_KO
from cardtable.i18n.tournament_ko import KO as TOURNAMENT_KO

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
TS = HERE / "cardtable_ko.ts"
QM = HERE / "cardtable_ko.qm"


def tool(name: str) -> str:
    """A Qt tool from the venv that runs this script (pyside6-lupdate, pyside6-lrelease)."""
    local = Path(sys.executable).parent / name
    found = str(local) if local.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found")
    return found


def sources() -> list[str]:
    """The shell's, the shared widgets' and Badugi's modules; the Spades GUI's strings live
    in spades_ko.ts (made by ``cardtable.i18n.spades_ko``), so its package is left out."""
    gui = ROOT / "cardtable" / "gui"
    files = [p for p in sorted(gui.rglob("*.py")) if gui / "spades" not in p.parents]
    return [str(p.relative_to(ROOT)) for p in [*files, ROOT / "cardtable" / "app.py"]]


def fill(ts: Path = TS, ko: dict[str, str] = KO) -> list[str]:
    """Write the translations ``ko`` into ``ts``; return the source texts still missing."""
    tree = ET.parse(ts)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        if source in ko:
            translation.text = ko[source]
            translation.attrib.pop("type", None)
        else:
            translation.set("type", "unfinished")
            missing.append(source)
        # Locations change with every edit of the code; leaving them out keeps diffs small.
        for loc in message.findall("location"):
            message.remove(loc)
    ET.indent(tree, space="    ")
    text = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n", encoding="utf-8"
    )
    return missing


def bot_labels_source(folder: Path) -> str:
    """A Python file in ``folder`` that lupdate reads for the bots' level names: each game
    lists its bots (``BotEntry.label``) in its own package, where no ``tr()`` can be."""
    from cardtable.games import GAMES

    labels = dict.fromkeys(e.label for spec in GAMES for e in spec.bots.entries if e.listed)
    lines = [f"translate({'BotLevels'!r}, {label!r})" for label in labels]
    path = folder / "bot_labels.py"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def update(
    sources: list[str], ts: Path, qm: Path, ko: dict[str, str], labels: bool = False
) -> int:
    """Collect ``sources``' strings (with ``labels``, the bots' level names too) into
    ``ts``, fill in ``ko``, compile ``qm``; 1 if any string is left untranslated (each is
    reported), else 0."""
    with tempfile.TemporaryDirectory() as folder:
        extra = [bot_labels_source(Path(folder))] if labels else []
        subprocess.run(
            [tool("pyside6-lupdate"), *sources, *extra, "-no-obsolete", "-locations", "none",
             "-target-language", "ko_KR", "-ts", str(ts.relative_to(ROOT))],
            cwd=ROOT, check=True,
        )  # fmt: skip
    missing = fill(ts, ko)
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True)
    for m in missing:
        print(f"untranslated: {m!r}", file=sys.stderr)
    return 1 if missing else 0


def main() -> int:
    catalogue = {**KO, **HISTORY_KO, **REVIEW_KO, **TOURNAMENT_KO}
    return update(sources(), TS, QM, catalogue, labels=True)


if __name__ == "__main__":
    sys.exit(main())
