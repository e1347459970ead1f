"""Reachable states for the position and analysis tests: seeded games of random legal moves."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from yenta_desktop.engine.registry import get_game

#: (name for parse_position, game id, rules settings) of every game with positions.
GAMES = [
    ("dice-poker", "dice-poker", ()),
    ("dice-poker", "dice-poker", ("upper_first=off", "first_roll_double=off")),
    ("yahtzee", "yahtzee", ()),
    ("yahtzee", "yahtzee", ("joker=free",)),
    ("yatzy", "yahtzee", ("scorecard=yatzy",)),
    ("triple-yahtzee", "triple-yahtzee", ()),
    ("farkle", "farkle", ()),
    ("farkle", "farkle", ("target=5000", "opening_min=0", "three_farkle_penalty=500")),
]


def rules_of(game_id: str, settings: tuple[str, ...]) -> Any:
    """The game's rules with ``settings`` applied."""
    rules = get_game(game_id).Rules()
    for setting in settings:
        rules = rules.with_setting(setting)
    return rules


def reachable(
    game_id: str, rules: Any, seed: int, players: tuple[int, ...] = (1, 2, 3)
) -> Iterator[Any]:
    """States met in seeded games of random legal moves, each a copy: every decision, and now
    and then a roll about to be made (a turn's start, or after a hold or a set-aside)."""
    rng = random.Random(seed)
    module = get_game(game_id)
    while True:
        state = module.new_game(rng.choice(players), rules, seed=rng.randrange(1 << 30))
        while not state.is_terminal:
            if state.is_chance_node():
                if rng.random() < 0.15:
                    yield state.clone()
                state.apply_chance()
            else:
                if rng.random() < 0.5:
                    yield state.clone()
                state.apply(rng.choice(state.legal_actions()))


def sample(game_id: str, rules: Any, count: int, seed: int = 1, **options: Any) -> list[Any]:
    """The first ``count`` states of :func:`reachable`."""
    found = []
    for state in reachable(game_id, rules, seed, **options):
        found.append(state)
        if len(found) == count:
            break
    return found
