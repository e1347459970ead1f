"""What an applied action or roll caused, in order, for the table to animate and the log to print.

Events carry seats, row ids and numbers only; the UI turns them into
(translated) sentences and animations. They are the dice-turn family's:
``DiceHeld`` and ``DiceRolled`` (engine/families/dice_turn.py), ``TurnStarted``,
``RowScored``, ``UpperCompleted`` and ``GameOver`` (engine/families/scorecard.py).
"""

from __future__ import annotations

from yenta_desktop.engine.families.dice_turn import DiceHeld, DiceRolled
from yenta_desktop.engine.families.scorecard import (
    Event,
    GameOver,
    RowScored,
    TurnStarted,
    UpperCompleted,
)

__all__ = [
    "DiceHeld",
    "DiceRolled",
    "Event",
    "GameOver",
    "RowScored",
    "TurnStarted",
    "UpperCompleted",
]
