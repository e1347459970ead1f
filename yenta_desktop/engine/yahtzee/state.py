"""The state of a Yahtzee game: the scorecard family's state over the Yahtzee or Yatzy card.

Each roll is a chance node (``apply_chance`` rolls the dice not held with the
injected ``random.Random``, or takes given values; ``chance_outcomes()``
lists every outcome). Everything is public: scorecards, dice, holds and the
extra-Yahtzee bonuses; an observation is the whole state minus the generator.
``new_game`` builds a :class:`GameState` (the Yahtzee card) or a
:class:`YatzyState` (``scorecard=yatzy``: the Scandinavian card).
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
    first_seat_of,
    new_state,
    places_of,
    results_of,
)
from yenta_desktop.engine.yahtzee.rules import Rules
from yenta_desktop.engine.yahtzee.spec import SPEC, YATZY_SPEC

#: Every hold a Roll may name: 0 to 4 positions (holding all five is writing).
HOLDS: tuple[tuple[int, ...], ...] = SPEC.holds


class Observation(ScorecardObservation):
    """What one seat sees of a Yahtzee game: everything but the random generator."""

    SPEC: ClassVar[ScorecardSpec] = SPEC


class YatzyObservation(Observation):
    """What one seat sees of a Yatzy game."""

    SPEC: ClassVar[ScorecardSpec] = YATZY_SPEC


class GameState(ScorecardState):
    """A Yahtzee game in progress: ``legal_actions()``, ``apply(action)``, ``clone()``.

    ``apply`` and ``apply_chance`` validate fully before they change anything.
    """

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


class YatzyState(GameState):
    """A Yatzy game (``scorecard=yatzy``): the same play over the 15-box card."""

    SPEC: ClassVar[ScorecardSpec] = YATZY_SPEC
    OBSERVATION = YatzyObservation
    __slots__ = ()


def state_class(rules: Any) -> type[GameState]:
    """The state class of ``rules``' scorecard."""
    return YatzyState if rules.is_yatzy else GameState


def new_game(
    num_players: int,
    rules: Rules | None = None,
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    match: Mapping[str, Any] | None = None,
    first_seat: int | None = None,
) -> GameState:
    """Start a game: the first seat's five dice are to be rolled (a chance node).

    Randomness comes from ``rng`` if given, else ``random.Random(seed)``;
    ``first_seat`` (replays) overrides who starts, otherwise each rematch
    starts with the next seat.
    """
    rules = rules or Rules()
    state: GameState = new_state(
        state_class(rules),
        num_players,
        rules,
        seed=seed,
        rng=rng,
        match=match,
        first_seat=first_seat,
    )
    return state


__all__ = [
    "HOLDS",
    "GameState",
    "Observation",
    "Phase",
    "YatzyObservation",
    "YatzyState",
    "first_seat_of",
    "new_game",
    "places_of",
    "results_of",
    "state_class",
]
