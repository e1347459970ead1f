"""Replays: steps of valid and invalid records, the scene's keys, and the replay command."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tests.storage.helpers import finished_session
from yenta_desktop.cli import main
from yenta_desktop.engine.yenta import Phase
from yenta_desktop.ui import fonts
from yenta_desktop.ui.app import App, AppOptions
from yenta_desktop.ui.shell.replay import ReplayScene, replay_steps


@pytest.fixture(autouse=True)
def fresh_fonts() -> None:
    """Fonts cached by an earlier App are dead after its pygame.quit()."""
    fonts.font.cache_clear()
    fonts._TEXT_CACHE.clear()


def run_cli(args: list[str]) -> int:
    """``yenta-desktop ARGS`` in this process (each run opens and closes its own window)."""
    fonts.font.cache_clear()
    fonts._TEXT_CACHE.clear()
    return main(args)


@pytest.fixture(scope="module")
def record() -> dict:  # type: ignore[type-arg]
    """A finished game's record."""
    return finished_session(100).record()


def test_steps_cover_every_move_and_end_at_the_final_scores(record: dict) -> None:  # type: ignore[type-arg]
    steps, problem = replay_steps(record)
    assert problem is None
    moves = sum(len(r["auction"]) + len(r["actions"]) for r in record["rounds"])
    # a deal per round and one step per move (a round's end is its last move's step)
    assert len(steps) == moves + len(record["rounds"])
    last = steps[-1].state
    assert last.phase is Phase.GAME_OVER and last.scores == record["final_scores"]
    assert steps[0].state.round_number == 1
    names = [p["name"] for p in record["players"]]
    assert "Round 1" in steps[0].describe(names)
    # each step has its own state: stepping back shows the earlier dice
    assert steps[0].state.dice_left != steps[-1].state.dice_left
    assert all(step.describe(names) for step in steps)
    assert names[record["winner"]] in steps[-1].describe(names)


def _illegal(record: dict) -> dict:  # type: ignore[type-arg]
    bad = copy.deepcopy(record)
    bad["rounds"][1]["actions"][0]["value"] = 9
    return bad


def _wrong_turn(record: dict) -> dict:  # type: ignore[type-arg]
    bad = copy.deepcopy(record)
    bad["rounds"][0]["auction"][0]["seat"] = (bad["rounds"][0]["auction"][0]["seat"] + 1) % 4
    return bad


def _wrong_scores(record: dict) -> dict:  # type: ignore[type-arg]
    bad = copy.deepcopy(record)
    bad["final_scores"] = [1, 2, 3, 4]
    return bad


BAD_RECORDS = {
    "not_an_object": (lambda r: [1, 2], 0),
    "wrong_format": (lambda r: {**r, "format": "chess"}, None),
    "newer_version": (lambda r: {**r, "version": 2}, None),
    "no_players": (lambda r: {k: v for k, v in r.items() if k != "players"}, 0),
    "rounds_not_list": (lambda r: {**r, "rounds": "many"}, 0),
    "bad_rules": (lambda r: {**r, "rules": {"target_score": "lots"}}, 0),
    "illegal_ask_in_round_2": (_illegal, None),
    "wrong_seat_in_round_1": (_wrong_turn, 1),
    "final_scores_differ": (_wrong_scores, None),
}


@pytest.mark.parametrize("case", sorted(BAD_RECORDS))
def test_invalid_records_show_the_moves_before_the_problem(case: str, record: dict) -> None:  # type: ignore[type-arg]
    make, expected_steps = BAD_RECORDS[case]
    steps, problem = replay_steps(make(record))
    assert problem  # the engine's message names the first bad entry
    if expected_steps is not None:
        assert len(steps) == expected_steps
    if case == "illegal_ask_in_round_2":
        assert problem.startswith("round 2, action")
        assert steps and steps[-1].state.round_number == 2


@pytest.fixture
def app() -> Iterator[App]:
    """A headless app."""
    # Fonts cached by an earlier App are dead after its pygame.quit().
    fonts.font.cache_clear()
    fonts._TEXT_CACHE.clear()
    application = App(AppOptions(raise_errors=True, ai_mode="inline", animation_speed="instant"))
    yield application
    application.close()


def key(app: App, code: int) -> None:
    """Press a key and run a frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, {"key": code, "mod": 0, "unicode": ""}))
    app.frame(1 / 60)


def test_scene_steps_with_the_keyboard(app: App, record: dict) -> None:  # type: ignore[type-arg]
    scene = app.push(ReplayScene(app, record, "game.json"))
    app.frame(1 / 60)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.index == 2
    key(app, pygame.K_LEFT)
    assert scene.index == 1
    key(app, pygame.K_END)
    assert scene.index == len(scene.steps) - 1
    key(app, pygame.K_RIGHT)  # stays at the end
    assert scene.index == len(scene.steps) - 1
    key(app, pygame.K_HOME)
    assert scene.index == 0
    key(app, pygame.K_RETURN)  # the focused button is Next
    assert scene.index == 1
    key(app, pygame.K_ESCAPE)  # the only scene: Esc quits
    assert not app.running


def test_scene_with_an_invalid_record_draws_and_names_the_problem(app: App, record: dict) -> None:  # type: ignore[type-arg]
    scene = app.push(ReplayScene(app, _illegal(record), "bad.json"))
    key(app, pygame.K_END)
    assert scene.problem and "round 2" in scene.problem
    empty = app.push(ReplayScene(app, {"format": "nothing"}))
    app.frame(1 / 60)
    assert empty.steps == [] and empty.problem
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_replay_command_smoke_test(
    tmp_path: Path, record: dict, capsys: pytest.CaptureFixture[str]
) -> None:  # type: ignore[type-arg]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert run_cli(["replay", str(path), "--smoke-test", "30"]) == 0
    assert "in 30 frames" in capsys.readouterr().out
    assert run_cli(["--smoke-test", "5", "replay", str(path)]) == 0


def test_replay_command_with_history_and_bad_files(
    tmp_path: Path,
    record: dict,
    capsys: pytest.CaptureFixture[str],  # type: ignore[type-arg]
) -> None:
    history = tmp_path / "history.jsonl"
    other = finished_session(101).record()
    history.write_text(json.dumps(record) + "\n" + json.dumps(other) + "\n", encoding="utf-8")
    assert run_cli(["replay", str(history), "--record", "1", "--smoke-test", "3"]) == 0
    assert run_cli(["replay", str(history), "--record", "3", "--smoke-test", "3"]) == 2
    assert "no record 3" in capsys.readouterr().err
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x00\xffnot json")
    assert run_cli(["replay", str(garbage), "--smoke-test", "3"]) == 2
    assert run_cli(["replay", str(tmp_path / "missing.json"), "--smoke-test", "3"]) == 2
    invalid = tmp_path / "invalid.json"
    invalid.write_text(json.dumps(_illegal(record)), encoding="utf-8")
    assert run_cli(["replay", str(invalid), "--smoke-test", "10"]) == 0
    assert "record problem: round 2" in capsys.readouterr().out


def test_a_history_file_opens_as_a_list_to_choose_from(
    tmp_path: Path,
    record: dict,  # type: ignore[type-arg]
    app: App,
) -> None:
    from yenta_desktop.storage.history import HistoryIndex
    from yenta_desktop.ui import driver
    from yenta_desktop.ui.shell.history import HistoryScene

    history = tmp_path / "games.jsonl"
    other = finished_session(102).record()
    history.write_text(json.dumps(record) + "\n" + json.dumps(other) + "\n", encoding="utf-8")
    scene = app.push(HistoryScene(app, history=HistoryIndex(history, writable=False)))
    scene.wait_loaded()
    assert len(scene.shown()) == 2
    driver.press(app, pygame.K_RETURN)  # the newest (last) record has the focus
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.record["seed"] == other["seed"]
    assert not list(tmp_path.glob("games.index*"))  # nothing written beside a user's file


def test_replay_plays_by_itself_and_jumps_round_by_round(app: App, record: dict) -> None:  # type: ignore[type-arg]
    """Issue 13: autoplay with a speed, and a jump to a round."""
    scene = app.push(ReplayScene(app, record, "a game"))
    app.frame(1 / 60)
    assert len(scene.chapters) == len(record["rounds"])
    key(app, pygame.K_PAGEDOWN)
    assert scene.index == scene.chapters[1]
    assert scene.steps[scene.index].state.round_number == 2
    key(app, pygame.K_PAGEUP)
    assert scene.index == 0
    key(app, pygame.K_SPACE)
    assert scene.playing
    for _ in range(130):  # a little over two seconds at one step a second
        app.frame(1 / 60)
    assert scene.index == 2
    scene.cycle_speed()
    for _ in range(65):
        app.frame(1 / 60)
    assert scene.index == 4
    key(app, pygame.K_SPACE)
    assert not scene.playing
