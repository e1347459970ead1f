"""Choosing a move from in-turn values: what Hard and Medium play and what the coach shows.

:func:`turn_values` builds the exact in-turn values of a seat's turn, with
the rest of the game valued by the solved tables (``future="optimal"``) or
not at all (``future="none"``: this turn's points only). :func:`options`
lists the value of every row the seat may write now and of every hold;
:func:`best_move` picks the best of them.
"""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.ai.kits.scorecard import SpecTables, TurnValues
from yenta_desktop.ai.kits.scorecard import policy as kit
from yenta_desktop.ai.kits.scorecard.policy import NONE, OPTIMAL, Options
from yenta_desktop.ai.scorecards import read_table
from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.dicepoker.spec import MAX_ROLLS, SPEC
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.families.scorecard_game import Action

#: Dice Poker's solver models and tables (one per rule set), read from the engine's card.
TABLES = SpecTables(lambda rules: SPEC, read_table)


def turn_values(rules: Rules, card: Sequence[int | None], future: str = OPTIMAL) -> TurnValues:
    """The exact in-turn values of a turn starting from ``card``.

    ``future``: "optimal" values the rest of the game by the solved tables
    (the Hard AI, the coach), "none" by nothing (this turn's points only: Medium).
    """
    state = TABLES.state(rules, card)
    return kit.turn_values(TABLES.model(rules), state, future, lambda: TABLES.table(rules))


def options(
    values: TurnValues,
    card: Sequence[int | None],
    rules: Rules,
    dice: Sequence[int],
    rolls_done: int,
) -> Options:
    """Every choice the seat has after roll ``rolls_done`` with ``dice``, and its value."""
    rows = [row for _, row in SPEC.legal_boxes(card, rules)]
    return kit.row_options(values, rows, dice, rolls_done, MAX_ROLLS, rolls_done == 1)


def best_move(opts: Options, dice: Sequence[int]) -> tuple[Action, float]:
    """The best choice among ``opts`` and its value (ties to writing a row, then to the one
    listed first: the same choice on every machine)."""
    return kit.best_move(opts, dice, Score, Roll)


__all__ = ["NONE", "OPTIMAL", "TABLES", "Options", "best_move", "options", "turn_values"]
