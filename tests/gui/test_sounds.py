"""Sounds: each table event asks for its sound (through a recording sink), the person's
turn chimes once, M and the Settings dialog mute and set the volume, the mixer mixes, and no
audio output (no device, no server, no miniaudio) is silent and no error."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from conftest import SoundRecorder
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, table_of, wait_ready

from cardtable.badugi.events import (
    BetReturned,
    BlindPosted,
    CardsDealt,
    CardsDrawn,
    HandMucked,
    HandShown,
    HandStarted,
    PlayerActed,
    PotAwarded,
)
from cardtable.core.cards import parse_cards
from cardtable.gui.badugi.sounds import sound_cues as badugi_cues
from cardtable.gui.common import sound
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.common.sound import Mixer, Sound, SoundBoard, load_clips, output_available
from cardtable.gui.shell.settings_dialog import SettingsDialog
from cardtable.gui.spades.sounds import sound_cues as spades_cues
from cardtable.spades import SpadesRules
from cardtable.spades.events import (
    BiddingEnded,
    BidMade,
    CardPlayed,
    GameOver,
    HandScored,
    TrickWon,
)
from cardtable.spades.events import CardsDealt as SpadesDealt

ROOT = Path(__file__).resolve().parents[2]
CARDS = tuple(parse_cards("Ac 2d 3h 4s"))


def acted(kind: str, seat: int = 1) -> PlayerActed:
    return PlayerActed(seat, kind, 2, 2, False)


@pytest.mark.parametrize(
    ("event", "expected"),
    [
        (CardsDealt(0, CARDS), Sound.DEAL),
        (CardsDrawn(1, 0, 2, (), ()), Sound.DEAL),
        (CardsDrawn(1, 0, 0, (), ()), Sound.KNOCK),  # standing pat
        (BlindPosted(1, 1, "small", False), Sound.CHIP),
        (acted("check"), Sound.KNOCK),
        (acted("call"), Sound.CHIP),
        (acted("bet"), Sound.CHIP),
        (acted("raise"), Sound.CHIP),
        (acted("fold"), Sound.CARD),
        (HandShown(1, CARDS, CARDS, "badugi"), Sound.CARD),
        (HandMucked(1), Sound.CARD),
        (PotAwarded(0, 10, ((1, 10),), False), Sound.CHIP),  # someone else's pot
        (PotAwarded(0, 10, ((1, 5), (0, 5)), False), Sound.WIN),  # the person's share
    ],
    ids=repr,
)
def test_each_badugi_event_asks_for_its_sound(event: object, expected: Sound) -> None:
    assert badugi_cues([event], 0) == [expected]  # type: ignore[list-item]


def test_badugi_batches_ask_each_sound_once_in_order() -> None:
    events = [HandStarted(0, 0, (10, 10)), BlindPosted(0, 1, "small", False),
              BlindPosted(1, 2, "big", False), CardsDealt(0, CARDS), CardsDealt(1, ())]
    assert badugi_cues(events, 0) == [Sound.CHIP, Sound.DEAL]  # type: ignore[arg-type]
    assert badugi_cues([BetReturned(1, 2)], 0) == []
    # At a table of bots nobody's win is the person's.
    assert badugi_cues([PotAwarded(0, 10, ((0, 10),), False)], None) == [Sound.CHIP]


@pytest.mark.parametrize(
    ("event", "you", "expected"),
    [
        (SpadesDealt(0, ()), 0, [Sound.DEAL]),
        (BidMade(1, 3), 0, [Sound.KNOCK]),
        (CardPlayed(1, CARDS[0]), 0, [Sound.CARD]),
        (TrickWon(1, 2, ()), 0, [Sound.TRICK]),
        (GameOver(0, (500, 200)), 0, [Sound.WIN]),  # the person's team (seats 0 and 2)
        (GameOver(0, (500, 200)), 2, [Sound.WIN]),
        (GameOver(1, (200, 500)), 0, []),
        (BiddingEnded((5, 6), 1), 0, []),
        (HandScored(1, ()), 0, []),
    ],
    ids=repr,
)
def test_each_spades_event_asks_for_its_sound(
    event: object, you: int, expected: list[Sound]
) -> None:
    assert spades_cues([event], you, SpadesRules().team_of) == expected


def test_a_badugi_table_sounds_its_events_and_the_persons_turn(
    qtbot: QtBot, tmp_path: Path, recorded_sounds: SoundRecorder
) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5, n=3))
    table = table_of(window)
    wait_ready(qtbot, table)
    heard = recorded_sounds.played
    assert heard[:2] == [Sound.CHIP, Sound.DEAL]  # blinds, then the deal
    assert table.session.whose_turn() == table.human
    assert heard.count(Sound.TURN) == 1 and heard[-1] == Sound.TURN
    recorded_sounds.clear()
    table.act_check_call.trigger()  # the person's call or check
    assert recorded_sounds.played[0] in (Sound.CHIP, Sound.KNOCK)
    # To the end of the hand: the chime comes once per turn of the person's, and the pot
    # goes with chips or the win.
    turns = 0
    while not table.session.hand_over:
        wait_ready(qtbot, table)
        if table.session.hand_over:
            break
        turns += 1
        legal = table._legal()
        assert legal is not None
        (table.act_stand_pat if "draw" in legal.kinds else table.act_check_call).trigger()
    wait_ready(qtbot, table)
    played = recorded_sounds.played
    assert played.count(Sound.TURN) == turns
    assert Sound.WIN in played or Sound.CHIP in played
    window.close()


def test_a_spades_table_sounds_deal_bids_cards_and_tricks(
    qtbot: QtBot, tmp_path: Path, recorded_sounds: SoundRecorder
) -> None:
    from cardtable.core.session import SeatConfig
    from cardtable.gui.spades.table import SpadesTable
    from cardtable.spades import ShowCards
    from cardtable.spades.session import SpadesConfig, SpadesSession

    seats = (SeatConfig("You"),) + tuple(SeatConfig(n, "basic") for n in ("A", "B", "C"))
    window = open_window(qtbot, tmp_path)
    window.open_session(SpadesSession(SpadesConfig(SpadesRules(), seats), seed=9))
    table = window.table
    assert isinstance(table, SpadesTable)
    session = table.session

    def person_to_act() -> bool:
        return not table.blocked and session.whose_turn() == table.human

    qtbot.waitUntil(person_to_act, timeout=10000)
    assert Sound.DEAL in recorded_sounds.played and recorded_sounds.played[-1] == Sound.TURN
    chimes = recorded_sounds.played.count(Sound.TURN)
    if ShowCards(table.human) in (session.view_for(table.human).legal_actions or ()):
        table.act_look.trigger()  # blind nil was open: pick the cards up first
        qtbot.waitUntil(lambda: not table.blocked, timeout=10000)
    table.act_more.trigger()
    table.act_bid.trigger()  # the person's bid, by keys as a person makes it
    qtbot.waitUntil(lambda: Sound.CARD in recorded_sounds.played, timeout=20000)
    qtbot.waitUntil(person_to_act, timeout=10000)
    assert Sound.KNOCK in recorded_sounds.played  # the bids
    assert recorded_sounds.played.count(Sound.TURN) == chimes + 1
    window.close()


class FakeDevice:
    def __init__(self) -> None:
        self.closed = False
        self.resumed = 0

    def resume(self) -> None:
        self.resumed += 1

    def pause(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True


def test_the_board_plays_at_the_volume_and_not_when_muted() -> None:
    prefs = Prefs()
    prefs.volume, prefs.muted = 50, False
    clips = {Sound.CHIP: np.full(100, 1000, dtype=np.int16)}
    board = SoundBoard(lambda: prefs.volume / 100, lambda: prefs.muted, clips,
                       opener=lambda mixer: FakeDevice())  # fmt: skip
    board.play(Sound.CHIP)  # before the device is open: not heard, no error
    assert not board.mixer.busy
    board.start()
    assert board.wait_ready()
    board.play(Sound.CHIP)
    board.play(Sound.WIN)  # no clip for it: silence
    assert np.frombuffer(board.mixer.pull(4), dtype="<i2").tolist() == [500] * 4
    prefs.muted = True
    board.play(Sound.CHIP)
    prefs.muted, prefs.volume = False, 0
    board.play(Sound.CHIP)
    assert np.frombuffer(board.mixer.pull(200), dtype="<i2").tolist() == [500] * 96 + [0] * 104
    device = board.device
    deadline = time.monotonic() + 5
    while not device.resumed and time.monotonic() < deadline:  # the worker's turn
        time.sleep(0.01)
    assert device.resumed >= 1  # a sound wakes a paused device
    board.close()
    assert device.closed


def test_the_mixer_adds_voices_and_clips_the_sum() -> None:
    mixer = Mixer()
    assert mixer.pull(3) == bytes(6)
    loud = np.full(5, 30000, dtype=np.int16)
    mixer.add(loud, 1.0)
    mixer.add(np.array([-100, 100], dtype=np.int16), 0.5)
    first = np.frombuffer(mixer.pull(3), dtype="<i2").tolist()
    assert first == [29950, 30050, 30000]
    mixer.add(loud, 1.0)
    assert np.frombuffer(mixer.pull(3), dtype="<i2").tolist() == [32767, 32767, 30000]
    assert np.frombuffer(mixer.pull(3), dtype="<i2").tolist() == [30000, 30000, 0]
    assert not mixer.busy


def test_no_audio_output_is_silent_and_no_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture,
    capfd: pytest.CaptureFixture[str],
) -> None:
    """A machine with no sound server and no playback device (CI, Xvfb), or without the
    miniaudio package: the board stays silent, says nothing, raises nothing."""
    assert output_available({"XDG_RUNTIME_DIR": str(tmp_path)}, tmp_path / "no-snd") in ([], None)
    monkeypatch.setattr(sound, "output_available", lambda: [])
    caplog.set_level(logging.WARNING)
    board = SoundBoard(lambda: 1.0, lambda: False)
    board.start()
    assert not board.wait_ready()
    assert board.failed is not None and "no audio output" in board.failed
    for cue in Sound:
        board.play(cue)
    board.close()
    # miniaudio itself missing: an ImportError, silence all the same.
    monkeypatch.setattr(sound, "output_available", lambda: ["PULSEAUDIO"])
    monkeypatch.setitem(sys.modules, "miniaudio", None)
    board = SoundBoard(lambda: 1.0, lambda: False)
    board.start()
    assert not board.wait_ready() and board.failed is not None
    board.play(Sound.WIN)
    board.close()
    assert caplog.records == []
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_output_is_looked_for_where_linux_keeps_it(tmp_path: Path) -> None:
    (tmp_path / "pulse").mkdir()
    (tmp_path / "pulse" / "native").touch()
    snd = tmp_path / "snd"
    snd.mkdir()
    if not sys.platform.startswith("linux"):
        pytest.skip("Linux only")
    assert output_available({"XDG_RUNTIME_DIR": str(tmp_path)}, snd) == ["PULSEAUDIO"]
    (snd / "pcmC0D0p").touch()
    (snd / "pcmC0D0c").touch()
    assert output_available({}, snd) == ["ALSA"]
    assert output_available({"PULSE_SERVER": "unix:/x"}, snd) == ["PULSEAUDIO", "ALSA"]


def test_the_shipped_clips_are_the_recipes_and_small() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--check"],
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    clips = load_clips()
    assert set(clips) == set(Sound)
    for cue, samples in clips.items():
        assert 0 < len(samples) <= sound.RATE, cue  # at most a second
        assert int(np.max(np.abs(samples.astype(int)))) < 32767 * 0.75, cue  # headroom


def test_m_mutes_and_the_settings_set_the_volume(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    assert window.act_mute.shortcut().toString() == "M"
    assert not Prefs().muted
    window.act_mute.trigger()
    assert Prefs().muted and "off" in window.notice.message
    window.act_mute.trigger()
    assert not Prefs().muted
    dialog = SettingsDialog(Prefs())
    qtbot.addWidget(dialog)
    assert dialog.sounds.isChecked() and dialog.volume.value() == 70
    dialog.volume.setValue(35)
    dialog.sounds.setChecked(False)
    assert not dialog.volume.isEnabled()
    dialog.apply()
    assert (Prefs().volume, Prefs().muted) == (35, True)
    window.close()


def test_the_app_starts_silently_without_audio(tmp_path: Path) -> None:
    """No sound server, no device: no error, no warning on the terminal."""
    env = {k: v for k, v in os.environ.items() if k not in ("PULSE_SERVER", "XDG_RUNTIME_DIR")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_DATA_HOME=str(tmp_path / "d"),
               XDG_RUNTIME_DIR=str(tmp_path / "run"), PYTHONPATH=os.pathsep.join(sys.path))
    (tmp_path / "run").mkdir(mode=0o700)
    done = subprocess.run(
        [sys.executable, "-m", "cardtable.app", "--demo", "badugi", "--quit-after", "3"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    noise = [line for line in done.stderr.splitlines()
             if "ALSA" in line or "sound" in line.lower() or "Traceback" in line]
    assert noise == []
