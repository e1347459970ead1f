"""farkle-record v1 and farkle-state v1: what they hold, replay, tampering, Continue mid-turn."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from yenta_desktop.engine import RecordError, StateFormatError
from yenta_desktop.engine.farkle import (
    Bank,
    Roll,
    Rules,
    make_record,
    new_game,
    record_length,
    replay_record,
    replay_steps,
    state_from_dict,
    state_to_dict,
)

ROOT = Path(__file__).resolve().parents[3]
PLAYERS = [
    {"name": "A", "kind": "human", "level": None},
    {"name": "B", "kind": "ai", "level": "hard"},
]


def scripted() -> object:
    """Seat 0 banks 1,000 after a roll on; seat 1 farkles; seat 0 hot dice then farkles."""
    state = new_game(2, Rules(target=2000), seed=3)
    state.apply_chance([1, 2, 3, 4, 6, 6])
    state.apply(Roll((0,)))
    state.apply_chance([1, 1, 1, 1, 2, 3])  # slot 0 unchanged
    state.apply(Bank((1, 2, 3)))
    state.apply_chance([2, 3, 4, 6, 2, 3])
    state.apply_chance([1, 2, 3, 4, 5, 6])
    state.apply(Roll((0, 1, 2, 3, 4, 5)))
    state.apply_chance([2, 3, 4, 6, 2, 3])
    return state


def test_a_record_holds_every_roll_set_aside_end_points_and_penalty():
    state = scripted()
    record = json.loads(json.dumps(make_record(state, PLAYERS)))
    assert record["format"] == "farkle-record" and record["version"] == 1
    first, second, third = record["turns"]
    assert first == {
        "seat": 0,
        "rolls": [[1, 2, 3, 4, 6, 6], [1, 1, 1, 1, 2, 3]],
        "set_asides": [[0], [1, 2, 3]],
        "end": "bank",
        "points": 1100,
        "penalty": 0,
        "hot_dice": 0,
        "total": 1100,
    }
    assert second["end"] == "farkle" and second["set_asides"] == [] and second["points"] == 0
    assert third["hot_dice"] == 1 and third["end"] == "farkle"
    assert record_length(record) == 3
    assert record["final"] is None and record["winners"] is None
    assert replay_record(record).scores == [1100, 0]


@pytest.mark.parametrize(
    ("field", "value", "match"),
    [
        ("points", 1000, "points"),
        ("total", 5, "total"),
        ("end", "farkle", "banked"),
        ("seat", 1, "turn"),
    ],
)
def test_a_tampered_record_is_refused_naming_the_turn(field, value, match):
    record = make_record(scripted(), PLAYERS)
    record["turns"][0][field] = value
    with pytest.raises(RecordError, match=match) as error:
        replay_record(record)
    assert "turn 1" in str(error.value)


def test_a_record_whose_dice_change_a_die_set_aside_is_refused():
    record = make_record(scripted(), PLAYERS)
    record["turns"][0]["rolls"][1][0] = 5
    with pytest.raises(RecordError, match="die 0"):
        replay_record(record)


def test_replay_steps_yield_every_roll_and_action():
    steps = list(replay_steps(make_record(scripted(), PLAYERS)))
    # the start, then 4 + 1 + 3 steps.
    assert len(steps) == 9


@pytest.mark.parametrize("pending", ["roll", "choice"])
def test_a_save_mid_turn_restores_set_aside_dice_and_total_without_rerolling(pending):
    state = new_game(2, seed=9)
    state.apply_chance([1, 5, 2, 3, 4, 6])
    state.apply(Roll((0, 1)))
    if pending == "choice":
        state.apply_chance([5, 5, 5, 2])
    data = json.loads(json.dumps(state_to_dict(state)))
    loaded = state_from_dict(data)
    assert loaded == state
    assert loaded.turn_total == 150 and loaded.aside == (0, 1)
    assert loaded.is_chance_node() == (pending == "roll")
    assert loaded.rng.getstate() == state.rng.getstate()


def test_a_bad_save_is_refused():
    data = state_to_dict(scripted())
    data["current"] = {"seat": 1, "rolls": [[1, 2, 3, 4, 6, 6]], "set_asides": [[1]]}
    with pytest.raises(StateFormatError, match="every die set aside must score"):
        state_from_dict(data)


def test_verify_accepts_a_finished_record_and_rejects_a_tampered_one(tmp_path):
    rng = random.Random(4)
    state = new_game(2, Rules(target=2000), seed=4)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    good = make_record(state, PLAYERS)
    bad = json.loads(json.dumps(good))
    bad["final"]["totals"][0] += 50
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(good) + "\n")
    run = [sys.executable, "-m", "yenta_desktop", "verify", str(path)]
    assert subprocess.run(run, cwd=ROOT, capture_output=True).returncode == 0
    path.write_text(json.dumps(bad) + "\n")
    result = subprocess.run(run, cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 1 and "final" in result.stdout + result.stderr


def banked_straight() -> object:
    """Seat 0 rolls a straight and banks all six dice; seat 1 farkles."""
    state = new_game(2, Rules(target=2000), seed=3)
    state.apply_chance([1, 2, 3, 4, 5, 6])
    state.apply(Bank((0, 1, 2, 3, 4, 5)))
    state.apply_chance([2, 3, 4, 6, 2, 3])
    return state


def test_hot_dice_counts_every_time_all_six_were_set_aside_banked_or_not():
    from yenta_desktop.engine.farkle import seat_tallies

    state = banked_straight()
    assert state.turns[0]["hot_dice"] == 1 and state.turns[0]["end"] == "bank"
    # After hot dice and a roll on, a second all-six set-aside that banks: two.
    other = new_game(1, seed=3)
    other.apply_chance([1, 2, 3, 4, 5, 6])
    other.apply(Roll((0, 1, 2, 3, 4, 5)))
    other.apply_chance([1, 1, 1, 5, 5, 5])
    other.apply(Bank((0, 1, 2, 3, 4, 5)))
    assert other.turns[0]["hot_dice"] == 2
    assert seat_tallies(other)[0]["hot_dice"] == 2  # the statistics count the same


def test_a_hand_written_record_with_a_banked_straight_verifies_and_an_old_one_still_does(
    tmp_path,
):
    record = json.loads(json.dumps(make_record(banked_straight(), PLAYERS)))
    assert record["turns"][0]["hot_dice"] == 1
    old = json.loads(json.dumps(record))
    old["turns"][0]["hot_dice"] = 0  # what records written before the fix say
    wrong = json.loads(json.dumps(record))
    wrong["turns"][0]["hot_dice"] = 2
    assert replay_record(record).turns[0]["hot_dice"] == 1
    assert replay_record(old).turns[0]["hot_dice"] == 1  # loads, and counts it now
    with pytest.raises(RecordError, match="hot_dice"):
        replay_record(wrong)
    path = tmp_path / "hand.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in (record, old)) + "\n")
    done = subprocess.run(
        [sys.executable, "-m", "yenta_desktop", "verify", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
