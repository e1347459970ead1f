"""The rule settings of a Dice Poker game: the two switches of issue 10."""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.engine.settings import BOOL, RulesBase, Setting

MIN_PLAYERS = 1
MAX_PLAYERS = 6


@dataclass(frozen=True)
class Rules(RulesBase):
    """Settings of one game; both default to the source text's reading (on)."""

    SETTINGS = (
        Setting(
            "upper_first",
            BOOL,
            True,
            "the six upper rows (ones to sixes) must be filled before any lower row",
        ),
        Setting(
            "first_roll_double",
            BOOL,
            True,
            "a lower row other than chance written from the first roll scores double",
        ),
    )

    upper_first: bool = True
    first_roll_double: bool = True
