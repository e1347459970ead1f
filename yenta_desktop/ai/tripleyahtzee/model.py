"""Triple Yahtzee's value of a card: three single-column tables solved under Triple's rules.

One column of Triple Yahtzee, as the solver sees it, is the Yahtzee column
with no Joker and no extra bonus: under Triple's rules a Yahtzee gets neither
while any Yahtzee box is open, so on one column alone they never apply. The
table (``python scripts/scorecard_solve.py triple-yahtzee``) gives the
optimal expected points still to come in one column; the value of a card is
the multiplied sum over its three columns (:func:`card_value`). Bonus
Yahtzees and the cross-card Joker are valued exactly inside the turn
(:mod:`.policy`), not in the tables.
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
from yenta_desktop.engine.tripleyahtzee.rules import Rules
from yenta_desktop.engine.tripleyahtzee.spec import COLUMNS, NUM_DICE, SPEC
from yenta_desktop.resources import asset

ASSET_FOLDER = "tripleyahtzee"
FILE_NAME = "values-column.sct"


@cache
def column_model() -> SolverModel:
    """One column under Triple's rules: the 13 boxes, 35 at 63, no Joker, no extra bonus."""
    rules = Rules()
    rolls = dice_set(NUM_DICE).rolls
    boxes = []
    for index, row in enumerate(SPEC.rows):
        points = tuple(SPEC.row_points(row.id, roll, False, rules) for roll in rolls)
        boxes.append(Box(row.id, points, None, index + 1 if row.section == "upper" else 0))
    return SolverModel(
        model_id="triple-yahtzee/column",
        boxes=tuple(boxes),
        bonus=UpperBonus(SPEC.upper_bonus, SPEC.upper_bonus_threshold),
    )


@cache
def table_source() -> TableSource:
    """Where the column table comes from (shared: loaded once)."""
    return TableSource(
        column_model(), asset(ASSET_FOLDER, FILE_NAME).read_bytes, f"{ASSET_FOLDER}/{FILE_NAME}"
    )


def value_table() -> ValueTable:
    """The column table, loaded on first use."""
    return table_source().table()


def column_state(card: Sequence[int | None], column: int) -> State:
    """The solver state of one column of a Triple card."""
    model = column_model()
    n = len(model.boxes)
    col = card[column * n : (column + 1) * n]
    open_mask = sum(1 << i for i, points in enumerate(col) if points is None)
    progress = sum(p for p, box in zip(col, model.boxes, strict=True) if box.face and p is not None)
    return (open_mask, model.clamp(open_mask, progress), 0)


def card_value(card: Sequence[int | None]) -> float:
    """The multiplied sum of the three columns' optimal points to come."""
    table = value_table()
    return sum(m * table.value(column_state(card, c)) for c, m in enumerate(COLUMNS))


def solver_tables() -> list[tuple[str, SolverModel, Path]]:
    """For the offline solver: the one column table."""
    folder = Path(__file__).resolve().parents[3] / "assets" / ASSET_FOLDER
    return [("column", column_model(), folder / FILE_NAME)]
