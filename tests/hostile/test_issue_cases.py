"""The hostile inputs of issue 14, as a player meets them (the slow outside bot is in tests/ai).

A 100,000-level nested file given to ``verify`` and ``replay``, and the same
line in the history; ``verify`` and ``replay`` of /dev/null or an empty file.
The commands run as a real process, so what is checked is what a player sees
in the terminal: one line, an exit status, never a traceback.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.hostile.helpers import GAMES, finished_record_text
from yenta_desktop.storage.saves import SaveStore

DEEP = b"[" * 100_000 + b"]" * 100_000
ROOT = Path(__file__).resolve().parents[2]


def yenta_desktop(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    """Run ``python -m yenta_desktop ARGS`` headless in a private home."""
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
        env=env,
        cwd=ROOT,
        timeout=120,
    )


def one_clear_line(result: subprocess.CompletedProcess[str]) -> str:
    """The error the player sees: exit 1 or 2, at most one line on stderr, no traceback."""
    assert result.returncode in (1, 2), result
    assert "Traceback" not in result.stdout + result.stderr
    assert len(result.stderr.splitlines()) <= 1, result.stderr
    return result.stdout + result.stderr


@pytest.mark.parametrize("suffix", [".json", ".jsonl"])
def test_verify_and_replay_of_a_deeply_nested_file_say_so_in_one_line(
    suffix: str, tmp_path: Path, home: Path
) -> None:
    path = tmp_path / f"deep{suffix}"
    path.write_bytes(DEEP + b"\n")
    verify = yenta_desktop("verify", str(path), home=home)
    assert "nested too deeply" in one_clear_line(verify)
    assert verify.returncode == 1
    replay = yenta_desktop("replay", str(path), "--smoke-test", "5", home=home)
    assert "nested too deeply" in one_clear_line(replay)
    assert replay.returncode == 2


@pytest.mark.parametrize("what", ["/dev/null", "empty.json", "empty.jsonl", "blank.jsonl"])
def test_verify_and_replay_of_a_file_with_no_records_say_so(
    what: str, tmp_path: Path, home: Path
) -> None:
    if what.startswith("/"):
        if not Path(what).exists():
            pytest.skip(f"no {what} here")
        path = Path(what)
    else:
        path = tmp_path / what
        path.write_text("\n \n" if what.startswith("blank") else "", encoding="utf-8")
    verify = yenta_desktop("verify", str(path), home=home)
    assert "no records found" in one_clear_line(verify)
    assert verify.returncode == 1
    replay = yenta_desktop("replay", str(path), "--smoke-test", "5", home=home)
    assert "holds no records" in one_clear_line(replay)


def test_a_deeply_nested_history_line_is_skipped_and_the_other_games_stay() -> None:
    store = SaveStore()
    store.directory.mkdir(parents=True, exist_ok=True)
    games = [finished_record_text(game, seed) for game in GAMES for seed in (1, 2)]
    lines = [games[0], DEEP.decode(), *games[1:]]
    store.history_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    seeds = [(json.loads(text)["game"], json.loads(text)["seed"]) for text in games]

    records = store.history_records()
    assert [(r["game"], r["seed"]) for r in records] == seeds
    entries = store.history.entries()
    assert [e.game for e in entries] == [game for game, _ in seeds]
    assert store.notice is not None and "skipped" in store.notice
    # Every listed game opens (its record is read from its place in the history).
    opened = [store.history.read(entry) for entry in entries]
    assert [(r["game"], r["seed"]) for r in opened if r is not None] == seeds

    # A cached reopen keeps the same list and says nothing new.
    store.dismiss_notice()
    again = SaveStore()
    assert [e.offset for e in again.history.entries()] == [e.offset for e in entries]
    assert again.notice is None


def test_the_past_games_screen_lists_the_other_games_of_a_history_with_a_nested_line(
    tmp_path: Path,
) -> None:
    from yenta_desktop.storage.history import HistoryIndex
    from yenta_desktop.ui import fonts
    from yenta_desktop.ui.app import App, AppOptions
    from yenta_desktop.ui.shell.history import HistoryScene

    path = tmp_path / "history.jsonl"
    good = [finished_record_text(game) for game in GAMES]
    path.write_text("\n".join([DEEP.decode(), *good]) + "\n", encoding="utf-8")
    fonts.font.cache_clear()
    fonts._TEXT_CACHE.clear()
    app = App(AppOptions(raise_errors=True, ai_mode="inline", animation_speed="instant"))
    try:
        scene = app.push(HistoryScene(app, history=HistoryIndex(path)))
        scene.wait_loaded()
        app.frame(1 / 60)
        assert len(scene.shown()) == len(good)
    finally:
        app.close()
