"""Triple Yahtzee's analysis of a position (ai/analysis.py): the coach's numbers, Hard's
estimate (no exact optimum is known: the rest of the card is valued by three single-column
tables, the turn itself exactly)."""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.analysis import Analysis
from yenta_desktop.ai.scorecard_analysis import choices_of, turn_start
from yenta_desktop.ai.tripleyahtzee.coach import Coach

#: What the values are, since they are not exact.
ESTIMATE = (
    "Hard's estimate: the turn exact, the rest of the card valued by three single-column tables"
)


def analyse(position: Any) -> Analysis:
    """Every (column, box) and hold of ``position`` with Hard's expected final total (an
    estimate), Hard's marked; a turn's start: the expected final total from there."""
    coach = Coach()
    if not position.rolled:
        start = coach.values(position.rules, position.card).start()
        return turn_start(position, start, False, ESTIMATE)
    state = position.to_state()
    advice = coach.advise(state)
    assert advice is not None
    return choices_of(
        position, state, advice.boxes, advice.holds, advice.best, advice.total_now, False, ESTIMATE
    )
