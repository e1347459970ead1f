"""Property tests: random legal play under every rule setting keeps the card's invariants."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yenta_desktop.engine import RecordError
from yenta_desktop.engine.yahtzee import (
    Rules,
    Score,
    make_record,
    new_game,
    replay_record,
    state_from_dict,
    state_to_dict,
)
from yenta_desktop.engine.yahtzee.spec import spec_for

rules_strategy = st.builds(
    Rules,
    scorecard=st.sampled_from(["yahtzee", "yatzy"]),
    joker=st.sampled_from(["forced", "free"]),
)


def play(players: int, rules: Rules, seed: int, check=None):
    """A random game, leaning to five alike now and then; ``check(state)`` before each decision."""
    rng = random.Random(seed)
    state = new_game(players, rules, seed=seed)
    while not state.is_terminal:
        if state.is_chance_node():
            if rng.random() < 0.15 and not state.held:
                state.apply_chance([rng.randint(1, 6)] * 5)
            else:
                state.apply_chance()
            continue
        if check is not None:
            check(state)
        legal = state.legal_actions()
        scores = [a for a in legal if isinstance(a, Score)]
        action = (
            rng.choice(scores)
            if rng.random() < 0.5 or len(scores) == len(legal)
            else rng.choice(legal)
        )
        state.apply(action)
    return state


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 4), rules_strategy, st.integers(0, 10_000))
def test_totals_are_boxes_plus_bonus_plus_extras(players, rules, seed):
    state = play(players, rules, seed)
    spec = spec_for(rules)
    for card, extras, t in zip(state.cards, state.extras, state.totals(), strict=True):
        assert None not in card
        upper = spec.upper_sum(card)
        assert spec.bonus(card) == (spec.upper_bonus if upper >= 63 else 0)
        assert t == upper + spec.bonus(card) + spec.lower_sum(card) + sum(extras)
        assert all(e % 100 == 0 for e in extras) and (not rules.is_yatzy or extras == [0])
    assert len(state.turns) == len(spec.rows) * players


@settings(max_examples=30, deadline=None)
@given(rules_strategy, st.integers(0, 10_000))
def test_every_choice_respects_the_joker_and_scores_what_the_preview_said(rules, seed):
    def check(state):
        spec = state.SPEC
        card = state.cards[state.turn_seat]
        legal = {a.row for a in state.legal_actions() if isinstance(a, Score)}
        previews = {p.row: p for p in state.preview()}
        assert legal == {row for row, p in previews.items() if p.legal}
        yahtzee_box = None if rules.is_yatzy else card[spec.row_index["yahtzee"]]
        if len(set(state.dice)) == 1 and yahtzee_box is not None and rules.joker == "forced":
            face_row = spec.row_ids[state.dice[0] - 1]
            if card[spec.row_index[face_row]] is None:
                assert legal == {face_row}
        for row in legal:
            assert previews[row].points == spec.box_points(card, 0, row, state.dice, False, rules)

    play(1, rules, seed, check)


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 3), rules_strategy, st.integers(0, 10_000))
def test_saves_and_records_replay_to_the_same_game(players, rules, seed):
    def check(state):
        again = state_from_dict(json.loads(json.dumps(state_to_dict(state))))
        assert again == state

    state = play(players, rules, seed, check)
    record = json.loads(json.dumps(make_record(state, [{"name": "p", "kind": "ai"}] * players)))
    assert replay_record(record).totals() == state.totals()


def test_a_record_whose_extra_bonus_was_altered_is_refused():
    state = new_game(1, seed=2)
    for dice, row in [((4,) * 5, "yahtzee"), ((4,) * 5, "fours")]:
        state.apply_chance(list(dice))
        state.apply(Score(row))
    record = json.loads(json.dumps(make_record(state, [{"name": "p", "kind": "human"}])))
    assert record["format"] == "yahtzee-record" and record["turns"][1]["extra"] == 100
    record["turns"][1]["extra"] = 0
    with pytest.raises(RecordError, match="turn 2: recorded extra"):
        replay_record(record)
