"""Invariants over many random games (hypothesis picks tables, rules, seeds and play)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from yenta_desktop.engine.liedice import (
    CALL,
    LOOK,
    Bid,
    Reroll,
    Rules,
    bid_index,
    is_lie,
    make_record,
    new_game,
    replay_record,
    resample_hidden,
    seat_tallies,
    state_from_dict,
    state_to_dict,
)

rules_strategy = st.builds(
    Rules, lives=st.integers(1, 4), end=st.sampled_from(["first_out", "last_standing"])
)


def choose(state, rng: random.Random):
    """A playful random seat: calls now and then, looks, re-rolls, raises a little."""
    legal = state.legal_actions()
    if CALL in legal and rng.random() < 0.25:
        return CALL
    if LOOK in legal and rng.random() < 0.8:
        return LOOK
    rerolls = [a for a in legal if isinstance(a, Reroll)]
    if rerolls and rng.random() < 0.5:
        return rng.choice(rerolls)
    bids = [a for a in legal if isinstance(a, Bid)]
    if not bids:
        return CALL
    return bids[min(len(bids) - 1, int(rng.expovariate(0.2)))]


def play(players: int, rules: Rules, seed: int, check=None):
    state = new_game(players, rules, seed=seed)
    rng = random.Random(seed ^ 0xD1CE)
    steps = 0
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(choose(state, rng))
        steps += 1
        assert steps < 20_000
        if check is not None:
            check(state, rng)
    return state


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6), rules_strategy, st.integers(0, 10**6))
def test_each_round_costs_exactly_one_life_and_bids_rise(players, rules, seed):
    state = play(players, rules, seed)
    total = players * rules.lives
    for number, summary in enumerate(state.rounds, start=1):
        assert sum(summary["lives"]) == total - number
        bids = [bid_index(tuple(a["dice"])) for a in summary["actions"] if a["type"] == "bid"]
        assert bids == sorted(set(bids))
        assert summary["actions"][-1]["type"] == "call"
        true = bid_index(tuple(summary["box"])) >= bid_index(tuple(summary["bid"]))
        assert summary["loser"] == (summary["caller"] if true else summary["bidder"])
        last_bid = [a for a in summary["actions"] if a["type"] == "bid"][-1]
        assert is_lie(last_bid) == (not true)
    winners = state.winners()
    if rules.end == "first_out":
        assert len(winners) == players - 1 and state.lives.count(0) == 1
    else:
        assert len(winners) == 1 and state.lives.count(0) == players - 1
    tallies = seat_tallies(state)
    assert sum(t["lives_lost"] for t in tallies) == len(state.rounds)
    assert sum(t["calls"] for t in tallies) == len(state.rounds)
    assert sum(t["losses"] for t in tallies) == players - len(winners)


@settings(max_examples=20, deadline=None)
@given(st.integers(2, 6), rules_strategy, st.integers(0, 10**6))
def test_records_and_saves_reproduce_the_game(players, rules, seed):
    saves: list[tuple[str, list[str]]] = []

    def check(state, rng):
        if rng.random() < 0.1:
            saves.append((json.dumps(state_to_dict(state)), observations(state)))

    state = play(players, rules, seed, check)
    for text, seen in saves:
        assert observations(state_from_dict(json.loads(text))) == seen
    players_ = [{"name": str(s)} for s in range(players)]
    record = json.loads(json.dumps(make_record(state, players_)))
    assert replay_record(record).rounds == state.rounds


@settings(max_examples=20, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6))
def test_only_the_holder_who_looked_sees_the_box(players, seed):
    def check(state, rng):
        for seat in range(players):
            obs = state.observation(seat)
            if obs.my_box is not None:
                assert seat == state.holder and state.looked
                assert obs.my_box == state.box_faces()
            copy = resample_hidden(state, seat, rng)
            assert copy.observation(seat).to_dict() == obs.to_dict()

    play(players, Rules(lives=2), seed, check)


def observations(state) -> list[str]:
    return [
        json.dumps(state.observation(s).to_dict(), sort_keys=True) for s in range(state.num_players)
    ]
