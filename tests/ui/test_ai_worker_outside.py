"""An outside bot seated at the table: the AI worker runs it through the same process client."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from yenta_desktop.engine.yenta import new_game
from yenta_desktop.ui.ai_worker import AiWorker

GREEDY = Path(__file__).resolve().parents[2] / "examples" / "bots" / "greedy_bot.py"


@pytest.mark.parametrize("mode", ["process", "thread", "inline"])
def test_an_outside_bot_answers_through_the_worker_and_its_own_process(mode: str) -> None:
    state = new_game(3, seed=5)
    while state.current_seat is None:
        state.apply_chance()
    seat = state.current_seat
    worker = AiWorker(
        {seat: f"{GREEDY}:GreedyBot", (seat + 1) % 3: "easy"}, 5, mode, from_command_line=True
    )
    try:
        obs = state.observation(seat)
        worker.request(seat, obs)
        action = None
        deadline = time.monotonic() + 60
        while action is None and time.monotonic() < deadline:
            action = worker.poll()
            time.sleep(0.005)
        assert action in state.legal_actions()
        if mode == "inline":
            bot = worker._bots[seat]  # type: ignore[index]
            assert bot.decisions == 1 and bot.faults == 0  # its own answer, not the fallback
            assert bot.pid is not None  # a process of its own
    finally:
        worker.close()
