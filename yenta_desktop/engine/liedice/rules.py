"""The rule settings of a Lie Dice game: lives per player and how the game ends."""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.engine.settings import CHOICE, INT, RulesBase, Setting

#: The first player to lose their last life loses the game; the others win (the seed's rule).
FIRST_OUT = "first_out"
#: A player with no lives leaves; the rest play on until one is left, who wins.
LAST_STANDING = "last_standing"
END_CHOICES = (FIRST_OUT, LAST_STANDING)

MIN_PLAYERS = 2
MAX_PLAYERS = 6


@dataclass(frozen=True)
class Rules(RulesBase):
    """Settings of one game; the defaults are the seed's rules."""

    SETTINGS = (
        Setting("lives", INT, 3, "lives each player starts with", minimum=1, maximum=9),
        Setting(
            "end",
            CHOICE,
            FIRST_OUT,
            "first_out: the first player out of lives loses, the rest win;"
            " last_standing: players out of lives leave until one is left",
            choices=END_CHOICES,
        ),
    )

    lives: int = 3
    end: str = FIRST_OUT
