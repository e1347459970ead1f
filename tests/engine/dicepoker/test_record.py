"""dice-poker-record v1 and dice-poker-state v1: what they hold, replay, and refuse."""

from __future__ import annotations

import copy
import json
import random

import pytest

from tests.engine.dicepoker.helpers import fill_rest, turn
from yenta_desktop.engine import RecordError, StateFormatError
from yenta_desktop.engine.dicepoker import (
    Roll,
    make_record,
    new_game,
    record_length,
    replay_record,
    replay_steps,
    state_from_dict,
    state_steps,
    state_to_dict,
)
from yenta_desktop.engine.families.dice_turn import DiceHeld, DiceRolled
from yenta_desktop.engine.families.scorecard import RowScored, TurnStarted
from yenta_desktop.engine.records import replay_any

PLAYERS = [
    {"name": "Ann", "kind": "human", "level": None},
    {"name": "Bot", "kind": "ai", "level": "hard"},
]


def scripted_game():
    state = new_game(2, seed=9, match={"games": 1})  # a rematch: seat 1 starts
    turn(state, [[2, 3, 6, 2, 1], [2, 1, 1, 2, 5], [2, 1, 1, 2, 1]], [[0, 3], [0, 1, 2, 3]], "ones")
    turn(state, [[1, 1, 1, 1, 1]], [], "ones")
    fill_rest(state)
    return state


def test_record_holds_every_roll_hold_row_points_and_first_roll_flag():
    state = scripted_game()
    record = json.loads(json.dumps(make_record(state, PLAYERS)))
    assert record["format"] == "dice-poker-record" and record["version"] == 1
    assert record["first_seat"] == 1
    first = record["turns"][0]
    assert first == {
        "seat": 1,
        "rolls": [[2, 3, 6, 2, 1], [2, 1, 1, 2, 5], [2, 1, 1, 2, 1]],
        "holds": [[0, 3], [0, 1, 2, 3]],
        "row": "ones",
        "points": 0,
        "first_roll": False,
    }
    assert record["turns"][1]["first_roll"] and record["turns"][1]["points"] == 2
    assert record_length(record) == 30
    assert record["final"]["totals"] == state.totals()
    assert record["final"]["results"] == [round(r, 2) for r in state.results()]
    assert record["winners"] == state.winners()
    replayed = replay_any(record)
    assert replayed == state.clone() or replayed.cards == state.cards
    assert replayed.turns == state.turns and replayed.first_seat == 1


def test_replay_steps_yield_the_start_and_every_roll_and_action():
    record = make_record(scripted_game(), PLAYERS)
    steps = list(replay_steps(record))
    # start + turn 1 (3 rolls, 2 holds, score) + 29 one-roll turns (roll, score)
    assert len(steps) == 1 + 6 + 29 * 2


@pytest.mark.parametrize(
    ("path", "value", "match"),
    [
        (("turns", 0, "points"), 5, "recorded points"),
        (("turns", 0, "first_roll"), True, "first_roll"),
        (("turns", 0, "seat"), 0, "seat 1's turn"),
        (("turns", 0, "rolls", 1), [9, 1, 1, 2, 5], "1-6"),
        (("turns", 0, "rolls", 1), [3, 1, 1, 2, 5], "held"),
        (("turns", 0, "holds", 0), [0, 0], "keep"),
        (("turns", 0, "row"), "pair", "upper"),
        (("turns", 2, "row"), "ones", "already written"),
        (("final",), {"totals": [1, 2], "results": [0, 0]}, "final"),
        (("rules",), {"bogus": 1}, "rules"),
        (("first_seat",), 2, "first seat"),
    ],
)
def test_a_tampered_record_is_refused(path, value, match):
    record = copy.deepcopy(make_record(scripted_game(), PLAYERS))
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(RecordError, match=match):
        replay_record(record)


def test_an_unfinished_record_replays_its_finished_turns():
    state = new_game(2, seed=3)
    turn(state, [[1, 1, 1, 2, 3]], [], "ones")
    state.apply_chance([2, 2, 2, 2, 1])
    record = make_record(state, PLAYERS)
    assert record["final"] is None and record["winners"] is None
    replayed = replay_record(record)
    assert replayed.turns == state.turns and replayed.is_chance_node()


@pytest.mark.parametrize("pending", [False, True])
def test_a_save_mid_turn_restores_dice_holds_and_roll_count_without_rerolling(pending):
    state = new_game(2, seed=5)
    turn(state, [[1, 1, 1, 2, 3]], [], "ones")
    state.apply_chance([2, 2, 6, 2, 1])
    state.apply(Roll((0, 1, 3)))
    state.apply_chance([5, 5])
    if pending:
        state.apply(Roll((0, 1, 3)))
    data = json.loads(json.dumps(state_to_dict(state)))
    loaded = state_from_dict(data)
    assert loaded == state
    assert loaded.dice == (2, 2, 5, 2, 5) and loaded.rolls_done == 2
    assert loaded.held == ((0, 1, 3) if pending else ())
    assert loaded.is_chance_node() is pending
    if pending:
        # The generator was saved: both roll the same dice next.
        assert loaded.apply_chance() == state.apply_chance()


@pytest.mark.parametrize(
    "bad",
    [
        None,
        [],
        {"format": "yenta-state", "version": 1},
        {"format": "dice-poker-state", "version": 2},
    ],
)
def test_a_bad_save_is_refused(bad):
    with pytest.raises(StateFormatError):
        state_from_dict(bad)


def test_a_save_with_damaged_fields_is_refused():
    good = state_to_dict(scripted_game())
    for key, value in [
        ("num_players", "two"),
        ("rng", None),
        ("turns", {}),
        ("current", 5),
        ("first_seat", None),
        ("num_players", 9),
    ]:
        data = dict(good, **{key: value})
        with pytest.raises(StateFormatError):
            state_from_dict(data)
    data = copy.deepcopy(good)
    data["turns"][3]["rolls"][0] = [7, 7, 7, 7, 7]
    with pytest.raises(StateFormatError):
        state_from_dict(data)


def test_replaying_a_save_draws_nothing_from_the_generator():
    state = new_game(1, seed=2)
    rng = random.Random(0)
    while not state.is_terminal:
        state.apply_chance([rng.randint(1, 6) for _ in range(5)])
        state.apply(state.legal_actions()[0])
    data = state_to_dict(state)
    assert state_from_dict(data).rng.getstate() == state.rng.getstate()


def test_state_steps_replays_a_save_with_its_events():
    """The table writes its move log again from these steps after Continue."""
    state = new_game(2, seed=5)
    turn(state, [[1, 1, 1, 2, 3]], [], "ones")
    state.apply_chance([2, 2, 6, 2, 1])
    state.apply(Roll((0, 1, 3)))
    data = json.loads(json.dumps(state_to_dict(state)))
    steps = [(s.clone(), events) for s, events in state_steps(data)]
    kinds = [type(e) for _, events in steps for e in events]
    assert kinds == [TurnStarted, DiceRolled, RowScored, TurnStarted, DiceRolled, DiceHeld]
    assert steps[-1][0] == state
    with pytest.raises(StateFormatError):
        list(state_steps({"format": "dice-poker-state", "version": 2}))
