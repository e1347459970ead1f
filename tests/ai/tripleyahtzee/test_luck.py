"""Triple Yahtzee's skill/luck split by Hard's values: exact, Hard loses 0, labelled an estimate."""

from __future__ import annotations

import random

import pytest

from yenta_desktop.ai import daily as ai_daily
from yenta_desktop.ai.tripleyahtzee.luck import split
from yenta_desktop.ai.tripleyahtzee.model import card_value
from yenta_desktop.engine import daily
from yenta_desktop.engine.tripleyahtzee import Roll, Score, new_game

GAME = "triple-yahtzee"


def random_game(seed: int, alike: float = 0.0, yahtzees_first: bool = False):
    """A solo game of random legal choices; ``alike``: the chance a full roll is five alike;
    ``yahtzees_first``: the first three turns write five sixes in the three Yahtzee boxes."""
    rng = random.Random(seed)
    state = new_game(1, seed=seed)
    for column in range(3) if yahtzees_first else ():
        state.apply_chance([6] * 5)
        state.apply(Score("yahtzee", column))
    while not state.is_terminal:
        if state.is_chance_node():
            five = not state.held and rng.random() < alike
            state.apply_chance([rng.randint(1, 6)] * 5 if five else None)
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_random_game_adds_up_and_loses_many_points():
    state = random_game(5)
    result = ai_daily.split_of(GAME, state)
    assert result is not None and result.estimate
    assert result.total == state.totals()[0]
    assert result.optimal_mean - result.loss + result.luck == pytest.approx(result.total, abs=1e-6)
    assert all(step.loss >= -1e-9 for step in result.choices)
    assert result.loss > 100 and result.mistakes > 10  # random choices give away a lot
    assert result.optimal_mean == pytest.approx(6 * 245.8708, abs=1e-3)  # 6 x the column's mean
    assert len(result.choices) == 39 + sum(len(t["holds"]) for t in state.turns)


def test_hards_daily_game_loses_nothing_and_is_mean_plus_luck():
    hard = ai_daily.hard_replay(GAME, "2026-01-01")
    result = ai_daily.split_of(GAME, hard)
    assert result is not None and result.estimate
    assert result.total == ai_daily.final_total(hard)
    assert result.loss == pytest.approx(0.0, abs=1e-6)
    assert all(abs(step.loss) < 1e-6 for step in result.choices)
    assert result.optimal_mean + result.luck == pytest.approx(result.total, abs=1e-6)


def test_points_are_banked_as_the_engine_totals_them_with_bonus_yahtzees_and_jokers():
    """After every box, Hard's value of the choice is the engine's total so far plus the card's
    value: multipliers, upper bonuses, the 100 (x column) and the cross-card Joker agree."""
    state = random_game(11, alike=0.3, yahtzees_first=True)
    assert sum(state.extras[0]) >= 100  # the game has bonus Yahtzees
    result = split(state)
    assert result is not None
    writes = [step for step in result.choices if isinstance(step.what, str)]
    replay = new_game(1)
    for turn, step in zip(state.turns, writes, strict=True):
        for r, rolled in enumerate(turn["rolls"], start=1):
            replay.apply_chance(list(rolled))
            if r < len(turn["rolls"]):
                replay.apply(Roll(tuple(turn["holds"][r - 1])))
        replay.apply(Score(turn["row"], turn["column"]))
        assert step.what == f"{turn['column']}:{turn['row']}"
        expected = replay.totals()[0] + card_value(replay.cards[0])
        assert step.after == pytest.approx(expected, abs=1e-6)
    assert result.residual == pytest.approx(0.0, abs=1e-6)


def test_only_finished_solo_games_are_split():
    assert ai_daily.has_split(GAME)
    assert split(daily.daily_state(GAME, "2026-01-01")) is None
    two = new_game(2, seed=1)
    assert ai_daily.split_of(GAME, two) is None and split(two) is None


def test_a_record_that_is_not_legal_is_refused():
    state = random_game(3)
    turns = list(state.turns)
    first = dict(turns[0])
    second = dict(turns[1], row=first["row"], column=first["column"])  # the same box twice
    state.turns = (first, second, *turns[2:])
    with pytest.raises(ValueError):
        split(state)
