"""Yahtzee and Yatzy as scorecard solver models, their solved tables, and a card's state.

The models are built from the engine's public specification (the card's
rows and their natural points, the upper bonus) plus the kit's
:class:`ExtraYahtzee` for Yahtzee (rule 3's +100, rule 4's forced or free
Joker with Full House 25, Small Straight 30, Large Straight 40). Three
tables: ``yahtzee-forced``, ``yahtzee-free`` and ``yatzy`` (the Joker does not
change Yatzy). They are made by ``python scripts/scorecard_solve.py yahtzee``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path

from yenta_desktop.ai.kits.scorecard import (
    Box,
    ExtraYahtzee,
    SolverModel,
    State,
    TableSource,
    UpperBonus,
    ValueTable,
    dice_set,
)
from yenta_desktop.engine.yahtzee.rules import FORCED, FREE, Rules
from yenta_desktop.engine.yahtzee.spec import (
    EXTRA_YAHTZEE,
    JOKER_POINTS,
    NUM_DICE,
    SPEC,
    YAHTZEE_BOX,
    YATZY_SPEC,
)
from yenta_desktop.resources import asset

ASSET_FOLDER = "yahtzee"
#: Table name -> (card, joker) of every shipped table.
TABLES = {
    "yahtzee-forced": ("yahtzee", FORCED),
    "yahtzee-free": ("yahtzee", FREE),
    "yatzy": ("yatzy", FORCED),
}


def table_name(rules: Rules) -> str:
    """The name of the table ``rules`` play with."""
    return "yatzy" if rules.is_yatzy else f"yahtzee-{rules.joker}"


def file_name(rules: Rules) -> str:
    """The asset file name of ``rules``' table."""
    return f"values-{table_name(rules)}.sct"


@cache
def _model(name: str) -> SolverModel:
    card, joker = TABLES[name]
    rules = Rules(scorecard=card, joker=joker)
    spec = YATZY_SPEC if rules.is_yatzy else SPEC
    rolls = dice_set(NUM_DICE).rolls
    boxes = []
    for face_index, row in enumerate(spec.rows):
        points = tuple(spec.row_points(row.id, roll, False, rules) for roll in rolls)
        face = face_index + 1 if row.section == "upper" else 0
        boxes.append(Box(row.id, points, None, face))
    extra = None
    if not rules.is_yatzy:
        extra = ExtraYahtzee(YAHTZEE_BOX, EXTRA_YAHTZEE, joker, tuple(JOKER_POINTS.items()))
    return SolverModel(
        model_id=f"yahtzee/{name}",
        boxes=tuple(boxes),
        bonus=UpperBonus(spec.upper_bonus, spec.upper_bonus_threshold),
        extra=extra,
    )


def solver_model(rules: Rules) -> SolverModel:
    """The solver model of ``rules``."""
    return _model(table_name(rules))


@cache
def _source(name: str) -> TableSource:
    path = f"values-{name}.sct"
    return TableSource(_model(name), asset(ASSET_FOLDER, path).read_bytes, f"yahtzee/{path}")


def table_source(rules: Rules) -> TableSource:
    """Where the table of ``rules`` comes from (shared: loaded once)."""
    return _source(table_name(rules))


def value_table(rules: Rules) -> ValueTable:
    """The solved table of ``rules``, loaded on first use and then shared."""
    return table_source(rules).table()


def state_of_card(rules: Rules, card: Sequence[int | None]) -> State:
    """The solver state of a card (None for open boxes): open mask, clamped upper sum, flag."""
    model = solver_model(rules)
    open_mask = sum(1 << i for i, points in enumerate(card) if points is None)
    progress = sum(
        points
        for points, box in zip(card, model.boxes, strict=True)
        if box.face and points is not None
    )
    flag = 0
    if model.extra is not None:
        written = card[[b.id for b in model.boxes].index(model.extra.box)]
        flag = int(written is not None and written > 0)
    return (open_mask, model.clamp(open_mask, progress), flag)


def solver_tables() -> list[tuple[str, SolverModel, Path]]:
    """For the offline solver: (name, model, asset file) of the three tables."""
    folder = Path(__file__).resolve().parents[3] / "assets" / ASSET_FOLDER
    return [(name, _model(name), folder / f"values-{name}.sct") for name in TABLES]
