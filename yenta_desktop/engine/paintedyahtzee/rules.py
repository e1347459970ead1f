"""The rule settings of a painted Yahtzee game: the Joker (forced or free)."""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.engine.settings import CHOICE, RulesBase, Setting

MIN_PLAYERS = 1
MAX_PLAYERS = 6

FORCED = "forced"
FREE = "free"


@dataclass(frozen=True)
class Rules(RulesBase):
    """Settings of one game (rule 3 of docs/rules/painted-yahtzee.md)."""

    SETTINGS = (
        Setting(
            "joker",
            CHOICE,
            FORCED,
            "forced: a further Yahtzee goes in its upper box if open, else a number or colour"
            " combination box, else any box; free: in any open box",
            choices=(FORCED, FREE),
        ),
    )

    joker: str = FORCED
