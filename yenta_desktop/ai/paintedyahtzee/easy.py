"""The Easy bot: plays like a beginner who knows the rules.

It writes a made pattern at once (a Yahtzee, a Straight, a Flush, a Full House, a
Rainbow, a Painted House), otherwise chases what it has most of: the number it has
most of (ties to the higher), or the colour when it has more dice of one colour than
of one number and a colour combination is still open. After the last roll it usually
takes the box that scores most now, but sometimes (``slip``, default 0.3) settles for
the first box in card order that scores at least half as much. It never looks ahead.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.kits.scorecard.easy import Beginner
from yenta_desktop.ai.options import take_options
from yenta_desktop.engine.families.dice import colour_of
from yenta_desktop.engine.families.patterns import colour_counts, counts_of
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.families.scorecard import ScorecardObservation as Observation
from yenta_desktop.engine.paintedyahtzee.spec import MAX_ROLLS, PAINT_ROWS, SPEC

#: Boxes a beginner writes as soon as the dice make them.
MADE = ("yahtzee", "straight", "flush", "full_house", "rainbow", "painted_house")


class EasyBot(Beginner):
    """A plausible beginner: legal, sensible-looking, and beatable."""

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        super().__init__(seed, **take_options("easy", opts, {"slip": float}))

    def choose(self, obs: Observation) -> Roll | Score:
        """Write a made pattern or a good box, or hold what it has most of and roll again."""
        card = obs.cards[obs.seat]
        dice = obs.dice
        rows = [row for _, row in SPEC.legal_boxes(card, obs.rules, dice)]
        points = {row: SPEC.box_points(card, 0, row, dice, False, obs.rules) for row in rows}
        best = max(rows, key=lambda row: points[row])
        if obs.rolls_done >= MAX_ROLLS:
            return Score(self.settle(rows, points, best))
        for row in MADE:
            if row in points and points[row] > 0:
                return Score(row)
        counts = counts_of([int(d) for d in dice])
        number = max(range(1, 7), key=lambda v: (counts[v], v))
        paints = colour_counts(dice)
        colour = max(paints, key=lambda c: paints[c])
        if paints[colour] > counts[number] and any(row in rows for row in PAINT_ROWS):
            keep = [p for p, d in enumerate(dice) if colour_of(d) == colour]
        else:
            keep = [p for p, d in enumerate(dice) if int(d) == number]
        return Roll(tuple(keep[:4]))
