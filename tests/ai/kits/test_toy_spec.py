"""The solver reads its rules from a spec: a made-up card (tests/ai/kits/toy_spec.py), solved
by the kit and by scripts/scorecard_solve.py, against a brute force that knows only the
engine's own answers (``writes`` and ``total``) on whole cards."""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from itertools import combinations, product
from pathlib import Path
from types import ModuleType

import pytest

from tests.ai.kits.toy_spec import SPEC
from yenta_desktop.ai.kits.scorecard import (
    State,
    StateSpace,
    TurnValues,
    box_choices,
    model_from_spec,
)

ROOT = Path(__file__).resolve().parents[3]
ORDERED_ROLLS = {n: list(product(range(1, 7), repeat=n)) for n in range(SPEC.num_dice + 1)}


@cache
def brute_value(card: tuple[int | None, ...]) -> float:
    """The expected final total of the card's boxes and bonus, plus the extra bonuses still
    to come, from the start of a turn on ``card``, playing for the most: every ordered
    roll, every set of positions held, every write the engine allows."""
    if SPEC.full(card):
        return float(SPEC.total(card))
    rolls = ORDERED_ROLLS[SPEC.num_dice]
    return sum(_after_roll(card, dice, 1) for dice in rolls) / len(rolls)


@cache
def _after_roll(card: tuple[int | None, ...], dice: tuple[int, ...], t: int) -> float:
    best = float("-inf")
    for write in SPEC.writes(card, dice, t == 1, None):
        after = list(card)
        after[SPEC.row_index[write.row]] = write.points
        best = max(best, write.extra + brute_value(tuple(after)))
    if t < SPEC.max_rolls:
        n = SPEC.num_dice
        for size in range(n):
            for held in combinations(range(n), size):
                kept = tuple(dice[p] for p in held)
                rerolls = ORDERED_ROLLS[n - size]
                value = sum(
                    _after_roll(card, tuple(sorted(kept + fresh)), t + 1) for fresh in rerolls
                ) / len(rerolls)
                best = max(best, value)
    return best


def python_values() -> dict[State, float]:
    """Every state's value by the kit's pure-Python backward induction (what Hard computes)."""
    model = model_from_spec(SPEC, None)
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


def test_the_model_reads_the_cards_rules_from_the_spec():
    model = model_from_spec(SPEC, None)
    assert [box.id for box in model.boxes] == ["ones", "twos", "sum", "double"]
    assert model.model_id == "toy-card/toy-card"
    # The order: Sum only once both upper boxes are written.
    assert model.legal_mask(0b1111) == 0b1011 and model.legal_mask(0b1100) == 0b1100
    # First-roll doubling: (3, 5) scores 8 in Sum, 16 from the first roll.
    box = model.boxes[2]
    index = _rolls().index((3, 5))
    assert (box.points[index], box.points_for(index, True)) == (8, 16)
    # The Joker: two twos with Double holding 20 and Twos open go to Twos, +10.
    twos = _rolls().index((2, 2))
    assert model.box_writes((0b0111, 0, 1), twos, False) == ((1, 4, 10),)
    # ... with both upper boxes written, to Sum at its Joker value 15 (Double holds 0).
    assert model.box_writes((0b0100, 0, 0), twos, False) == ((2, 15, 0),)
    # ... with Ones open but Twos written, Sum may not be written yet: anywhere, at 0.
    assert model.box_writes((0b0101, 0, 0), twos, False) == ((0, 0, 0),)


def _rolls() -> tuple[tuple[int, ...], ...]:
    from yenta_desktop.ai.kits.scorecard import dice_set

    return dice_set(SPEC.num_dice).rolls


def test_the_kits_in_turn_values_match_the_brute_force_from_every_card():
    model = model_from_spec(SPEC, None)
    values = python_values()
    start = model.start_state()
    assert values[start] == pytest.approx(brute_value(tuple(SPEC.empty_card())), abs=1e-9)
    # And from a card with the Joker in play: Ones (1) and Double (20) written.
    state = (0b0110, model.clamp(0b0110, 1), 1)
    assert values[state] + 21 == pytest.approx(brute_value((1, None, None, 20)), abs=1e-9)
    state = (0b0110, model.clamp(0b0110, 2), 0)
    assert values[state] + 2 == pytest.approx(brute_value((2, None, None, 0)), abs=1e-9)


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


def test_the_offline_solver_matches_the_brute_force_and_reports_progress():
    model = model_from_spec(SPEC, None)
    seen: list[tuple[int, int]] = []
    solved = _solver().solve(
        model, workers=1, progress=lambda done, total: seen.append((done, total))
    )
    reference = python_values()
    space = solved.space
    worst = max(abs(solved.means[space.index(s)] - v) for s, v in reference.items())
    assert worst < 1e-9
    start = space.index(model.start_state())
    assert solved.means[start] == pytest.approx(brute_value(tuple(SPEC.empty_card())), abs=1e-9)
    assert seen[-1] == (space.size, space.size)
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)


def test_a_cancelled_solve_stops_with_cancelled():
    solver = _solver()
    model = model_from_spec(SPEC, None)
    with pytest.raises(solver.Cancelled, match="special rolls"):
        solver.solve(model, workers=1, cancel=lambda: True)
    # Cancelled between layers: the layers before it were reported.
    asked: list[int] = []
    seen: list[tuple[int, int]] = []

    def cancel() -> bool:
        asked.append(1)
        return len(asked) > 14  # the rules' tabulation asks 12 times, then each layer

    with pytest.raises(solver.Cancelled, match="layers of open boxes solved"):
        solver.solve(model, workers=1, progress=lambda *p: seen.append(p), cancel=cancel)
    assert seen and seen[-1][0] < seen[-1][1]


def test_the_script_solves_a_spec_given_by_module_path(tmp_path, capsys):
    solver = _solver()
    assert (
        solver.main(["--spec", "tests.ai.kits.toy_spec", "--workers", "1", "--out", str(tmp_path)])
        == 0
    )
    assert (tmp_path / "values-toy-card.sct").is_file()
    assert "toy-card/toy-card: expected total" in capsys.readouterr().out
