"""Triple Yahtzee's skill/luck split by Hard's values: exact, Hard loses 0, labelled an estimate."""

from __future__ import annotations

import random

import pytest

from yenta_desktop.ai import daily as ai_daily
from yenta_desktop.ai.tripleyahtzee.luck import DRIFT, drift_to_come, split, turn_gaps
from yenta_desktop.ai.tripleyahtzee.policy import TABLES, turn_values
from yenta_desktop.engine import daily
from yenta_desktop.engine.tripleyahtzee import Roll, Rules, Score, new_game

GAME = "triple-yahtzee"
#: 6 x the single column's optimal mean: the card value of the empty card.
COLUMNS_MEAN = 6 * 245.8708


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


def test_a_random_game_adds_up_and_loses_many_points_with_or_without_the_drift():
    state = random_game(5)
    result = ai_daily.split_of(GAME, state)
    assert result is not None and result.estimate
    assert result.total == state.totals()[0]
    assert result.optimal_mean - result.loss + result.luck == pytest.approx(result.total, abs=1e-6)
    assert all(step.loss >= -1e-9 for step in result.choices)
    assert result.loss > 100 and result.mistakes > 10  # random choices give away a lot
    assert result.optimal_mean == pytest.approx(COLUMNS_MEAN + sum(DRIFT), abs=1e-3)
    assert len(result.choices) == 39 + sum(len(t["holds"]) for t in state.turns)
    bare = split(state, drift=())  # the bare card value: every gap counted as luck
    assert bare is not None and bare.optimal_mean == pytest.approx(COLUMNS_MEAN, abs=1e-3)
    assert bare.loss == pytest.approx(result.loss, abs=1e-9)  # no choice's loss changes
    assert bare.luck == pytest.approx(result.luck + sum(DRIFT), abs=1e-6)
    assert bare.residual == pytest.approx(0.0, abs=1e-6)


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
    value (and the drift to come): multipliers, upper bonuses, the 100 (x column) and the
    cross-card Joker agree."""
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
        filled = sum(1 for points in replay.cards[0] if points is not None)
        expected = (
            replay.totals()[0] + TABLES.card_value(Rules(), replay.cards[0]) + drift_to_come(filled)
        )
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


def test_the_drift_is_hards_turn_gain_over_the_card_value():
    """A turn's expectimax is worth at least the card value (it may play one column as the
    tables do); the drift is that gap's mean, exact on the empty card, small at the end,
    and its sum brings the mean to Hard's measured mean (1684.96, 95%: 1678.72 to 1691.20)."""
    assert len(DRIFT) == 39 and drift_to_come(39) == 0.0
    empty = [None] * 39
    first_gap = turn_values(Rules(), empty).start() - TABLES.card_value(Rules(), empty)
    assert DRIFT[0] == pytest.approx(first_gap, abs=0.01)
    assert all(d > 0 for d in DRIFT) and DRIFT[-1] < 0.5
    assert 1678.72 < COLUMNS_MEAN + sum(DRIFT) < 1691.20
    gaps = turn_gaps(seed=3)
    assert len(gaps) == 39 and gaps[0] == pytest.approx(first_gap)
    assert min(gaps) > -1e-3  # float32 tables
