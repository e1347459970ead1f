"""The state of a Triple Yahtzee game: the scorecard family's state over the triple card.

A card is 39 entries, column-major (column 0 = x1, 1 = x2, 2 = x3), None for
an open box. Chance is explicit; everything is public.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from yenta_desktop.engine.families.scorecard import (
    Phase,
    ScorecardObservation,
    ScorecardSpec,
    ScorecardState,
    new_state,
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

    def clone(self, copy_rng: bool = True) -> GameState:
        """An independent copy; with ``copy_rng=False`` the copy shares the generator."""
        other = super().clone(copy_rng)
        assert isinstance(other, GameState)
        return other


def new_game(
    num_players: int,
    rules: Rules | None = None,
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    match: Mapping[str, Any] | None = None,
    first_seat: int | None = None,
) -> GameState:
    """Start a game: the first seat's five dice are to be rolled (a chance node)."""
    state: GameState = new_state(
        GameState,
        num_players,
        rules or Rules(),
        seed=seed,
        rng=rng,
        match=match,
        first_seat=first_seat,
    )
    return state


__all__ = ["HOLDS", "GameState", "Observation", "Phase", "new_game", "places_of", "results_of"]
