"""A sit-and-go saved after every move survives kill -9 at 20 random moments: each restart
resumes from the last move, and the places and prizes at the end are those of a run that
was never interrupted."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from tournament_driver import CONFIG, SEATS, play, result

from cardtable.badugi.tournament.session import SAVE_NAME, TournamentSession
from cardtable.storage.autosave import SaveStore

DRIVER = Path(__file__).with_name("tournament_driver.py")
SEED = 2027
KILLS = 20


def saved_move(path: Path) -> int:
    """The move number of the save on disk (-1: none yet). The save is replaced
    atomically, so a read never sees half a file."""
    try:
        return int(json.loads(path.read_text())["move_no"])
    except (OSError, ValueError):
        return -1


def test_twenty_kills_then_the_right_places_and_prizes(tmp_path: Path) -> None:
    unbroken = TournamentSession(CONFIG, SEATS, seed=SEED)
    play(unbroken)
    want = result(unbroken)
    rng = random.Random(SEED)
    # Kill moments: 20 random moves of the tournament, in order.
    targets = sorted(rng.sample(range(1, unbroken.move_no - 5), KILLS))

    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    store = SaveStore(tmp_path, SAVE_NAME, game="badugi", slot=TournamentSession.save_slot)
    save = tmp_path / SAVE_NAME
    command = [sys.executable, str(DRIVER), str(tmp_path), str(SEED)]
    last_move = -1
    kills = 0
    for target in targets:
        proc = subprocess.Popen(command, env=env)
        while proc.poll() is None and saved_move(save) < target:
            time.sleep(0.002)
        assert proc.poll() is None, "the tournament ended before its kills"
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        kills += 1
        found = store.load()
        assert found.error is None, found.error  # never a broken save
        assert isinstance(found.session, TournamentSession)
        assert found.session.move_no >= max(target, last_move)  # resumed at the last move
        assert found.session.chips_in_play() == found.session.tournament.total_chips
        last_move = found.session.move_no
    subprocess.run(command, env=env, check=True)
    assert kills == KILLS
    assert json.loads((tmp_path / "result.json").read_text()) == want
