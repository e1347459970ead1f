"""The Easy bot: plays like a beginner who knows the rules.

It writes a made pattern at once (five alike, a straight, a full house), chases
the face it has most of (ties to the higher face), or a run when it has no
pair and a straight box is open, and after the last roll usually takes the box
that scores most now, but sometimes (``slip``, default 0.3) settles for the
first box in card order that scores at least half as much. It never looks
ahead and never weighs the upper bonus.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yenta_desktop.ai.kits.scorecard import positions_for
from yenta_desktop.ai.kits.scorecard.easy import Beginner
from yenta_desktop.ai.options import take_options
from yenta_desktop.engine.families.patterns import counts_of
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.families.scorecard import ScorecardObservation as Observation
from yenta_desktop.engine.families.scorecard_game import Action
from yenta_desktop.engine.yahtzee.spec import MAX_ROLLS, spec_for

#: Boxes a beginner writes as soon as the dice make them.
MADE = ("yahtzee", "yatzy", "large_straight", "small_straight", "full_house")
STRAIGHTS = ("small_straight", "large_straight")


class EasyBot(Beginner):
    """A plausible beginner: legal, sensible-looking, and beatable."""

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        super().__init__(seed, **take_options("easy", opts, {"slip": float}))

    def choose(self, obs: Observation) -> Action:
        """Write a made pattern or a good box, or hold the most common face and roll again."""
        card = obs.cards[obs.seat]
        dice = obs.dice
        spec = spec_for(obs.rules)
        rows = [row for _, row in spec.legal_boxes(card, obs.rules, dice)]
        points = {row: spec.box_points(card, 0, row, dice, False, obs.rules) for row in rows}
        best = max(rows, key=lambda row: points[row])
        if obs.rolls_done >= MAX_ROLLS:
            return Score(self.settle(rows, points, best))
        for row in MADE:
            if row in points and points[row] > 0:
                return Score(row)
        return Roll(self._hold(dice, rows))

    @staticmethod
    def _hold(dice: Sequence[int], rows: list[str]) -> tuple[int, ...]:
        counts = counts_of(dice)
        if max(counts) == 1 and any(row in rows for row in STRAIGHTS):
            run = _longest_run(set(dice))
            if len(run) >= 3:
                return positions_for(dice, run)
        chased = max(range(1, 7), key=lambda v: (counts[v], v))
        return positions_for(dice, [chased] * min(counts[chased], 4))


def _longest_run(values: set[int]) -> list[int]:
    best: list[int] = []
    for start in range(1, 7):
        run = []
        face = start
        while face in values:
            run.append(face)
            face += 1
        if len(run) > len(best):
            best = run
    return best[:4]
