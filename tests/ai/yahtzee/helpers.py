"""Shared helpers for the Yahtzee AI tests."""

from __future__ import annotations

import random
from typing import Any

from yenta_desktop.engine.yahtzee import GameState, Rules, Score, new_game, resample_hidden


def at_first_roll(dice: list[int], rules: Rules | None = None, players: int = 1) -> GameState:
    """A new game whose first roll shows ``dice``."""
    state = new_game(players, rules, seed=1)
    state.apply_chance(dice)
    return state


def written(boxes: list[tuple[list[int], str]], rules: Rules | None = None) -> GameState:
    """A solo game after one-roll turns writing each (dice, box), waiting for the next roll."""
    state = new_game(1, rules, seed=1)
    for dice, box in boxes:
        state.apply_chance(dice)
        state.apply(Score(box))
    return state


def play(bots: list[Any], rules: Rules | None = None, seed: int = 0) -> GameState:
    """A whole game, one bot per seat, chance from the seed."""
    state = new_game(len(bots), rules, seed=seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        action = bots[seat].choose(state.observation(seat))
        assert action in state.legal_actions()
        state.apply(action)
    return state


def decision_points(
    seed: int, count: int, rules: Rules | None = None, players: int = 2
) -> list[GameState]:
    """Some states where a seat must decide, from random play (five alike now and then)."""
    rng = random.Random(seed)
    state = new_game(players, rules, seed=seed)
    found = []
    while not state.is_terminal and len(found) < count:
        if state.is_chance_node():
            if not state.held and rng.random() < 0.2:
                state.apply_chance([rng.randint(1, 6)] * 5)
            else:
                state.apply_chance()
            continue
        if rng.random() < 0.3:
            found.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return found


def resampled(state: GameState, seed: int) -> GameState:
    """``state`` with everything its seat cannot know re-drawn."""
    seat = state.current_seat
    assert seat is not None
    return resample_hidden(state, seat, random.Random(seed))
