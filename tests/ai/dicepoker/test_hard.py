"""The Hard bot: exactly optimal moves, from the observation alone, quickly."""

from __future__ import annotations

import pickle
import statistics
import time

import pytest

from tests.ai.dicepoker.helpers import at_first_roll, decision_points, play, resampled
from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.dicepoker import HardBot
from yenta_desktop.ai.dicepoker.policy import best_move, options, turn_values
from yenta_desktop.engine.dicepoker import Roll, Rules, Score

ANY = Rules(upper_first=False)


def test_hard_writes_a_first_roll_poker_into_poker_when_any_row_is_open():
    state = at_first_roll([6, 6, 6, 6, 6], ANY)
    assert HardBot().choose(state.observation(0)) == Score("poker")


def test_hard_writes_five_sixes_into_sixes_while_upper_rows_come_first():
    state = at_first_roll([6, 6, 6, 6, 6])
    assert HardBot().choose(state.observation(0)) == Score("sixes")


def test_hard_holds_the_four_of_a_kind_and_rerolls_the_odd_die():
    state = at_first_roll([2, 5, 5, 5, 5])
    assert HardBot().choose(state.observation(0)) == Roll((1, 2, 3, 4))


def test_hard_plays_the_best_option_of_the_exact_values():
    for state in decision_points(4, 12, ANY):
        obs = state.observation(state.current_seat)
        values = turn_values(obs.rules, obs.my_card)
        opts = options(values, obs.my_card, obs.rules, obs.dice, obs.rolls_done)
        action, best = best_move(opts, obs.dice)
        assert HardBot().choose(obs) == action
        assert best >= max([*opts.rows.values(), *opts.holds.values()]) - 1e-9


def test_hard_decides_from_the_observation_alone():
    for state in decision_points(7, 8):
        other = resampled(state, 99)
        seat = state.current_seat
        assert state.observation(seat) == other.observation(seat)
        assert HardBot().choose(state.observation(seat)) == HardBot().choose(
            other.observation(seat)
        )


def test_hard_is_deterministic_and_picklable():
    bot = make_bot("hard", 3, "dice-poker")
    first = play([bot], seed=5)
    clone = pickle.loads(pickle.dumps(make_bot("hard", 3, "dice-poker")))
    again = play([clone], seed=5)
    assert first.turns == again.turns


def test_hard_takes_no_options():
    with pytest.raises(ValueError, match="no option"):
        make_bot("hard:sims=3", 0, "dice-poker")


def test_hard_decides_well_under_50_ms():
    bot = HardBot()
    times = []
    for state in decision_points(11, 40, ANY):
        obs = state.observation(state.current_seat)
        bot.new_game()  # no cache: every decision pays for its turn
        start = time.perf_counter()
        bot.choose(obs)
        times.append(time.perf_counter() - start)
    assert statistics.median(times) < 0.05
