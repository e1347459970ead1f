"""Property tests: random legal play keeps the scorecard's invariants (hypothesis)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from yenta_desktop.engine.dicepoker import (
    Roll,
    Rules,
    Score,
    new_game,
    state_from_dict,
    state_to_dict,
)
from yenta_desktop.engine.dicepoker.spec import ROWS, SPEC
from yenta_desktop.engine.families import scorecard


def play(players: int, rules: Rules, seed: int, check=None):
    """A random game; ``check(state)`` before every decision."""
    rng = random.Random(seed)
    state = new_game(players, rules, seed=seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        if check is not None:
            check(state)
        legal = state.legal_actions()
        scores = [a for a in legal if isinstance(a, Score)]
        action = (
            rng.choice(scores)
            if rng.random() < 0.4 or len(scores) == len(legal)
            else rng.choice(legal)
        )
        state.apply(action)
    return state


rules_strategy = st.builds(Rules, upper_first=st.booleans(), first_roll_double=st.booleans())


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 6), rules_strategy, st.integers(0, 10_000))
def test_totals_are_upper_plus_bonus_plus_lower(players, rules, seed):
    state = play(players, rules, seed)
    for card, t in zip(state.cards, state.totals(), strict=True):
        assert None not in card
        assert (
            t == SPEC.upper_sum(card) + SPEC.bonus(card) + SPEC.lower_sum(card) == SPEC.total(card)
        )
        assert SPEC.bonus(card) == (50 if SPEC.upper_sum(card) >= 0 else 0)
    assert len(state.turns) == 15 * players
    assert abs(sum(state.results())) < 1e-9
    assert set(state.winners()) == {s for s, p in enumerate(state.places()) if p == 1}


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 4), rules_strategy, st.integers(0, 10_000))
def test_preview_tells_exactly_what_scoring_writes(players, rules, seed):
    def check(state):
        seat = state.turn_seat
        card = state.cards[seat]
        shown = scorecard.preview(SPEC, card, state.dice, state.rolls_done == 1, rules)
        assert [p.row for p in shown] == [r for r, v in zip(ROWS, card, strict=True) if v is None]
        assert {p.row for p in shown if p.legal} == {
            row for _, row in SPEC.legal_boxes(card, rules)
        }
        for p in shown:
            if p.legal:
                copy = state.clone()
                copy.apply(Score(p.row))
                assert copy.turns[-1]["points"] == p.points

    play(players, rules, seed, check)


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 6), st.integers(0, 10_000), st.data())
def test_saves_round_trip_at_any_step(players, seed, data):
    state = new_game(players, seed=seed)
    rng = random.Random(seed)
    stop = data.draw(st.integers(0, 60))
    for _ in range(stop):
        if state.is_terminal:
            break
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    loaded = state_from_dict(json.loads(json.dumps(state_to_dict(state))))
    assert loaded == state
    assert loaded.observation(0).to_dict() == state.observation(0).to_dict()


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 4), max_size=4, unique=True))
def test_held_dice_never_change_on_a_reroll(keep):
    state = new_game(1, seed=len(keep))
    state.apply_chance()
    before = state.dice
    state.apply(Roll(tuple(keep)))
    state.apply_chance()
    assert all(state.dice[p] == before[p] for p in keep)
