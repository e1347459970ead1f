"""What an applied action or roll caused, in order, for the table to animate and the log to print.

Events carry seats, slots and numbers only; the UI words them. ``DiceRolled``
is the dice-turn family's (engine/families/dice_turn.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.engine.families.dice_turn import DiceRolled


@dataclass(slots=True)
class TurnStarted:
    """It is ``seat``'s turn: its ``turn``-th; ``game_turn`` counts every seat's turns (from 0);
    ``last`` says it is this seat's last turn (the final round)."""

    seat: int
    turn: int
    game_turn: int
    last: bool = False


@dataclass(slots=True)
class SetAside:
    """``seat`` set aside the dice at ``slots`` (showing ``values``) for ``points``.

    ``combination`` is :func:`.scoring.combination_name` of the dice;
    ``turn_total`` is the turn's total after it.
    """

    seat: int
    slots: tuple[int, ...]
    values: tuple[int, ...]
    points: int
    combination: str
    turn_total: int


@dataclass(slots=True)
class HotDice:
    """All six dice are set aside (rule 3): ``seat`` rolls all six again, keeping ``turn_total``."""

    seat: int
    turn_total: int


@dataclass(slots=True)
class Banked:
    """``seat`` banked ``points``: its score is now ``total``."""

    seat: int
    points: int
    total: int


@dataclass(slots=True)
class Farkled:
    """``seat`` rolled no scoring die (rule 4) and lost ``lost``; ``streak`` farkles in a row now."""

    seat: int
    lost: int
    streak: int


@dataclass(slots=True)
class FarklePenalty:
    """A third farkle in a row cost ``seat`` ``penalty`` points: its score is now ``total``."""

    seat: int
    penalty: int
    total: int


@dataclass(slots=True)
class FinalRound:
    """``seat`` reached the target with ``total``: every other seat has one last turn (rule 6)."""

    seat: int
    total: int


@dataclass(slots=True)
class GameOver:
    """The game is over: each seat's total and the winning seats (a tie shares the win)."""

    totals: list[int]
    winners: list[int]


Event = (
    TurnStarted
    | DiceRolled
    | SetAside
    | HotDice
    | Banked
    | Farkled
    | FarklePenalty
    | FinalRound
    | GameOver
)

__all__ = [
    "Banked",
    "DiceRolled",
    "Event",
    "FarklePenalty",
    "Farkled",
    "FinalRound",
    "GameOver",
    "HotDice",
    "SetAside",
    "TurnStarted",
]
