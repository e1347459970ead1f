"""The scorecard family's hooks, one test each, on the toy specification (toyspec.py),
and hypothesis properties of the generic state."""

from __future__ import annotations

import json
import random
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.families.toyspec import RECORDS, SPEC, ToyRules, ToyState, new_toy
from yenta_desktop.engine.errors import IllegalAction, RecordError
from yenta_desktop.engine.families.dice_turn import multiset_probabilities
from yenta_desktop.engine.families.scorecard import Roll, Score, UpperCompleted


def write(
    state: ToyState, dice: list[int], row: str, column: int = 0, rerolls: int = 0
) -> list[Any]:
    """One turn: ``rerolls`` re-rolls of all dice showing ``dice`` each time, then the box."""
    events = list(state.apply_chance(dice))
    for _ in range(rerolls):
        events += state.apply(Roll(()))
        events += state.apply_chance(dice)
    return events + state.apply(Score(row, column))


def box(state: ToyState, row: str, column: int = 0, seat: int = 0) -> int | None:
    return state.cards[seat][column * len(SPEC.rows) + SPEC.row_index[row]]


def test_box_order_hook_keeps_chance_for_last_and_refuses_without_changing_anything() -> None:
    state = new_toy()
    state.apply_chance([1, 3, 5])
    assert Score("chance") not in state.legal_actions()
    before = state.clone()
    with pytest.raises(IllegalAction) as error:
        state.apply(Score("chance"))
    assert error.value.rule == "box_order" and state == before
    free = new_toy(rules=ToyRules(chance_last=False))
    free.apply_chance([1, 3, 5])
    assert Score("chance") in free.legal_actions()


def test_first_roll_hook_doubles_a_run_and_never_a_dash() -> None:
    state = new_toy()
    write(state, [2, 3, 4], "run")
    write(state, [2, 3, 4], "run", column=1, rerolls=1)
    assert box(state, "run") == 20 and box(state, "run", 1) == 10  # doubled; from roll 2 not
    assert state.totals() == [20 + 2 * 10]
    plain = new_toy(rules=ToyRules(first_roll_double=False))
    write(plain, [2, 3, 4], "run")
    dash = new_toy()
    events = write(dash, [1, 1, 5], "run")
    assert box(plain, "run") == 10 and box(dash, "run") == 0 and not events[1].doubled


def test_columns_multiply_their_boxes_and_bonus_in_the_total() -> None:
    state = new_toy()
    write(state, [2, 2, 5], "twos", column=1)
    assert box(state, "twos", 1) == 4
    assert SPEC.bonus(state.cards[0], 1) == 10 and SPEC.bonus(state.cards[0], 0) == 0
    assert SPEC.column_total(state.cards[0], 1) == 28 and state.totals() == [28]
    write(state, [2, 2, 5], "twos")
    assert state.totals() == [14 + 28]


def test_the_upper_bonus_counts_once_reached_and_announces_a_full_section() -> None:
    state = new_toy()
    write(state, [2, 2, 5], "twos")
    assert state.totals() == [14]
    events = write(state, [1, 3, 5], "ones")
    assert UpperCompleted(0, 5, 10, 0) in events


def joker_ready() -> ToyState:
    state = new_toy()
    write(state, [3, 3, 3], "triple")
    return state


def test_joker_hook_forces_the_faces_upper_box_while_it_is_open() -> None:
    state = joker_ready()
    state.apply_chance([2, 2, 2])
    assert [a for a in state.legal_actions() if isinstance(a, Score)] == [
        Score("twos", 0),
        Score("twos", 1),
    ]
    before = state.clone()
    with pytest.raises(IllegalAction) as error:
        state.apply(Score("run"))
    assert error.value.rule == "joker" and state == before


def test_joker_hook_gives_its_points_once_the_upper_box_is_full() -> None:
    state = joker_ready()
    write(state, [1, 2, 2], "twos")
    write(state, [1, 2, 2], "twos", column=1)
    state.apply_chance([2, 2, 2])
    legal = [a for a in state.legal_actions() if isinstance(a, Score)]
    assert Score("run") in legal and Score("ones") in legal
    preview = {(p.row, p.column): p for p in state.preview()}
    assert preview[("run", 1)].points == 10 and preview[("run", 1)].formed
    state.apply(Score("run", 1))
    assert box(state, "run", 1) == 10


def test_extra_bonus_hook_adds_beside_the_box_and_is_recorded() -> None:
    state = joker_ready()
    events = write(state, [1, 1, 1], "ones")
    assert events[1].extra == 20 and state.extras == [[20, 0]]
    assert state.turns[-1]["extra"] == 20 and state.totals() == [9 + 3 + 20]
    tampered = RECORDS.make_record(state, [{"name": "A"}])
    tampered["turns"][-1]["extra"] = 0
    with pytest.raises(RecordError, match="extra"):
        RECORDS.replay_record(tampered)


def test_a_zero_needs_confirmation_when_another_box_would_score() -> None:
    state = new_toy()
    state.apply_chance([1, 3, 5])
    assert state.zero_needs_confirmation("run") and not state.zero_needs_confirmation("twos")


@pytest.mark.parametrize(
    "data",
    [
        {"type": "score", "row": ["run"]},
        {"type": "score", "row": {"a": 1}},
        {"type": "score", "row": "run", "column": 2},
        {"type": "score", "row": "run", "column": "1"},
        {"type": "roll", "keep": [0, 1, 2]},
        {"type": "roll", "keep": [[0]]},
        {"type": "roll", "keep": [3]},
        ["roll"],
    ],
)
def test_a_malformed_action_is_a_value_error(data: Any) -> None:
    from yenta_desktop.engine.families.scorecard import action_from_dict

    with pytest.raises(ValueError):
        action_from_dict(SPEC, data)


def test_a_multi_column_score_action_records_its_column() -> None:
    assert Score("run", 1).to_dict() == {"type": "score", "row": "run", "column": 1}
    assert Score("run").to_dict() == {"type": "score", "row": "run"}


# ---------------------------------------------------------------------- properties


def play(seed: int, players: int, stop: int | None = None, check: Any = None) -> ToyState:
    """Random legal play (scores preferred 40% of the time), ``check(state)`` before each step."""
    choice = random.Random(seed)
    state = new_toy(players, seed=seed)
    step = 0
    while not state.is_terminal and step != stop:
        if check is not None:
            check(state)
        if state.is_chance_node():
            state.apply_chance()
        else:
            legal = state.legal_actions()
            scores = [a for a in legal if isinstance(a, Score)]
            state.apply(choice.choice(scores if choice.random() < 0.4 else legal))
        step += 1
    return state


def snapshot(state: ToyState) -> str:
    return json.dumps(RECORDS.state_to_dict(state), sort_keys=True)


ILLEGAL = [Roll((3,)), Roll((0, 0)), Roll((0, 1, 2)), Score("nope"), Score("run", 2), "roll"]


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 3))
def test_illegal_input_changes_nothing(seed: int, players: int) -> None:
    def check(state: ToyState) -> None:
        before = snapshot(state)
        for action in ILLEGAL + [Score(r, c) for c in (0, 1) for r in SPEC.row_ids]:
            if action in state.legal_actions():
                continue
            with pytest.raises(IllegalAction):
                state.apply(action)
            assert snapshot(state) == before
        if not state.is_chance_node():
            with pytest.raises(ValueError):
                state.apply_chance([1, 2, 3])
            assert snapshot(state) == before

    play(seed, players, check=check)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 3), st.integers(0, 200))
def test_clones_are_equal_and_independent_and_saves_round_trip(
    seed: int, players: int, stop: int
) -> None:
    state = play(seed, players, stop)
    copy = state.clone()
    assert copy == state and copy.observation(0) == state.observation(0)
    restored = RECORDS.state_from_dict(json.loads(json.dumps(RECORDS.state_to_dict(state))))
    assert restored == state
    if not state.is_terminal:
        state.apply_chance() if state.is_chance_node() else state.apply(state.legal_actions()[0])
        assert copy != state and restored == copy


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 3))
def test_finished_games_replay_from_their_record(seed: int, players: int) -> None:
    state = play(seed, players)
    record = RECORDS.make_record(state, [{"name": str(i)} for i in range(players)])
    replayed = RECORDS.replay_record(json.loads(json.dumps(record)))
    assert replayed.totals() == state.totals() and replayed.turns == state.turns
    assert state.totals() == [
        SPEC.total(c, e) for c, e in zip(state.cards, state.extras, strict=True)
    ]


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 60))
def test_chance_outcomes_sum_to_one_and_match_apply_chance_by_enumeration(
    seed: int, stop: int
) -> None:
    state = play(seed, 2, stop)
    while not state.is_terminal and not state.is_chance_node():
        state.apply(Roll((0,)) if Roll((0,)) in state.legal_actions() else state.legal_actions()[0])
    if state.is_terminal:
        return
    outcomes = state.chance_outcomes()
    assert sum(p for _, p in outcomes) == 1
    rolling = state.turn.rolling
    assert rolling is not None
    seen: Counter[tuple[int, ...]] = Counter()
    for values, _ in outcomes:
        copy = state.clone()
        copy.apply_chance(values)
        assert all(copy.dice[p] == state.dice[p] for p in range(3) if p not in rolling)
        seen[tuple(sorted(copy.dice[p] for p in rolling))] += 1
    total = sum(seen.values())
    assert {k: Fraction(v, total) for k, v in seen.items()} == dict(
        multiset_probabilities(len(rolling))
    )
    drawn = state.clone()
    drawn.apply_chance()
    assert tuple(drawn.dice[p] for p in rolling) in {values for values, _ in outcomes}
