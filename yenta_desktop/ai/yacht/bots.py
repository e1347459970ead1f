"""Yacht's bots: Hard (exactly optimal for the expected total, from the solved table),
Medium (the best expected points of this turn only) and Easy (a beginner's habits).

Players do not interact in Yacht (no bonus races, every card public), so Hard's
expected-total policy is also its best against the table average. Every level
decides from its own observation only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yenta_desktop.ai.kits.scorecard import TurnValues, positions_for
from yenta_desktop.ai.kits.scorecard.coach import TurnCoach
from yenta_desktop.ai.kits.scorecard.easy import Beginner
from yenta_desktop.ai.options import take_options
from yenta_desktop.ai.yacht.policy import NONE, OPTIMAL, best_move, options, turn_values
from yenta_desktop.engine.families.patterns import counts_of
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.families.scorecard import ScorecardObservation as Observation
from yenta_desktop.engine.families.scorecard_game import Action
from yenta_desktop.engine.yacht import SPEC

#: Boxes a beginner writes as soon as the dice make them; the straights' faces.
MADE = ("yacht", "big_straight", "little_straight", "full_house")
STRAIGHTS = {"little_straight": {1, 2, 3, 4, 5}, "big_straight": {2, 3, 4, 5, 6}}


class HardBot(TurnCoach):
    """The best move under ``FUTURE`` in-turn values (the kit's coach caches them per turn)."""

    name = "hard"
    FUTURE = OPTIMAL

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        take_options(self.name, opts, {})
        super().__init__()
        self.seed = seed

    def new_game(self) -> None:
        """Nothing to forget (the cache is keyed by the card)."""

    def turn_values(self, rules: Any, card: Sequence[int | None]) -> TurnValues:
        """The in-turn values of a turn starting from ``card``."""
        return turn_values(rules, card, self.FUTURE)

    def choose(self, obs: Observation) -> Action:
        """The best box or hold for the dice on the table."""
        card = obs.cards[obs.seat]
        opts = options(self.values(obs.rules, card), card, obs.rules, obs.dice, obs.rolls_done)
        return best_move(opts, obs.dice)[0]


class MediumBot(HardBot):
    """Greedy for this turn's expected points, exact within the turn."""

    name = "medium"
    FUTURE = NONE


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
