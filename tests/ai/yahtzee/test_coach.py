"""The coach's numbers (ai/yahtzee/coach.py): Hard's expected totals and, at a table, each
option's chance to finish first, with the move that plays to win when it differs."""

from __future__ import annotations

import pytest

from tests.ai.yahtzee.test_win import BEHIND, LEADER, straight_on_the_table
from yenta_desktop.ai.yahtzee import HardBot
from yenta_desktop.ai.yahtzee.coach import WARN_LOSS, Coach
from yenta_desktop.engine.yahtzee import Roll, Rules, Score

STRAIGHT = (2, 3, 4, 5, 6)


def advice_for(mine, theirs, coach: Coach | None = None):
    coach = coach or Coach()
    return coach.advise_dice(
        Rules(), mine, (), STRAIGHT, 1, seat=1, table=((theirs, mine), ((), ()))
    )


def test_far_behind_the_coach_marks_that_playing_to_win_is_another_move():
    advice = advice_for(BEHIND, LEADER)
    assert advice.best == Score("large_straight") and advice.differs
    assert isinstance(advice.win_best, Roll)
    obs = straight_on_the_table(BEHIND, LEADER)
    assert advice.win_best == HardBot().choose(obs)
    assert advice.best == HardBot(mode="average").choose(obs)
    # After the sure 40 only next turn's Yahtzee can win (4.6%); rolling for one now as
    # well (two rolls left) adds a try: 5.6%.
    assert advice.win_rows["large_straight"] == pytest.approx(2783176 / 60466176, abs=1e-3)
    assert advice.best_win_chance == advice.win_rows["large_straight"]
    assert advice.win_best_chance > advice.best_win_chance + 0.005
    assert advice.chance_of(advice.win_best) == pytest.approx(advice.win_best_chance, abs=1e-4)


def test_a_move_winning_no_more_than_the_margin_is_not_marked():
    from dataclasses import replace

    from yenta_desktop.ai.yahtzee.coach import WIN_MARGIN

    advice = advice_for(BEHIND, LEADER)
    assert advice.differs
    close = replace(advice, win_best_chance=advice.best_win_chance + WIN_MARGIN / 2)
    assert not close.differs


def test_when_both_agree_there_is_no_marker_and_solo_there_are_no_chances():
    leader = LEADER[:-1] + (7,)
    advice = advice_for(BEHIND, leader)
    assert not advice.differs and advice.win_best == advice.best
    assert advice.best_win_chance > 0.9
    solo = Coach().advise_dice(Rules(), BEHIND, (), STRAIGHT, 1)
    assert not solo.at_table and solo.win_rows == {} and solo.best_win_chance is None
    assert all(hold.win is None for hold in solo.holds)


def test_the_warning_threshold_is_a_parameter():
    assert WARN_LOSS == 0.2
    default = advice_for(BEHIND, LEADER)
    loss = min(hold.loss for hold in default.holds if hold.loss > WARN_LOSS)
    loose = advice_for(BEHIND, LEADER, Coach(warn_loss=loss + 1))
    assert default.warns(loss) and not loose.warns(loss)
    assert not default.warns(0.1) and loose.warn_loss == loss + 1
    with pytest.raises(ValueError, match="threshold"):
        Coach(warn_loss=-1)
