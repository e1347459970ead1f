"""A file may name only the game's built-in AI levels: no save, slot, setup or record starts a program.

Issue 33, "Security first" 1: an autosave whose ``seats[1].level`` was edited to
``exec:touch MARKER`` or ``/tmp/x/evil.py:Bot`` ran the command (or imported the
file) on Continue. Each file the app reads is tried here with both; the marker
the command or the module would write must never appear, and the player keeps a
usable state (the bad file is put aside with a notice, a new game saves and loads).
"""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.hostile.helpers import session_of
from tests.storage.helpers import plain_save
from yenta_desktop.session import ForbiddenLevel, GameSession, Seat, check_level
from yenta_desktop.storage import notices, saves
from yenta_desktop.storage.daily import TournamentSaves
from yenta_desktop.storage.settings import load_setup, save_setup
from yenta_desktop.ui.ai_worker import AiWorker, build_bots

GAMES = ["yenta", "yahtzee"]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def marker(tmp_path: Path) -> Path:
    """The file a hostile level writes when it runs (it must never exist)."""
    return tmp_path / "MARKER"


def hostile_levels(tmp_path: Path, marker: Path) -> list[str]:
    """``exec:touch MARKER`` and ``/tmp/x/evil.py:Bot`` (evil.py writes the marker on import)."""
    folder = tmp_path / "x"
    folder.mkdir(exist_ok=True)
    evil = folder / "evil.py"
    evil.write_text(f"open({str(marker)!r}, 'w').write('imported')\nclass Bot:\n    pass\n")
    return [f"exec:touch {marker}", f"{evil}:Bot"]


def session_dict(game: str, level: str) -> dict[str, Any]:
    """A game in progress whose second seat names ``level`` (as an edited file would)."""
    data = session_of(game).to_dict()
    data["seats"][1]["level"] = level
    return data


def sealed_text(data: dict[str, Any], key: bytes | None) -> str:
    """A version-2 autosave of the session ``data``, sealed with ``key`` (None: a wrong seal)."""
    inner = json.dumps(data, separators=(",", ":"))
    sealed = base64.b64encode(zlib.compress(inner.encode())).decode("ascii")
    seal = saves._seal(key, sealed) if key is not None else "0" * 64
    return json.dumps(
        {
            "format": saves.SAVE_FORMAT,
            "version": 2,
            "saved_at": "2026-01-01T00:00:00+0000",
            "game": data["game"],
            "sealed": sealed,
            "seal": seal,
        }
    )


def plain_text(data: dict[str, Any]) -> str:
    """A version-1 plain autosave of the session ``data``."""
    envelope = plain_save(session_of(data["game"]))
    envelope["session"] = data
    return json.dumps(envelope)


def seat_bots(session: GameSession | None) -> None:
    """What the table does with a loaded game: build its AI seats' bots (inline)."""
    if session is None:
        return
    levels = {i: seat.level or "" for i, seat in enumerate(session.seats) if not seat.is_human}
    worker = AiWorker(levels, 1, mode="inline", game=session.game)
    worker.close()


def check_usable(store: saves.SaveStore, game: str) -> None:
    """After the bad file: a new game of ``game`` saves and loads in the same slot."""
    fresh = session_of(game)
    assert store.save(fresh)
    loaded = store.load(game)
    assert loaded is not None and [s.level for s in loaded.seats] == [s.level for s in fresh.seats]


#: The three autosaves a file may be: sealed with the folder's key, sealed wrongly, plain v1.
AUTOSAVES: dict[str, Callable[[dict[str, Any], bytes | None], str]] = {
    "sealed": lambda data, key: sealed_text(data, key),
    "wrong-seal": lambda data, key: sealed_text(data, None),
    "plain-v1": lambda data, key: plain_text(data),
}


@pytest.mark.parametrize("kind", ["sealed", "wrong-seal", "plain-v1"])
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("which", [0, 1], ids=["exec", "file"])
def test_an_autosave_naming_a_program_runs_nothing(
    home: Path, tmp_path: Path, marker: Path, kind: str, game: str, which: int
) -> None:
    level = hostile_levels(tmp_path, marker)[which]
    store = saves.SaveStore()
    write = AUTOSAVES[kind]
    path = store.autosave_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(write(session_dict(game, level), store.key))
    session = store.load(game)
    seat_bots(session)
    assert not marker.exists()
    assert session is None and store.has_save(game) is False
    assert not path.exists() and list(path.parent.glob(path.stem + ".bad-*"))
    assert "could not be read" in (store.notice or "")
    check_usable(store, game)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("which", [0, 1], ids=["exec", "file"])
def test_a_tournament_slot_naming_a_program_runs_nothing(
    home: Path, tmp_path: Path, marker: Path, game: str, which: int
) -> None:
    level = hostile_levels(tmp_path, marker)[which]
    slots = TournamentSaves()
    data = session_dict(game, level)
    data["match"]["series"] = {"length": 3, "results": []}
    path = slots.autosave_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(sealed_text(data, slots.key))
    seat_bots(slots.resumable(game))
    assert not marker.exists()
    assert not path.exists() and slots.load_notice
    check_usable(slots, game)


@pytest.mark.parametrize("which", [0, 1], ids=["exec", "file"])
def test_setup_json_naming_a_program_offers_only_built_in_levels(
    home: Path, tmp_path: Path, marker: Path, which: int
) -> None:
    level = hostile_levels(tmp_path, marker)[which]
    save_setup("yahtzee", {"count": 2, "names": ["Ann", "Bo"], "kinds": ["human", level]})
    last = load_setup("yahtzee")
    for kind in last.get("kinds", []):
        assert kind == "human" or check_level(kind, "yahtzee") == kind
    assert not marker.exists()
    assert any("setup" in text for text in notices.texts())
    assert save_setup("yahtzee", {"count": 2, "kinds": ["human", "hard"]})
    assert load_setup("yahtzee")["kinds"] == ["human", "hard"]


def run_cli(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.update(YENTA_DESKTOP_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run(
        [sys.executable, "-m", "yenta_desktop", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )


@pytest.mark.parametrize("which", [0, 1], ids=["exec", "file"])
def test_a_record_naming_a_program_is_verified_and_replayed_without_running_it(
    home: Path, tmp_path: Path, marker: Path, which: int
) -> None:
    from tests.hostile.helpers import finished_record_text

    level = hostile_levels(tmp_path, marker)[which]
    record = json.loads(finished_record_text("yahtzee"))
    record["players"][1]["level"] = level
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    verified = run_cli("verify", str(path), home=home)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    replayed = run_cli("replay", str(path), "--smoke-test", "40", home=home)
    assert replayed.returncode == 0, replayed.stderr
    assert "Traceback" not in replayed.stderr
    assert not marker.exists()


@pytest.mark.parametrize("which", [0, 1], ids=["exec", "file"])
def test_continue_from_the_command_line_runs_nothing(
    home: Path, tmp_path: Path, marker: Path, which: int
) -> None:
    level = hostile_levels(tmp_path, marker)[which]
    store = saves.SaveStore(home / "data")
    path = store.autosave_path("yahtzee")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(sealed_text(session_dict("yahtzee", level), store.key))
    done = run_cli("--continue", "--smoke-test", "30", home=home)
    assert done.returncode == 0, done.stderr
    assert not marker.exists()
    assert list(path.parent.glob(path.stem + ".bad-*"))


# ---------------------------------------------------------------- the rule itself


@pytest.mark.parametrize(
    "level",
    ["exec:touch x", "/tmp/x/evil.py:Bot", "evil.py:Bot", "Hard", "hard:sims=1;rm", "", "wizard"],
)
def test_check_level_refuses_anything_but_a_built_in_level(level: str) -> None:
    with pytest.raises(ForbiddenLevel):
        check_level(level, "yahtzee")


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "random", "hard:mode=average"])
def test_check_level_takes_the_built_in_levels(level: str) -> None:
    assert check_level(level, "yahtzee") == level


def test_build_bots_refuses_an_outside_bot_unless_it_came_from_the_command_line(
    tmp_path: Path, marker: Path
) -> None:
    for level in hostile_levels(tmp_path, marker):
        bots = build_bots({1: level}, 1, "yahtzee")
        assert type(bots[1]).__name__ == "RandomBot" or "random" in type(bots[1]).__module__
    assert not marker.exists()


def test_a_game_with_an_outside_bot_is_saved_with_a_built_in_stand_in(home: Path) -> None:
    session = session_of("yahtzee")
    session.seats[1] = Seat("Mine", "ai", "exec:./mybot --fast")
    text = json.dumps(session.to_dict())
    assert "mybot" not in text
    store = saves.SaveStore()
    assert store.save(session)
    loaded = store.load("yahtzee")
    assert loaded is not None
    assert loaded.seats[1].level == "medium" and loaded.seats[1].name == "Mine"
    notice = store.notice or ""
    assert "Mine" in notice and "outside" in notice
    # Told once: the next save of the continued game no longer carries the stand-in note.
    store.dismiss_notice()
    assert store.save(loaded)
    again = store.load("yahtzee")
    assert again is not None and not store.notice
