"""Choosing a move from in-turn values: what Hard and Medium play (and a coach would show).

:func:`turn_values` builds the exact in-turn values of a seat's turn, with
the rest of the game valued by the solved tables (``future="optimal"``) or
not at all (``future="none"``: this turn's points, upper bonus and extra
Yahtzee bonus only). :func:`options` lists the value of every box the seat may
write now (the Joker applied) and of every hold; :func:`best_move` picks one.
"""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.ai.kits.scorecard import SpecTables, TurnValues
from yenta_desktop.ai.kits.scorecard import policy as kit
from yenta_desktop.ai.kits.scorecard.policy import NONE, OPTIMAL, Options
from yenta_desktop.ai.scorecards import read_table
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.families.scorecard_game import Action
from yenta_desktop.engine.yahtzee.rules import Rules
from yenta_desktop.engine.yahtzee.spec import MAX_ROLLS, spec_for

#: Yahtzee's and Yatzy's solver models and tables, read from the engine's two cards.
TABLES = SpecTables(spec_for, read_table)


def turn_values(rules: Rules, card: Sequence[int | None], future: str = OPTIMAL) -> TurnValues:
    """The exact in-turn values of a turn starting from ``card`` (see the module docstring)."""
    state = TABLES.state(rules, card)
    return kit.turn_values(TABLES.model(rules), state, future, lambda: TABLES.table(rules))


def options(
    values: TurnValues,
    card: Sequence[int | None],
    rules: Rules,
    dice: Sequence[int],
    rolls_done: int,
) -> Options:
    """Every choice the seat has after roll ``rolls_done`` with ``dice`` (the Joker applied),
    and its value."""
    return kit.row_options(
        values,
        [row for _, row in spec_for(rules).legal_boxes(card, rules, dice)],
        dice,
        rolls_done,
        MAX_ROLLS,
    )


def best_move(opts: Options, dice: Sequence[int]) -> tuple[Action, float]:
    """The best choice among ``opts`` and its value (ties to writing a box, then to the one
    listed first: the same choice on every machine)."""
    return kit.best_move(opts, dice, Score, Roll)


__all__ = ["NONE", "OPTIMAL", "TABLES", "Options", "best_move", "options", "turn_values"]
