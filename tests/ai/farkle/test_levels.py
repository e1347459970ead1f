"""Easy's rule, Medium's expected-score policy and Hard's fallback on scripted positions."""

from __future__ import annotations

from fractions import Fraction

from yenta_desktop.ai.farkle.levels import (
    EXPECTED_CAP,
    Position,
    easy_decide,
    expected_turn,
    hard_decide,
    medium_choices,
    medium_decide,
)
from yenta_desktop.ai.farkle.model import UNIT, farkle_model, rolls


def pos(**kw: object) -> dict[str, object]:
    base: dict[str, object] = dict(
        my_banked=1000, opp_banked=1000, turn_total=0, dice=None, dice_left=6
    )
    base.update(kw)
    return base


def test_roll_chances_of_each_dice_count_sum_to_one() -> None:
    for n in range(1, 7):
        assert sum(r.chance for r in rolls(n)) == 1
    # A farkle with six dice is 1,080 of the 46,656 rolls (2.31%), with one die 4 in 6.
    assert sum(r.chance for r in rolls(6) if not r.set_asides) == Fraction(1080, 46656)
    assert farkle_model().farkle[1] == 4 / 6


def test_medium_rolls_six_dice_at_300_but_banks_two_dice_at_2000() -> None:
    assert medium_decide(pos(turn_total=300, dice_left=6)).action == "roll"
    assert medium_decide(pos(turn_total=2000, dice_left=2)).action == "bank"


def test_medium_shows_each_choice_with_its_expected_turn_score() -> None:
    choices = medium_choices(pos(turn_total=2000, dice_left=2))
    by_action = {c.action: c.value for c in choices}
    assert by_action["bank"] == 2000
    assert by_action["roll"] < 2000


def test_medium_keeps_a_single_1_and_rolls_five_rather_than_banking_100() -> None:
    choice = medium_decide(pos(dice=(1, 2, 3, 4, 6, 6)))
    assert choice.set_aside == (1, 0, 0, 0, 0, 0) and choice.action == "roll"


def test_bank_is_never_offered_below_the_opening_minimum() -> None:
    choices = medium_choices(pos(my_banked=0, my_opened=False, turn_total=300, dice_left=1))
    assert {c.action for c in choices} == {"roll"}
    assert (
        easy_decide(pos(my_banked=0, my_opened=False, turn_total=300, dice_left=1)).action == "roll"
    )


def test_hot_dice_totals_count_toward_the_opening() -> None:
    # Three pairs use all six dice: 1,500 with six dice again, and Bank is allowed.
    choices = medium_choices(pos(my_banked=0, my_opened=False, dice=(2, 2, 3, 3, 4, 4)))
    assert any(c.action == "bank" and c.points == 1500 for c in choices)


def test_the_expected_score_cap_is_never_reached_by_a_roll_worth_taking() -> None:
    turn = expected_turn(0, 0)
    cap = EXPECTED_CAP // UNIT
    assert all(turn.should_bank(t, n) for t in range(cap - 40, cap) for n in range(1, 7))


def test_easy_banks_at_350_or_with_two_dice_left() -> None:
    assert easy_decide(pos(turn_total=300, dice=(5, 2, 3, 3, 4, 6), dice_left=6)).action == "bank"
    assert easy_decide(pos(turn_total=0, dice=(1, 2, 3, 4, 6, 6), dice_left=6)).action == "roll"
    assert easy_decide(pos(turn_total=100, dice=(5, 2, 3, 6), dice_left=4)).action == "roll"
    assert easy_decide(pos(turn_total=100, dice=(5, 6, 3), dice_left=3)).action == "bank"


def test_hard_rolls_on_in_the_final_round_at_9500_against_9900() -> None:
    # Banking 9,500 + 100 loses for sure; only rolling can pass the leader.
    choice = hard_decide(
        pos(my_banked=9500, opp_banked=9900, dice=(1, 2, 3, 4, 6, 6), final_round=True), None
    )
    assert choice.action == "roll"
    assert 0 < choice.value < 1


def test_medium_in_the_final_round_banks_once_past_the_leader() -> None:
    choice = medium_decide(
        pos(
            my_banked=9500,
            opp_banked=9900,
            turn_total=400,
            dice=(5, 2, 3),
            dice_left=3,
            final_round=True,
        )
    )
    assert choice.action == "bank" and choice.value == 1.0


def test_a_position_rejects_a_roll_of_the_wrong_size() -> None:
    try:
        Position.from_dict(pos(dice=(1, 2), dice_left=3))
    except ValueError as error:
        assert "dice_left" in str(error)
    else:
        raise AssertionError("a 2-dice roll with 3 dice left was accepted")
