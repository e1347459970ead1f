"""The two kinds of action in Dice Poker, and their record-style dict forms.

``Roll(keep)`` holds the dice at positions ``keep`` (0-4, at most four of
them, of the previous roll) and re-rolls the rest; ``Score(row)`` writes the
dice into an empty row and ends the turn. The acting seat is the state's
``current_seat``. Both are the scorecard family's actions (one column).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from yenta_desktop.engine.dicepoker.spec import SPEC
from yenta_desktop.engine.families import scorecard
from yenta_desktop.engine.families.scorecard import Roll, Score

Action = Roll | Score


def hold(positions: Iterable[int]) -> Roll:
    """``Roll`` holding ``positions`` (a convenience for the UI's hold toggles)."""
    return Roll(tuple(sorted(positions)))


def action_from_dict(data: Any) -> Action:
    """Parse a record-style action dict; ``ValueError`` naming what is wrong."""
    return scorecard.action_from_dict(SPEC, data)


__all__ = ["Action", "Roll", "Score", "action_from_dict", "hold"]
