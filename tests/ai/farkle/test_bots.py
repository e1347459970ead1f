"""Easy, Medium and Hard as bots on the engine's observation, and Hard's table wrapper."""

from __future__ import annotations

import functools
import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.farkle.bots import (
    EasyBot,
    HardBot,
    MediumBot,
    action_of,
    position_of,
    strongest_opponent,
)
from yenta_desktop.ai.farkle.hard import HardModel
from yenta_desktop.ai.farkle.levels import Choice, HardTable
from yenta_desktop.ai.farkle.model import Rules, farkle_model
from yenta_desktop.ai.farkle.tables import decode
from yenta_desktop.ai.registry import bots_for, levels_for
from yenta_desktop.engine.farkle import Bank, Roll, new_game
from yenta_desktop.engine.farkle import Rules as EngineRules

ROOT = Path(__file__).resolve().parents[3]


def at_roll(dice, players=2, rules=None, scores=None, streaks=None, opened=None):
    """A state of seat 0 having rolled ``dice`` at the turn's start."""
    state = new_game(players, rules or EngineRules(), seed=1)
    if scores is not None:
        state.scores = list(scores)
    if streaks is not None:
        state.streaks = list(streaks)
    if opened is not None:
        state.opened = list(opened)
    state.apply_chance(list(dice))
    return state


def test_the_registry_offers_easy_medium_and_hard():
    assert levels_for("farkle") == ("easy", "medium", "hard")
    assert bots_for("farkle")["hard"] is HardBot
    assert isinstance(make_bot("medium", 1, "farkle"), MediumBot)


def test_a_choice_names_the_first_slots_showing_its_faces():
    state = at_roll([5, 2, 1, 5, 1, 3])
    obs = state.observation(0)
    choice = Choice((2, 0, 0, 0, 1, 0), 250, "roll", 0.0)
    assert action_of(obs, choice) == Roll((0, 2, 4))
    with pytest.raises(ValueError, match="does not show"):
        action_of(obs, Choice((3, 0, 0, 0, 0, 0), 1000, "bank", 0.0))


def test_the_strongest_opponent_is_the_highest_other_score():
    state = at_roll([1, 2, 3, 4, 6, 6], players=4, scores=[0, 300, 2500, 2500])
    obs = state.observation(0)
    assert strongest_opponent(obs) == 2
    pos = position_of(obs)
    assert pos.opp_banked == 2500 and pos.dice == (1, 2, 3, 4, 6, 6) and pos.dice_left == 6
    assert strongest_opponent(new_game(1, seed=1).observation(0)) is None


def test_easy_banks_at_350_once_open_and_medium_rolls_on():
    state = at_roll([1, 5, 5, 2, 3, 4], opened=[True, True], scores=[1000, 1000])
    # 200 for 1, 5, 5 ... Easy: not 350 yet, three dice left: roll.
    assert isinstance(EasyBot().choose(state.observation(0)), Roll)
    state = at_roll([1, 1, 1, 5, 5, 3], opened=[True, True], scores=[1000, 1000])
    assert EasyBot().choose(state.observation(0)) == Bank((0, 1, 2, 3, 4))
    # Medium takes three 1s and rolls three dice (expected score), not 1,000 + 100.
    assert isinstance(MediumBot().choose(state.observation(0)), (Roll, Bank))


def test_medium_in_the_final_round_rolls_on_until_it_passes_the_leader():
    state = new_game(2, EngineRules(target=2000), seed=1)
    state.scores = [500, 2600]
    state.opened = [True, True]
    state.final_seat = 1
    state.apply_chance([1, 1, 1, 2, 3, 4])
    # 1,000 would bank 1,500 < 2,600: Medium must roll on.
    assert isinstance(MediumBot().choose(state.observation(0)), Roll)
    assert isinstance(EasyBot().choose(state.observation(0)), Roll)


def test_every_level_decides_from_the_observation_alone():
    """Two states that differ only in their generators (the future) get the same choices."""
    rng = random.Random(5)
    for _ in range(20):
        state = new_game(3, seed=rng.randrange(1000))
        while state.is_chance_node():
            state.apply_chance()
        other = state.clone()
        other.rng = random.Random(99)
        for bot in (EasyBot(), MediumBot(), HardBot()):
            assert bot.choose(state.observation(0)) == bot.choose(other.observation(0))


def _solver() -> ModuleType:
    pytest.importorskip("numpy")
    name = "farkle_solve_bots"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / "farkle_solve.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


@functools.cache
def _small_table() -> tuple[Any, Any, Any]:
    """A game to 500 solved by the offline solver: (space, win chances, decision table)."""
    solve = _solver()
    space = solve.farkle_space(target=500, floor=-500, opening=300, penalty=500, margin=250)
    w, _, _ = solve.solve(space, farkle_model(), tol=1e-9)
    _, thr = solve.Solver(space, farkle_model()).sweep(w, thresholds=True)
    return space, w, decode(solve.write_table(space, w, thr))


def test_hard_model_at_the_tables_own_rules_is_the_exact_turn_of_the_solver():
    space, _, table = _small_table()
    rules = Rules(target=500, opening_min=300, three_farkle_penalty=500)
    model = HardModel(table, rules)
    exact = HardTable(space, table.values, rules)
    for me, opp in [((0, 0, False), (0, 0, False)), ((200, 1, True), (350, 2, True))]:
        mine = model.turn(me, opp).roll_value(0, 6)
        theirs = exact.turn(
            space.state(me[0] // 50, me[1], me[2]), space.state(opp[0] // 50, opp[1], opp[2])
        )
        assert mine == pytest.approx(theirs.roll_value(0, 6), abs=1e-12)
    # The same table read for a game to 1,000 is a rescaled approximation.
    assert not HardModel(table, Rules(target=1000, opening_min=300, three_farkle_penalty=500)).exact


def test_hards_solved_turns_are_bounded_so_a_long_session_does_not_grow(monkeypatch):
    """A worker plays game after game: Hard's turn cache keeps the latest turns only (it
    grew about 1 MB a game), and a turn asked again soon is the same solved object."""
    import yenta_desktop.ai.farkle.hard as hard

    _, _, table = _small_table()
    model = HardModel(table, Rules(target=500, opening_min=300, three_farkle_penalty=500))
    monkeypatch.setattr(hard, "TURN_CACHE", 5)
    starts = [((50 * i, 0, True), (50 * j, 0, True)) for i in range(4) for j in range(3)]
    for me, opp in starts:
        model.turn(me, opp)
    assert len(model._turns) == 5
    last = model.turn(*starts[-1])
    assert model.turn(*starts[-1]) is last
    first = model.turn(*starts[0])  # solved again after it was dropped: the same values
    assert first.roll_value(0, 6) == pytest.approx(model.turn(*starts[0]).roll_value(0, 6))
