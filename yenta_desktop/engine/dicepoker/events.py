"""What an applied action or roll caused, in order, for the table to animate and the log to print.

Events carry seats, row ids and numbers only; the UI turns them into
(translated) sentences and animations.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class TurnStarted:
    """It is ``seat``'s turn: its ``turn``-th (1..15); ``game_turn`` counts every seat's turns."""

    seat: int
    turn: int
    game_turn: int


@dataclass(slots=True)
class DiceHeld:
    """``seat`` holds the dice at ``held`` (showing ``values``) and re-rolls the rest as roll ``roll``."""

    seat: int
    roll: int
    held: tuple[int, ...]
    values: tuple[int, ...]


@dataclass(slots=True)
class DiceRolled:
    """Roll ``roll`` (1-3) of ``seat``'s turn: the dice at ``rerolled`` tumbled; ``dice`` now."""

    seat: int
    roll: int
    dice: tuple[int, ...]
    held: tuple[int, ...]
    rerolled: tuple[int, ...]


@dataclass(slots=True)
class RowScored:
    """``seat`` wrote ``dice`` into ``row`` for ``points``.

    ``first_roll``: written from the turn's first roll; ``doubled``: the points
    were doubled for it (rule 7); ``upper_sum`` and ``total`` are the seat's
    after this row (bonus included once earned).
    """

    seat: int
    row: str
    points: int
    first_roll: bool
    doubled: bool
    dice: tuple[int, ...]
    upper_sum: int
    total: int


@dataclass(slots=True)
class UpperCompleted:
    """``seat`` filled its sixth upper row: ``upper_sum`` earns ``bonus`` (50 or 0)."""

    seat: int
    upper_sum: int
    bonus: int


@dataclass(slots=True)
class GameOver:
    """Every scorecard is full: totals, results against the mean, places (ties share), winners."""

    totals: list[int]
    results: list[float]
    places: list[int]
    winners: list[int]


Event = TurnStarted | DiceHeld | DiceRolled | RowScored | UpperCompleted | GameOver
