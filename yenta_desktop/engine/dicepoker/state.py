"""The state of a Dice Poker game: the scorecard family's state over Dice Poker's specification.

Each roll is a chance node: at the start of a turn all five dice are to be
rolled, and after ``Roll(keep)`` the dice not held are. ``apply_chance`` rolls
them with the state's injected ``random.Random`` (or takes the given values:
replays and scripted tests); ``chance_outcomes()`` lists every outcome with its
probability. Dice keep their positions in the tray.

Everything in Dice Poker is public: scorecards, dice and holds. The only
unknown is the future rolls, so an observation is the whole state minus the
random generator.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from yenta_desktop.engine.dicepoker.actions import Action
from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.dicepoker.spec import SPEC
from yenta_desktop.engine.families import scorecard
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

#: Every hold a Roll may name: 0 to 4 positions, smallest first (holding all five is scoring).
HOLDS: tuple[tuple[int, ...], ...] = SPEC.holds

ROLL = Phase.ROLL
CHOOSE = Phase.CHOOSE
OVER = Phase.OVER


def legal_actions_for(card: Sequence[int | None], rules: Rules, rolls_done: int) -> list[Action]:
    """The legal actions of a seat with ``card`` after ``rolls_done`` rolls this turn.

    Score actions first (rows in scorecard order), then every hold (0-4 dice)
    while a roll is left. Nothing before the first roll.
    """
    return scorecard.legal_actions_for(SPEC, card, rules, rolls_done)


class Observation(ScorecardObservation):
    """What one seat sees: in Dice Poker, everything but the random generator.

    ``cards[seat]`` is a scorecard (15 entries, None for empty rows) and
    ``first_rows[seat]`` marks the rows written from a first roll (see
    :class:`~yenta_desktop.engine.families.scorecard.ScorecardObservation`).
    """

    SPEC: ClassVar[ScorecardSpec] = SPEC


class GameState(ScorecardState):
    """A Dice Poker game in progress: ``legal_actions()``, ``apply(action)``, ``clone()``.

    Build one with :func:`new_game`. ``apply`` and ``apply_chance`` validate
    fully before they change anything, so an error leaves the state as it was.
    """

    SPEC = SPEC
    OBSERVATION = Observation
    ROLL_LIMIT_RULE = "three_rolls"
    __slots__ = ()

    def order_message(self, row: str) -> str:
        """Rule 3's message."""
        return f"the upper rows (ones to sixes) come first: {row} must wait"

    def order_rule(self) -> str:
        """Rule 3's name."""
        return "upper_first"


#: Start a game: the first seat's five dice are to be rolled (a chance node). Randomness comes
#: from ``rng`` if given, else ``random.Random(seed)``; ``first_seat`` (replays) overrides who
#: starts, otherwise a rematch starts with the next seat.
new_game = GameStarter(Rules, GameState)


__all__ = [
    "CHOOSE",
    "HOLDS",
    "OVER",
    "ROLL",
    "GameState",
    "Observation",
    "Phase",
    "first_seat_of",
    "legal_actions_for",
    "new_game",
    "places_of",
    "results_of",
]
