"""Triple Yahtzee's opponent styles (ai/tripleyahtzee/styles.py): legal, blind to all but the
observation, and using the column multipliers as they promise."""

from __future__ import annotations

import copy
import random

import pytest

from tests.ai.tripleyahtzee.test_levels import decision_points, play
from yenta_desktop.ai.tripleyahtzee.styles import STYLES, make_style
from yenta_desktop.engine.tripleyahtzee import Roll, Rules, Score, new_game, resample_hidden


def after(boxes, dice, rolls=1):
    """A solo game after one-roll turns writing (dice, row, column), then ``dice`` on roll
    ``rolls`` of the next turn."""
    state = new_game(1, seed=1)
    for written, row, column in boxes:
        state.apply_chance(written)
        state.apply(Score(row, column))
    for _ in range(rolls - 1):
        state.apply_chance([1, 2, 3, 4, 6])
        state.apply(Roll(()))
    state.apply_chance(dice)
    return state


@pytest.mark.parametrize("name", sorted(STYLES))
def test_every_style_plays_a_whole_game_legally(name):
    state = play([make_style(name, 1), make_style("mixture", 2)], seed=3)
    assert state.is_terminal


@pytest.mark.parametrize("rules", [Rules(), Rules(joker="free")])
def test_styles_are_legal_and_decide_from_the_observation_alone(rules):
    for state in [state for seed in (5, 6, 7) for state in decision_points(seed, 30, rules)]:
        seat = state.current_seat
        obs = state.observation(seat)
        before = copy.deepcopy(obs)
        other = resample_hidden(state, seat, random.Random(4))
        for name in STYLES:
            action = make_style(name, 6).choose(obs)
            assert action in state.legal_actions()
            assert action == make_style(name, 6).choose(other.observation(seat))
            assert obs == before


def test_the_greedy_player_writes_a_yahtzee_in_the_x3_column():
    assert make_style("greedy").choose(after([], [5] * 5).observation(0)) == Score("yahtzee", 2)


def test_the_club_player_puts_a_good_roll_in_x3_and_a_poor_one_in_x1():
    good = after([], [6, 6, 6, 6, 2], rolls=3)
    assert make_style("club").choose(good.observation(0)) == Score("four_kind", 2)
    poor = after([], [1, 2, 4, 6, 6], rolls=3)
    assert make_style("club").choose(poor.observation(0)) == Score("aces", 0)


def test_a_bonus_yahtzee_goes_in_an_open_box_of_its_face_under_the_forced_joker():
    yahtzees = [([2] * 5, "yahtzee", column) for column in range(3)]
    state = after(yahtzees, [4] * 5)
    for name in STYLES:
        action = make_style(name).choose(state.observation(0))
        assert type(action) is Score and action.row == "fours"
