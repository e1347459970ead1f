"""Shared helpers for the AI tests: seeded games with every rule variant and table size."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from yenta_desktop.engine.yenta import GameState, Phase, Rules, new_game

VARIANTS = [
    Rules(target_score=40, turn_after_miss=turn, failed_bid=failed)
    for turn, failed in itertools.product(("next_seat", "asked_player"), ("subtract", "zero"))
]


def random_histories(games: int, seed: int = 0) -> Iterator[GameState]:
    """States at every decision of ``games`` random-bot games (3 to 6 players, all variants)."""
    from yenta_desktop.ai.yenta.random_bot import RandomBot

    for game in range(games):
        n = 3 + game % 4
        rules = VARIANTS[game % len(VARIANTS)]
        state = new_game(n, rules, seed=seed + game)
        bots = [RandomBot(seed=seed * 97 + game * 7 + s) for s in range(n)]
        while state.phase is not Phase.GAME_OVER and state.round_number <= 6:
            if state.phase is Phase.ROUND_OVER:
                state.next_round()
                continue
            yield state
            seat = state.current
            assert seat is not None
            state.apply(bots[seat].choose(state.observation(seat)))
