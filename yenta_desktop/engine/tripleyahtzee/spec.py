"""Triple Yahtzee as a scorecard specification: three Yahtzee columns counting x1, x2, x3.

Each column has the 13 Yahtzee boxes (the family's pattern scorers,
engine/families/patterns.py) and its own 35 bonus at 63; a turn writes one
open box in any column. A Yahtzee rolled while every Yahtzee box is filled is
a bonus Yahtzee: +100 to the column it is written in when all three hold 50
(multiplied with that column), and the Joker across the whole card.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from yenta_desktop.engine.families import patterns
from yenta_desktop.engine.families.scorecard import Card, Joker, Row, ScorecardSpec
from yenta_desktop.engine.tripleyahtzee.rules import FORCED, MAX_PLAYERS, MIN_PLAYERS

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
COLUMNS = (1, 2, 3)
UPPER_BONUS = 35
BONUS_THRESHOLD = 63
YAHTZEE_POINTS = 50
EXTRA_YAHTZEE = 100
JOKER_POINTS = {"full_house": 25, "small_straight": 30, "large_straight": 40}


def all_alike(dice: Sequence[int]) -> bool:
    """Whether the five dice show one face."""
    return len(dice) == NUM_DICE and len(set(dice)) == 1


class TripleYahtzeeSpec(ScorecardSpec):
    """The Triple Yahtzee card (docs/rules/triple-yahtzee.md)."""

    game_id = "triple-yahtzee"
    title = "Triple Yahtzee"
    rows = tuple(
        Row(name, "upper", partial(patterns.upper, face))
        for face, name in enumerate(UPPER_ROWS, start=1)
    ) + (
        Row("three_kind", "lower", partial(patterns.kind_sum, 3)),
        Row("four_kind", "lower", partial(patterns.kind_sum, 4)),
        Row("full_house", "lower", partial(patterns.fixed_full_house, 25)),
        Row("small_straight", "lower", partial(patterns.run_of, 4, 30)),
        Row("large_straight", "lower", partial(patterns.run_of, 5, 40)),
        Row("yahtzee", "lower", partial(patterns.all_alike, YAHTZEE_POINTS)),
        Row("chance", "lower", patterns.chance),
    )
    columns = COLUMNS
    num_dice = NUM_DICE
    max_rolls = MAX_ROLLS
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    upper_bonus = UPPER_BONUS
    upper_bonus_threshold = BONUS_THRESHOLD
    has_extras = True
    extras_multiplied = True

    def special_roll(self, dice: Sequence[int]) -> bool:
        """The bonus Yahtzee and the Joker apply to a Yahtzee only."""
        return all_alike(dice)

    def variant_name(self, rules: Any) -> str:
        """ "column": the solver values the card a column at a time, and a column alone
        (the others open) never sees a bonus Yahtzee, so both Jokers share its table."""
        return "column"

    def yahtzee_boxes(self, card: Card) -> list[int | None]:
        """What each column's Yahtzee box holds (None: open)."""
        n = len(self.rows)
        index = self.row_index[YAHTZEE_BOX]
        return [card[c * n + index] for c in range(len(self.columns))]

    def joker(self, card: Card, dice: Sequence[int], rules: Any) -> Joker | None:
        """A bonus Yahtzee (every Yahtzee box filled): the Joker across the card."""
        if not self.special_roll(dice) or None in self.yahtzee_boxes(card):
            return None
        face_row = UPPER_ROWS[dice[0] - 1]
        boxes = self.open_boxes(card)
        if rules.joker == FORCED:
            matching = {box for box in boxes if box[1] == face_row}
            if matching:
                return Joker(frozenset(matching))
            lower = {box for box in boxes if box[1] in LOWER_ROWS}
            if lower:
                return Joker(frozenset(lower), JOKER_POINTS)
            return Joker(frozenset(boxes))
        if any(box[1] == face_row for box in boxes):
            return Joker()
        return Joker(None, JOKER_POINTS)

    def extra_bonus(
        self, card: Card, column: int, row: str, dice: Sequence[int], rules: Any
    ) -> int:
        """+100 to the column written when all three Yahtzee boxes hold 50."""
        if self.special_roll(dice) and all(p == YAHTZEE_POINTS for p in self.yahtzee_boxes(card)):
            return EXTRA_YAHTZEE
        return 0


SPEC = TripleYahtzeeSpec()
