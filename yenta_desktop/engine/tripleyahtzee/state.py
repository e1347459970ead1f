"""The state of a Triple Yahtzee game: the scorecard family's state over the triple card.

A card is 39 entries, column-major (column 0 = x1, 1 = x2, 2 = x3), None for
an open box. Chance is explicit; everything is public.
"""

from __future__ import annotations

from typing import ClassVar

from yenta_desktop.engine.families.scorecard import (
    GameStarter,
    Phase,
    ScorecardObservation,
    ScorecardSpec,
    ScorecardState,
    places_of,
    results_of,
)
from yenta_desktop.engine.tripleyahtzee.rules import Rules
from yenta_desktop.engine.tripleyahtzee.spec import SPEC

HOLDS: tuple[tuple[int, ...], ...] = SPEC.holds


class Observation(ScorecardObservation):
    """What one seat sees: everything but the random generator."""

    SPEC: ClassVar[ScorecardSpec] = SPEC


class GameState(ScorecardState):
    """A Triple Yahtzee game in progress (validation before mutation)."""

    SPEC: ClassVar[ScorecardSpec] = SPEC
    OBSERVATION = Observation
    SCORE_WORDS = "a box"
    ROLL_LIMIT_RULE = "three_rolls"
    __slots__ = ()


#: Start a game: the first seat's five dice are to be rolled (a chance node).
new_game = GameStarter(Rules, GameState)


__all__ = ["HOLDS", "GameState", "Observation", "Phase", "new_game", "places_of", "results_of"]
