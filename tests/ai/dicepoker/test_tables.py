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
from yenta_desktop.ai.dicepoker import layout, tablefile
from yenta_desktop.ai.dicepoker.tables import TableError, read_table, value_table
from yenta_desktop.ai.dicepoker.turn import TurnValues, row_choices
from yenta_desktop.engine.dicepoker import LOWER_ROWS, UPPER_ROWS, Rules
from yenta_desktop.resources import asset

ROOT = Path(__file__).resolve().parents[3]
ALL_RULES = [
    Rules(upper_first=u, first_roll_double=d) for u in (True, False) for d in (True, False)
]

REDUCED = [
    (("ones", "twos", "pair"), Rules()),
    (("ones", "twos", "pair"), Rules(upper_first=False)),
    (("ones", "twos", "pair"), Rules(first_roll_double=False)),
    (("fives", "poker", "chance"), Rules(upper_first=False)),
    (("small_straight", "big_straight", "full_house"), Rules()),
    (("two_pairs", "three", "four"), Rules(upper_first=False, first_roll_double=False)),
]


def masks(rows: tuple[str, ...]) -> tuple[int, int]:
    upper = sum(1 << i for i, row in enumerate(UPPER_ROWS) if row in rows)
    lower = sum(1 << j for j, row in enumerate(LOWER_ROWS) if row in rows)
    return upper, lower


def python_game_value(rows: tuple[str, ...], rules: Rules) -> float:
    """Backward induction with the AI's own in-turn solver (what Hard computes each turn)."""

    @cache
    def value(upper: int, s: int, lower: int) -> float:
        if not upper and not lower:
            return 0.0
        return TurnValues(row_choices(value, rules, upper, s, lower), rules).start()

    return value(*masks(rows)[:1], 0, masks(rows)[1])


@cache
def brute(rows: tuple[str, ...], rules: Rules) -> float:
    return BruteForce(rows, rules).game_value()


@pytest.mark.parametrize(("rows", "rules"), REDUCED)
def test_the_in_turn_solver_matches_a_brute_force_on_reduced_games(rows, rules):
    assert python_game_value(rows, rules) == pytest.approx(brute(rows, rules), abs=1e-9)


def _solver() -> ModuleType:
    pytest.importorskip("numpy")
    if "dicepoker_solve" not in sys.modules:
        path = ROOT / "scripts" / "dicepoker_solve.py"
        spec = importlib.util.spec_from_file_location("dicepoker_solve", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["dicepoker_solve"] = module
        spec.loader.exec_module(module)
    return sys.modules["dicepoker_solve"]


@pytest.mark.parametrize(("rows", "rules"), REDUCED[:4])
def test_the_offline_solver_matches_a_brute_force_on_reduced_games(rows, rules):
    solver = _solver()
    values = solver.solve(rules, rows)
    assert solver.start_value(values, rows) == pytest.approx(brute(rows, rules), abs=1e-9)


# ---------------------------------------------------------------------- the shipped tables


@pytest.mark.parametrize("rules", ALL_RULES)
def test_the_loader_finds_and_verifies_every_table(rules):
    table = read_table(rules)
    assert len(table.values) == layout.table_size(rules.upper_first)
    assert value_table(rules) is value_table(rules)  # loaded once, then shared
    # Plausible: a whole game is worth more than its first turn's best row could be.
    assert 50 < table.game_value() < 300


@pytest.mark.parametrize("rules", ALL_RULES)
def test_tables_satisfy_bellmans_equation_on_random_states(rules):
    table = value_table(rules)
    states = layout.states(rules.upper_first)
    rng = random.Random(f"{rules}")
    picked = [*rng.sample(states, 6), (layout.ALL_UPPER, 0, layout.ALL_LOWER)]
    for state in picked:
        if state == (0, 0, 0):
            continue
        turn = TurnValues(row_choices(table, rules, *state), rules)
        # float32 storage: about 7 significant digits.
        assert turn.start() == pytest.approx(table.value(*state), abs=2e-4), state


@pytest.mark.slow
@pytest.mark.parametrize("rules", ALL_RULES[:2])
def test_upper_first_tables_satisfy_bellmans_equation_everywhere(rules):
    table = value_table(rules)
    for state in layout.states(True):
        if state != (0, 0, 0):
            turn = TurnValues(row_choices(table, rules, *state), rules)
            assert turn.start() == pytest.approx(table.value(*state), abs=2e-4), state


def test_more_freedom_is_worth_more():
    values = {(r.upper_first, r.first_roll_double): value_table(r).game_value() for r in ALL_RULES}
    assert values[(False, True)] > values[(True, True)] > values[(True, False)]
    assert values[(False, True)] > values[(False, False)] > values[(True, False)]


def test_a_damaged_or_foreign_table_is_refused():
    rules = Rules()
    blob = asset("dicepoker", tablefile.file_name(rules)).read_bytes()
    size = layout.table_size(True)
    assert tablefile.decode(blob, rules, size)
    damaged = bytearray(blob)
    damaged[-1] ^= 0xFF
    bad = [
        (bytes(damaged), rules, "checksum"),
        (blob[:-4], rules, "holds"),
        (b"XXXX" + blob[4:], rules, "not a Dice Poker"),
        (blob, Rules(first_roll_double=False), "other rules"),
        (blob[:5], rules, "too short"),
    ]
    for data, for_rules, message in bad:
        with pytest.raises(TableError, match=message):
            tablefile.decode(data, for_rules, size)


def test_layout_indexes_every_state_once():
    states = layout.states(True)
    assert [layout.state_index(True, *s) for s in states] == list(range(len(states)))
    rng = random.Random(3)
    states = layout.states(False)
    for i in rng.sample(range(len(states)), 2000):
        assert layout.state_index(False, *states[i]) == i
    # Clamping: a sum beyond where it matters shares its state.
    assert layout.state_index(False, 1, 40, 5) == layout.state_index(False, 1, 3, 5)


def test_tables_are_bundled_small_and_found_by_the_build():
    files = [ROOT / "assets" / "dicepoker" / tablefile.file_name(r) for r in ALL_RULES]
    assert all(f.is_file() for f in files)
    assert sum(f.stat().st_size for f in files) < 10 * 1024 * 1024
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
