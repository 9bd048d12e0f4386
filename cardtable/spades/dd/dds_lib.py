"""The double-dummy solver itself: Bo Haglund's DDS, as compiled by ``endplay`` (no Qt).

``endplay`` (PyPI, MIT) ships DDS as a shared library beside its Python wrappers. We load
that library with ``ctypes`` and call ``SolveBoard`` ourselves rather than through
``endplay``'s own modules, for two measured reasons: importing any part of ``endplay`` runs
its package ``__init__``, which imports matplotlib's ``pyplot`` (0.5 s at every start of the
bot worker process, and tens of megabytes in the desktop bundle), and its wrapper builds
Python objects per card where the review and the bots need raw numbers many times a second.
The library is found without importing ``endplay`` (``importlib.util.find_spec`` only reads
where the package lies); in the PyInstaller bundle it lies under ``endplay/_dds`` of the
bundle's folder (``packaging/build_bundle.sh`` puts it there).

Everything here speaks DDS's own encoding: players N E S W = 0 1 2 3 playing clockwise,
suits S H D C = 0 1 2 3 (4 = no trump), a rank r (2..14, ace 14) is bit ``1 << r`` of a
holding. ``cardtable.spades.dd.analysis`` translates Spades positions into it.

The library keeps per-thread search memory; one lock serialises our calls (all made with
thread index 0), so any thread may call ``solve``. ``ctypes`` releases the interpreter lock
during the call: a solve on a worker thread leaves the GUI thread free to paint.
"""

from __future__ import annotations

import ctypes
import importlib.util
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

TRUMP_SPADES = 0
"""DDS's number for spades as trumps (its suits: S H D C, then no trump)."""

SOLUTIONS_BEST = 1
"""``SolveBoard`` solutions=1: one best card and its score."""
SOLUTIONS_ALL = 3
"""``SolveBoard`` solutions=3: every legal card with its score."""

LIBRARY_NAMES = {"win32": "libdds.dll", "darwin": "libdds.so"}
"""The file name endplay gives the library (the same ``libdds.so`` on Linux and macOS)."""


class DDSUnavailable(RuntimeError):
    """No double-dummy solver here: ``endplay`` is not installed, or its library does not load
    on this machine. The message says which, and what to install."""


class DDSError(RuntimeError):
    """DDS refused a position (the message is DDS's own): a bug in the translation, since
    positions are checked before they are sent."""


class _Deal(ctypes.Structure):
    _fields_ = [
        ("trump", ctypes.c_int),
        ("first", ctypes.c_int),
        ("currentTrickSuit", ctypes.c_int * 3),
        ("currentTrickRank", ctypes.c_int * 3),
        ("remainCards", (ctypes.c_uint * 4) * 4),
    ]


class _FutureTricks(ctypes.Structure):
    _fields_ = [
        ("nodes", ctypes.c_int),
        ("cards", ctypes.c_int),
        ("suit", ctypes.c_int * 13),
        ("rank", ctypes.c_int * 13),
        ("equals", ctypes.c_int * 13),
        ("score", ctypes.c_int * 13),
    ]


INFO_BYTES = 4096
"""Room for DDS's ``DDSInfo`` (about 1.2 kB in DDS 2.9: three version numbers, then strings
and thread sizes). Only the version numbers at its start are read; the rest of the struct
has changed between DDS versions (endplay's own copy is too short for 2.9 and the library
writes past it), so a buffer well above its size is passed instead of a declared struct."""


_lock = threading.Lock()
_library: ctypes.CDLL | None = None
_problem: str | None = None


def library_path() -> Path | None:
    """Where the DDS library of the installed ``endplay`` lies (None: not installed).

    In a frozen bundle, the bundle's own copy; otherwise found through the import system
    without importing ``endplay`` (its package ``__init__`` is the costly part)."""
    name = LIBRARY_NAMES.get(sys.platform, "libdds.so")
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        path = Path(bundle) / "endplay" / "_dds" / name
        if path.is_file():
            return path
    try:
        spec = importlib.util.find_spec("endplay")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        path = Path(folder) / "_dds" / name
        if path.is_file():
            return path
    return None


def _load() -> ctypes.CDLL:
    """The loaded library (loaded once per process); DDSUnavailable says why not."""
    global _library, _problem
    if _library is not None:
        return _library
    if _problem is not None:
        raise DDSUnavailable(_problem)
    path = library_path()
    if path is None:
        _problem = (
            "the double-dummy solver needs the endplay package (pip install 'endplay>=0.5.12'), "
            "which is not installed"
        )
        raise DDSUnavailable(_problem)
    try:
        lib = ctypes.CDLL(str(path))
        lib.SetMaxThreads.argtypes = [ctypes.c_int]
        lib.SetMaxThreads.restype = None
        lib.SolveBoard.argtypes = [
            _Deal, ctypes.c_int, ctypes.c_int, ctypes.c_int,
            ctypes.POINTER(_FutureTricks), ctypes.c_int,
        ]  # fmt: skip
        lib.SolveBoard.restype = ctypes.c_int
        lib.ErrorMessage.argtypes = [ctypes.c_int, ctypes.c_char_p]
        lib.ErrorMessage.restype = None
        lib.GetDDSInfo.argtypes = [ctypes.c_void_p]
        lib.GetDDSInfo.restype = None
        # DDS sets up its thread memory here; required before the first solve on Linux.
        # One thread: we call with thread index 0 only, one call at a time (``_lock``).
        lib.SetMaxThreads(1)
    except (OSError, AttributeError) as exc:
        _problem = f"the double-dummy solver's library {path} does not load here: {exc}"
        raise DDSUnavailable(_problem) from exc
    _library = lib
    return lib


def available() -> bool:
    """The solver can be used in this process (loading it if need be)."""
    try:
        _load()
    except DDSUnavailable:
        return False
    return True


def problem() -> str | None:
    """Why the solver cannot be used, or None when it can."""
    try:
        _load()
    except DDSUnavailable as exc:
        return str(exc)
    return None


def version() -> str:
    """DDS's version, e.g. "2.9.0" (DDSUnavailable without the solver)."""
    lib = _load()
    info = ctypes.create_string_buffer(INFO_BYTES)
    with _lock:
        lib.GetDDSInfo(info)
    major, minor, patch = (ctypes.c_int * 3).from_buffer(info)
    return f"{major}.{minor}.{patch}"


Solution = tuple[int, int, int, int]
"""One answer of DDS: (suit, rank, equals, score): the card's DDS suit and rank (2..14),
the bit mask of lower ranks of the same holding that score the same (DDS groups equivalent
cards), and the tricks the side to play takes from here on with that card."""


def solve(
    first: int,
    trick: Sequence[tuple[int, int]],
    remain: Sequence[Sequence[int]],
    solutions: int = SOLUTIONS_ALL,
    trump: int = TRUMP_SPADES,
) -> list[Solution]:
    """Solve one position in DDS's encoding.

    ``first`` leads the current trick; ``trick`` holds the (suit, rank) of the 0 to 3 cards
    already played to it, in play order; ``remain[player][suit]`` is the rank mask of what
    each player still holds. Returns, for the player to play, the cards DDS reports (all
    legal cards grouped by equivalence with ``SOLUTIONS_ALL``, one best with
    ``SOLUTIONS_BEST``), each with the tricks the player's side takes from this trick on,
    the current trick included, under double-dummy play."""
    lib = _load()
    deal = _Deal()
    deal.trump = trump
    deal.first = first
    for i, (suit, rank) in enumerate(trick):
        deal.currentTrickSuit[i] = suit
        deal.currentTrickRank[i] = rank
    for player in range(4):
        row = deal.remainCards[player]
        for suit in range(4):
            row[suit] = remain[player][suit]
    future = _FutureTricks()
    with _lock:
        code = lib.SolveBoard(deal, -1, solutions, 1, ctypes.byref(future), 0)
    if code != 1:
        message = ctypes.create_string_buffer(80)
        lib.ErrorMessage(code, message)
        raise DDSError(f"DDS error {code}: {message.value.decode('utf-8', 'replace')}")
    return [
        (future.suit[i], future.rank[i], future.equals[i], future.score[i])
        for i in range(future.cards)
        if future.score[i] >= 0
    ]
