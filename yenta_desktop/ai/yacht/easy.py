"""Yacht's Easy: a beginner with Yacht's habits (its made patterns and straights)."""

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
from yenta_desktop.engine.yacht import SPEC

#: Boxes a beginner writes as soon as the dice make them; the straights' faces.
MADE = ("yacht", "big_straight", "little_straight", "full_house")
STRAIGHTS = {"little_straight": {1, 2, 3, 4, 5}, "big_straight": {2, 3, 4, 5, 6}}


class EasyBot(Beginner):
    """Writes a made pattern at once, else chases the face it has most of (a straight when
    its dice are all different); after the last roll the kit's beginner settles."""

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        super().__init__(seed, **take_options("easy", opts, {"slip": float}))

    def choose(self, obs: Observation) -> Action:
        """Write a made pattern or a good box, or hold and roll again."""
        card, dice = obs.cards[obs.seat], obs.dice
        rows = [row for _, row in SPEC.legal_boxes(card, obs.rules)]
        points = {row: SPEC.box_points(card, 0, row, dice, False, obs.rules) for row in rows}
        best = max(rows, key=lambda row: points[row])
        if obs.rolls_done >= SPEC.max_rolls:
            return Score(self.settle(rows, points, best))
        made = [row for row in MADE if points.get(row, 0) > 0]
        return Score(made[0]) if made else Roll(self._hold(dice, rows))

    @staticmethod
    def _hold(dice: Sequence[int], rows: list[str]) -> tuple[int, ...]:
        counts = counts_of(dice)
        for row, faces in STRAIGHTS.items():
            if max(counts) == 1 and row in rows and len(faces & set(dice)) >= 4:
                return positions_for(dice, sorted(faces & set(dice)))
        chased = max(range(1, 7), key=lambda v: (counts[v], v))
        return positions_for(dice, [chased] * min(counts[chased], 4))
