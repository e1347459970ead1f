"""Play whole games between bots: the one loop shared by simulate, tournament, tests and benchmarks."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from yenta_desktop.ai.base import Bot
from yenta_desktop.engine.registry import get_game


@dataclass
class GameResult:
    """A finished game and, when timing was asked for, each seat's decision times (seconds)."""

    state: Any
    decision_seconds: list[list[float]] = field(default_factory=list)

    @property
    def winners(self) -> list[int]:
        """The winning seats (empty if the game was cut short)."""
        return list(self.state.winners()) if self.state.is_terminal else []

    @property
    def winner(self) -> int | None:
        """The winning seat of a one-winner game (Yenta), else None."""
        winners = self.winners
        return winners[0] if len(winners) == 1 else None


def play_game(
    bots: Sequence[Bot],
    rules: Any = None,
    *,
    game: str | None = None,
    seed: int | None = None,
    timing: bool = False,
    max_steps: int = 2_000_000,
    match: Mapping[str, Any] | None = None,
    state: Any = None,
    **new_game_options: Any,
) -> GameResult:
    """Play one game of ``game`` to the end, each seat choosing through its bot's observation.

    Chance nodes draw from the game's seeded generator. ``state`` continues a
    given game instead of starting one. ``max_steps`` guards against a
    pathological endless game (the result is then not terminal).
    ``new_game_options`` go to the game's ``new_game`` (Yenta: ``dealer``, ``dice``).
    """
    if state is None:
        module = get_game(game)
        state = module.new_game(len(bots), rules, seed=seed, match=match, **new_game_options)
    for bot in bots:
        start_game = getattr(bot, "new_game", None)
        if start_game is not None:
            start_game()
    try:
        return _play(bots, state, timing, max_steps)
    finally:
        # An outside bot's process ends with the game (a later game starts it again).
        for bot in bots:
            close = getattr(bot, "close", None)
            if close is not None:
                close()


def _play(bots: Sequence[Bot], state: Any, timing: bool, max_steps: int) -> GameResult:
    times: list[list[float]] = [[] for _ in bots]
    clock = time.perf_counter
    # Bound methods hoisted out of the loop: this loop is the simulator's and the tournament's.
    observe, apply, chance = state.observation, state.apply, state.apply_chance
    choosers = [bot.choose for bot in bots]
    for _ in range(max_steps):
        seat = state.current_seat
        if seat is None:
            # Between moves only chance or the end of the game leave no seat to act.
            if state.is_terminal:
                break
            chance()
            continue
        if timing:
            obs = observe(seat)
            start = clock()
            action = choosers[seat](obs)
            times[seat].append(clock() - start)
        else:
            action = choosers[seat](observe(seat))
        apply(action)
    return GameResult(state, times)
