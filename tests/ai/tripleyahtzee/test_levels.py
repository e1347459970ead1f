"""Triple Yahtzee's levels: legal, from the observation alone, and doing what each is meant to."""

from __future__ import annotations

import pickle
import random

import pytest

from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.tripleyahtzee import BOTS, LEVELS
from yenta_desktop.ai.tripleyahtzee.policy import NONE, OPTIMAL, best_move, options, turn_values
from yenta_desktop.engine.tripleyahtzee import SPEC, Roll, Rules, Score, new_game, resample_hidden


def decision_points(seed: int, count: int, rules: Rules | None = None) -> list:
    """States where a seat must decide, from random play (five alike now and then)."""
    rng = random.Random(seed)
    state = new_game(2, rules, seed=seed)
    found = []
    while not state.is_terminal and len(found) < count:
        if state.is_chance_node():
            five = not state.held and rng.random() < 0.2
            state.apply_chance([rng.randint(1, 6)] * 5 if five else None)
            continue
        if rng.random() < 0.1:
            found.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return found


def play(bots, seed=0):
    state = new_game(len(bots), seed=seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        action = bots[seat].choose(state.observation(seat))
        assert action in state.legal_actions()
        state.apply(action)
    return state


def test_levels_are_offered_weakest_first():
    assert LEVELS == ("easy", "medium", "hard") and set(LEVELS) <= set(BOTS)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "hard:mode=columns"])
def test_every_level_decides_from_the_observation_alone(level):
    for state in decision_points(7, 6):
        seat = state.current_seat
        other = resample_hidden(state, seat, random.Random(3))
        assert other.rng.getstate() != state.rng.getstate()
        mine = make_bot(level, 2, "triple-yahtzee").choose(state.observation(seat))
        theirs = make_bot(level, 2, "triple-yahtzee").choose(other.observation(seat))
        assert mine == theirs and mine in state.legal_actions()


def test_levels_are_deterministic_and_picklable():
    bots = [make_bot("easy", 4, "triple-yahtzee"), make_bot("medium", 5, "triple-yahtzee")]
    a = play(bots, seed=2)
    again = [
        pickle.loads(pickle.dumps(b))
        for b in (make_bot("easy", 4, "triple-yahtzee"), make_bot("medium", 5, "triple-yahtzee"))
    ]
    assert play(again, seed=2).turns == a.turns


@pytest.mark.parametrize("future", [OPTIMAL, NONE])
def test_hard_and_medium_play_the_best_option_of_their_values(future):
    level = "hard" if future == OPTIMAL else "medium"
    for state in decision_points(11, 6):
        obs = state.observation(state.current_seat)
        values = turn_values(obs.rules, obs.my_card, future)
        opts = options(values, obs.my_card, obs.rules, obs.dice, obs.rolls_done)
        assert set(opts.boxes) == set(SPEC.legal_boxes(obs.my_card, obs.rules, obs.dice))
        assert make_bot(level, 1, "triple-yahtzee").choose(obs) == best_move(opts, obs.dice)[0]


def test_the_baseline_fills_the_x3_column_first():
    state = play([make_bot("hard:mode=columns", 1, "triple-yahtzee")], seed=4)
    columns = [t.get("column", 0) for t in state.turns]
    assert columns == [2] * 13 + [1] * 13 + [0] * 13


def test_hard_puts_a_first_roll_yahtzee_in_the_x3_yahtzee_box():
    state = new_game(1, seed=1)
    state.apply_chance([6] * 5)
    assert make_bot("hard", 1, "triple-yahtzee").choose(state.observation(0)) == Score("yahtzee", 2)


def test_hard_rerolls_rubbish():
    state = new_game(1, seed=1)
    state.apply_chance([1, 2, 4, 6, 6])
    assert isinstance(make_bot("hard", 1, "triple-yahtzee").choose(state.observation(0)), Roll)


def test_hard_prefetches_the_column_table_only_when_asked():
    from yenta_desktop.ai.tripleyahtzee.bots import with_prefetch

    assert with_prefetch("hard") == "hard:prefetch=column"
    assert with_prefetch("hard:mode=columns") == "hard:mode=columns,prefetch=column"
    assert with_prefetch("easy") == "easy"
    bot = make_bot("hard:prefetch=column", 1, "triple-yahtzee")
    assert bot.mode == "expectimax"
    with pytest.raises(ValueError, match="prefetch"):
        make_bot("hard:prefetch=everything", 1, "triple-yahtzee")
