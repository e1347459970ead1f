"""The coach: numbers during a turn, and the review after the game."""

from __future__ import annotations

import time

import pytest

from tests.ai.dicepoker.helpers import at_first_roll, decision_points, play
from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.dicepoker import Coach, HardBot, optimal_expected_total, review_game
from yenta_desktop.ai.dicepoker.policy import TABLES
from yenta_desktop.ai.dicepoker.review import POLICY
from yenta_desktop.ai.kits.scorecard.review import Write, review_record
from yenta_desktop.engine.dicepoker import Roll, Rules, Score, make_record, new_game
from yenta_desktop.engine.dicepoker.spec import SPEC

ANY = Rules(upper_first=False)


def test_advice_lists_every_writable_row_and_every_hold_with_hards_move():
    state = at_first_roll([2, 2, 5, 5, 3], ANY)
    advice = Coach().advise(state.observation(0))
    assert advice is not None and advice.roll == 1 and advice.total_now == 0
    assert [r.row for r in advice.rows] == [row for _, row in SPEC.legal_boxes(state.cards[0], ANY)]
    two_pairs = next(r for r in advice.rows if r.row == "two_pairs")
    assert two_pairs.points == 28 and two_pairs.doubled  # (4 + 10) doubled on the first roll
    chance = next(r for r in advice.rows if r.row == "chance")
    assert chance.points == 17 and not chance.doubled
    assert advice.best == HardBot().choose(state.observation(0))
    everything = [r.expected_total for r in advice.rows] + [h.expected_total for h in advice.holds]
    assert advice.best_total == pytest.approx(max(everything))
    assert min(r.loss for r in advice.rows + advice.holds) == pytest.approx(0, abs=1e-9)
    assert [h.expected_total for h in advice.holds] == sorted(
        (h.expected_total for h in advice.holds), reverse=True
    )
    hold = advice.best_hold
    assert hold is not None
    assert sorted(state.dice[p] for p in hold.positions) == list(hold.values)


def test_advice_before_the_first_roll_of_a_game_is_the_optimal_expected_total():
    state = at_first_roll([1, 2, 3, 4, 6])
    coach = Coach()
    expected = coach.expected_total(state.rules, state.cards[0])
    assert expected == pytest.approx(TABLES.table(state.rules).game_value())
    assert optimal_expected_total(state.rules) == pytest.approx(expected)


def test_no_advice_while_dice_are_rolling_or_after_the_game():
    state = new_game(1, seed=1)
    assert Coach().advise(state) is None
    state.apply_chance([1, 2, 3, 4, 5])
    state.apply(Roll(()))
    assert Coach().advise(state) is None
    state.apply_chance([1, 1, 1, 1, 1])
    assert Coach().advise(state) is not None
    assert Coach().advise(state.observation(0)) == Coach().advise(state)


def test_the_coach_judges_the_seat_whose_turn_it_is_whoever_asks():
    state = new_game(2, ANY, seed=1)
    state.apply_chance([1, 1, 1, 1, 1])
    state.apply(Score("poker"))
    state.apply_chance([6, 6, 6, 6, 6])
    advice = Coach().advise(state.observation(0))
    assert advice is not None and advice.seat == 1 and advice.total_now == 0


def test_hard_gives_nothing_away_and_medium_does():
    hard = play([make_bot("hard", 1, "dice-poker")], ANY, seed=3)
    review = review_game(ANY, hard.turns, 0)
    assert len(review.turns) == 15 and review.total_loss == 0 and review.costliest_turns() == []
    assert review.final_total == hard.totals()[0]
    assert review.optimal_expected == pytest.approx(TABLES.table(ANY).game_value())
    medium = play([make_bot("medium", 1, "dice-poker")], ANY, seed=3)
    review = review_game(ANY, medium.turns, 0)
    assert review.total_loss > 0
    assert review.total_loss == pytest.approx(sum(t.loss for t in review.turns))
    worst = review.costliest_turns(3)
    assert worst and [t.loss for t in worst] == sorted((t.loss for t in worst), reverse=True)
    for turn in review.turns:
        assert all(d.loss >= 0 for d in turn.decisions)
        assert turn.decisions[-1].chosen == Write(turn.row)


def test_a_review_of_a_record_equals_the_review_of_the_game_played():
    state = play([make_bot("easy", 1, "dice-poker"), make_bot("hard", 2, "dice-poker")], seed=6)
    record = make_record(state, [{"name": "A"}, {"name": "B"}])
    whole = review_game(state.rules, record["turns"], 0)
    assert review_game(state.rules, state.turns, 0) == whole
    assert review_record(POLICY, Rules, record, [0]).players[0] == whole
    assert [t.turn for t in whole.turns] == list(range(1, 16))
    assert all(t.game_turn % 2 == 0 for t in whole.turns)


def test_coach_calls_are_cheap_once_the_table_is_loaded():
    coach = Coach()
    TABLES.table(ANY)
    times = []
    for state in decision_points(9, 20, ANY):
        start = time.perf_counter()
        coach.advise(state)
        times.append(time.perf_counter() - start)
    assert sorted(times)[len(times) // 2] < 0.05
