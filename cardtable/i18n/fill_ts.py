"""Update the Korean translation: collect strings, fill them in, compile the .qm.

Run from the repository root:  .venv/bin/python -m cardtable.i18n.fill_ts
A string without a Korean entry is reported and left unfinished, so nothing is silently
shown in English.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from cardtable.i18n.history_ko import KO as HISTORY_KO
from cardtable.i18n.ko_strings import KO

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
    """The shell's and Badugi's modules; the Spades table's strings live in spades_ko.ts
    (made by ``cardtable.i18n.spades_ko``), so its modules are left out here."""
    files = [
        p
        for p in sorted((ROOT / "cardtable" / "gui").glob("*.py"))
        if not p.name.startswith("spades_") and p.name != "newgame_spades.py"
    ]
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


def update(sources: list[str], ts: Path, qm: Path, ko: dict[str, str]) -> int:
    """Collect ``sources``' strings into ``ts``, fill in ``ko``, compile ``qm``; 1 if any
    string is left untranslated (each is reported), else 0."""
    subprocess.run(
        [tool("pyside6-lupdate"), *sources, "-no-obsolete", "-locations", "none",
         "-target-language", "ko_KR", "-ts", str(ts.relative_to(ROOT))],
        cwd=ROOT, check=True,
    )  # fmt: skip
    missing = fill(ts, ko)
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True)
    for m in missing:
        print(f"untranslated: {m!r}", file=sys.stderr)
    return 1 if missing else 0


def main() -> int:
    return update(sources(), TS, QM, {**KO, **HISTORY_KO})


if __name__ == "__main__":
    sys.exit(main())
