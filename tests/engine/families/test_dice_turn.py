"""The roll-and-hold turn on its own: holds, chosen positions, outcomes and their probabilities."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

from yenta_desktop.engine.errors import IllegalAction
from yenta_desktop.engine.families.dice_turn import (
    DiceHeld,
    DiceRolled,
    DiceTurn,
    holds_for,
    multiset_probabilities,
)


def rolled(values: list[int], num_dice: int = 5) -> DiceTurn:
    turn = DiceTurn(num_dice)
    turn.start()
    turn.apply_chance(0, random.Random(0), values)
    return turn


def test_a_turn_starts_with_every_die_to_roll() -> None:
    turn = DiceTurn(5)
    turn.start()
    assert turn.is_chance_node() and turn.rolling == (0, 1, 2, 3, 4) and turn.dice == ()
    events = turn.apply_chance(2, random.Random(1), [3, 1, 4, 1, 5])
    assert events == [DiceRolled(2, 1, (3, 1, 4, 1, 5), (), (0, 1, 2, 3, 4))]
    assert not turn.is_chance_node() and turn.rolls == [(3, 1, 4, 1, 5)]


def test_held_dice_keep_their_positions_and_the_rest_reroll() -> None:
    turn = rolled([3, 1, 4, 1, 5])
    assert turn.hold(0, (4, 0)) == [DiceHeld(0, 2, (0, 4), (3, 5))]
    assert turn.rolling == (1, 2, 3)
    turn.apply_chance(0, random.Random(0), [6, 6, 6])
    assert turn.dice == (3, 6, 6, 6, 5)
    assert turn.to_dict() == {"rolls": [[3, 1, 4, 1, 5], [3, 6, 6, 6, 5]], "holds": [[0, 4]]}


def test_a_roll_may_be_given_as_all_the_dice_but_held_ones_must_match() -> None:
    turn = rolled([3, 1, 4, 1, 5])
    turn.hold(0, (0,))
    with pytest.raises(ValueError, match="held at 3"):
        turn.apply_chance(0, random.Random(0), [2, 2, 2, 2, 2])
    assert turn.is_chance_node() and turn.dice == (3, 1, 4, 1, 5)
    turn.apply_chance(0, random.Random(0), [3, 2, 2, 2, 2])
    assert turn.dice == (3, 2, 2, 2, 2)


@pytest.mark.parametrize(
    ("keep", "rule"),
    [((5,), "hold_positions"), ((1, 1), "hold_positions"), ((0, 1, 2, 3, 4), "hold_positions")],
)
def test_an_illegal_hold_is_refused_and_changes_nothing(keep: tuple[int, ...], rule: str) -> None:
    turn = rolled([3, 1, 4, 1, 5])
    before = turn.copy()
    with pytest.raises(IllegalAction) as error:
        turn.hold(0, keep)
    assert error.value.rule == rule and turn == before


def test_the_last_roll_cannot_be_followed_by_another() -> None:
    turn = rolled([1, 2, 3], num_dice=3)
    for _ in range(2):
        turn.hold(0, ())
        turn.apply_chance(0, random.Random(0), [1, 1, 1])
    with pytest.raises(IllegalAction, match="three rolls") as error:
        turn.hold(0, (), rule="three_rolls")
    assert error.value.rule == "three_rolls"


def test_farkle_style_chosen_positions_roll_and_set_aside_dice_do_not() -> None:
    turn = rolled([1, 5, 2, 3, 4, 6], num_dice=6)
    turn.request_roll([2, 3, 5])  # 1 and 5 set aside, and die 4 too
    assert turn.rolling == (2, 3, 5) and turn.held == (0, 1, 4)
    assert len(turn.chance_outcomes()) == 6**3
    turn.apply_chance(0, random.Random(0), [6, 6, 6])
    assert turn.dice == (1, 5, 6, 6, 4, 6)
    with pytest.raises(ValueError):
        turn.request_roll([6])


def test_outcomes_are_every_value_of_the_rolling_positions_with_exact_probabilities() -> None:
    turn = rolled([3, 1, 4, 1, 5])
    turn.hold(0, (0, 1, 2))
    outcomes = turn.chance_outcomes()
    assert len(outcomes) == 36 and sum(p for _, p in outcomes) == 1
    assert all(p == Fraction(1, 36) and len(v) == 2 for v, p in outcomes)


def test_multiset_probabilities_match_the_enumerated_ordered_outcomes() -> None:
    for count in range(4):
        enumerated: Counter[tuple[int, ...]] = Counter()
        turn = DiceTurn(count or 1)
        turn.start()
        if count == 0:
            assert multiset_probabilities(0) == [((), 1)]
            continue
        for values, _ in turn.chance_outcomes():
            copy = turn.copy()
            copy.apply_chance(0, random.Random(0), values)
            enumerated[tuple(sorted(copy.dice))] += 1
        total = sum(enumerated.values())
        assert {k: Fraction(v, total) for k, v in enumerated.items()} == dict(
            multiset_probabilities(count)
        )


def test_a_random_roll_is_one_of_the_listed_outcomes() -> None:
    rng = random.Random(4)
    for _ in range(50):
        turn = DiceTurn(4)
        turn.start()
        listed = {values for values, _ in turn.chance_outcomes()}
        turn.apply_chance(0, rng)
        assert turn.dice in listed


def test_holds_of_a_five_dice_turn_are_every_subset_but_all_five() -> None:
    assert len(holds_for(5)) == 31 and holds_for(5)[0] == () and (0, 1, 2, 3, 4) not in holds_for(5)
    assert len(holds_for(6)) == 63
