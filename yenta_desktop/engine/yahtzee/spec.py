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
from yenta_desktop.engine.families.scorecard import Card, Joker, Row, ScorecardSpec
from yenta_desktop.engine.yahtzee.rules import FORCED, MAX_PLAYERS, MIN_PLAYERS

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


def all_alike(dice: Sequence[int]) -> bool:
    """Whether the five dice show one face (a Yahtzee)."""
    return len(dice) == NUM_DICE and len(set(dice)) == 1


class YahtzeeSpec(ScorecardSpec):
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
    has_extras = True
    flag_row = YAHTZEE_BOX

    def special_roll(self, dice: Sequence[int]) -> bool:
        """Rules 3 and 4 apply to a Yahtzee only."""
        return all_alike(dice)

    def variant_name(self, rules: Any) -> str:
        """ "yahtzee-forced" or "yahtzee-free": the Joker is the one setting of this card."""
        return f"yahtzee-{rules.joker}"

    def yahtzee_written(self, card: Card, column: int = 0) -> int | None:
        """What the Yahtzee box of ``column`` holds (None: open)."""
        return self.column_of(card, column)[self.row_index[YAHTZEE_BOX]]

    def joker(self, card: Card, dice: Sequence[int], rules: Any) -> Joker | None:
        """Rule 4: a Yahtzee rolled while the Yahtzee box is filled (50 or 0)."""
        if not self.special_roll(dice) or self.yahtzee_written(card) is None:
            return None
        face_row = UPPER_ROWS[dice[0] - 1]
        open_rows = {row for _, row in self.open_boxes(card)}
        if rules.joker == FORCED:
            if face_row in open_rows:
                return Joker(frozenset({(0, face_row)}))
            lower = {row for row in open_rows if row in LOWER_ROWS}
            if lower:
                return Joker(frozenset((0, row) for row in lower), JOKER_POINTS)
            return Joker(frozenset((0, row) for row in open_rows))
        if face_row in open_rows:
            return Joker()
        return Joker(None, JOKER_POINTS)

    def extra_bonus(
        self, card: Card, column: int, row: str, dice: Sequence[int], rules: Any
    ) -> int:
        """Rule 3: +100 for a Yahtzee while the Yahtzee box holds 50, wherever it is written."""
        if self.special_roll(dice) and self.yahtzee_written(card) == YAHTZEE_POINTS:
            return EXTRA_YAHTZEE
        return 0


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
