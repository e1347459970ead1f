"""One test per numbered rule of issue 19 / docs/rules/yahtzee.md (Yahtzee), with scripted dice."""

from __future__ import annotations

import pytest

from tests.engine.yahtzee.helpers import FREE, YATZY, fill_rest, quick_turn, turn
from yenta_desktop.engine import IllegalAction
from yenta_desktop.engine.families.scorecard import GameOver, RowScored, UpperCompleted
from yenta_desktop.engine.yahtzee import (
    Roll,
    Rules,
    Score,
    new_game,
    seat_tallies,
    stat_variant,
    state_from_dict,
    state_to_dict,
)
from yenta_desktop.engine.yahtzee.spec import ROWS, YATZY_ROWS, spec_for


def points_in(row: str, dice, rules: Rules | None = None) -> int:
    """What ``dice`` write into ``row`` of an empty card (solo)."""
    state = new_game(1, rules, seed=0)
    events = quick_turn(state, dice, row)
    scored = [e for e in events if isinstance(e, RowScored)]
    return scored[0].points


# Rule 1: the boxes -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "dice", "points"),
    [
        ("aces", (1, 1, 3, 1, 6), 3),
        ("fours", (4, 4, 2, 3, 5), 8),
        ("sixes", (1, 2, 3, 4, 5), 0),
        ("three_kind", (5, 5, 2, 5, 6), 23),
        ("three_kind", (5, 5, 2, 4, 6), 0),
        ("four_kind", (3, 3, 3, 3, 6), 18),
        ("four_kind", (3, 3, 3, 6, 6), 0),
        ("full_house", (2, 2, 5, 5, 5), 25),
        ("full_house", (5, 5, 5, 5, 5), 0),  # five alike is no full house (Yahtzee box open)
        ("small_straight", (1, 3, 2, 4, 6), 30),
        ("small_straight", (3, 4, 5, 6, 6), 30),
        ("small_straight", (1, 2, 3, 5, 6), 0),
        ("large_straight", (2, 3, 4, 5, 6), 40),
        ("large_straight", (1, 2, 3, 4, 4), 0),
        ("yahtzee", (6, 6, 6, 6, 6), 50),
        ("yahtzee", (6, 6, 6, 6, 5), 0),
        ("chance", (6, 5, 4, 1, 1), 17),
    ],
)
def test_rule1_each_box_scores_its_pattern(row, dice, points):
    assert points_in(row, dice) == points


@pytest.mark.parametrize("players", [1, 2, 6])
def test_rule1_every_seat_fills_thirteen_boxes_in_turn_order(players):
    state = new_game(players, seed=1)
    order = []
    while not state.is_terminal:
        order.append(state.turn_seat)
        quick_turn(
            state,
            (1, 2, 3, 4, 6),
            spec_for(state.rules).legal_boxes(state.cards[state.turn_seat], state.rules)[0][1],
        )
    assert len(order) == 13 * players and order[:players] == list(range(players))
    assert all(None not in card for card in state.cards)


def test_rule1_any_open_box_takes_a_zero_and_the_ui_asks_first():
    state = new_game(1, seed=1)
    state.apply_chance([1, 2, 3, 4, 6])
    assert state.zero_needs_confirmation("yahtzee")
    assert not state.zero_needs_confirmation("sixes")  # an upper 0 is a result, not a dash
    state.apply(Score("yahtzee"))
    assert state.cards[0][ROWS.index("yahtzee")] == 0


def test_rule1_three_rolls_at_most_and_a_written_box_is_closed():
    state = new_game(1, seed=1)
    turn(state, [(1, 1, 2, 3, 4), (1, 1, 1, 5, 6), (1, 1, 1, 1, 6)], [(0, 1), (0, 1, 2)], "aces")
    state.apply_chance([1, 2, 3, 4, 6])
    with pytest.raises(IllegalAction) as error:
        state.apply(Score("aces"))
    assert error.value.rule == "row_empty"
    state.apply(Roll(()))
    state.apply_chance([1, 2, 3, 4, 6])
    state.apply(Roll(()))
    state.apply_chance([1, 2, 3, 4, 6])
    before = state_to_dict(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(Roll(()))
    assert error.value.rule == "three_rolls"
    assert state_to_dict(state) == before


# Rule 2: the upper bonus -------------------------------------------------------------


@pytest.mark.parametrize(("short", "bonus"), [(False, 35), (True, 0)])
def test_rule2_upper_bonus_35_at_63(short, bonus):
    state = new_game(1, seed=1)
    events = []
    for face in range(1, 7):
        dice = [face, face, face, 1 if face != 1 else 2, 2 if face != 2 else 3]
        if short and face == 1:
            dice = [1, 1, 2, 3, 4]  # aces 2 instead of 3: the upper sum is 62
        events += quick_turn(state, dice, ROWS[face - 1])
    done = [e for e in events if isinstance(e, UpperCompleted)]
    assert done[0].upper_sum == (62 if short else 63) and done[0].bonus == bonus
    assert state.totals() == [(62 if short else 63) + bonus]


# Rule 3: extra Yahtzees --------------------------------------------------------------


def test_rule3_an_extra_yahtzee_adds_100_while_the_box_holds_50():
    state = new_game(1, seed=1)
    quick_turn(state, (4, 4, 4, 4, 4), "yahtzee")
    events = quick_turn(state, (4, 4, 4, 4, 4), "fours")
    scored = [e for e in events if isinstance(e, RowScored)][0]
    assert (scored.points, scored.extra) == (20, 100)
    assert state.totals() == [170] and state.turns[-1]["extra"] == 100


def test_rule3_the_100_comes_even_with_a_forced_zero_in_an_upper_box():
    state = new_game(1, seed=1)
    quick_turn(state, (2, 2, 2, 2, 2), "yahtzee")
    quick_turn(state, (2, 2, 1, 3, 4), "twos")
    for row, dice in [
        ("three_kind", (1, 1, 1, 2, 3)),
        ("four_kind", (1, 1, 1, 1, 3)),
        ("full_house", (1, 1, 3, 3, 3)),
        ("small_straight", (1, 2, 3, 4, 6)),
        ("large_straight", (1, 2, 3, 4, 5)),
        ("chance", (1, 2, 3, 4, 6)),
    ]:
        quick_turn(state, dice, row)
    events = quick_turn(state, (2, 2, 2, 2, 2), "sixes")  # no lower box open: 0 in an upper box
    scored = [e for e in events if isinstance(e, RowScored)][0]
    assert (scored.points, scored.extra) == (0, 100)


def test_rule3_no_bonus_while_the_yahtzee_box_holds_0():
    state = new_game(1, seed=1)
    quick_turn(state, (1, 2, 3, 4, 6), "yahtzee")
    events = quick_turn(state, (5, 5, 5, 5, 5), "fives")
    scored = [e for e in events if isinstance(e, RowScored)][0]
    assert (scored.points, scored.extra) == (25, 0)


def test_rule3_while_the_yahtzee_box_is_open_a_yahtzee_is_just_five_dice():
    state = new_game(1, seed=1)
    state.apply_chance([3, 3, 3, 3, 3])
    legal = {a.row for a in state.legal_actions() if isinstance(a, Score)}
    assert legal == set(ROWS)  # no Joker constraint
    state.apply(Score("full_house"))
    assert state.cards[0][ROWS.index("full_house")] == 0 and state.extras == [[0]]


# Rule 4: the Joker -------------------------------------------------------------------


def _yahtzee_written(rules: Rules | None = None, points: int = 50):
    state = new_game(1, rules, seed=1)
    quick_turn(state, (6, 6, 6, 6, 6) if points else (1, 2, 3, 4, 6), "yahtzee")
    return state


@pytest.mark.parametrize("points", [50, 0])
def test_rule4_forced_a_yahtzee_must_go_in_its_open_upper_box(points):
    state = _yahtzee_written(points=points)
    state.apply_chance([3, 3, 3, 3, 3])
    assert [a.row for a in state.legal_actions() if isinstance(a, Score)] == ["threes"]
    before = state_to_dict(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(Score("chance"))
    assert error.value.rule == "joker" and "Joker" in str(error.value)
    assert state_to_dict(state) == before


def test_rule4_forced_else_any_open_lower_box_at_joker_values():
    state = _yahtzee_written()
    quick_turn(state, (3, 3, 1, 2, 4), "threes")
    state.apply_chance([3, 3, 3, 3, 3])
    legal = {a.row for a in state.legal_actions() if isinstance(a, Score)}
    assert legal == {
        "three_kind",
        "four_kind",
        "full_house",
        "small_straight",
        "large_straight",
        "chance",
    }
    points = {p.row: p.points for p in state.preview() if p.legal}
    assert points["full_house"] == 25 and points["small_straight"] == 30
    assert points["large_straight"] == 40 and points["three_kind"] == 15
    state.apply(Score("large_straight"))
    assert state.totals() == [50 + 6 + 40 + 100]


def test_rule4_forced_else_zero_in_an_open_upper_box():
    state = _yahtzee_written(points=0)
    quick_turn(state, (3, 3, 1, 2, 4), "threes")
    for row in (
        "three_kind",
        "four_kind",
        "full_house",
        "small_straight",
        "large_straight",
        "chance",
    ):
        quick_turn(state, (1, 2, 3, 4, 6), row)
    state.apply_chance([3, 3, 3, 3, 3])
    legal = {a.row for a in state.legal_actions() if isinstance(a, Score)}
    assert legal == {"aces", "twos", "fours", "fives", "sixes"}
    state.apply(Score("sixes"))
    assert state.cards[0][ROWS.index("sixes")] == 0


def test_rule4_free_a_yahtzee_may_go_anywhere_but_joker_values_need_its_upper_box_filled():
    state = _yahtzee_written(FREE)
    state.apply_chance([3, 3, 3, 3, 3])
    assert {a.row for a in state.legal_actions() if isinstance(a, Score)} == set(ROWS) - {"yahtzee"}
    points = {p.row: p.points for p in state.preview()}
    assert points["full_house"] == 0 and points["large_straight"] == 0  # threes still open
    state.apply(Score("chance"))
    quick_turn(state, (3, 3, 1, 2, 4), "threes")
    state.apply_chance([3, 3, 3, 3, 3])
    points = {p.row: p.points for p in state.preview()}
    assert points["full_house"] == 25 and points["large_straight"] == 40
    assert points["aces"] == 0  # an upper box still scores its own face


# Rule 5: Yatzy -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "dice", "points"),
    [
        ("ones", (1, 1, 3, 1, 6), 3),
        ("one_pair", (3, 3, 5, 5, 1), 10),
        ("one_pair", (1, 2, 3, 4, 6), 0),
        ("two_pairs", (3, 3, 5, 5, 1), 16),
        ("two_pairs", (3, 3, 3, 3, 1), 0),
        ("two_pairs", (4, 4, 4, 4, 4), 0),  # five alike is not two pairs
        ("three_kind", (2, 2, 2, 5, 5), 6),
        ("four_kind", (6, 6, 6, 6, 6), 24),
        ("small_straight", (5, 4, 3, 2, 1), 15),
        ("small_straight", (2, 3, 4, 5, 6), 0),
        ("large_straight", (2, 3, 4, 5, 6), 20),
        ("full_house", (2, 2, 6, 6, 6), 22),
        ("full_house", (6, 6, 6, 6, 6), 0),  # nor a full house
        ("chance", (6, 6, 5, 1, 1), 19),
        ("yatzy", (2, 2, 2, 2, 2), 50),
    ],
)
def test_rule5_yatzy_boxes(row, dice, points):
    assert points_in(row, dice, YATZY) == points


def test_rule5_yatzy_has_fifteen_boxes_a_50_bonus_and_no_joker_or_extra():
    state = new_game(1, YATZY, seed=1)
    assert len(state.cards[0]) == len(YATZY_ROWS) == 15
    quick_turn(state, (5, 5, 5, 5, 5), "yatzy")
    state.apply_chance([5, 5, 5, 5, 5])
    legal = {a.row for a in state.legal_actions() if isinstance(a, Score)}
    assert legal == set(YATZY_ROWS) - {"yatzy"}
    state.apply(Score("full_house"))
    assert state.totals() == [50]  # no Joker value, no extra bonus
    for face, row in enumerate(YATZY_ROWS[:6], start=1):
        others = [d for d in (1, 2, 3, 4) if d != face][:2]
        quick_turn(state, [face] * 3 + others, row)
    assert state.totals() == [50 + 63 + 50]
    with pytest.raises(IllegalAction) as error:
        state.apply_chance([1, 2, 3, 4, 6])
        state.apply(Score("aces"))  # a Yahtzee box name, not on the Yatzy card
    assert error.value.rule == "row_name"


def test_rule5_yatzy_games_are_counted_apart_in_statistics():
    yahtzee, yatzy = new_game(1, seed=1), new_game(1, YATZY, seed=1)
    fill_rest(yahtzee)
    fill_rest(yatzy)
    assert stat_variant(yahtzee.rules) == ""
    assert stat_variant(yatzy.rules) == "yatzy"
    assert seat_tallies(yatzy)[0]["total"] == yatzy.totals()[0]
    assert seat_tallies(yahtzee)[0]["total"] == yahtzee.totals()[0]


def test_rule5_a_save_keeps_its_card():
    state = new_game(2, YATZY, seed=3)
    quick_turn(state, (1, 1, 2, 2, 3), "two_pairs")
    again = state_from_dict(state_to_dict(state))
    assert type(again) is type(state) and again == state


# Rule 6: the highest total wins; ties share ------------------------------------------


def test_rule6_highest_total_wins_and_ties_share_the_place():
    state = new_game(3, seed=1)
    events = []
    while not state.is_terminal:
        seat = state.turn_seat
        dice = (6, 6, 6, 6, 6) if seat == 2 and state.cards[2][11] is None else (1, 2, 3, 4, 6)
        row = (
            "yahtzee"
            if dice[0] == 6
            else spec_for(state.rules).legal_boxes(state.cards[seat], state.rules, dice)[0][1]
        )
        events += quick_turn(state, dice, row)
    over = [e for e in events if isinstance(e, GameOver)][0]
    assert over.totals[0] == over.totals[1] < over.totals[2]
    assert over.places == [2, 2, 1] and over.winners == [2]
