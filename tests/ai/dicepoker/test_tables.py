"""The solved tables: checked against an independent brute force, Bellman's equation and the loader."""

from __future__ import annotations

import importlib.util
import os
import random
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from tests.ai.dicepoker.bruteforce import BruteForce
from yenta_desktop.ai.dicepoker.policy import TABLES
from yenta_desktop.ai.kits.scorecard import (
    SolverModel,
    State,
    StateSpace,
    TableError,
    TurnValues,
    box_choices,
    model_from_spec,
    tablefile,
)
from yenta_desktop.engine.dicepoker import Rules
from yenta_desktop.engine.dicepoker.spec import DicePokerSpec
from yenta_desktop.resources import asset

ROOT = Path(__file__).resolve().parents[3]
ALL_RULES = [
    Rules(upper_first=u, first_roll_double=d) for u in (True, False) for d in (True, False)
]

REDUCED = [
    (("ones", "twos", "pair"), Rules(), 3),
    (("ones", "twos", "pair"), Rules(upper_first=False), 3),
    (("ones", "twos", "pair"), Rules(first_roll_double=False), 2),
    (("fives", "poker", "chance"), Rules(upper_first=False), 3),
    (("small_straight", "big_straight", "full_house"), Rules(), 2),
    (("two_pairs", "three", "four"), Rules(upper_first=False, first_roll_double=False), 3),
]


def reduced_model(rows: tuple[str, ...], rules: Rules, rolls: int) -> SolverModel:
    """Dice Poker's card with only ``rows`` on it and ``rolls`` rolls a turn, read by the
    kit from the engine's own rows and hooks."""

    class Reduced(DicePokerSpec):
        pass

    Reduced.rows = tuple(row for row in DicePokerSpec.rows if row.id in rows)
    Reduced.max_rolls = rolls
    model = model_from_spec(Reduced(), rules)
    return model


def python_game_value(model: SolverModel) -> float:
    """Backward induction with the kit's in-turn values (what Hard computes each turn)."""

    @cache
    def value(state: State) -> float:
        if not state[0]:
            return 0.0
        choices = box_choices(model, value, state)
        return TurnValues(choices, model.num_dice, model.num_rolls).start()

    return value(model.start_state())


@cache
def brute(rows: tuple[str, ...], rules: Rules, rolls: int) -> tuple[float, float]:
    return BruteForce(rows, rules, rolls).game_moments()


@pytest.mark.parametrize(("rows", "rules", "rolls"), REDUCED)
def test_the_in_turn_solver_matches_a_brute_force_on_reduced_games(rows, rules, rolls):
    model = reduced_model(rows, rules, rolls)
    assert python_game_value(model) == pytest.approx(brute(rows, rules, rolls)[0], abs=1e-9)


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


@pytest.mark.parametrize(("rows", "rules", "rolls"), REDUCED)
def test_the_offline_solver_matches_a_brute_force_mean_and_second_moment(rows, rules, rolls):
    model = reduced_model(rows, rules, rolls)
    solved = _solver().solve(model, workers=1)
    start = solved.space.index(model.start_state())
    mean, square = brute(rows, rules, rolls)
    assert solved.means[start] == pytest.approx(mean, abs=1e-9)
    assert solved.moments[start] == pytest.approx(square, abs=1e-9)


# ---------------------------------------------------------------------- the shipped tables


@pytest.mark.parametrize("rules", ALL_RULES)
def test_the_loader_finds_and_verifies_every_table(rules):
    table = TABLES.source(rules).read()
    assert len(table.means) == StateSpace(TABLES.model(rules)).size
    assert TABLES.table(rules) is TABLES.table(rules)  # loaded once, then shared
    start = TABLES.model(rules).start_state()
    assert 50 < table.game_value() < 300
    assert 20 < table.spread(start) < 80


# The optimal expected totals published in docs/ai/dice-poker.md (before the kit, to 2 decimals).
PUBLISHED = {
    (True, True): 164.91,
    (True, False): 146.47,
    (False, True): 215.51,
    (False, False): 193.41,
}


@pytest.mark.parametrize("rules", ALL_RULES)
def test_the_tables_give_the_published_optimal_totals(rules):
    value = TABLES.table(rules).game_value()
    assert round(value, 2) == PUBLISHED[(rules.upper_first, rules.first_roll_double)]


@pytest.mark.parametrize("rules", ALL_RULES)
def test_tables_satisfy_bellmans_equation_on_random_states(rules):
    table = TABLES.table(rules)
    model = TABLES.model(rules)
    states = [s for s in StateSpace(model).states() if s[0]]
    rng = random.Random(f"{rules}")
    for state in [*rng.sample(states, 6), model.start_state()]:
        turn = TurnValues(box_choices(model, table, state))
        # float32 storage: about 7 significant digits.
        assert turn.start() == pytest.approx(table.value(state), abs=2e-4), state


def test_more_freedom_is_worth_more():
    values = {(r.upper_first, r.first_roll_double): TABLES.table(r).game_value() for r in ALL_RULES}
    assert values[(False, True)] > values[(True, True)] > values[(True, False)]
    assert values[(False, True)] > values[(False, False)] > values[(True, False)]


def test_a_damaged_or_foreign_table_is_refused():
    rules = Rules()
    blob = asset("dicepoker", TABLES.file_name(rules)).read_bytes()
    digest = TABLES.model(rules).digest
    size = StateSpace(TABLES.model(rules)).size
    assert tablefile.decode(blob, digest, size)
    damaged = bytearray(blob)
    damaged[-1] ^= 0xFF
    bad = [
        (bytes(damaged), digest, "checksum"),
        (blob[:-4], digest, "bytes of values"),
        (b"XXXX" + blob[4:], digest, "not a scorecard"),
        (blob, TABLES.model(Rules(first_roll_double=False)).digest, "another model"),
        (blob[:5], digest, "too short"),
    ]
    for data, for_digest, message in bad:
        with pytest.raises(TableError, match=message):
            tablefile.decode(data, for_digest, size)


def test_a_compressed_table_reads_back_the_same_values():
    rules = Rules()
    digest = TABLES.model(rules).digest
    size = StateSpace(TABLES.model(rules)).size
    means, moments = tablefile.decode(
        asset("dicepoker", TABLES.file_name(rules)).read_bytes(), digest, size
    )
    packed = tablefile.encode(digest, means, moments, compress=True)
    assert tablefile.decode(packed, digest, size) == (means, moments)


def test_the_state_space_indexes_every_state_once():
    for rules in (Rules(), Rules(upper_first=False)):
        space = StateSpace(TABLES.model(rules))
        rng = random.Random(3)
        states = list(space.states())
        assert len(states) == space.size
        for i in rng.sample(range(len(states)), min(2000, len(states))):
            assert space.index(states[i]) == i
    # Clamping: a sum beyond where it matters shares its state.
    model = TABLES.model(Rules(upper_first=False))
    assert model.clamp(1 | 5 << 6, 40) == model.clamp(1 | 5 << 6, 3)


def test_tables_are_bundled_small_and_found_by_the_build():
    files = [ROOT / "assets" / "dicepoker" / TABLES.file_name(r) for r in ALL_RULES]
    assert all(f.is_file() for f in files)
    assert sum(f.stat().st_size for f in files) < 20 * 1024 * 1024
    spec = importlib.util.spec_from_file_location("build_exe_dp", ROOT / "scripts" / "build_exe.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    sys.modules["build_exe_dp"] = build
    try:
        spec.loader.exec_module(build)
        sources = {Path(a.split(os.pathsep)[0]) for a in build.asset_data_args()[1::2]}
    finally:
        del sys.modules["build_exe_dp"]
    assert set(files) <= sources
