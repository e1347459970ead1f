"""One test per numbered rule of docs/rules/yacht.md, with scripted dice."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from yenta_desktop.engine import IllegalAction
from yenta_desktop.engine.families.scorecard import GameOver, RowScored
from yenta_desktop.engine.yacht import (
    GameState,
    Roll,
    Rules,
    Score,
    make_record,
    new_game,
    replay_record,
    state_to_dict,
)
from yenta_desktop.engine.yacht.spec import ROWS

BIG_40 = Rules(big_straight_40=True)


def turn(
    state: GameState, rolls: Sequence[Sequence[int]], holds: Sequence[Sequence[int]], row: str
):
    """One whole turn with scripted rolls and holds; all its events."""
    events = list(state.apply_chance(list(rolls[0])))
    for keep, roll in zip(holds, rolls[1:], strict=True):
        events += state.apply(Roll(tuple(keep)))
        events += state.apply_chance(list(roll))
    return events + state.apply(Score(row))


def points_in(row: str, dice: Sequence[int], rules: Rules | None = None) -> int:
    """What ``dice`` write into ``row`` of an empty solo card."""
    events = turn(new_game(1, rules, seed=0), [dice], [], row)
    return next(e.points for e in events if isinstance(e, RowScored))


# Rule 1: the turn --------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 3, 6])
def test_rule1_twelve_turns_each_in_seat_order_and_three_rolls_at_most(players):
    state = new_game(players, seed=1)
    order = []
    while not state.is_terminal:
        order.append(state.turn_seat)
        seat = state.turn_seat
        row = next(r for r, p in zip(ROWS, state.cards[seat], strict=True) if p is None)
        turn(state, [(1, 2, 3, 4, 6), (1, 2, 3, 4, 6), (1, 2, 3, 4, 6)], [(0,), (0, 1)], row)
    assert order == [s % players for s in range(12 * players)]
    state = new_game(1, seed=1)
    state.apply_chance([1, 1, 2, 3, 4])
    for keep in [(0, 1), (0, 1, 2)]:
        state.apply(Roll(keep))
        state.apply_chance([1, 1, 1, 3, 4])
    before = state_to_dict(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(Roll((0,)))
    assert error.value.rule == "three_rolls" and state_to_dict(state) == before


def test_rule1_a_rematch_starts_with_the_next_seat():
    assert new_game(3, seed=1, match={"games": 1}).turn_seat == 1


# Rule 2: the boxes -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "dice", "points"),
    [
        ("ones", (1, 1, 3, 1, 6), 3),
        ("fours", (4, 4, 2, 3, 5), 8),
        ("sixes", (1, 2, 3, 4, 5), 0),
        ("full_house", (3, 3, 3, 5, 5), 19),
        ("full_house", (6, 6, 6, 6, 5), 0),
        ("full_house", (5, 5, 5, 5, 5), 0),  # five alike is no full house
        ("four_kind", (6, 6, 6, 6, 3), 24),
        ("four_kind", (5, 5, 5, 5, 5), 20),  # five alike: the four dice, the fifth not counted
        ("four_kind", (6, 6, 6, 3, 3), 0),
        ("little_straight", (5, 3, 1, 2, 4), 30),
        ("little_straight", (2, 3, 4, 5, 6), 0),
        ("little_straight", (1, 2, 3, 4, 4), 0),
        ("big_straight", (6, 2, 5, 3, 4), 30),
        ("big_straight", (1, 2, 3, 4, 5), 0),
        ("choice", (6, 5, 4, 1, 1), 17),
        ("yacht", (2, 2, 2, 2, 2), 50),
        ("yacht", (2, 2, 2, 2, 3), 0),
    ],
)
def test_rule2_each_box_scores_its_pattern(row, dice, points):
    assert points_in(row, dice) == points


# Rule 3: no bonus, no Joker ----------------------------------------------------------


def test_rule3_no_upper_bonus_and_a_second_yacht_is_just_five_dice():
    state = new_game(1, seed=1)
    events = turn(state, [(6, 6, 6, 6, 6)], [], "yacht")
    for face, row in enumerate(ROWS[:6], start=1):
        events += turn(state, [(face,) * 4 + (1 if face > 1 else 2,)], [], row)
    assert state.totals() == [50 + sum(4 * f for f in range(2, 7)) + 4]  # Ones: four 1s
    # A second Yacht after the Yacht box: its ordinary points in any open box, no extra.
    events += turn(state, [(3, 3, 3, 3, 3)], [], "full_house")
    scored = [e for e in events if isinstance(e, RowScored)]
    assert scored[-1].points == 0 and scored[-1].extra == 0
    assert state.cards[0][ROWS.index("full_house")] == 0


def test_rule3_the_best_card_is_297():
    best = {
        "ones": (1,) * 5, "twos": (2,) * 5, "threes": (3,) * 5, "fours": (4,) * 5,
        "fives": (5,) * 5, "sixes": (6,) * 5, "full_house": (6, 6, 6, 5, 5),
        "four_kind": (6, 6, 6, 6, 5), "little_straight": (1, 2, 3, 4, 5),
        "big_straight": (2, 3, 4, 5, 6), "choice": (6,) * 5, "yacht": (1,) * 5,
    }  # fmt: skip
    state = new_game(1, seed=1)
    for row, dice in best.items():
        turn(state, [dice], [], row)
    assert state.totals() == [297]


# Rule 4: zeros -----------------------------------------------------------------------


def test_rule4_any_open_box_takes_a_zero_and_a_lower_zero_asks_first():
    state = new_game(1, seed=1)
    state.apply_chance([1, 2, 3, 4, 6])
    assert state.zero_needs_confirmation("yacht")
    assert not state.zero_needs_confirmation("fives")  # an upper 0 is a result
    state.apply(Score("yacht"))
    assert state.cards[0][ROWS.index("yacht")] == 0
    state.apply_chance([1, 2, 3, 4, 6])
    before = state_to_dict(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(Score("yacht"))
    assert error.value.rule == "row_empty" and state_to_dict(state) == before


# Rule 5: the end ---------------------------------------------------------------------


def test_rule5_the_highest_total_wins_ties_share_and_the_record_replays():
    state = new_game(3, seed=1)
    dice = {0: (6, 6, 6, 6, 6), 1: (6, 6, 6, 6, 6), 2: (1, 1, 1, 1, 2)}
    events = []
    while not state.is_terminal:
        seat = state.turn_seat
        row = next(r for r, p in zip(ROWS, state.cards[seat], strict=True) if p is None)
        events += turn(state, [dice[seat]], [], row)
    over = events[-1]
    assert isinstance(over, GameOver)
    assert over.totals[0] == over.totals[1] > over.totals[2]
    assert over.places == [1, 1, 3] and over.winners == [0, 1] == state.winners()
    players = [{"name": n, "kind": "human", "level": None} for n in "ABC"]
    record = make_record(state, players)
    assert record["format"] == "yacht-record" and record["final"]["totals"] == over.totals
    assert replay_record(record).totals() == over.totals


# Rule 6: the Big Straight's value ----------------------------------------------------


def test_rule6_big_straight_40_changes_only_the_big_straight():
    assert points_in("big_straight", (2, 3, 4, 5, 6), BIG_40) == 40
    assert points_in("big_straight", (1, 2, 3, 4, 5), BIG_40) == 0
    assert points_in("little_straight", (1, 2, 3, 4, 5), BIG_40) == 30
    assert points_in("big_straight", (2, 3, 4, 5, 6)) == 30
