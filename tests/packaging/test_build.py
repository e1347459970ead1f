"""Build the one-folder app with PyInstaller and run it, as a player would get it.

One build per test session (module-scoped fixture, about 10-60 s). Skipped where
PyInstaller is not installed; ``.ci/run`` installs it (``.[test,build]``).
Deselect locally with ``python3 -m pytest -m "not build"``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

import yenta_desktop

from .conftest import ROOT, load_build_script

pytest.importorskip(
    "PyInstaller", reason="PyInstaller is not installed (pip install -e '.[build]')"
)

# Building takes minutes: slow (CI runs it after the default run); test_build_script.py checks
# the spec and the script quickly in the default run.
# One worker builds once and runs every test of the build (--dist loadgroup in .ci/run).
pytestmark = [pytest.mark.build, pytest.mark.slow, pytest.mark.xdist_group("build")]

MAX_BUNDLE_BYTES = 120 * 1024 * 1024


@dataclass(frozen=True)
class Built:
    """The finished build: where it is and what the build printed."""

    folder: Path
    executable: Path
    internal: Path
    output: str
    tmp: Path


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """Run scripts/build_exe.py once into a temporary folder."""
    build_exe: ModuleType = load_build_script()
    tmp = tmp_path_factory.mktemp("build")
    command = [
        sys.executable,
        str(ROOT / "scripts" / "build_exe.py"),
        "--dist",
        str(tmp / "dist"),
        "--work",
        str(tmp / "work"),
    ]
    if sys.platform == "win32":
        # A windowed .exe has no stdout to read; --console changes only that flag.
        command.append("--console")
    # A cache of its own: two test workers that build at once (pytest-xdist) raced on
    # PyInstaller's shared binary cache, and one read its half-written index.
    env = {**os.environ, "PYINSTALLER_CONFIG_DIR": str(tmp / "pyinstaller-cache")}
    result = subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=1800,
        cwd=tmp,
        env=env,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-4000:]
    project = build_exe.read_project()
    exe = build_exe.executable_path(project, tmp / "dist", onefile=False)
    assert exe.is_file(), output[-4000:]
    return Built(exe.parent, exe, exe.parent / "_internal", output, tmp)


def _run(built: Built, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run the built app headless, from an unrelated folder, with throwaway user folders."""
    home = built.tmp / "home"
    home.mkdir(exist_ok=True)
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        YENTA_DESKTOP_HOME=str(home / "yenta"),
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_STATE_HOME=str(home / "state"),
    )
    return subprocess.run(
        [str(built.executable), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=home,
        env=env,
    )


def _files(folder: Path) -> dict[str, int]:
    return {
        str(p.relative_to(folder)): p.stat().st_size
        for p in folder.rglob("*")
        if p.is_file() and not p.is_symlink()
    }


def test_build_reports_where_and_how_big(built: Built) -> None:
    assert f"built {built.folder}" in built.output
    assert "MB, build time" in built.output


def test_smoke_test_300_frames_exits_cleanly_and_writes_nothing_into_the_bundle(
    built: Built,
) -> None:
    before = _files(built.folder)
    result = _run(built, "--smoke-test", "300")
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    assert "Traceback" not in result.stderr
    assert _files(built.folder) == before  # a bundle may be read-only: never write there


def _source_screenshots(built: Built, name: str) -> Path:
    folder = built.tmp / name
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        YENTA_DESKTOP_HOME=str(built.tmp / f"home-{name}"),
    )
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "yenta_desktop",
            "--smoke-test",
            "1",
            "--screenshot-dir",
            str(folder),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=built.tmp,
        env=env,
    )
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    return folder


def test_frozen_app_draws_the_scenes_exactly_as_the_source(built: Built) -> None:
    # Same pixels means the theme, fonts and images were found inside the bundle:
    # a missing one falls back to pygame_gui's defaults and changes the picture.
    # The frozen run goes between the two source runs: a scene that shows the clock (the
    # past games' end times) is the same in all three or differs between the source runs
    # and is left out, never the same twice in the source and different in the frozen app.
    first = _source_screenshots(built, "shots-source-1")
    frozen_dir = built.tmp / "shots-frozen"
    frozen = _run(built, "--smoke-test", "1", "--screenshot-dir", str(frozen_dir))
    assert frozen.returncode == 0, (frozen.stdout + frozen.stderr)[-4000:]
    second = _source_screenshots(built, "shots-source-2")
    names = sorted(p.name for p in first.glob("*.png"))
    assert sorted(p.name for p in frozen_dir.glob("*.png")) == names
    # Only scenes the source draws the same way twice can be compared (some show a
    # game in progress, which may differ from run to run).
    stable = [n for n in names if (first / n).read_bytes() == (second / n).read_bytes()]
    assert any("title" in n for n in stable), f"no stable title screenshot in {names}"
    differ = [n for n in stable if (frozen_dir / n).read_bytes() != (first / n).read_bytes()]
    assert not differ, f"the frozen app draws these scenes differently: {differ}"


def test_help_lists_the_same_commands_as_the_installed_cli(built: Built) -> None:
    import argparse

    from yenta_desktop.cli import build_parser

    result = _run(built, "--help", timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: yenta-desktop")
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    for word in ("--smoke-test", "--demo", *sub.choices):
        assert word in result.stdout


def test_version_matches_pyproject(built: Built) -> None:
    result = _run(built, "--version", timeout=60)
    assert result.stdout.strip() == f"yenta-desktop {yenta_desktop.__version__}"


def test_frozen_simulate_plays_the_same_games_as_the_source(built: Built) -> None:
    # simulate is imported by name at run time: this fails if the bundle lacks it.
    args = ["simulate", "--games", "3", "--seed", "5"]
    frozen = _run(built, *args, timeout=120)
    assert frozen.returncode == 0, frozen.stderr[-2000:]
    source = subprocess.run(
        [sys.executable, "-m", "yenta_desktop", *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert source.returncode == 0, source.stderr[-2000:]

    def results(text: str) -> list[str]:
        return [line for line in text.splitlines() if "per second" not in line]

    assert "wins" in frozen.stdout
    assert results(frozen.stdout) == results(source.stdout)


def test_every_asset_is_in_the_bundle(built: Built) -> None:
    bundled = built.internal / "yenta_desktop" / "assets"
    source = ROOT / "assets"
    wanted = {
        str(p.relative_to(source))
        for p in source.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and not p.name.endswith((".pyc", "~"))
    }
    assert wanted <= set(_files(bundled))
    for name in wanted:
        assert (bundled / name).read_bytes() == (source / name).read_bytes()


def test_pygame_gui_data_is_bundled_less_the_cjk_fonts(built: Built) -> None:
    data = built.internal / "pygame_gui" / "data"
    for name in (
        "default_theme.json",
        "NotoSans-Regular.ttf",
        "NotoSans-Bold.ttf",
        "FiraCode-Regular.ttf",
        "translations/pygame-gui.ru.json",
        "translations/pygame-gui.en.json",
        "licenses/NotoSans-LICENSE.txt",
    ):
        assert (data / name).is_file(), name
    assert not list(data.glob("NotoSans[JKS][PRC]-*"))  # ja/ko/zh only, 37 MB


def test_unused_modules_are_left_out(built: Built) -> None:
    names = {p.name for p in built.internal.iterdir()}
    assert not {"numpy", "numpy.libs", "tkinter", "_tkinter", "PIL"} & names
    dynload = built.internal / f"python{sys.version_info.major}.{sys.version_info.minor}"
    assert not list(dynload.rglob("_tkinter*"))


def test_bundle_is_under_120_mb(built: Built) -> None:
    size = sum(_files(built.folder).values())
    assert size < MAX_BUNDLE_BYTES, f"{size / 1e6:.1f} MB"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux menu entry")
def test_linux_menu_files_sit_beside_the_app(built: Built) -> None:
    desktop = built.folder / "yenta-desktop.desktop"
    assert f'Exec="{built.executable}"' in desktop.read_text(encoding="utf-8").splitlines()
    assert (built.folder / "yenta-desktop.png").is_file()
    assert os.access(built.folder / "install-linux.sh", os.X_OK)


def test_every_game_plays_in_the_built_app(built: Built) -> None:
    """Each game runs from the bundle, Dice Poker's Hard with its solved tables."""
    from yenta_desktop.engine import available_games

    for game in available_games():
        result = _run(built, "simulate", "--game", game, "--games", "1", "--seed", "3")
        assert result.returncode == 0, (result.stdout + result.stderr)[-2000:]
        assert "games per second" in result.stdout
    tables = _run(built, "simulate", "--game", "dice-poker", "--players", "hard", "--games", "1")
    assert tables.returncode == 0, (tables.stdout + tables.stderr)[-2000:]
    assert "Traceback" not in tables.stderr
