"""Choosing a move from in-turn values on a one-column card (Dice Poker, Yahtzee, Yatzy): a
game's policy module gives its model, table, legal rows and actions. Imports no game."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from yenta_desktop.ai.kits.scorecard.dice import positions_for
from yenta_desktop.ai.kits.scorecard.model import SolverModel, State
from yenta_desktop.ai.kits.scorecard.turn import StateValue, TurnValues, box_choices

ActionT = TypeVar("ActionT")

OPTIMAL = "optimal"
NONE = "none"


def _zero(state: State) -> float:
    return 0.0


def turn_values(
    model: SolverModel, state: State, future: str, table: Callable[[], StateValue]
) -> TurnValues:
    """The exact in-turn values of a turn from ``state`` of ``model``: the rest of the game
    valued by ``table()`` (its solved table, loaded only then) when ``future`` is "optimal",
    by nothing when it is "none"."""
    value = table() if future == OPTIMAL else _zero
    return TurnValues(box_choices(model, value, state), model.num_dice, model.num_rolls)


@dataclass(frozen=True)
class Options:
    """The value of each choice with the dice on the table (points to come, this turn on)."""

    #: Row id -> value of writing it now, for every row that may be written now.
    rows: dict[str, float]
    #: Sorted held values (a roll with None where dice roll, when they differ) -> value of
    #: holding them (empty on the last roll).
    holds: dict[tuple[Any, ...], float]


def row_options(
    values: TurnValues,
    rows: Iterable[str],
    dice: Sequence[int],
    rolls_done: int,
    max_rolls: int,
    first: bool = False,
) -> Options:
    """Every choice after roll ``rolls_done`` with ``dice`` among the legal ``rows``, and its
    value (``first``: a row written now scores as from the first roll)."""
    roll = values.dice.canonical(dice)  # sorted, or by slot when the dice differ
    written = {row: values.write(row, roll, first) for row in rows}
    holds = values.holds(rolls_done, roll) if rolls_done < max_rolls else {}
    return Options(written, holds)


def best_move(
    opts: Options,
    dice: Sequence[int],
    write: Callable[[str], ActionT],
    hold: Callable[[tuple[int, ...]], ActionT],
) -> tuple[ActionT, float]:
    """The best choice among ``opts`` and its value, as the game's action: ``write(row)`` or
    ``hold(positions)`` (its Score and Roll).

    Ties (to 1e-9) go to writing a row (it ends the turn sooner), then to the
    row or hold listed first, so the choice is the same on every machine.
    """
    best_row = max(opts.rows, key=lambda row: opts.rows[row])
    best_value = opts.rows[best_row]
    action = write(best_row)
    for keeper, value in opts.holds.items():
        if value > best_value + 1e-9:
            best_value = value
            action = hold(positions_for(dice, keeper))
    return action, best_value


__all__ = ["NONE", "OPTIMAL", "Options", "best_move", "row_options", "turn_values"]
