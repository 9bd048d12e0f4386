"""One cardtable per data folder: a second start brings the running window forward.

Two instances on one data folder both resumed the same game and wrote over each other's
save without a word. Now the first start takes a lock file in the data folder (``QLockFile``:
atomic, and stale only once its process is gone, so a crash never locks the player out) and
listens on a local socket named after the folder. A second start finds the lock held, asks
the first over the socket to bring its window forward, and quits without opening anything;
if the first does not answer (hung, or still starting), the second says that cardtable is
already running and quits all the same. Two starts at the same moment are settled by the
lock: one wins, the other waits a moment for it to listen.

A folder where no lock can be made (read-only: nothing is saved there anyway) is shared
without one; the socket still lets a later start find the running window.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sys
from pathlib import Path

from PySide6.QtCore import QDeadlineTimer, QLockFile, QObject, QThread, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "cardtable.lock"
SHOW = b"show\n"
SHOWN = b"shown\n"


def server_name(data_dir: str | os.PathLike[str]) -> str:
    """The local socket's name for ``data_dir``: one per folder and per user (the sockets
    of all users share one directory on Unix)."""
    folder = os.path.realpath(os.fspath(data_dir))
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    digest = hashlib.sha256(f"{user}\0{folder}".encode()).hexdigest()[:20]
    return f"cardtable-{digest}"


class InstanceGuard(QObject):
    """``claim()`` first. ``show_requested`` is emitted when another start asks for the
    window."""

    show_requested = Signal()

    def __init__(self, data_dir: str | os.PathLike[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.name = server_name(data_dir)
        self.lock = QLockFile(str(self.data_dir / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self.server: QLocalServer | None = None
        self.locked = False

    def claim(self) -> bool:
        """True when this process may open the folder (it holds the lock, or no lock can be
        made there and no other cardtable answers); False when another one has it."""
        with contextlib.suppress(OSError):  # then the lock fails too: a folder without one
            self.data_dir.mkdir(parents=True, exist_ok=True)
        if self.lock.tryLock(0):
            self.locked = True
            QLocalServer.removeServer(self.name)  # a socket left by a crash: ours now
            self._listen()
            return True
        if self.lock.error() == QLockFile.LockError.LockFailedError:
            return False  # held by a live process
        # No lock can be made (read-only folder, ...): a running one may still answer.
        if ask_to_show(self.name, wait_ms=300):
            return False
        self._listen()
        return True

    def _listen(self) -> None:
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if server.listen(self.name):
            server.newConnection.connect(self._answer)
            self.server = server

    def _answer(self) -> None:
        server = self.server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.readyRead.connect(self._ready)
            socket.disconnected.connect(socket.deleteLater)
            self._read(socket)

    def _ready(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        if bytes(socket.readLine().data()) == SHOW:
            self.show_requested.emit()
            socket.write(SHOWN)
            socket.flush()
        socket.disconnectFromServer()

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.locked:
            self.lock.unlock()
            self.locked = False


def ask_to_show(name: str, wait_ms: int = 3000) -> bool:
    """Ask the cardtable listening as ``name`` to bring its window forward; True once it
    says it did. Blocking, for at most about ``wait_ms``: used before any window exists.
    A first start that has the lock but does not listen yet is tried again until then."""
    deadline = QDeadlineTimer(wait_ms)
    while True:
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(max(1, min(500, deadline.remainingTime()))):
            socket.write(SHOW)
            socket.flush()
            answered = b""
            while not answered.endswith(b"\n") and not deadline.hasExpired():
                if not socket.waitForReadyRead(max(1, deadline.remainingTime())):
                    break
                answered += bytes(socket.readAll().data())
            socket.abort()
            return answered == SHOWN
        socket.abort()
        if deadline.hasExpired():
            return False
        QThread.msleep(100)


def second_start(guard: InstanceGuard, quit_after_s: float | None = None) -> int:
    """What a second start on the same data folder does instead of opening it: ask the
    first to come forward and say so (exit code 0); if it does not answer, say that
    cardtable is already running, in a box and on the terminal (exit code 1). The box
    closes by itself after ``quit_after_s`` (smoke tests)."""
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QMessageBox

    if ask_to_show(guard.name):
        print(f"cardtable is already running with the data folder {guard.data_dir}: "
              "its window was brought forward.")  # fmt: skip
        return 0
    text = QCoreApplication.translate(
        "SingleInstance",
        "cardtable is already running with the data folder {0}, but its window did not "
        "answer. Switch to it, or quit it and start cardtable again.",
    ).format(guard.data_dir)
    print(text, file=sys.stderr)
    box = QMessageBox(QMessageBox.Icon.Information, "cardtable", text)
    if quit_after_s is not None:
        QTimer.singleShot(round(quit_after_s * 1000), box.close)
    box.exec()
    return 1
