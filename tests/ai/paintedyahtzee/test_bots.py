"""Painted Yahtzee's bots: each level plays whole games legally from its own observation, and
Hard and Medium choose what their in-turn values say is best."""

from __future__ import annotations

import pytest

from yenta_desktop.ai.paintedyahtzee import BOTS, LEVELS
from yenta_desktop.ai.paintedyahtzee.policy import options, turn_values
from yenta_desktop.ai.paintedyahtzee.value import model
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.paintedyahtzee import Rules, new_game


def play(levels: tuple[str, ...], seed: int, rules: Rules | None = None) -> list[int]:
    state = new_game(len(levels), rules, seed=seed)
    bots = [BOTS[level](seed=seed + i) for i, level in enumerate(levels)]
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        assert seat is not None
        action = bots[seat].choose(state.observation(seat))
        assert action in state.legal_actions()
        state.apply(action)
    return state.totals()


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_a_whole_game_legally(level):
    (total,) = play((level,), seed=11)
    assert 0 < total < 1000


def test_a_table_of_three_levels_finishes_under_the_free_joker_too():
    assert len(play(LEVELS, seed=12)) == 3
    assert len(play(("hard", "easy"), seed=13, rules=Rules(joker="free"))) == 2


def test_medium_writes_five_ones_as_a_yahtzee_not_as_ones():
    # Five 1s on an empty card: Medium's best this turn is the Yahtzee's 50, not Ones' 5.
    state = new_game(1, seed=0)
    state.apply_chance([1, 1, 1, 1, 1])
    action = BOTS["medium"]().choose(state.observation(0))
    assert action == Score("yahtzee")


def test_hard_holds_or_writes_whatever_its_values_rank_first():
    state = new_game(1, seed=3)
    state.apply_chance([2, 3, 4, 5, 1])
    obs = state.observation(0)
    values = turn_values(obs.rules, obs.my_card)
    opts = options(values, obs.my_card, obs.rules, obs.dice, obs.rolls_done)
    best = max([*opts.rows.values(), *opts.holds.values()])
    action = BOTS["hard"]().choose(obs)
    if isinstance(action, Roll):
        keeper = tuple(int(d) if p in action.keep else None for p, d in enumerate(obs.dice))
        assert opts.holds[keeper] == pytest.approx(best)
    else:
        assert opts.rows[action.row] == pytest.approx(best)


def test_the_shipped_model_values_an_empty_card_above_a_full_one():
    from yenta_desktop.ai.paintedyahtzee.card import START, CardState

    assert model()(START) > 200
    assert model()(CardState(0, 63, 75, 1)) == 0.0


def test_warming_up_builds_what_the_first_decision_needs():
    from yenta_desktop.ai.paintedyahtzee.card import points_table
    from yenta_desktop.ai.paintedyahtzee.policy import warm
    from yenta_desktop.ai.paintedyahtzee.turn import _lattice

    for cached in (points_table, _lattice, model):
        cached.cache_clear()
    warm()
    assert points_table.cache_info().currsize == 1
    assert _lattice.cache_info().currsize == 1
    assert model.cache_info().currsize == 1
