"""Yahtzee's two kinds of action (the scorecard family's), and their record-style dict forms.

``Roll(keep)`` holds the dice at positions ``keep`` (0-4 of them) and re-rolls
the rest; ``Score(row)`` writes the dice into an open box and ends the turn.
One parser serves both cards: a row of either card parses, and the game then
refuses a row that is not on its own card (rule ``row_name``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from yenta_desktop.engine.families import scorecard
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.yahtzee.spec import SPEC, YATZY_SPEC

Action = Roll | Score


def hold(positions: Iterable[int]) -> Roll:
    """``Roll`` holding ``positions`` (a convenience for the UI's hold toggles)."""
    return Roll(tuple(sorted(positions)))


def action_from_dict(data: Any) -> Action:
    """Parse a record-style action dict; ``ValueError`` naming what is wrong."""
    try:
        return scorecard.action_from_dict(SPEC, data)
    except ValueError:
        if isinstance(data, dict) and data.get("row") in YATZY_SPEC.row_index:
            return scorecard.action_from_dict(YATZY_SPEC, data)
        raise


__all__ = ["Action", "Roll", "Score", "action_from_dict", "hold"]
