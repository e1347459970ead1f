"""Yacht as a scorecard solver model (an adapter mirroring ai/yahtzee/model.py), its solved
table and a card's state.

The model is the engine's specification read over every roll: twelve boxes, no bonus, no
Joker, so a state is just the open boxes (4,096 of them). The table is made by
``python scripts/scorecard_solve.py yacht``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from yenta_desktop.ai.kits.scorecard import (
    Box,
    SolverModel,
    State,
    TableSource,
    ValueTable,
    dice_set,
)
from yenta_desktop.engine.yacht.spec import SPEC, Rules
from yenta_desktop.resources import asset

ASSET_FOLDER = "yacht"
FILE = "values-yacht.sct"


@cache
def _model() -> SolverModel:
    rules = Rules()
    rolls = dice_set(SPEC.num_dice).rolls
    boxes = tuple(
        Box(row.id, tuple(SPEC.row_points(row.id, roll, False, rules) for roll in rolls))
        for row in SPEC.rows
    )
    return SolverModel(model_id="yacht", boxes=boxes, num_rolls=SPEC.max_rolls)


def solver_model(rules: Any = None) -> SolverModel:
    """The solver model (Yacht has one card, whatever the rules)."""
    return _model()


@cache
def table_source(rules: Any = None) -> TableSource:
    """Where the table comes from (shared: loaded once)."""
    return TableSource(_model(), asset(ASSET_FOLDER, FILE).read_bytes, f"yacht/{FILE}")


def value_table(rules: Any = None) -> ValueTable:
    """The solved table, loaded on first use and then shared."""
    return table_source().table()


def state_of_card(rules: Any, card: Sequence[int | None]) -> State:
    """The solver state of a card (None for open boxes): the open mask."""
    return (sum(1 << i for i, points in enumerate(card) if points is None), 0, 0)


def solver_tables() -> list[tuple[str, SolverModel, Path]]:
    """For the offline solver: (name, model, asset file) of the one table."""
    folder = Path(__file__).resolve().parents[3] / "assets" / ASSET_FOLDER
    return [("yacht", _model(), folder / FILE)]
