"""Skill and luck apart: total = optimal mean - loss + luck, Hard loses nothing, rolls average 0."""

from __future__ import annotations

import random

import pytest

from yenta_desktop.ai import daily as ai_daily
from yenta_desktop.ai.dicepoker.policy import TABLES
from yenta_desktop.ai.kits.scorecard import TurnValues, box_choices
from yenta_desktop.engine import daily
from yenta_desktop.engine.dicepoker import Rules


def play(game: str, day: str, seed: int) -> object:
    """The day's game played by random legal choices."""
    state = daily.daily_state(game, day)
    rng = random.Random(seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", ["dice-poker", "yahtzee"])
@pytest.mark.parametrize(("day", "seed"), [("2026-01-01", 1), ("2026-02-17", 2)])
def test_the_parts_add_up_to_the_total(game: str, day: str, seed: int) -> None:
    state = play(game, day, seed)
    split = ai_daily.split_of(game, state)
    assert split is not None
    assert split.total == state.totals()[0]  # type: ignore[attr-defined]
    assert split.optimal_mean - split.loss + split.luck == pytest.approx(split.total, abs=1e-6)
    assert split.loss > 10  # random choices lose many points of expected score
    assert all(step.loss >= -1e-9 for step in split.choices)
    assert split.mistakes > 0


@pytest.mark.parametrize("game", ["dice-poker", "yahtzee"])
def test_hard_loses_nothing_and_its_total_is_mean_plus_luck(game: str) -> None:
    hard = ai_daily.hard_replay(game, "2026-01-01")
    split = ai_daily.split_of(game, hard)
    assert split is not None
    assert split.loss == pytest.approx(0.0, abs=1e-9)
    assert split.total == ai_daily.final_total(hard)
    assert split.optimal_mean + split.luck == pytest.approx(split.total, abs=1e-6)


def test_a_first_roll_is_lucky_or_unlucky_but_zero_on_average() -> None:
    rules = Rules()
    table = TABLES.table(rules)

    model = TABLES.model(rules)
    start = model.start_state()
    values = TurnValues(box_choices(model, table, start), model.num_dice, model.num_rolls)
    lucks = [values.first(roll) - table(start) for roll in values.dice.rolls]
    mean = sum(p * luck for p, luck in zip(values.dice.roll_probs, lucks, strict=True))
    assert mean == pytest.approx(0.0, abs=1e-3)  # float32 tables: a few thousandths at most
    assert min(lucks) < -1 and max(lucks) > 1


def test_every_daily_game_has_a_split_but_only_of_a_finished_solo_game() -> None:
    for game in ("dice-poker", "yahtzee", "triple-yahtzee", "farkle"):
        assert ai_daily.has_split(game), game
    assert ai_daily.split_of("farkle", daily.daily_state("farkle", "2026-01-01")) is None
