"""The state of a Yahtzee game: the scorecard family's state over the Yahtzee or Yatzy card.

Each roll is a chance node (``apply_chance`` rolls the dice not held with the
injected ``random.Random``, or takes given values; ``chance_outcomes()``
lists every outcome). Everything is public: scorecards, dice, holds and the
extra-Yahtzee bonuses; an observation is the whole state minus the generator.
``new_game`` builds a :class:`GameState` (the Yahtzee card) or a
:class:`YatzyState` (``scorecard=yatzy``: the Scandinavian card).
"""

from __future__ import annotations

from typing import Any, ClassVar

from yenta_desktop.engine.families.scorecard import (
    GameStarter,
    Phase,
    ScorecardObservation,
    ScorecardSpec,
    ScorecardState,
    first_seat_of,
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


class YatzyState(GameState):
    """A Yatzy game (``scorecard=yatzy``): the same play over the 15-box card."""

    SPEC: ClassVar[ScorecardSpec] = YATZY_SPEC
    OBSERVATION = YatzyObservation
    __slots__ = ()


def state_class(rules: Any) -> type[GameState]:
    """The state class of ``rules``' scorecard."""
    return YatzyState if rules.is_yatzy else GameState


#: Start a game (the card of ``rules.scorecard``): the first seat's five dice are to be rolled.
new_game = GameStarter(Rules, GameState, state_class)


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
