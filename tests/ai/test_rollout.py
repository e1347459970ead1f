"""Hard's lean rollouts follow the engine's rules exactly."""

from __future__ import annotations

import random

from yenta_desktop.ai.yenta.rollout import RolloutStart, simulate
from yenta_desktop.engine.yenta import GameState, Phase

from .helpers import random_histories


def test_rollouts_play_the_engines_rules() -> None:
    """Replaying a rollout's actions through the engine gives the same totals and winner."""
    rng = random.Random(3)
    checked = 0
    for state in random_histories(40, seed=5):
        if rng.random() > 0.25:
            continue
        seat = state.current
        assert seat is not None
        obs = state.observation(seat)
        first = rng.choice(state.legal_actions())
        plan = (seat, obs.lowest_raise() + rng.randrange(6)) if obs.phase == "auction" else None
        trace: list[object] = []
        totals, winner = simulate(
            RolloutStart(obs), state.hands, random.Random(checked), first, plan, trace
        )
        replay = GameState.from_observation(obs, state.hands)
        for action in trace:
            replay.apply(action)  # raises if the rollout played an illegal action
        assert replay.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
        assert replay.scores == totals
        assert replay.winner == winner
        checked += 1
    assert checked > 100
