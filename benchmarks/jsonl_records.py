"""JSON-lines files for the studies that collect once and report many ways
(``study_spades_one_step.py``, ``study_spades_bid_offsets.py``): one record a line, flushed
as it is written, so a long collection stopped early still reports what it has."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any


def write_records(path: Path, records: Iterable[dict[str, Any]]) -> int:
    """Write each record as it comes; the number written."""
    count = 0
    with path.open("w", encoding="utf-8") as out:
        for record in records:
            out.write(json.dumps(record) + "\n")
            out.flush()
            count += 1
    return count


def read_records(paths: Iterable[Path]) -> list[dict[str, Any]]:
    """Every record of every file, in order (blank lines skipped)."""
    return [
        json.loads(line)
        for path in paths
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
