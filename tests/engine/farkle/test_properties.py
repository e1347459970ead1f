"""Property tests: random legal play keeps Farkle's invariants (hypothesis)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from yenta_desktop.engine.farkle import (
    Bank,
    Rules,
    make_record,
    new_game,
    replay_record,
    state_from_dict,
    state_to_dict,
)
from yenta_desktop.engine.farkle.scoring import points

rules_strategy = st.builds(
    Rules,
    three_farkle_penalty=st.sampled_from(("1000", "500", "0")),
    opening_min=st.sampled_from(("500", "0", "350", "1000")),
    target=st.sampled_from((2000, 3000)),
    final_round=st.booleans(),
)


def play(players, rules, seed, check=None):
    rng = random.Random(seed)
    state = new_game(players, rules, seed=seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        if check is not None:
            check(state)
        legal = state.legal_actions()
        banks = [a for a in legal if isinstance(a, Bank)]
        state.apply(rng.choice(banks if banks and rng.random() < 0.5 else legal))
    return state


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 6), rules_strategy, st.integers(0, 10_000))
def test_scores_are_the_banked_points_minus_the_penalties(players, rules, seed):
    state = play(players, rules, seed)
    for seat in range(players):
        mine = [t for t in state.turns if t["seat"] == seat]
        assert state.scores[seat] == sum(t["points"] - t["penalty"] for t in mine)
        assert all(t["points"] % 50 == 0 for t in mine)
    best = max(state.scores)
    assert state.winners() == [s for s in range(players) if state.scores[s] == best]
    if players == 1:
        assert len(state.turns) == 10
    else:
        assert max(state.scores) >= rules.target


@settings(max_examples=20, deadline=None)
@given(st.integers(2, 4), rules_strategy, st.integers(0, 10_000))
def test_every_legal_set_aside_scores_and_the_turn_total_adds_up(players, rules, seed):
    def check(state):
        seat = state.turn_seat
        for action in state.legal_actions():
            assert set(action.keep) <= set(state.rolled)
            assert points([state.dice[p] for p in action.keep]) is not None
            if isinstance(action, Bank) and not state.opened[seat]:
                gained = points([state.dice[p] for p in action.keep])
                assert state.turn_total + gained >= rules.opening_points
        assert not set(state.aside) & set(state.rolled)
        assert len(state.aside) + len(state.rolled) == 6

    play(players, rules, seed, check)


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 6), rules_strategy, st.integers(0, 10_000))
def test_records_and_saves_round_trip(players, rules, seed):
    saved = []

    def check(state):
        if len(saved) < 3 and random.Random(len(state.turns) + seed).random() < 0.1:
            saved.append((state.clone(), json.loads(json.dumps(state_to_dict(state)))))

    state = play(players, rules, seed, check)
    people = [{"name": str(i)} for i in range(players)]
    assert replay_record(json.loads(json.dumps(make_record(state, people)))).scores == state.scores
    for original, data in saved:
        assert state_from_dict(data) == original
