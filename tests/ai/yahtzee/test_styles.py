"""The opponent styles of ai/yahtzee/styles.py: legal on every card, blind to all but the
observation, and each doing what its description promises."""

from __future__ import annotations

import copy

import pytest

from tests.ai.yahtzee.helpers import decision_points, play, resampled, written
from yenta_desktop.ai.yahtzee.styles import STYLES, make_style
from yenta_desktop.engine.yahtzee import GameState, Roll, Rules, Score
from yenta_desktop.engine.yahtzee.spec import ROWS

ALL_RULES = [Rules(), Rules(joker="free"), Rules(scorecard="yatzy")]
YATZY = Rules(scorecard="yatzy")


def last_roll(dice: list[int], boxes=(), rules: Rules | None = None) -> GameState:
    """A solo game after ``boxes`` (one-roll turns), on the third roll of a turn showing ``dice``."""
    state = written(list(boxes), rules)
    state.apply_chance([1, 2, 3, 4, 6])
    state.apply(Roll(()))
    state.apply_chance([1, 2, 3, 4, 6])
    state.apply(Roll(()))
    state.apply_chance(dice)
    return state


def first_roll(dice: list[int], boxes=(), rules: Rules | None = None) -> GameState:
    """A solo game after ``boxes`` (one-roll turns), on the first roll of a turn showing ``dice``."""
    state = written(list(boxes), rules)
    state.apply_chance(dice)
    return state


def choice(name: str, state: GameState, seed: int = 0):
    return make_style(name, seed).choose(state.observation(0))


def held(state: GameState, action) -> list[int]:
    assert type(action) is Roll
    return sorted(state.dice[p] for p in action.keep)


@pytest.mark.parametrize("rules", ALL_RULES)
@pytest.mark.parametrize("name", sorted(STYLES))
def test_every_style_plays_whole_games_legally(name, rules):
    for seed in range(2):
        state = play([make_style(name, seed), make_style("mixture", seed + 9)], rules, seed)
        assert state.is_terminal
        assert all(state.SPEC.full(card) for card in state.cards)


@pytest.mark.parametrize("rules", ALL_RULES)
def test_every_style_is_legal_where_five_alike_and_the_joker_constrain_the_boxes(rules):
    # decision_points rolls five alike a fifth of the time, so Jokers come up often.
    states = [state for seed in range(7, 12) for state in decision_points(seed, 40, rules)]
    for state in states:
        obs = state.observation(state.current_seat)
        for name in STYLES:
            assert make_style(name, 3).choose(obs) in state.legal_actions()


@pytest.mark.parametrize("rules", ALL_RULES)
def test_styles_decide_from_the_observation_alone_and_leave_it_untouched(rules):
    for state in decision_points(21, 10, rules):
        seat = state.current_seat
        obs = state.observation(seat)
        before = copy.deepcopy(obs)
        other = resampled(state, 5)
        for name in STYLES:
            mine = make_style(name, 8).choose(obs)
            assert mine == make_style(name, 8).choose(other.observation(seat))
            assert obs == before


def test_the_mixture_is_deterministic_for_a_seed_and_varies_with_it():
    games = [play([make_style("mixture", seed)], seed=4).turns for seed in (1, 1, 2)]
    assert games[0] == games[1]
    assert games[0] != games[2]


def test_unknown_style_is_refused():
    with pytest.raises(ValueError, match="no Yahtzee style"):
        make_style("psychic")
    with pytest.raises(ValueError, match="takes no options"):
        STYLES["club"](0, slip=0.5)


def test_the_bonus_hunter_writes_three_of_a_face_upstairs_where_greedy_takes_the_sum():
    state = last_roll([4, 4, 4, 1, 2])
    assert choice("bonus", state) == Score("fours")
    assert choice("greedy", state) == Score("three_kind")


@pytest.mark.parametrize(("rules", "ones"), [(Rules(), "aces"), (YATZY, "ones")])
def test_the_bonus_hunter_dumps_a_poor_roll_in_ones_and_the_greedy_in_chance(rules, ones):
    state = last_roll([1, 2, 4, 5, 6], rules=rules)
    assert choice("bonus", state) == Score(ones)
    assert choice("greedy", state) == Score("chance")


def test_the_bonus_hunter_chases_its_open_upper_faces():
    # Sixes are written: it keeps the two fives, not the two sixes the greedy keeps.
    state = first_roll([6, 5, 6, 5, 1], [([6, 6, 6, 1, 2], "sixes")])
    assert held(state, choice("bonus", state)) == [5, 5]
    assert held(state, choice("greedy", state)) == [6, 6]


def test_the_chaser_and_the_club_player_keep_a_four_run_for_the_large_straight():
    state = first_roll([2, 3, 5, 4, 5])
    for name in ("chaser", "club"):
        assert held(state, choice(name, state)) == [2, 3, 4, 5]
    # The greedy takes the Small Straight it has.
    assert choice("greedy", state) == Score("small_straight")


def test_the_chaser_keeps_three_alike_then_three_faces_of_a_straight_then_a_pair():
    state = first_roll([3, 5, 3, 4, 3])
    assert held(state, choice("chaser", state)) == [3, 3, 3]
    state = first_roll([1, 6, 3, 4, 6])
    assert held(state, choice("chaser", state)) == [3, 4, 6]
    state = first_roll([1, 6, 1, 6, 3])
    assert held(state, choice("chaser", state)) == [6, 6]


def test_the_chaser_never_zeroes_its_dream_boxes_while_another_is_open():
    boxes = [([1, 1, 1, 1, 2], row) for row in ("twos", "threes", "fours", "fives", "sixes")]
    state = last_roll([1, 2, 3, 5, 5], boxes)
    assert choice("chaser", state) not in (
        Score("yahtzee"),
        Score("small_straight"),
        Score("large_straight"),
    )


def test_the_club_player_keeps_a_pair_and_two_pairs_for_a_full_house():
    state = first_roll([6, 1, 6, 3, 4])
    assert held(state, choice("club", state)) == [6, 6]
    state = first_roll([2, 5, 1, 2, 5])
    assert held(state, choice("club", state)) == [2, 2, 5, 5]
    assert choice("club", first_roll([3, 5, 3, 5, 3])) == Score("full_house")


def test_the_club_player_dumps_in_chance_then_in_ones_and_sacrifices_yahtzee_only_late():
    state = last_roll([2, 3, 5, 6, 6])
    assert choice("club", state) == Score("chance")
    state = last_roll([2, 3, 5, 6, 6], [([1, 2, 3, 4, 6], "chance")])
    assert choice("club", state) == Score("aces")
    # Three boxes left, Yahtzee among them: the junk roll sacrifices Yahtzee.
    keep = {"yahtzee", "four_kind", "large_straight"}
    rows = [row for row in ROWS if row not in keep]
    state = last_roll([1, 2, 4, 6, 6], [([1, 1, 2, 3, 5], row) for row in rows])
    assert choice("club", state) == Score("yahtzee")


def test_every_style_writes_a_forced_joker_in_its_upper_box():
    state = first_roll([4] * 5, [([5] * 5, "yahtzee")])
    for name in STYLES:
        assert choice(name, state) == Score("fours")
