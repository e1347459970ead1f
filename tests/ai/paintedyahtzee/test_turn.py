"""Painted Yahtzee's in-turn search: the product-lattice expectimax against the scorecard kit's
TurnValues over the same ordered rolls, the card's values against the engine, and the
numpy batch of the fitting script against the game's pure Python."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from yenta_desktop.ai.kits.scorecard.dice import roll_space
from yenta_desktop.ai.kits.scorecard.turn import BoxChoice, TurnValues
from yenta_desktop.ai.paintedyahtzee import card as pc
from yenta_desktop.ai.paintedyahtzee.turn import ROLLS, ProductTurn, roll_index
from yenta_desktop.ai.paintedyahtzee.value import NUM_FEATURES, ValueModel, features
from yenta_desktop.engine.paintedyahtzee import DICE, ROWS, SPEC, Rules

ROOT = Path(__file__).resolve().parents[3]


def _random_choices(seed: int, boxes: int = 4) -> dict[str, list[float]]:
    rng = random.Random(seed)
    return {
        f"b{i}": [rng.choice((0.0, 5.0, 10.0, 25.0)) + rng.random() for _ in ROLLS]
        for i in range(boxes)
    }


def test_the_product_turn_matches_the_kits_turn_values_over_ordered_rolls():
    space = roll_space(DICE)
    assert [tuple(int(d) for d in roll) for roll in space.rolls] == list(ROLLS)
    choices = _random_choices(3)
    ours = ProductTurn(choices)
    kit = TurnValues([BoxChoice(b, tuple(v), tuple(v)) for b, v in choices.items()], dice=space)
    assert ours.start() == pytest.approx(kit.start(), abs=1e-9)
    rng = random.Random(4)
    for _ in range(5):
        roll = rng.choice(ROLLS)
        faces = space.rolls[roll_index(roll)]
        for t in (1, 2):
            theirs = {
                tuple(None if d is None else int(d) for d in k): v
                for k, v in kit.holds(t, faces).items()
            }
            mine = ours.holds(t, roll)
            assert set(mine) == set(theirs)
            assert all(mine[k] == pytest.approx(theirs[k], abs=1e-9) for k in mine)
        assert ours.first(roll) == pytest.approx(kit.first(faces), abs=1e-9)


def test_the_points_of_each_box_are_the_engines():
    table = pc.points_table()
    rules = Rules()
    rng = random.Random(5)
    for _ in range(50):
        roll = rng.choice(ROLLS)
        dice = pc.faces_of(roll)
        for i, row in enumerate(ROWS):
            assert table[i][roll_index(roll)] == SPEC.row_points(row, dice, False, rules)


def test_a_joker_roll_takes_only_the_boxes_the_rules_allow():
    # Yahtzee box holds 50, Fives written: five 5s go to a combination box, +100.
    card = SPEC.empty_card()
    card[ROWS.index("yahtzee")] = 50
    card[ROWS.index("fives")] = 25
    state = pc.state_of(card)
    values = pc.box_values(state, lambda s: 0.0, Rules())
    r = roll_index((5, 5, 5, 5, 5))
    legal = {row for row, v in values.items() if v[r] > float("-inf")}
    assert legal == {"four_kind", "full_house", "straight", "chance"} | {
        "four_colour",
        "flush",
        "painted_house",
        "rainbow",
    }
    assert values["straight"][r] == 140 and values["rainbow"][r] == 135
    assert values["ones"][r] == float("-inf")


def _numpy_core() -> ModuleType:
    pytest.importorskip("numpy")
    if "painted_np" not in sys.modules:
        sys.path.insert(0, str(ROOT / "scripts"))
        path = ROOT / "scripts" / "painted_np.py"
        spec = importlib.util.spec_from_file_location("painted_np", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["painted_np"] = module
        spec.loader.exec_module(module)
    return sys.modules["painted_np"]


def _random_states(rng: random.Random, n: int, count: int) -> list[pc.CardState]:
    states = []
    for _ in range(count):
        opened = rng.sample(range(len(ROWS)), n)
        mask = sum(1 << i for i in opened)
        flag = int(not mask & pc.YAHTZEE_BIT and rng.random() < 0.5)
        states.append(pc.CardState(mask, rng.randrange(64), rng.randrange(76), flag))
    return states


def test_the_fitting_scripts_numpy_turn_is_the_games_python_turn():
    np_core = _numpy_core()
    import numpy as np

    rng = random.Random(6)
    weights = [[rng.uniform(-5, 20) for _ in range(NUM_FEATURES)] for _ in range(len(ROWS) + 1)]
    model = ValueModel(weights)
    n = 4
    states = _random_states(rng, n, 6)
    arrays = [
        np.array([getattr(s, f) for s in states]) for f in ("open", "upper", "colour", "flag")
    ]
    # The features and V of the states, both ways.
    x = np_core.design(*arrays)
    for s, row in zip(states, x, strict=True):
        assert sorted(np.nonzero(row)[0]) == sorted(features(s))
    got = np_core.evaluate(np.array(weights[n]), *arrays)
    assert list(got) == pytest.approx([model(s) for s in states], abs=1e-9)
    # The turn's value with V_{n-1} after it.
    w = [np.array(row) for row in weights]
    starts = np_core.Batch(*arrays, w[n - 1], Rules(), model).start()
    rules = Rules()
    for s, value in zip(states, starts, strict=True):
        assert value == pytest.approx(ProductTurn(pc.box_values(s, model, rules)).start(), abs=1e-7)
