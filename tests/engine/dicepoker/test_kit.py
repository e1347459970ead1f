"""Dice Poker on the dice kit: what the family adds to it (chance outcomes, the declaration)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from yenta_desktop.engine.dicepoker import (
    HIDDEN_INFORMATION,
    Roll,
    Score,
    make_record,
    new_game,
    replay_record,
)
from yenta_desktop.engine.errors import RecordError
from yenta_desktop.engine.families.scorecard import ScorecardState


def test_dice_poker_declares_perfect_information() -> None:
    assert HIDDEN_INFORMATION.perfect and HIDDEN_INFORMATION.secrets == ()


def test_chance_outcomes_list_the_dice_that_roll_with_their_probabilities() -> None:
    state = new_game(2, seed=3)
    first = state.chance_outcomes()
    assert len(first) == 6**5 and sum(p for _, p in first) == 1
    state.apply_chance([6, 6, 2, 3, 6])
    state.apply(Roll((0, 1, 4)))
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 36 and {p for _, p in outcomes} == {Fraction(1, 36)}
    state.apply_chance(outcomes[-1][0])
    assert state.dice == (6, 6, 6, 6, 6)


def test_a_game_is_a_scorecard_state_and_its_equality_sees_every_field() -> None:
    state = new_game(2, seed=3)
    assert isinstance(state, ScorecardState)
    copy = state.clone()
    assert copy == state
    state.apply_chance([1, 2, 3, 4, 5])
    assert copy != state
    copy.apply_chance([1, 2, 3, 4, 5])
    assert copy == state
    copy.cards[1][0] = 0
    assert copy != state


def test_a_record_with_a_row_that_is_not_a_name_is_a_record_error() -> None:
    state = new_game(1, seed=2)
    state.apply_chance([1, 1, 1, 2, 3])
    state.apply(Score("ones"))
    record = make_record(state, [{"name": "A"}])
    record["turns"][0]["row"] = ["ones"]
    with pytest.raises(RecordError, match="turn 1"):
        replay_record(record)
