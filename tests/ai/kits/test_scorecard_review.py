"""The review after a Yahtzee / Yatzy / Triple Yahtzee game (the scorecard kit's review):
scripted mistakes are found with their exact loss and Hard's choice; Hard's own play loses nothing."""

from __future__ import annotations

from typing import Any

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.kits.scorecard.review import BOX, HOLD, Hold, Write, choice_key
from yenta_desktop.ai.tripleyahtzee.review import review_game as review_triple
from yenta_desktop.ai.yahtzee.policy import turn_values
from yenta_desktop.ai.yahtzee.review import review_game
from yenta_desktop.engine import tripleyahtzee, yahtzee
from yenta_desktop.engine.protocol import play_out

PLAYERS = [{"name": "Ana", "kind": "human", "level": None}]


def record_of(module: Any, state: Any, players: list[dict[str, Any]] = PLAYERS) -> Any:
    return module.make_record(state, players)


def mistakes_then_hard(seed: int = 5) -> Any:
    """Solo: 6-6-6-6-6 written as Chance, then 6-6-6-6-2 re-rolled whole, then Hard to the end."""
    state = yahtzee.new_game(1, yahtzee.Rules(), seed=seed)
    state.apply_chance([6, 6, 6, 6, 6])
    state.apply(yahtzee.Score("chance"))
    state.apply_chance([6, 6, 2, 6, 6])
    state.apply(yahtzee.Roll(()))  # throws the four 6s back
    state.apply_chance([1, 2, 3, 4, 5])
    state.apply(yahtzee.Score("large_straight"))
    bot = make_bot("hard", 1, "yahtzee")
    play_out(state, [bot.choose], max_steps=10_000)
    assert state.is_terminal
    return state


@pytest.fixture(scope="module")
def solo() -> Any:
    state = mistakes_then_hard()
    return state, review_game(record_of(yahtzee, state), [0]).players[0]


def test_writing_a_yahtzee_as_chance_is_the_costliest_choice_with_its_exact_loss(solo):
    _state, review = solo
    worst = review.costliest(3)[0]
    assert worst.turn.turn == 1 and worst.decision.kind == BOX
    assert worst.decision.chosen == Write("chance") and worst.decision.best == Write("yahtzee")
    values = turn_values(yahtzee.Rules(), yahtzee.SPEC.empty_card())
    six = (6, 6, 6, 6, 6)
    expected = values.write("yahtzee", six, False) - values.write("chance", six, False)
    assert worst.decision.loss == pytest.approx(expected) and expected > 40


def test_throwing_back_four_sixes_is_a_hold_loss_and_hard_keeps_them(solo):
    _state, review = solo
    hold = review.turns[1].decisions[0]
    assert hold.kind == HOLD and hold.chosen == Hold((), ())
    assert isinstance(hold.best, Hold) and hold.best.values == (6, 6, 6, 6)
    assert hold.best.positions == (0, 1, 3, 4)
    assert hold.loss > 0
    assert review.hold_loss == pytest.approx(hold.loss)


def test_the_losses_split_into_holds_and_boxes_and_hards_turns_lose_nothing(solo):
    state, review = solo
    assert len(review.turns) == 13 and review.final_total == state.totals()[0]
    assert review.choices == sum(len(t["rolls"]) for t in state.turns)
    assert review.total_loss == pytest.approx(review.hold_loss + review.box_loss)
    assert all(t.loss == 0 for t in review.turns[3:])  # Hard played them
    first_two = review.turns[0].loss + review.turns[1].loss + review.turns[2].loss
    assert review.total_loss == pytest.approx(first_two)
    assert review.mean_loss == pytest.approx(review.total_loss / review.choices)
    assert review.optimal_expected == pytest.approx(254.5877, abs=1e-3)


def test_a_yatzy_game_is_reviewed_on_its_own_card():
    state = yahtzee.new_game(1, yahtzee.Rules(scorecard="yatzy"), seed=2)
    bot = make_bot("hard", 1, "yahtzee")
    play_out(state, [bot.choose], max_steps=10_000)
    review = review_game(record_of(yahtzee, state), [0]).players[0]
    assert len(review.turns) == 15 and review.total_loss == 0
    assert review.final_total == state.totals()[0]
    assert review.optimal_expected == pytest.approx(248.44, abs=0.05)


def test_a_table_judge_gives_each_choice_its_win_chance_loss_and_solo_skips_it():
    state = yahtzee.new_game(2, yahtzee.Rules(), seed=3)
    state.apply_chance([6, 6, 6, 6, 6])
    state.apply(yahtzee.Score("chance"))
    seen = []

    def judge(point):
        seen.append((point.seat, point.roll, point.cards[1]))
        return {choice_key(Write("yahtzee")): 0.6, choice_key(Write("chance")): 0.45}

    players = PLAYERS + [{"name": "Bot", "kind": "ai", "level": "hard"}]
    review = review_game(record_of(yahtzee, state, players), [0], judge).players[0]
    decision = review.turns[0].decisions[0]
    assert decision.win_loss == pytest.approx(0.15) and review.win_loss == pytest.approx(0.15)
    assert seen == [(0, 1, tuple([None] * 13))]
    solo = yahtzee.new_game(1, yahtzee.Rules(), seed=3)
    solo.apply_chance([6, 6, 6, 6, 6])
    solo.apply(yahtzee.Score("chance"))
    alone = review_game(record_of(yahtzee, solo), [0], judge).players[0]
    assert alone.win_loss is None and len(seen) == 1


def test_triple_judges_the_column_against_hards_expectimax():
    state = tripleyahtzee.new_game(1, tripleyahtzee.Rules(), seed=1)
    state.apply_chance([6, 6, 6, 6, 6])
    state.apply(tripleyahtzee.Score("chance", 0))
    review = review_triple(record_of(tripleyahtzee, state), [0]).players[0]
    decision = review.turns[0].decisions[0]
    assert decision.chosen == Write("chance", 0)
    # Hard writes the Yahtzee in the x3 column: 150 now, and the column's future.
    assert decision.best == Write("yahtzee", 2)
    assert decision.loss > 50 and review.costliest(1)[0].decision is decision


def test_at_a_table_the_review_counts_the_win_chance_given_away_by_table_hard_s_model():
    """Two players: a first-turn Yahtzee written as Chance gives away chance of finishing first
    by the model table Hard plays (the review's default judge), writing it as Yahtzee none."""
    players = PLAYERS + [{"name": "Bot", "kind": "ai", "level": "hard"}]
    reviews = []
    for box in ("chance", "yahtzee"):
        state = yahtzee.new_game(2, yahtzee.Rules(), seed=3)
        state.apply_chance([6, 6, 6, 6, 6])
        state.apply(yahtzee.Score(box))
        reviews.append(review_game(record_of(yahtzee, state, players), [0]).players[0])
    as_chance, as_yahtzee = (r.turns[0].decisions[0] for r in reviews)
    assert as_chance.win_loss is not None and as_chance.win_loss > 0.01
    assert as_yahtzee.win_loss == pytest.approx(0.0, abs=1e-9)
