"""Choosing a move from in-turn values: what Hard and Medium play (and a coach would show).

:func:`turn_values` builds the exact in-turn values of a seat's turn over the 7,776
ordered rolls (:class:`~.turn.ProductTurn`), with the rest of the game valued by Hard's
fitted model (``future="fitted"``) or not at all (``future="none"``: this turn's points,
a bonus this turn reaches and the extra Yahtzee only). :func:`options` lists the value
of every box the seat may write now (the Joker applied) and of every hold;
:func:`best_move` picks one (the kit's tie rules: writing first, then the first listed).
"""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.ai.kits.scorecard import policy as kit
from yenta_desktop.ai.kits.scorecard.policy import Options
from yenta_desktop.ai.paintedyahtzee.card import (
    CardState,
    StateValue,
    box_values,
    points_table,
    state_of,
)
from yenta_desktop.ai.paintedyahtzee.turn import ProductTurn, prepare
from yenta_desktop.ai.paintedyahtzee.value import model
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.paintedyahtzee.rules import Rules
from yenta_desktop.engine.paintedyahtzee.spec import MAX_ROLLS, SPEC

FITTED = "fitted"
NONE = "none"
FUTURES = (FITTED, NONE)


def _zero(state: CardState) -> float:
    return 0.0


def future_value(future: str) -> StateValue:
    """The value of the rest of the game a level plays by."""
    if future == FITTED:
        return model()
    if future == NONE:
        return _zero
    raise ValueError(f"future is one of {', '.join(FUTURES)}, not {future!r}")


def warm(future: str = FITTED) -> None:
    """Build the one-time tables (every roll's points, the lattice's indices, the model) now,
    about a second of CPU, so that no decision waits for them (a table calls it ahead)."""
    points_table()
    prepare()
    future_value(future)


def turn_values(rules: Rules, card: Sequence[int | None], future: str = FITTED) -> ProductTurn:
    """The exact in-turn values of a turn starting from ``card``."""
    return ProductTurn(box_values(state_of(card), future_value(future), rules), MAX_ROLLS)


def options(
    values: ProductTurn,
    card: Sequence[int | None],
    rules: Rules,
    dice: Sequence[int],
    rolls_done: int,
) -> Options:
    """Every choice the seat has after roll ``rolls_done`` with ``dice`` (the Joker applied),
    and its value; holds are keyed by the dice's numbers with None where dice roll."""
    roll = tuple(int(d) for d in dice)
    rows = [row for _, row in SPEC.legal_boxes(card, rules, dice)]
    written = {row: values.write(row, roll) for row in rows}
    holds = values.holds(rolls_done, roll) if rolls_done < MAX_ROLLS else {}
    return Options(written, holds)


def best_move(opts: Options, dice: Sequence[int]) -> tuple[Roll | Score, float]:
    """The best choice among ``opts`` and its value."""
    return kit.best_move(opts, dice, Score, Roll)


__all__ = [
    "FITTED",
    "NONE",
    "Options",
    "best_move",
    "future_value",
    "options",
    "turn_values",
    "warm",
]
