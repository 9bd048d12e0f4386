"""A data folder on a read-only disk, for real: a read-only bind mount in a mount namespace
of the probe's own (``unshare``), where SQLite's writes fail too, even for root. The history
played before can still be browsed, and a table plays on without a box taking its keys."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from history_play import badugi_session, play_badugi

from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder

PROBE = Path(__file__).with_name("read_only_probe.py")


def read_only_run(folder: Path, *command: str) -> list[str]:
    """``command`` run with ``folder`` mounted read-only (root: a namespace of its own)."""
    script = (
        f'mount --bind "{folder}" "{folder}" && mount -o remount,bind,ro "{folder}" '
        '&& exec "$@"'
    )
    return ["unshare", "--mount", "sh", "-c", script, "sh", *command]


def can_mount_read_only(tmp_path: Path) -> bool:
    if shutil.which("unshare") is None:
        return False
    probe = tmp_path / "probe"
    probe.mkdir()
    done = subprocess.run(read_only_run(probe, "touch", str(probe / "x")),
                          capture_output=True, text=True, timeout=30)  # fmt: skip
    return done.returncode != 0 and "Read-only" in done.stderr


def test_history_in_a_read_only_folder_can_be_browsed(tmp_path: Path) -> None:
    if not can_mount_read_only(tmp_path):
        pytest.skip("cannot make a read-only mount here (needs unshare and mount rights)")
    data = tmp_path / "data"
    db = HistoryDB(data / "history.sqlite3")
    assert db.open() is None
    play_badugi(badugi_session(seed=11), 4, HistoryRecorder(db).record)
    db.close()
    before = {p.name: p.read_bytes() for p in data.iterdir()}
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"),
               XDG_CONFIG_HOME=str(tmp_path / "home" / "config"),
               PYTHONPATH=os.pathsep.join(sys.path))
    done = subprocess.run(read_only_run(data, sys.executable, str(PROBE), str(data)),
                          env=env, capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["listed"] == 1 and report["note"] == "", report  # the sitting, readable
    (start,) = report["at_start"]
    assert "can be looked at" in start, start
    assert report["hands"] >= 3
    assert report["playing"] == [], report  # no "Could not save" box over the table
    assert "not being saved" in report["banner"]
    assert {p.name: p.read_bytes() for p in data.iterdir()} == before
