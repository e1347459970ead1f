"""Issue 33, "Security first" 5: command-line arguments that gave a traceback or hung.

Each must end with one line on stderr (``yenta-desktop: error: ...``) and a
non-zero exit, never a traceback; records with hostile player names replay.
The commands run as real processes with a time limit (what a player sees in
the terminal).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.hostile.helpers import finished_record_text

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str | bytes, home: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """``python -m yenta_desktop ARGS`` headless in a private home (bytes args pass as given)."""
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        YENTA_DESKTOP_HOME=str(home),
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    return subprocess.run(
        [sys.executable, "-m", "yenta_desktop", *args],
        capture_output=True,
        text=True,
        errors="replace",
        env=env,
        cwd=ROOT,
        timeout=timeout,
    )


def one_error_line(done: subprocess.CompletedProcess[str]) -> str:
    """The one error line of a failed command (asserted: non-zero exit, no traceback)."""
    assert done.returncode != 0, done.stdout
    assert "Traceback" not in done.stderr, done.stderr
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("yenta-desktop: error: ")
    return lines[0]


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


def test_screenshot_dir_that_is_a_file_is_one_line(tmp_path: Path, home: Path) -> None:
    target = tmp_path / "a-file"
    target.write_text("not a folder")
    line = one_error_line(run("--smoke-test", "1", "--screenshot-dir", str(target), home=home))
    assert "folder" in line


def test_screenshot_dir_inside_a_file_is_one_line(tmp_path: Path, home: Path) -> None:
    target = tmp_path / "a-file"
    target.write_text("not a folder")
    line = one_error_line(
        run("--smoke-test", "1", "--screenshot-dir", str(target / "shots"), home=home)
    )
    assert "cannot make the folder" in line


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs POSIX permissions")
def test_screenshot_dir_that_cannot_be_written_is_one_line(tmp_path: Path, home: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        line = one_error_line(
            run("--smoke-test", "1", "--screenshot-dir", str(locked / "shots"), home=home)
        )
        assert "shots" in line
    finally:
        locked.chmod(0o700)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_records_to_a_full_disk_is_one_line(home: Path) -> None:
    line = one_error_line(
        run(
            "simulate",
            "--game",
            "yahtzee",
            "--games",
            "50",
            "--players",
            "random,random",
            "--records",
            "/dev/full",
            home=home,
        )
    )
    assert "/dev/full" in line


@pytest.fixture
def history(tmp_path: Path) -> Path:
    path = tmp_path / "history.jsonl"
    path.write_text(finished_record_text("yahtzee") + "\n" + finished_record_text("farkle") + "\n")
    return path


@pytest.mark.parametrize("number", [-(10**30), 10**30, -3, 3, 0])
def test_replay_record_number_out_of_range_is_one_line(
    history: Path, home: Path, number: int
) -> None:
    line = one_error_line(run("replay", str(history), "--record", str(number), home=home))
    assert "holds 2 records" in line


def test_replay_record_from_the_end_still_works(history: Path, home: Path) -> None:
    done = run("replay", str(history), "--record", "-2", "--smoke-test", "5", home=home)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.skipif(sys.platform != "linux", reason="file names are bytes on Linux")
def test_replay_of_a_file_whose_name_is_not_utf8(tmp_path: Path, home: Path) -> None:
    name = os.fsencode(tmp_path) + b"/game-\xff\xfe.json"
    with open(name, "w") as handle:
        handle.write(finished_record_text("yahtzee"))
    done = run("replay", name, "--smoke-test", "5", home=home)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    missing = one_error_line(run("replay", name + b".missing", home=home))
    assert "no such file" in missing


@pytest.mark.parametrize(
    "name", ["Bo\x00b", "Bo\ud800b", "W" * 1_000_000], ids=["nul", "surrogate", "1MB"]
)
def test_replay_of_a_record_with_a_hostile_name(tmp_path: Path, home: Path, name: str) -> None:
    record = json.loads(finished_record_text("yahtzee"))
    record["players"][1]["name"] = name
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))  # a lone surrogate stays a \\ud800 escape
    done = run("replay", str(path), "--smoke-test", "20", home=home, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
