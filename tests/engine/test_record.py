"""Game records: the documented shape, replay, and precise errors for bad records."""

from __future__ import annotations

import copy
import json

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.match import play_game
from yenta_desktop.engine import RecordError, StateFormatError
from yenta_desktop.engine.yenta import make_record, replay_record, state_from_dict, state_to_dict

PLAYERS = [{"name": n, "kind": "ai", "level": "random"} for n in ("Ana", "Bob", "Cy", "Di")]


@pytest.fixture(scope="module")
def record():
    bots = [make_bot("random", seat) for seat in range(4)]
    state = play_game(bots, seed=21).state
    return json.loads(json.dumps(make_record(state, PLAYERS)))


def test_record_has_the_documented_shape(record):
    assert record["format"] == "yenta-record" and record["version"] == 1
    assert record["seed"] == 21
    assert set(record["rules"]) == {
        "target_score",
        "min_bid",
        "dice_per_player",
        "turn_after_miss",
        "failed_bid",
    }
    assert record["players"][0] == {"name": "Ana", "kind": "ai", "level": "random"}
    first = record["rounds"][0]
    assert set(first) == {
        "number",
        "dealer",
        "dice",
        "auction",
        "bidder",
        "bid",
        "actions",
        "last_player",
        "pair_points",
        "round_points",
        "scores",
    }
    assert first["number"] == 1 and len(first["dice"]) == 4
    assert all(set(a) == {"seat", "bid"} for a in first["auction"])
    kinds = {a["type"] for a in first["actions"]}
    assert kinds <= {"ask", "pass"}
    asks = [a for a in first["actions"] if a["type"] == "ask"]
    assert set(asks[0]) == {"seat", "type", "target", "value", "hit"}
    assert record["final_scores"] == record["rounds"][-1]["scores"]
    assert record["winner"] == record["final_scores"].index(max(record["final_scores"]))


def test_record_replays(record):
    state = replay_record(record)
    assert state.scores == record["final_scores"]


def _first_ask(record):
    for r, entry in enumerate(record["rounds"]):
        for i, action in enumerate(entry["actions"]):
            if action["type"] == "ask":
                return r, i
    raise AssertionError("no ask")


def test_an_ask_for_a_value_not_held_is_reported_with_its_place(record):
    bad = copy.deepcopy(record)
    r, i = _first_ask(bad)
    action = bad["rounds"][r]["actions"][i]
    seat = action["seat"]
    missing = next(v for v in range(1, 7) if v not in bad["rounds"][r]["dice"][seat])
    action["value"] = missing
    with pytest.raises(RecordError, match=f"round {r + 1}, action {i + 1}:") as info:
        replay_record(bad)
    assert "hold no" in str(info.value)
    assert info.value.round_index == r


def test_a_wrong_hit_flag_is_reported(record):
    bad = copy.deepcopy(record)
    r, i = _first_ask(bad)
    bad["rounds"][r]["actions"][i]["hit"] = not bad["rounds"][r]["actions"][i]["hit"]
    with pytest.raises(RecordError, match="recorded as a"):
        replay_record(bad)


def test_changed_dice_or_scores_are_caught(record):
    bad = copy.deepcopy(record)
    bad["rounds"][0]["scores"][0] += 1
    with pytest.raises(RecordError, match="scores"):
        replay_record(bad)
    bad = copy.deepcopy(record)
    bad["final_scores"] = [0, 0, 0, 0]
    with pytest.raises(RecordError, match="final scores"):
        replay_record(bad)


def test_an_action_by_the_wrong_seat_is_reported(record):
    bad = copy.deepcopy(record)
    bad["rounds"][0]["auction"][0]["seat"] = (bad["rounds"][0]["auction"][0]["seat"] + 1) % 4
    with pytest.raises(RecordError, match="round 1, auction 1: it is seat"):
        replay_record(bad)


@pytest.mark.parametrize(
    "mutate",
    [
        lambda r: r.update(format="chess"),
        lambda r: r.update(version=2),
        lambda r: r.update(rounds="many"),
        lambda r: r.update(rules={"target_score": "x"}),
        lambda r: r["rounds"][0].update(dice=[[7, 7, 7, 7, 7]] * 4),
        lambda r: r["rounds"][0].update(dice=None),
        lambda r: r["rounds"][0]["actions"].append({"seat": 0, "type": "jump"}),
        lambda r: r["rounds"][0]["actions"].clear(),
        lambda r: r.update(rounds=[]),
    ],
)
def test_malformed_records_raise_record_error_not_a_traceback(record, mutate):
    bad = copy.deepcopy(record)
    mutate(bad)
    with pytest.raises(RecordError):
        replay_record(bad)


def test_saved_state_round_trip_and_bad_snapshots(record):
    state = replay_record(record)
    data = json.loads(json.dumps(state_to_dict(state)))
    assert state_from_dict(data) == state
    for bad in (
        {},
        {"format": "yenta-state", "version": 99},
        dict(data, rng=None),
        dict(data, rounds=[{"dice": "x"}]),
        "text",
    ):
        with pytest.raises(StateFormatError):
            state_from_dict(bad)
