"""One test per rule of Triple Yahtzee (issue 19, docs/rules/triple-yahtzee.md), scripted dice."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yenta_desktop.engine import IllegalAction, RecordError
from yenta_desktop.engine.families.scorecard import RowScored
from yenta_desktop.engine.tripleyahtzee import (
    SPEC,
    Rules,
    Score,
    make_record,
    new_game,
    replay_record,
    state_from_dict,
    state_to_dict,
)
from yenta_desktop.engine.tripleyahtzee.spec import ROWS

FREE = Rules(joker="free")


def write(state, dice, row, column=0):
    """A one-roll turn writing ``dice`` into ``row`` of ``column``; the RowScored event."""
    events = state.apply_chance(list(dice))
    events = state.apply(Score(row, column))
    return [e for e in events if isinstance(e, RowScored)][0]


def three_yahtzees(rules=None, points=(50, 50, 50)):
    state = new_game(1, rules, seed=1)
    for column, p in enumerate(points):
        write(state, (6,) * 5 if p else (1, 2, 3, 4, 6), "yahtzee", column)
    return state


def test_rule_39_turns_each_and_any_column_may_take_the_box():
    state = new_game(2, seed=1)
    turns = 0
    while not state.is_terminal:
        seat = state.turn_seat
        column, row = SPEC.open_boxes(state.cards[seat])[-1]  # the x3 column first
        write(state, (1, 2, 3, 4, 6), row, column)
        turns += 1
    assert turns == 78 and all(None not in card for card in state.cards)


def test_rule_columns_count_x1_x2_x3_with_their_own_bonus():
    state = new_game(1, seed=1)
    assert write(state, (6, 6, 1, 2, 3), "sixes", 2).total == 36
    assert write(state, (6, 6, 1, 2, 3), "sixes", 1).total == 36 + 24
    for face, row in enumerate(ROWS[:6], start=1):
        others = [d for d in (1, 2, 3, 4) if d != face][:2]
        write(state, [face] * 3 + others, row, 0)
    assert SPEC.bonus(state.cards[0], 0) == 35 and SPEC.bonus(state.cards[0], 2) == 0
    assert state.totals() == [36 + 24 + 63 + 35]


def test_rule_while_any_yahtzee_box_is_open_a_yahtzee_gets_no_joker_and_no_bonus():
    state = three_yahtzees(points=(50, 50))
    state.apply_chance([4] * 5)
    legal = {(a.column, a.row) for a in state.legal_actions() if isinstance(a, Score)}
    assert (0, "chance") in legal and (2, "yahtzee") in legal  # no Joker constraint
    state.apply(Score("full_house", 1))
    assert state.cards[0][13 + ROWS.index("full_house")] == 0 and state.extras == [[0, 0, 0]]


def test_rule_a_bonus_yahtzee_adds_100_to_its_column_multiplied_once():
    state = three_yahtzees()
    scored = write(state, (4,) * 5, "fours", 2)
    assert (scored.points, scored.extra) == (20, 100)
    assert state.totals() == [50 * 6 + 20 * 3 + 300]


def test_rule_no_bonus_unless_all_three_hold_50():
    state = three_yahtzees(points=(50, 0, 50))
    scored = write(state, (4,) * 5, "fours", 0)
    assert scored.extra == 0


def test_rule_forced_joker_matching_upper_box_in_any_column_first():
    state = three_yahtzees()
    write(state, (4, 4, 1, 2, 3), "fours", 0)
    state.apply_chance([4] * 5)
    legal = {(a.column, a.row) for a in state.legal_actions() if isinstance(a, Score)}
    assert legal == {(1, "fours"), (2, "fours")}
    before = state_to_dict(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(Score("chance", 2))
    assert error.value.rule == "joker" and state_to_dict(state) == before


def test_rule_forced_joker_then_lower_boxes_at_joker_values_then_upper_zero():
    state = three_yahtzees(points=(0, 0, 0))
    for column in range(3):
        write(state, (4, 4, 1, 2, 3), "fours", column)
    state.apply_chance([4] * 5)
    legal = {(a.column, a.row) for a in state.legal_actions() if isinstance(a, Score)}
    assert legal == {(c, r) for c in range(3) for r in ROWS[6:] if r != "yahtzee"}
    assert (
        SPEC.box_points(state.cards[0], 2, "large_straight", state.dice, False, state.rules) == 40
    )
    state.apply(Score("large_straight", 2))
    assert state.totals() == [8 * 6 + 40 * 3]


def test_rule_free_joker_any_box_and_joker_values_once_filled_in_all_three_columns():
    state = three_yahtzees(FREE)
    write(state, (4, 4, 1, 2, 3), "fours", 0)
    write(state, (4, 4, 1, 2, 3), "fours", 1)
    state.apply_chance([4] * 5)
    assert len([a for a in state.legal_actions() if isinstance(a, Score)]) == 39 - 5
    assert SPEC.box_points(state.cards[0], 0, "full_house", state.dice, False, FREE) == 0
    state.apply(Score("fours", 2))
    state.apply_chance([4] * 5)
    assert SPEC.box_points(state.cards[0], 0, "full_house", state.dice, False, FREE) == 25


def test_rule_highest_total_wins_and_ties_share():
    state = new_game(2, seed=1)
    while not state.is_terminal:
        column, row = SPEC.open_boxes(state.cards[state.turn_seat])[0]
        write(state, (1, 2, 3, 4, 6), row, column)
    assert state.places() == [1, 1] and state.winners() == [0, 1]


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 3), st.sampled_from([Rules(), FREE]), st.integers(0, 10_000))
def test_random_play_keeps_totals_and_replays(players, rules, seed):
    rng = random.Random(seed)
    state = new_game(players, rules, seed=seed)
    while not state.is_terminal:
        if state.is_chance_node():
            five = not state.held and rng.random() < 0.2
            state.apply_chance([rng.randint(1, 6)] * 5 if five else None)
            continue
        legal = state.legal_actions()
        scores = [a for a in legal if isinstance(a, Score)]
        state.apply(rng.choice(scores) if rng.random() < 0.5 else rng.choice(legal))
    for card, extras, total in zip(state.cards, state.extras, state.totals(), strict=True):
        columns = sum(
            (SPEC.upper_sum(card, c) + SPEC.bonus(card, c) + SPEC.lower_sum(card, c) + extras[c])
            * (c + 1)
            for c in range(3)
        )
        assert total == columns
    again = state_from_dict(json.loads(json.dumps(state_to_dict(state))))
    assert again == state
    record = json.loads(json.dumps(make_record(state, [{"name": "p", "kind": "ai"}] * players)))
    assert record["format"] == "triple-yahtzee-record"
    assert replay_record(record).totals() == state.totals()
    if record["turns"]:
        record["turns"][0]["column"] = (record["turns"][0].get("column", 0) + 1) % 3
        with pytest.raises(RecordError):
            replay_record(record)
