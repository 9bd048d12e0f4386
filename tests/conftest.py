"""Suite-wide setup: Qt runs offscreen, so the tests need no display (CI has none); and a
read-only folder that stays read-only even for root."""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Qt's offscreen screen is 800x600 unless told otherwise: smaller than the window a desktop
# opens, so a first start would size the window for a netbook. The suite's virtual screen is
# a 1920x1080 desktop; smaller screens are tested under a real X server (tests/x11).
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    _screen = Path(__file__).with_name("offscreen_screen.json")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen}"


def _inside(path: Any, folder: Path) -> bool:
    try:
        return Path(os.fsdecode(path)).absolute().is_relative_to(folder)
    except (TypeError, ValueError):
        return False


@pytest.fixture
def read_only_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder whose files can be read but not created, renamed or deleted.

    It is made read-only with chmod. Root ignores that (CI and containers often run as root),
    so when a probe write still succeeds, the calls that create, rename or delete files
    there are made to fail as the kernel would (EACCES), and the code under test sees the
    same errors as a player's read-only folder gives.
    """
    folder = (tmp_path / "readonly").absolute()
    folder.mkdir()
    os.chmod(folder, stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP)
    try:
        fd, probe = tempfile.mkstemp(dir=folder)
    except OSError:
        enforced = True
    else:
        os.close(fd)
        os.unlink(probe)
        enforced = False
    if not enforced:

        def refuse(*paths: Any) -> None:
            if any(_inside(p, folder) for p in paths):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(paths[0]))

        real_open, real_replace, real_rename = os.open, os.replace, os.rename
        real_unlink, real_mkdir = os.unlink, os.mkdir
        writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND

        def fake_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
            if flags & writing:
                refuse(path)
            return real_open(path, flags, *args, **kwargs)

        def fake_replace(src: Any, dst: Any, *args: Any, **kwargs: Any) -> None:
            refuse(src, dst)
            real_replace(src, dst, *args, **kwargs)

        def fake_rename(src: Any, dst: Any, *args: Any, **kwargs: Any) -> None:
            refuse(src, dst)
            real_rename(src, dst, *args, **kwargs)

        def fake_unlink(path: Any, *args: Any, **kwargs: Any) -> None:
            refuse(path)
            real_unlink(path, *args, **kwargs)

        def fake_mkdir(path: Any, *args: Any, **kwargs: Any) -> None:
            refuse(path)
            real_mkdir(path, *args, **kwargs)

        monkeypatch.setattr(os, "open", fake_open)
        monkeypatch.setattr(os, "replace", fake_replace)
        monkeypatch.setattr(os, "rename", fake_rename)
        monkeypatch.setattr(os, "unlink", fake_unlink)
        monkeypatch.setattr(os, "remove", fake_unlink)
        monkeypatch.setattr(os, "mkdir", fake_mkdir)
    try:
        yield folder
    finally:
        monkeypatch.undo()
        os.chmod(folder, stat.S_IRWXU)


@pytest.fixture
def put_file() -> Any:
    """``put_file(folder, name, content)`` writes a file into a folder even while the
    folder is read-only (the test sets up what a player would already have there). It uses
    the built-in ``open``, which the root fallback of ``read_only_folder`` leaves alone."""

    def put(folder: Path, name: str, content: str | bytes) -> Path:
        mode = folder.stat().st_mode
        os.chmod(folder, stat.S_IRWXU)
        try:
            path = folder / name
            if isinstance(content, bytes):
                path.write_bytes(content)
            else:
                path.write_text(content, encoding="utf-8")
        finally:
            os.chmod(folder, mode)
        return path

    return put
