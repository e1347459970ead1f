"""Yacht's solver: the numpy solver against the kit's pure-Python backward induction on reduced
cards and against values known in closed form; the shipped tables against Bellman's equation;
the levels against each other."""

from __future__ import annotations

import importlib.util
import random
import sys
from fractions import Fraction
from pathlib import Path
from types import ModuleType

import pytest

from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.kits.scorecard import SolverModel, State, StateSpace, TurnValues, box_choices
from yenta_desktop.ai.yacht import TABLES
from yenta_desktop.engine.yacht import Rules, new_game

ROOT = Path(__file__).resolve().parents[3]
REDUCED = [
    ("ones", "full_house", "yacht"),
    ("little_straight", "big_straight", "choice"),
    ("fives", "four_kind", "full_house", "yacht"),
    ("twos", "sixes", "little_straight", "choice", "yacht"),
]


def reduced(names: tuple[str, ...]) -> SolverModel:
    """Yacht's boxes ``names`` only."""
    boxes = tuple(b for b in TABLES.model(Rules()).boxes if b.id in names)
    return SolverModel(f"test/{'-'.join(names)}", boxes)


def python_values(model: SolverModel) -> dict[State, float]:
    """Every state's value by the kit's pure-Python backward induction."""
    known: dict[State, float] = {(0, 0, 0): 0.0}

    def value(state: State) -> float:
        if state not in known:
            turn = TurnValues(box_choices(model, value, state), model.num_dice, model.num_rolls)
            known[state] = turn.start()
        return known[state]

    for state in StateSpace(model).states():
        value(state)
    return known


def _solver() -> ModuleType:
    pytest.importorskip("numpy")
    if "scorecard_solve" not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            "scorecard_solve", ROOT / "scripts" / "scorecard_solve.py"
        )
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["scorecard_solve"] = module
        spec.loader.exec_module(module)
    return sys.modules["scorecard_solve"]


@pytest.mark.parametrize("names", REDUCED)
def test_the_numpy_solver_matches_the_python_backward_induction(names):
    model = reduced(names)
    solved = _solver().solve(model, workers=1)
    reference = python_values(model)
    worst = max(abs(solved.means[solved.space.index(s)] - v) for s, v in reference.items())
    assert worst < 1e-9


# One box alone, in closed form. Choice: each die is kept at 5 or 6 after the first roll
# and at 4 or more after the second, worth 14/3; Yacht: the chance of five alike in three
# rolls is 2,783,176 / 6^10; Ones: each die shows a 1 in three tries with 1 - (5/6)^3.
ALONE = {
    "choice": 5 * Fraction(14, 3),
    "yacht": 50 * Fraction(2783176, 6**10),
    "ones": 5 * (1 - Fraction(5, 6) ** 3),
}


@pytest.mark.parametrize(("box", "value"), ALONE.items())
def test_one_box_alone_has_its_closed_form_value(box, value):
    model = reduced((box,))
    solved = _solver().solve(model, workers=1)
    assert solved.means[solved.space.index(model.start_state())] == pytest.approx(float(value))


@pytest.mark.parametrize("rules", [Rules(), Rules(big_straight_40=True)])
def test_the_shipped_tables_satisfy_bellmans_equation(rules):
    table = TABLES.table(rules)
    model = table.model
    states = [s for s in table.space.states() if s[0]]
    for state in random.Random(30).sample(states, 25):
        turn = TurnValues(box_choices(model, table, state), model.num_dice, model.num_rolls)
        assert turn.start() == pytest.approx(table.value(state), abs=2e-3)


def test_the_tables_give_the_optima_in_docs_ai():
    assert TABLES.table(Rules()).game_value() == pytest.approx(166.955, abs=0.001)
    assert TABLES.table(Rules(big_straight_40=True)).game_value() == pytest.approx(
        174.628, abs=0.001
    )


def test_the_levels_play_legal_games_and_hard_scores_most_over_the_same_seeds():
    means = {}
    for level in ("easy", "medium", "hard"):
        totals = []
        for seed in range(40):
            state = new_game(1, seed=seed)
            bot = make_bot(level, seed, "yacht")
            while not state.is_terminal:
                if state.is_chance_node():
                    state.apply_chance()
                    continue
                action = bot.choose(state.observation(0))
                assert action in state.legal_actions()
                state.apply(action)
            totals.append(state.totals()[0])
        means[level] = sum(totals) / len(totals)
    assert means["hard"] > means["medium"] > means["easy"]
