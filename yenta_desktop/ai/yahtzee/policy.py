"""Choosing a move from in-turn values: what Hard and Medium play (and a coach would show).

:func:`turn_values` builds the exact in-turn values of a seat's turn, with
the rest of the game valued by the solved tables (``future="optimal"``) or
not at all (``future="none"``: this turn's points, upper bonus and extra
Yahtzee bonus only). :func:`options` lists the value of every box the seat may
write now (the Joker applied) and of every hold; :func:`best_move` picks one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from yenta_desktop.ai.kits.scorecard import State, TurnValues, box_choices, positions_for
from yenta_desktop.ai.yahtzee.model import solver_model, state_of_card, value_table
from yenta_desktop.engine.yahtzee.actions import Action, Roll, Score
from yenta_desktop.engine.yahtzee.rules import Rules
from yenta_desktop.engine.yahtzee.scoring import legal_rows
from yenta_desktop.engine.yahtzee.spec import MAX_ROLLS

OPTIMAL = "optimal"
NONE = "none"


def _zero(state: State) -> float:
    return 0.0


def turn_values(rules: Rules, card: Sequence[int | None], future: str = OPTIMAL) -> TurnValues:
    """The exact in-turn values of a turn starting from ``card`` (see the module docstring)."""
    model = solver_model(rules)
    value = value_table(rules) if future == OPTIMAL else _zero
    state = state_of_card(rules, card)
    return TurnValues(box_choices(model, value, state), model.num_dice, model.num_rolls)


@dataclass(frozen=True)
class Options:
    """The value of each choice with the dice on the table (points to come, this turn on)."""

    #: Box id -> value of writing it now, for every box that may be written now.
    rows: dict[str, float]
    #: Sorted held values -> value of holding them and re-rolling the rest (empty on roll 3).
    holds: dict[tuple[int, ...], float]


def options(
    values: TurnValues,
    card: Sequence[int | None],
    rules: Rules,
    dice: Sequence[int],
    rolls_done: int,
) -> Options:
    """Every choice the seat has after roll ``rolls_done`` with ``dice``, and its value."""
    roll = tuple(sorted(dice))
    rows = {row: values.write(row, roll, False) for row in legal_rows(card, rules, dice)}
    holds = values.holds(rolls_done, roll) if rolls_done < MAX_ROLLS else {}
    return Options(rows, holds)


def best_move(opts: Options, dice: Sequence[int]) -> tuple[Action, float]:
    """The best choice among ``opts`` and its value.

    Ties (to 1e-9) go to writing a box (it ends the turn sooner), then to the
    box or hold listed first, so the choice is the same on every machine.
    """
    best_row = max(opts.rows, key=lambda row: opts.rows[row])
    best_value = opts.rows[best_row]
    action: Action = Score(best_row)
    for keeper, value in opts.holds.items():
        if value > best_value + 1e-9:
            best_value = value
            action = Roll(positions_for(dice, keeper))
    return action, best_value
