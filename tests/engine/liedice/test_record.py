"""lie-dice-record v1 and lie-dice-state v1: exact shapes, replays, and refusals."""

from __future__ import annotations

import copy
import json

import pytest

from yenta_desktop.engine import RecordError, StateFormatError
from yenta_desktop.engine.liedice import (
    CALL,
    LOOK,
    Bid,
    Reroll,
    make_record,
    record_length,
    replay_record,
    replay_steps,
    state_from_dict,
    state_steps,
    state_to_dict,
)
from yenta_desktop.engine.records import replay_any

from .helpers import game, open_with, reroll_and_bid

PLAYERS = [{"name": n, "kind": "ai", "level": "easy"} for n in ("Ann", "Bob")]
BOX = ["K", "K", "9", "A", "J"]


def short_game():
    """Two players, one life: seat 0 opens, seat 1 re-rolls and lies, seat 0 calls."""
    state = game(2, lives=1, box=BOX)
    open_with(state, ["K", "K", "A", "J", "9"], "left")
    reroll_and_bid(state, (0, 1), ["9", "10", "Q"], ["K", "K", "K"])
    state.apply(CALL)
    return state


def test_the_record_has_the_issue_shape():
    record = make_record(short_game(), PLAYERS)
    assert record["format"] == "lie-dice-record" and record["version"] == 1
    assert record["game"] == "lie-dice" and record["winners"] == [0]
    assert record["final"] == [1, 0] and record["loser"] == 1 and record["winner"] is None
    (entry,) = record["rounds"]
    assert entry["opener"] == 0 and entry["direction"] == "left"
    assert entry["actions"] == [
        {
            "seat": 0,
            "type": "bid",
            "dice": ["K", "K", "A", "J", "9"],
            "looked": True,
            "kept": [],
            "rerolled": 5,
            "box": BOX,
        },
        {
            "seat": 1,
            "type": "bid",
            "dice": ["K", "K", "K"],
            "looked": True,
            "kept": [0, 1],
            "rerolled": 3,
            "box": ["K", "K", "9", "10", "Q"],
        },
        {"seat": 0, "type": "call"},
    ]
    assert entry["box"] == ["K", "K", "9", "10", "Q"]
    assert entry["loser"] == 1 and entry["reason"] == "lied" and entry["lives"] == [1, 0]
    assert record_length(record) == 1


def test_a_record_replays_step_by_step_to_the_same_game():
    state = short_game()
    record = json.loads(json.dumps(make_record(state, PLAYERS)))
    steps = list(replay_steps(record))
    assert len(steps) == 1 + 1 + 2 + 4 + 1  # start, shake, look+bid, look+reroll+roll+bid, call
    final = replay_any(record)
    assert final.rounds == state.rounds and final.winners() == [0]


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (("actions", 1, "box"), ["K", "K", "9", "10", "A"], "box"),
        (("actions", 0, "rerolled"), 0, "rerolled 5"),
        (("actions", 1, "rerolled"), 2, "does not match"),
        (("actions", 1, "dice"), ["K", "K"], "beat"),
        (("actions", 2, "seat"), 1, "turn"),
        (("loser",), 0, "loser"),
        (("lives",), [0, 1], "lives"),
        (("opener",), 1, "opener"),
    ],
)
def test_a_tampered_round_is_refused(path, value, message):
    record = make_record(short_game(), PLAYERS)
    target = record["rounds"][0]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(RecordError, match=message):
        replay_record(record)


def test_an_unfinished_game_records_its_finished_rounds():
    state = game(3, box=BOX)
    open_with(state, ["K", "K"])
    state.apply(CALL)
    state.apply_chance(BOX)
    record = make_record(state, PLAYERS + [{"name": "Cy"}])
    assert record["winners"] is None and record["final"] is None
    assert len(record["rounds"]) == 1
    replayed = replay_record(record)
    assert replayed.is_chance_node() and replayed.lives == [3, 2, 3]


#: A scripted two-player game: chance outcomes (lists of faces) and actions, in order.
SCRIPT = [
    BOX,
    LOOK,
    Bid(("K", "K"), "right"),
    LOOK,
    Reroll((0, 1, 3)),
    ["A", "9"],
    Bid(("A", "A", "K", "K")),
    CALL,
    ["Q", "Q", "Q", "10", "9"],
    Bid(("Q", "Q", "Q"), "left"),
]


@pytest.mark.parametrize("cut", range(len(SCRIPT) + 1))
def test_saves_load_at_any_step_and_keep_the_generator(cut):
    state = game(2)
    for step in SCRIPT[:cut]:
        if isinstance(step, list):
            state.apply_chance(step)
        else:
            state.apply(step)
    saved = json.loads(json.dumps(state_to_dict(state)))
    loaded = state_from_dict(saved)
    assert state_to_dict(loaded) == state_to_dict(state)
    for seat in range(2):
        assert loaded.observation(seat).to_dict() == state.observation(seat).to_dict()
    assert loaded.rng.getstate() == state.rng.getstate()
    assert loaded.legal_actions() == state.legal_actions()


def test_state_steps_replays_a_save_step_by_step_with_its_events():
    """What a table writes its move log from after Continue: every step, then the saved state."""
    state = game(2)
    events_seen = []
    for step in SCRIPT:
        events_seen.append(
            state.apply_chance(step) if isinstance(step, list) else state.apply(step)
        )
    saved = json.loads(json.dumps(state_to_dict(state)))
    steps = list(state_steps(saved))
    assert len(steps) == len(SCRIPT) + 1 and steps[0][1] == []
    assert [events for _, events in steps[1:]] == events_seen
    last = steps[-1][0]
    assert state_to_dict(last) == state_to_dict(state)
    assert last.rng.getstate() == state.rng.getstate()


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(version=2),
        lambda d: d.update(format="yenta-state"),
        lambda d: d.update(rng=None),
        lambda d: d.update(steps={"a": 1}),
        lambda d: d["steps"].append({"seat": 0, "action": {"type": "call"}}),
        lambda d: d["steps"].insert(0, {"chance": ["A"]}),
        lambda d: d.update(num_players=9),
        lambda d: d.update(rules={"lives": 0}),
    ],
)
def test_a_bad_save_is_refused(change):
    state = game(2, box=BOX)
    open_with(state, ["K"])
    data = copy.deepcopy(state_to_dict(state))
    change(data)
    with pytest.raises(StateFormatError):
        state_from_dict(data)


def test_the_documented_example_replays():
    from pathlib import Path

    doc = Path(__file__).resolve().parents[3] / "docs" / "records" / "lie-dice.md"
    text = doc.read_text(encoding="utf-8")
    example = text.split("```json", 1)[1].split("```", 1)[0]
    record = json.loads(example)
    state = replay_record(record)
    assert state.is_terminal and state.winners() == [1]
