"""Easy and Medium: what each level is meant to do, from its observation alone."""

from __future__ import annotations

import pickle

import pytest

from tests.ai.dicepoker.helpers import at_first_roll, decision_points, play, resampled
from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.dicepoker import BOTS, LEVELS, EasyBot, MediumBot
from yenta_desktop.ai.dicepoker.policy import NONE, best_move, options, turn_values
from yenta_desktop.engine.dicepoker import Roll, Rules, Score
from yenta_desktop.engine.dicepoker.spec import SPEC, row_points

ANY = Rules(upper_first=False)


def test_levels_are_offered_weakest_first():
    assert LEVELS == ("easy", "medium", "hard") and set(LEVELS) <= set(BOTS)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_decides_from_the_observation_alone(level):
    for state in decision_points(21, 6, ANY):
        seat = state.current_seat
        other = resampled(state, 5)
        mine = make_bot(level, 8, "dice-poker").choose(state.observation(seat))
        theirs = make_bot(level, 8, "dice-poker").choose(other.observation(seat))
        assert mine == theirs


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_levels_are_deterministic_for_a_seed_and_picklable(level):
    a = play([make_bot(level, 4, "dice-poker"), make_bot(level, 5, "dice-poker")], seed=2)
    bots = [pickle.loads(pickle.dumps(make_bot(level, s, "dice-poker"))) for s in (4, 5)]
    b = play(bots, seed=2)
    assert a.turns == b.turns


def test_medium_plays_the_best_expected_points_of_this_turn():
    for state in decision_points(3, 10, ANY):
        obs = state.observation(state.current_seat)
        values = turn_values(obs.rules, obs.my_card, NONE)
        opts = options(values, obs.my_card, obs.rules, obs.dice, obs.rolls_done)
        assert MediumBot().choose(obs) == best_move(opts, obs.dice)[0]


def test_medium_writes_the_highest_score_after_the_last_roll_whatever_comes_later():
    state = at_first_roll([1, 2, 3, 4, 6], ANY)
    state.apply(Roll(()))
    state.apply_chance([6, 6, 6, 2, 2])
    state.apply(Roll((0, 1, 2, 3, 4)[:4]))
    state.apply_chance([2])
    best = max(
        (r for _, r in SPEC.legal_boxes(state.cards[0], ANY)),
        key=lambda r: row_points(r, state.dice, False, ANY),
    )
    assert MediumBot().choose(state.observation(0)) == Score(best) == Score("full_house")


def test_easy_chases_the_most_common_open_upper_value():
    state = at_first_roll([2, 5, 2, 3, 1])
    assert EasyBot(seed=1).choose(state.observation(0)) == Roll((0, 2))


def test_easy_writes_a_big_first_roll_at_once():
    state = at_first_roll([6, 6, 6, 6, 6], ANY)
    assert EasyBot(seed=1).choose(state.observation(0)) == Score("poker")


def test_easy_sometimes_misses_the_better_row_but_never_always():
    choices = set()
    for seed in range(40):
        state = at_first_roll([1, 2, 3, 4, 6], ANY)
        state.apply(Roll(()))
        state.apply_chance([5, 5, 6, 6, 3])
        state.apply(Roll((0, 1, 2, 3)))
        state.apply_chance([1])
        choices.add(EasyBot(seed=seed).choose(state.observation(0)))
    assert choices == {Score("chance"), Score("pair")}  # chance 23 is best; pair 12 a slip


def test_easy_option_slip_is_checked():
    assert make_bot("easy:slip=0", 1, "dice-poker").slip == 0
    for bad in ("easy:slip=2", "easy:slip=x", "easy:bold=1"):
        with pytest.raises(ValueError):
            make_bot(bad, 1, "dice-poker")
