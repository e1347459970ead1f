"""Yacht as a scorecard solver model (an adapter mirroring ai/yahtzee/model.py), its solved
tables and a card's state.

The model is the engine's specification read over every roll: twelve boxes, no bonus, no
Joker, so a state is just the open boxes (4,096 of them). Two tables: ``yacht`` and
``yacht-big40`` (``big_straight_40``), made by ``python scripts/scorecard_solve.py yacht``.
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
#: Table name -> the rules it is solved for.
TABLES = {"yacht": Rules(), "yacht-big40": Rules(big_straight_40=True)}


def table_name(rules: Any) -> str:
    """The name of the table ``rules`` play with."""
    return "yacht-big40" if rules.big_straight_40 else "yacht"


@cache
def _model(name: str) -> SolverModel:
    rules = TABLES[name]
    rolls = dice_set(SPEC.num_dice).rolls
    boxes = tuple(
        Box(row.id, tuple(SPEC.row_points(row.id, roll, False, rules) for roll in rolls))
        for row in SPEC.rows
    )
    return SolverModel(model_id=name, boxes=boxes, num_rolls=SPEC.max_rolls)


def solver_model(rules: Any) -> SolverModel:
    """The solver model of ``rules``."""
    return _model(table_name(rules))


@cache
def _source(name: str) -> TableSource:
    path = f"values-{name}.sct"
    return TableSource(_model(name), asset(ASSET_FOLDER, path).read_bytes, f"yacht/{path}")


def value_table(rules: Any) -> ValueTable:
    """The solved table of ``rules``, loaded on first use and then shared."""
    return _source(table_name(rules)).table()


def state_of_card(rules: Any, card: Sequence[int | None]) -> State:
    """The solver state of a card (None for open boxes): the open mask."""
    return (sum(1 << i for i, points in enumerate(card) if points is None), 0, 0)


def solver_tables() -> list[tuple[str, SolverModel, Path]]:
    """For the offline solver: (name, model, asset file) of the two tables."""
    folder = Path(__file__).resolve().parents[3] / "assets" / ASSET_FOLDER
    return [(name, _model(name), folder / f"values-{name}.sct") for name in TABLES]
