"""pinochle-record v1 and pinochle-state v1: the format, replays, saves mid-trick, bad files."""

from __future__ import annotations

import copy
import json

import pytest

from yenta_desktop.ai.pinochle.random_bot import RandomBot
from yenta_desktop.engine import RecordError, StateFormatError
from yenta_desktop.engine.pinochle import (
    Phase,
    make_record,
    new_game,
    record_length,
    replay_record,
    replay_steps,
    state_from_dict,
    state_steps,
    state_to_dict,
)
from yenta_desktop.engine.records import verify_records

PLAYERS = [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(4)]


def random_game(seed: int, stop=None):
    state = new_game(4, seed=seed)
    bots = [RandomBot(seed * 10 + s) for s in range(4)]
    while not state.is_terminal:
        if stop is not None and stop(state):
            break
        if state.is_chance_node():
            state.apply_chance()
        else:
            seat = state.current_seat
            state.apply(bots[seat].choose(state.observation(seat)))
    return state


@pytest.fixture(scope="module")
def record():
    return json.loads(json.dumps(make_record(random_game(2), PLAYERS)))


def test_record_has_the_issue_fields(record):
    assert record["format"] == "pinochle-record" and record["version"] == 1
    assert record["game"] == "pinochle" and record_length(record) == len(record["deals"])
    deal = record["deals"][0]
    for key in (
        "dealer",
        "hands",
        "auction",
        "bidder",
        "bid",
        "trump",
        "passes",
        "melds",
        "throw_in",
        "tricks",
        "trick_points",
        "deal_points",
        "scores",
    ):
        assert key in deal, key
    assert [len(h) for h in deal["hands"]] == [12] * 4
    assert set(deal["passes"]) == {"to_bidder", "back"}
    assert all(set(e) == {"seat", "bid"} for e in deal["auction"])
    assert all(set(m) == {"name", "cards", "points"} for melds in deal["melds"] for m in melds)
    played = [d for d in record["deals"] if d["tricks"]]
    assert all(set(t) == {"leader", "cards", "winner"} for t in played[0]["tricks"])
    assert record["final"] == record["deals"][-1]["scores"]
    assert len(record["winners"]) == 2


def test_a_record_replays_to_the_same_game(record):
    state = replay_record(record)
    assert state.is_terminal and state.scores == record["final"]
    assert state.winners() == record["winners"]
    assert sum(1 for _ in replay_steps(record)) > 48


def _first_played_deal(record):
    return next(i for i, d in enumerate(record["deals"]) if d["tricks"])


def test_verify_names_the_first_illegal_card(record):
    bad = copy.deepcopy(record)
    index = _first_played_deal(bad)
    deal = bad["deals"][index]
    # The second card of the third trick becomes a card that seat was never dealt.
    trick = deal["tricks"][2]
    seat = (trick["leader"] + 1) % 4
    missing = next(
        c
        for c in ("AS", "TS", "KS", "QS", "JS", "9S", "AH", "TH", "KH")
        if c not in deal["hands"][seat]
    )
    trick["cards"][1] = missing
    with pytest.raises(RecordError) as error:
        replay_record(bad)
    message = str(error.value)
    assert f"deal {index + 1}: trick 3, card 2 (seat {seat} plays '{missing}')" in message
    seen, problems = verify_records([json.dumps(bad)])
    assert seen == 1 and "trick 3, card 2" in problems[0][1]


def test_verify_names_a_card_that_breaks_follow_suit():
    # Search a random game for a follower who followed suit while holding another suit.
    state = random_game(3)
    record = make_record(state, PLAYERS)
    for d, deal in enumerate(record["deals"]):
        for t, trick in enumerate(deal["tricks"]):
            led = trick["cards"][0][1]
            if trick["cards"][1][1] == led:
                hand_after = _hand_before_trick(deal, t, (trick["leader"] + 1) % 4)
                other = [c for c in hand_after if c[1] != led]
                if other:
                    bad = copy.deepcopy(record)
                    bad["deals"][d]["tricks"][t]["cards"][1] = other[0]
                    with pytest.raises(RecordError, match="must follow suit"):
                        replay_record(bad)
                    return
    pytest.fail("no suitable trick found")


def _hand_before_trick(deal, index, seat):
    from collections import Counter

    hand = Counter(deal["hands"][seat])
    bidder = deal["bidder"]
    partner = (bidder + 2) % 4
    if seat == partner:
        hand = hand - Counter(deal["passes"]["to_bidder"]) + Counter(deal["passes"]["back"])
    if seat == bidder:
        hand = hand + Counter(deal["passes"]["to_bidder"]) - Counter(deal["passes"]["back"])
    for trick in deal["tricks"][:index]:
        hand[trick["cards"][(seat - trick["leader"]) % 4]] -= 1
    return list(hand.elements())


@pytest.mark.parametrize(
    ("path", "value", "match"),
    [
        (("deals", 0, "dealer"), 9, "dealer"),
        (("deals", 0, "bid"), 999, "recorded bid"),
        (("deals", 0, "scores"), [1, 2], "recorded scores"),
        (("deals", 0, "trump"), "X", "trump"),
        (("deals", 0, "auction", 0, "seat"), 7, "turn to bid"),
        (("deals", 0, "hands", 0, 0), "ZZ", "hands"),
        (("final",), [0, 0], "final"),
    ],
)
def test_tampered_records_are_refused(record, path, value, match):
    bad = copy.deepcopy(record)
    target = bad
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(RecordError, match=match):
        replay_record(bad)


def test_saves_continue_mid_trick_and_keep_the_generator():
    state = random_game(4, stop=lambda s: s.deal_number == 2 and len(s.trick) == 2)
    assert state.phase is Phase.PLAY and len(state.trick) == 2
    data = json.loads(json.dumps(state_to_dict(state)))
    loaded = state_from_dict(data)
    assert state_to_dict(loaded) == state_to_dict(state)
    for seat in range(4):
        assert loaded.observation(seat).to_dict() == state.observation(seat).to_dict()
    assert loaded.rng.random() == state.rng.random()


@pytest.mark.parametrize("phase", ["auction", "pass_back", "throw_in_or_play", "deal"])
def test_saves_load_in_every_phase(phase):
    def stop(state):
        if phase == "deal":
            return state.phase is Phase.DEAL and state.deal_number == 1
        if phase == "throw_in_or_play":
            return state.phase in (Phase.THROW_IN, Phase.PLAY) and not state.tricks
        return state.phase.value == phase

    state = random_game(5, stop=stop)
    loaded = state_from_dict(json.loads(json.dumps(state_to_dict(state))))
    assert state_to_dict(loaded) == state_to_dict(state)


def test_bad_saves_raise_state_format_error():
    data = state_to_dict(random_game(6, stop=lambda s: s.deal_number == 1 and s.tricks))
    for broken in (
        None,
        dict(data, format="yenta-state"),
        dict(data, version=2),
        dict(data, num_players=3),
        dict(data, rng="x"),
        dict(data, deals="x"),
        dict(data, current=[1]),
        dict(data, rules={"min_bid": 255}),
        dict(data, current=dict(data["current"], hands=[["AS"] * 12] * 4)),
    ):
        with pytest.raises(StateFormatError):
            state_from_dict(broken)


def test_state_steps_replays_a_save_step_by_step_and_ends_on_the_saved_game():
    state = random_game(7, stop=lambda s: s.deal_number == 2 and len(s.tricks) == 3)
    data = json.loads(json.dumps(state_to_dict(state)))
    steps = list(state_steps(data))
    assert len(steps) > 40
    last, _ = steps[-1]
    assert state_to_dict(last) == state_to_dict(state)
    words = data["rng"][1]
    for broken in ([3, words[:-1], None], [3, [-1] + words[1:], None], [2, words, None]):
        with pytest.raises(StateFormatError, match="generator"):
            state_from_dict(dict(data, rng=broken))
