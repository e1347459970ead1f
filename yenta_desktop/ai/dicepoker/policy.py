"""Choosing a move from in-turn values: what Hard and Medium play and what the coach shows.

:func:`turn_values` builds the exact in-turn values of a seat's turn, with
the rest of the game valued by the solved tables (``future="optimal"``) or
not at all (``future="none"``: this turn's points only). :func:`options`
lists the value of every row the seat may write now and of every hold;
:func:`best_move` picks the best of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from yenta_desktop.ai.dicepoker.model import solver_model, state_of_card, value_table
from yenta_desktop.ai.kits.scorecard import State, TurnValues, box_choices, positions_for
from yenta_desktop.engine.dicepoker.actions import Action, Roll, Score
from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.dicepoker.scoring import MAX_ROLLS, legal_rows

OPTIMAL = "optimal"
NONE = "none"


def _zero(state: State) -> float:
    return 0.0


def turn_values(rules: Rules, card: Sequence[int | None], future: str = OPTIMAL) -> TurnValues:
    """The exact in-turn values of a turn starting from ``card``.

    ``future``: "optimal" values the rest of the game by the solved tables
    (the Hard AI, the coach), "none" by nothing (this turn's points only: Medium).
    """
    model = solver_model(rules)
    value = value_table(rules) if future == OPTIMAL else _zero
    state = state_of_card(rules, card)
    return TurnValues(box_choices(model, value, state), model.num_dice, model.num_rolls)


@dataclass(frozen=True)
class Options:
    """The value of each choice with the dice on the table (points to come, this turn on)."""

    #: Row id -> value of writing it now, for every row that may be written now.
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
    first = rolls_done == 1
    rows = {row: values.write(row, roll, first) for row in legal_rows(card, rules)}
    holds = values.holds(rolls_done, roll) if rolls_done < MAX_ROLLS else {}
    return Options(rows, holds)


def best_move(opts: Options, dice: Sequence[int]) -> tuple[Action, float]:
    """The best choice among ``opts`` and its value.

    Ties (to 1e-9) go to writing a row (it ends the turn sooner), then to the
    row or hold listed first, so the choice is the same on every machine.
    """
    best_row = max(opts.rows, key=lambda row: opts.rows[row])
    best_value = opts.rows[best_row]
    action: Action = Score(best_row)
    for keeper, value in opts.holds.items():
        if value > best_value + 1e-9:
            best_value = value
            action = Roll(positions_for(dice, keeper))
    return action, best_value
