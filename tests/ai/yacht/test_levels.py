"""Yacht's Easy: the kit's beginner with Yacht's habits (ai/yacht/__init__.py's MADE and
STRAIGHTS), on scripted dice."""

from __future__ import annotations

import pickle

import pytest

from yenta_desktop.ai.base import make_bot
from yenta_desktop.engine.yacht import Roll, Score, new_game


def easy_after(*rolls: tuple[int, ...], holds: tuple[tuple[int, ...], ...] = ()):
    """Easy's (slip 0) action on a fresh card after ``rolls`` (held as ``holds`` between)."""
    state = new_game(1, seed=0)
    for n, dice in enumerate(rolls):
        if n:
            state.apply(Roll(holds[n - 1]))
        state.apply_chance(dice)
    return make_bot("easy:slip=0", 0, "yacht").choose(state.observation(0))


@pytest.mark.parametrize(
    ("dice", "action"),
    [
        ((5, 5, 5, 5, 5), Score("yacht")),
        ((3, 6, 2, 5, 4), Score("big_straight")),
        ((1, 2, 3, 4, 5), Score("little_straight")),
        ((2, 5, 2, 5, 5), Score("full_house")),
        # All different, four of the Little Straight's faces: held, whatever else shows.
        ((1, 2, 3, 4, 6), Roll((0, 1, 2, 3))),
        ((6, 2, 4, 5, 1), Roll((1, 2, 3, 4))),
        # Else the face it has most of (ties to the higher).
        ((6, 6, 2, 6, 3), Roll((0, 1, 3))),
        ((2, 2, 4, 4, 1), Roll((2, 3))),
    ],
)
def test_easy_writes_a_made_pattern_at_once_else_chases(dice, action):
    assert easy_after(dice) == action


def test_after_the_last_roll_easy_writes_what_scores_most():
    rolls = ((6, 6, 2, 1, 3), (6, 6, 6, 1, 3), (6, 6, 6, 2, 3))
    # Choice (23) beats Sixes (18).
    assert easy_after(*rolls, holds=((0, 1), (0, 1, 2))) == Score("choice")


def test_every_level_pickles_mid_turn_and_plays_on_alike():
    state = new_game(1, seed=4)
    state.apply_chance((1, 3, 3, 5, 6))
    for level in ("easy", "medium", "hard"):
        bot = make_bot(level, 7, "yacht")
        bot.choose(state.observation(0))  # a turn's values cached
        copy = pickle.loads(pickle.dumps(bot))
        assert type(copy).__qualname__ == type(bot).__qualname__
        assert copy.choose(state.observation(0)) == bot.choose(state.observation(0))
