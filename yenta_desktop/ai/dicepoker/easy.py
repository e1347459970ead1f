"""The Easy bot: plays like a beginner who knows the rules.

It chases the value it has most of (in the upper section, among the values
whose rows are still open), holds a straight once it has one, writes a big
first roll at once, and after the last roll usually takes the row that
scores most now, but sometimes (``slip``, default 30%) settles for the first
decent row it notices instead. It never looks ahead.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.kits.scorecard import positions_for
from yenta_desktop.ai.kits.scorecard.easy import Beginner
from yenta_desktop.ai.options import take_options
from yenta_desktop.engine.dicepoker.spec import (
    FACES,
    MAX_ROLLS,
    SPEC,
    UPPER_VALUE,
    counts_of,
    is_upper,
    row_points,
)
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.families.scorecard import ScorecardObservation as Observation
from yenta_desktop.engine.families.scorecard_game import Action

#: A first roll worth at least this much in some row is written at once.
WRITE_NOW = 24


class EasyBot(Beginner):
    """A plausible beginner: legal, sensible-looking, and beatable."""

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        super().__init__(seed, **take_options("easy", opts, {"slip": float}))

    def choose(self, obs: Observation) -> Action:
        """Write a good row, or hold the most common value and roll again."""
        card = obs.cards[obs.seat]
        rows = [row for _, row in SPEC.legal_boxes(card, obs.rules)]
        dice = obs.dice
        first = obs.rolls_done == 1
        points = {row: row_points(row, dice, first, obs.rules) for row in rows}
        best = max(rows, key=lambda row: points[row])
        if obs.rolls_done >= MAX_ROLLS:
            return Score(self.settle(rows, points, best))
        if max(counts_of(dice)) == 5 or (first and points[best] >= WRITE_NOW):
            return Score(best)
        if _is_straight(dice) and any(r in rows for r in ("small_straight", "big_straight")):
            straight = "small_straight" if 6 not in dice else "big_straight"
            if straight in rows:
                return Score(straight)
        return Roll(self._hold(dice, rows))

    @staticmethod
    def _hold(dice: tuple[int, ...], rows: list[str]) -> tuple[int, ...]:
        counts = counts_of(dice)
        upper_open = [UPPER_VALUE[row] for row in rows if is_upper(row)]
        faces = upper_open if upper_open and all(is_upper(r) for r in rows) else list(FACES)
        chased = max(faces, key=lambda v: (counts[v], v))
        keep = [chased] * min(counts[chased], 4)
        return positions_for(dice, keep)


def _is_straight(dice: tuple[int, ...]) -> bool:
    values = sorted(dice)
    return values in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6])
