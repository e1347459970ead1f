"""Yahtzee and Yatzy as scorecard specifications (engine/families/scorecard.py).

Yahtzee: 13 boxes, five dice, three rolls; 35 bonus at 63 in the upper
section; a Yahtzee written while the Yahtzee box holds 50 adds 100 (rule 3);
the Joker (rule 4) is the ``joker`` hook, the extra Yahtzee the
``extra_bonus`` hook. Yatzy (rule 5): 15 boxes, 50 bonus at 63, no Joker and
no extra bonus. The box scorers are the family's (engine/families/patterns.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from yenta_desktop.engine.families import patterns
from yenta_desktop.engine.families.scorecard import Row, ScorecardSpec, YahtzeeBoxSpec
from yenta_desktop.engine.yahtzee.rules import MAX_PLAYERS, MIN_PLAYERS

NUM_DICE = 5
MAX_ROLLS = 3

UPPER_ROWS = ("aces", "twos", "threes", "fours", "fives", "sixes")
LOWER_ROWS = (
    "three_kind",
    "four_kind",
    "full_house",
    "small_straight",
    "large_straight",
    "yahtzee",
    "chance",
)
ROWS = UPPER_ROWS + LOWER_ROWS
YAHTZEE_BOX = "yahtzee"
UPPER_BONUS = 35
BONUS_THRESHOLD = 63
YAHTZEE_POINTS = 50
EXTRA_YAHTZEE = 100
#: Rule 4: what the three fixed lower boxes score as a Joker.
JOKER_POINTS = {"full_house": 25, "small_straight": 30, "large_straight": 40}

YATZY_UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")
YATZY_LOWER = (
    "one_pair",
    "two_pairs",
    "three_kind",
    "four_kind",
    "small_straight",
    "large_straight",
    "full_house",
    "chance",
    "yatzy",
)
YATZY_ROWS = YATZY_UPPER + YATZY_LOWER
YATZY_BONUS = 50


def _upper_rows(names: Sequence[str]) -> tuple[Row, ...]:
    return tuple(
        Row(name, "upper", partial(patterns.upper, face))
        for face, name in enumerate(names, start=1)
    )


class YahtzeeSpec(YahtzeeBoxSpec):
    """The Yahtzee card (rules 1-4 of docs/rules/yahtzee.md)."""

    game_id = "yahtzee"
    title = "Yahtzee"
    rows = _upper_rows(UPPER_ROWS) + (
        Row("three_kind", "lower", partial(patterns.kind_sum, 3)),
        Row("four_kind", "lower", partial(patterns.kind_sum, 4)),
        Row("full_house", "lower", partial(patterns.fixed_full_house, 25)),
        Row("small_straight", "lower", partial(patterns.run_of, 4, 30)),
        Row("large_straight", "lower", partial(patterns.run_of, 5, 40)),
        Row("yahtzee", "lower", partial(patterns.all_alike, YAHTZEE_POINTS)),
        Row("chance", "lower", patterns.chance),
    )
    num_dice = NUM_DICE
    max_rolls = MAX_ROLLS
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    upper_bonus = UPPER_BONUS
    upper_bonus_threshold = BONUS_THRESHOLD
    # Rules 3 and 4 (the family's YahtzeeBoxSpec): the Joker goes to the lower section.
    number_rows = UPPER_ROWS
    joker_rows = LOWER_ROWS
    joker_points = JOKER_POINTS

    def variant_name(self, rules: Any) -> str:
        """ "yahtzee-forced" or "yahtzee-free": the Joker is the one setting of this card."""
        return f"yahtzee-{rules.joker}"


class YatzySpec(ScorecardSpec):
    """The Scandinavian Yatzy card (rule 5): no Joker, no extra bonus."""

    game_id = "yahtzee"
    title = "Yatzy"
    rows = _upper_rows(YATZY_UPPER) + (
        Row("one_pair", "lower", partial(patterns.kind_face, 2)),
        Row("two_pairs", "lower", patterns.two_pairs),
        Row("three_kind", "lower", partial(patterns.kind_face, 3)),
        Row("four_kind", "lower", partial(patterns.kind_face, 4)),
        Row("small_straight", "lower", partial(patterns.exact_run, (1, 2, 3, 4, 5), 15)),
        Row("large_straight", "lower", partial(patterns.exact_run, (2, 3, 4, 5, 6), 20)),
        Row("full_house", "lower", patterns.sum_full_house),
        Row("chance", "lower", patterns.chance),
        Row("yatzy", "lower", partial(patterns.all_alike, YAHTZEE_POINTS)),
    )
    num_dice = NUM_DICE
    max_rolls = MAX_ROLLS
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    upper_bonus = YATZY_BONUS
    upper_bonus_threshold = BONUS_THRESHOLD

    def variant_name(self, rules: Any) -> str:
        """ "yatzy": no setting changes this card (the Joker is Yahtzee's)."""
        return "yatzy"


SPEC = YahtzeeSpec()
YATZY_SPEC = YatzySpec()


def spec_for(rules: Any) -> ScorecardSpec:
    """The card ``rules`` play."""
    return YATZY_SPEC if rules.is_yatzy else SPEC
