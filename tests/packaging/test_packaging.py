"""Packaging: the wheel carries its data and starts from a fresh virtual environment; the
desktop file and the AppStream metainfo validate."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.cardtable.CardTable"


def run(*cmd: str | Path, **kw) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    res = run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", out, ROOT)
    assert res.returncode == 0, res.stderr
    (path,) = out.glob("cardtable-*.whl")
    return path


def test_wheel_carries_assets(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "cardtable/badugi/table4.bin" in names
    assert "cardtable/badugi/odds/odds3.bin" in names
    assert "cardtable/i18n/cardtable_ko.qm" in names
    assert f"cardtable/assets/icons/hicolor/scalable/apps/{APP_ID}.svg" in names
    for size in (16, 48, 256):
        assert f"cardtable/assets/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" in names
    assert not any(n.startswith("tests/") for n in names)


def test_sdist_carries_assets_and_desktop_metadata(tmp_path: Path) -> None:
    res = run(sys.executable, "-m", "build", "--sdist", "--outdir", tmp_path, ROOT)
    assert res.returncode == 0, res.stderr[-2000:]
    (path,) = tmp_path.glob("cardtable-*.tar.gz")
    with tarfile.open(path) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    for needed in (
        "cardtable/badugi/table4.bin",
        "cardtable/badugi/odds/odds3.bin",
        "tools/odds_table/three_draws.c",
        "tools/odds_table/build.py",
        "cardtable/i18n/cardtable_ko.qm",
        "cardtable/i18n/spades_ko.qm",
        f"cardtable/assets/icons/hicolor/scalable/apps/{APP_ID}.svg",
        f"packaging/{APP_ID}.desktop",
        f"packaging/{APP_ID}.metainfo.xml",
        "packaging/build_bundle.sh",
        "scripts/setup.sh",
    ):
        assert needed in names, needed


def test_wheel_installs_in_a_fresh_venv_and_starts(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    assert run(sys.executable, "-m", "venv", venv).returncode == 0
    pip = run(venv / "bin" / "python", "-m", "pip", "install", "-q", wheel)
    assert pip.returncode == 0, pip.stderr
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=os.environ["QT_QPA_PLATFORM"],
        HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "cfg"),
    )
    # Run from outside the checkout so the installed package, not the source tree, is used.
    res = run(venv / "bin" / "cardtable", "--quit-after", "1", cwd=tmp_path, env=env, timeout=120)
    assert res.returncode == 0, res.stderr
    where = run(venv / "bin" / "python", "-c", "import cardtable; print(cardtable.__file__)",
                cwd=tmp_path)  # fmt: skip
    assert str(venv) in where.stdout
    # The declared dependencies carry the exact odds engine (numpy) too.
    odds = run(venv / "bin" / "python", "-c",
               "from cardtable.badugi.odds.draws import discard_options as d; "
               "print(d('Ac 2s 3d 3h', 2)[0].exact[-1])", cwd=tmp_path)  # fmt: skip
    assert odds.stdout.strip() == "425/1128", odds.stderr  # 1 - 38/48 * 37/47
    # ... and the double-dummy solver of the Spades review (endplay's compiled DDS).
    dds = run(venv / "bin" / "python", "-c",
              "from cardtable.spades.dd.analysis import self_test; print(self_test())",
              cwd=tmp_path)  # fmt: skip
    assert "double-dummy solver DDS 2." in dds.stdout, dds.stderr


def need(tool: str) -> None:
    """Skip without the validator on a developer's machine; in CI its absence is a failure."""
    if shutil.which(tool) is None:
        if os.environ.get("CI"):
            pytest.fail(f"{tool} is missing: scripts/setup.sh should install it")
        pytest.skip(f"needs {tool}")


def test_desktop_file_validates() -> None:
    need("desktop-file-validate")
    res = run("desktop-file-validate", ROOT / "packaging" / f"{APP_ID}.desktop")
    assert res.returncode == 0 and not res.stdout.strip(), res.stdout + res.stderr


def test_metainfo_validates() -> None:
    need("appstreamcli")
    res = run("appstreamcli", "validate", "--no-net",
              ROOT / "packaging" / f"{APP_ID}.metainfo.xml")  # fmt: skip
    assert res.returncode == 0, res.stdout + res.stderr


def test_metainfo_screenshots_are_in_the_repository() -> None:
    text = (ROOT / "packaging" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    for name in ("badugi.png", "spades.png", "start.png"):
        assert f"packaging/screenshots/{name}" in text
        assert (ROOT / "packaging" / "screenshots" / name).stat().st_size > 10_000
