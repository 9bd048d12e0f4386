"""What playing the table's sounds costs, with the app's player (miniaudio) or with Qt
Multimedia's QSoundEffect, on whatever audio output this machine has (a PulseAudio null
sink will do: it is clocked like a real card). Prints numbers, asserts nothing.

    python benchmarks/bench_sound.py --backend miniaudio [--sounds 50]
    python benchmarks/bench_sound.py --backend qt        # needs PySide6-Addons

- open: from asking for the device (or loading the effect) to ready;
- latency: from ``play()`` to the sound's first samples leaving our hands (miniaudio: mixed
  into the buffer the device pulls, whose length, ``BUFFER_MS``, comes on top; Qt: to
  ``playingChanged``);
- CPU: the process's CPU time while playing one sound every 100 ms, minus the same time
  idle with the device open, per sound; and the idle cost per second.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def cpu() -> float:
    return time.process_time()


def bench_miniaudio(count: int) -> None:
    from cardtable.gui.common import sound
    from cardtable.gui.common.sound import BUFFER_MS, IDLE_S, Sound, SoundBoard

    board = SoundBoard(lambda: 0.7, lambda: False)
    started = time.perf_counter()
    board.start()
    if not board.wait_ready(10):
        print(f"no device: {board.failed}")
        return
    print(f"device open: {1000 * (time.perf_counter() - started):.1f} ms "
          f"({board.device.device.backend}, buffer {BUFFER_MS} ms)")  # fmt: skip
    mixed: list[float] = []
    pull = board.mixer.pull

    def timed_pull(frames: int) -> bytes:
        fresh = bool(board.mixer._new)
        data = pull(frames)
        if fresh:
            mixed.append(time.perf_counter())
        return data

    board.mixer.pull = timed_pull  # type: ignore[method-assign]
    seconds = count * 0.1
    time.sleep(IDLE_S + 0.5)  # quiet: the device pauses itself
    idle_start = cpu()
    time.sleep(seconds)
    idle = cpu() - idle_start
    latencies = []
    play_start = cpu()
    cues = list(Sound)
    for i in range(count):
        asked = time.perf_counter()
        board.play(cues[i % len(cues)])
        time.sleep(0.1)
        if mixed and mixed[-1] >= asked:
            latencies.append(1000 * (mixed[-1] - asked))
    busy = cpu() - play_start
    report(latencies, count, busy, idle, seconds, extra_ms=BUFFER_MS)
    board.volume = lambda: 0.0001  # what the GUI thread pays for one play() call
    began = time.perf_counter()
    for _ in range(1000):
        board.play(Sound.CHIP)
    print(f"play() on the GUI thread: {1000 * (time.perf_counter() - began):.3f} us a call")
    sound.install(sound.Silence())
    board.close()


def bench_qt(count: int) -> None:
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer, QUrl
    from PySide6.QtMultimedia import QSoundEffect

    from cardtable.gui.common.sound import Sound, clip_folder

    app = QCoreApplication([])

    def wait(ms: float) -> None:
        """Run the event loop for ``ms`` (sleeping in it, as the app's loop does)."""
        loop = QEventLoop()
        QTimer.singleShot(max(0, round(ms)), loop.quit)
        loop.exec()

    started = time.perf_counter()
    effects = []
    for cue in Sound:
        effect = QSoundEffect()
        effect.setSource(QUrl.fromLocalFile(str(clip_folder() / f"{cue.value}.wav")))
        effect.setVolume(0.7)
        effects.append(effect)
    while any(e.status() != QSoundEffect.Status.Ready for e in effects):
        if any(e.status() == QSoundEffect.Status.Error for e in effects):
            print("QSoundEffect: error loading the clips")
            return
        if time.perf_counter() - started > 10:
            print("QSoundEffect: not ready after 10 s")
            return
        wait(1)
    print(f"effects ready: {1000 * (time.perf_counter() - started):.1f} ms")
    seconds = count * 0.1
    idle_start = cpu()
    wait(seconds * 1000)
    idle = cpu() - idle_start
    latencies = []
    play_start = cpu()
    for i in range(count):
        effect = effects[i % len(effects)]
        asked = time.perf_counter()
        effect.play()
        while not effect.isPlaying() and time.perf_counter() - asked < 1:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 5)
        latencies.append(1000 * (time.perf_counter() - asked))  # to playingChanged only
        wait(100 - latencies[-1])
    busy = cpu() - play_start
    report(latencies, count, busy, idle, seconds, extra_ms=0)


def report(latencies: list[float], count: int, busy: float, idle: float, seconds: float,
           extra_ms: float) -> None:  # fmt: skip
    if latencies:
        ordered = sorted(latencies)
        p95 = ordered[min(len(ordered) - 1, round(0.95 * len(ordered)))]
        print(f"latency to the first samples: median {statistics.median(latencies):.1f} ms, "
              f"p95 {p95:.1f} ms over {len(latencies)} sounds"
              + (f" (+ up to {extra_ms} ms of device buffer)" if extra_ms else ""))  # fmt: skip
    print(f"CPU: idle (quiet) {1000 * idle / seconds:.2f} ms/s; "
          f"{1000 * max(0.0, busy - idle) / count:.2f} ms per sound above idle")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", choices=("miniaudio", "qt"), default="miniaudio")
    parser.add_argument("--sounds", type=int, default=50)
    args = parser.parse_args()
    if args.backend == "qt":
        bench_qt(args.sounds)
    else:
        bench_miniaudio(args.sounds)


if __name__ == "__main__":
    main()
