"""Choosing a move from in-turn values: what Hard and Medium play and the coach shows.

:func:`turn_values` builds the exact in-turn values of a turn, the rest of the game valued
by the solved table (``future="optimal"``) or not at all (``"none"``: this turn's points);
:func:`options` values every box that may be written now and every hold; :func:`best_move`
picks one (the scorecard kit's policy over Yacht's model).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yenta_desktop.ai.kits.scorecard import SpecTables, TurnValues
from yenta_desktop.ai.kits.scorecard import policy as kit
from yenta_desktop.ai.kits.scorecard.policy import NONE, OPTIMAL, Options
from yenta_desktop.ai.scorecards import read_table
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.families.scorecard_game import Action
from yenta_desktop.engine.yacht import SPEC

#: Yacht's solver models and tables, read from the engine's spec (no adapter).
TABLES = SpecTables(lambda rules: SPEC, read_table)


def turn_values(rules: Any, card: Sequence[int | None], future: str = OPTIMAL) -> TurnValues:
    """The exact in-turn values of a turn starting from ``card``."""
    state = TABLES.state(rules, card)
    return kit.turn_values(TABLES.model(rules), state, future, lambda: TABLES.table(rules))


def options(
    values: TurnValues, card: Sequence[int | None], rules: Any, dice: Sequence[int], rolls: int
) -> Options:
    """Every choice after roll ``rolls`` with ``dice``, and its value."""
    rows = [row for _, row in SPEC.legal_boxes(card, rules)]
    return kit.row_options(values, rows, dice, rolls, SPEC.max_rolls)


def best_move(opts: Options, dice: Sequence[int]) -> tuple[Action, float]:
    """The best choice and its value (ties to writing, then to the first listed)."""
    return kit.best_move(opts, dice, Score, Roll)


__all__ = ["NONE", "OPTIMAL", "TABLES", "Options", "best_move", "options", "turn_values"]
