"""Dice Poker as a scorecard specification (engine/families/scorecard.py).

Fifteen rows, five dice, three rolls; upper rows score (count - 3) x face and
earn the 50 bonus once all six are written with a sum of 0 or more; the rule
``upper_first`` orders the sections and ``first_roll_double`` doubles a lower
row (chance excepted) written from the first roll; a poker adds 50. Dice are
five values 1-6 in any order; every function here is pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from yenta_desktop.engine.dicepoker.rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from yenta_desktop.engine.families.scorecard import Card, Row, ScorecardSpec

FACES = (1, 2, 3, 4, 5, 6)
NUM_DICE = 5
MAX_ROLLS = 3

UPPER_ROWS = ("ones", "twos", "threes", "fours", "fives", "sixes")
LOWER_ROWS = (
    "pair",
    "two_pairs",
    "three",
    "small_straight",
    "big_straight",
    "full_house",
    "four",
    "poker",
    "chance",
)
#: Every row id in scorecard order (stable: records and translations use them).
ROWS = UPPER_ROWS + LOWER_ROWS
ROW_INDEX = {row: index for index, row in enumerate(ROWS)}
#: The face value an upper row counts (ones -> 1 ... sixes -> 6).
UPPER_VALUE = {row: index + 1 for index, row in enumerate(UPPER_ROWS)}
NUM_UPPER = len(UPPER_ROWS)

CHANCE = "chance"
POKER = "poker"
#: Added once the six upper rows are filled, if they sum to at least BONUS_THRESHOLD.
BONUS = 50
BONUS_THRESHOLD = 0
#: Added to a poker (five of a kind) once, doubled first roll or not.
POKER_BONUS = 50


def counts_of(dice: Sequence[int]) -> list[int]:
    """How many dice show each face: index 1..6 (index 0 unused)."""
    counts = [0] * 7
    for value in dice:
        counts[value] += 1
    return counts


def is_upper(row: str) -> bool:
    """Whether ``row`` is one of ones..sixes."""
    return row in UPPER_VALUE


def pattern_sum(row: str, counts: Sequence[int]) -> int | None:
    """A lower row's dice sum, taking the best-scoring dice that form it; None if absent.

    Patterns contain smaller ones (four of a kind is also three of a kind and a
    pair; a full house is also two pairs), but five of a kind is neither two
    pairs nor a full house. Chance is always present.
    """
    if row == "pair":
        values = [v for v in FACES if counts[v] >= 2]
        return 2 * values[-1] if values else None
    if row == "two_pairs":
        values = [v for v in FACES if counts[v] >= 2]
        return 2 * (values[-1] + values[-2]) if len(values) >= 2 else None
    if row == "three":
        values = [v for v in FACES if counts[v] >= 3]
        return 3 * values[-1] if values else None
    if row == "small_straight":
        return 15 if all(counts[v] == 1 for v in (1, 2, 3, 4, 5)) else None
    if row == "big_straight":
        return 20 if all(counts[v] == 1 for v in (2, 3, 4, 5, 6)) else None
    if row == "full_house":
        shape = sorted(c for c in counts[1:] if c)
        return sum(v * counts[v] for v in FACES) if shape == [2, 3] else None
    if row == "four":
        values = [v for v in FACES if counts[v] >= 4]
        return 4 * values[-1] if values else None
    if row == POKER:
        values = [v for v in FACES if counts[v] == 5]
        return 5 * values[-1] if values else None
    if row == CHANCE:
        return sum(v * counts[v] for v in FACES)
    raise ValueError(f"unknown row {row!r}; rows are {', '.join(ROWS)}")


def doubles(row: str, first_roll: bool, rules: Rules) -> bool:
    """Whether writing ``row`` now would double its dice sum (rule 7), pattern present or not."""
    return first_roll and rules.first_roll_double and not is_upper(row) and row != CHANCE


def row_points(row: str, dice: Sequence[int], first_roll: bool, rules: Rules) -> int:
    """The points ``dice`` score in ``row`` (rules 4, 6 and 7); 0 for a lower row not formed."""
    counts = counts_of(dice)
    value = UPPER_VALUE.get(row)
    if value is not None:
        return (counts[value] - 3) * value
    base = pattern_sum(row, counts)
    if base is None:
        return 0
    if doubles(row, first_roll, rules):
        base *= 2
    return base + POKER_BONUS if row == POKER else base


def _upper(face: int, dice: Sequence[int]) -> int:
    return (counts_of(dice)[face] - 3) * face


def _lower(row: str, dice: Sequence[int]) -> int | None:
    return pattern_sum(row, counts_of(dice))


class DicePokerSpec(ScorecardSpec):
    """The scorecard of Dice Poker (docs/rules/dice-poker.md)."""

    game_id = "dice-poker"
    title = "Dice Poker"
    rows = tuple(
        Row(row, "upper", partial(_upper, UPPER_VALUE[row])) for row in UPPER_ROWS
    ) + tuple(Row(row, "lower", partial(_lower, row)) for row in LOWER_ROWS)
    num_dice = NUM_DICE
    max_rolls = MAX_ROLLS
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    upper_bonus = BONUS
    upper_bonus_threshold = BONUS_THRESHOLD

    def variant_name(self, rules: Any) -> str:
        """ "upper-first-double", "any-order-plain", ...: the two switches."""
        order = "upper-first" if rules.upper_first else "any-order"
        return f"{order}-{'double' if rules.first_roll_double else 'plain'}"

    def free_order(self, rules: Any) -> bool:
        """Without ``upper_first`` any open row may be written."""
        return not rules.upper_first

    def order_allows(self, card: Card, column: int, row: str, rules: Any) -> bool:
        """Rule 3: with ``upper_first``, no lower row before the six upper rows are written."""
        return (
            not rules.upper_first
            or is_upper(row)
            or all(card[index] is not None for index in self.upper)
        )

    def first_roll_factor(self, row: str, formed: bool, first_roll: bool, rules: Any) -> int:
        """Rule 7: a lower row other than chance written from the first roll doubles."""
        return 2 if doubles(row, first_roll, rules) else 1

    def row_points(self, row: str, dice: Sequence[int], first_roll: bool, rules: Any) -> int:
        """Rules 4, 6 and 7 (the poker's 50 added after doubling): :func:`.scoring.row_points`."""
        return row_points(row, dice, first_roll, rules)


SPEC = DicePokerSpec()
