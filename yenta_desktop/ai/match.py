"""Play whole games between bots: the loop shared by ``simulate``, ``tournament`` and tests."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from yenta_desktop.ai.base import Bot
from yenta_desktop.engine.yenta import GameState, Rules, new_game
from yenta_desktop.engine.yenta.state import GAME_OVER, ROUND_OVER


@dataclass
class GameResult:
    """A finished game and, when timing was asked for, each seat's decision times (seconds)."""

    state: GameState
    decision_seconds: list[list[float]] = field(default_factory=list)

    @property
    def winner(self) -> int | None:
        """The winning seat."""
        return self.state.winner


def play_game(
    bots: Sequence[Bot],
    rules: Rules | None = None,
    *,
    seed: int | None = None,
    dealer: int = 0,
    timing: bool = False,
    max_rounds: int = 1000,
) -> GameResult:
    """Play one game to the end, each seat choosing through its bot's observation.

    ``max_rounds`` guards against a pathological endless game (the result is
    then not terminal); real games end in about ten rounds.
    """
    state = new_game(len(bots), rules, seed=seed, dealer=dealer)
    times: list[list[float]] = [[] for _ in bots]
    clock = time.perf_counter
    # Bound methods hoisted out of the loop: this loop is the simulator's and the tournament's.
    observe, apply = state.observation, state.apply
    choosers = [bot.choose for bot in bots]
    while True:
        phase = state.phase
        if phase is ROUND_OVER:
            if state.round_number >= max_rounds:
                break
            state.next_round()
            continue
        if phase is GAME_OVER:
            break
        seat = state.current
        assert seat is not None
        if timing:
            obs = observe(seat)
            start = clock()
            action = choosers[seat](obs)
            times[seat].append(clock() - start)
        else:
            action = choosers[seat](observe(seat))
        apply(action)
    return GameResult(state, times)
