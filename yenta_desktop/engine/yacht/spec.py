"""Yacht (the 1938 original of Yahtzee) as a scorecard specification: its rules, once.

Twelve boxes, five dice, three rolls, one to six players; no upper bonus, no
Joker, no extra Yacht (rules 1-3 of docs/rules/yacht.md); one setting, the Big
Straight's 40 of some printings (rule 6). The box scorers are the family's
(engine/families/patterns.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from yenta_desktop.engine.families import patterns
from yenta_desktop.engine.families.scorecard import Row, ScorecardSpec
from yenta_desktop.engine.settings import BOOL, RulesBase, Setting

MIN_PLAYERS = 1
MAX_PLAYERS = 6
MAX_ROLLS = 3
UPPER_ROWS = ("ones", "twos", "threes", "fours", "fives", "sixes")
LOWER_ROWS = ("full_house", "four_kind", "little_straight", "big_straight", "choice", "yacht")
ROWS = UPPER_ROWS + LOWER_ROWS
#: Rule 6: what a Big Straight scores with ``big_straight_40`` on.
BIG_40 = 40


@dataclass(frozen=True)
class Rules(RulesBase):
    """Settings of one game (rule 6 of docs/rules/yacht.md)."""

    SETTINGS = (
        Setting(
            "big_straight_40",
            BOOL,
            False,
            "the Big Straight (2-3-4-5-6) scores 40 instead of 30, as in some later printings",
        ),
    )

    big_straight_40: bool = False


class YachtSpec(ScorecardSpec):
    """The Yacht card (rule 2): Full House the sum of its dice, Four of a Kind the four dice
    (five alike count: at least four), the exact straights 1-5 and 2-6 at 30, Yacht 50."""

    game_id = "yacht"
    title = "Yacht"
    rows = tuple(
        Row(name, "upper", partial(patterns.upper, face))
        for face, name in enumerate(UPPER_ROWS, start=1)
    ) + (
        Row("full_house", "lower", patterns.sum_full_house),
        Row("four_kind", "lower", partial(patterns.kind_face, 4)),
        Row("little_straight", "lower", partial(patterns.exact_run, (1, 2, 3, 4, 5), 30)),
        Row("big_straight", "lower", partial(patterns.exact_run, (2, 3, 4, 5, 6), 30)),
        Row("choice", "lower", patterns.chance),
        Row("yacht", "lower", partial(patterns.all_alike, 50)),
    )
    max_rolls = MAX_ROLLS
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    def row_points(self, row: str, dice: Any, first_roll: bool, rules: Any) -> int:
        """The box's points; a Big Straight scores 40 under ``big_straight_40`` (rule 6)."""
        points = super().row_points(row, dice, first_roll, rules)
        return BIG_40 if points and row == "big_straight" and rules.big_straight_40 else points


SPEC = YachtSpec()
