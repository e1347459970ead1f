"""Easy, Medium and Hard: what each level is meant to do, from its observation alone."""

from __future__ import annotations

import pickle

import pytest

from tests.ai.yahtzee.helpers import at_first_roll, decision_points, play, resampled, written
from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.yahtzee import BOTS, LEVELS, EasyBot, HardBot, MediumBot
from yenta_desktop.ai.yahtzee.policy import NONE, OPTIMAL, best_move, options, turn_values
from yenta_desktop.engine.yahtzee import Roll, Rules, Score
from yenta_desktop.engine.yahtzee.spec import spec_for

ALL_RULES = [Rules(), Rules(joker="free"), Rules(scorecard="yatzy")]


def test_levels_are_offered_weakest_first():
    assert LEVELS == ("easy", "medium", "hard") and set(LEVELS) <= set(BOTS)


@pytest.mark.parametrize("rules", ALL_RULES)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_decides_from_the_observation_alone(level, rules):
    # Two games that differ only in what the seat cannot know (the generator, so the
    # rolls to come) must get the same choice; a bot that peeked would tell them apart.
    for state in decision_points(21, 8, rules):
        seat = state.current_seat
        other = resampled(state, 5)
        assert other.rng.getstate() != state.rng.getstate()
        mine = make_bot(level, 8, "yahtzee").choose(state.observation(seat))
        theirs = make_bot(level, 8, "yahtzee").choose(other.observation(seat))
        assert mine == theirs


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_levels_are_deterministic_for_a_seed_and_picklable(level):
    a = play([make_bot(level, 4, "yahtzee"), make_bot(level, 5, "yahtzee")], seed=2)
    bots = [pickle.loads(pickle.dumps(make_bot(level, s, "yahtzee"))) for s in (4, 5)]
    b = play(bots, seed=2)
    assert a.turns == b.turns


@pytest.mark.parametrize("rules", ALL_RULES)
def test_medium_and_hard_play_the_best_option_of_their_values(rules):
    for state in decision_points(3, 10, rules):
        obs = state.observation(state.current_seat)
        for bot, future in ((MediumBot(), NONE), (HardBot(mode="average"), OPTIMAL)):
            values = turn_values(obs.rules, obs.my_card, future)
            opts = options(values, obs.my_card, obs.rules, obs.dice, obs.rolls_done)
            assert bot.choose(obs) == best_move(opts, obs.dice)[0]


def test_medium_writes_the_highest_score_after_the_last_roll():
    state = at_first_roll([1, 2, 3, 4, 6])
    state.apply(Roll(()))
    state.apply_chance([6, 6, 6, 2, 2])
    state.apply(Roll((0, 1, 2, 3)))
    state.apply_chance([2])
    card = state.cards[0]
    spec = spec_for(state.rules)
    best = max(
        (r for _, r in spec.legal_boxes(card, state.rules)),
        key=lambda r: spec.box_points(card, 0, r, state.dice, False, state.rules),
    )
    assert MediumBot().choose(state.observation(0)) == Score(best) == Score("full_house")


def test_hard_writes_a_first_roll_yahtzee_into_the_yahtzee_box():
    state = at_first_roll([6, 6, 6, 6, 6])
    assert HardBot().choose(state.observation(0)) == Score("yahtzee")


def test_hard_takes_the_joker_large_straight_when_its_upper_box_is_full():
    state = written([([6] * 5, "yahtzee"), ([3, 3, 3, 1, 2], "threes")])
    state.apply_chance([3, 3, 3, 3, 3])
    assert HardBot().choose(state.observation(0)) == Score("large_straight")  # 40 + 100


def test_hard_keeps_four_of_a_kind_early_and_rerolls_the_odd_die():
    state = at_first_roll([5, 5, 2, 5, 5])
    assert HardBot().choose(state.observation(0)) == Roll((0, 1, 3, 4))


def test_hard_rejects_an_unknown_mode_and_keeps_the_average_mode():
    assert make_bot("hard:mode=average", 1, "yahtzee").mode == "average"
    with pytest.raises(ValueError, match="mode"):
        make_bot("hard:mode=nonsense", 1, "yahtzee")


def test_easy_chases_the_most_common_face():
    state = at_first_roll([2, 5, 2, 3, 6])
    assert EasyBot(seed=1).choose(state.observation(0)) == Roll((0, 2))


def test_easy_writes_a_made_straight_at_once():
    state = at_first_roll([2, 3, 4, 5, 6])
    assert EasyBot(seed=1).choose(state.observation(0)) == Score("large_straight")


def test_easy_sometimes_misses_the_better_box_but_never_always():
    choices = set()
    for seed in range(40):
        state = at_first_roll([1, 2, 4, 4, 6])
        state.apply(Roll(()))
        state.apply_chance([5, 5, 6, 6, 3])
        state.apply(Roll((0, 1, 2, 3)))
        state.apply_chance([1])
        choices.add(EasyBot(seed=seed).choose(state.observation(0)))
    assert choices == {Score("chance"), Score("sixes")}  # chance 23 is best; sixes 12 a slip
