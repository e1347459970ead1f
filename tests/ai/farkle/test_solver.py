"""The win-probability machinery (scripts/farkle_solve.py) on Pig and on a small Farkle."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from yenta_desktop.ai.farkle.levels import HardTable, hard_decide
from yenta_desktop.ai.farkle.model import Rules, farkle_model, pig_model
from yenta_desktop.ai.farkle.space import Space
from yenta_desktop.ai.farkle.tables import TableError, decode

ROOT = Path(__file__).resolve().parents[3]


def _solver() -> ModuleType:
    pytest.importorskip("numpy")
    name = "farkle_solve_test"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / "farkle_solve.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def test_pig_first_player_wins_53_06_percent_as_neller_and_presser_found() -> None:
    solve = _solver()
    w, _, _ = solve.solve(solve.pig_space(100), pig_model(), tol=1e-10)
    assert round(float(w[0, 0]) * 100, 2) == 53.06


def test_pig_values_satisfy_the_turn_equation_of_the_standard_library_solver() -> None:
    solve = _solver()
    space = solve.pig_space(30)
    w, _, _ = solve.solve(space, pig_model(), tol=1e-12)
    for me, opp in [(0, 0), (5, 20), (29, 3), (17, 17)]:
        from yenta_desktop.ai.farkle.turn import Turn

        def bank(t: int, me: int = me, opp: int = opp) -> float:
            return 1.0 if me + t >= 30 else 1.0 - float(w[opp, me + t])

        turn = Turn(bank, 1.0 - float(w[opp, me]), 30 - me, model=pig_model())
        assert turn.roll_value(0, 1) == pytest.approx(float(w[me, opp]), abs=1e-9)


def test_gauss_seidel_in_score_sum_order_reaches_the_same_values_in_fewer_sweeps() -> None:
    """The order the offline solve uses (--seidel K --order sum) finds Jacobi's fixed point:
    the shipped table does not depend on how it was iterated."""
    solve = _solver()
    space = solve.farkle_space(target=300, floor=-300, opening=150, penalty=300, margin=150)
    jacobi, sweeps, _ = solve.solve(space, farkle_model(), tol=1e-8)
    by_sum, fewer, _ = solve.solve(space, farkle_model(), tol=1e-8, seidel=2, order="sum")
    assert abs(by_sum - jacobi).max() < 1e-6
    assert fewer < sweeps


@pytest.fixture(scope="module")
def small_farkle() -> tuple[Space, Any]:
    solve = _solver()
    space = solve.farkle_space(target=500, floor=-500, opening=300, penalty=500, margin=250)
    w, _, _ = solve.solve(space, farkle_model(), tol=1e-9)
    return space, w


def test_small_farkle_values_solve_each_turn_exactly(small_farkle: tuple[Space, Any]) -> None:
    space, w = small_farkle
    rules = Rules(target=500, opening_min=300, three_farkle_penalty=500)
    table = HardTable(space, [float(x) for x in w.ravel()], rules)
    picks = [
        (space.state(0, 0, False), space.state(0, 0, False)),
        (space.state(0, 2, False), space.state(300 // 50, 1)),
        (space.state(-10, 2), space.state(9, 0)),
        (space.state(8, 1), space.state(-10, 0, False)),
    ]
    for me, opp in picks:
        assert table.turn(me, opp).roll_value(0, 6) == pytest.approx(table.w(me, opp), abs=1e-7)


def test_small_farkle_first_player_is_favoured_and_values_are_chances(
    small_farkle: tuple[Space, Any],
) -> None:
    space, w = small_farkle
    start = space.state(0, 0, False)
    assert 0.5 < float(w[start, start]) < 0.75
    assert float(w.min()) >= 0.0 and float(w.max()) <= 1.0


def test_hard_with_a_table_gives_chances_and_matches_its_turn_start_value(
    small_farkle: tuple[Space, Any],
) -> None:
    space, w = small_farkle
    rules = Rules(target=500, opening_min=300, three_farkle_penalty=500)
    table = HardTable(space, [float(x) for x in w.ravel()], rules)
    obs = dict(
        my_banked=0,
        opp_banked=0,
        turn_total=0,
        dice=(1, 1, 1, 2, 3, 4),
        dice_left=6,
        my_opened=False,
        opp_opened=False,
    )
    choices = table.choices(obs)
    assert all(0.0 <= c.value <= 1.0 for c in choices)
    # Three 1s (1,000) pass the 500 target: banking wins unless the other passes in the final round.
    best = hard_decide(obs, table, rules)
    assert best.points == 1000
    assert best.value > float(w[space.state(0, 0, False), space.state(0, 0, False)])


def test_the_decision_table_round_trips_and_its_thresholds_agree_with_hard(
    small_farkle: tuple[Space, Any],
) -> None:
    solve = _solver()
    space, w = small_farkle
    _, thr = solve.Solver(space, farkle_model()).sweep(w, thresholds=True)
    data = solve.write_table(space, w, thr)
    table = decode(data)
    assert table.space == space
    assert max(abs(a - float(b)) for a, b in zip(table.values, w.ravel(), strict=True)) <= 1 / 65535
    rules = Rules(target=500, opening_min=300, three_farkle_penalty=500)
    hard = HardTable(space, [float(x) for x in w.ravel()], rules)
    me, opp = space.state(2, 0), space.state(5, 1)
    turn = hard.turn(me, opp)
    for n in range(1, 7):
        start = table.bank_threshold(me, opp, n)
        assert all(turn.should_bank(t, n) for t in range(start, turn.cap))
        if start > 1:
            assert not turn.should_bank(start - 1, n)
    damaged = data[:-1] + bytes([data[-1] ^ 1])
    with pytest.raises(TableError):
        decode(damaged)
