"""Triple Yahtzee's in-turn expectimax over holds and (box, column).

The value of writing box ``row`` of column ``c`` with a roll is its points,
the column's upper bonus if this completes it and any bonus Yahtzee, times
the column's multiplier, plus the value of the card after it
(``TABLES.card_value``: the multiplied sum of the single-column tables;
``future="none"``: nothing, this turn's points only). The holds are then
exact (the kit's TurnValues over every (column, box) choice). The column
table is the kit's model of one column of the engine's card, the others open
(:data:`TABLES`): a column alone never sees a bonus Yahtzee. Legality, the
cross-card Joker and its values on the card as a whole come from the engine's
specification (``SPEC.writes`` for the rolls its Joker may apply to).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from yenta_desktop.ai.kits.scorecard import (
    BoxChoice,
    SolverModel,
    SpecTables,
    State,
    TurnValues,
    ValueTable,
    dice_set,
    positions_for,
)
from yenta_desktop.ai.scorecards import read_table
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.tripleyahtzee.rules import Rules
from yenta_desktop.engine.tripleyahtzee.spec import COLUMNS, MAX_ROLLS, SPEC

OPTIMAL = "optimal"
NONE = "none"
NEG = float("-inf")
Action = Roll | Score

#: The column table of Triple's card (one for both Jokers: its variant is "column").
TABLES = SpecTables(lambda rules: SPEC, read_table)


def box_key(column: int, row: str) -> str:
    """The choice name of a box of a column."""
    return f"{column}:{row}"


def turn_values(
    rules: Rules,
    card: Sequence[int | None],
    future: str = OPTIMAL,
    columns: Sequence[int] | None = None,
) -> TurnValues:
    """The exact in-turn values of a turn from ``card`` (see the module docstring).

    ``columns`` restricts the boxes weighed to those columns (the column-at-a-time
    baseline); None weighs every column.
    """
    model = TABLES.model(rules)
    table = TABLES.table(rules) if future == OPTIMAL else None
    states = [TABLES.state(rules, card, c) for c in range(len(COLUMNS))]
    rest = [m * table.value(s) if table else 0.0 for m, s in zip(COLUMNS, states, strict=True)]
    everything = sum(rest)
    n = len(model.boxes)
    choices: list[BoxChoice] = []
    for c, mult in enumerate(COLUMNS):
        if columns is not None and c not in columns:
            continue
        others = everything - rest[c]
        for i, box in enumerate(model.boxes):
            if card[c * n + i] is not None:
                continue
            known: dict[int, float] = {}
            late = []
            for points in box.points:
                found = known.get(points)
                if found is None:
                    bonus, after = model.after_write(states[c], i, points)
                    future_c = mult * table.value(after) if table else 0.0
                    found = known[points] = mult * (points + bonus) + future_c + others
                late.append(found)
            choices.append(BoxChoice(box_key(c, box.id), tuple(late), tuple(late)))
    choices = _special_rolls(model, choices, card, rules, states, rest, table)
    return TurnValues(choices, model.num_dice, model.num_rolls)


def _special_rolls(
    model: SolverModel,
    choices: list[BoxChoice],
    card: Sequence[int | None],
    rules: Rules,
    states: list[State],
    rest: list[float],
    table: ValueTable | None,
) -> list[BoxChoice]:
    """The rolls the engine's Joker may apply to (a Yahtzee), where it is in play on this
    card (every Yahtzee box filled): what the engine's ``writes`` allow, at its points
    and extra bonus; elsewhere the boxes' own points stand."""
    everything = sum(rest)
    rolls = dice_set(model.num_dice).rolls
    patched = {choice.box: list(choice.late) for choice in choices}
    changed = False
    for r in model.special_rolls:
        dice = rolls[r]
        writes = {box_key(w.column, w.row): w for w in SPEC.writes(card, dice, False, rules)}
        in_play = SPEC.joker(card, dice, rules) is not None
        if not in_play and not any(w.extra for w in writes.values()):
            continue
        changed = True
        for key, values in patched.items():
            write = writes.get(key)
            if write is None:
                values[r] = NEG
                continue
            c, mult = write.column, COLUMNS[write.column]
            bonus, after = model.after_write(states[c], SPEC.row_index[write.row], write.points)
            future_c = mult * table.value(after) if table else 0.0
            values[r] = (
                mult * (write.points + bonus + write.extra) + future_c + everything - rest[c]
            )
    if not changed:
        return choices
    return [BoxChoice(key, tuple(v), tuple(v)) for key, v in patched.items()]


@dataclass(frozen=True)
class Options:
    """The value of each choice with the dice on the table."""

    #: (column, row) -> value of writing it now, for every box that may be written now.
    boxes: dict[tuple[int, str], float]
    #: Sorted held values -> value of holding them (empty after the last roll).
    holds: dict[tuple[int, ...], float]


def options(
    values: TurnValues,
    card: Sequence[int | None],
    rules: Rules,
    dice: Sequence[int],
    rolls_done: int,
) -> Options:
    """Every choice after roll ``rolls_done`` with ``dice``, and its value."""
    roll = tuple(sorted(dice))
    boxes = {
        (c, row): values.write(box_key(c, row), roll, False)
        for c, row in SPEC.legal_boxes(card, rules, dice)
        if box_key(c, row) in values.choices
    }
    holds = values.holds(rolls_done, roll) if rolls_done < MAX_ROLLS else {}
    return Options(boxes, holds)


def best_move(opts: Options, dice: Sequence[int]) -> tuple[Action, float]:
    """The best choice; ties go to writing, then to the first listed (the x1 column first)."""
    best_box = max(opts.boxes, key=lambda box: opts.boxes[box])
    best_value = opts.boxes[best_box]
    action: Action = Score(best_box[1], best_box[0])
    for keeper, value in opts.holds.items():
        if value > best_value + 1e-9:
            best_value = value
            action = Roll(positions_for(dice, keeper))
    return action, best_value
