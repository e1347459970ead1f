"""Farkle's scoring table (docs/rules/farkle.md rule 2), one test per clause, with dice given."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yenta_desktop.engine.farkle.scoring import (
    best_set_aside,
    combination_name,
    counts_of,
    is_farkle,
    points,
    scoring_positions,
    set_asides,
    take_all_positions,
)

dice_lists = st.lists(st.integers(1, 6), min_size=1, max_size=6)


@pytest.mark.parametrize(
    ("dice", "expected"), [((1,), 100), ((5,), 50), ((1, 5), 150), ((1, 1), 200)]
)
def test_single_ones_and_fives(dice, expected):
    assert points(dice) == expected


@pytest.mark.parametrize("face", [2, 3, 4, 6])
def test_other_faces_score_nothing_alone_or_in_pairs(face):
    assert points((face,)) is None
    assert points((face, face)) is None
    assert points((face, 1)) is None  # every die set aside must score


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_three_of_a_kind_is_100_times_the_face_and_three_ones_1000(face):
    assert points((face,) * 3) == (1000 if face == 1 else 100 * face)


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_four_five_six_of_a_kind(face):
    assert points((face,) * 4) == 1000
    assert points((face,) * 5) == 2000
    assert points((face,) * 6) == 3000


def test_four_ones_are_four_of_a_kind_not_three_ones_and_a_one():
    assert points((1, 1, 1, 1)) == 1000
    assert combination_name((1, 1, 1, 1)) == "four_kind"


def test_straight_one_to_six():
    assert points((6, 2, 4, 1, 3, 5)) == 1500
    assert combination_name((1, 2, 3, 4, 5, 6)) == "straight"
    # Five in a row is no straight: only the 1 and the 5 of such a roll score.
    assert points((1, 2, 3, 4, 5)) is None
    assert best_set_aside((1, 2, 3, 4, 5)) == ((1, 0, 0, 0, 1, 0), 150)


def test_three_pairs_including_four_and_two():
    assert points((2, 2, 3, 3, 4, 4)) == 1500
    assert points((6, 6, 6, 6, 2, 2)) == 1500
    assert combination_name((2, 3, 2, 3, 4, 4)) == "three_pairs"


def test_four_of_a_kind_with_a_pair_and_the_rules_example():
    assert points((1, 1, 1, 1, 5, 5)) == 1500  # not 1,000 + 100
    assert points((3, 3, 3, 3, 5, 5)) == 1500


def test_two_triplets():
    assert points((2, 2, 2, 3, 3, 3)) == 2500
    assert points((1, 1, 1, 5, 5, 5)) == 2500  # beats 1,000 + 500


def test_six_alike_is_only_six_of_a_kind():
    assert points((4,) * 6) == 3000
    assert combination_name((4,) * 6) == "six_kind"


def test_mixed_set_aside_adds_its_parts():
    assert points((2, 2, 2, 1, 5)) == 350
    assert points((5, 5, 5, 1)) == 600


def test_a_roll_with_no_scoring_die_is_a_farkle():
    assert is_farkle((2, 3, 4, 6, 6, 3))
    assert is_farkle((2, 2, 4, 4))
    assert not is_farkle((2, 2, 4, 4, 6, 6))  # three pairs
    assert best_set_aside((2, 3, 4, 6, 6, 3)) is None


def test_scoring_dice_are_highlighted_and_take_all_takes_the_best():
    dice = (1, 3, 3, 3, 5, 2)
    assert scoring_positions(dice) == (0, 1, 2, 3, 4)
    assert take_all_positions(dice) == (0, 1, 2, 3, 4)
    assert points([dice[p] for p in take_all_positions(dice)]) == 450


def test_dice_outside_one_to_six_are_refused():
    with pytest.raises(ValueError, match="1 to 6"):
        counts_of((0, 1))


@given(dice_lists)
def test_a_roll_farkles_exactly_when_no_clause_applies(dice):
    counts = counts_of(dice)
    shape = sorted(c for c in counts if c)
    six_combo = len(dice) == 6 and shape in ([1] * 6, [2, 2, 2], [2, 4], [3, 3])
    scores = counts[0] or counts[4] or max(counts) >= 3 or six_combo
    assert is_farkle(dice) is (not scores)


@given(dice_lists)
def test_every_listed_set_aside_scores_and_every_die_in_it_counts(dice):
    for chosen in set_asides(dice):
        kept = [dice[p] for p in chosen]
        value = points(kept)
        assert value is not None and value >= 50
        # Adding a die that cannot score alone (a lone 2) spoils a set-aside of fewer than six.
        if len(kept) < 5 and counts_of(kept)[1] == 0:
            assert points([*kept, 2]) is None


@given(dice_lists)
def test_the_best_set_aside_scores_at_least_every_other(dice):
    best = best_set_aside(dice)
    for chosen in set_asides(dice):
        assert best is not None and points([dice[p] for p in chosen]) <= best[1]
