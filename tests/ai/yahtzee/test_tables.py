"""The Yahtzee solver: the numpy solver's special rolls against the pure-Python turn values.

The reference is the kit's pure-Python backward induction (``box_choices`` +
``TurnValues``, whose Joker is :meth:`SolverModel.writes`: the engine's ``writes``),
on reduced cards of the real Yahtzee spec (its own rows and Joker hook) small
enough to solve in a second. The
shipped tables are then checked for their header, Bellman's equation and
the published optima.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from yenta_desktop.ai.kits.scorecard import (
    SolverModel,
    State,
    StateSpace,
    TurnValues,
    box_choices,
    model_from_spec,
)
from yenta_desktop.ai.yahtzee.policy import TABLES
from yenta_desktop.engine.yahtzee import FORCED, FREE, Rules
from yenta_desktop.engine.yahtzee.spec import YahtzeeSpec

ROOT = Path(__file__).resolve().parents[3]

#: Reduced cards: (boxes, bonus threshold). Each has the Yahtzee box so the Joker is in play.
REDUCED = [
    (("aces", "threes", "full_house", "yahtzee"), 6),
    (("twos", "small_straight", "large_straight", "yahtzee", "chance"), 4),
    (("aces", "sixes", "yahtzee"), 12),
    (("fives", "three_kind", "four_kind", "full_house", "yahtzee"), 10),
]


def reduced_model(names: tuple[str, ...], threshold: int, joker: str) -> SolverModel:
    """The Yahtzee card with only the boxes ``names``, a bonus of 35 at ``threshold`` and
    the given Joker: the engine's spec with fewer rows, read by the kit."""

    class Reduced(YahtzeeSpec):
        pass

    Reduced.rows = tuple(row for row in YahtzeeSpec.rows if row.id in names)
    Reduced.upper_bonus_threshold = threshold
    return model_from_spec(Reduced(), Rules(joker=joker), model_id=f"test/{'-'.join(names)}")


def python_values(model: SolverModel) -> dict[State, float]:
    """Every state's value by the pure-Python backward induction (memoised recursion)."""
    known: dict[State, float] = {}

    def value(state: State) -> float:
        if not state[0]:
            return 0.0
        found = known.get(state)
        if found is None:
            choices = box_choices(model, value, state)
            found = known[state] = TurnValues(choices, model.num_dice, model.num_rolls).start()
        return found

    for state in StateSpace(model).states():
        value(state)
    return known


def _solver() -> ModuleType:
    pytest.importorskip("numpy")
    if "scorecard_solve" not in sys.modules:
        path = ROOT / "scripts" / "scorecard_solve.py"
        spec = importlib.util.spec_from_file_location("scorecard_solve", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["scorecard_solve"] = module
        spec.loader.exec_module(module)
    return sys.modules["scorecard_solve"]


@pytest.mark.parametrize("joker", [FORCED, FREE])
@pytest.mark.parametrize(("names", "threshold"), REDUCED)
def test_the_numpy_solver_matches_the_python_turn_values_with_jokers(names, threshold, joker):
    model = reduced_model(names, threshold, joker)
    solved = _solver().solve(model, workers=1)
    reference = python_values(model)
    space = solved.space
    assert len(reference) == sum(1 for s in space.states() if s[0])
    worst = max(abs(solved.means[space.index(s)] - v) for s, v in reference.items())
    assert worst < 1e-9


@pytest.mark.parametrize(("names", "threshold"), REDUCED)
def test_a_free_joker_is_never_worth_less_than_a_forced_one(names, threshold):
    # Free Jokers offer every choice a forced one does (and more), at the same values.
    forced = python_values(reduced_model(names, threshold, FORCED))
    free = python_values(reduced_model(names, threshold, FREE))
    assert all(free[state] >= value - 1e-9 for state, value in forced.items())


def test_the_second_moment_is_at_least_the_mean_squared():
    for names, threshold in REDUCED:
        model = reduced_model(names, threshold, FORCED)
        solved = _solver().solve(model, workers=1)
        start = solved.space.index(model.start_state())
        assert solved.moments[start] >= solved.means[start] ** 2 - 1e-6


# ---------------------------------------------------------------------- the shipped tables

ALL_RULES = [Rules(), Rules(joker="free"), Rules(scorecard="yatzy")]
#: The published optima (issue 19): forced Joker, free Joker, Scandinavian Yatzy.
PUBLISHED = {"yahtzee-forced": 254.5877, "yahtzee-free": 254.5896, "yatzy": 248.44}


@pytest.mark.parametrize("rules", ALL_RULES)
def test_the_tables_give_the_published_optimal_totals(rules):
    table = TABLES.table(rules)
    assert table.game_value() == pytest.approx(PUBLISHED[TABLES.name(rules)], abs=0.006)


@pytest.mark.parametrize("rules", ALL_RULES)
def test_tables_satisfy_bellmans_equation_on_random_states(rules):
    table = TABLES.table(rules)
    model = table.model
    states = [s for s in table.space.states() if s[0]]
    for state in random.Random(19).sample(states, 40):
        turn = TurnValues(box_choices(model, table, state), model.num_dice, model.num_rolls)
        assert turn.start() == pytest.approx(table.value(state), abs=2e-3)


def test_tables_are_bundled_and_small():
    files = [ROOT / "assets" / "yahtzee" / TABLES.file_name(r) for r in ALL_RULES]
    assert all(f.is_file() for f in files)
    assert sum(f.stat().st_size for f in files) < 20 * 1024 * 1024
