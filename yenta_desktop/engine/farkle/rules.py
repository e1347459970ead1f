"""The rule settings of a Farkle game: issue 20's four options (docs/rules/farkle.md).

``three_farkle_penalty`` and ``opening_min`` are choices among the issue's
values (written as text, read as points by :attr:`Rules.penalty_points` and
:attr:`Rules.opening_points`); ``target`` is 2,000 to 20,000 in steps of
1,000; ``final_round`` gives the others one last turn once a player reaches
the target. There is no ``facebook`` preset: Busche's "The Rules of Farkle"
could not be established (docs/rules/farkle.md says why).
"""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.engine.settings import BOOL, CHOICE, INT, RulesBase, Setting

MIN_PLAYERS = 1
MAX_PLAYERS = 6
#: A table of one plays this many turns (solo practice); the highest total is the result.
SOLO_TURNS = 10
PENALTY_CHOICES = ("1000", "500", "0")
OPENING_CHOICES = ("500", "0", "350", "1000")
TARGET_STEP = 1000


@dataclass(frozen=True)
class Rules(RulesBase):
    """Settings of one game; the defaults are issue 20's."""

    SETTINGS = (
        Setting(
            "three_farkle_penalty",
            CHOICE,
            "1000",
            "points lost on a player's third farkle in a row (the count then starts again)",
            choices=PENALTY_CHOICES,
        ),
        Setting(
            "opening_min",
            CHOICE,
            "500",
            "the turn total a player needs for their first bank",
            choices=OPENING_CHOICES,
        ),
        Setting(
            "target",
            INT,
            10_000,
            "the score that ends the game (in steps of 1000)",
            minimum=2000,
            maximum=20_000,
            step=TARGET_STEP,
        ),
        Setting(
            "final_round",
            BOOL,
            True,
            "once a player reaches the target every other player has one last turn",
        ),
    )

    three_farkle_penalty: str = "1000"
    opening_min: str = "500"
    target: int = 10_000
    final_round: bool = True

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.target % TARGET_STEP:
            raise ValueError(f"target must be a multiple of {TARGET_STEP}, not {self.target}")

    @property
    def penalty_points(self) -> int:
        """Rule 4's penalty in points."""
        return int(self.three_farkle_penalty)

    @property
    def opening_points(self) -> int:
        """Rule 5's opening minimum in points."""
        return int(self.opening_min)
