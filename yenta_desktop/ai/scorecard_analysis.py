"""The scorecard games' part of the analysis (ai/analysis.py): a coach's advice as choices.

A game's ``ai/<folder>/analysis.py`` asks its own coach for the dice of a position's state
and hands the numbers here: every box that may be written (with the points it writes, from
the engine's preview) and every hold, with Hard's move marked and the position's held dice
marked as its own choice. A turn's start is valued by the coach's in-turn values
(``TurnValues.start``: the whole turn before its first roll) plus the points on the card.
Imports no game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from yenta_desktop.ai.analysis import EXPECTED_TOTAL, Analysis, Choice, ranked
from yenta_desktop.ai.kits.scorecard.coach import HoldAdvice

#: The basis of exact values, and of Hard's estimate (no exact optimum is known).
SOLVED = "the exact optimum from Hard's solved tables"


def _facts(position: Any) -> dict[str, Any]:
    return {
        "roll": position.roll,
        "rolls_left": position.rolls_left if position.roll else position.spec.max_rolls,
        "dice": list(position.dice),
        "held": list(position.held),
        "total_now": position.total,
    }


def turn_start(position: Any, start: float, exact: bool, basis: str = SOLVED) -> Analysis:
    """A turn's start before its first roll: its value is ``start`` (the coach's in-turn
    value of the whole turn, the rest of the game included) plus the points on the card."""
    now = float(position.total)
    return Analysis(
        position.game_id,
        position.text(),
        EXPECTED_TOTAL,
        exact,
        basis,
        now + start,
        now,
        (),
        _facts(position),
    )


def choices_of(
    position: Any,
    state: Any,
    boxes: Mapping[tuple[int, str], float],
    holds: Sequence[HoldAdvice],
    best: Any,
    now: float,
    exact: bool,
    basis: str = SOLVED,
) -> Analysis:
    """The analysis of a position with dice: ``boxes`` ((column, row) -> expected total) and
    ``holds`` as the game's coach gave them, ``best`` its (Hard's) move, ``now`` the points on
    the card. Points per box come from the state's preview (the Joker applied)."""
    points = {(p.column, p.row): p.points for p in state.preview()}
    best_box = None if hasattr(best, "keep") else (best.column, best.row)
    best_hold = (
        tuple(sorted(position.dice[p] for p in best.keep)) if hasattr(best, "keep") else None
    )
    marked = tuple(sorted(position.dice[p] for p in position.held)) if position.held else None
    choices = [
        Choice(
            "box",
            {"row": row, "column": column, "points": points[(column, row)]},
            value,
            0.0,
            hard=(column, row) == best_box,
        )
        for (column, row), value in boxes.items()
    ]
    choices += [
        Choice(
            "hold",
            {"dice": list(hold.values), "positions": list(hold.positions)},
            hold.expected_total,
            0.0,
            hard=hold.values == best_hold,
            marked=hold.values == marked,
        )
        for hold in holds
    ]
    ranked_choices = ranked(choices)
    return Analysis(
        position.game_id,
        position.text(),
        EXPECTED_TOTAL,
        exact,
        basis,
        ranked_choices[0].value,
        float(now),
        ranked_choices,
        _facts(position),
    )


__all__ = ["SOLVED", "choices_of", "turn_start"]
