"""AI seats off the main thread, and the headless smoke test / screenshot tour of the CLI."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from yenta_desktop.engine.yenta import new_game
from yenta_desktop.ui.ai_worker import AiWorker


@pytest.mark.parametrize("mode", ["process", "thread", "inline"])
def test_worker_returns_a_legal_action_without_blocking(mode):
    state = new_game(4, seed=9)
    seat = state.current_seat
    worker = AiWorker({1: "medium", 2: "easy", 3: "no-such-level"}, 9, mode)
    try:
        worker.request(seat, state.observation(seat))
        action = None
        deadline = time.monotonic() + 30
        while action is None and time.monotonic() < deadline:
            action = worker.poll()  # never blocks
            time.sleep(0.005)
        assert action in state.legal_actions()
        assert not worker.busy
    finally:
        worker.close()


def test_worker_ignores_the_answer_to_a_cancelled_request():
    state = new_game(4, seed=2)
    seat = state.current_seat
    worker = AiWorker({seat: "easy"}, 2, "thread")
    try:
        worker.request(seat, state.observation(seat))
        worker.cancel()
        time.sleep(0.2)
        assert worker.poll() is None
    finally:
        worker.close()


def _run_cli(args, tmp_path, timeout=240):
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        YENTA_DESKTOP_HOME=str(tmp_path / "home"),
    )
    return subprocess.run(
        [sys.executable, "-m", "yenta_desktop", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_smoke_test_runs_an_all_ai_game_headless(tmp_path):
    result = _run_cli(["--smoke-test", "400"], tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "smoke test: 400 frames" in result.stdout


@pytest.mark.slow  # about 40 s; every screen is drawn and measured by the table suite
def test_screenshot_tour_saves_every_scene(tmp_path):
    shots = tmp_path / "shots"
    result = _run_cli(["--smoke-test", "30", "--screenshot-dir", str(shots)], tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    names = sorted(p.name for p in shots.glob("*.png"))
    for part in (
        "title",
        "setup",
        "table_auction",
        "table_play",
        "round_summary",
        "game_over",
        "rules",
        "pass_and_play_curtain",
        "1024x640",
    ):
        assert any(part in name for name in names), (part, names)
    import pygame

    image = pygame.image.load(str(shots / "05_table_auction.png"))
    assert image.get_size() == (1280, 720)


def test_a_dead_ai_process_is_replaced_by_a_thread():
    state = new_game(4, seed=4)
    seat = state.current_seat
    worker = AiWorker({seat: "easy"}, 4, "process")
    try:
        worker._process.kill()
        worker._process.join(5)
        worker.request(seat, state.observation(seat))
        action = None
        deadline = time.monotonic() + 30
        while action is None and time.monotonic() < deadline:
            action = worker.poll()
            time.sleep(0.005)
        assert worker.mode == "thread"
        assert action in state.legal_actions()
    finally:
        worker.close()


def test_continue_flag_opens_the_autosave(tmp_path, monkeypatch):
    from yenta_desktop.engine.yenta import Bid
    from yenta_desktop.storage.saves import SaveStore

    from .play import session

    monkeypatch.setenv("YENTA_DESKTOP_HOME", str(tmp_path / "home"))
    game = session("HAAA", seed=3, dealer=3)
    game.state.apply(Bid(7))
    assert SaveStore().save(game)
    result = _run_cli(["--continue", "--smoke-test", "20"], tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "screen TableScene" in result.stdout
