"""The wheel carries every game: built from the checkout, unpacked, each game imported from it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from .conftest import ROOT


def test_every_game_imports_from_the_built_wheel(tmp_path: Path) -> None:
    # Built from a copy: a build writes build/ and *.egg-info next to the sources.
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("yenta_desktop", "assets"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    built = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "-q",
            "-w",
            str(tmp_path / "dist"),
            str(source),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr[-2000:]
    (wheel,) = (tmp_path / "dist").glob("yenta_desktop-*.whl")
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    # Every game in the checkout with a window part must bring it along.
    with_ui = sorted(
        p.name
        for p in (ROOT / "yenta_desktop" / "ui" / "games").iterdir()
        if p.is_dir() and (p / "__init__.py").exists()
    )
    script = (
        "import importlib, sys, yenta_desktop\n"
        "from yenta_desktop.engine import available_games, folder_name\n"
        "from yenta_desktop.resources import asset\n"
        f"assert yenta_desktop.__file__.startswith({str(site)!r}), yenta_desktop.__file__\n"
        "games = available_games()\n"
        "for game in games:\n"
        "    folder = folder_name(game)\n"
        "    for layer in ('engine', 'ai', 'ui.games'):\n"
        f"        if layer == 'ui.games' and folder not in {with_ui!r}:\n"
        "            continue  # its table is still being built\n"
        "        module = importlib.import_module(f'yenta_desktop.{layer}.{folder}')\n"
        f"        assert module.__file__.startswith({str(site)!r}), module.__file__\n"
        f"    if folder in {with_ui!r}:\n"
        "        assert asset('rules', folder, 'en.md').is_file(), folder\n"
        "    assert asset('i18n', folder, 'ru.json').is_file(), folder\n"
        "print(' '.join(sorted(games)))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(site), SDL_VIDEODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "yenta" in done.stdout.split()
