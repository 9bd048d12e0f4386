"""The table's sounds: what each event asks for, and the one player that plays them.

A table asks ``sounds().play(Sound.CHIP)``; it never waits. The player (``SoundBoard``)
mixes the clips itself (numpy, a few microseconds a call) and hands them to an audio
device run by miniaudio on its own thread, which pulls the mix every few milliseconds; the
GUI thread only appends to a queue. The device is opened on a worker thread, so a slow or
missing audio server never holds up the window.

Why miniaudio (pyminiaudio): measured against Qt Multimedia's ``QSoundEffect`` (needs
PySide6-Addons: about 430 MB more in site-packages and FFmpeg's libraries in the bundle),
sounddevice (PortAudio is not in its Linux wheel: one more system library) and pygame
(35 MB); simpleaudio is unmaintained since 2019 and does not build on Python 3.11 here.
The numbers are in NOTES.md (``benchmarks/bench_sound.py``).

No audio device (CI, Xvfb, a server without PulseAudio) is not an error: on Linux the
device is opened only where a sound server's socket or an ALSA playback device exists
(ALSA would otherwise print screens of errors), and a failure to open is one debug line.
Without the ``miniaudio`` package the board is silent too. Tests install a recording sink
(``install``) and never touch a device.

The clips are the project's own, synthesised by ``tools/make_sounds.py``.
"""

from __future__ import annotations

import enum
import io
import logging
import os
import sys
import threading
import wave
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

import numpy as np

log = logging.getLogger(__name__)

RATE = 22_050
"""The clips' and the device's sample rate (mono, 16-bit)."""
BUFFER_MS = 30
"""The device's buffer: the longest a sound waits for the device (latency), and how often
the audio thread wakes to mix."""
IDLE_S = 3.0
"""After this long with nothing to play the device is paused (no CPU at all while quiet)."""


class Sound(enum.Enum):
    DEAL = "deal"  # cards dealt (a hand, or a draw's new cards)
    CHIP = "chip"  # a bet, a call, a blind; chips pushed to a winner
    KNOCK = "knock"  # a check, standing pat, a bid
    CARD = "card"  # a card played, a hand thrown away or shown
    TRICK = "trick"  # a trick taken in
    TURN = "turn"  # the person's turn has come
    WIN = "win"  # the person won a pot or the game


class SoundSink(Protocol):
    def play(self, sound: Sound) -> None: ...


class Silence:
    """Plays nothing (the default until the app installs its board)."""

    def play(self, sound: Sound) -> None:
        pass


_sink: SoundSink = Silence()


def once_each(cues: Iterable[Sound | None]) -> list[Sound]:
    """A batch's sounds in the order they first come, each once (None: no sound for that
    event): how a game's table turns the events it shows into sounds."""
    return list(dict.fromkeys(cue for cue in cues if cue is not None))


def sounds() -> SoundSink:
    """The app's sound sink: what the tables call."""
    return _sink


def install(sink: SoundSink) -> SoundSink:
    """Make ``sink`` the app's (tests install a recorder); returns the one it replaces."""
    global _sink
    previous, _sink = _sink, sink
    return previous


# --------------------------------------------------------------------------- the clips


def clip_folder() -> Path:
    return Path(str(resources.files("cardtable"))) / "assets" / "sounds"


def load_clips(folder: Path | None = None) -> dict[Sound, np.ndarray]:
    """Every sound's samples (int16); a clip that is missing or not ours is left out (that
    sound is then silent), never an error."""
    folder = clip_folder() if folder is None else folder
    clips: dict[Sound, np.ndarray] = {}
    for sound in Sound:
        try:
            data = (folder / f"{sound.value}.wav").read_bytes()
            with wave.open(io.BytesIO(data), "rb") as read:
                shape = (read.getnchannels(), read.getsampwidth(), read.getframerate())
                if shape != (1, 2, RATE) or read.getnframes() > 5 * RATE:
                    raise ValueError(f"not a clip of ours: {shape}")
                frames = read.readframes(read.getnframes())
            clips[sound] = np.frombuffer(frames, dtype="<i2").astype(np.int16)
        except (OSError, ValueError, EOFError, wave.Error) as exc:
            log.debug("sound %s not loaded: %s", sound.value, exc)
    return clips


# --------------------------------------------------------------------------- mixing


class Mixer:
    """Voices started by ``add`` (any thread) and mixed by ``pull`` (the audio thread)."""

    def __init__(self) -> None:
        self._new: deque[tuple[np.ndarray, float]] = deque()  # append/popleft are atomic
        self._voices: list[list[Any]] = []  # [samples, position, gain]

    def add(self, samples: np.ndarray, gain: float) -> None:
        self._new.append((samples, gain))

    @property
    def busy(self) -> bool:
        return bool(self._voices or self._new)

    def pull(self, frames: int) -> bytes:
        """The next ``frames`` samples of the mix, as 16-bit little-endian bytes."""
        while self._new:
            samples, gain = self._new.popleft()
            self._voices.append([samples, 0, gain])
        if not self._voices:
            return bytes(2 * frames)
        mix = np.zeros(frames, dtype=np.float32)
        alive = []
        for voice in self._voices:
            samples, position, gain = voice
            part = samples[position : position + frames]
            mix[: len(part)] += part * gain
            voice[1] = position + len(part)
            if voice[1] < len(samples):
                alive.append(voice)
        self._voices = alive
        return np.clip(mix, -32768, 32767).astype("<i2").tobytes()


# --------------------------------------------------------------------------- the device


def output_available(
    environ: Mapping[str, str] | None = None, dev: Path = Path("/dev/snd")
) -> list[str] | None:
    """The miniaudio backends worth trying here, by name: [] when there is plainly no audio
    output (a Linux machine with no sound server and no playback device), None for "let
    miniaudio choose" (other systems)."""
    environ = os.environ if environ is None else environ
    if not sys.platform.startswith("linux"):
        return None
    backends = []
    runtime = environ.get("XDG_RUNTIME_DIR", "")
    server = environ.get("PULSE_SERVER", "")
    if server or (runtime and (Path(runtime) / "pulse" / "native").exists()):
        backends.append("PULSEAUDIO")  # PulseAudio, or PipeWire speaking its protocol
    try:
        playback = any(p.name.startswith("pcm") and p.name.endswith("p") for p in dev.iterdir())
    except OSError:
        playback = False
    if playback:
        backends.append("ALSA")
    return backends


class Device:
    """A miniaudio playback device pulling from ``mixer``; ``open`` may take a while (call it
    off the GUI thread). Raises whatever miniaudio raises when there is no device."""

    def __init__(self, mixer: Mixer, backends: list[str] | None) -> None:
        import miniaudio  # an optional dependency: ImportError means silence

        chosen = None if backends is None else [getattr(miniaudio.Backend, b) for b in backends]
        self.device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=RATE,
            buffersize_msec=BUFFER_MS,
            backends=chosen,
            app_name="cardtable",
        )
        self.mixer = mixer
        self.resume()

    def _stream(self) -> Iterator[bytes]:
        frames = yield b""
        while True:
            frames = yield self.mixer.pull(frames)

    def resume(self) -> None:
        if not self.device.running:
            stream = self._stream()
            next(stream)
            self.device.start(stream)

    def pause(self) -> None:
        """Stop pulling (a running device wakes Python every few ms: ~6 ms of CPU a
        second, measured); ``resume`` takes well under a millisecond."""
        if self.device.running:
            self.device.stop()

    def close(self) -> None:
        self.device.close()


class SoundBoard:
    """The app's sounds: clips played at ``volume()`` (0-1) unless ``muted()``; the device is
    opened in the background at once (``start``), and a sound asked for before it is ready,
    or with no device at all, is simply not heard."""

    def __init__(
        self,
        volume: Callable[[], float],
        muted: Callable[[], bool],
        clips: dict[Sound, np.ndarray] | None = None,
        opener: Callable[[Mixer], Any] | None = None,
    ) -> None:
        self.volume = volume
        self.muted = muted
        self.clips = load_clips() if clips is None else clips
        self.mixer = Mixer()
        self.device: Any = None
        self.failed: str | None = None
        self._opener = opener if opener is not None else self._open_device
        self._thread: threading.Thread | None = None
        self._settled = threading.Event()  # the device is open, or will never be
        self._wake = threading.Event()  # a sound came (or the board closes)
        self._closing = False

    def start(self) -> None:
        """Open the device on a worker thread (a sound server may take long to answer),
        which then pauses it when quiet and resumes it when a sound comes."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="cardtable-sound",
                                            daemon=True)  # fmt: skip
            self._thread.start()

    def _run(self) -> None:
        try:
            self.device = self._opener(self.mixer)
        except Exception as exc:  # no device, no server, no miniaudio: silence, no fuss
            self.failed = f"{type(exc).__name__}: {exc}"
            log.debug("no sound: %s", self.failed)
        self._settled.set()
        device = self.device
        while device is not None and not self._closing:
            woke = self._wake.wait(IDLE_S)
            self._wake.clear()
            if self._closing:
                break
            if woke:
                device.resume()
            elif not self.mixer.busy:
                device.pause()

    @staticmethod
    def _open_device(mixer: Mixer) -> Device | None:
        backends = output_available()
        if backends == []:
            raise OSError("no audio output here (no sound server, no playback device)")
        return Device(mixer, backends)

    def wait_ready(self, timeout: float = 5.0) -> bool:
        """For tools and tests: until the device is open (True) or failed (False)."""
        self._settled.wait(timeout)
        return self.device is not None

    def play(self, sound: Sound) -> None:
        if self.device is None or self.muted():
            return
        gain = max(0.0, min(1.0, self.volume()))
        clip = self.clips.get(sound)
        if clip is not None and gain > 0.0:
            self.mixer.add(clip, gain)
            self._wake.set()  # the worker resumes a paused device

    def close(self) -> None:
        self._closing = True
        self._wake.set()
        if self._thread is not None:
            self._thread.join(5.0)
        device, self.device = self.device, None
        if device is not None:
            device.close()
