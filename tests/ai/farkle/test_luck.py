"""Skill and luck apart in solo Farkle: total = optimal mean - loss + luck exactly, Hard loses
nothing, and no choice gains on the best."""

from __future__ import annotations

import random

import pytest

from yenta_desktop.ai import daily as ai_daily
from yenta_desktop.ai.farkle import luck
from yenta_desktop.ai.farkle.model import Rules
from yenta_desktop.ai.farkle.solo import solo_game
from yenta_desktop.engine import daily, farkle

DAY = "2026-01-01"


def random_game(seed: int) -> farkle.GameState:
    """The day's Farkle played by random legal choices."""
    state = daily.daily_state("farkle", DAY)
    rng = random.Random(seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("seed", [1, 2])
def test_a_random_games_parts_add_up_to_its_total(seed: int) -> None:
    state = random_game(seed)
    split = ai_daily.split_of("farkle", state)
    assert split is not None and not split.estimate
    assert split.total == state.totals()[0]
    assert split.optimal_mean == solo_game(Rules()).mean()
    assert split.optimal_mean - split.loss + split.luck == pytest.approx(split.total, abs=1e-6)
    assert split.loss > 100  # random set-asides and banks give away many expected points
    assert all(step.loss >= 0 for step in split.choices)
    assert len(split.choices) == sum(len(t["set_asides"]) for t in state.turns)
    rolls = [s for s in split.steps if s.kind == "roll"]
    assert len(rolls) == sum(len(t["rolls"]) for t in state.turns)
    assert {s.then for s in split.choices} <= {"bank", "roll"}


def test_hard_loses_nothing_on_the_dice_of_the_day() -> None:
    hard = ai_daily.hard_replay("farkle", DAY)
    split = ai_daily.split_of("farkle", hard)
    assert split is not None
    assert split.loss == 0.0 and split.mistakes == 0
    assert split.total == ai_daily.final_total(hard)
    assert split.optimal_mean + split.luck == pytest.approx(split.total, abs=1e-6)
    # Each step starts where the one before it ended: the values telescope.
    for a, b in zip(split.steps, split.steps[1:], strict=False):
        assert b.before == pytest.approx(a.after, abs=1e-9)


def test_a_farkle_is_unlucky_and_the_set_aside_is_named() -> None:
    state = farkle.new_game(1, seed=0)
    state.apply_chance([1, 5, 2, 3, 4, 6])
    state.apply(farkle.Roll((0,)))  # keep the 1, roll five
    state.apply_chance([2, 2, 3, 4, 6])  # nothing scores: the turn's 100 is lost
    while not state.is_terminal:
        state.apply_chance([2, 2, 3, 3, 4, 6])  # nine more farkles: three penalties
    assert state.scores[0] == -3000
    split = luck.split(state)
    assert split is not None and split.total == -3000
    assert len(split.choices) == 1
    first = split.choices[0]
    assert first.what == (1,) and first.then == "roll" and first.loss >= 0
    rolls = [s for s in split.steps if s.kind == "roll"]
    assert len(rolls) == 11 and all(s.luck < 0 for s in rolls[1:])
    assert split.residual == pytest.approx(0.0, abs=1e-6)


def test_only_a_finished_solo_game_is_split() -> None:
    assert luck.split(daily.daily_state("farkle", DAY)) is None
    two = farkle.new_game(2, seed=1)
    assert luck.split(two) is None
