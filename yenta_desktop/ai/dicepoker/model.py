"""Dice Poker as a scorecard solver model, its four solved tables, and the card's state.

The model is built from the engine's public scoring (``row_points``, the row
lists, the bonus): boxes in :data:`ROWS` order, upper rows with their face,
first-roll points where doubling makes them differ, the 50 bonus at an upper
sum of 0, and ``upper_first`` as the order constraint. The tables are made by
``python scripts/scorecard_solve.py dice-poker``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path

from yenta_desktop.ai.kits.scorecard import (
    Box,
    SolverModel,
    State,
    TableSource,
    UpperBonus,
    ValueTable,
    dice_set,
)
from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.dicepoker.spec import (
    BONUS,
    BONUS_THRESHOLD,
    NUM_DICE,
    ROWS,
    UPPER_VALUE,
    row_points,
)
from yenta_desktop.resources import asset

ASSET_FOLDER = "dicepoker"


def _key(rules: Rules) -> tuple[bool, bool]:
    return (rules.upper_first, rules.first_roll_double)


def file_name(rules: Rules) -> str:
    """The asset file name of the table for ``rules``' two switches."""
    order = "upper-first" if rules.upper_first else "any-order"
    double = "double" if rules.first_roll_double else "plain"
    return f"values-{order}-{double}.sct"


@cache
def _model(upper_first: bool, double: bool) -> SolverModel:
    rules = Rules(upper_first=upper_first, first_roll_double=double)
    rolls = dice_set(NUM_DICE).rolls
    boxes = []
    for row in ROWS:
        late = tuple(row_points(row, roll, False, rules) for roll in rolls)
        first = tuple(row_points(row, roll, True, rules) for roll in rolls)
        boxes.append(Box(row, late, None if first == late else first, UPPER_VALUE.get(row, 0)))
    order = "upper-first" if upper_first else "any-order"
    return SolverModel(
        model_id=f"dice-poker/{order}/{'double' if double else 'plain'}",
        boxes=tuple(boxes),
        bonus=UpperBonus(BONUS, BONUS_THRESHOLD),
        upper_first=upper_first,
    )


def solver_model(rules: Rules) -> SolverModel:
    """The solver model of ``rules``' two switches."""
    return _model(*_key(rules))


@cache
def _source(upper_first: bool, double: bool) -> TableSource:
    rules = Rules(upper_first=upper_first, first_roll_double=double)
    name = file_name(rules)
    return TableSource(
        _model(upper_first, double), asset(ASSET_FOLDER, name).read_bytes, f"dicepoker/{name}"
    )


def table_source(rules: Rules) -> TableSource:
    """Where the table of ``rules`` comes from (shared: loaded once)."""
    return _source(*_key(rules))


def value_table(rules: Rules) -> ValueTable:
    """The solved table of ``rules``, loaded on first use and then shared."""
    return table_source(rules).table()


def state_of_card(rules: Rules, card: Sequence[int | None]) -> State:
    """The solver state of a scorecard (15 entries, None for empty rows)."""
    model = solver_model(rules)
    open_mask = sum(1 << i for i, points in enumerate(card) if points is None)
    progress = sum(
        points
        for points, box in zip(card, model.boxes, strict=True)
        if box.face and points is not None
    )
    return (open_mask, model.clamp(open_mask, progress), 0)


def solver_tables() -> list[tuple[str, SolverModel, Path]]:
    """For the offline solver: (name, model, asset file) of the four rule combinations."""
    folder = Path(__file__).resolve().parents[3] / "assets" / ASSET_FOLDER
    result = []
    for upper_first in (True, False):
        for double in (True, False):
            rules = Rules(upper_first=upper_first, first_roll_double=double)
            name = file_name(rules)
            result.append((name.removesuffix(".sct"), _model(upper_first, double), folder / name))
    return result
