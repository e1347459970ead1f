"""The coach at the Triple Yahtzee table: asks :mod:`yenta_desktop.ai.tripleyahtzee.coach`
(Hard's numbers) on the table's coach runner, never in the frame, once the column table is
loaded off the main thread (:func:`preload` when it opens)."""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.tripleyahtzee.coach import (
    WARN_LOSS,
    Advice,
    Coach,
    HoldAdvice,
    is_loaded,
    is_ready,
    preload,
    wait_ready,
)
from yenta_desktop.engine.families.scorecard import Phase
from yenta_desktop.ui.coach import CoachRunner


class Advisor:
    """Coach advice for the dice on the table, asked of the table's coach runner once the
    table is loaded. ``warn_loss``: the coach's warning threshold (expected points)."""

    def __init__(self, warn_loss: float = WARN_LOSS) -> None:
        self.coach = Coach(warn_loss)
        preload()

    def advise(self, state: Any, step: int, runner: CoachRunner) -> Advice | None:
        """Advice for the seat to act in ``state`` at game step ``step`` (None while unready:
        the table loading, or the numbers being worked out off the frame by ``runner``)."""
        if state.phase != Phase.CHOOSE or not state.dice or not is_ready() or not is_loaded():
            return None
        key = (
            "tripleyahtzee",
            step,
            state.turn_seat,
            state.dice,
            state.rolls_done,
            len(state.turns),
        )
        if runner.asked(key):
            return runner.get(key)
        return runner.ask(key, self.coach.advise, state.clone())


__all__ = ["WARN_LOSS", "Advice", "Advisor", "Coach", "HoldAdvice", "preload", "wait_ready"]
