"""The rule settings of a Triple Yahtzee game: the Joker."""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.engine.settings import CHOICE, RulesBase, Setting

MIN_PLAYERS = 1
MAX_PLAYERS = 6
FORCED = "forced"
FREE = "free"


@dataclass(frozen=True)
class Rules(RulesBase):
    """Settings of one game (docs/rules/triple-yahtzee.md)."""

    SETTINGS = (
        Setting(
            "joker",
            CHOICE,
            FORCED,
            "forced: a bonus Yahtzee goes in an open upper box of its face in any column first"
            " (official); free: in any open box",
            choices=(FORCED, FREE),
        ),
    )

    joker: str = FORCED
