"""Dice Poker's analysis of a position (ai/analysis.py): the coach's exact numbers."""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.analysis import Analysis
from yenta_desktop.ai.dicepoker.coach import Coach
from yenta_desktop.ai.scorecard_analysis import choices_of, turn_start


def analyse(position: Any) -> Analysis:
    """Every row and hold of ``position`` with its expected final total (exact), Hard's
    marked; a turn's start: the expected final total from there."""
    coach = Coach()
    if not position.rolled:
        return turn_start(position, coach.values(position.rules, position.card).start(), True)
    state = position.to_state()
    advice = coach.advise(state)
    assert advice is not None
    boxes = {(0, row.row): row.expected_total for row in advice.rows}
    return choices_of(position, state, boxes, advice.holds, advice.best, advice.total_now, True)
