"""One test per numbered rule of issue 10 / docs/rules/dice-poker.md, with scripted dice."""

from __future__ import annotations

import pytest

from tests.engine.dicepoker.helpers import ANY_ORDER, NO_DOUBLE, PLAIN, fill_rest, quick_turn, turn
from yenta_desktop.engine import IllegalAction
from yenta_desktop.engine.dicepoker import Roll, Rules, Score, new_game
from yenta_desktop.engine.dicepoker.spec import LOWER_ROWS, ROWS, SPEC, UPPER_ROWS, row_points
from yenta_desktop.engine.families import scorecard
from yenta_desktop.engine.families.dice_turn import DiceHeld, DiceRolled
from yenta_desktop.engine.families.scorecard import GameOver, RowScored, TurnStarted, UpperCompleted

# Rule 1: players, dice, seat order, fifteen turns ------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_rule1_one_to_six_players_fill_fifteen_rows_each(players):
    state = new_game(players, seed=1)
    order = []
    while not state.is_terminal:
        order.append(state.turn_seat)
        quick_turn(state, [1, 2, 3, 4, 6], _first_legal(state))
    assert len(order) == 15 * players
    assert order[:players] == list(range(players))
    assert all(None not in card for card in state.cards)


def _first_legal(state):
    return SPEC.legal_boxes(state.cards[state.turn_seat], state.rules)[0][1]


@pytest.mark.parametrize("players", [0, 7])
def test_rule1_rejects_tables_outside_one_to_six(players):
    with pytest.raises(ValueError, match="1 to 6"):
        new_game(players, seed=1)


def test_rule1_the_first_game_starts_with_seat_0_and_each_rematch_with_the_next():
    assert new_game(3, seed=1).turn_seat == 0
    assert new_game(3, seed=1, match={"games": 0}).turn_seat == 0
    assert new_game(3, seed=1, match={"games": 1}).turn_seat == 1
    assert new_game(3, seed=1, match={"games": 5}).turn_seat == 2
    state = new_game(3, seed=1, match={"games": 2})
    quick_turn(state, [1, 1, 1, 2, 3], "ones")
    assert state.turn_seat == 0  # then round the table in seat order


def test_rule1_five_dice_are_rolled_at_a_chance_node():
    state = new_game(2, seed=4)
    assert state.is_chance_node() and state.current_seat is None
    assert state.legal_actions() == []
    events = state.apply_chance()
    assert len(state.dice) == 5 and all(1 <= d <= 6 for d in state.dice)
    assert isinstance(events[0], DiceRolled) and events[0].rerolled == (0, 1, 2, 3, 4)
    assert state.current_seat == 0


# Rule 2: three rolls, holds may change, holding none re-rolls all ----------------------


def test_rule2_hold_and_reroll_keeps_held_dice_in_place():
    state = new_game(1, seed=1)
    state.apply_chance([2, 3, 6, 2, 1])
    events = state.apply(Roll((0, 3)))
    assert events == [DiceHeld(0, 2, (0, 3), (2, 2))]
    assert state.is_chance_node()
    events = state.apply_chance([5, 5, 4])  # the three re-rolled positions, in order
    assert state.dice == (2, 5, 5, 2, 4)
    assert events == [DiceRolled(0, 2, (2, 5, 5, 2, 4), (0, 3), (1, 2, 4))]


def test_rule2_holds_may_change_between_rolls_and_none_rerolls_all():
    state = new_game(1, seed=1)
    state.apply_chance([2, 3, 6, 2, 1])
    state.apply(Roll((0, 3)))
    state.apply_chance([2, 6, 6, 2, 6])  # five values: the held 2s must still be there
    assert state.dice == (2, 6, 6, 2, 6)
    state.apply(Roll((1, 2, 4)))  # the held 2s released, the sixes held
    state.apply_chance([6, 6])
    assert state.dice == (6, 6, 6, 6, 6)
    state = new_game(1, seed=1)
    state.apply_chance([1, 1, 1, 1, 2])
    state.apply(Roll(()))
    state.apply_chance([3, 3, 3, 3, 3])
    assert state.dice == (3, 3, 3, 3, 3)


def test_rule2_a_held_die_cannot_change_in_a_recorded_roll():
    state = new_game(1, seed=1)
    state.apply_chance([2, 3, 6, 2, 1])
    state.apply(Roll((0,)))
    with pytest.raises(ValueError, match="held"):
        state.apply_chance([5, 3, 6, 2, 1])
    assert state.is_chance_node() and state.dice == (2, 3, 6, 2, 1)


def test_rule2_after_the_third_roll_the_player_must_score():
    state = new_game(1, seed=1)
    state.apply_chance([1, 2, 3, 4, 6])
    assert len(state.legal_actions()) == 6 + len(SPEC.holds)  # six upper rows + 31 holds
    state.apply(Roll(()))
    state.apply_chance([1, 2, 3, 4, 6])
    state.apply(Roll((4,)))
    state.apply_chance([1, 2, 3, 4])
    assert all(isinstance(a, Score) for a in state.legal_actions())
    with pytest.raises(IllegalAction) as error:
        state.apply(Roll(()))
    assert error.value.rule == "three_rolls"


def test_rule2_a_hold_names_zero_to_four_distinct_positions():
    state = new_game(1, seed=1)
    state.apply_chance([1, 2, 3, 4, 6])
    for bad in [(0, 1, 2, 3, 4), (5,), (0, 0), ("a",), (True,)]:
        with pytest.raises(IllegalAction) as error:
            state.apply(Roll(bad))
        assert error.value.rule == "hold_positions"
    assert state.rolls_done == 1 and not state.is_chance_node()
    assert Roll((3, 1)) == Roll((1, 3))  # positions in any order mean the same hold


def test_rule2_one_empty_row_is_written_each_turn():
    state = new_game(2, seed=1)
    quick_turn(state, [1, 1, 1, 2, 3], "ones")
    assert state.cards[0][0] == 0 and state.turn_seat == 1
    quick_turn(state, [1, 1, 1, 2, 3], "twos")
    state.apply_chance([1, 1, 1, 1, 1])
    with pytest.raises(IllegalAction) as error:
        state.apply(Score("ones"))
    assert error.value.rule == "row_empty"


# Rule 3: upper rows first (option) -------------------------------------------------------


def test_rule3_upper_first_keeps_lower_rows_closed_until_the_upper_six_are_written():
    state = new_game(1, seed=1)
    state.apply_chance([6, 6, 6, 6, 6])
    assert {a.row for a in state.legal_actions() if isinstance(a, Score)} == set(UPPER_ROWS)
    with pytest.raises(IllegalAction) as error:
        state.apply(Score("poker"))
    assert error.value.rule == "upper_first"
    state.apply(Score("sixes"))
    for row in UPPER_ROWS[:5]:
        quick_turn(state, [1, 2, 3, 4, 5], row)
    state.apply_chance([6, 6, 6, 6, 6])
    assert {a.row for a in state.legal_actions() if isinstance(a, Score)} == set(LOWER_ROWS)


def test_rule3_off_any_empty_row_any_time():
    state = new_game(1, ANY_ORDER, seed=1)
    state.apply_chance([6, 6, 6, 6, 6])
    assert {a.row for a in state.legal_actions() if isinstance(a, Score)} == set(ROWS)
    state.apply(Score("poker"))
    assert state.cards[0][ROWS.index("poker")] == 2 * 30 + 50


# Rule 4: upper rows score (count - 3) x value --------------------------------------------


@pytest.mark.parametrize(
    ("dice", "row", "points"),
    [
        ([5, 5, 5, 5, 5], "fives", 10),  # the five fives = +10
        ([6, 6, 6, 6, 5], "sixes", 6),  # four = +v
        ([4, 4, 4, 1, 2], "fours", 0),  # three = 0
        ([3, 3, 1, 2, 4], "threes", -3),  # two = -v
        ([2, 1, 1, 3, 4], "twos", -4),  # one = -2v
        ([1, 2, 3, 4, 5], "sixes", -18),  # none = -3v
        ([6, 6, 6, 6, 6], "sixes", 12),  # five sixes: 2 x 6 (the seed's "2x5" is its slip)
    ],
)
def test_rule4_upper_rows_score_count_minus_three_times_value(dice, row, points):
    state = new_game(1, seed=1)
    events = quick_turn(state, dice, row)
    assert events[1] == RowScored(0, row, points, True, False, tuple(dice), points, points)


# Rule 5: the upper bonus -----------------------------------------------------------------


def test_rule5_upper_sum_of_zero_earns_the_bonus():
    state = new_game(1, seed=1)
    for value, row in enumerate(UPPER_ROWS, start=1):
        events = quick_turn(state, [value] * 3 + [7 - value if value != 6 else 1] * 2, row)
    assert UpperCompleted(0, 0, 50) in events
    assert state.totals() == [50]


def test_rule5_upper_sum_below_zero_earns_nothing():
    state = new_game(1, seed=1)
    quick_turn(state, [1, 1, 2, 3, 4], "ones")  # -1
    for value, row in enumerate(UPPER_ROWS[1:], start=2):
        events = quick_turn(state, [value] * 3 + [1, 1], row)
    assert UpperCompleted(0, -1, 0) in events
    assert state.totals() == [-1]


def test_rule5_bonus_counts_only_once_all_six_are_written():
    state = new_game(1, seed=1)
    quick_turn(state, [6, 6, 6, 6, 6], "sixes")
    assert state.totals() == [12]


# Rule 6: lower rows ---------------------------------------------------------------------

LOWER_CASES = [
    # dice, row, points (no doubling)
    ([2, 3, 6, 2, 1], "pair", 4),
    ([5, 5, 6, 6, 1], "pair", 12),  # the best pair
    ([5, 5, 6, 6, 1], "two_pairs", 22),
    ([5, 5, 5, 6, 6], "two_pairs", 22),  # a full house is two pairs
    ([4, 4, 4, 4, 2], "two_pairs", 0),  # four of a kind is not two pairs
    ([3, 3, 3, 3, 3], "two_pairs", 0),  # five of a kind is not two pairs
    ([4, 4, 4, 1, 2], "three", 12),
    ([4, 4, 4, 4, 2], "three", 12),
    ([2, 2, 2, 2, 2], "three", 6),
    ([1, 2, 3, 4, 5], "small_straight", 15),
    ([5, 3, 1, 2, 4], "small_straight", 15),
    ([2, 3, 4, 5, 6], "small_straight", 0),
    ([2, 3, 4, 5, 6], "big_straight", 20),
    ([1, 2, 3, 4, 5], "big_straight", 0),
    ([3, 3, 3, 5, 5], "full_house", 19),
    ([5, 5, 5, 5, 5], "full_house", 0),  # five of a kind is not a full house
    ([3, 3, 3, 3, 5], "full_house", 0),
    ([6, 6, 6, 6, 1], "four", 24),
    ([6, 6, 6, 6, 6], "four", 24),
    ([6, 6, 6, 1, 1], "four", 0),
    ([4, 4, 4, 4, 4], "poker", 70),  # the five dice + 50
    ([4, 4, 4, 4, 3], "poker", 0),
    ([4, 4, 4, 4, 4], "pair", 8),  # five of a kind as a pair
    ([1, 3, 5, 4, 6], "chance", 19),  # the seed's example
    ([1, 2, 3, 4, 6], "pair", 0),  # the seed's dash
]


@pytest.mark.parametrize(("dice", "row", "points"), LOWER_CASES)
def test_rule6_lower_rows_score_the_dice_that_form_them(dice, row, points):
    assert row_points(row, dice, False, Rules()) == points
    state = new_game(1, PLAIN, seed=1)
    state.apply_chance([1, 2, 3, 4, 6])
    state.apply(Roll(()))
    state.apply_chance(dice)
    events = state.apply(Score(row))
    assert events[0].points == points and not events[0].first_roll


def test_rule6_writing_zero_while_a_better_row_is_open_asks_for_confirmation():
    card = SPEC.empty_card()
    rules = ANY_ORDER
    dice = [1, 2, 3, 4, 6]
    assert scorecard.zero_needs_confirmation(
        SPEC, card, dice, "poker", False, rules
    )  # chance would score 16
    assert not scorecard.zero_needs_confirmation(SPEC, card, dice, "chance", False, rules)
    assert not scorecard.zero_needs_confirmation(
        SPEC, card, [3, 3, 3, 1, 2], "threes", False, rules
    )  # par, not a dash
    only_poker_and_ones = [None if r in ("poker", "ones") else 0 for r in ROWS]
    assert not scorecard.zero_needs_confirmation(
        SPEC, only_poker_and_ones, dice, "poker", False, rules
    )
    state = new_game(1, rules, seed=1)
    state.apply_chance(dice)
    assert state.zero_needs_confirmation("full_house")
    state.apply(Score("full_house"))  # the engine accepts the 0
    assert state.cards[0][ROWS.index("full_house")] == 0


# Rule 7: first-roll doubling --------------------------------------------------------------


@pytest.mark.parametrize(
    ("dice", "row", "points", "doubled"),
    [
        ([2, 3, 6, 2, 1], "pair", 8, True),
        ([5, 5, 5, 6, 6], "full_house", 54, True),
        ([1, 2, 3, 4, 5], "small_straight", 30, True),
        ([4, 4, 4, 4, 4], "poker", 2 * 20 + 50, True),  # 50 added once
        ([1, 3, 5, 4, 6], "chance", 19, False),  # chance never doubles
        ([6, 6, 6, 6, 6], "sixes", 12, False),  # upper rows never double
        ([1, 2, 3, 4, 6], "pair", 0, False),  # a 0 is 0
    ],
)
def test_rule7_a_first_roll_lower_row_scores_double(dice, row, points, doubled):
    state = new_game(1, ANY_ORDER, seed=1)
    events = quick_turn(state, dice, row)
    assert events[1].points == points and events[1].first_roll
    assert events[1].doubled is doubled
    assert state.first_rows[0][ROWS.index(row)]


def test_rule7_a_rerolled_turn_never_doubles_even_with_the_same_dice():
    state = new_game(1, ANY_ORDER, seed=1)
    events = turn(state, [[2, 2, 1, 3, 4], [2, 2, 1, 3, 4]], [[0, 1]], "pair")
    assert events[-2].points == 4 and not events[-2].first_roll


def test_rule7_off_never_doubles():
    state = new_game(1, PLAIN, seed=1)
    events = quick_turn(state, [4, 4, 4, 4, 4], "poker")
    assert events[1].points == 70 and events[1].first_roll and not events[1].doubled
    assert row_points("pair", [2, 2, 1, 3, 4], True, NO_DOUBLE) == 4


# Rule 8: game end ---------------------------------------------------------------------------


def test_rule8_totals_results_against_the_mean_places_and_winners():
    state = new_game(3, seed=1)
    # Seat 0 and seat 1 play the same; seat 2 has a better first turn.
    quick_turn(state, [1, 1, 1, 1, 2], "ones")  # +1
    quick_turn(state, [1, 1, 1, 1, 2], "ones")  # +1
    quick_turn(state, [1, 1, 1, 1, 1], "ones")  # +2
    fill_rest(state, (1, 2, 3, 4, 6))
    totals = state.totals()
    assert totals[0] == totals[1] == totals[2] - 1
    mean = sum(totals) / 3
    assert state.results() == pytest.approx([t - mean for t in totals])
    assert state.places() == [2, 2, 1]
    assert state.winners() == [2]
    assert state.returns() == pytest.approx(state.results())


def test_rule8_equal_top_totals_all_win_and_share_first_place():
    state = new_game(2, seed=1)
    fill_rest(state)
    assert state.winners() == [0, 1] and state.places() == [1, 1]


def test_rule8_solo_game_result_is_the_total_and_the_player_wins():
    state = new_game(1, seed=1)
    events = []
    while not state.is_terminal:
        events = quick_turn(state, [1, 2, 3, 4, 6], _first_legal(state))
    over = events[-1]
    assert isinstance(over, GameOver) and over.winners == [0] and over.places == [1]
    assert state.winners() == [0] and state.returns() == [0.0]
    assert state.current_seat is None and state.legal_actions() == []
    with pytest.raises(IllegalAction) as error:
        state.apply(Score("chance"))
    assert error.value.rule == "game_over"


def test_turn_events_announce_the_next_seat():
    state = new_game(2, seed=1)
    assert state.opening_events() == [TurnStarted(0, 1, 0)]
    events = quick_turn(state, [1, 1, 1, 2, 3], "ones")
    assert events[-1] == TurnStarted(1, 1, 1)


def test_garbage_actions_are_refused_without_change():
    state = new_game(1, seed=1)
    with pytest.raises(IllegalAction):
        state.apply(Score("ones"))  # dice not rolled yet
    state.apply_chance([1, 2, 3, 4, 5])
    for bad in [None, object(), "ones", Score("nope"), Score(["ones"]), Roll("ab"), Roll(None)]:
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert state.rolls_done == 1 and state.cards[0] == SPEC.empty_card()
