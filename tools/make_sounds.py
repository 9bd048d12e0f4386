"""Make the table's sounds: synthesised here from sine waves and seeded noise, no recording
or sample taken from anywhere, written as small 16-bit mono WAV files into
``cardtable/assets/sounds``.

    python tools/make_sounds.py           # write the files
    python tools/make_sounds.py --check   # exit 1 if a shipped file differs from the recipe

The same recipe always gives the same bytes (the noise is seeded), so the test suite checks
that what ships is what this script makes. Each sound is short (the longest, the win, is
under a second) and quiet enough to sit under speech; the app scales them by its volume.
"""

from __future__ import annotations

import argparse
import io
import sys
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np

RATE = 22_050
"""Samples a second: enough for these sounds (nothing above 8 kHz matters here), half the
size of CD rate."""
OUT = Path(__file__).resolve().parents[1] / "cardtable" / "assets" / "sounds"

Signal = np.ndarray


def _t(seconds: float) -> Signal:
    return np.arange(round(seconds * RATE)) / RATE


def _noise(seconds: float, seed: int) -> Signal:
    return np.random.default_rng(seed).uniform(-1.0, 1.0, round(seconds * RATE))


def _lowpass(signal: Signal, cutoff: float) -> Signal:
    """One-pole low-pass: softens noise into a thud or a swish."""
    a = np.exp(-2 * np.pi * cutoff / RATE)
    out = np.empty_like(signal)
    y = 0.0
    for i, x in enumerate(signal):
        y = (1 - a) * x + a * y
        out[i] = y
    return out


def _highpass(signal: Signal, cutoff: float) -> Signal:
    return signal - _lowpass(signal, cutoff)


def _decay(seconds: float, tau: float, attack: float = 0.002) -> Signal:
    t = _t(seconds)
    return np.minimum(1.0, t / attack) * np.exp(-t / tau)


def _tone(freq: float, seconds: float, tau: float, partials: tuple[float, ...] = (1.0,)) -> Signal:
    """A struck, bell-like tone: a few partials, each dying away (higher ones faster)."""
    t = _t(seconds)
    out = np.zeros_like(t)
    for k, weight in enumerate(partials, start=1):
        out += weight * np.sin(2 * np.pi * freq * k * t) * np.exp(-t * k / tau)
    return _faded(out * np.minimum(1.0, t / 0.003))


def _faded(signal: Signal, seconds: float = 0.015) -> Signal:
    """A short fade at the end: a sound cut off mid-wave clicks."""
    n = min(len(signal), round(seconds * RATE))
    out = signal.copy()
    out[len(out) - n :] *= 0.5 + 0.5 * np.cos(np.linspace(0.0, np.pi, n))
    return out


def _at(total: float, *parts: tuple[float, Signal]) -> Signal:
    """Mix ``parts`` (start time, signal) into one signal ``total`` seconds long."""
    out = np.zeros(round(total * RATE))
    for start, part in parts:
        i = round(start * RATE)
        n = min(len(part), len(out) - i)
        out[i : i + n] += part[:n]
    return out


def card_flick(seed: int) -> Signal:
    """One card leaving the deck: a short, bright burst of noise."""
    burst = _highpass(_noise(0.05, seed), 1800) * _decay(0.05, 0.008)
    return burst


def deal() -> Signal:
    """Cards dealt: three quick flicks."""
    return _at(0.2, (0.0, card_flick(1)), (0.06, 0.8 * card_flick(2)), (0.12, card_flick(3)))


def chip() -> Signal:
    """Clay chips set down: two bright clacks with a short ring."""
    def clack(freq: float, seed: int) -> Signal:
        ring = _tone(freq, 0.09, 0.012, (1.0, 0.4, 0.15))
        click = _highpass(_noise(0.09, seed), 3000) * _decay(0.09, 0.003)
        return 0.6 * ring + 0.5 * click

    return _at(0.16, (0.0, clack(3150, 4)), (0.045, 0.7 * clack(3620, 5)))


def knock() -> Signal:
    """A knuckle's two raps on the felt: a low thud each."""
    def rap(seed: int) -> Signal:
        body = _tone(135, 0.12, 0.03, (1.0, 0.5, 0.25))
        thump = _lowpass(_noise(0.12, seed), 700) * _decay(0.12, 0.01) * 3
        return body + thump

    return _at(0.26, (0.0, rap(6)), (0.12, 0.85 * rap(7)))


def card() -> Signal:
    """A card slapped down on the cloth."""
    slap = _lowpass(_noise(0.11, 8), 2600) * _decay(0.11, 0.018) * 2.2
    return slap + 0.3 * _highpass(_noise(0.11, 9), 4000) * _decay(0.11, 0.004)


def trick() -> Signal:
    """A trick swept in: a swish that rises and falls."""
    seconds = 0.3
    t = _t(seconds)
    swell = np.sin(np.pi * t / seconds) ** 2
    return _lowpass(_noise(seconds, 10), 1500) * swell * 2.5


def turn() -> Signal:
    """Your turn: a soft two-note chime."""
    partials = (1.0, 0.25, 0.08)
    return 0.55 * _at(0.6, (0.0, _tone(880.0, 0.45, 0.12, partials)),
                      (0.13, _tone(1318.5, 0.47, 0.15, partials)))  # fmt: skip


def win() -> Signal:
    """A win: a rising arpeggio, C E G C, with a little shimmer."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    parts = [
        (0.09 * i, _tone(f, 0.9 - 0.09 * i, 0.25, (1.0, 0.3, 0.1))) for i, f in enumerate(notes)
    ]
    return 0.5 * _at(0.9, *parts)


RECIPES: dict[str, tuple[Callable[[], Signal], float]] = {
    "deal": (deal, 0.5),
    "chip": (chip, 0.5),
    "knock": (knock, 0.7),
    "card": (card, 0.45),
    "trick": (trick, 0.3),
    "turn": (turn, 0.45),
    "win": (win, 0.5),
}
"""Each sound's recipe and its loudest sample as a share of full scale: noises sound louder
than tones of the same peak, and the headroom lets several play at once."""


def wav_bytes(signal: Signal, peak_share: float) -> bytes:
    signal = _faded(signal, 0.008)
    peak = float(np.max(np.abs(signal))) or 1.0
    samples = np.round(signal / peak * peak_share * 32767).astype("<i2")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())
    return buffer.getvalue()


def samples(data: bytes) -> np.ndarray:
    with wave.open(io.BytesIO(data), "rb") as read:
        assert (read.getnchannels(), read.getsampwidth(), read.getframerate()) == (1, 2, RATE)
        return np.frombuffer(read.readframes(read.getnframes()), dtype="<i2").astype(int)


def same_sound(shipped: bytes, made: bytes) -> bool:
    """The same samples, give or take the last bit or two (another numpy or libm may round
    a sine or an exponential a hair differently)."""
    a, b = samples(shipped), samples(made)
    return len(a) == len(b) and int(np.max(np.abs(a - b), initial=0)) <= 2


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    differ = []
    for name, (recipe, peak) in RECIPES.items():
        data = wav_bytes(recipe(), peak)
        path = args.out / f"{name}.wav"
        if args.check:
            if not path.exists() or not same_sound(path.read_bytes(), data):
                differ.append(path.name)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.name}: {len(data):,} bytes")
    if differ:
        print(f"not what the recipe makes: {', '.join(differ)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
