"""The rule settings of a Yahtzee game: the scorecard (Yahtzee or Yatzy) and the Joker."""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.engine.settings import CHOICE, RulesBase, Setting

MIN_PLAYERS = 1
MAX_PLAYERS = 6

YAHTZEE = "yahtzee"
YATZY = "yatzy"
FORCED = "forced"
FREE = "free"


@dataclass(frozen=True)
class Rules(RulesBase):
    """Settings of one game (rules 4 and 5 of docs/rules/yahtzee.md)."""

    SETTINGS = (
        Setting(
            "scorecard",
            CHOICE,
            YAHTZEE,
            "yahtzee: 13 boxes, 35 bonus, Jokers and extra Yahtzees;"
            " yatzy: the Scandinavian 15 boxes, 50 bonus, no Joker",
            choices=(YAHTZEE, YATZY),
        ),
        Setting(
            "joker",
            CHOICE,
            FORCED,
            "forced: a Yahtzee goes in its upper box if open, else a lower box (official);"
            " free: in any open box (Verhoeff)",
            choices=(FORCED, FREE),
            applies_when=("scorecard", (YAHTZEE,)),  # the Yatzy card has no Joker
        ),
    )

    scorecard: str = YAHTZEE
    joker: str = FORCED

    @property
    def is_yatzy(self) -> bool:
        """Whether the Scandinavian card is played."""
        return self.scorecard == YATZY
